import type { BriefReading, LeftOut } from "../../../shared/facts";
import { FIELD_LABELS, type FieldKey } from "./brief-fields";

/** What a stretch of the brief was taken for: a fact (of a field), an instruction, or left out and why. */
export type MarkKind = "fact" | "instruction" | LeftOut["reason"];

export interface Mark {
  start: number;
  end: number;
  kind: MarkKind;
  key: FieldKey | null;
  label: string;
}

/** The reader's span fields as the panel's fields. */
const FIELD_OF: Record<string, FieldKey> = {
  name: "name",
  date: "date",
  time: "time",
  zone: "zone",
  duration: "duration",
  venue: "venue",
  speaker: "speakers",
  product: "products",
  offer: "offer",
  code: "offer",
  article: "articles",
  tone: "tone",
};

const KIND_LABEL: Record<LeftOut["reason"], string> = {
  note: "Note for the team",
  quoted: "Quoted mail",
  refused: "Not taken",
};

/** The panel field a fact's span belongs to; a link is the "Main link" only when it is the main button's. */
function keyOf(field: string, value: string, u: BriefReading): FieldKey | null {
  if (field.startsWith("link:")) return value === u.campaign.mainLink?.url ? "linkUrl" : null;
  if (field === "date") return value === u.campaign.dates[0]?.iso ? "date" : null;
  return FIELD_OF[field] ?? null;
}

/** Every stretch of the brief the reading used or left out, with what for. */
export function marksOf(u: BriefReading): Mark[] {
  const marks: Mark[] = [];
  for (const f of u.facts) {
    const key = keyOf(f.field, f.value, u);
    // What not to mention is an instruction to the writer, whichever list the reader put it in.
    if (f.field === "dont")
      marks.push({ start: f.start, end: f.end, kind: "instruction", key: null, label: "Instruction" });
    else
      marks.push({ start: f.start, end: f.end, kind: "fact", key, label: key ? FIELD_LABELS[key] : f.field });
  }
  for (const i of u.campaign.instructions ?? []) {
    const at = i.quote ? u.text.indexOf(i.quote) : -1;
    if (at >= 0)
      marks.push({
        start: at,
        end: at + i.quote.length,
        kind: "instruction",
        key: null,
        label: "Instruction",
      });
  }
  for (const l of u.leftOut ?? [])
    if (l.start !== null && l.end !== null)
      marks.push({ start: l.start, end: l.end, kind: l.reason, key: null, label: KIND_LABEL[l.reason] });
  return marks.filter((m) => m.start >= 0 && m.end <= u.text.length && m.end > m.start);
}

/** The words each field was read from, as the brief writes them. */
export function sourcesOf(u: BriefReading, marks: Mark[]): Partial<Record<FieldKey, string[]>> {
  const out: Partial<Record<FieldKey, string[]>> = {};
  for (const m of marks)
    if (m.kind === "fact" && m.key) {
      const words = u.text.slice(m.start, m.end).replace(/\s+/g, " ").trim();
      if (!(out[m.key] ??= []).includes(words)) out[m.key]!.push(words);
    }
  return out;
}

/** Which mark shows where several overlap: the field in focus, then facts, then the rest. */
const RANK: Record<MarkKind, number> = { fact: 4, refused: 3, instruction: 2, note: 1, quoted: 1 };

/** The brief cut where marks start and end, each piece with the mark it shows. */
export function piecesOf(
  text: string,
  marks: Mark[],
  active: FieldKey | null,
): { text: string; mark: Mark | null }[] {
  const cuts = [...new Set([0, text.length, ...marks.flatMap((m) => [m.start, m.end])])].sort(
    (a, b) => a - b,
  );
  const rank = (m: Mark) => RANK[m.kind] + (active && m.key === active ? 10 : 0);
  const out: { text: string; mark: Mark | null }[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [a, b] = [cuts[i], cuts[i + 1]];
    const mark = marks.filter((m) => m.start <= a && m.end >= b).sort((x, y) => rank(y) - rank(x))[0] ?? null;
    const last = out[out.length - 1];
    if (last && last.mark === mark) last.text += text.slice(a, b);
    else out.push({ text: text.slice(a, b), mark });
  }
  return out;
}
