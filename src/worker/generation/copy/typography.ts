import type { Lang } from "../../../shared/facts";

const NNBSP = "\u202F";

/**
 * French punctuation spacing: a narrow no-break space before ":", ";", "!", "?" and "%", and inside « »; so
 * "Membres: 10 %" reads "Membres : 10 %" and a line never starts with the mark. Times ("14:00") and marks
 * inside a word ("?x=1") are left alone.
 */
export function frenchSpacing(s: string): string {
  return s
    .replace(/«[ \u00A0\u202F]*/g, `«${NNBSP}`)
    .replace(/[ \u00A0\u202F]*»/g, `${NNBSP}»`)
    .replace(/(\S)[ \u00A0]?([:;!?])(?=[\s"”»)]|$)/g, (m, before: string, mark: string) =>
      // "!!" and "?!" keep together; a colon after a digit is a time only when a digit follows (handled by the look-ahead).
      /[;!?:]/.test(before) ? m : `${before}${NNBSP}${mark}`,
    )
    .replace(/(\d)[ \u00A0]?%/g, `$1${NNBSP}%`);
}

/** Keys whose values are addresses or codes, never prose. */
const NOT_TEXT = new Set(["url", "google", "ics", "iso", "kind", "style", "network", "code", "alt"]);

function walk<T>(v: T, f: (s: string) => string): T {
  if (typeof v === "string") return f(v) as T;
  if (Array.isArray(v)) return v.map((x) => walk(x, f)) as T;
  if (v && typeof v === "object")
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, NOT_TEXT.has(k) ? x : walk(x, f)])) as T;
  return v;
}

/** French elision before a name that starts with a vowel or a mute h: "la nouveauté de Example" -> "d'Example". */
export function frenchElision(s: string, names: string[]): string {
  let out = s;
  for (const name of names)
    if (/^[aeiouyàâäéèêëîïôöùûüœh]/i.test(name)) {
      const esc = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      out = out.replace(new RegExp(`\\b(d|qu)e\\s+(?=${esc})`, "gi"), (_m, w: string) => `${w}'`);
    }
  return out;
}

/** A number never parts from its unit at a line end: "24,90 €", "10 %", "45 min" take a no-break space. */
export function keepUnits(s: string): string {
  return s.replace(/(\d)[ ](€|£|\$|%|CHF|EUR|USD|GBP|min\b|Min\.|h\b|Uhr\b|uur\b)/g, "$1\u00A0$2");
}

/** Japanese sets its marks full width. */
const FULL_WIDTH = { ":": "：", ";": "；", "!": "！", "?": "？" } as const;

/**
 * A label and its mark ("Heure : ", "Time:") as the language sets them: French puts a narrow no-break space before
 * ":", ";", "!" and "?". Every label the renderer writes with a colon goes through here, never a hand-written ":".
 */
export function punctuate(label: string, lang?: string, mark: ":" | ";" | "!" | "?" = ":"): string {
  const text = label.replace(/[\s\u00A0\u202F]+$/, "");
  if (lang === "ja") return `${text}${FULL_WIDTH[mark]}`;
  return lang === "fr" ? `${text}${NNBSP}${mark}` : `${text}${mark}`;
}

/** "19:00" or "19:00–22:00"; not "19:00:30", a ratio "16:9", a URL's port or a part of a longer number. */
const CLOCK =
  /(?<![\d:./\w])([01]?\d|2[0-3]):([0-5]\d)(?:[ \u00A0\u202F]*[–—-][ \u00A0\u202F]*([01]?\d|2[0-3]):([0-5]\d))?(?![\d:])/g;

/**
 * Times as a native marketer of the language writes them (the copy and the brief write "19:00"):
 * - fr: "19 h", "19 h 30", "19 h – 22 h" (no leading zero, no-break spaces, the range's dash spaced);
 * - pt: "19h", "19h30", "19h–22h";
 * - nl: "19.00 uur", "19.00–22.00 uur"; sv and da: "19.00", "19.00–22.00";
 * - de "19:00 Uhr" (the copy adds "Uhr"), es and it "19:00", en "19:00" or "7pm" as the brief wrote it: unchanged.
 */
export function localTimes(s: string, lang: Lang): string {
  const one = (h: string, m: string): string => {
    if (lang === "fr") return `${Number(h)}\u00A0h${m === "00" ? "" : `\u00A0${m}`}`;
    if (lang === "pt") return `${Number(h)}h${m === "00" ? "" : m}`;
    return `${h.padStart(2, "0")}.${m}`;
  };
  if (!["fr", "pt", "nl", "sv", "da"].includes(lang)) return s;
  return s.replace(
    CLOCK,
    (_m, h1: string, m1: string, h2: string | undefined, m2: string | undefined, at: number, all: string) => {
      const start = one(h1, m1);
      const range = h2 && m2 ? `${start}${lang === "fr" ? "\u00A0– " : "–"}${one(h2, m2)}` : start;
      // Dutch says "uur" once, after the range, unless the text already does.
      const rest = all.slice(at + _m.length);
      return lang === "nl" && !/^[ \u00A0]*(?:uur|u\b)/.test(rest) ? `${range}\u00A0uur` : range;
    },
  );
}

/** Each language's quotation marks: double (outer) and single (inner). */
const QUOTES: Record<Lang, [string, string, string, string]> = {
  en: ["“", "”", "‘", "’"],
  de: ["„", "“", "‚", "‘"],
  fr: ["«\u00A0", "\u00A0»", "“", "”"],
  es: ["«", "»", "“", "”"],
  it: ["«", "»", "“", "”"],
  nl: ["“", "”", "‘", "’"],
  pt: ["“", "”", "‘", "’"],
  pl: ["„", "”", "‚", "’"],
  cs: ["„", "“", "‚", "‘"],
  sv: ["”", "”", "’", "’"],
  da: ["»", "«", "›", "‹"],
  ja: ["「", "」", "『", "』"],
};

/**
 * Typewriter quotation marks as the language sets them: "Schnuppertag" reads „Schnuppertag“ in German, «…» in Spanish.
 * A pair on one line only; an apostrophe inside a word ("geht's", "don't") is not a quotation mark.
 */
export function curlyQuotes(s: string, lang: Lang): string {
  const [open, close, open1, close1] = QUOTES[lang];
  return s
    .replace(/"([^"\n]{1,160})"/g, (_m, inner: string) => `${open}${inner.trim()}${close}`)
    .replace(
      /(^|[\s([:])'([^'\n]{1,80}?)'(?=[\s.,;:!?)\]]|$)/g,
      (_m, before: string, inner: string) => `${before}${open1}${inner}${close1}`,
    );
}

/** The language's typographic rules over every text field of the copy (links, codes and dates untouched). */
export function typeset<T>(content: T, lang: Lang, names: string[] = []): T {
  return walk(content, (raw) => {
    const s = curlyQuotes(raw, lang);
    return lang === "fr"
      ? frenchSpacing(frenchElision(localTimes(keepUnits(s), lang), names))
      : localTimes(keepUnits(s), lang);
  });
}
