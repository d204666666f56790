import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { describeBrand, signoff } from "./shared";

export function launchCopy(ctx: CopyContext, rng: Rng): EmailContent {
  const b = ctx.brandName;
  const product = ctx.facts.title ?? rng.pick([`the new ${b}`, `${b} Pro`, `${b} Next`]);
  const columns = rng.pick([1, 2] as const);
  const features = rng.shuffle([
    { title: "Faster than ever", body: "Everything loads in a blink, so you spend less time waiting and more time doing." },
    { title: "Designed for teams", body: "Share, comment and collaborate in real time with everyone involved." },
    { title: "Smarter insights", body: "Clear reports show what works, so every decision is an informed one." },
    { title: "Secure by default", body: "Enterprise-grade protection keeps your data safe without extra effort." },
    { title: "Works everywhere", body: "Pick up where you left off on desktop, tablet or phone." },
    { title: "Simple to start", body: "Set up in minutes, with guides for every step along the way." },
  ]).slice(0, columns === 2 ? 4 : rng.pick([3, 4]));
  return {
    subject: rng.pick([`Introducing ${product}`, `It's here: ${product}`, `Meet ${product} - available today`]),
    preheader: rng.pick(["See what's new and try it today.", "Our biggest release yet is now live.", "New features built around what you asked for."]),
    eyebrow: rng.pick(["Just launched", "New", "Now available"]),
    headline: rng.pick([`Introducing ${product}`, `Meet ${product}`, "The wait is over"]),
    intro: ctx.details.length
      ? ctx.details
      : [
          rng.pick([
            `Today we're launching ${product} - built from your feedback to help you do your best work with less effort.`,
            `We've been working on something special, and it's finally here. Say hello to ${product}.`,
          ]),
          ...[describeBrand(ctx, rng)].filter((x): x is string => !!x),
        ],
    blocks: [
      { kind: "features", title: rng.pick(["What's new", "Highlights", "Why you'll love it"]), columns, items: features.map((f) => ({ ...f, icon: null })) },
      ...(rng.next() > 0.4 ? [{ kind: "quote" as const, text: `We've been using ${product} in beta and it's already changed how our team works.`, by: "An early customer" }] : []),
    ],
    cta: { label: rng.pick([`Discover ${product}`, "Try it today", "See what's new"]), url: ctx.websiteUrl },
    ctaNote: null,
    closing: signoff(ctx, rng),
    footer: `You are receiving this email because you subscribed to product news from ${b}.`,
  };
}
