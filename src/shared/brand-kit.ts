import type { CampaignType } from "./campaign-types";
import type { Found } from "./facts";
import { planAtLeast, type PlanId } from "./plans";

export const BRAND_TONES = ["friendly", "professional", "playful", "bold", "formal"] as const;
export type BrandTone = (typeof BRAND_TONES)[number];

export interface BrandSocial {
  network: string;
  url: string;
}

/**
 * The approved values of a kit that an e-mail states. They win over what a site read finds (rule 1 of where a fact comes
 * from); the site fills only what the kit leaves empty. Tone and sender name are never read from a site.
 */
export interface ApprovedKit {
  name: string;
  palette: string[];
  fonts: string[];
  tagline: string | null;
  /** One string, lines separated by ", ". */
  address: string | null;
  socials: BrandSocial[];
  lang: string | null;
  tone?: BrandTone | null;
  senderName?: string | null;
}

/** A brand kit as the API answers it: only what the user approved. */
export interface BrandKit {
  id: string;
  name: string;
  website: string | null;
  logoUrl: string | null;
  palette: string[];
  fonts: string[];
  tagline: string | null;
  /** One string, lines separated by ", ". */
  address: string | null;
  socials: BrandSocial[];
  lang: string | null;
  tone: BrandTone | null;
  senderName: string | null;
  isDefault: boolean;
  /** Bumped when something the drawn assets depend on changes (logo, palette, socials). */
  version: number;
  /** Colours the logo itself shows (spec 02 section 5), kept from the logo's analysis. */
  logoPalette: string[];
  createdAt: string;
  updatedAt: string;
}

/** What a website read suggests; nothing of it is saved until the user approves it field by field. */
export interface BrandSuggestion {
  website: string;
  name: Found<string> | null;
  tagline: Found<string> | null;
  description: Found<string> | null;
  palette: Found<string[]> | null;
  fonts: Found<string[]> | null;
  address: Found<string> | null;
  socials: Found<BrandSocial[]> | null;
  lang: Found<string> | null;
  /** An image on the site that looks like its logo (absolute URL), shown for reference. */
  logoUrl: Found<string> | null;
}

export interface BrandReadAnswer {
  suggestion: BrandSuggestion;
  /** Whether the page itself was read; false: nothing but the address is known (a name guessed from it). */
  read: boolean;
  /** Readable reason when little or nothing could be read ("The website could not be reached."); still 200. */
  warning: string | null;
}

/** Fields a user approves one by one in "What we found on your site". */
export const REVIEW_FIELDS = ["name", "tagline", "palette", "fonts", "address", "socials", "lang"] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export const BRAND_NAME_MAX = 80;
export const TAGLINE_MAX = 160;
export const ADDRESS_MAX = 300;
export const SENDER_NAME_MAX = 80;
export const SOCIALS_MAX = 8;
export const FONTS_MAX = 4;

export function brandLimit(plan: PlanId): number {
  return plan === "enterprise" ? 10 : 1;
}

/** Spec 02 section 6: colour editing is Premium and Enterprise. */
export function canEditBrandColors(plan: PlanId): boolean {
  return planAtLeast(plan, "premium");
}

/** Marketing types (CAN-SPAM, GDPR): their footer needs a postal address. Same list as the engine's MARKETING_TYPES. */
export const ADDRESS_REQUIRED_TYPES: readonly CampaignType[] = [
  "newsletter",
  "webinar",
  "offline-event",
  "product-launch",
  "customer-onboarding",
  "whitepaper-autoreply",
];

export function needsPostalAddress(type: CampaignType): boolean {
  return ADDRESS_REQUIRED_TYPES.includes(type);
}
