import type { DateFact, Lang, PriceFact, TimeFact } from "./facts";

// How dates, times and amounts are written in each language: the e-mail writes them this way and the reader's warnings
// quote them, so both sides format from here.

/** The locale each language's dates and amounts are written in. */
export const LOCALE: Record<Lang, string> = {
  en: "en-GB",
  de: "de-DE",
  fr: "fr-FR",
  es: "es-ES",
  it: "it-IT",
  nl: "nl-NL",
  pt: "pt-PT",
  pl: "pl-PL",
  cs: "cs-CZ",
  sv: "sv-SE",
  da: "da-DK",
  ja: "ja-JP",
};

/** A date as a reader of the language writes it; the year only when the brief gave it. */
// A formatter is costly to build (about a millisecond); one per language and form serves every date.
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();
export function formatDate(d: DateFact, lang: Lang): string {
  const key = `${lang}:${d.yearGiven ? "y" : ""}`;
  let format = DATE_FORMATS.get(key);
  if (!format)
    DATE_FORMATS.set(
      key,
      (format = new Intl.DateTimeFormat(LOCALE[lang], {
        weekday: "long",
        day: "numeric",
        month: "long",
        ...(d.yearGiven ? { year: "numeric" } : {}),
        timeZone: "UTC",
      })),
    );
  return format.format(new Date(`${d.iso}T12:00:00Z`));
}

export function formatTime(t: TimeFact & { twelveHour?: boolean }, lang: Lang): string {
  const show = (v: string) => {
    if (!(t.twelveHour && lang === "en")) return v;
    const [h, m] = v.split(":").map(Number);
    return `${h % 12 || 12}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
  };
  const suffix = lang === "de" && !t.zone ? " Uhr" : "";
  return `${show(t.start)}${t.end ? `–${show(t.end)}` : ""}${suffix}${t.zone ? ` ${t.zone}` : ""}`;
}

/** An amount as the language writes it ("€19", "19 €", "19,00 €"); the brief's own text when the currency is unknown. */
export function formatPrice(p: PriceFact, lang: Lang): string {
  try {
    const out = new Intl.NumberFormat(LOCALE[lang], {
      style: "currency",
      currency: p.currency,
      minimumFractionDigits: Number.isInteger(p.amount) ? 0 : 2,
    }).format(p.amount);
    // "US$95" is how en-GB writes dollars; a brief that wrote "$95" keeps its sign.
    return /[A-Z]{1,3}\$/.test(out) && /^\$/.test(p.text.trim()) ? p.text.trim() : out;
  } catch {
    return p.text;
  }
}

/** Lower-case, accents removed, so "März", "marz", "février" and "fevrier" all match. */
export function fold(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
