import type { CopyContext } from "../content";
import type { Rng } from "../rng";

/** Paragraphs from the user's campaign details, or the fallback copy when none were given. */
export function bodyParagraphs(ctx: CopyContext, fallback: string[]): string[] {
  return ctx.details.length ? ctx.details : fallback;
}

export function describeBrand(ctx: CopyContext, rng: Rng): string | null {
  if (!ctx.description) return null;
  const d = ctx.description.replace(/\.+$/, "");
  return rng.pick([`${ctx.brandName}: ${d}.`, `A quick reminder of who we are: ${d}.`, `${d}.`]);
}

export function signoff(ctx: CopyContext, rng: Rng): string[] {
  return [`${rng.pick(["Best regards,", "Warm regards,", "Thank you,", "See you soon,", "Cheers,"])}\nThe ${ctx.brandName} team`];
}

export function titleCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
