import type { CampaignType } from "../../../shared/campaign-types";

/**
 * A writing angle: how one generation opens (subject, preheader, headline and the intro's first sentence). Each type
 * has at least three that need nothing but the type; the others need a fact (a date, an offer, a lead story) and are
 * offered only when the brief gives it. The catalogues hold one entry per angle, in this order, in every language.
 */
export type Angle =
  | "action"
  | "question"
  | "almost"
  | "name"
  | "short"
  | "lead"
  | "thanks"
  | "confirmed"
  | "next"
  | "ready"
  | "inside"
  | "live"
  | "date"
  | "together"
  | "welcome"
  | "start"
  | "benefit"
  | "offer";

/** What an angle needs to be chosen; an angle without needs is always open. */
export type AngleNeed = "date" | "lead" | "offer";

export const ANGLES: Record<CampaignType, readonly Angle[]> = {
  "confirmation-email": ["action", "question", "almost"],
  newsletter: ["name", "question", "short", "lead"],
  "transactional-purchase": ["thanks", "confirmed", "next"],
  "whitepaper-autoreply": ["ready", "inside", "question"],
  webinar: ["name", "question", "live", "date"],
  "offline-event": ["name", "question", "together", "date"],
  "customer-onboarding": ["welcome", "start", "question"],
  "product-launch": ["name", "question", "benefit", "date", "offer"],
};

const NEEDS: Partial<Record<Angle, AngleNeed>> = { date: "date", lead: "lead", offer: "offer" };

/**
 * Types whose open angles speak of the campaign by its name: without one they fall back to "what's new at X", which is
 * the generic headline a marketer never sends. Unnamed, these types lead with a fact (the date, the offer, the lead
 * story) whenever the brief gives one.
 */
const NAME_LED = new Set<CampaignType>(["product-launch", "newsletter"]);

/**
 * The angle for this seed among the ones the facts allow. Consecutive seeds take the open angles in turn, from a point
 * that depends on the brand and the type, so six generations of one brief show every angle at least once. A campaign
 * without a name, whose type's other angles would speak of "something new", opens with the angles led by a fact: seed
 * 1 takes the first, and the others come in only to make three.
 */
export function chooseAngle(
  type: CampaignType,
  has: Record<AngleNeed, boolean>,
  seed: number,
  salt: string,
  named = true,
): { angle: Angle; index: number } {
  const all = ANGLES[type];
  const allowed = all.filter((a) => {
    const need = NEEDS[a];
    return !need || has[need];
  });
  const factLed = allowed.filter((a) => NEEDS[a]);
  const n = Number.isFinite(seed) ? Math.abs(Math.trunc(seed)) : 0;
  if (!named && NAME_LED.has(type) && factLed.length) {
    // The fact-led angles first, from the first seed on; three versions still need three angles, so the others fill
    // up to three, after them.
    const open = [...factLed, ...allowed.filter((a) => !NEEDS[a])].slice(0, Math.max(3, factLed.length));
    const angle = open[Math.max(0, n - 1) % open.length];
    return { angle, index: all.indexOf(angle) };
  }
  const offset = [...`${salt}|${type}`].reduce((h, ch) => (h * 33 + ch.charCodeAt(0)) >>> 0, 5381);
  const angle = allowed[(n + offset) % allowed.length];
  return { angle, index: all.indexOf(angle) };
}
