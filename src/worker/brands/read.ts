import type { BrandReadAnswer, BrandSuggestion } from "../../shared/brand-kit";
import type { Found } from "../../shared/facts";
import { nameFromAddress, readSite, type SiteReading } from "../reading";
import { siteReadReason } from "../../shared/site-read";

// The one place that knows the site reader's output; the kit speaks only BrandSuggestion.

/** Several readings as one list value: its source is the first's, its confidence the weakest kept. */
function many<T, U>(rs: Found<T>[], map: (v: T) => U, max: number): Found<U[]> | null {
  const kept = rs.slice(0, max);
  if (!kept.length) return null;
  return {
    value: kept.map((r) => map(r.value)),
    source: kept[0].source,
    confidence: Math.min(...kept.map((r) => r.confidence)),
  };
}

export function suggestionFrom(url: string, r: SiteReading): BrandSuggestion {
  // A name guessed from the address is shown, never filled in on its own (confidence under the bar).
  const guess = nameFromAddress(url);
  return {
    website: url,
    name: r.name ?? (guess ? { value: guess, source: "address", confidence: 0.3 } : null),
    tagline: r.tagline,
    description: r.description,
    palette: many(r.colors, (c) => c, 3),
    fonts: many(r.fonts, (f) => f.family, 4),
    address: r.address,
    socials: many(r.socials, (s) => ({ network: s.network, url: s.url }), 8),
    lang: r.lang,
    logoUrl: r.logoUrl,
  };
}

export async function readSuggestion(
  url: string,
  fetcher: typeof fetch | undefined,
): Promise<BrandReadAnswer> {
  const reading = await readSite(url, { fetch: fetcher });
  // Only the reason: no template is made here (the Brand page says what was read and what was not).
  return {
    suggestion: suggestionFrom(url, reading),
    read: reading.ok,
    warning: siteReadReason(reading.warning),
  };
}
