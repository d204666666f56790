import { alt, type Words } from "./words";

/**
 * Words with which a brief takes back what it just wrote and says it again ("free winter tyres ... eh nee Jos zegt:
 * free delivery pack", "20% off, no wait, 15%"), per language.
 */
const TAKE_BACK: Words = {
  en: "no wait|wait, no|wait no|scratch that|sorry, i mean|sorry i mean|correction:|actually no|actually, no|make that|i meant",
  de: "äh nein|ähm nein|äh, nein|ähm, nein|nee warte|nein warte|halt, nein|sorry, ich meine|sorry ich meine|korrektur:|ich meinte",
  fr: "euh non|euh, non|non attends|non, attends|pardon, je veux dire|correction :|correction:|je voulais dire",
  es: "perdón, quise decir|perdon, quise decir|no, espera|no espera|corrijo:|corrección:|mejor dicho|quise decir",
  it: "no aspetta|no, aspetta|scusa, intendevo|correzione:|volevo dire",
  nl: "eh nee|uh nee|eh, nee|ehm nee|nee wacht|nee, wacht|sorry, ik bedoel|sorry ik bedoel|correctie:|ik bedoelde",
  pt: "não, espera|nao, espera|correção:|correcao:|quis dizer|aliás, não",
  pl: "nie, czekaj|nie czekaj|poprawka:|sorry, chodziło mi o|chodziło mi o",
  cs: "ne, počkej|oprava:|myslel jsem",
  sv: "nej vänta|nej, vänta|rättelse:|jag menade",
  da: "nej vent|nej, vent|rettelse:|jeg mente",
};
// The marker, then who said so ("Jos zegt:", "says Anna:") when a colon follows within a few words.
const MARKER = new RegExp(
  `(?:^|[\\s,.;(])(?:\\.{2,}|…)?\\s*${alt(TAKE_BACK)}(?:[ \\t]+[^\\n:.]{1,30}:)?[ \\t,:]*`,
  "giu",
);

/**
 * The brief without what it took back: from the start of the clause the old value stands in (a line, a list item, a
 * label's colon or a sentence) to the marker and who said so, blanked with spaces so every offset stays. Only a clause
 * that held a figure (a price, a date, a number) is taken back; a marker with nothing after it on its line is left.
 */
export function withoutTakenBack(text: string): string {
  let out = text;
  for (const m of text.matchAll(MARKER)) {
    const end = m.index + m[0].length;
    if (!/\S/.test(text.slice(end).split("\n")[0])) continue;
    const before = text.slice(0, m.index);
    const from = Math.max(
      before.lastIndexOf("\n") + 1,
      ...[...before.matchAll(/(?::|[.!?](?!\d))[ \t]+/g)].map((b) => b.index + b[0].length),
    );
    if (!/\d/.test(text.slice(from, m.index))) continue;
    // A list item's bullet stays.
    const start =
      from + (text.slice(from, m.index).match(/^[ \t]*(?:[-*•·]|\d{1,2}[.)])[ \t]+/)?.[0].length ?? 0);
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, " ") + out.slice(end);
  }
  return out;
}
