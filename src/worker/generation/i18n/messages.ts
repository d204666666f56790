import { IntlMessageFormat } from "intl-messageformat";
import type { Lang } from "../../../shared/facts";
import { CATALOGUES, type Catalogue } from "./catalogues";

export type MessageKey = keyof Catalogue;
/** A key whose message is one string. */
export type TextKey = { [K in MessageKey]: Catalogue[K] extends string ? K : never }[MessageKey];
/** A key whose message is a list of variants the seed picks from. */
export type ListKey = Exclude<MessageKey, TextKey>;
export type Values = Record<string, string | number>;

/** How the e-mail addresses its reader: du/Sie, tu/vous, tú/usted, jij/u, tu/Lei, tu/você, ty/Pan, ty/vy. */
export type Form = "formal" | "informal";

/** Each language's usual address in a brand's e-mail when the brief asks for none. */
export const DEFAULT_FORM: Record<Lang, Form> = {
  en: "informal",
  de: "formal",
  fr: "formal",
  es: "informal",
  it: "informal",
  nl: "informal",
  pt: "formal",
  pl: "informal",
  cs: "formal",
  sv: "informal",
  da: "informal",
  ja: "formal",
};

/** `<firstName>there</firstName>`: the reader's first name as the engine's merge tag, with the word for no name. */
const TAGS = { firstName: (chunks: string[]) => `{{first_name|${chunks.join("")}}}` };

// One parsed message per language and source: the catalogues and the variants derived from them are a bounded set.
const parsed = new Map<string, IntlMessageFormat>();

/**
 * Formats one ICU message of `lang`'s catalogue. intl-messageformat interprets the parsed message (no eval, no
 * `new Function`: Workers forbid both). A message whose argument has no value throws, so a slot never reaches a reader.
 */
export function format(lang: Lang, source: string, values: Values = {}): string {
  const id = `${lang}\u0000${source}`;
  let message = parsed.get(id);
  if (!message) {
    message = new IntlMessageFormat(source, lang);
    parsed.set(id, message);
  }
  const out = message.format<string>({ form: DEFAULT_FORM[lang], register: "none", ...TAGS, ...values });
  if (typeof out !== "string") throw new Error(`i18n: ${lang} message did not format to text: ${source}`);
  return out;
}

/** The fixed string `key` in `lang`, with its arguments filled. */
export function t(lang: Lang, key: TextKey, values?: Values): string {
  return format(lang, CATALOGUES[lang][key], values);
}

/** The variants of `key` in `lang`, unformatted: the caller picks one by the seed and formats it. */
export function variants(lang: Lang, key: ListKey): readonly string[] {
  return CATALOGUES[lang][key];
}

/** Every message of `lang` as written (for the model's facts check: the fixed strings may always appear). */
export function catalogueText(lang: Lang): string {
  return JSON.stringify(CATALOGUES[lang]);
}
