import type { GenerationState } from "./use-generation";
import { progressMessage, viewStep } from "./use-generation";
import {
  estimateText,
  formatElapsed,
  NOT_COUNTED_MESSAGE,
  PROGRESS_STEPS,
  queueHeading,
  stepPercent,
  stepStates,
} from "./progress";
import { Icon } from "../../components/icon";

interface Props {
  state: GenerationState;
  now: number;
  onCancel: () => void;
  onDismiss: () => void;
  onRetry: () => void;
  onUpgrade: () => void;
}

export function ProgressOverlay({ state, now, onCancel, onDismiss, onRetry, onUpgrade }: Props) {
  const failed = state.phase === "failed";
  const done = state.phase === "completed";
  const step = viewStep(state, now);
  const elapsed = Math.max(0, Math.floor((now - state.startedAt) / 1000));
  const percent = done ? 100 : stepPercent(step);
  const states = done ? PROGRESS_STEPS.map(() => "completed" as const) : stepStates(step, failed);
  const waiting = state.status === "pending" || state.status === "queued";
  const versions = state.versions ?? 1;
  const heading = done
    ? {
        title: versions > 1 ? `Your ${versions} versions are ready!` : "Your template is ready!",
        showPosition: false,
      }
    : waiting
      ? queueHeading(state.status, state.position, state.estimatedSeconds)
      : {
          title:
            versions > 1 ? `Writing ${versions} versions of your template` : "Creating your custom template",
          showPosition: false,
        };
  const visible = PROGRESS_STEPS.map((s, i) => ({ ...s, index: i })).filter(
    (s) => s.id !== "queue" || state.wasQueued,
  );

  return (
    <div className="modal-backdrop progress-backdrop">
      <div className="modal progress-modal" role="dialog" aria-modal="true" aria-labelledby="progress-title">
        {state.phase === "cancelled" && state.cancelNotice ? (
          <div className="progress-cancelled" role="status">
            <h2 id="progress-title">{state.cancelNotice.title}</h2>
            <p data-testid="cancel-result">{state.cancelNotice.message}</p>
            <div className="dash-modal-actions">
              <button type="button" className="btn btn-primary" onClick={onDismiss} data-autofocus>
                Close
              </button>
            </div>
          </div>
        ) : failed ? (
          <div className="progress-error" role="alert">
            <div className="progress-error-icon" aria-hidden="true">
              !
            </div>
            <h2 id="progress-title">Generation Failed</h2>
            <p className="progress-error-text">{state.error}</p>
            <p className="muted">{NOT_COUNTED_MESSAGE}</p>
            <div className="dash-modal-actions">
              <button type="button" className="btn btn-secondary" onClick={onDismiss}>
                Close
              </button>
              {state.errorStatus === 403 ? (
                <button type="button" className="btn btn-primary" onClick={onUpgrade}>
                  Upgrade Plan
                </button>
              ) : (
                <button type="button" className="btn btn-primary" onClick={onRetry}>
                  Try Again
                </button>
              )}
            </div>
          </div>
        ) : (
          <>
            {!done && state.phase !== "cancelling" && (
              <button type="button" className="modal-close" aria-label="Cancel generation" onClick={onCancel}>
                ×
              </button>
            )}
            <h2 id="progress-title">{heading.title}</h2>
            {heading.showPosition && state.position != null && (
              <p className="queue-position">
                Position in queue: <strong>{state.position}</strong>
              </p>
            )}
            <p className="muted rotating-message" aria-live="polite">
              {done ? "Opening your templates..." : progressMessage(state, now)}
            </p>
            <div
              className="progress-bar"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label="Generation progress"
            >
              <span style={{ width: `${percent}%` }} />
            </div>
            <div className="progress-meta">
              <span data-testid="progress-percent">{percent}%</span>
              <span>
                Elapsed <time data-testid="progress-timer">{formatElapsed(elapsed)}</time>
              </span>
            </div>
            <ol className="progress-steps">
              {visible.map((s) => (
                <li
                  key={s.id}
                  className={`progress-step progress-step-${states[s.index]}`}
                  data-state={states[s.index]}
                >
                  <span className="progress-step-dot" aria-hidden="true">
                    {states[s.index] === "completed" && <Icon name="check" size={13} />}
                    {states[s.index] === "error" && "!"}
                  </span>
                  {s.label}
                </li>
              ))}
            </ol>
            <p className="muted small progress-estimate" data-testid="progress-estimate">
              {[
                done ? null : estimateText(state.estimatedSeconds),
                "You can keep this page open or come back later.",
              ]
                .filter(Boolean)
                .join(" ")}
            </p>
            {state.cancelNotice && (
              <p className="field-error" role="alert">
                {state.cancelNotice.message}
              </p>
            )}
            {!done && (
              <div className="dash-modal-actions">
                <button
                  type="button"
                  className="btn btn-secondary"
                  onClick={onCancel}
                  disabled={state.phase === "cancelling"}
                >
                  {state.phase === "cancelling" ? "Cancelling..." : "Cancel generation"}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
