import { useCallback, useEffect, useRef, useState } from "react";

export const EDIT_SUCCESS = "Great! You're editing like a pro!";
const EDITABLE = "h1, p, a.cta, td.footer";

// The frame runs no scripts at all (sandbox without allow-scripts); the parent page adds the editing behaviour.
export const DEMO_EMAIL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light">
<style>
body{margin:0;background:#f1f5f9;font-family:Helvetica,Arial,sans-serif;color:#1e293b}
.wrap{max-width:560px;margin:24px auto;background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 4px 18px rgba(15,23,42,.08)}
.top{background:#4338ca;color:#fff;padding:18px 28px;font-weight:700;letter-spacing:.04em}
.body{padding:28px}
h1{font-size:26px;margin:0 0 12px;line-height:1.25}
p{font-size:16px;line-height:1.6;margin:0 0 14px;color:#334155}
a.cta{display:inline-block;background:#4338ca;color:#fff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:700;margin:6px 0 4px}
td.footer{font-size:12px;color:#64748b;padding:16px 28px;background:#f8fafc;text-align:center}
@media (max-width:600px){.wrap{margin:12px}.body{padding:20px}}
[contenteditable="true"]{outline:2px dashed #f59e0b;outline-offset:3px;border-radius:4px}
h1:hover,p:hover,a.cta:hover,td.footer:hover{outline:2px dashed #a5b4fc;outline-offset:3px;cursor:text}
</style></head><body>
<div class="wrap"><div class="top">ACME ANALYTICS</div><div class="body">
<h1>Your dashboards just got faster</h1>
<p>Hi Sam, we rebuilt our reporting engine from the ground up. Reports that took a minute now load in seconds.</p>
<p>Open your workspace to try the new live filters and scheduled exports.</p>
<a class="cta" href="#">Open my workspace</a>
</div><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td class="footer">Acme Analytics · 12 Harbour Street, Dublin · Unsubscribe</td></tr></table></div>
</body></html>`;

const wired = new WeakSet<Document>();

export function LiveDemoEditor() {
  const frame = useRef<HTMLIFrameElement>(null);
  const [edited, setEdited] = useState(false);

  const wire = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc || wired.has(doc)) return;
    wired.add(doc);
    doc.addEventListener("click", (e) => {
      const target = (e.target as Element | null)?.closest?.(EDITABLE) as HTMLElement | null;
      if (!target) return;
      e.preventDefault();
      if (target.getAttribute("contenteditable") !== "true") {
        target.setAttribute("contenteditable", "true");
        target.focus();
      }
    });
    doc.addEventListener("input", () => setEdited(true));
  }, []);

  // The pre-rendered frame can finish loading before hydration attaches onLoad: wire it up now in that case.
  useEffect(() => {
    if (frame.current?.contentDocument?.querySelector(EDITABLE)) wire();
  }, [wire]);

  const reset = () => {
    setEdited(false);
    if (frame.current) frame.current.srcdoc = DEMO_EMAIL + " ";
  };

  return (
    <section className="landing-section" id="live-demo" aria-labelledby="live-title">
      <div className="lp-section-head">
        <span className="lp-eyebrow">
          Live demo editor <span className="premium-badge">Premium feature</span>
        </span>
        <h2 id="live-title">Click any text and make it yours</h2>
        <p className="muted">
          Click the heading, a paragraph, the button or the footer below and start typing. This is how inline
          editing works on Premium.
        </p>
      </div>
      <div className="live-editor">
        <iframe
          ref={frame}
          title="Live demo editor"
          sandbox="allow-same-origin"
          srcDoc={DEMO_EMAIL}
          onLoad={wire}
          className="live-frame"
        />
        <div className="live-status" aria-live="polite">
          {edited ? (
            <p className="alert alert-success">{EDIT_SUCCESS}</p>
          ) : (
            <p className="muted small">Tip: click the heading “Your dashboards just got faster”.</p>
          )}
          <button type="button" className="btn btn-secondary btn-small" onClick={reset}>
            Reset demo
          </button>
        </div>
      </div>
    </section>
  );
}
