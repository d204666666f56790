import type { BrandSocial } from "../../../shared/brand-kit";
import type { Found, SiteImageFact } from "../../../shared/facts";

/**
 * What the site reader found on a website, field names as in the brand kit. Every value keeps where it was found
 * (`source`: "og:site_name", "json-ld", "title", "css:--primary", "header img", "manifest", ...) and how sure the
 * reader is (`confidence`, 0..1); values under COPY_CONFIDENCE are suggestions only and never go into an e-mail's copy.
 */

export interface BrandFont {
  /** The family as the site names it ("Playfair Display"). */
  family: string;
  role: "heading" | "body";
  /** An e-mail-safe stack that starts with the family ("'Playfair Display', Georgia, 'Times New Roman', serif"). */
  stack: string;
}

export interface BrandLogo {
  /** The logo's address on the site as found; a data:image/svg+xml URL for an inline SVG logo. */
  url: string;
  /** A white or light logo (on a dark header): the plate logic must give it a dark plate. */
  light: boolean;
}

export interface SiteReading {
  /** The page's address after redirects. */
  url: string;
  /** False when the page could not be read; `warning` then says why in words a user understands. */
  ok: boolean;
  warning: string | null;
  name: Found<string> | null;
  /** The page's own `head > title`, as written. */
  title: string | null;
  tagline: Found<string> | null;
  description: Found<string> | null;
  /** Hex "#rrggbb", the primary first, then the secondary; never greys, near-whites, or a dark or pale page backdrop. */
  colors: Found<string>[];
  fonts: Found<BrandFont>[];
  /** Best first (at most 3, each one that passes the logo rules); `logoUrl` is the first one's URL. */
  logos: Found<BrandLogo>[];
  logoUrl: Found<string> | null;
  socials: Found<BrandSocial>[];
  /** One string, lines joined by ", ". */
  address: Found<string> | null;
  /** A primary language subtag ("de"), lower case. */
  lang: Found<string> | null;
  images: Found<SiteImageFact>[];
  /** Same-site pages worth linking, link text trimmed and de-duplicated. */
  pages: { title: string; url: string }[];
}

/** Renders a page in a real browser and gives back its HTML with computed colours inlined (see rendered.ts). */
export type RenderPage = (url: string, signal: AbortSignal) => Promise<string | null>;

export interface ReadSiteOptions {
  /** The fetch used for the page, its stylesheets and manifest (always through the safe fetcher). */
  fetch?: typeof fetch;
  /** The page itself when it is already at hand (the CLI's --site-html); the page is then not fetched. */
  html?: string;
  /** At most this many bytes of the page (default and ceiling 1 MB). */
  maxBytes?: number;
  /** Time limit for the whole reading, page and resources (default 5000 ms). */
  timeoutMs?: number;
  /**
   * The optional second pass (Browser Rendering in production, `siteRendererFor`): asked for the rendered page when the
   * static reading is unsure of the colour, with its own time limit. Absent by default and in tests.
   */
  render?: RenderPage;
}
