/**
 * Builds the fields of the fact model the look needs from today's GenerationInput and BrandData. A stand-in for the
 * real brief reader (issue 10): it only extracts what is plainly written, and leaves everything else empty.
 */
import { extractFacts, brandNameFor } from "../context";
import { cleanText, safeHttpUrl } from "../escape";
import type {
  CampaignFacts,
  DateFact,
  Facts,
  LinkFact,
  SiteImageFact,
  SpeakerFact,
  TimeFact,
} from "../facts/types";
import type { GenerationInput } from "../types";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** Reads "12 March 2027", "March 12, 2027" or "2027-03-12"; a missing year is the next occurrence after `now`. */
export function parseDate(text: string, now = new Date()): DateFact | null {
  let y: number | null = null;
  let m: number | null = null;
  let d: number | null = null;
  const iso = text.match(/\b(\d{4})-(\d{2})-(\d{2})\b/);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else {
    const name = text.match(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?/i);
    const day = text.match(/\b(\d{1,2})(?:st|nd|rd|th)?\b(?!\s*[:.]\d)(?!\s*[ap]\.?m)/i);
    const year = text.match(/\b(20\d{2})\b/);
    if (!name || !day) return null;
    m = MONTHS.indexOf(name[1].toLowerCase()) + 1;
    d = Number(day[1]);
    y = year ? Number(year[1]) : null;
  }
  if (!m || !d || m > 12 || d > 31) return null;
  const yearGiven = y !== null;
  if (y === null) {
    y = now.getUTCFullYear();
    if (Date.UTC(y, m - 1, d) < Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())) y++;
  }
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return { iso: date.toISOString().slice(0, 10), text: cleanText(text, 80), yearGiven };
}

/** "10:00", "3pm", "15:30 CET", "10:00-11:00 UTC+2". */
export function parseTime(text: string): TimeFact | null {
  const re = /\b([01]?\d|2[0-3])(?::([0-5]\d))?\s*([ap])?\.?m?\.?/gi;
  const found = [...text.matchAll(re)].filter((m) => m[2] || m[3]);
  if (!found.length) return null;
  const hhmm = (m: RegExpMatchArray) => {
    let h = Number(m[1]);
    if (m[3]?.toLowerCase() === "p" && h < 12) h += 12;
    if (m[3]?.toLowerCase() === "a" && h === 12) h = 0;
    return `${String(h).padStart(2, "0")}:${m[2] ?? "00"}`;
  };
  const zone = text.match(
    /\b(UTC|GMT)\s*([+-]\d{1,2}(?::?\d{2})?)?|\b(CET|CEST|BST|EST|EDT|ET|PST|PDT|PT|CST|CDT|MST|MDT)\b/,
  );
  return {
    start: hhmm(found[0]),
    end: found[1] ? hhmm(found[1]) : null,
    zone: zone ? zone[0].replace(/\s+/g, "") : null,
    text: cleanText(text, 60),
  };
}

function labelled(text: string, labels: string[]): string | null {
  const m = text.match(new RegExp(`^\\s*(?:${labels.join("|")})\\s*:\\s*(.+)$`, "im"));
  return m ? cleanText(m[1], 300) : null;
}

/** "Speakers: Ada Lovelace (CTO), Alan Turing - Researcher". */
function speakers(text: string): SpeakerFact[] {
  const line = labelled(text, ["speakers?", "hosts?", "presenters?", "referent(?:en|in)?"]);
  if (!line) return [];
  return line
    .split(/\s*(?:;|,(?![^()]*\))|\band\b|&)\s*/)
    .map((s) => s.trim())
    .filter((s) => /^\p{Lu}/u.test(s))
    .slice(0, 4)
    .map((s) => {
      const m = s.match(/^(.+?)\s*(?:\((.+)\)|[-–,]\s*(.+))$/);
      return m
        ? { name: cleanText(m[1], 60), role: cleanText(m[2] ?? m[3] ?? "", 80) || null }
        : { name: cleanText(s, 60), role: null };
    });
}

function offer(text: string): CampaignFacts["offer"] {
  const code =
    text.match(/\b(?:code|coupon|promo(?:code)?)\s*:?\s*([A-Z0-9][A-Z0-9_-]{2,19})\b/)?.[1] ?? null;
  const discount = text.match(/\b(\d{1,2}\s?%\s*off|\d{1,2}\s?%)/i)?.[1] ?? null;
  if (!code && !discount) return null;
  return { code, discount: discount ? cleanText(discount, 20) : null, deadline: null };
}

export function factsFromInput(input: GenerationInput, now = new Date()): Facts {
  const text = cleanText(input.campaignText ?? "", 2500);
  const loose = extractFacts(text);
  const brand = input.brand;
  const websiteUrl = safeHttpUrl(input.websiteUrl) ?? "https://example.com/";
  const extra = (brand ?? {}) as { images?: SiteImageFact[]; pages?: LinkFact[]; tagline?: string | null };
  const date = loose.date ? parseDate(loose.date, now) : null;
  const onlineUrl = text.match(/\bhttps?:\/\/[^\s<>"')]+/)?.[0] ?? null;
  const campaign: CampaignFacts = {
    title: loose.title,
    dates: date ? [date] : [],
    time: loose.time ? parseTime(loose.time) : null,
    venue: loose.venue,
    onlineUrl: safeHttpUrl(onlineUrl),
    speakers: speakers(text),
    agenda: [],
    products: [],
    points: [],
    offer: offer(text),
    prices: [],
    cta: null,
    urls: onlineUrl ? [onlineUrl] : [],
    emails: [],
    quote: null,
    story: [],
    tone: [],
  };
  let domain = "";
  try {
    domain = new URL(websiteUrl).hostname.replace(/^www\./, "");
  } catch {
    domain = "";
  }
  return {
    brand: {
      name: { value: brandNameFor(input), source: brand?.siteName ? "site" : "brand" },
      websiteUrl,
      domain,
      tagline: extra.tagline ? { value: extra.tagline, source: "site" } : null,
      description: brand?.description ? { value: brand.description, source: "site" } : null,
      address: brand?.address ? { value: brand.address, source: "site" } : null,
      social: (brand?.socialLinks ?? []).filter((s) => safeHttpUrl(s.url)),
      pages: (extra.pages ?? []).filter((p) => safeHttpUrl(p.url) && p.label),
      images: (extra.images ?? []).filter((i) => i && safeHttpUrl(i.url)),
      fonts: brand?.fonts ?? [],
      themeColor: brand?.themeColor ?? null,
      language: null,
    },
    campaign,
    language: { value: "en", source: "brand" },
    logo: null,
  };
}
