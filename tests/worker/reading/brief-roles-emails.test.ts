import { describe, expect, it } from "vitest";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import { understandBrief } from "../../../src/worker/reading/brief/understand";
import { BLIND4, BLIND5, BRIEFS, HELDOUT2, NOW, type BriefCase } from "../../fixtures/briefs";
import { corpusInput, visibleText } from "../../fixtures/briefs/score-emails";

const SEEDS = [1, 2, 3];

const words = (s: string) =>
  s
    .normalize("NFC")
    .toLowerCase()
    .replace(/https?:\/\/\S+/g, " ")
    .split(/[^\p{L}\p{N}@'’-]+/u)
    .map((w) => w.replace(/^['’-]+|['’-]+$/g, ""))
    .filter(Boolean);

/** Every run of four words of a text. */
function runs(text: string): string[] {
  const w = words(text);
  return w.slice(0, Math.max(0, w.length - 3)).map((_, i) => w.slice(i, i + 4).join(" "));
}

/**
 * The runs of four words of the brief's notes, instructions and quoted mail that may not reach the e-mail: all of them
 * but those the reading states as facts or copy (a venue a signature repeats, the button's words an instruction gives).
 */
function unprintable(c: BriefCase): { run: string; sentence: string }[] {
  const read = understandBrief(c.brief, { now: NOW, lang: c.lang, campaignType: c.type });
  const { sentences = [], instructions = [], donts: _donts, ...facts } = read.campaign;
  const stated = ` ${words(
    [JSON.stringify(facts), ...instructions.filter((i) => i.kind !== "avoid").map((i) => i.value ?? "")].join(
      " ",
    ),
  ).join(" ")} `;
  return sentences
    .filter((s) => s.role === "note" || s.role === "instruction" || s.role === "quoted")
    .flatMap((s) => runs(s.text).map((run) => ({ run, sentence: s.text })))
    .filter(({ run }) => !stated.includes(` ${run} `));
}

describe("the e-mail never contains a sentence whose role is not content", () => {
  const cases = [...BRIEFS, ...HELDOUT2, ...BLIND4, ...BLIND5];

  it("has briefs with notes, instructions and quoted mail to check", () => {
    const checked = cases.filter((c) => unprintable(c).length);
    expect(checked.length).toBeGreaterThanOrEqual(80);
  });

  it("prints no run of four words of a note, an instruction or quoted mail, on three seeds", async () => {
    const gen = createBuiltinGenerator();
    const leaks: string[] = [];
    for (const c of cases) {
      const forbidden = unprintable(c);
      if (!forbidden.length) continue;
      for (const seed of SEEDS) {
        const t = await gen.generate(corpusInput(c, seed));
        const email = ` ${words(`${t.subject} . ${t.preheader} . ${visibleText(t.html)} . ${t.text}`).join(" ")} `;
        for (const f of forbidden)
          if (email.includes(` ${f.run} `))
            leaks.push(`${c.id}#${seed}: "${f.run}" (${f.sentence.slice(0, 60)})`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
