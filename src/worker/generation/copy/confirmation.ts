import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { bodyParagraphs } from "./shared";

export function confirmationCopy(ctx: CopyContext, rng: Rng): EmailContent {
  const b = ctx.brandName;
  const v = rng.pick([
    { subject: `Please confirm your subscription to ${b}`, headline: "Confirm your email address", cta: "Confirm my subscription" },
    { subject: `One click to confirm: ${b} updates`, headline: "Just one more step", cta: "Yes, subscribe me" },
    { subject: `Confirm your email for ${b}`, headline: "Please confirm it's you", cta: "Confirm email address" },
  ]);
  return {
    subject: v.subject,
    preheader: rng.pick([
      "Tap the button inside to confirm your subscription.",
      `Confirm your address to start receiving emails from ${b}.`,
      "You're almost there - confirm your email address.",
    ]),
    eyebrow: null,
    headline: v.headline,
    intro: bodyParagraphs(ctx, [
      rng.pick([
        `Thanks for signing up to hear from ${b}. To make sure we have the right address, please confirm your subscription.`,
        `Someone (hopefully you) asked to receive emails from ${b} at this address. Please confirm that this was you.`,
        `You're one step away from receiving updates from ${b}. Confirm your email address with the button below.`,
      ]),
    ]),
    blocks: [],
    cta: { label: v.cta, url: "{{confirmation_url}}" },
    ctaNote: "This link expires in 48 hours.",
    closing: [
      rng.pick([
        "If you didn't request this, you can safely ignore this email. You won't be subscribed.",
        "Didn't sign up? No action is needed - we won't email you again.",
      ]),
    ],
    footer: `You received this email because this address was entered on ${ctx.domain}.`,
  };
}
