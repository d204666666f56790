import { isMonthWord } from "./dates";
import { labelKey, type LabelKey } from "./words";
import { quotePattern } from "./quotes";

/** A sentence of the brief and where it stands in the text the reader read. */
export interface Segment {
  text: string;
  start: number;
  end: number;
  line: number;
}

/** Words a full stop shortens ("Str.", "z.B.", "inż."), and a single letter: their full stop ends no sentence. */
const ABBREVIATION = String.raw`Ctra|Av|Avda|Tel|Str|Co|Loc|Pl|Dr|Prof|Mr|Mrs|Ms|Mx|St|Mme|Mlle|Sra|Sr|Dra|Exmo|Exma|Ilmo|Ilma|Dott|Ing|Mag|Nr|No|nr|no|n|vs|ca|approx|aprox|incl|inkl|etc|ecc|enz|min|max|bzw|usw|ggf|evtl|vgl|sog|cf|env|bijv|Sp|mevr|dhr|mw|ul|al|os|inż|mgr|godz|np|tj|tzn|wg|woj|např|tzv|apod|nám|tlf|kl|bl\.a|f\.eks|t\.ex|o\.a|e\.g|i\.e|z\.B|p\.ex|p\.ej|p\.es|M|(?<![&/])[A-Za-z]`;
// A full stop ends a sentence before a capital, a digit or a quote; before a lower-case word too (briefs written in
// lower case: "title is "X". it's dec 3"), unless it ends an abbreviation or a single letter;
// before a colleague's handle too ("… /booking/manage. @Lucy can you check …").
const SENTENCE_END = new RegExp(
  String.raw`(?<!(?<![\p{L}\d])(?:${ABBREVIATION})\.)(?:(?<=[.!?])\s+(?=[\p{Lu}\d"“„«¿¡])|(?<=[!?])\s+(?=\p{Ll})|(?<=[\p{L}"”»')]\.)\s+(?=\p{Ll}))|(?<=[.!?])\s+(?=@\p{L})`,
  "gu",
);
/** Whether a text ends on an abbreviation's full stop ("massivholz vs."). */
const ABBREVIATION_END = new RegExp(String.raw`(?<![\p{L}\d])(?:${ABBREVIATION})\.$`, "u");
export const endsAbbreviation = (s: string): boolean => ABBREVIATION_END.test(s);

/** Whether a quotation opened in `s` is still open ("Webinar: "Heat pump or hybrid? ..." goes on after the "?"). */
function openQuote(s: string): boolean {
  const rest = s.replace(ALL_QUOTES, "");
  return /["“„«]/.test(rest) || (rest.match(/\(/g) ?? []).length > (rest.match(/\)/g) ?? []).length;
}
const ALL_QUOTES = quotePattern(1, 400);

/** The sentences of a paragraph, each with its offset: a question inside a quoted title does not end one. */
export function sentenceSpans(paragraph: string): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  const cuts = [...paragraph.matchAll(SENTENCE_END)].map((m) => [m.index, m.index + m[0].length]);
  for (const [end, next] of [...cuts, [paragraph.length, paragraph.length]]) {
    const raw = paragraph.slice(from, end);
    const lead = raw.length - raw.trimStart().length;
    const span: [number, number] = [from + lead, from + raw.trimEnd().length];
    from = next;
    if (span[1] <= span[0]) continue;
    const last = out[out.length - 1];
    // "14. April", "bis 31. März": a day's full stop before its month ends no sentence.
    const day = last && /(?<![\d.])\d{1,2}\.$/.test(paragraph.slice(last[0], last[1]));
    if (
      last &&
      (openQuote(paragraph.slice(last[0], last[1])) ||
        (day && isMonthWord(paragraph.slice(span[0]).split(/[\s,.!?;:]/)[0])))
    )
      last[1] = span[1];
    else out.push(span);
  }
  return out;
}

export function sentences(paragraph: string): string[] {
  return sentenceSpans(paragraph).map(([a, b]) => paragraph.slice(a, b));
}

export const BULLET = /^\s*(?:[-*•·–+]|\d{1,2}[.)])\s+/;
/** A chat message's time, after an optional date ("10:42", "24.11.26, 21:47", "24/11/2026 9:47 pm"). */
const STAMP = String.raw`(?:\d{1,4}[./-]\d{1,2}[./-]\d{2,4},?\s+)?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?`;
const SPEAKER = String.raw`[\p{L}@][\p{L}\d .'’_-]{0,40}?`;
/**
 * A chat log's speaker and time, time first ("[10:42] Marta Gil: ", a phone export's "24/11/2026, 21:47 - Marta: ")
 * or speaker first (a copied channel's "Tobias [14:02]: "), also inside a quote: who said it and when, not what the
 * e-mail says.
 */
export const CHAT = new RegExp(
  String.raw`^\s*(?:>\s*)?(?:\[?${STAMP}\]?\s+(?:[-–]\s+)?${SPEAKER}|\**${SPEAKER}\**\s+\[${STAMP}\])\s*:\s+`,
  "u",
);

/** An instruction's label inside a line ("... https://x.it/blog 2) abbinamenti ... Pulsante: x.it/shop"). */
const INLINE_LABEL = /\s(?=[\p{L}][\p{L} -]{1,20}\s?[:：]\s)/gu;

/** A bullet is one sentence, up to an instruction labelled inside it (a list item, then "Button: ..."). */
function bulletSpans(body: string): [number, number][] {
  const start = body.search(/\S/);
  const cut = [...body.matchAll(INLINE_LABEL)].find(
    (m) =>
      m.index > start + 2 &&
      // After a link or a blanked run, not inside a phrase ("secondary CTA: ...").
      /^$|[^\p{L}]/u.test(body.slice(0, m.index).split(/\s/).pop()!) &&
      INSTRUCTION_KEYS.has(labelKey(body.slice(m.index + 1).split(/\s?[:：]/)[0]) ?? "title"),
  );
  const end = body.trimEnd().length;
  return cut
    ? [
        [start, cut.index],
        [cut.index + 1, end],
      ]
    : [[start, end]];
}
const INSTRUCTION_KEYS = new Set<LabelKey>([
  "cta",
  "subject",
  "preheader",
  "headline",
  "tone",
  "signoff",
  "form",
  "note",
]);

/** The brief's sentences: a bullet line is one, a chat message's speaker is one of its own. */
export function segment(text: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  text.split("\n").forEach((line, i) => {
    const from = at;
    at += line.length + 1;
    if (!line.trim()) return;
    const chat = line.match(CHAT);
    const head = chat ? chat[0].length : 0;
    if (chat) out.push({ text: chat[0].trim(), start: from, end: from + head, line: i });
    const body = line.slice(head);
    const spans: [number, number][] = BULLET.test(body) ? bulletSpans(body) : sentenceSpans(body);
    for (const [a, b] of spans)
      out.push({ text: body.slice(a, b), start: from + head + a, end: from + head + b, line: i });
  });
  return out;
}
