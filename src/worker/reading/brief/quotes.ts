/**
 * Quotations in a brief. A quotation closes with the mark that pairs with its opening one, so an apostrophe inside
 * ("kmo's", "dell'Alto", "l'été") does not end it, and a quotation opened with „ may close with “ as German writes it.
 */
const PAIRS: [open: string, close: string][] = [
  ['"', '"”“'],
  ["“", '”"'],
  ["”", '”"'],
  ["„", '“”"'],
  ["«", "»"],
  ["»", "«"],
  ["‚", "‘’"],
  ["‘", "’"],
];
const esc = (s: string) => s.replace(/[\\\]^-]/g, "\\$&");
/** One alternative per opening mark, its words as the only capture; then a plain ' that no letter touches outside. */
export const QUOTE_SOURCE = [
  ...PAIRS.map(([o, c]) => `${esc(o)}\\s?([^${esc(c)}${esc(o)}\\n]{MIN,MAX}?)\\s?[${esc(c)}]`),
  `(?<![\\p{L}\\d])'((?:[^'\\n]|'(?=[\\p{L}\\d])){MIN,MAX}?)'(?![\\p{L}\\d])`,
].join("|");
/** How many capturing groups QUOTE_SOURCE holds, for patterns that add their own after it. */
export const QUOTE_GROUPS = PAIRS.length + 1;

/** A pattern of quotations whose words run from `min` to `max` characters. */
export const quotePattern = (min: number, max: number, flags = "gu") =>
  new RegExp(QUOTE_SOURCE.replaceAll("MIN", String(min)).replaceAll("MAX", String(max)), flags);

/** The words inside a quotation matched by a pattern built on QUOTE_SOURCE. */
export const quoted = (m: RegExpMatchArray): string | undefined =>
  m.slice(1, QUOTE_GROUPS + 1).find((g) => g != null);
