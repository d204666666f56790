import { capitalise } from "../../../shared/capitalise";
import type { CampaignType } from "../../../shared/campaign-types";
import type { CorrectedFacts } from "../../../shared/corrected-facts";
import { cleanText } from "../../../shared/escape";
import {
  LANGS,
  OTHER_LANGUAGE_CUE,
  type CampaignFacts,
  type Facts,
  type Lang,
  type Sourced,
} from "../../../shared/facts";
import { applyCorrections } from "../brief/apply";
import { neutralise } from "../brief/hostile";
import { ownLabel } from "../brief/links";
import { understandBrief } from "../brief/understand";
import { detectLanguage } from "../language";
import type { SiteReading } from "../site/types";
import type { ApprovedKit } from "../../../shared/brand-kit";
import { brandFacts } from "./brand";
import type { BriefReader } from "../model";
import { pagesInLanguage } from "./pages";
import { withPriceChange } from "./prices";

/** Everything a job knows before the facts are built: what the user typed, what the site said, what the kit holds. */
export interface FactsRequest {
  /** Without a type the reader keeps every fact (venues and lengths included). */
  campaignType?: CampaignType;
  campaignText: string;
  websiteUrl: string;
  /** What the site reader found (`readSite`), or null when the site was not read. */
  brand: SiteReading | null;
  /** The approved brand kit the user chose: its values win over the site's. */
  kit?: ApprovedKit | null;
  /** The user's profile address; the footer's postal line when neither kit nor site gives one. */
  companyAddress?: string | null;
  /** "Today" for reading dates without a year; defaults to the clock. */
  now?: Date;
  /** The brief's facts as the user corrected them in the "We understood" panel; they win over what the reader finds. */
  corrections?: CorrectedFacts | null;
}

/**
 * The register that writes a kit's tone. "bold" has no strings of its own: on the usual tone scales (casual vs
 * formal, irreverent vs respectful, enthusiastic vs matter-of-fact) it sits with "playful", not with "professional",
 * so a bold brand gets the playful greeting, sign-off and buttons.
 */
function registerForTone(tone: string | null): CampaignFacts["register"] {
  if (tone === "bold") return "playful";
  return tone === "friendly" || tone === "professional" || tone === "playful" || tone === "formal"
    ? tone
    : null;
}

/** The language of the e-mail: the brief's, else the site's `<html lang>`, else English. */
export function chooseLanguage(brief: string, siteLang: Lang | null): Sourced<Lang> {
  const fromBrief = detectLanguage(brief);
  if (fromBrief) return { value: fromBrief, source: "brief" };
  if (siteLang) return { value: siteLang, source: "site" };
  return { value: "en", source: "brand" };
}

/** What the facts are built from before the brief is read: the brand, the brief's text and the e-mail's language. */
function startFacts(input: FactsRequest) {
  const brand = brandFacts(input.brand, input.websiteUrl, input.companyAddress ?? null, input.kit ?? null);
  // Markup, template syntax and injected instructions are blanked before anything (the language included) is read.
  const text = neutralise(cleanText(input.campaignText ?? "", 4000));
  const language = chooseLanguage(text, brand.language);
  // The site's pages in another language than the e-mail's are never linked from it (German pages in a French e-mail).
  // A menu label written in lower case ("top Python developers") starts with a capital on its own in the e-mail.
  brand.pages = pagesInLanguage(brand.pages, brand.language, language.value).map((p) => ({
    ...p,
    label: capitalise(p.label),
  }));
  return {
    brand,
    text,
    language,
    now: input.now ?? new Date(),
    // Without a type the reader keeps every fact (venues and lengths included), as it did before types mattered.
    campaignType: input.campaignType ?? "offline-event",
  };
}

/** One typed fact model per generation: brief > site > brand defaults, nothing else. */
export function buildFacts(input: FactsRequest): Facts {
  const start = startFacts(input);
  const read = understandBrief(start.text, {
    now: start.now,
    lang: start.language.value,
    campaignType: start.campaignType,
  });
  return finishFacts(input, start, read.campaign);
}

/**
 * The same facts with the brief read by `read` (the model in production, verified by the rules): the one asynchronous
 * step, taken before the facts are assembled.
 */
export async function readFacts(input: FactsRequest, read: BriefReader): Promise<Facts> {
  const start = startFacts(input);
  const reading = await read(start.text, {
    now: start.now,
    campaignType: start.campaignType,
    lang: start.language.value,
  });
  return finishFacts(input, start, reading.campaign);
}

function finishFacts(input: FactsRequest, start: ReturnType<typeof startFacts>, read: CampaignFacts): Facts {
  const { brand, text, language } = start;
  // What the user corrected in the "We understood" panel wins over what the reader found.
  const corrected = applyCorrections(read, input.corrections ?? null);
  // The brief's tone (or the one corrected in the panel) is the user's choice for this e-mail; the kit's is the
  // default for every e-mail of the brand, so it applies only when the brief states no tone at all.
  const kitRegister = registerForTone(brand.tone ?? null);
  const registered =
    kitRegister && !corrected.register && !corrected.tone.length
      ? { ...corrected, register: kitRegister }
      : corrected;
  // "was €19, now €14.50": the product's price is the one paid now, the other its struck-through list price.
  const priced = withPriceChange(registered, text);
  // A title that asks ("Read the story of our trip to Huila") is its link's own label.
  const campaign = priced.articles?.length
    ? { ...priced, articles: priced.articles.map((a) => ({ ...a, label: ownLabel(capitalise(a.title)) })) }
    : priced;
  // "mail graag in het DUITS": the e-mail is written in the language the brief asks for. The brief's own sentences are
  // in another language then, so none of them is printed; its facts (names, dates, amounts, links) still are.
  const asked = askedLanguage(campaign.instructions, language.value);
  if (!asked) return { brand, campaign, language, logo: null };
  const written = { brand, language: { value: asked, source: "brief" as const }, logo: null };
  // A brief mixing languages may already give its content in the language asked ("translate to Dutch" above Dutch
  // lines): then only the fixed strings change.
  const content = (campaign.sentences ?? []).filter((x) => x.role === "content").map((x) => x.text);
  if (detectLanguage(content.join("\n")) === asked) return { ...written, campaign };
  return {
    ...written,
    brand: { ...brand, pages: pagesInLanguage(brand.pages, brand.language, asked) },
    campaign: {
      ...campaign,
      points: [],
      said: [],
      story: [],
      pointsLead: null,
      sentences: campaign.sentences?.map((x) =>
        x.role === "content" ? { ...x, role: "note" as const, cue: OTHER_LANGUAGE_CUE } : x,
      ),
    },
  };
}

/** The language a brief's instruction asks the e-mail to be written in, when it is not the brief's own. */
function askedLanguage(instructions: CampaignFacts["instructions"], own: Lang): Lang | null {
  const asked = instructions?.find((i) => i.kind === "language")?.value;
  return asked && asked !== own && (LANGS as readonly string[]).includes(asked) ? (asked as Lang) : null;
}
