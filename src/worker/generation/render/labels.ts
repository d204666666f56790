import { LANGS, type Lang } from "../../../shared/facts";
import { fill, stringsFor, type Strings } from "../i18n/strings";
import { frenchSpacing } from "../copy/typography";

/** Fixed words the look adds, taken from the engine's strings in the e-mail's language. */
const KEYS = {
  "calendar.add": (s: Strings) => s.labels.calendar,
  // Product names: the same in every language.
  "calendar.google": () => "Google Calendar",
  "calendar.ics": () => "Apple, Outlook (.ics)",
  "event.date": (s: Strings) => s.labels.date,
  "event.time": (s: Strings) => s.labels.time,
  "event.venue": (s: Strings) => s.labels.venue,
  "event.join": (s: Strings) => s.labels.join,
  "speakers.title": (s: Strings) => s.labels.speakers,
  "offer.title": (s: Strings) => s.labels.offer,
  "offer.code": (s: Strings) => s.labels.code,
  "offer.until": (s: Strings) => s.labels.validUntil,
  "articles.title": (s: Strings) => s.labels.fromSite,
  "order.qty": (s: Strings) => s.labels.qty,
  "price.was": (s: Strings) => s.labels.was,
} as const;

export type LabelKey = keyof typeof KEYS;

const isLang = (v: string | undefined): v is Lang => !!v && (LANGS as readonly string[]).includes(v);

export function label(key: LabelKey, lang?: string, vars: Record<string, string> = {}): string {
  const text = fill(KEYS[key](stringsFor(isLang(lang) ? lang : "en")), vars);
  // The fixed words follow the language's punctuation as the copy does ("Des questions ?").
  return lang === "fr" ? frenchSpacing(text) : text;
}
