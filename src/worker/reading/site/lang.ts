import { detectAll, supportedLanguages, toISO2 } from "tinyld";
import { textOf } from "./dom";
import { metaValue, type Page } from "./page";
import type { Found } from "../../../shared/facts";

const primary = (v: string | null | undefined): string | null => {
  const p = (v ?? "")
    .trim()
    .toLowerCase()
    .split(/[-_,;\s]/)[0];
  return /^[a-z]{2,3}$/.test(p) && p !== "und" && p !== "mul" ? p : null;
};

/** ISO 639-1 codes tinyld's normal profile knows (62 languages: every language of the corpus but Galician). */
const KNOWN = new Set(supportedLanguages.map((l) => toISO2(l)));
/**
 * The languages a business's home page is written in, among those tinyld knows: not its constructed, classical or
 * thinly trained ones (Klingon, Esperanto, Latin, Kirundi), which catch menus of short foreign words.
 */
const LIVING = (
  "en de fr es it nl pt pl cs sk sv da no nb fi is hu ro bg ru uk be sr mk hr sl lt lv et el tr vi id ms tl ja zh ko " +
  "th hi bn ta ur fa ar he ga ca gl eu hy ka kk mn af sw"
)
  .split(" ")
  .filter((l) => KNOWN.has(l));

/** Languages close enough that letter statistics confuse them: a declared one of the pair is not contradicted. */
const CLOSE = [
  ["es", "gl", "pt", "ca"],
  ["cs", "sk"],
  ["da", "no", "nb", "nn", "sv"],
  ["ru", "uk", "be", "bg", "sr", "mk"],
  ["hr", "sr", "bs", "sl"],
  ["id", "ms"],
  ["ja", "zh"],
];
const close = (a: string, b: string) => a === b || CLOSE.some((g) => g.includes(a) && g.includes(b));

/** Scripts that name their language (or its few candidates) before any statistics. */
const SCRIPTS: [RegExp, string[]][] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, ["ja"]],
  [/\p{Script=Hangul}/gu, ["ko"]],
  [/\p{Script=Han}/gu, ["zh", "ja"]],
  [/\p{Script=Cyrillic}/gu, ["ru", "uk", "bg", "be", "sr", "mk", "kk"]],
  [/\p{Script=Greek}/gu, ["el"]],
  [/\p{Script=Arabic}/gu, ["ar", "fa", "ur"]],
  [/\p{Script=Hebrew}/gu, ["he", "yi"]],
  [/\p{Script=Thai}/gu, ["th"]],
  [/\p{Script=Devanagari}/gu, ["hi", "mr", "ne"]],
];

/** The visible text as words only: no addresses, numbers, symbols or shouted menu labels (they tip the statistics). */
function words(page: Page): string {
  const body = page.els.find((e) => e.name === "body");
  return (body ? textOf(body, 30_000) : "")
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+|[^\s@]{1,64}@\S+/gi, " ")
    .replace(/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu, " ")
    .replace(/[\d\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 6000);
}

/** The detector's first choice among `langs` on each of up to three stretches of the text, and how many agree. */
function vote(text: string, langs: string[]): { lang: string; accuracy: number } | null {
  const size = Math.max(300, Math.ceil(text.length / 3));
  const picks: string[] = [];
  for (let i = 0; i < text.length && picks.length < 3; i += size) {
    const best = detectAll(text.slice(i, i + size), { only: langs })[0];
    if (best) picks.push(best.lang);
  }
  const counts = new Map<string, number>();
  for (const l of picks) counts.set(l, (counts.get(l) ?? 0) + 1);
  const [lang, n] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return lang ? { lang, accuracy: n! / picks.length } : null;
}

/** The language of the visible text and how sure the detector is, within the script the text is written in. */
export function textLanguage(text: string): { lang: string; accuracy: number } | null {
  const letters = text.replace(/\s/g, "").length;
  if (letters < 60) return null;
  for (const [re, langs] of SCRIPTS) {
    const n = text.match(re)?.length ?? 0;
    if (n / letters < 0.3) continue;
    if (langs.length === 1) return { lang: langs[0], accuracy: 1 };
    return (
      vote(
        text,
        langs.filter((l) => KNOWN.has(l)),
      ) ?? { lang: langs[0], accuracy: 0.5 }
    );
  }
  // Latin text: the statistics, but never a language of another script (an English page without lang read as Hindi).
  return vote(
    text,
    LIVING.filter((l) => !SCRIPTS.some(([, langs]) => langs.includes(l))),
  );
}

/**
 * The page's language: `<html lang>` (else og:locale or content-language) checked against the visible text. The text
 * wins when the detector is sure, knows the declared language and finds one not close to it (a Vietnamese page
 * marked "en-US"); without a declaration, the text decides.
 */
export function readLang(page: Page): Found<string> | null {
  const html = primary(page.htmlLang);
  const meta = primary(metaValue(page, "og:locale", "content-language", "language", "dc.language"));
  const declared = html ?? meta;
  const text = words(page);
  const found = textLanguage(text);
  if (declared) {
    const contradicted =
      found &&
      found.accuracy >= 0.66 &&
      text.length >= 300 &&
      KNOWN.has(declared) &&
      !close(found.lang, declared);
    if (contradicted) return { value: found.lang, source: "text", confidence: 0.7 };
    return { value: declared, source: html ? "html lang" : "meta", confidence: html ? 0.9 : 0.8 };
  }
  return found
    ? { value: found.lang, source: "text", confidence: text.length > 400 && found.accuracy > 0.5 ? 0.7 : 0.5 }
    : null;
}
