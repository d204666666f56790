import { cleanText } from "../../../shared/escape";
import type { BriefReading, BriefSentence, Instruction, LeftOut } from "../../../shared/facts";
import { BUILTIN_FOLLOWS } from "../../../shared/writer-follows";
import { readBrief, type ReadBriefOptions } from "../brief";
import { neutralise, withoutInternalNotes } from "../brief/hostile";
import { locate, overlaps, segments } from "./quote";
import type { Refusal } from "./verify";

/** The brief as every reader reads it: control characters out, markup, template syntax and injections blanked. */
export const briefText = (brief: string) => neutralise(cleanText(brief ?? "", 4000));

const blankIn = (s: string, x: BriefSentence) => !s.slice(x.start, x.end).trim();

/**
 * Every sentence with the rules' role. Until the rule reader gives roles itself they are read off what it kept out of
 * its text (a note for the team, quoted mail) and the instructions it found; everything else counts as content.
 */
function rulesRoles(text: string, rules: BriefReading): BriefSentence[] {
  if (rules.campaign.sentences?.length) return rules.campaign.sentences;
  const notes = withoutInternalNotes(text);
  const asked = rules.facts.filter((f) => f.field === "dont" || f.field === "tone");
  return segments(text).map((s): BriefSentence => {
    if (blankIn(notes, s)) return { ...s, role: "note", cue: "internal" };
    if (blankIn(rules.text, s)) return { ...s, role: "quoted", cue: "mail thread" };
    const ask = asked.find((f) => overlaps(f, s));
    return ask ? { ...s, role: "instruction", cue: ask.field } : s;
  });
}

/** The instructions the rules found: their own list, else what not to mention and the tone they asked for. */
function rulesInstructions(text: string, rules: BriefReading): Instruction[] {
  if (rules.campaign.instructions) return rules.campaign.instructions;
  return rules.facts
    .filter((f) => f.field === "dont" || f.field === "tone")
    .map((f) => ({
      kind: f.field === "dont" ? "avoid" : "tone",
      quote: text.slice(f.start, f.end),
      value: f.field === "tone" ? (rules.campaign.register ?? f.value) : f.value,
    }));
}

/** The rules' reading of a brief, with the full text, every sentence's role and the instructions. */
export function readWithRules(
  brief: string,
  opts: ReadBriefOptions,
): { rules: BriefReading; text: string; sentences: BriefSentence[] } {
  const rules = readBrief(brief, opts);
  const text = briefText(brief);
  const sentences = rulesRoles(text, rules);
  const campaign = { ...rules.campaign, sentences, instructions: rulesInstructions(text, rules) };
  return { rules: { ...rules, text, campaign, reader: "rules" }, text, sentences };
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
