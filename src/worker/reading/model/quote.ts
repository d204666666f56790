import type { BriefSentence } from "../../../shared/facts";

export interface Span {
  start: number;
  end: number;
}

/**
 * Typography a model retypes without meaning anything by it: curly quotes, dashes, no-break spaces, a comma for a line
 * break. Letters are compared without case; digits and every other character exactly.
 */
const SAME: Record<string, string> = {
  "’": "'",
  "‘": "'",
  "´": "'",
  "`": "'",
  "“": '"',
  "”": '"',
  "„": '"',
  "«": '"',
  "»": '"',
  "–": "-",
  "—": "-",
  "‑": "-",
  "…": "...",
};

/** The text folded for comparison, with where each folded character came from. */
function folded(s: string): { text: string; at: number[] } {
  let text = "";
  const at: number[] = [];
  let space = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    // A comma before a space is a pause a model writes for a line break ("The Loft, 12 Main St" for two lines); a comma
    // between digits ("1,5") is never dropped.
    if (/\s/.test(ch) || (ch === "," && (i + 1 === s.length || /\s/.test(s[i + 1])))) {
      space = text.length > 0;
      continue;
    }
    if (space) {
      text += " ";
      at.push(i);
      space = false;
    }
    const lower = ch.toLowerCase();
    const out = SAME[ch] ?? (lower.length === 1 ? lower : ch);
    for (const c of out) {
      text += c;
      at.push(i);
    }
  }
  return { text, at };
}

/** Quote marks and sentence ends a model adds around what it copied ("'Elbe'", "Tuesday, 9 February."). */
const trimQuote = (q: string) => q.trim().replace(/^["'“„«‘]+|["'”»’.,;:]+$/g, "");

/**
 * Where the words of `quote` stand in `text` (between `from` and `to`), tolerant of case, whitespace and typographic
 * quotes and dashes, never of a digit or a letter: a quote that is not the brief's words is not found.
 */
export function locate(text: string, quote: string, from = 0, to = text.length): Span | null {
  const q = folded(trimQuote(quote)).text;
  if (q.length < 1) return null;
  const hay = folded(text.slice(from, to));
  const i = hay.text.indexOf(q);
  if (i < 0) return null;
  return { start: from + hay.at[i], end: from + hay.at[i + q.length - 1] + 1 };
}

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * The brief's lines, each with where it stands: the units roles are given to while the rule reader gives no sentences of
 * its own (a note or a forwarded header is a line of its own).
 */
export function segments(text: string): BriefSentence[] {
  const out: BriefSentence[] = [];
  let offset = 0;
  for (const line of text.split("\n")) {
    const lead = line.length - line.trimStart().length;
    const body = line.trim();
    if (body)
      out.push({
        text: body,
        start: offset + lead,
        end: offset + lead + body.length,
        role: "content",
        cue: null,
      });
    offset += line.length + 1;
  }
  return out;
}
