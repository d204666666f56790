import type { BriefReading, BriefSentence, LeftOut } from "../../../shared/facts";
import { BUILTIN_FOLLOWS } from "../../../shared/writer-follows";
import { readBrief, type ReadBriefOptions } from "../brief";
import { locate } from "./quote";
import type { Refusal } from "./verify";

/**
 * The rules' reading of a brief, with the text every reader reads (control characters out, markup, template syntax and
 * injections blanked), every sentence's role and the instructions: the rule reader gives them itself, so the model is
 * asked about the same sentences and its fallback is the same reading.
 */
export function readWithRules(
  brief: string,
  opts: ReadBriefOptions,
): { rules: BriefReading; text: string; sentences: BriefSentence[] } {
  const rules = readBrief(brief, opts);
  const sentences = rules.campaign.sentences ?? [];
  return { rules: { ...rules, reader: "rules" }, text: rules.text, sentences };
}

const WHY: Record<"note" | "quoted", string> = {
  note: "A note for the team: never printed.",
  quoted: "Quoted mail (a forward, a reply or a signature): never printed.",
};

/**
 * What the panel shows beside the facts: what was left out and why (notes for the team and quoted mail, one passage per
 * run of sentences; values the verifier refused), and each instruction marked followed or not followable.
 */
export function explain(
  reading: BriefReading,
  refused: (Refusal & { fallback: "rules" | "none" })[] = [],
): BriefReading {
  const leftOut: LeftOut[] = [];
  for (const s of reading.campaign.sentences ?? []) {
    if (s.role !== "note" && s.role !== "quoted") continue;
    const last = leftOut[leftOut.length - 1];
    if (last?.reason === s.role && last.end !== null && !reading.text.slice(last.end, s.start).trim()) {
      last.end = s.end;
      last.text = reading.text.slice(last.start!, s.end);
    } else leftOut.push({ reason: s.role, text: s.text, start: s.start, end: s.end, why: WHY[s.role] });
  }
  for (const x of refused) {
    const at = x.quote ? locate(reading.text, x.quote) : null;
    leftOut.push({
      reason: "refused",
      text: at ? reading.text.slice(at.start, at.end) : (x.quote ?? ""),
      start: at?.start ?? null,
      end: at?.end ?? null,
      field: x.field,
      value: x.value,
      why: `${x.why.charAt(0).toUpperCase()}${x.why.slice(1)}. ${x.fallback === "rules" ? "The rules' reading is used instead." : "Left out."}`,
    });
  }
  const instructions = (reading.campaign.instructions ?? []).map((i) => {
    if (typeof i.followed === "boolean") return i;
    const f = BUILTIN_FOLLOWS[i.kind];
    return { ...i, followed: f.follows, why: f.follows ? null : f.how };
  });
  return { ...reading, campaign: { ...reading.campaign, instructions }, leftOut };
}
