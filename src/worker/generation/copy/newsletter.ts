import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { describeBrand, signoff } from "./shared";

const STORIES = [
  { heading: "What's new this month", body: "A round-up of the improvements, launches and small details we've been working on lately." },
  { heading: "From the team", body: "The people behind {brand} share what they learned this month and what they're excited about next." },
  { heading: "Customer spotlight", body: "How one of our customers gets more done with {brand} - and the tips they'd give anyone starting out." },
  { heading: "Tips & tricks", body: "Three quick ways to get more value out of {brand} this week, each taking less than five minutes." },
  { heading: "Upcoming dates", body: "Events, releases and deadlines worth putting in your calendar for the weeks ahead." },
  { heading: "In case you missed it", body: "Our most-read stories from the last few weeks, collected in one place." },
];

export function newsletterCopy(ctx: CopyContext, rng: Rng): EmailContent {
  const b = ctx.brandName;
  const issue = rng.pick(["This month at", "The latest from", "News from", "Inside"]);
  const columns = rng.pick([1, 2] as const);
  // Two-column grids get an even number of stories so no cell is left empty.
  const count = columns === 2 ? 4 : rng.pick([3, 4]);
  const detailStories = ctx.details.slice(1, 5).map((body, i) => ({ heading: ["In focus", "Also new", "Worth knowing", "One more thing"][i], body }));
  const items = [...detailStories, ...rng.shuffle(STORIES)].slice(0, Math.max(count, detailStories.length));
  return {
    subject: rng.pick([`${issue} ${b}`, `${b} newsletter: the highlights`, `Your ${b} update is here`]),
    preheader: rng.pick(["Stories, updates and tips - all in a three-minute read.", `Fresh news from ${b}, handpicked for you.`, "Catch up on what's new in one short read."]),
    eyebrow: rng.pick(["Newsletter", "Monthly update", "The digest"]),
    headline: rng.pick([`${issue} ${b}`, "Here's what's new", "Your monthly round-up"]),
    intro: [
      ctx.details[0] ??
        rng.pick([
          `Welcome to the latest edition of the ${b} newsletter. Here's a short look at what's been happening and what's coming next.`,
          `Hello! Grab a coffee - here's everything new at ${b}, in one short read.`,
        ]),
      ...[describeBrand(ctx, rng)].filter((x): x is string => !!x && ctx.details.length === 0),
    ],
    blocks: [
      {
        kind: "sections",
        title: rng.pick(["In this issue", "Highlights", "This edition"]),
        columns,
        items: items.map((s, i) => ({
          heading: s.heading,
          body: s.body.replaceAll("{brand}", b),
          link: { label: `Read more: ${s.heading.toLowerCase()}`, url: `${ctx.websiteUrl}#story-${i + 1}` },
        })),
      },
      ...(rng.next() > 0.5 ? [{ kind: "quote" as const, text: `${b} helps us focus on what matters. The monthly updates are the one newsletter I always open.`, by: "A happy reader" }] : []),
    ],
    cta: { label: rng.pick([`Visit ${ctx.domain}`, `Read all ${b} stories`, "Explore the full update"]), url: ctx.websiteUrl },
    ctaNote: null,
    closing: signoff(ctx, rng),
    footer: `You are receiving this newsletter because you subscribed to updates from ${b}.`,
  };
}
