import type { CampaignType } from "../../shared/campaign-types";
import type { Instruction } from "../../shared/facts";
import type { CorrectedFacts } from "../../shared/brief/corrected";
import type { TemplateAssets } from "./assets";

/** What the website told us; every field may be missing when the site cannot be read. */
export interface BrandData {
  url: string;
  siteName: string | null;
  title: string | null;
  description: string | null;
  themeColor: string | null;
  fonts: string[];
  logoUrls: string[];
  socialLinks: { network: string; url: string }[];
  address: string | null;
  /** One line under the name: og/twitter tagline or the first heading's subtitle. */
  tagline?: string | null;
  /** `<html lang>` as written. */
  lang?: string | null;
  /** Pages worth linking, from navigation and headings; absolute URLs on the site. */
  pages?: { title: string; url: string }[];
  /** Site images: og:image, twitter:image, large hero and product images. */
  images?: BrandImage[];
  /** The approved kit's tone (a site read never sets it): the register when the brief states none. */
  tone?: string | null;
  /** The approved kit's sender name: who signs the e-mail. Never read from a site. */
  senderName?: string | null;
}

export interface BrandImage {
  url: string;
  kind: "og" | "twitter" | "hero" | "product" | "content";
  alt: string | null;
  width: number | null;
  height: number | null;
}

export interface BrandReadResult {
  brand: BrandData;
  ok: boolean;
  /** Readable reason when the site could not be read (never fatal to generation). */
  warning: string | null;
}

export interface GenerationInput {
  campaignType: CampaignType;
  /** 1 to 3 hex colours, "#rrggbb". */
  palette: string[];
  websiteUrl: string;
  /** Empty below Premium. */
  campaignText: string;
  /** Public URL of the logo rendition stored with the template, or null. */
  logoUrl: string | null;
  brand: BrandData | null;
  /** Drives layout, copy and accent choices so that every generation differs. */
  seed: number;
  /** The user's profile address; the footer's postal line when the site gave none. */
  companyAddress?: string | null;
  /** "Today" for reading dates without a year; defaults to the clock. */
  now?: Date;
  /** The brief's facts as the user corrected them ("We understood" panel); they win over what the reader finds. */
  facts?: CorrectedFacts | null;
  /** Images produced and hosted for this template by the asset stage (issue 9); absent in pure rendering tests. */
  assets?: TemplateAssets | null;
}

export interface GeneratedTemplate {
  name: string;
  subject: string;
  preheader: string;
  html: string;
  text: string;
  layout: string;
  generator: "builtin" | "workers-ai";
  /** The brief's instructions to the writer, each marked followed (or not, with why). */
  instructions?: Instruction[];
}

export interface Generator {
  readonly id: "builtin" | "workers-ai";
  generate(input: GenerationInput): Promise<GeneratedTemplate>;
}
