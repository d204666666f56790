import { capitalise } from "../../../shared/capitalise";

/**
 * "Tell them their first backup runs tonight", "Let them know ...", "Sag ihnen, dass ...", "Dites-leur que ...": the
 * brief asks us to say something to the readers. What to say is copy, spoken to the reader ("Your first backup runs
 * tonight"); the ask is not.
 */

const PEOPLE_EN =
  "them|people|everyone|everybody|customers|users|subscribers|readers|members|attendees|guests|participants|clients|the team|our \\w+";

/** Each language: the ask, then what follows it (the connector "that", "dass", "que" is the second group). */
const ASKS: Record<string, RegExp> = {
  en: new RegExp(
    `^(?:(?:also|and|please|pls)\\s+)*(?:tell (?:${PEOPLE_EN})|let (?:${PEOPLE_EN}) know|remind (?:${PEOPLE_EN})|inform (?:${PEOPLE_EN})|say(?: to (?:${PEOPLE_EN}))?(?=\\s+(?:that|their|they|your|you|we|our|it|its|there)\\b)|mention(?=\\s+that\\b))(?:\\s+(that))?\\s*[:,–—-]?\\s+(.+)$`,
    "is",
  ),
  de: /^(?:(?:und|bitte)\s+)*(?:sag(?:t|en sie)?\s+(?:ihnen|allen|den \p{L}+)|teil(?:t|en sie)?\s+(?:ihnen|allen|den \p{L}+)\s+mit|lass(?:t)?\s+(?:sie|alle|die \p{L}+)\s+wissen|erinner(?:e|t|n sie)?\s+(?:sie|alle|die \p{L}+)(?:\s+daran)?)\s*[:,–—-]?\s*(dass\s+)?(.+)$/isu,
  fr: /^(?:(?:et|merci de)\s+)*(?:dites[- ]leur|dis[- ]leur|indiquez[- ]leur|précisez[- ]leur|rappelez[- ]leur|faites[- ]leur savoir|prévenez[- ]les|informez[- ]les)\s*[:,–—-]?\s*(qu['’e]\s*)?(.+)$/isu,
  es: /^(?:(?:y|por favor)\s+)*(?:diles|decidles|dígales|avísales|avisadles|infórmales|recuérdales|hazles saber|hágales saber)\s*[:,–—-]?\s*(que\s+)?(.+)$/isu,
  it: /^(?:(?:e|per favore)\s+)*(?:di['’]? loro|dì loro|dite loro|digli|ditegli|informali|informateli|ricorda loro|ricordate loro|ricordagli|fai sapere (?:loro|a tutti)|fagli sapere)\s*[:,–—-]?\s*(che\s+)?(.+)$/isu,
  nl: /^(?:(?:en|graag)\s+)*(?:vertel (?:ze|hen|iedereen|de \p{L}+)|laat (?:ze|hen|iedereen|de \p{L}+) weten|herinner (?:ze|hen|iedereen) eraan)\s*[:,–—-]?\s*(dat\s+)?(.+)$/isu,
  pt: /^(?:(?:e|por favor)\s+)*(?:diga[- ]lhes|diz[- ]lhes|diga a eles|avise[- ]os|avise[- ]as|informe[- ]os|lembre[- ]os|lembre[- ]lhes)\s*[:,–—-]?\s*(que\s+)?(.+)$/isu,
};

/** A sentence ends with its mark: "Thank you for booking" + "." when two are joined. */
const sentenceEnd = (s: string) => (/[.!?…]$/.test(s) ? s : `${s}.`);

/** The readers spoken of, as spoken to ("they're" -> "you're"; an apostrophe of either kind). */
const YOU = new Map(
  "they you|their your|theirs yours|them you|themselves yourselves|they're you're|they've you've|they'll you'll|they'd you'd"
    .split("|")
    .flatMap((p) => [p.split(" "), p.replaceAll("'", "’").split(" ")] as [string, string][]),
);

function english(s: string): string {
  return s.replace(/\b(?:they(?:['’](?:re|ve|ll|d))?|their|theirs|them|themselves)\b/gi, (w) => {
    const v = YOU.get(w.toLowerCase()) ?? w;
    return /^\p{Lu}/u.test(w) ? capitalise(v) : v;
  });
}

/** "dass sie ab Montag ihr Dashboard nutzen können" -> "Sie können ab Montag Ihr Dashboard nutzen"; null otherwise. */
function germanClause(clause: string): string | null {
  const end = clause.match(/[.!]?\s*$/)?.[0] ?? "";
  const words = clause
    .slice(0, clause.length - end.length)
    .trim()
    .split(/\s+/);
  // Only a clause whose subject is "sie" (the readers) turns into a main clause without guessing its grammar.
  if (words.length < 3 || !/^sie$/i.test(words[0])) return null;
  const verb = words[words.length - 1];
  const rest = words.slice(1, -1).join(" ");
  const polite = rest.replace(/\b(ihr(?:e[mnrs]?)?|ihnen)\b/g, (w) => capitalise(w));
  return `Sie ${verb} ${polite}${end.trim() || "."}`;
}

/**
 * What to say when the sentence asks us to tell the readers something; null when it does not. An empty string means it
 * asks but what it asks cannot be said to the reader without rewriting it (it is left out, as a note to us).
 */
export function whatToSay(sentence: string): string | null {
  const s = sentence.trim();
  // "Thank them for booking": the thanks, said to the reader.
  const thanks = s.match(
    new RegExp(`^(?:(?:also|and|please|pls)\\s+)*thank (?:${PEOPLE_EN}) (for\\s+\\p{L}.*)$`, "isu"),
  );
  // "Thank them for booking and say their matcher will be in touch": each half on its own.
  const both = s.match(/^(.+?)\s+and\s+((?:also\s+)?(?:say|mention|tell|let|remind|inform)\b.+)$/is);
  if (both) {
    const first = whatToSay(both[1]);
    const second = whatToSay(both[2]);
    if (first !== null && second !== null) return [first, second].filter(Boolean).map(sentenceEnd).join(" ");
  }
  if (thanks) return `Thank you ${english(thanks[1].trim())}`;
  for (const [lang, re] of Object.entries(ASKS)) {
    const m = s.match(re);
    if (!m) continue;
    const that = !!m[1];
    let said = m[2].trim();
    if (said.replace(/[^\p{L}]+/gu, "").length < 3) return "";
    if (lang === "en") {
      // "Tell them to bring their laptop": what to do, said to the reader ("Bring your laptop").
      if (/^to\s+\p{L}/iu.test(said)) said = said.replace(/^to\s+/i, "");
      else if (/^(?:about|of)\s/i.test(said)) return "";
      said = english(said);
    } else if (lang === "de" && that) said = germanClause(said) ?? "";
    else if (lang === "nl" && that)
      said = ""; // a subordinate clause ends on its verb: not a sentence to print
    else if (lang === "fr" && that) {
      if (/\b(?:ils|elles|eux)\b/i.test(said)) said = "";
      else said = said.replace(/\bleurs\b/gi, "vos").replace(/\bleur\b(?=\s+\p{L})/giu, "votre");
    } else if (lang === "it" && that)
      said = said
        .replace(/\bil loro\b/gi, "il vostro")
        .replace(/\bla loro\b/gi, "la vostra")
        .replace(/\bi loro\b/gi, "i vostri")
        .replace(/\ble loro\b/gi, "le vostre");
    return said ? capitalise(said) : "";
  }
  return null;
}
