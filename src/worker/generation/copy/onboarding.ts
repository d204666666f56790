import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { describeBrand, signoff } from "./shared";

export function onboardingCopy(ctx: CopyContext, rng: Rng): EmailContent {
  const b = ctx.brandName;
  const steps = rng.pick([
    [
      { title: "Set up your account", body: "Add your details and preferences so everything is tailored to you." },
      { title: "Invite your team", body: "Bring in the colleagues you work with - collaboration is where it shines." },
      { title: "Complete your first project", body: `Follow our quick-start guide and see ${b} in action in minutes.` },
    ],
    [
      { title: "Complete your profile", body: "Tell us a little about yourself so we can help you get started faster." },
      { title: "Explore the essentials", body: "Take the two-minute tour of the features customers use most." },
      { title: "Connect your tools", body: "Plug in the apps you already use and keep everything in one place." },
      { title: "Ask us anything", body: "Our support team is one reply away whenever you need a hand." },
    ],
  ]);
  return {
    subject: rng.pick([`Welcome to ${b} - let's get you started`, `Welcome aboard, {{first_name}}!`, `Your first steps with ${b}`]),
    preheader: rng.pick(["A few quick steps to get the most out of your account.", "Everything you need to get started, in one short email.", "Let's make your first week a great one."]),
    eyebrow: rng.pick(["Welcome", "Getting started", "Welcome aboard"]),
    headline: rng.pick([`Welcome to ${b}!`, "Let's get you set up", "Great to have you with us"]),
    intro: [
      rng.pick([
        `Hi {{first_name}}, we're delighted you've joined ${b}. Here's how to get up and running in just a few minutes.`,
        `Hi {{first_name}}, thank you for choosing ${b}. These quick steps will help you hit the ground running.`,
      ]),
      ...(ctx.details.length ? ctx.details : [describeBrand(ctx, rng)].filter((x): x is string => !!x)),
    ],
    blocks: [
      { kind: "steps", title: rng.pick(["Your first steps", "Getting started in minutes", "Three steps to success"]), items: steps },
      { kind: "note", text: rng.pick(["Tip: most customers finish setup in under ten minutes.", "Need a hand? Reply to this email - a real person will answer."]) },
    ],
    cta: { label: rng.pick(["Get started", "Go to my account", "Start the quick tour"]), url: ctx.websiteUrl },
    ctaNote: null,
    closing: signoff(ctx, rng),
    footer: `You are receiving this email because you created a ${b} account.`,
  };
}
