import { capitalise } from "../../../shared/capitalise";

import { cleanText } from "../../../shared/escape";
import { detectLanguage } from "../language";
import type { GenerationInput } from "../../generation/types";
import { brandFacts } from "./brand";
import { pagesInLanguage } from "./pages";
import { withPriceChange } from "./prices";
import { applyCorrections } from "../brief/apply";
import { neutralise } from "../brief/hostile";
import { understandBrief } from "../brief/understand";
import { registerForTone } from "../../generation/copy/register";
import type { Facts, Lang, Sourced } from "../../../shared/facts";

/** The language of the e-mail: the brief's, else the site's `<html lang>`, else English. */
export function chooseLanguage(brief: string, siteLang: Lang | null): Sourced<Lang> {
  const fromBrief = detectLanguage(brief);
  if (fromBrief) return { value: fromBrief, source: "brief" };
  if (siteLang) return { value: siteLang, source: "site" };
  return { value: "en", source: "brand" };
}

/** One typed fact model per generation: brief > site > brand defaults, nothing else. */
export function buildFacts(
  input: Pick<
    GenerationInput,
    "campaignText" | "websiteUrl" | "brand" | "companyAddress" | "now" | "facts"
  > & {
    campaignType?: GenerationInput["campaignType"];
  },
): Facts {
  const brand = brandFacts(input.brand, input.websiteUrl, input.companyAddress ?? null);
  // Markup, template syntax and injected instructions are blanked before anything (the language included) is read.
  const text = neutralise(cleanText(input.campaignText ?? "", 4000));
  const language = chooseLanguage(text, brand.language);
  // The site's pages in another language than the e-mail's are never linked from it (German pages in a French e-mail).
  // A menu label written in lower case ("top Python developers") starts with a capital on its own in the e-mail.
  brand.pages = pagesInLanguage(brand.pages, brand.language, language.value).map((p) => ({
    ...p,
    label: capitalise(p.label),
  }));
  const read = understandBrief(text, {
    now: input.now ?? new Date(),
    lang: language.value,
    // Without a type the reader keeps every fact (venues and lengths included), as it did before types mattered.
    campaignType: input.campaignType ?? "offline-event",
  });
  // What the user corrected in the "We understood" panel wins over what the reader found.
  const corrected = applyCorrections(read.campaign, input.facts ?? null);
  // The brief's tone (or the one corrected in the panel) is the user's choice for this e-mail; the kit's is the
  // default for every e-mail of the brand, so it applies only when the brief states no tone at all.
  const kitRegister = registerForTone(brand.tone ?? null);
  const registered =
    kitRegister && !corrected.register && !corrected.tone.length
      ? { ...corrected, register: kitRegister }
      : corrected;
  // "was €19, now €14.50": the product's price is the one paid now, the other its struck-through list price.
  const campaign = withPriceChange(registered, text);
  return { brand, campaign, language, logo: null };
}
