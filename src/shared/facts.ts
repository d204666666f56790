/**
 * The fact model: everything an e-mail may state, each value with where it came from. The engine states nothing
 * that is not here (brief > site > brand default); a block whose facts are missing is left out.
 */
export const LANGS = ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "cs", "sv", "da", "ja"] as const;
export type Lang = (typeof LANGS)[number];

export type FactSource = "brief" | "site" | "brand";

export interface Sourced<T> {
  value: T;
  source: FactSource;
  /** The exact words the value came from (in the brief, the page or the kit), when the reader knows them. */
  quote?: string | null;
  /** How sure the reader is, 0..1, when it says; approved and typed values are 1. */
  confidence?: number;
}

/**
 * A value a reader found before it becomes a fact: where it was found ("og:site_name", "json-ld", "css:--primary",
 * "kit", "address" for a guess from the host) and how sure the reader is (0..1). Below COPY_CONFIDENCE a value is shown
 * as a suggestion and never written into an e-mail.
 */
export interface Found<T> {
  value: T;
  source: string;
  confidence: number;
  /** The exact words it came from, when the reader knows them. */
  quote?: string | null;
}

/** The confidence a found value needs before an e-mail states it. */
export const COPY_CONFIDENCE = 0.5;

export interface LinkFact {
  label: string;
  url: string;
}

export interface SiteImageFact {
  url: string;
  /** Where the reader found it; og and twitter images are the site's own choice for sharing. */
  kind: "og" | "twitter" | "hero" | "product" | "content";
  alt: string | null;
  width: number | null;
  height: number | null;
}

/** Facts about the logo, measured once by the asset stage (luminance 0..1 of opaque pixels). */
export interface LogoFacts {
  width: number;
  height: number;
  hasAlpha: boolean;
  luminance: number;
  dominant: string;
  /** Luminance of the darkest and lightest tenth of the opaque pixels (a dark wordmark beside a bright mark). */
  darkInk?: number;
  lightInk?: number;
}

/** How many of the reader's logo candidates a generation may try, best first. */
export const MAX_SITE_LOGOS = 3;

export interface BrandFacts {
  name: Sourced<string>;
  websiteUrl: string;
  domain: string;
  tagline: Sourced<string> | null;
  description: Sourced<string> | null;
  address: Sourced<string> | null;
  social: { network: string; url: string }[];
  /** Pages worth linking (from navigation and headings), absolute http(s) URLs on the brand's site. */
  pages: LinkFact[];
  images: SiteImageFact[];
  fonts: string[];
  themeColor: string | null;
  /** The site's logo as the reader found it (http(s) or an inline SVG's data URL); used when no logo was uploaded. */
  logoUrl?: string | null;
  /**
   * The reader's logo candidates, best first, `logoUrl` the first (at most MAX_SITE_LOGOS): when one cannot be
   * fetched or decoded, the asset stage takes the next rather than a monogram.
   */
  logoUrls?: string[];
  /** The site's `<html lang>`, normalised to a primary subtag, when it is one we write. */
  language: Lang | null;
  /** The approved kit's tone: the default register when the brief states no tone. */
  tone?: string | null;
  /** The approved kit's sender name: signs the e-mail in place of "The {brand} team". */
  senderName?: Sourced<string> | null;
}

/** A calendar date as written and as ISO (YYYY-MM-DD); year may be inferred (then `yearGiven` is false). */
export interface DateFact {
  iso: string;
  text: string;
  yearGiven: boolean;
}

/** A time of day, 24 h "HH:MM", with the zone as written (CET, ET, UTC+2) when the brief gave one. */
export interface TimeFact {
  start: string;
  end: string | null;
  zone: string | null;
  text: string;
  /** The IANA zone the abbreviation or city words name ("heure de Paris" -> Europe/Paris), when known. */
  tz?: string | null;
  twelveHour?: boolean;
}

export interface PriceFact {
  amount: number;
  currency: string;
  text: string;
}

export interface SpeakerFact {
  name: string;
  role: string | null;
}

export interface ProductFact {
  name: string;
  /** The price paid now. */
  price: PriceFact | null;
  url: string | null;
  /** The list price the brief gives beside it ("was €19, now €14.50"), shown struck through. */
  was?: PriceFact | null;
}

