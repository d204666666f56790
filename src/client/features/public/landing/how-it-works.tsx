const STEPS = [
  {
    icon: "⬆",
    title: "Upload your brand",
    text: "Drop in your logo and your website address. We pick up your colours, fonts and the way you describe yourself.",
  },
  {
    icon: "☰",
    title: "Select a campaign",
    text: "Newsletter, webinar invitation, product launch, onboarding and more: each has its own layout and copy.",
  },
  {
    icon: "✉",
    title: "Get your template",
    text: "About 60 seconds later you have responsive HTML that works in Gmail, Outlook and Apple Mail. Copy it or download it.",
  },
];

export function HowItWorks() {
  return (
    <section className="landing-section" id="how-it-works" aria-labelledby="how-title">
      <div className="lp-section-head">
        <span className="lp-eyebrow">How it works</span>
        <h2 id="how-title">From logo to ready-to-send e-mail in three steps</h2>
      </div>
      <ol className="steps-grid">
        {STEPS.map((s, i) => (
          <li key={s.title} className="step-card">
            <span className="step-icon" aria-hidden="true">
              {s.icon}
            </span>
            <span className="step-label">Step {i + 1}</span>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
