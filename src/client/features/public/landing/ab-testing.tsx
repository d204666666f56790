const VARIANTS = [
  {
    label: "Variation A",
    headline: "Your spring collection is here",
    cta: "Shop the collection",
    color: "#4338ca",
    layout: "Hero image, single column",
  },
  {
    label: "Variation B",
    headline: "New season, new favourites",
    cta: "Explore what's new",
    color: "#0e7490",
    layout: "Split header, product grid",
  },
];

export function AbTesting() {
  return (
    <section className="landing-section" id="ab-testing" aria-labelledby="ab-title">
      <div className="lp-split">
        <div>
          <span className="lp-eyebrow">A/B testing</span>
          <h2 id="ab-title">Every generation is unique, so test what works</h2>
          <p className="lead-small">
            Generate the same campaign twice and you get two different, equally on-brand takes: a new layout,
            a fresh headline, another call to action. Send them to two halves of your list and keep the
            winner.
          </p>
          <ul className="lp-check-list">
            <li>Distinct layouts and copy on every run</li>
            <li>On Premium, 2 or 3 versions of one brief for a single template credit</li>
            <li>Same brand colours, fonts and logo every time</li>
            <li>Works with the A/B tools in Mailchimp, Brevo, HubSpot and others</li>
          </ul>
        </div>
        <div className="ab-pair" aria-label="Two variations of one campaign">
          {VARIANTS.map((v) => (
            <div key={v.label} className="ab-card">
              <span className="ab-label">{v.label}</span>
              <div className="ab-mail" style={{ borderTopColor: v.color }}>
                <div className="ab-banner" style={{ background: v.color }} />
                <strong>{v.headline}</strong>
                <div className="demo-mail-line" />
                <div className="demo-mail-line short" />
                <span className="ab-btn" style={{ background: v.color }}>
                  {v.cta}
                </span>
              </div>
              <span className="muted small">{v.layout}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
