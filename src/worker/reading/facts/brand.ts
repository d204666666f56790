import { capitalise } from "../../../shared/capitalise";

import { cleanText, safeHttpUrl } from "../../../shared/escape";
import { normaliseLang } from "../language";
import { SENDER_NAME_MAX } from "../../../shared/brand-kit";
import type { BrandData } from "../../generation/types";
import { MAX_SITE_LOGOS, type BrandFacts, type LinkFact, type SiteImageFact } from "../../../shared/facts";

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
const SECOND_LEVEL = /^(co|com|org|net|ac|gov|edu|ltd|plc|gv|or|ne|gob|nic)$/;

/** RFC 3492 punycode decoding of one label ("mnchen-3ya" -> "münchen"). */
export function decodePunycode(label: string): string {
  const base = 36,
    tMin = 1,
    tMax = 26,
    skew = 38,
    damp = 700;
  const out: number[] = [];
  const dash = label.lastIndexOf("-");
  for (let j = 0; j < Math.max(dash, 0); j++) out.push(label.charCodeAt(j));
  let n = 128,
    i = 0,
    bias = 72;
  const adapt = (delta: number, points: number, first: boolean) => {
    delta = first ? Math.floor(delta / damp) : delta >> 1;
    delta += Math.floor(delta / points);
    let k = 0;
    while (delta > ((base - tMin) * tMax) >> 1) {
      delta = Math.floor(delta / (base - tMin));
      k += base;
    }
    return k + Math.floor(((base - tMin + 1) * delta) / (delta + skew));
  };
  for (let idx = dash > 0 ? dash + 1 : 0; idx < label.length;) {
    const oldi = i;
    for (let w = 1, k = base; ; k += base) {
      if (idx >= label.length) throw new Error("bad punycode");
      const c = label.charCodeAt(idx++);
      const digit = c - 48 < 10 ? c - 22 : c - 65 < 26 ? c - 65 : c - 97 < 26 ? c - 97 : base;
      if (digit >= base) throw new Error("bad punycode");
      i += digit * w;
      const t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias;
      if (digit < t) break;
      w *= base - t;
    }
    bias = adapt(i - oldi, out.length + 1, oldi === 0);
    n += Math.floor(i / (out.length + 1));
    i %= out.length + 1;
    out.splice(i++, 0, n);
  }
  return String.fromCodePoint(...out);
}

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
  return host
    .replace(/^www\./, "")
    .split(".")
    .map((l) => {
      if (!l.startsWith("xn--")) return l;
      try {
        return decodePunycode(l.slice(4));
      } catch {
        return l;
      }
    })
    .join(".");
}

const isIp = (host: string) =>
  /^\d{1,3}(?:\.\d{1,3}){3}$/.test(host) || host.startsWith("[") || /^[0-9a-f:]+$/i.test(host);

/** A sensible brand name from a host alone: "shop.green-leaf.com.au" -> "Green Leaf", an IP stays as written. */
export function nameFromHost(host: string): string | null {
  if (!host) return null;
  if (isIp(host) || host === "localhost") return null;
  const labels = displayDomain(host).split(".").filter(Boolean);
  if (labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVEL.test(labels.at(-2)!))
    labels.splice(-2, 1);
  const withoutTld = labels.length > 1 ? labels.slice(0, -1) : labels;
  const meaningful = withoutTld.filter((l) => !GENERIC_SUBDOMAINS.has(l));
  const label = meaningful.at(-1) ?? withoutTld.at(-1);
  if (!label || !/\p{L}/u.test(label)) return null;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => capitalise(w))
    .join(" ");
}

export function brandName(
  brand: BrandData | null,
  websiteUrl: string,
): { value: string; source: "site" | "brand" } {
  const site = cleanText(brand?.siteName ?? "", 60);
  if (site && /\p{L}/u.test(site)) return { value: site, source: "site" };
  const title = cleanText(brand?.title ?? "", 120)
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

export function brandFacts(
  brand: BrandData | null,
  rawUrl: string,
  companyAddress: string | null = null,
): BrandFacts {
  const host = hostOf(rawUrl);
  const websiteUrl =
    safeHttpUrl(rawUrl.trim()) ??
    (host ? (safeHttpUrl(`https://${host}/`) ?? "https://example.com/") : "https://example.com/");
  const name = brandName(brand, websiteUrl);
  const description = cleanText(brand?.description ?? "", 220) || null;
  const tagline = cleanText(brand?.tagline ?? "", 120) || null;
  const siteAddress = cleanText(brand?.address ?? "", 200) || null;
  const profileAddress = cleanText(companyAddress ?? "", 200) || null;
  const senderName = cleanText((brand?.senderName ?? "").replace(/\s+/g, " "), SENDER_NAME_MAX) || null;
  const pages: LinkFact[] = [];
  for (const p of brand?.pages ?? []) {
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
  const logoUrls = (brand?.logoUrls ?? [])
    .filter((u) => u.startsWith("data:image/svg+xml") || !!safeHttpUrl(u))
    .slice(0, MAX_SITE_LOGOS);
  const images: SiteImageFact[] = (brand?.images ?? [])
    .map((i) => ({ ...i, url: safeHttpUrl(i.url) ?? "" }))
    .filter((i) => i.url.startsWith("https:"))
    .slice(0, 12);
  return {
    name: { value: name.value, source: name.source },
    websiteUrl,
    domain: displayDomain(hostOf(websiteUrl)) || "example.com",
    tagline: tagline ? { value: tagline, source: "site" } : null,
    description: description ? { value: description, source: "site" } : null,
    address: siteAddress
      ? { value: siteAddress, source: "site" }
      : profileAddress
        ? { value: profileAddress, source: "brand" }
        : null,
    social: (brand?.socialLinks ?? [])
      .map((s) => ({ network: cleanText(s.network, 20).toLowerCase(), url: safeHttpUrl(s.url) ?? "" }))
      .filter((s) => s.url && s.network),
    pages: pages.slice(0, 12),
    images,
    fonts: brand?.fonts ?? [],
    themeColor: brand?.themeColor ?? null,
    logoUrl: logoUrls[0] ?? null,
    logoUrls,
    language: normaliseLang(brand?.lang ?? null),
    tone: brand?.tone ?? null,
    senderName: senderName ? { value: senderName, source: "brand" } : null,
  };
}
