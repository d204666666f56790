export const FAQ_ITEMS = [
  {
    q: "How does BrandMail create a template?",
    a: "You upload your logo and enter your website address. We extract your brand colours from the logo, read your site's name, description and fonts, and generate a complete, responsive HTML e-mail for the campaign type you choose. It takes about 60 seconds.",
  },
  {
    q: "Which e-mail platforms can I use the templates with?",
    a: "Any platform that accepts custom HTML: Mailchimp, Brevo, HubSpot, Klaviyo, Campaign Monitor, Salesforce Marketing Cloud and others. Copy the HTML or download the file and paste it in.",
  },
  {
    q: "Do I need a credit card to start?",
    a: "No. Every account starts on the Free plan with 1 template and no card. You only pay when you choose a monthly plan.",
  },
  {
    q: "What happens to the logo I upload?",
    a: "The uploaded file is deleted 1 hour after processing. The logo rendition used inside your template stays with that template until you delete it.",
  },
  {
    q: "Will my templates work in Outlook and in dark mode?",
    a: "Yes. Templates use table-based layouts with Outlook fallbacks, inline styles, a 600 px maximum width that shrinks to 320 px on phones, and dark-mode styles.",
  },
  {
    q: "Can I cancel my subscription anytime?",
    a: "Yes. Cancel from your billing page or in PayPal. You keep your plan until the end of the billing period you have paid for. Payments are non-refundable.",
  },
  {
    q: "Do unused templates roll over to the next month?",
    a: "No. Monthly template credits reset at the start of each billing period and do not carry over. The free template is a one-time allowance.",
  },
];

export function Faq() {
  return (
    <section className="landing-section alt" id="faq" aria-labelledby="faq-title">
      <div className="lp-section-head">
        <span className="lp-eyebrow">FAQ</span>
        <h2 id="faq-title">Frequently asked questions</h2>
      </div>
      <div className="faq-list">
        {FAQ_ITEMS.map((item) => (
          <details key={item.q} className="faq-item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
