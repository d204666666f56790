import { capitalise } from "../../../shared/capitalise";
import { cleanText } from "../../../shared/escape";
import type { BriefSentence, Instruction, InstructionKind, Lang, SentenceRole } from "../../../shared/facts";
import { CUES, LANGUAGE_NAMES, REGISTERS } from "./cues";
import { hasLink, LINK_RE } from "./links";
import { whatToSay } from "./say";
import { isMonthWord } from "./dates";
import { alt, anyCase, labelKey, LABELS, type LabelKey, WEEKDAY_WORDS, type Words } from "./words";

/** A sentence of the brief and where it stands in the text the reader read. */
export interface Segment {
  text: string;
  start: number;
  end: number;
  line: number;
}

/** What one sentence is for, the cue that said so, and the instructions it gives. */
interface Reading {
  role: SentenceRole;
  cue: string | null;
  instructions?: Found[];
  /** A note's head ending its line ("Notes for Sam:") makes the lines under it notes, up to a blank line. */
  block?: boolean;
}

const re = (source: string, flags = "iu") => new RegExp(source, flags);
/** Word edges that hold for every alphabet (`\b` knows only ASCII). */
const W0 = "(?<![\\p{L}\\d])";
const W1 = "(?![\\p{L}\\d])";
const word = (t: Words | string) => `${W0}${alt(t)}${W1}`;
const C = CUES;

