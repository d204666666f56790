// The brief reader against the hand-written corpus (tests/fixtures/briefs): right / wrong / missed / invented per field,
// and the copy rules in the e-mails. The corpus written with the reader, the held-out set written by someone who had
// not seen the reader, a second blind set written after the reader reached 100% on the first two, the round-4 blind set
// with what a customer checks beyond the facts (passages for the team printed, instructions followed); then the whole,
// and the reader's CPU time per brief.
import { cpuUsage } from "node:process";
import { tsImport } from "tsx/esm/api";

const SEEDS = [1, 2, 3];

async function table(title, cases, scoreCorpus, scoreEmails) {
  const s = scoreCorpus(cases);
  const e = await scoreEmails(cases);
  const named = cases.filter((c) => c.name).length;
  console.log(`\n-- ${title}: ${s.briefs} briefs --`);
  console.log(`name found: ${s.nameFound}/${named} (${s.nameFoundPct}%)`);
  for (const [field, t] of Object.entries(s.tally))
    console.log(
      `${field.padEnd(9)} ${String(s.fieldPct[field]).padStart(5)}%  right ${t.right}  wrong ${t.wrong}  missed ${t.missed}  invented ${t.invented}`,
    );
  console.log(`invented facts: ${s.invented}`);
  console.log(`silent corrections: ${s.silentCorrections}`);
  console.log(`e-mails: ${e.emails}`);
  console.log(`name in subject and headline: ${e.namedOk}/${e.named} (${e.namedPct}%)`);
  console.log(`main button to the brief's campaign link: ${e.linkOk}/${e.linked} (${e.linkPct}%)`);
  console.log(`raw URL lines or unlinked brief domains: ${e.rawUrlLines}`);
  console.log(`hostile text printed or in the subject: ${e.hostileLeaks}`);
  console.log(`e-mails failing the output contract (seeds 1-3): ${e.contractFailures}`);
  const problems = [
    ...s.results.filter((r) => r.problems.length).map((r) => `${r.id}: ${r.problems.join("; ")}`),
    ...e.problems,
  ];
  for (const p of problems) console.log(`  ${p}`);
  return { s, e };
}

/** What a customer checks beyond the facts, on three seeds, and every check of the set together. */
async function instructions(cases, { s, e }, scoreInstructions, printInstructions, corpusInput) {
  const { createBuiltinGenerator } = await tsImport(
    "../../src/worker/generation/builtin.ts",
    import.meta.url,
  );
  const gen = createBuiltinGenerator();
  const t = await scoreInstructions(
    cases,
    async (c, seed) => {
      const r = await gen.generate(corpusInput(c, seed));
      return { subject: r.subject, preheader: r.preheader, html: r.html, text: r.text };
    },
    SEEDS,
  );
  printInstructions(`instructions and notes (seeds ${SEEDS.join(", ")})`, t);
  const facts = Object.values(s.tally).reduce(
    (n, f) => ({ right: n.right + f.right, all: n.all + f.right + f.wrong + f.missed + f.invented }),
    { right: 0, all: 0 },
  );
  const fully = s.results.filter((r) => !r.problems.length).length;
  const passed = facts.right + e.namedOk + e.linkOk + t.passed;
  const checks = facts.all + e.named + e.linked + t.checks;
  console.log(`fact checks: ${facts.right}/${facts.all} (${((facts.right / facts.all) * 100).toFixed(1)}%)`);
  console.log(`briefs with every fact right: ${fully}/${cases.length}`);
  console.log(`all checks: ${passed}/${checks} (${((passed / checks) * 100).toFixed(1)}%)`);
}

/** CPU time the reader spends per brief (process CPU, not wall clock), over every brief a few times. */
function cpuPerBrief(cases, readCase) {
  for (const c of cases) readCase(c);
  const rounds = 5;
  const times = [];
  for (let r = 0; r < rounds; r++)
    for (const c of cases) {
      const before = cpuUsage();
      readCase(c);
      const used = cpuUsage(before);
      times.push((used.user + used.system) / 1000);
    }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`\n-- reading CPU per brief (${cases.length} briefs x ${rounds}) --`);
  console.log(
    `mean ${mean.toFixed(2)} ms  median ${at(50).toFixed(2)} ms  p95 ${at(95).toFixed(2)} ms  max ${at(100).toFixed(2)} ms`,
  );
}

export async function run() {
  const { CORPUS, HELDOUT, HELDOUT2, BLIND4, BRIEFS } = await tsImport(
    "../../tests/fixtures/briefs/index.ts",
    import.meta.url,
  );
  const { scoreCorpus, readCase } = await tsImport("../../tests/fixtures/briefs/score.ts", import.meta.url);
  const { scoreEmails, corpusInput } = await tsImport(
    "../../tests/fixtures/briefs/score-emails.ts",
    import.meta.url,
  );
  const { scoreInstructions, printInstructions } = await tsImport(
    "../../tests/fixtures/briefs/score-instructions.ts",
    import.meta.url,
  );
  await table("corpus (written with the reader)", CORPUS, scoreCorpus, scoreEmails);
  await table("held-out (written without seeing the reader)", HELDOUT, scoreCorpus, scoreEmails);
  await table(
    "second held-out (written blind, after the reader was tuned to the first two)",
    HELDOUT2,
    scoreCorpus,
    scoreEmails,
  );
  const blind = await table(
    "round-4 blind set (written blind, measured here, never asserted)",
    BLIND4,
    scoreCorpus,
    scoreEmails,
  );
  await instructions(BLIND4, blind, scoreInstructions, printInstructions, corpusInput);
  await table("whole corpus", BRIEFS, scoreCorpus, scoreEmails);
  cpuPerBrief([...BRIEFS, ...HELDOUT2, ...BLIND4], readCase);
}
