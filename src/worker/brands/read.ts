import type { BrandReadAnswer, BrandSuggestion, Found } from "../../shared/brand-kit";
import { hostOf, nameFromHost } from "../generation/facts/brand";
import { siteReadReason } from "../../shared/site-read";
import { readBrandSite, type BrandReading, type Reading } from "../generation/brand-reading";

// The one place that knows the brand reader's output (issue 21's BrandReading); the kit speaks only BrandSuggestion.

const one = <T>(r: Reading<T> | null): Found<T> | null =>
  r ? { value: r.value, source: r.source, confidence: r.confidence } : null;

/** Several readings as one list value: its source is the first's, its confidence the weakest kept. */
function many<T, U>(rs: Reading<T>[], map: (v: T) => U, max: number): Found<U[]> | null {
  const kept = rs.slice(0, max);
  if (!kept.length) return null;
  return {
    value: kept.map((r) => map(r.value)),
    source: kept[0].source,
    confidence: Math.min(...kept.map((r) => r.confidence)),
  };
}

export function suggestionFrom(url: string, r: BrandReading): BrandSuggestion {
  // A name guessed from the address is shown, never filled in on its own (confidence under the bar).
  const guess = nameFromHost(hostOf(url));
  return {
    website: url,
    name: one(r.name) ?? (guess ? { value: guess, source: "address", confidence: 0.3 } : null),
    tagline: one(r.tagline),
    description: one(r.description),
    palette: many(r.colors, (c) => c, 3),
    fonts: many(r.fonts, (f) => f.family, 4),
    address: one(r.address),
    socials: many(r.socials, (s) => ({ network: s.network, url: s.url }), 8),
    lang: one(r.lang),
    logoUrl: one(r.logoUrl),
  };
}

export async function readSuggestion(
  url: string,
  fetcher: typeof fetch | undefined,
): Promise<BrandReadAnswer> {
  const reading = await readBrandSite(url, { fetch: fetcher });
  // Only the reason: no template is made here (the Brand page says what was read and what was not).
  return {
    suggestion: suggestionFrom(url, reading),
    read: reading.ok,
    warning: siteReadReason(reading.warning),
  };
}
