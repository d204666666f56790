/**
 * The fact model: everything an e-mail may state, each value with where it came from. The engine states nothing
 * that is not here (brief > site > brand default); a block whose facts are missing is left out.
 */
export const LANGS = ["en", "de", "fr", "es", "it", "nl", "pt"] as const;
export type Lang = (typeof LANGS)[number];

export type FactSource = "brief" | "site" | "brand";

export interface Sourced<T> {
  value: T;
  source: FactSource;
}

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
  /** The site's `<html lang>`, normalised to a primary subtag, when it is one we write. */
  language: Lang | null;
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
  price: PriceFact | null;
  url: string | null;
}

export interface OfferFact {
  code: string | null;
  discount: string | null;
  deadline: DateFact | null;
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
}

export interface Facts {
  brand: BrandFacts;
  campaign: CampaignFacts;
  language: Sourced<Lang>;
  logo: LogoFacts | null;
}
