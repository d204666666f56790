import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { signoff } from "./shared";

export function whitepaperCopy(ctx: CopyContext, rng: Rng): EmailContent {
  const b = ctx.brandName;
  const title = ctx.facts.title ?? rng.pick([`The ${b} guide`, `${b} industry report`, `The ${b} playbook`]);
  return {
    subject: rng.pick([`Your copy of "${title}" is ready`, `Here's your download: ${title}`, `${title} - download inside`]),
    preheader: rng.pick(["Your download link is inside. Enjoy the read!", "Thanks for your interest - your whitepaper is one click away.", "Download your copy now; the link stays active for 30 days."]),
    eyebrow: rng.pick(["Your download", "Whitepaper", "Free resource"]),
    headline: rng.pick([`Your copy of ${title} is ready`, "Thanks for downloading!", "Here's the whitepaper you asked for"]),
    intro: [
      rng.pick([
        `Thank you for your interest in ${b}. Your whitepaper is ready to download with the button below.`,
        `Thanks for requesting our whitepaper. We hope it gives you practical ideas you can put to work right away.`,
      ]),
      ...ctx.details,
    ],
    blocks: [
      {
        kind: "sections",
        title: rng.pick(["What's inside", "In this whitepaper", "You'll learn"]),
        columns: 1,
        items: rng
          .shuffle([
            { heading: "Key findings", body: "The most important trends and data points, summarised on a single page." },
            { heading: "Practical frameworks", body: "Step-by-step approaches you can apply to your own team straight away." },
            { heading: "Real-world examples", body: "How organisations like yours turned these ideas into measurable results." },
            { heading: "Checklist", body: "A one-page checklist to keep next to your desk." },
          ])
          .slice(0, 3)
          .map((s) => ({ ...s, link: null })),
      },
    ],
    cta: { label: rng.pick(["Download the whitepaper", "Download your copy (PDF)", "Get the whitepaper"]), url: "{{download_url}}" },
    ctaNote: rng.pick(["The download link stays active for 30 days.", "Having trouble? Reply to this email and we'll send the file directly."]),
    closing: [rng.pick([`Want to talk it through? Our team at ${b} is happy to help.`, "We'd love to hear what you think - just reply to this email."]), ...signoff(ctx, rng)],
    footer: `You requested this download on ${ctx.domain}.`,
  };
}
