import { capitalise } from "../../../shared/capitalise";
import { hostParts, unicodeHost } from "../../platform/domain";

import { cleanText, safeHttpUrl } from "../../../shared/escape";
import { normaliseLang } from "../language";
import { SENDER_NAME_MAX, type ApprovedKit } from "../../../shared/brand-kit";
import {
  COPY_CONFIDENCE,
  MAX_SITE_LOGOS,
  type BrandFacts,
  type Found,
  type LinkFact,
  type SiteImageFact,
  type Sourced,
} from "../../../shared/facts";
import type { SiteReading } from "../site/types";

const TITLE_SEPARATORS = /\s+[|–—:·•-]\s+/;
const GENERIC_SUBDOMAINS = new Set([
  "www",
  "www2",
  "m",
  "shop",
  "store",
  "blog",
  "app",
  "web",
  "home",
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pt",
  "uk",
  "us",
  "eu",
  "mail",
  "info",
  "news",
  "go",
  "get",
  "my",
]);
export function hostOf(url: string): string {
  try {
    return new URL(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`,
    ).hostname.toLowerCase();
  } catch {
    return "";
  }
}

/** The brand's domain as a reader would write it: no www, no port, Unicode instead of punycode. */
export function displayDomain(host: string): string {
  return unicodeHost(host.replace(/^www\./, ""));
}

/** A sensible brand name from a host alone: "shop.green-leaf.com.au" -> "Green Leaf", an IP stays as written. */
export function nameFromHost(host: string): string | null {
  if (!host || host === "localhost") return null;
  const parts = hostParts(host);
  if (parts.ip || !parts.label) return null;
  const withoutTld = [...parts.subdomains, parts.label];
  const meaningful = withoutTld.filter((l) => !GENERIC_SUBDOMAINS.has(l));
  const label = meaningful.at(-1) ?? withoutTld.at(-1);
  if (!label || !/\p{L}/u.test(label)) return null;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => capitalise(w))
    .join(" ");
}

/** A name guessed from the website address alone ("shop.green-leaf.com.au" -> "Green Leaf"), or null. */
export function nameFromAddress(url: string): string | null {
  return nameFromHost(hostOf(url));
}

/** A site value sure enough for copy, else null: values under COPY_CONFIDENCE are suggestions only. */
const sure = <T>(f: Found<T> | null | undefined): Found<T> | null =>
  f && f.confidence >= COPY_CONFIDENCE ? f : null;

/** The kit's value when it has one (approved: confidence 1), else the site's sure value, with where it came from. */
function pick(kit: string | null | undefined, site: Found<string> | null | undefined) {
  if (kit) return { value: kit, source: "brand" as const, confidence: 1 };
  const s = sure(site);
  return s?.value ? { value: s.value, source: "site" as const, confidence: s.confidence } : null;
}

/** `value` cleaned to `max` characters with the rest of `from`'s provenance, or null when nothing is left. */
function sourced(
  from: { value: string; source: "site" | "brand"; confidence: number } | null,
  max: number,
): Sourced<string> | null {
  const value = cleanText(from?.value ?? "", max);
  return from && value ? { value, source: from.source, confidence: from.confidence } : null;
}

export function brandName(
  site: SiteReading | null,
  websiteUrl: string,
  kit: ApprovedKit | null = null,
): Sourced<string> & { source: "site" | "brand" } {
  const found = pick(kit?.name, site?.name);
  const named = cleanText(found?.value ?? "", 60);
  if (found && named && /\p{L}/u.test(named))
    return {
      value: named,
      source: found.source === "brand" ? "brand" : "site",
      confidence: found.confidence,
    };
  const title = cleanText(site?.title ?? "", 120)
    .split(TITLE_SEPARATORS)[0]
    ?.trim();
  if (
    title &&
    title.length <= 40 &&
    /\p{L}/u.test(title) &&
    !/^(home|startseite|accueil|inicio|welcome|index)$/i.test(title)
  )
    return { value: title, source: "site" };
  const host = hostOf(websiteUrl);
  const fromHost = nameFromHost(host);
  if (fromHost) return { value: cleanText(fromHost, 60), source: "brand" };
  // An IP address or localhost names no brand; the address itself is the most honest label.
  return { value: host.replace(/^\[|\]$/g, "") || "Our team", source: "brand" };
}

function sameSite(url: string, host: string): boolean {
  const h = hostOf(url).replace(/^www\./, "");
  const base = host.replace(/^www\./, "");
  return !!h && (h === base || h.endsWith(`.${base}`) || base.endsWith(`.${h}`));
}

/**
 * The brand's facts: the approved kit first, the site reading for what the kit lacks (values sure enough for copy
 * only; colours and logos by rank), the profile's address, then what the address alone says.
 */
export function brandFacts(
  site: SiteReading | null,
  rawUrl: string,
  companyAddress: string | null = null,
  kit: ApprovedKit | null = null,
): BrandFacts {
  const host = hostOf(rawUrl);
  const websiteUrl =
    safeHttpUrl(rawUrl.trim()) ??
    (host ? (safeHttpUrl(`https://${host}/`) ?? "https://example.com/") : "https://example.com/");
  const name = brandName(site, websiteUrl, kit);
  const description = sourced(pick(null, site?.description), 220);
  const tagline = sourced(pick(kit?.tagline, site?.tagline), 120);
  const siteAddress = sourced(pick(kit?.address, site?.address), 200);
  const profileAddress = cleanText(companyAddress ?? "", 200) || null;
  const senderName = cleanText((kit?.senderName ?? "").replace(/\s+/g, " "), SENDER_NAME_MAX) || null;
  const pages: LinkFact[] = [];
  for (const p of site?.pages ?? []) {
    const url = safeHttpUrl(p.url);
    const label = cleanText(p.title ?? "", 60);
    if (
      url &&
      label &&
      sameSite(url, host) &&
      !pages.some((x) => x.url === url) &&
      !/#/.test(url.replace(/#$/, ""))
    )
      pages.push({ label, url });
  }
  // An inline SVG logo travels as its data URL (bounded), so the asset stage can convert it like an upload.
  const logoUrls = (site?.logos ?? [])
    .map((l) => l.value.url)
    .filter((u) => (u.startsWith("data:image/svg+xml") && u.length <= 60_000) || !!safeHttpUrl(u))
    .slice(0, MAX_SITE_LOGOS);
  const images: SiteImageFact[] = (site?.images ?? [])
    .map((i) => ({ ...i.value, url: safeHttpUrl(i.value.url) ?? "" }))
    .filter((i) => i.url.startsWith("https:"))
    .slice(0, 12);
  const socials = kit?.socials.length ? kit.socials : (site?.socials ?? []).map((s) => s.value);
  return {
    name,
    websiteUrl,
    domain: displayDomain(hostOf(websiteUrl)) || "example.com",
    tagline,
    description,
    address:
      siteAddress ?? (profileAddress ? { value: profileAddress, source: "brand", confidence: 1 } : null),
    social: socials
      .map((s) => ({ network: cleanText(s.network, 20).toLowerCase(), url: safeHttpUrl(s.url) ?? "" }))
      .filter((s) => s.url && s.network),
    pages: pages.slice(0, 12),
    images,
    fonts: kit?.fonts.length ? kit.fonts : [...new Set((site?.fonts ?? []).map((f) => f.value.family))],
    themeColor: kit?.palette[0] ?? site?.colors[0]?.value ?? null,
    logoUrl: logoUrls[0] ?? null,
    logoUrls,
    language: normaliseLang(kit?.lang || site?.lang?.value || null),
    tone: kit?.tone ?? null,
    senderName: senderName ? { value: senderName, source: "brand", confidence: 1 } : null,
  };
}
