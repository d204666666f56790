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

/** The language's typographic rules over every text field of the copy (links, codes and dates untouched). */
export function typeset<T>(content: T, lang: Lang, names: string[] = []): T {
  return walk(content, (s) =>
    lang === "fr" ? frenchSpacing(frenchElision(keepUnits(s), names)) : keepUnits(s),
  );
}