// A full stop ends a sentence before a capital, a digit or a quote; before a lower-case word too (briefs written in
// lower case: "title is "X". it's dec 3"), unless it ends an abbreviation or a single letter.
const SENTENCE_END =
  /(?<!(?<![\p{L}\d])(?:Ctra|Av|Avda|Tel|Str|Co|Loc|Pl|Dr|Prof|Mr|Mrs|Ms|Mx|St|Mme|Mlle|Sra|Sr|Dra|Dott|Ing|Mag|Nr|No|nr|no|n|vs|ca|approx|aprox|incl|inkl|etc|ecc|enz|min|max|bzw|usw|ggf|evtl|vgl|sog|cf|env|bijv|e\.g|i\.e|z\.B|p\.ex|p\.ej|p\.es|M|(?<![&/])[A-Za-z])\.)(?:(?<=[.!?])\s+(?=[\p{Lu}\d"“„«¿¡])|(?<=[!?])\s+(?=\p{Ll})|(?<=[\p{L}"”»')]\.)\s+(?=\p{Ll}))/gu;

/** Whether a quotation opened in `s` is still open ("Webinar: "Heat pump or hybrid? ..." goes on after the "?"). */
function openQuote(s: string): boolean {
  const n = (r: RegExp) => (s.match(r) ?? []).length;
  return (
    n(/"/g) % 2 === 1 ||
    n(/«/g) > n(/»/g) ||
    n(/„/g) > n(/[“”]/g) ||
    n(/“/g) - n(/„/g) > n(/”/g) ||
    n(/\(/g) > n(/\)/g)
  );
}

/** The sentences of a paragraph, each with its offset: a question inside a quoted title does not end one. */
function sentenceSpans(paragraph: string): [number, number][] {
  const out: [number, number][] = [];
  let from = 0;
  const cuts = [...paragraph.matchAll(SENTENCE_END)].map((m) => [m.index, m.index + m[0].length]);
  for (const [end, next] of [...cuts, [paragraph.length, paragraph.length]]) {
    const raw = paragraph.slice(from, end);
    const lead = raw.length - raw.trimStart().length;
    const span: [number, number] = [from + lead, from + raw.trimEnd().length];
    from = next;
    if (span[1] <= span[0]) continue;
    const last = out[out.length - 1];
    // "14. April", "bis 31. März": a day's full stop before its month ends no sentence.
    const day = last && /(?<![\d.])\d{1,2}\.$/.test(paragraph.slice(last[0], last[1]));
    if (
      last &&
      (openQuote(paragraph.slice(last[0], last[1])) ||
        (day && isMonthWord(paragraph.slice(span[0]).split(/[\s,]/)[0])))
    )
      last[1] = span[1];
    else out.push(span);
  }
  return out;
}

export function sentences(paragraph: string): string[] {
  return sentenceSpans(paragraph).map(([a, b]) => paragraph.slice(a, b));
}

const BULLET = /^\s*(?:[-*•·–+]|\d{1,2}[.)])\s+/;
/** A chat log's speaker and time ("[10:42] Marta Gil: "): who said it, not what the e-mail says. */
const CHAT = /^\s*\[?\d{1,2}:\d{2}(?:\s?[AaPp][Mm])?\]?\s+[\p{L}@][\p{L}\d .'’_-]{0,40}?:\s+/u;

/** An instruction's label inside a line ("... https://x.it/blog 2) abbinamenti ... Pulsante: x.it/shop"). */
const INLINE_LABEL = /\s(?=[\p{L}][\p{L} -]{1,20}\s?[:：]\s)/gu;

/** A bullet is one sentence, up to an instruction labelled inside it (a list item, then "Button: ..."). */
function bulletSpans(body: string): [number, number][] {
  const start = body.search(/\S/);
  const cut = [...body.matchAll(INLINE_LABEL)].find(
    (m) =>
      m.index > start + 2 &&
      // After a link or a blanked run, not inside a phrase ("secondary CTA: ...").
      /^$|[^\p{L}]/u.test(body.slice(0, m.index).split(/\s/).pop()!) &&
      INSTRUCTION_KEYS.has(labelKey(body.slice(m.index + 1).split(/\s?[:：]/)[0]) ?? "title"),
  );
  const end = body.trimEnd().length;
  return cut
    ? [
        [start, cut.index],
        [cut.index + 1, end],
      ]
    : [[start, end]];
}
const INSTRUCTION_KEYS = new Set<LabelKey>([
  "cta",
  "subject",
  "preheader",
  "headline",
  "tone",
  "signoff",
  "form",
  "note",
]);

/** The brief's sentences: a bullet line is one, a chat message's speaker is one of its own. */
export function segment(text: string): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  text.split("\n").forEach((line, i) => {
    const from = at;
    at += line.length + 1;
    if (!line.trim()) return;
    const chat = line.match(CHAT);
    const head = chat ? chat[0].length : 0;
    if (chat) out.push({ text: chat[0].trim(), start: from, end: from + head, line: i });
    const body = line.slice(head);
    const spans: [number, number][] = BULLET.test(body) ? bulletSpans(body) : sentenceSpans(body);
    for (const [a, b] of spans)
      out.push({ text: body.slice(a, b), start: from + head + a, end: from + head + b, line: i });
  });
  return out;
}

// Quoted mail, read line by line.
const FORWARD = re(`^${alt(C.forward)}$`);
const HEADER = re(`^\\s*>?\\s*${alt(C.header)}\\s*[:：](?:\\s*\\S|\\s*$)`);
/** A chat export's speaker line ("**Raquel M.** 11:02", "Miriam Hofer 09:14"). */
const SPEAKER_LINE = /^\s*\**[\p{L}][\p{L} .'’-]{1,40}?\**\s+\[?\d{1,2}:\d{2}(?:\s?[AaPp][Mm])?\]?\s*$/u;
/** A name alone on its line ("Tobias", "Karim,"): a signature or a greeting, next to a closing or quoted mail. */
const NAME_LINE = /^\s*\p{Lu}[\p{Ll}'’-]+(?:\s\p{Lu}[\p{Ll}'’-]+)?\s*,?\s*$/u;
const FROM = re(`^\\s*>?\\s*${alt(C.from)}\\s*[:：]\\s*\\S`);
const REPLY = re(`${word(C.wrote)}\\s*[:：]\\s*$`);
const FOOTER = re(word(C.footer));
const CLOSING = re(
  anyCase(`^\\s*${alt(C.closing)}\\s*[,.!]*\\s*`) + "(?:\\p{Lu}[\\p{L}'’-]+)?\\s*[,.!]*\\s*$",
  "u",
);
const PERSON_LINE = /^\s*\p{Lu}[\p{Ll}'’]+(?:[ -]\p{Lu}[\p{L}'’]+){1,2}\s*$/u;
const CONTACT = /(?:\+?\d[\d\s()./-]{6,}\d|\S+@\S+\.\w+|\s\|\s|www\.|https?:)/;
const FACT_LABEL = /^\s*[\p{L}][\p{L} ]{1,25}\s?:\s/u;

/** Which lines are quoted mail (forward marks and headers, a quoted reply, a signature, a client's footer). */
function quotedLines(lines: string[]): (string | null)[] {
  const cue: (string | null)[] = lines.map(() => null);
  const bare = (l: string) => l.replace(/^[\s\-_=*>]+|[\s\-_=*:]+$/g, "");
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (FORWARD.test(bare(l)) || (FROM.test(l) && HEADER.test(lines[i + 1] ?? ""))) {
      cue[i] = FORWARD.test(bare(l)) ? "forward" : "header";
      let j = i + 1;
      while (
        j < lines.length &&
        (HEADER.test(lines[j]) || (!lines[j].trim() && HEADER.test(lines[j + 1] ?? "")))
      )
        cue[j++] = "header";
      i = j - 1;
    } else if (/^\s*>/.test(l))
      cue[i] = REPLY.test(l) ? "reply intro" : HEADER.test(l) ? "header" : "quoted reply";
    else if (SPEAKER_LINE.test(l)) cue[i] = "chat";
    else if (REPLY.test(l) && /[\d@<]/.test(l) && l.length < 200) {
      // A reply's intro: the quoted lines under it go, or everything after it when they are not marked.
      const marked = /^\s*>/.test(lines.slice(i + 1).find((x) => x.trim()) ?? "");
      for (
        let j = i;
        j < lines.length && (j === i || !marked || /^\s*>/.test(lines[j]) || !lines[j].trim());
        j++
      )
        cue[j] = j === i ? "reply intro" : "quoted reply";
    } else if (FOOTER.test(l) || /^\s*--\s*$/.test(l)) {
      for (let j = i; j < lines.length; j++) cue[j] ??= "footer";
      break;
    } else if (CLOSING.test(l)) {
      // A closing and the few short lines after it (a name, a title, a phone) end the brief: the signature.
      const rest = lines.slice(i + 1).filter((x, k) => x.trim() && !cue[i + 1 + k]);
      if (rest.length <= 10 && rest.every((x) => x.length <= 100 && !FACT_LABEL.test(x)))
        for (let j = i; j < lines.length; j++) cue[j] ??= "signature";
    }
  }
  // A name alone on its line signs off before quoted mail or after a closing ("Danke!⏎Tobias").
  for (let i = 0; i < lines.length; i++) {
    if (cue[i] || !NAME_LINE.test(lines[i])) continue;
    const next = lines.slice(i + 1).findIndex((l) => l.trim());
    const prev = lines.slice(0, i).findLastIndex((l) => l.trim());
    if ((next >= 0 && cue[i + 1 + next]) || (prev >= 0 && CLOSING.test(lines[prev]))) cue[i] = "signature";
  }
  // A contact block closing the brief without a closing line: a person's name, then a title, a company, a phone.
  let end = lines.length - 1;
  while (end >= 0 && (!lines[end].trim() || cue[end])) end--;
  let start = end;
  while (start > 0 && lines[start - 1].trim() && !cue[start - 1]) start--;
  const block = lines.slice(start, end + 1);
  if (
    block.length >= 2 &&
    block.length <= 8 &&
    PERSON_LINE.test(block[0]) &&
    block.some((l) => CONTACT.test(l)) &&
    block.every((l) => l.length <= 100 && !/[.!?]\s*$/.test(l.replace(/\S+@\S+|www\.\S+/g, "")))
  )
    for (let j = start; j <= end; j++) cue[j] = "signature";
  return cue;
}

// Sentences, by the cues of the tables.
const FOR = "(?:for|to|an|für|pour|para|per|voor|dla|pro|för|til|p/)";
const FOR_SOMEONE = `\\s+${FOR}\\s+[^:：\\n]{1,30}`;
/**
 * A note's head: "Notes for Owen:", "NB", "PS for the designer:", "Pd: para el diseñador", "(para a Joana:", and an
 * aside in brackets that says it is internal ("(intern!)", "(interno)").
 */
const NOTE_HEAD = re(
  anyCase(
    [
      `^\\(?(?:${alt(C.noteHead)}(?:${FOR_SOMEONE})?|${FOR}\\s+(?:(?:the|a|o|el|la|il|de|die|den)\\s+)?\\p{Lu}[\\p{L}-]+)\\s*[:：)]`,
      `^(?:ps|p\\.s\\.|pd|p\\.d\\.)\\s*:?\\s+${FOR}\\s+[^:：,\\n]{1,30}[,:：]`,
      `^(?:nb|n\\.b\\.|fyi|obs|ojo)${W1}[.,]?`,
      `\\((?:${alt(C.noteHead)})\\W{0,3}\\)`,
    ].join("|"),
  ),
  "u",
);
/** A colleague's handle ("@dana.k", "cc @marketing-ops"), not an e-mail address. */
const HANDLE = /(?<![\w.])@[\w.-]*[A-Za-z][\w.-]*(?![\w.]*@)/;
const CHANNEL = /^#[\w-]+$/;
const TEAM_LINK = re(alt(C.teamHost));
const ADDRESSED = re(
  `^(?:${anyCase(alt(C.greeting))}\\s+)?(?!${anyCase(alt(C.interjection))}${W1})\\p{Lu}[\\p{Ll}'’]+(?:\\s+\\p{Lu}[\\p{Ll}'’]+)?\\s*,(?:\\s+\\S|$)`,
  "u",
);
const GREETING_ONLY = re(
  `^${alt(C.greeting)}${W1}(?:\\s+(?:team|all|everyone|zusammen|ihr|équipe|tout le monde|equipo|chicos|ragazzi|allemaal|pessoal|gente|\\p{Lu}[\\p{L}'’-]+)){0,2}\\s*[,!.:]*$`,
);
const INTERJECTION = re(`^${alt(C.interjection)}${W1}`);
const THANKS = re(`^${alt(C.closing)}${W1}`);
const ASK = re(word(C.ask));
const PLEASE = re(word(C.please));
const HANDOVER = re(word(C.handover));
/** The work's own deadline: "by Friday", "bis morgen", "avant demain", "para el lunes", "by EOD". */
const WORK_DEADLINE = re(
  `${W0}(?:by|before|until|bis|vor|avant|d'ici|antes del?|para el|entro|prima di|voor|vóór|uiterlijk|até)\\s+(?:the\\s+|le\\s+|el\\s+|il\\s+|de\\s+|o\\s+)?(?:end of (?:the\\s+)?)?(?:${WEEKDAY_WORDS}|tomorrow|tmrw|tonight|eod|day|week|morgen|demain|mañana|domani|amanhã|next week|nächste woche)${W1}`,
);
const WORK = re(word(C.work));
const PROCESS = re(`${word(C.process)}|${WORK_DEADLINE.source}|${WORK.source}`);
/** The e-mail named before a colon ("Double-Opt-In Mail:", "Launch email:"): what follows is read on its own. */
const MAIL_HEAD = re(`^\\s*(?:[\\p{L}-]+\\s+){0,2}${alt(C.mail)}\\s*[:：]\\s+(?=\\S)`);
const MAIL = re(word(C.mail));
const MAKE = re(word(C.make));
const COMMISSION = re(
  `${word(C.mail)}(?:\\s+\\p{L}+){0,2}?\\s+(?:for|about|announcing|to announce|on|für|zu|zum|zur|über|pour|sur|de|para|sobre|del|per|su|di|voor|over|van|do|da|dla|pro|för|til)\\s+\\S`,
);
const NOT_FOR_MAIL = re(
  `${W0}(?:not|nicht|pas|no|non|niet|não|nie|ne|inte|ikke)\\s+(?:for|in|für|in|pour|dans|para|en|per|nel|nell'|voor|in|no|na|do|v|i|til)\\s+(?:the|this|die|der|das|den|l'|le|la|el|il|lo|de|het|o|a)?\\s*${alt(C.mail)}`,
);

// Instructions and their values.
const BUTTON_WORD = re(word({ ...LABELS.cta, en: "button|cta|call to action" }));
const SUBJECT_WORD = re(word(LABELS.subject));
const QUOTED = /["“„«‘]([^"“”„«»‘’\n]{2,80})["”“»’]|(?<![\p{L}\d])'([^'\n]{2,80})'(?![\p{L}\d])/u;
const ARROW = /(?:->|→|=>|➜|:)\s*(.+)$/u;
const TO_READER = re(
  `^\\s*(?:\\p{L}+\\s+){0,1}(?:your|yours|ihre?n?|deine?n?|dein|votre|vos|ton|ta|tes|tu|tus|su|sus|tuo|tua|tuoi|vostr\\p{L}*|je|jouw|uw|seu|sua|teu|tua)${W1}`,
);
const SHORT = re(word(C.short).replace(/\\\*/g, "\\d{1,4}"));
const KEEP_IT = re(
  `${W0}(?:keep|make|write|halte|halt|mach|fais|faites|garde|gardez|mantén|haz|tieni|fai|houd|hou|maak|mantenha|faça)\\s+(?:it|the \\p{L}+|things|es|den \\p{L}+|le|la|lo|het|o|a)?\\s*(?:\\p{L}+\\s+){0,2}`,
);
const TONE_WORDS = Object.entries(REGISTERS).map(([r, t]) => [r, re(word(t), "giu")] as const);
const STYLE = re(alt(C.styleLike).replace(/\\\*/g, "[\\p{L}'’ ]{1,30}?"));
const TRANSLATE = re(word(C.translate));
const INFORMAL = re(word(C.informal));
const FORMAL = re(word(C.formal));
const CLOSE_WITH = re(`${word(C.closeWith)}\\s*:?\\s*(.+)$`);
const MAIL_START = re(`^(?:[\\p{L}-]+\\s+){0,2}${alt(C.mail)}${W1}`);
const LINKS = new RegExp(LINK_RE.source, "gi");
const TONE_NOUN = re(
  word({
    en: "tone|voice|feel|vibe|sound",
    de: "ton|tonalität|stimmung",
    fr: "ton",
    es: "tono",
    it: "tono",
    nl: "toon",
    pt: "tom",
  }),
);
const PRONOUNS = {
  informal: re(
    `${W0}(?:use|verwende|nutze|utilise|utilisez|usa|usar|gebruik|use|per|mit|with|in)\\s+["„“']?(?:du|tu|tú|jij|je|você)["“”']?${W1}`,
  ),
  formal: re(
    `${W0}(?:use|verwende|nutze|utilise|utilisez|usa|usar|gebruik|use|per|mit|with|in)\\s+["„“']?(?:sie|vous|usted|u|lei|o senhor)["“”']?${W1}`,
  ),
};
const LANGUAGE_OF = Object.entries(LANGUAGE_NAMES).map(([l, t]) => [l as Lang, re(word(t!))] as const);
/** A second button is a link to include, never the main one ("secondary CTA: book a demo"). */
const SECOND = re(
  `${W0}(?:secondary|second|other|zweite[rns]?|sekundär\\p{L}*|secondaire|autre|secundario|segundo|otro|secondario|altro|tweede|andere|secundário|outro)\\s+(?:\\p{L}+\\s+)?${alt({ ...LABELS.cta, en: "button|cta|call to action|link" })}`,
);
/** "make this the main button", "use it as the CTA": the thing the sentence names is the button's. */
const MAKE_IT = re(
  `${W0}(?:make|use|mach|utilise|usa|gebruik|use)\\s+(?:this|it|that|das|es|ça|esto|questo|dit|isso)${W1}`,
);
const INCLUDE_IT = re(`[,;:(—–-]\\s*(?:\\p{L}+\\s+){0,2}?${alt(C.includeIt)}${W1}`);
const INCLUDE_START = re(
  `^(?:(?:also|and|\\+|pls|please|bitte|gerne|gern|aussi|también|anche|ook|também|und|et|y|e|en)\\s+)*${alt(C.include)}${W1}`,
);
const AVOID = re(
  `${W0}${alt(C.negate)}((?:\\s+\\p{L}+){0,2}?)\\s+(${alt(C.avoidVerb)}(?:-?(?:lo|la|los|las|li|le|ne|o|a))?)${W1}\\s*(.*)$`,
);
/** A pronoun as the whole object ("don't put it in the email", "nicht es verlinken"): it names nothing itself. */
const PRONOUN =
  /^(?:it|this|that|them|es|das|ça|cela|het|dit|dat|isso|isto)(?:\s+(?:in|on|at|into|anywhere|near|im|in der|dans|en|nel|no|na)\b|\s*[,.!;]|\s*$)/iu;
/** Verb first, the negation after the object (Dutch, German): "Zet de Teams-link NIET in de mail", "Nenne den Preis
 * nicht". */
const AVOID_V1 = re(`^(?:${alt(C.please)}\\s+)?${alt(C.avoidVerb)}\\s+(.+?)\\s+${alt(C.negate)}${W1}`);
/** "say nothing about X", "zeg niks over X", "sag nichts über X". */
const AVOID_NOTHING = re(
  `${alt(C.avoidVerb)}\\s+(?:nothing|nichts|rien|niks|niets|nada|niente)\\s+(?:about|of|on|über|von|zu|sur|de|du|sobre|del|su|di|over|van)\\s+(.+)$`,
);
/** Object-verb order (German, Dutch): "den Preis bitte nicht erwähnen", "geen prijzen noemen". */
const AVOID_LAST = re(
  `^(.*?)\\s*${W0}(?:bitte\\s+|graag\\s+)?${alt(C.negate)}\\s+${alt(C.avoidVerb)}\\s*[.!]?$`,
);
const NO_THING = re(
  `^(?:${alt(C.please)}\\s+)?(no|kein\\p{L}*|pas de|sin|niente|nessun\\p{L}*|geen|sem|bez|ingen|inga|nie)\\s+((?:\\p{L}[\\p{L}'’-]*\\s*){1,4})[.!]?$`,
);

/** A value as written, without the punctuation and quotes around it. */
const trim = (v: string) => v.replace(/^[\s"“„«'‘:–—-]+|[\s"”“»'’.,;:–—-]+$/gu, "");
const clean = (v: string) =>
  v
    .replace(/^[\s"“„«'‘:–—-]+|[\s"”“»'’.,;:!?–—-]+$/gu, "")
    .replace(/^(?:nada|nichts|rien|niente|niks|niets|nothing|anything)\s+/iu, "")
    .replace(/^(?:pas|not|nicht|niet|no|non|não|of|about|über|de|del|di|van|over|sobre|su)\s+/iu, "")
    .replace(
      /^(?:the|a|an|any|our|der|die|das|den|ein|eine|le|la|les|l'|un|une|el|los|las|uno|una|il|lo|gli|de|het|een|o|os|as|um|uma)\s+/iu,
      "",
    )
    .trim();
const quoted = (s: string) => {
  const m = s.match(QUOTED);
  return m ? (m[1] ?? m[2]).trim() : null;
};
/** A value ends where the sentence turns to something else: a clause, a reason, a link. */
const clause = (s: string) =>
  clean(
    s
      .split(/[,;(]|\s[–—-]\s|\b(?:tho|though|because|since|as|lol|pls|please|bitte|anywhere|at all)\b/iu)[0]
      .replace(LINKS, ""),
  );

function avoidValue(s: string): string | null {
  const q = quoted(s);
  const nothing = s.match(AVOID_NOTHING) ?? s.match(AVOID_V1);
  if (nothing) return q ?? clause(nothing[1]);
  const m = s.match(AVOID);
  if (m) {
    const [, between, verb, rest] = m;
    // "No need to print your ticket" speaks to the reader.
    if (TO_READER.test(rest)) return null;
    if (q && rest.includes(q)) return q;
    // "don't put it in the email": a pronoun names nothing.
    if (PRONOUN.test(rest.trim())) return "";
    // "NON scriverlo": the pronoun in the verb stands for the clause before it.
    if (/(?:lo|la)$/i.test(verb) && !rest.trim()) return clause(s.slice(0, m.index).split(/:\s/).pop()!);
    // Object before the verb (German, Dutch): "die Preise der Fräse NICHT nennen", "den Kurs nicht erwähnen".
    const before = s
      .slice(0, m.index)
      .split(/[,;:]\s|\s[–—-]\s/)
      .pop()!;
    return (
      clause(rest) ||
      clause(between.replace(/^\s*(?:please|pls|bitte|graag)\b/iu, "")) ||
      q ||
      clause(before.replace(/\b(?:bitte|graag|erstmal|noch|auch|also|please)\b/giu, "")) ||
      ""
    );
  }
  const last = s.match(AVOID_LAST);
  if (last)
    return (
      q ??
      clause(
        last[1]
          .split(/[,;:]\s/)
          .pop()!
          .replace(/\b(?:bitte|graag)\b/giu, ""),
      )
    );
  return null;
}

const LEAD = /\s*(?:->|→|=>|[-–—:(]|\b(?:at|to|on|op|unter|auf|sur|en|em|su|via)\b)\s*$/i;

/** A button's words: a quoted label, or the words left when the link and the arrows go; short, or none. */
export function buttonLabel(line: string): string | null {
  const quoted = line.match(/^\s*["“„«'‘]([^"“”„«»'’]{2,40})["”“»'’]/);
  const v = (
    quoted
      ? quoted[1]
      : line
          .replace(LINKS, "")
          .replace(/\(\s*\)/g, "")
          .replace(LEAD, "")
          .replace(LEAD, "")
  )
    .replace(/^["“„«']|["”“»'.]+$/g, "")
    .trim();
  if (!v || v.length > 40 || v.split(/\s+/).length > 6 || /[.!?]\s/.test(v)) return null;
  return cleanText(capitalise(v), 40);
}

function buttonValue(s: string): string | null {
  const q = quoted(s);
  if (q) return q;
  const after = s.replace(LINKS, "").match(ARROW)?.[1];
  const v = after ? buttonLabel(clause(after.replace(/^(?:should\s+)?(?:say|read)s?\s+/i, ""))) : null;
  if (v && !BUTTON_WORD.test(v)) return v;
  // "Track order button → ...": the words before the button word.
  const at = s.search(BUTTON_WORD);
  const before = at > 0 ? s.slice(0, at).trim() : "";
  return before && !/-$/.test(before) && !hasLink(before) ? buttonLabel(clean(before)) : null;
}

/** Whether the sentence's first word is one of the table's (a word of its own: "Download-Link" is not "link"). */
const firstIs = (r: RegExp, s: string) => {
  const w = s.trim().split(/\s+/)[0] ?? "";
  return r.test(w) && w.replace(r, "").replace(/[^\p{L}]/gu, "") === "";
};

const toneWords = (s: string) =>
  TONE_WORDS.flatMap(([, r]) => [...s.matchAll(r)].map((m) => m[0].toLowerCase()));

/** The instructions a sentence gives the writer, by the kinds a brief asks for; none when it asks nothing. */
function instructionsOf(s: string, key: LabelKey | null, value: string): Found[] {
  const out: Found[] = [];
  const add = (kind: InstructionKind, v: string | null) => out.push({ kind, value: v || null });
  const labelled: Partial<Record<LabelKey, InstructionKind>> = {
    cta: "button",
    subject: "subject",
    preheader: "preheader",
    headline: "headline",
    tone: "tone",
    signoff: "closing",
    closing: "closing",
    footer: "include",
    form: "address",
  };
  const kind = key ? labelled[key] : undefined;
  if (kind === "button") add(SECOND.test(s) ? "include" : kind, buttonValue(value) ?? clause(value));
  else if (kind === "tone") add(kind, toneWords(value).join(", ") || clean(value));
  else if (kind === "address") add(kind, /\b(?:sie|vous|usted|u|lei)\b/i.test(value) ? "formal" : "informal");
  else if (kind)
    add(
      kind,
      quoted(value) ?? (["subject", "preheader", "headline"].includes(kind) ? trim(value) : clean(value)),
    );
  if (kind) return out;
  if (STYLE.test(s)) add("style", clean(s));
  const lang = TRANSLATE.test(s) ? LANGUAGE_OF.find(([, r]) => r.test(s)) : undefined;
  if (lang) add("language", lang[0]);
  const form = INFORMAL.test(s) || PRONOUNS.informal.test(s) ? "informal" : null;
  if (form || FORMAL.test(s) || PRONOUNS.formal.test(s)) add("address", form ?? "formal");
  const parts = s.split(/,\s+|;\s+/);
  for (const part of parts) {
    // A negation with nothing it names ("don't put it in the email") still asks to leave something out.
    const v = avoidValue(part);
    if (v !== null && (v.length >= 2 || !v)) add("avoid", v);
  }
  const close = s.match(CLOSE_WITH);
  if (close) add("closing", clause(close[1]) || close[1]);
  if (
    BUTTON_WORD.test(s) &&
    (QUOTED.test(s) || ARROW.test(s) || MAKE_IT.test(s) || /\b(?:say|read|label|text)\b/i.test(s))
  )
    add(SECOND.test(s) ? "include" : "button", buttonValue(s));
  // "..., mention it in a P.S.": what comes before is what to include.
  const it = s.match(INCLUDE_IT);
  if (it && !out.length) add("include", clause(s.slice(0, it.index)));
  if (SUBJECT_WORD.test(s) && (QUOTED.test(s) || /\b(?:be|is|:)\b/i.test(s))) add("subject", quoted(s));
  const short = s.match(SHORT)?.[0];
  if (short && (KEEP_IT.test(s) || /\d/.test(short))) add("length", short.toLowerCase());
  const tones = toneWords(s);
  const few = s.split(/\s+/).length <= 8;
  if (
    tones.length &&
    (out.length || KEEP_IT.test(s) || TONE_NOUN.test(s) || firstIs(MAKE, s) || (few && PLEASE.test(s)))
  )
    add("tone", tones.join(", "));
  const said = whatToSay(s);
  if (said !== null)
    out.push({
      kind: "include",
      value: clean(s.replace(INCLUDE_START, "")) || null,
      said: said || undefined,
    });
  else if (INCLUDE_START.test(s) && !TO_READER.test(s.replace(INCLUDE_START, ""))) {
    // "Remind them: free delivery over €50": after a colon, the words to say.
    const rest = s.replace(INCLUDE_START, "");
    // "+ ricordare spedizione gratuita sopra 49€ ...": what to include that states a figure of its own is told.
    const told = /^\s*[:：]/.test(rest) || /\d/.test(rest) ? `${clean(rest)}.` : undefined;
    out.push({ kind: "include", value: clean(rest) || null, told });
  }
  if (!out.length && firstIs(MAKE, s) && MAIL.test(s) && !TO_READER.test(s.replace(MAKE, "")))
    add("other", clean(s));
  // "No emojis.", "..., no upsell": a bare "no" and a thing in lower case, said alone or beside another instruction
  // ("no Palácio Baldaya" is a place: Portuguese "no" is "in the").
  for (const part of parts) {
    const no = part.match(NO_THING);
    const alone = parts.length === 1 || PLEASE.test(part);
    if (
      no &&
      (no[1].toLowerCase() !== "no" || /^\p{Ll}/u.test(no[2])) &&
      (out.length ||
        MAIL.test(no[2]) ||
        /^(?:link|url|button|cta)/i.test(no[2]) ||
        (alone && no[2].split(/\s+/).length <= 4))
    )
      add("avoid", clean(no[2]));
  }
  return out;
}

const labelled = (s: string) => {
  const m = s.match(/^\s*(?:[-*•·+]\s*)?([\p{L}][\p{L}' /-]{0,40}?)\s*[:：=]\s*(.*)$/u);
  return m && !/^https?$/i.test(m[1].trim()) ? { key: labelKey(m[1]), value: m[2].trim() } : null;
};
const FACT_KEYS = new Set<LabelKey>([
  "title",
  "product",
  "date",
  "time",
  "venue",
  "speaker",
  "price",
  "link",
  "code",
  "discount",
  "deadline",
  "agenda",
  "points",
  "audience",
]);

/**
 * One sentence's role; `inNote` when a note's head above or before it on its line speaks for it, `toColleague` when
 * its paragraph opened by addressing a colleague (then the work's deadlines in it are the colleague's).
 */
export function readSentence(raw: string, inNote = false, toColleague = false): Reading {
  const s = raw.replace(BULLET, "").trim();
  const label = labelled(s);
  if (label?.key === "note" || NOTE_HEAD.test(s)) {
    const rest = label?.key === "note" ? label.value : s.replace(NOTE_HEAD, "").trim();
    const inner = rest ? instructionsOf(rest, null, rest) : [];
    return {
      role: inner.length ? "instruction" : "note",
      cue: "note head",
      instructions: inner,
      block: !rest,
    };
  }
  if (label?.key && FACT_KEYS.has(label.key)) return { role: "fact", cue: `label: ${label.key}` };
  // A sentence about the team's tools ("draft copy lives in notion, <link>") is a note whatever else it says.
  if (TEAM_LINK.test(s)) return { role: "note", cue: "a team tool" };
  const given = instructionsOf(s, label?.key ?? null, label?.value ?? "");
  if (given.length) return { role: "instruction", cue: given[0].kind, instructions: given };
  if (inNote) return { role: "note", cue: "under a note's head" };
  if (
    GREETING_ONLY.test(s) ||
    CLOSING.test(s) ||
    (THANKS.test(s) && s.split(/[^\p{L}]+/u).filter(Boolean).length <= 3)
  )
    return { role: "note", cue: "greeting" };
  if (NOT_FOR_MAIL.test(s)) return { role: "note", cue: "not for the e-mail" };
  const asks = ASK.test(s) || PLEASE.test(s);
  if (ADDRESSED.test(s) && /,\s*$/.test(s) && s.split(/\s+/).length <= 3)
    return { role: "note", cue: "greeting" };
  if (WORK.test(s) || (toColleague && PROCESS.test(s))) return { role: "note", cue: "the work" };
  // Asking for the e-mail and saying what it is for ("can you do the invite for our meetup on 3 March"): the facts
  // are read from it, nothing of it is told; a colleague's deadline in it ("draft by Friday") makes it a note.
  if (COMMISSION.test(s) && !PROCESS.test(s)) return { role: "fact", cue: "the e-mail asked for" };
  // A colleague addressed by name or handle: a note when it asks, hands over or talks about the work; a channel's
  // announcement ("@channel We launch X on Tuesday") is read like any sentence.
  const addressed = HANDLE.test(s) || ADDRESSED.test(s);
  if (addressed && (asks || HANDOVER.test(s) || PROCESS.test(s) || MAIL.test(s) || /^(?:cc|fyi)\b/i.test(s)))
    return { role: "note", cue: "addressed to a colleague" };
  // A deadline is the colleague's when a request or the e-mail goes with it ("Please RSVP by Friday" is the reader's).
  const work = WORK_DEADLINE.test(s) ? ASK.test(s) || MAIL.test(s) : PROCESS.test(s) && asks;
  if (work || (PROCESS.test(s) && (MAIL.test(s) || HANDOVER.test(s))))
    return { role: "note", cue: "the work" };
  if (ASK.test(s) || HANDOVER.test(s)) return { role: "note", cue: "a request" };
  if (PLEASE.test(s) && (MAIL.test(s) || firstIs(MAKE, s))) return { role: "note", cue: "a request" };
  if (MAIL_START.test(s)) return { role: "fact", cue: "the e-mail asked for" };
  return { role: "content", cue: null };
}

/**
 * An instruction as the reader found it. What an "include" asks to tell the readers is `said` to them ("Tell them
 * their first backup runs tonight" -> "Your first backup runs tonight") or `told` as the brief words it, when it
 * states a figure of its own; both join the story where the brief asks for them.
 */
type Found = Omit<Instruction, "quote"> & { said?: string; told?: string };

export interface RoleReading {
  sentences: BriefSentence[];
  instructions: (Instruction & { said?: string; told?: string; at: number })[];
  /** Where the words are that the facts are never read from: notes, quoted mail, how to write (start, end). */
  unread: [number, number][];
}

/**
 * The parts of a note the facts must not be read from: all of it, or, when it also asks for the e-mail and says what
 * for ("Launch-Mail für die NEUE Alpenklar Thermo 750, bitte bis Freitag fertig"), the clauses about the work.
 */
/** A sentence's clauses: cut at commas and dashes, and before a request ("... 750 🔥 bitte bis Freitag fertig"). */
const CLAUSE = re(`(?:[^,;–—\\s]|\\s(?!${alt(C.please, C.ask)}${W1}))+[,;–—]?|\\s`, "giu");
function unreadOf(seg: Segment): [number, number][] {
  if (!COMMISSION.test(seg.text)) return [[seg.start, seg.end]];
  const out: [number, number][] = [];
  for (const m of seg.text.matchAll(CLAUSE))
    if (PROCESS.test(m[0]) || ASK.test(m[0]) || HANDOVER.test(m[0]))
      out.push([seg.start + m.index, seg.start + m.index + m[0].length]);
  return out;
}

const CODED = new Set<InstructionKind>(["address", "language"]);
/** Instructions whose words state facts the e-mail shows: a button's words and link, what to include, how to end. */
const READ_KINDS = new Set<InstructionKind>(["button", "include", "closing"]);

/** Every sentence of the brief with its role, and the instructions to the writer, before anything is read from it. */
export function readRoles(text: string): RoleReading {
  const lines = text.split("\n");
  const quoted = quotedLines(lines);
  const out: RoleReading = { sentences: [], instructions: [], unread: [] };
  let toColleague = false;
  let greetingOnly = false;
  // A label alone at the end of its line ("CTA :", "objet :") gives its role to the line under it.
  let pending: Reading | null = null;
  let noteLine = -1;
  let noteBlock = false;
  let lastLine = -1;
  let lastLabelLine = -1;
  const endsLine = (seg: Segment) =>
    !text.slice(seg.end, (text.indexOf("\n", seg.end) + 1 || text.length + 1) - 1).trim();
  const segs = segment(text).flatMap((seg) => {
    const head = seg.text.match(MAIL_HEAD)?.[0];
    if (!head || head.length >= seg.text.length || labelKey(head.replace(/[:：\s]+$/, ""))) return [seg];
    const cut = seg.start + head.trimEnd().length;
    return [
      { ...seg, text: head.trim(), end: cut },
      { ...seg, text: seg.text.slice(head.length), start: seg.start + head.length },
    ];
  });
  // The nearest line above each line that holds anything (-1: none).
  const filledAbove: number[] = [];
  for (let i = 0; i < lines.length; i++)
    filledAbove.push(!i ? -1 : lines[i - 1].trim() ? i - 1 : filledAbove[i - 1]);
  for (const seg of segs) {
    // A blank line ends a note's block: the lines after it are the brief again.
    // (Every line that holds anything has a sentence, so a line skipped is a blank one.)
    if (lastLine >= 0 && seg.line > lastLine + 1) {
      noteBlock = false;
      // A greeting on its own line speaks for the paragraph under it too.
      toColleague &&= greetingOnly;
    }
    lastLine = seg.line;
    const chat = (CHAT.test(`${seg.text} `) && /:$/.test(seg.text)) || CHANNEL.test(seg.text);
    const q = quoted[seg.line] ?? (chat ? "chat" : null);
    const held = pending && seg.line > lastLabelLine ? pending : null;
    pending = null;
    let r: Reading = q
      ? { role: "quoted", cue: q }
      : held
        ? {
            ...held,
            instructions: held.instructions?.map((i) => ({
              ...i,
              value: i.kind === "button" ? (buttonValue(seg.text) ?? clean(seg.text)) : clean(seg.text),
            })),
          }
        : readSentence(seg.text, noteLine === seg.line || noteBlock, toColleague);
    if (
      !q &&
      !held &&
      /[:：]$/.test(seg.text) &&
      endsLine(seg) &&
      r.instructions?.length === 1 &&
      !r.instructions[0].value
    ) {
      pending = r;
      lastLabelLine = seg.line;
    }
    // The answer to quoted mail, on the line under it or opening with "yes"/"no" ("no we can't, stick to $159", "sì
    // confermato alle 16"), talks to the colleague; its facts are read.
    const above = filledAbove[seg.line];
    const replying =
      above >= 0 &&
      quoted[above] &&
      !["signature", "chat"].includes(quoted[above]!) &&
      (above === seg.line - 1 || INTERJECTION.test(seg.text));
    if (replying && (r.role === "content" || r.role === "fact")) r = { role: "note", cue: "a reply" };
    if (r.cue === "greeting" || r.cue === "addressed to a colleague") toColleague = true;
    greetingOnly = r.cue === "greeting";
    // A note's head ("Notes for Sam:", "internal notes (NOT for the email):") speaks for its line, and for the lines
    // under it when nothing follows it on its own.
    if (r.cue === "note head" || (r.cue === "not for the e-mail" && /:$/.test(seg.text) && endsLine(seg))) {
      noteLine = seg.line;
      noteBlock ||= !!r.block || /:$/.test(seg.text);
    }
    const sentence: BriefSentence = {
      text: seg.text,
      start: seg.start,
      end: seg.end,
      role: r.role,
      cue: r.cue,
    };
    out.sentences.push(sentence);
    // A label waiting for its value gives its instruction with the line under it.
    const given = pending === r ? [] : ((r.instructions ?? []) as Found[]);
    for (const i of given)
      out.instructions.push({
        ...i,
        // Words are written as a sentence starts; a form of address or a language stays a code ("informal", "nl").
        value: i.value && !hasLink(i.value) && !CODED.has(i.kind) ? capitalise(i.value) : i.value,
        quote: seg.text,
        at: seg.start,
      });
    // A request for the e-mail still names its facts ("Bitte Anmeldung zum Newsletter „Gartenbrief“ bestätigen
    // lassen"); every other note, quoted mail and how-to-write is never read for facts.
    const request = (r.cue === "a request" || r.cue === "a reply") && !PROCESS.test(seg.text);
    // Quoted replies are never printed, but a pasted thread may hold the latest word ("Mudamos para quarta, 20/01"):
    // their statements are read (a question only proposes); headers, intros, signatures and chat stamps are not.
    if (
      (r.role === "quoted" && (r.cue !== "quoted reply" || /\?\s*$/.test(seg.text))) ||
      (r.role === "instruction" && !given.some((i) => READ_KINDS.has(i.kind)))
    )
      out.unread.push([seg.start, seg.end]);
    else if (r.role === "note" && !request) out.unread.push(...unreadOf(seg));
  }
  return out;
}

/** The text with the ranges blanked (same length, so spans stay true). */
export function blankOut(text: string, ranges: [number, number][]): string {
  let out = text;
  for (const [a, b] of ranges) out = out.slice(0, a) + out.slice(a, b).replace(/[^\n]/g, " ") + out.slice(b);
  return out;
}

/** Whether a phrase speaks to the team or the writer rather than the reader (a link's lead-in, a clause). */
export function isNoteToUs(s: string): boolean {
  const role = readSentence(s).role;
  return role === "note" || role === "instruction";
}
