import type { HandoffCheck } from "../../../shared/esp/checks";
import { WithSettingsLink } from "../../components/settings-link";

/** What the checks found before a download, a copy or a send: errors block, warnings say what to replace. */
export function HandoffChecks({
  checks,
  action = "downloading",
}: {
  checks: HandoffCheck[];
  action?: "downloading" | "sending";
}) {
  if (!checks.length) return null;
  const errors = checks.filter((c) => c.level === "error");
  const warnings = checks.filter((c) => c.level === "warning");
  return (
    <div className="handoff-checks" data-testid="handoff-checks">
      {errors.length > 0 && (
        <div role="alert" className="handoff-checks-errors">
          <p>
            <strong>Fix this before {action}:</strong>
          </p>
          <ul>
            {errors.map((c) => (
              <li key={c.message}>
                <WithSettingsLink text={c.message} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {warnings.length > 0 && (
        <div className="handoff-checks-warnings">
          <p>
            <strong>Before you send:</strong>
          </p>
          <ul>
            {warnings.map((c) => (
              <li key={c.message}>
                <WithSettingsLink text={c.message} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
