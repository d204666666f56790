import { LANGS, type Lang } from "../../../shared/facts";
import { t, type TextKey } from "../i18n/messages";
import { frenchSpacing } from "../copy/typography";

/**
 * Fixed words the look adds, taken from the engine's catalogue in the e-mail's language. The renderer knows the
 * language, not the brief's form of address: these messages never select on it (a test holds every catalogue to that).
 */
const LOOK_LABELS = {
  "calendar.add": "label.calendar",
  "event.date": "label.date",
  "event.time": "label.time",
  "event.venue": "label.venue",
  "event.join": "label.join",
  "offer.code": "label.code",
  "offer.until": "label.validUntil",
  "articles.title": "label.fromSite",
  "order.qty": "label.qty",
  "price.was": "label.was",
  "footer.unsubscribe": "footer.unsubscribe",
  "footer.preferences": "footer.preferences",
  "footer.visit": "footer.visit",
  "footer.viewInBrowser": "footer.viewInBrowser",
} as const satisfies Record<string, TextKey>;

// Product names: the same in every language.
const NAMES = { "calendar.google": "Google Calendar", "calendar.ics": "Apple, Outlook (.ics)" } as const;

export type LabelKey = keyof typeof LOOK_LABELS | keyof typeof NAMES;

const isLang = (v: string | undefined): v is Lang => !!v && (LANGS as readonly string[]).includes(v);

export function label(key: LabelKey, lang?: string, vars: Record<string, string> = {}): string {
  if (key in NAMES) return NAMES[key as keyof typeof NAMES];
  const l = isLang(lang) ? lang : "en";
  const source = LOOK_LABELS[key as keyof typeof LOOK_LABELS];
  const text = t(l, source, { ...vars, form: "formal" });
  if (text !== t(l, source, { ...vars, form: "informal" }))
    throw new Error(`i18n: the renderer's ${l} label ${source} depends on the form of address`);
  // The fixed words follow the language's punctuation as the copy does ("Des questions ?").
  return lang === "fr" ? frenchSpacing(text) : text;
}
