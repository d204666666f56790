import type { BrandReadAnswer, BrandSuggestion, Found } from "../../shared/brand-kit";
import { hostOf, nameFromHost } from "../generation/facts/brand";
import { normaliseLang } from "../generation/i18n/detect";
import type { BrandData, BrandReadResult } from "../generation/types";

// The one place that knows the brand reader's output shape: when issue 21's BrandReading lands, only this file changes.

const found = <T>(value: T | null | undefined, confidence: number, source: Found<T>["source"] = "site"): Found<T> | null =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)
    ? null
    : { value, source, confidence };

const TITLE_SEPARATORS = /\s+[|–—:·•-]\s+/;

function nameFound(b: BrandData, url: string): Found<string> | null {
  if (b.siteName) return found(b.siteName, 0.9);
  const title = (b.title ?? "").split(TITLE_SEPARATORS)[0]?.trim();
  if (title && title.length <= 40 && !/^(home|startseite|accueil|inicio|welcome|index)$/i.test(title)) return found(title, 0.6);
  // A name guessed from the address is shown, never filled in on its own.
  return found(nameFromHost(hostOf(url)), 0.3);
}

export function suggestionFrom(url: string, b: BrandData): BrandSuggestion {
  const lang = normaliseLang(b.lang ?? null);
  return {
    website: url,
    name: nameFound(b, url),
    tagline: found(b.tagline ?? null, 0.6),
    description: found(b.description, 0.7),
    palette: found(b.themeColor ? [b.themeColor] : null, 0.6),
    fonts: found(b.fonts.slice(0, 4), 0.7),
    address: found(b.address, 0.6),
    socials: found(b.socialLinks.slice(0, 8), 0.8),
    lang: found(lang, 0.9),
    logoUrl: found(b.logoUrls.find((u) => u.startsWith("https:") || u.startsWith("http:")) ?? null, 0.5),
  };
}

export function readAnswer(url: string, r: BrandReadResult): BrandReadAnswer {
  return { suggestion: suggestionFrom(url, r.brand), warning: r.warning };
}
