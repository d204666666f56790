import { useEffect, useState } from "react";

const STAGES = [
  {
    title: "Upload your logo and website",
    caption: "Colours are read from the logo in your browser; the site gives us your name, fonts and tone.",
  },
  {
    title: "Choose the campaign",
    caption: "Pick what you are sending. Premium plans add a campaign details box for your own message.",
  },
  {
    title: "Preview, copy, send",
    caption: "The finished template is responsive, dark-mode aware and ready for any e-mail platform.",
  },
];
const STAGE_MS = 4000;

function UploadStage() {
  return (
    <div className="demo-stage-body">
      <div className="demo-drop">
        <div className="demo-logo" aria-hidden="true">
          <span>A</span>
        </div>
        <div>
          <strong>acme-logo.png</strong>
          <div className="muted small">48 KB · uploaded</div>
        </div>
      </div>
      <div className="demo-input">
        <span className="muted small">Website</span>
        <span>https://acme-analytics.com</span>
      </div>
      <div className="demo-palette">
        <span className="muted small">Brand colours</span>
        {["#4338ca", "#0ea5e9", "#f59e0b"].map((c) => (
          <span key={c} className="lp-swatch" style={{ background: c }} title={c} />
        ))}
      </div>
    </div>
  );
}

function CampaignStage() {
  const types = [
    "Confirmation",
    "Newsletter",
    "Webinar",
    "Purchase",
    "Whitepaper",
    "Event",
    "Onboarding",
    "Product launch",
  ];
  return (
    <div className="demo-stage-body demo-chips">
      {types.map((t) => (
        <span key={t} className={t === "Product launch" ? "lp-chip selected" : "lp-chip"}>
          {t}
        </span>
      ))}
      <div className="demo-textarea">
        Launching Acme Insights 2.0 on 3 March: live dashboards, 40% faster reports…
      </div>
    </div>
  );
}

function TemplateStage() {
  return (
    <div className="demo-stage-body demo-result">
      <div className="demo-mail">
        <div className="demo-mail-head">
          <span className="demo-dot" /> ACME
        </div>
        <div className="demo-mail-hero">Meet Acme Insights 2.0</div>
        <div className="demo-mail-line" />
        <div className="demo-mail-line short" />
        <span className="demo-mail-btn">See what&apos;s new</span>
      </div>
      <div className="demo-result-side">
        <span className="badge-ok">✓ Ready in 58 s</span>
        <span className="lp-chip">Copy HTML</span>
        <span className="lp-chip">Download</span>
      </div>
    </div>
  );
}

/** An illustrated, self-playing walkthrough instead of an external video. */
export function DemoWalkthrough() {
  const [stage, setStage] = useState(0);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!playing) return;
    const t = setTimeout(() => setStage((s) => (s + 1) % STAGES.length), STAGE_MS);
    return () => clearTimeout(t);
  }, [stage, playing]);
  const Body = [UploadStage, CampaignStage, TemplateStage][stage]!;
  return (
    <section className="landing-section" id="demo" aria-labelledby="demo-title">
      <div className="lp-section-head">
        <span className="lp-eyebrow">See it in action</span>
        <h2 id="demo-title">A 60-second tour</h2>
      </div>
      <div className="demo-frame">
        <div className="demo-chrome" aria-hidden="true">
          <span />
          <span />
          <span />
          <div className="demo-url">app.brandmail.example/dashboard</div>
        </div>
        <div className="demo-grid">
          <ol className="demo-steps">
            {STAGES.map((s, i) => (
              <li key={s.title}>
                <button
                  type="button"
                  className={i === stage ? "active" : ""}
                  aria-current={i === stage ? "step" : undefined}
                  onClick={() => setStage(i)}
                >
                  <span className="lp-step-num">{i + 1}</span>
                  <span>
                    <strong>{s.title}</strong>
                    <span className="muted small">{s.caption}</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          <div className="demo-stage" aria-live="polite">
            <div key={stage} className="demo-stage-anim">
              <Body />
            </div>
            <div className="demo-progress">
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => setPlaying((p) => !p)}
              >
                {playing ? "❚❚ Pause tour" : "▶ Play tour"}
              </button>
              <div className="demo-bar">
                <span style={{ width: `${((stage + 1) / STAGES.length) * 100}%` }} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
