// The brief reader against the hand-written corpus (tests/fixtures/briefs): right / wrong / missed / invented per field.
import { tsImport } from "tsx/esm/api";

export async function run() {
  const { BRIEFS } = await tsImport("../../tests/fixtures/briefs/index.ts", import.meta.url);
  const { scoreCorpus } = await tsImport("../../tests/fixtures/briefs/score.ts", import.meta.url);
  const { scoreEmails } = await tsImport("../../tests/fixtures/briefs/score-emails.ts", import.meta.url);
  const s = scoreCorpus(BRIEFS);
  console.log(`briefs: ${s.briefs}`);
  console.log(`name found: ${s.nameFoundPct}%`);
  for (const [field, t] of Object.entries(s.tally))
    console.log(
      `${field.padEnd(9)} ${String(s.fieldPct[field]).padStart(5)}%  right ${t.right}  wrong ${t.wrong}  missed ${t.missed}  invented ${t.invented}`,
    );
  console.log(`invented facts: ${s.invented}`);
  console.log(`silent corrections: ${s.silentCorrections}`);
  for (const r of s.results) if (r.problems.length) console.log(`  ${r.id}: ${r.problems.join("; ")}`);
  const e = await scoreEmails(BRIEFS);
  console.log(`e-mails: ${e.emails}`);
  console.log(`name in subject and headline: ${e.namedOk}/${e.named} (${e.namedPct}%)`);
  console.log(`main button to the brief's campaign link: ${e.linkOk}/${e.linked} (${e.linkPct}%)`);
  console.log(`raw URL lines or unlinked brief domains: ${e.rawUrlLines}`);
  console.log(`hostile text printed or in the subject: ${e.hostileLeaks}`);
  for (const p of e.problems) console.log(`  ${p}`);
}
