import { useMemo } from "react";
import { GMAIL_CLIP_BYTES, kb, MAX_SAVE_BYTES } from "../../shared/template-health";
import { SUPPORT_SOURCE, templateHealth } from "../lib/template-health";
import { ENHANCEMENT_FEATURES } from "../../shared/email-enhancements";

/** Size against Gmail's clip, client support from caniemail data, and accessibility findings, for one HTML body. */
export function HealthPanel({ html }: { html: string }) {
  const health = useMemo(() => templateHealth(html), [html]);
  const sizeText =
    health.size === "ok"
      ? `${kb(health.bytes)} of Gmail's ${kb(GMAIL_CLIP_BYTES)} limit: no clipping.`
      : health.size === "clipped"
        ? `${kb(health.bytes)}: above Gmail's ${kb(GMAIL_CLIP_BYTES)} limit, Gmail will clip this e-mail and hide the rest behind "View entire message".`
        : `${kb(health.bytes)}: over the ${kb(MAX_SAVE_BYTES)} limit, this copy cannot be saved. Remove sections or images.`;
  return (
    <section className="card health-panel" aria-labelledby="health-title" data-testid="health-panel">
      <h3 id="health-title">Template health</h3>
      <div className={`health-size health-${health.size}`} role={health.size === "ok" ? undefined : "alert"}>
        <strong>Size</strong>
        <meter
          min={0}
          max={GMAIL_CLIP_BYTES}
          high={GMAIL_CLIP_BYTES * 0.9}
          value={Math.min(health.bytes, GMAIL_CLIP_BYTES)}
          aria-label="Size against Gmail's limit"
        />
        <p className="small">{sizeText}</p>
      </div>
      <div className="health-support">
        <strong>E-mail clients</strong>
        <ul>
          {health.support.map((s) => {
            const real = [...s.unsupported, ...s.partial].filter((t) => !ENHANCEMENT_FEATURES.has(t));
            const summary =
              !s.unsupported.length && !s.partial.length
                ? "everything supported"
                : // Enhancements with fallbacks are said first, so the counts do not read as breakage.
                  (real.length ? "" : "enhancements only, with fallbacks: ") +
                  [
                    s.unsupported.length && `${s.unsupported.length} not supported`,
                    s.partial.length && `${s.partial.length} partly`,
                  ]
                    .filter(Boolean)
                    .join(", ");
            return (
              <li key={s.client}>
                <details>
                  <summary>
                    <span className="health-client">{s.client}</span>{" "}
                    <span
                      className={
                        real.length
                          ? "health-warn"
                          : s.unsupported.length || s.partial.length
                            ? "health-partial"
                            : "health-good"
                      }
                    >
                      {summary}
                    </span>
                  </summary>
                  {real.length > 0 && <p className="small health-warn">Check these: {real.join(", ")}.</p>}
                  {s.unsupported.length > 0 && (
                    <p className="small">Not supported: {s.unsupported.join(", ")}.</p>
                  )}
                  {s.partial.length > 0 && <p className="small">Partly supported: {s.partial.join(", ")}.</p>}
                </details>
              </li>
            );
          })}
        </ul>
        <p className="muted small">
          From {SUPPORT_SOURCE}. &quot;Enhancements only&quot;: where a client ignores these features, the
          inline styles and Outlook fallbacks still carry the layout. Anything under &quot;Check these&quot;
          may change how the e-mail looks there.
        </p>
      </div>
      <div className="health-a11y">
        <strong>Accessibility</strong>
        {health.accessibility.length ? (
          <ul className="small">
            {health.accessibility.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : (
          <p className="small health-good">
            No problems found: alt text, contrast, link text, headings and language are in order.
          </p>
        )}
      </div>
    </section>
  );
}
