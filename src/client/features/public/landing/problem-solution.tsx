const PROBLEMS = [
  {
    title: "Days of back-and-forth",
    text: "Briefing a designer, waiting for drafts, fixing the colours again. A single campaign e-mail can take a week.",
  },
  {
    title: "Broken in Outlook",
    text: "Templates that look fine in the browser fall apart in Outlook, Gmail's app or dark mode.",
  },
  {
    title: "Off-brand templates",
    text: "Generic template galleries never quite match your colours, fonts or voice.",
  },
];
const SOLUTIONS = [
  {
    title: "About 60 seconds",
    text: "Upload a logo, enter your website, choose a campaign. The template is ready before your coffee is.",
  },
  {
    title: "Built for every inbox",
    text: "Table-based, inline-styled HTML with Outlook fallbacks, 600 px wide and fluid down to 320 px.",
  },
  {
    title: "Unmistakably yours",
    text: "Colours from your logo, fonts and description from your site: every template starts from your brand.",
  },
];

export function ProblemSection() {
  return (
    <section className="landing-section problem" id="problem" aria-labelledby="problem-title">
      <div className="lp-section-head">
        <span className="lp-eyebrow eyebrow-warn">The problem</span>
        <h2 id="problem-title">Good-looking e-mail is harder than it should be</h2>
      </div>
      <div className="card-grid three">
        {PROBLEMS.map((p) => (
          <div key={p.title} className="feature-card problem-card">
            <span className="feature-icon" aria-hidden="true">
              ✕
            </span>
            <h3>{p.title}</h3>
            <p>{p.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export function SolutionSection() {
  return (
    <section className="landing-section solution" id="solution" aria-labelledby="solution-title">
      <div className="lp-section-head">
        <span className="lp-eyebrow eyebrow-ok">The solution</span>
        <h2 id="solution-title">BrandMail designs it for you, on brand, in about a minute</h2>
      </div>
      <div className="card-grid three">
        {SOLUTIONS.map((p) => (
          <div key={p.title} className="feature-card solution-card">
            <span className="feature-icon" aria-hidden="true">
              ✓
            </span>
            <h3>{p.title}</h3>
            <p>{p.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
