/** The hero's product shot: a logo turning into a finished e-mail, drawn with HTML and CSS. */
export function HeroVisual() {
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="hv-input">
        <div className="demo-logo small">
          <span>A</span>
        </div>
        <div className="hv-url">acme-analytics.com</div>
        <div className="hv-swatches">
          <span style={{ background: "#4338ca" }} />
          <span style={{ background: "#0ea5e9" }} />
          <span style={{ background: "#f59e0b" }} />
        </div>
      </div>
      <div className="hv-arrow">→</div>
      <div className="hv-mail">
        <div className="hv-mail-top">ACME</div>
        <div className="hv-mail-hero">
          <strong>Meet Acme Insights 2.0</strong>
          <span>Live dashboards, 40% faster reports</span>
        </div>
        <div className="hv-mail-body">
          <div className="demo-mail-line" />
          <div className="demo-mail-line" />
          <div className="demo-mail-line short" />
          <span className="hv-btn">See what&apos;s new</span>
        </div>
      </div>
    </div>
  );
}