export interface OfferFact {
  code: string | null;
  discount: string | null;
  deadline: DateFact | null;
  /** Who or what the offer is for, as the brief says it ("Members", "orders over €50"). */
  condition?: string | null;
}

export type LinkPurpose = "register" | "rsvp" | "join" | "download" | "read" | "buy" | "other";

/** A link from the brief with what it is for, read from the words around it. */
export interface BriefLinkFact {
  url: string;
  purpose: LinkPurpose;
  /** The brief's own words that lead to the link ("Kostenlose Erstberatung buchen"), when they read as copy. */
  context?: string | null;
  /** Those words as the link's label when they are a call to action ("Start a 30-day trial"). */
  label?: string | null;
}

export interface ArticleFact {
  title: string;
  url: string;
  summary: string | null;
  /** The title as the link's own label when it asks the reader to act ("Read the story of our trip"). */
  label?: string | null;
}

/**
 * The cue of a brief's sentence left out because the e-mail is written in another language than the brief's (its facts
 * still count; the writer may still read a recipient's name from it).
 */
export const OTHER_LANGUAGE_CUE = "written in another language than the e-mail";

/** What a sentence of the brief is for. Only "content" may ever reach the e-mail, and then edited. */
export type SentenceRole = "content" | "fact" | "instruction" | "note" | "quoted";

export interface BriefSentence {
  text: string;
  start: number;
  end: number;
  role: SentenceRole;
  /** The cue that decided the role, shown in the panel. */
  cue: string | null;
}

export type InstructionKind =
  | "tone"
  | "address"
  | "button"
  | "avoid"
  | "closing"
  | "subject"
  | "preheader"
  | "headline"
  | "include"
  | "length"
  | "language"
  | "style"
  | "other";

/** An instruction to the writer: followed where the writer can, listed in the panel where it cannot. */
export interface Instruction {
  kind: InstructionKind;
  quote: string;
  value: string | null;
  followed?: boolean | null;
  why?: string | null;
}

/** A line under an order's items: its kind, its amount as written, the brief's own words for it. */
export interface OrderTotal {
  kind: "subtotal" | "discount" | "shipping" | "tax" | "tip" | "total";
  value: string;
  /** The brief's words for the line when they say more than the kind ("Black Friday discount (10%)", "VAT 0% (reverse charge)"). */
  label?: string | null;
  /** A tax already inside the total ("inkl. 19 % MwSt."): shown, never added. */
  included?: boolean;
}

/** What a confirmation confirms: the opt-in the type was made for, or what the business confirms with it. */
export type ConfirmKind =
  "subscription" | "reservation" | "appointment" | "registration" | "intake" | "request" | "application";

/** A value a confirmation shows per recipient (a merge field), with the brief's word for it. */
export interface ConfirmField {
  key:
    "name" | "date" | "time" | "guests" | "reference" | "checkIn" | "checkOut" | "room" | "provider" | "item";
  label: string;
}

export interface Confirms {
  kind: ConfirmKind;
  fields: ConfirmField[];
}

