// The brief reader against the hand-written corpus (tests/fixtures/briefs): right / wrong / missed / invented per field,
// and the copy rules in the e-mails. The corpus written with the reader, the held-out set written by someone who had
// not seen the reader, a second blind set written after the reader reached 100% on the first two (the honest
// measurement now); then the whole.
import { tsImport } from "tsx/esm/api";

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
}

export async function run() {
  const { CORPUS, HELDOUT, HELDOUT2, BRIEFS } = await tsImport(
    "../../tests/fixtures/briefs/index.ts",
    import.meta.url,
  );
  const { scoreCorpus } = await tsImport("../../tests/fixtures/briefs/score.ts", import.meta.url);
  const { scoreEmails } = await tsImport("../../tests/fixtures/briefs/score-emails.ts", import.meta.url);
  await table("corpus (written with the reader)", CORPUS, scoreCorpus, scoreEmails);
  await table("held-out (written without seeing the reader)", HELDOUT, scoreCorpus, scoreEmails);
  await table(
    "second held-out (written blind, after the reader was tuned to the first two)",
    HELDOUT2,
    scoreCorpus,
    scoreEmails,
  );
  await table("whole corpus", BRIEFS, scoreCorpus, scoreEmails);
}
