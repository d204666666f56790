import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { describeBrand, signoff } from "./shared";

export function webinarCopy(ctx: CopyContext, rng: Rng): EmailContent {
  const b = ctx.brandName;
  const topic = ctx.facts.title ?? rng.pick([`Getting more from ${b}`, `${b} live: what's next`, `Ask the ${b} experts`]);
  return {
    subject: rng.pick([`You're invited: ${topic} (live webinar)`, `Join our free webinar: ${topic}`, `Save your seat - ${topic}`]),
    preheader: rng.pick(["A free live session with time for your questions. Save your seat.", "45 minutes, practical takeaways and a live Q&A.", "Seats are limited - register today."]),
    eyebrow: rng.pick(["Live webinar", "Free online session", "You're invited"]),
    headline: topic,
    intro: ctx.details.length
      ? ctx.details
      : [
          rng.pick([
            `Join the ${b} team for a live online session packed with practical ideas, real examples and plenty of time for your questions.`,
            `We're hosting a free webinar and we'd love you to be there. Learn from our experts and bring your questions for the live Q&A.`,
          ]),
          ...[describeBrand(ctx, rng)].filter((x): x is string => !!x),
        ],
    blocks: [
      {
        kind: "details",
        title: rng.pick(["Webinar details", "When and where", "Save the date"]),
        rows: [
          { label: "Date", value: ctx.facts.date ?? "{{webinar_date}}" },
          { label: "Time", value: ctx.facts.time ?? "{{webinar_time}}" },
          { label: "Duration", value: rng.pick(["45 minutes", "60 minutes, including Q&A", "30 minutes + Q&A"]) },
          { label: "Where", value: "Online - the joining link follows after registration" },
        ],
      },
      {
        kind: "sections",
        title: rng.pick(["What you'll learn", "On the agenda", "Why attend"]),
        columns: 1,
        items: rng
          .shuffle([
            { heading: "Practical strategies", body: "Proven approaches you can apply the same day." },
            { heading: "Live demo", body: `See ${b} in action, step by step.` },
            { heading: "Open Q&A", body: "Ask our experts anything - live." },
            { heading: "The recording", body: "Every registrant gets the recording afterwards." },
          ])
          .slice(0, 3)
          .map((s) => ({ ...s, link: null })),
      },
    ],
    cta: { label: rng.pick(["Register for the webinar", "Save my free seat", "Register now - it's free"]), url: "{{registration_url}}" },
    ctaNote: "Can't make it live? Register anyway and we'll send you the recording.",
    closing: signoff(ctx, rng),
    footer: `You are receiving this invitation because you subscribed to updates from ${b}.`,
  };
}
