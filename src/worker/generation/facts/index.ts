import { cleanText } from "../escape";
import { detectLanguage } from "../i18n/detect";
import type { GenerationInput } from "../types";
import { brandFacts } from "./brand";
import { readBrief } from "./brief";
import type { Facts, Lang, Sourced } from "./types";

export { readBrief } from "./brief";

/** The language of the e-mail: the brief's, else the site's `<html lang>`, else English. */
export function chooseLanguage(brief: string, siteLang: Lang | null): Sourced<Lang> {
  const fromBrief = detectLanguage(brief);
  if (fromBrief) return { value: fromBrief, source: "brief" };
  if (siteLang) return { value: siteLang, source: "site" };
  return { value: "en", source: "brand" };
}

/** One typed fact model per generation: brief > site > brand defaults, nothing else. */
export function buildFacts(
  input: Pick<GenerationInput, "campaignText" | "websiteUrl" | "brand" | "companyAddress" | "now">,
): Facts {
  const brand = brandFacts(input.brand, input.websiteUrl, input.companyAddress ?? null);
  const text = cleanText(input.campaignText ?? "", 4000);
  const language = chooseLanguage(text, brand.language);
  const campaign = readBrief(text, { now: input.now ?? new Date(), lang: language.value });
  return { brand, campaign, language, logo: null };
}