export interface CampaignFacts {
  title: string | null;
  dates: DateFact[];
  time: TimeFact | null;
  venue: string | null;
  onlineUrl: string | null;
  speakers: SpeakerFact[];
  agenda: { time: string | null; title: string }[];
  products: ProductFact[];
  /** Features, benefits or topics the brief listed; never invented. */
  points: string[];
  /**
   * What the brief asks to tell the readers ("Tell them the beans are roasted to order" -> "The beans are roasted to
   * order."), said to them; also in the story. A receipt, which prints no story, still says it.
   */
  said?: string[];
  /** The brief's own words that lead to its list ("How to get your first developer:"): the list's heading. */
  pointsLead?: string | null;
  offer: OfferFact | null;
  prices: PriceFact[];
  cta: LinkFact | null;
  urls: string[];
  emails: string[];
  /** A quote only when the brief gave one, with whom it is by. */
  quote: { text: string; by: string | null } | null;
  /** The brief's narrative sentences, instructions and extracted fact lines removed. */
  story: string[];
  tone: string[];
  /** The last day to register or RSVP for an event, when the brief gives one ("RSVP by Dec 7", "avant le 12/12"). */
  rsvpBy?: DateFact | null;
  /** Length of the event in minutes, when the brief states it ("45 minutes"). */
  durationMinutes?: number | null;
  links?: BriefLinkFact[];
  /** The campaign's own link (register, RSVP, download, buy): the main button's destination. */
  mainLink?: BriefLinkFact | null;
  articles?: ArticleFact[];
  audience?: string | null;
  /** "Don't ..." instructions, applied where we can and never printed. */
  donts?: string[];
  /** A purchase brief's concrete order (number, items), when it spells one out. */
  order?: {
    number: string | null;
    /** Each line as written; `total` is the line's own sum when the brief writes one ("2x à 290,00 € = 580,00 €"). */
    items: { name: string; qty: string; price: string; total?: string | null }[];
    /** The totals the brief writes out, as written ("$256.55", "Free"). */
    totals?: OrderTotal[];
    /** The brief gives the order as a pattern: its lines are the template's sample rows, its people merge fields. */
    example?: boolean;
    /** How it was paid, as written beside the total ("iDEAL"). */
    paidWith?: string | null;
  } | null;
  /** What a confirmation e-mail confirms and the values it shows per recipient. */
  confirms?: Confirms | null;
  /** The register the tone words ask for; changes the fixed strings (greeting, sign-off, button labels). */
  register?: "friendly" | "professional" | "playful" | "formal" | null;
  /** The form of address the brief asks for (du/Sie, tu/vous, tú/usted...); wins over the register's. */
  address?: "informal" | "formal" | null;
  /** Every sentence of the brief with its role (filled by the role reader; absent until then). */
  sentences?: BriefSentence[];
  /** The instructions to the writer the brief gives (filled by the role reader; absent until then). */
  instructions?: Instruction[];
}

/** A campaign of which nothing is known yet: what a reader starts from, and what the panel shows before any reading. */
export function noCampaignFacts(): CampaignFacts {
  return {
    title: null,
    dates: [],
    time: null,
    venue: null,
    onlineUrl: null,
    speakers: [],
    agenda: [],
    products: [],
    points: [],
    offer: null,
    prices: [],
    cta: null,
    urls: [],
    emails: [],
    quote: null,
    story: [],
    tone: [],
  };
}

/** One fact as the brief reader saw it: the field, the value as text, and where in the (cleaned) brief it stood. */
export interface BriefFactSpan {
  field: string;
  value: string;
  start: number;
  end: number;
}

export type BriefWarningCode =
  | "weekday-mismatch"
  | "relative-date"
  | "event-without-date"
  | "event-without-registration"
  | "offer-without-end-date"
  | "product-without-link"
  | "no-postal-address"
  /** The panel could not ask the reader (offline, rate limit): what it shows may be out of date. */
  | "not-read"
  /** The model proposed a value the verifier refused, and the rules read none: the fact is left out. */
  | "value-refused";

export interface BriefWarning {
  code: BriefWarningCode;
  field: string;
  message: string;
}

/**
 * A passage or value the reading keeps out of the e-mail, with why, for the panel: a note for the team, quoted mail,
 * or a value the model proposed that the verifier refused (then `field` and `value` say which).
 */
export interface LeftOut {
  reason: "note" | "quoted" | "refused";
  /** The brief's words (the sentence, or the quote the refused value claimed). */
  text: string;
  /** Where those words stand in the reading's `text`, when they are there. */
  start: number | null;
  end: number | null;
  field?: string | null;
  value?: string | null;
  why: string;
}

/** What the brief reader answers (POST /api/brief/read, the "We understood" panel). */
export interface BriefReading {
  /** The brief as read (control characters removed, whitespace collapsed); spans point into it. */
  text: string;
  /** The language the brief is written in, when it can tell. */
  language: Lang | null;
  campaign: CampaignFacts;
  /** Each fact with the words of `text` it was read from. */
  facts: BriefFactSpan[];
  warnings: BriefWarning[];
  /** Who read it: the model (verified by the rules) or the rules alone. */
  reader?: "rules" | "model";
  /** What is kept out of the e-mail and why (notes, quoted mail, refused values). */
  leftOut?: LeftOut[];
}

export interface Facts {
  brand: BrandFacts;
  campaign: CampaignFacts;
  language: Sourced<Lang>;
  logo: LogoFacts | null;
}
