import { capitalise } from "../../shared/capitalise";
import type { CopyContext } from "./content";
import { cleanText, safeHttpUrl } from "../../shared/escape";
import type { GenerationInput } from "./types";

const TITLE_SEPARATORS = /\s+[|–—:·•-]\s+/;

function domainOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./i, "");
  } catch {
    return (
      url
        .trim()
        .replace(/^https?:\/\//i, "")
        .replace(/^www\./i, "")
        .split(/[/?#\s]/)[0] || "example.com"
    );
  }
}

function nameFromDomain(domain: string): string {
  const labels = domain.split(".").filter(Boolean);
  // example.co.uk, example.com.au: skip the second-level public suffix.
  if (
    labels.length >= 3 &&
    labels.at(-1)!.length === 2 &&
    /^(co|com|org|net|ac|gov|edu|ltd|plc)$/.test(labels.at(-2)!)
  )
    labels.pop();
  const label = labels.slice(0, -1).pop() ?? domain;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => capitalise(w))
    .join(" ");
}

export function brandNameFor(input: Pick<GenerationInput, "brand" | "websiteUrl">): string {
  const site = cleanText(input.brand?.siteName ?? "", 60);
  if (site) return site;
  const title = cleanText(input.brand?.title ?? "", 120)
    .split(TITLE_SEPARATORS)[0]
    ?.trim();
  if (title && title.length <= 40) return title;
  return cleanText(nameFromDomain(domainOf(input.websiteUrl.trim())), 60) || "Our team";
}

const MONTHS =
  "Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?";
const DAYS = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\\s+";
const DATE_PATTERNS = [
  new RegExp(`(?:${DAYS})?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTHS})(?:\\s+\\d{4})?`, "i"),
  new RegExp(`(?:${DAYS})?(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?`, "i"),
  /\b\d{4}-\d{2}-\d{2}\b/,
  /\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b/,
];
const TIME_PATTERN =
  /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)(?:\s*[A-Z]{2,4})?|\b(?:[01]?\d|2[0-3]):[0-5]\d(?:\s*(?:[A-Z]{2,4}|UTC[+-]\d+))?/i;

const FACT_LINE =
  /^\s*(?:date|when|day|time|starts?|venue|location|where|address|place|title|topic|event|webinar|product|name)\s*:\s*\S/i;

function labelled(text: string, labels: string[]): string | null {
  const re = new RegExp(`^\\s*(?:${labels.join("|")})\\s*:\\s*(.+)$`, "im");
  const m = text.match(re);
  return m ? cleanText(m[1], 160) : null;
}

/** Pulls date, time, venue and title out of free campaign text when the user wrote them. */
export function extractFacts(text: string): CopyContext["facts"] {
  const date =
    labelled(text, ["date", "when", "day"]) ??
    DATE_PATTERNS.map((p) => text.match(p)?.[0]).find(Boolean) ??
    null;
  const time = labelled(text, ["time", "starts?"]) ?? text.match(TIME_PATTERN)?.[0] ?? null;
  const venue = labelled(text, ["venue", "location", "where", "address", "place"]);
  const title = labelled(text, ["title", "topic", "event", "webinar", "product", "name"]);
  return { date: date ? cleanText(date, 80) : null, time: time ? cleanText(time, 60) : null, venue, title };
}

export function buildContext(input: GenerationInput): CopyContext {
  const websiteUrl =
    safeHttpUrl(input.websiteUrl) ??
    safeHttpUrl(`https://${domainOf(input.websiteUrl)}`) ??
    "https://example.com/";
  const domain = domainOf(websiteUrl);
  const text = cleanText(input.campaignText ?? "", 2500);
  const details = text
    .split(/\n\s*\n/)
    .map((p) =>
      p
        .split("\n")
        .filter((line) => !FACT_LINE.test(line))
        .join(" ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .slice(0, 6);
  const description = cleanText(input.brand?.description ?? "", 220) || null;
  return {
    brandName: brandNameFor(input),
    domain,
    websiteUrl,
    description,
    details,
    facts: extractFacts(text),
  };
}
