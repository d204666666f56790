import type { ApprovedKit, BrandSuggestion } from "../../shared/brand-kit";
import type { Found } from "../../shared/facts";

/** The approved values of a kit, with the website they were read from. */
export interface KitValues extends ApprovedKit {
  website: string | null;
}

/** Below this a value is shown to the user but never filled in on its own. */
export const FILL_CONFIDENCE = 0.5;

const empty = (v: unknown) =>
  v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

const usable = <T>(f: Found<T> | null): f is Found<T> =>
  !!f && f.confidence >= FILL_CONFIDENCE && !empty(f.value);

/**
 * Approve, never overwrite: a later read only fills fields the kit leaves empty. Answers the changes to make (an
 * empty object when the kit already holds everything the read found).
 */
export function fillEmpty(kit: KitValues, found: BrandSuggestion): Partial<KitValues> {
  const out: Partial<KitValues> = {};
  if (empty(kit.website) && found.website) out.website = found.website;
  if (empty(kit.name) && usable(found.name)) out.name = found.name.value;
  if (empty(kit.tagline) && usable(found.tagline)) out.tagline = found.tagline.value;
  if (empty(kit.address) && usable(found.address)) out.address = found.address.value;
  if (empty(kit.palette) && usable(found.palette)) out.palette = found.palette.value.slice(0, 3);
  if (empty(kit.fonts) && usable(found.fonts)) out.fonts = found.fonts.value;
  if (empty(kit.socials) && usable(found.socials)) out.socials = found.socials.value;
  if (empty(kit.lang) && usable(found.lang)) out.lang = found.lang.value;
  return out;
}

/** The kit after fillEmpty: what the kit would hold, every approved value unchanged. */
export function mergeKit<K extends KitValues>(kit: K, found: BrandSuggestion): K {
  return { ...kit, ...fillEmpty(kit, found) };
}
