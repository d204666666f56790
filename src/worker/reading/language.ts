import { detectAll } from "tinyld/light";
import { LANGS, type Lang } from "../../shared/facts";

/** Function words: on a two-line brief they decide more reliably than letter statistics. */
const STOPWORDS: Record<Lang, string[]> = {
  en: [
    "the",
    "and",
    "with",
    "for",
    "our",
    "you",
    "your",
    "join",
    "will",
    "this",
    "are",
    "from",
    "please",
    "new",
    "we",
    "us",
    "of",
    "to",
    "is",
    "on",
    "at",
  ],
  de: [
    "der",
    "die",
    "das",
    "und",
    "mit",
    "für",
    "wir",
    "unser",
    "unsere",
    "sie",
    "ihr",
    "ist",
    "nicht",
    "ein",
    "eine",
    "zum",
    "zur",
    "bitte",
    "neue",
    "neuen",
    "auf",
    "im",
    "am",
    "um",
    "uns",
    "den",
    "dem",
    "des",
    "laden",
    "herzlich",
  ],
  fr: [
    "le",
    "la",
    "les",
    "et",
    "avec",
    "pour",
    "nous",
    "notre",
    "nos",
    "vous",
    "votre",
    "est",
    "une",
    "des",
    "du",
    "au",
    "aux",
    "sur",
    "dans",
    "rejoignez",
    "nouveau",
    "nouvelle",
  ],
  es: [
    "el",
    "la",
    "los",
    "las",
    "y",
    "con",
    "para",
    "nuestro",
    "nuestra",
    "nuestros",
    "usted",
    "su",
    "es",
    "una",
    "del",
    "al",
    "en",
    "por",
    "únase",
    "nuevo",
    "nueva",
    "te",
    "tu",
  ],
  it: [
    "il",
    "lo",
    "gli",
    "le",
    "e",
    "con",
    "per",
    "nostro",
    "nostra",
    "voi",
    "vostro",
    "è",
    "una",
    "del",
    "della",
    "al",
    "alla",
    "nel",
    "nella",
    "nuovo",
    "nuova",
    "di",
    "che",
  ],
  nl: [
    "de",
    "het",
    "een",
    "en",
    "met",
    "voor",
    "wij",
    "we",
    "onze",
    "ons",
    "jij",
    "je",
    "u",
    "uw",
    "is",
    "van",
    "op",
    "bij",
    "nieuwe",
    "graag",
    "niet",
  ],
  pt: [
    "o",
    "os",
    "as",
    "e",
    "com",
    "para",
    "nosso",
    "nossa",
    "você",
    "seu",
    "sua",
    "é",
    "uma",
    "do",
    "da",
    "dos",
    "das",
    "no",
    "na",
    "em",
    "novo",
    "nova",
    "não",
  ],
};

function stopwordScores(text: string): Record<Lang, number> {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const scores = Object.fromEntries(LANGS.map((l) => [l, 0])) as Record<Lang, number>;
  for (const w of words) for (const l of LANGS) if (STOPWORDS[l].includes(w)) scores[l]++;
  return scores;
}

/**
 * The language a text is written in, among the seven we write, or null when it is too short to tell.
 * tinyld (light profile, ~34 KB gzip) ranks the candidates; function words settle short and mixed texts.
 */
export function detectLanguage(raw: string): Lang | null {
  const text = raw
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+/gi, " ")
    .replace(/\b[A-Z0-9]{2,}\b/g, " ")
    .replace(/[\d\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const letters = text.replace(/\s/g, "").length;
  if (letters < 12) return null;
  const stop = stopwordScores(text);
  const ranked = detectAll(text, { only: [...LANGS] }).filter((r): r is { lang: Lang; accuracy: number } =>
    (LANGS as readonly string[]).includes(r.lang),
  );
  const combined = LANGS.map((l) => ({
    l,
    score: (ranked.find((r) => r.lang === l)?.accuracy ?? 0) * 3 + stop[l],
  }));
  combined.sort((a, b) => b.score - a.score);
  return combined[0].score > 0 ? combined[0].l : null;
}

/** `<html lang>` values like "de-CH" or "pt_BR" to a language we write, or null. */
export function normaliseLang(value: string | null | undefined): Lang | null {
  const primary = (value ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}
