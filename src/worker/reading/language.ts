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
  pl: [
    "w",
    "z",
    "się",
    "jest",
    "że",
    "dla",
    "oraz",
    "od",
    "jak",
    "który",
    "która",
    "które",
    "nasz",
    "nasza",
    "nasze",
    "naszym",
    "twój",
    "twoje",
    "państwa",
    "zapraszamy",
    "będzie",
    "przez",
    "czy",
  ],
  cs: [
    "v",
    "ve",
    "že",
    "s",
    "jsou",
    "jako",
    "který",
    "která",
    "které",
    "náš",
    "naše",
    "vás",
    "vám",
    "vaše",
    "jste",
    "bude",
    "budou",
    "k",
    "ke",
    "při",
    "nebo",
    "také",
    "tento",
    "tato",
    "zveme",
    "těšíme",
  ],
  sv: [
    "och",
    "att",
    "det",
    "som",
    "är",
    "för",
    "din",
    "ditt",
    "dina",
    "vår",
    "våra",
    "vårt",
    "inte",
    "har",
    "hos",
    "från",
    "eller",
    "välkommen",
  ],
  da: [
    "og",
    "det",
    "som",
    "til",
    "din",
    "dit",
    "dine",
    "vores",
    "ikke",
    "har",
    "hos",
    "eller",
    "jer",
    "jeres",
    "velkommen",
  ],
  // Japanese writes no spaces: its evidence is its script (LETTERS).
  ja: [],
};

/**
 * Letters only one of the languages we write uses. tinyld's light profile knows neither Czech nor Danish, and on a
 * two-line brief a few of these settle what letter statistics cannot; Japanese kana settle Japanese.
 */
const LETTERS: Partial<Record<Lang, RegExp>> = {
  pl: /[ąęłńśźż]/giu,
  cs: /[ěřůťď]/giu,
  // "å" is Swedish or Danish; the letter statistics then tell which.
  sv: /[å]/giu,
  da: /[æøå]/giu,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu,
};

const FIRST: Lang[] = ["en", "de", "fr", "es", "it", "nl", "pt"];
const ADDED = LANGS.filter((l) => !FIRST.includes(l));

function letterScores(text: string): Partial<Record<Lang, number>> {
  return Object.fromEntries(
    Object.entries(LETTERS).map(([l, re]) => [l, Math.min(5, text.match(re)?.length ?? 0)]),
  );
}

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
 * The language a text is written in, among the ones we write, or null when it is too short to tell.
 * tinyld (light profile, ~34 KB gzip) ranks the candidates; function words settle short and mixed texts.
 */
export function detectLanguage(raw: string): Lang | null {
  const text = raw
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+|\S+@\S+/gi, " ")
    .replace(/\b[A-Z0-9]{2,}\b/g, " ")
    .replace(/[\d\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  // A Japanese character carries about what two Latin letters do: a short Japanese brief still counts.
  const dense = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const letters = text.replace(/\s/g, "").length + dense;
  if (letters < 12) return null;
  const stop = stopwordScores(text);
  const script = letterScores(text);
  // A language we added later needs evidence of its own (a function word, a letter only it uses) before the letter
  // statistics count for it: tinyld normalises over its candidates, and more candidates tip a few-word text
  // ("Introducing Pocket Grinder click Buy" read as Spanish).
  const evidenced = ADDED.filter((l) => stop[l] + (script[l] ?? 0) > 0);
  const candidates = [...FIRST, ...evidenced];
  const ranked = detectAll(text, { only: candidates });
  const combined = candidates.map((l) => ({
    l,
    score: (ranked.find((r) => r.lang === l)?.accuracy ?? 0) * 3 + stop[l] + (script[l] ?? 0),
  }));
  combined.sort((a, b) => b.score - a.score);
  return combined[0].score > 0 ? combined[0].l : null;
}

/** `<html lang>` values like "de-CH" or "pt_BR" to a language we write, or null. */
export function normaliseLang(value: string | null | undefined): Lang | null {
  const primary = (value ?? "").trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}
