import { capitalise } from "../../../shared/capitalise";
import type { BriefSentence, Instruction, InstructionKind, SentenceRole } from "../../../shared/facts";
import { CUES as C } from "./cues";
import {
  buttonValue,
  clean,
  firstIs,
  type Found,
  instructionsOf,
  JUST,
  MAIL,
  MAIL_START,
  MAKE,
  PLEASE,
} from "./instructions";
import { hasLink } from "./links";
import { CLOSING, quotedLines } from "./quoted";
import { BULLET, CHAT, endsAbbreviation, type Segment, segment, sentenceSpans } from "./segment";
import { alt, anyCase, labelKey, type LabelKey, re, W0, W1, WEEKDAY_WORDS, word } from "./words";

/** What one sentence is for, the cue that said so, and the instructions it gives. */
interface Reading {
  role: SentenceRole;
  cue: string | null;
  instructions?: Found[];
  /** A note's head ending its line ("Notes for Sam:") makes the lines under it notes, up to a blank line. */
  block?: boolean;
}

// Sentences, by the cues of the tables.
const FOR = "(?:for|to|an|für|pour|para|per|voor|dla|pro|för|til|p/)";
const FOR_SOMEONE = `\\s+${FOR}\\s+[^:：\\n]{1,30}`;
/**
 * A note's head: "Notes for Owen:", "NB", "TODO Chiara:", "PS for the designer:", "Pd: para el diseñador", "(para a Joana:", and an
 * aside in brackets that says it is internal ("(intern!)", "(interno)").
 */
const NOTE_HEAD = re(
  anyCase(
    [
      `^\\(?(?:${alt(C.noteHead)}(?:${FOR_SOMEONE})?|${FOR}\\s+(?:(?:the|a|o|el|la|il|de|die|den)\\s+)?\\p{Lu}[\\p{L}-]+)(?:\\s*[:：)]|\\s+[-–—]\\s)`,
      `^(?:ps|p\\.s\\.|pd|p\\.d\\.)\\s*:?\\s+${FOR}\\s+[^:：,\\n]{1,30}[,:：]`,
      `^(?:nb|n\\.b\\.|fyi|obs|ojo)${W1}[.,]?`,
      // "TODO Chiara:", "FYI Marco:": a marker that is never the reader's, then the colleague it is for.
      `^(?:todo|to do|fyi|nb|n\\.b\\.)\\s+\\p{Lu}[\\p{L}-]+\\s*[:：]`,
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
/** A greeting and whom it speaks to: a colleague's name or the team ("Hi Lena", "hi all", "bonjour à tous"). */
const GREETED = `^${alt(C.greeting)}${W1}(?:\\s+(?:${alt(C.team)}|\\p{Lu}[\\p{L}'’-]+)${W1}){0,2}`;
const GREETING_ONLY = re(`${GREETED}\\s*[,!.:]*$`);
/** What follows a greeting on its sentence ("hi all, newsletter stuff below"). */
const AFTER_GREETING = re(`${GREETED}\\s*[,!:]\\s*(.+)$`);
/** A caret points at the line above ("^ that was a joke"): a remark about the brief, not a line of it. */
const CARET = /^\(?\s*\^/;
const INTERJECTION = re(`^${alt(C.interjection)}${W1}`);
const THANKS = re(`^${alt(C.closing)}${W1}`);
const ASK_WORDS = re(word(C.ask));
const HANDOVER_WORDS = re(word(C.handover));
/** "So kannst du mitmachen:", "Voici comment participer :": a statement to the reader, not a request or a handover. */
/** A handover word that only leads to how the reader takes part ("Voici comment participer :", "Ecco come iscriversi"). */
const HOW_TO = re(`^${alt(C.handover)}\\s+(?:how|wie|comment|cómo|como|come|hoe)${W1}`);
const HOW_TO_ASK = re(`^${alt(C.howTo)}\\s+${alt(C.ask)}${W1}`);
/** "The PDF invoice is attached to this e-mail": the reader's attachment, not the brief's. */
const ATTACHED_TO_MAIL = re(word(C.attachedToMail));
const ASK = { test: (s: string) => ASK_WORDS.test(s) && !(HOW_TO_ASK.test(s) && !/\?\s*$/.test(s)) };
const HANDOVER = {
  test: (s: string) => HANDOVER_WORDS.test(s.replace(ATTACHED_TO_MAIL, " ").replace(HOW_TO, " ")),
};
/** A colleague named before a dash that hands over or asks ("Marcus - forwarding the final details below"). */
const NAMED_DASH = re(
  `^\\p{Lu}[\\p{Ll}'’]+\\s+[-–—]\\s+${anyCase(alt(C.handover, C.ask, C.please))}${W1}`,
  "u",
);
/** A handle that speaks to everyone in a channel ("@channel"), not to a colleague. */
const BROADCAST = /^@(?:channel|here|everyone|all)\b/i;
/** The reader spoken to: an aside or a platform's words with them in it are the reader's ("we'll send you the link"). */
const READER_YOU = re(
  `${W0}(?:you|your|yours|du|dich|dir|dein\\p{L}*|euch|euer|eure|sie|ihnen|ihr\\p{L}*|tu|te|ti|toi|ton|ta|tes|vous|votre|vos|tus|usted|ustedes|tuo|tua|tuoi|lei|jij|jou|jouw|uw|u|você|vocês|teu|seu|sua)${W1}`,
  "iu",
);
const WE_ASIDE = re(`^\\(\\s*${alt(C.weAside)}${W1}`);
/** A bracket that laughs ("(ja 20.11 haha)", "(lol)") is said to the colleague, never to the reader. */
const LAUGH_ASIDE =
  /^\([^()]*(?:(?<![\p{L}])(?:ha(?:ha)+|hi(?:hi)+|he(?:he)+|lol|jaja+|xd)(?![\p{L}])|[😂🤣😅])[^()]*\)$/iu;
/** A bracket in a sentence in which the brief's writer speaks ("4pm CET (we're running it from Berlin this time)"). */
const ASIDE = re(`\\([^()\\n]{3,160}\\)`, "giu");
/** A colleague's will or word in an aside: a name, then what they want or say ("(Marco will das nicht)"). */
const COLLEAGUE_ASIDE = re(`^\\(\\s*\\p{Lu}[\\p{Ll}'’]+\\s+${anyCase(alt(C.colleagueSays))}${W1}`, "u");
/** An aside signed by a colleague ("(… – Anja)"). */
const SIGNED_ASIDE = /\s[-–—]\s*\p{Lu}[\p{Ll}'’]+\s*\)$/u;
const REMARK = re(word(C.remark));
const DOUBT = re(word(C.doubt));
/** A question mark in brackets after a value ("Balice(?)"): the writer doubts it. */
const DOUBT_MARK = /\(\s*\?+\s*\)/;
const HEDGE_END = re(`[\\s,;–—-]*${word(C.hedge)}\\s*[.!]*$`);
const EXAMPLE = re(`${W0}${alt(C.example)}(?:\\s*[:：])?\\s+(#?[\\p{L}\\d][^\\s,;()]*)`, "giu");
/** The readers in the third person getting the e-mail ("Ze krijgen deze mail direct na …"): the mailing described. */
const THEY_GET = re(`${W0}${alt(C.they, C.audience)}\\s+(?:[\\p{L}'’-]+\\s+){0,2}?${alt(C.receive)}${W1}`);
/** A label that heads what a document holds ("Staat in: …"): the label is the brief's, what follows is read. */
const INSIDE_LABEL = re(`^\\s*${alt(C.insideLabel)}\\s*[:：]\\s+(?=\\S)`);

/**
 * An example's value after its marker ("numer zapytania np ZO/2027/0142", "z.B. 100004817"): an identifier with a
 * figure, never a word (e.g. "Yamaha" names a real thing). What comes before the marker is the field the e-mail shows.
 */
function exampleField(s: string): string | null {
  for (const m of s.matchAll(EXAMPLE)) {
    const v = m[1].replace(/[.!?]+$/, "");
    if (/\d/.test(v) && ((/[/#-]/.test(v) && v.length >= 6) || /^#?\d{5,}$/.test(v)))
      return s.slice(0, m.index).replace(/[\s:：,;–—-]+$/, "");
  }
  return null;
}

/**
 * A bracket alone that is for the team or the writer: a laugh, the writer speaking, a colleague's word or signature, a
 * remark, a doubt, the brief's own material ("(fikcyjne, do szablonu)"), a hand-over, or an instruction ("(bez nazw
 * klientów!!)"; a bare "no" only with an exclamation, "(no refunds)" is the reader's).
 */
const ASIDE_KINDS = new Set<InstructionKind>(["address", "tone", "length", "language", "style"]);
function asideRole(s: string): Reading | null {
  const t = s.trim();
  if (!/^\([^()]*\)$/.test(t)) return null;
  const inner = t.slice(1, -1).trim();
  const toReader = READER_YOU.test(t);
  if (
    LAUGH_ASIDE.test(t) ||
    (WE_ASIDE.test(t) && !toReader) ||
    SIGNED_ASIDE.test(t) ||
    COLLEAGUE_ASIDE.test(t) ||
    (REMARK.test(inner) && !toReader) ||
    BRIEF_REF.test(inner) ||
    DOUBT.test(inner) ||
    HANDOVER.test(inner)
  )
    return { role: "note", cue: "an aside to the team" };
  // An instruction in brackets is short and states no figure ("(1,7 l, 3000 W)" is a spec): only those are read.
  if (wordCount(inner) > 6 || !factFree(inner)) return null;
  const given = instructionsOf(inner, null, inner);
  // Only how to write ("(Sie-Form wie immer)") or, with an exclamation, what to leave out: "(incluye preguntas)" and
  // "(link in the calendar invite)" tell the reader what the thing holds.
  const how = given.filter((i) => ASIDE_KINDS.has(i.kind) || (i.kind === "avoid" && /!/.test(inner)));
  if (how.length) return { role: "instruction", cue: how[0].kind, instructions: how };
  return null;
}
const PLATFORM = re(word(C.platform));
const AUTO_FILL = re(word(C.autoFill));
const UNSETTLED = re(word(C.unsettled));
const SOON = re(word(C.soon));
/** The team's need for an e-mail ("für die Onboarding-Strecke brauchen wir die erste Mail", "Need the invite"). */
const NEED_MAIL = re(`(?:^\\W*needs?|${word(C.need)})${W1}.*?${word(C.mail)}`);
/** The work's own deadline: "by Friday", "bis morgen", "avant demain", "para el lunes", "by EOD". */
const WORK_DEADLINE = re(
  `${W0}(?:by|before|until|bis|vor|avant|d'ici|antes del?|para el|entro|prima di|voor|vóór|uiterlijk|até)\\s+(?:the\\s+|le\\s+|el\\s+|il\\s+|de\\s+|o\\s+)?(?:end of (?:the\\s+)?)?(?:${WEEKDAY_WORDS}|tomorrow|tmrw|tonight|eod|day|week|morgen|demain|mañana|domani|amanhã|next week|nächste woche)${W1}`,
);
const WORK = re(word(C.work));
const PROCESS = re(`${word(C.process)}|${WORK_DEADLINE.source}|${WORK.source}`);
/**
 * The e-mail named before a colon or a dash ("Double-Opt-In Mail:", "autoreply download ebook #X — full title …"): it
 * describes the mailing, and what follows is read on its own.
 */
const MAIL_HEAD = re(
  `^\\s*(?:[\\p{L}-]+\\s+){0,2}${alt(C.mail)}(?:\\s*[:：]|(?:\\s+[^\\s–—]+){1,3}\\s+[–—])\\s+(?=\\S)`,
);
const COMMISSION = re(
  `${word(C.mail)}(?:\\s+\\p{L}+){0,2}?\\s+(?:for|about|announcing|to announce|on|für|zu|zum|zur|über|pour|sur|de|para|sobre|del|per|su|di|voor|over|van|do|da|dla|pro|för|til)\\s+\\S`,
);
/** A brief that opens by naming the kind of e-mail it asks for: "Order confirmation for our webshop". */
const KIND_FOR = re(
  `^(?:[\\p{L}-]+\\s+){0,2}${alt(C.mailKind)}(?:\\s+\\p{L}+){0,2}?\\s+(?:for|about|für|zu|zum|zur|pour|de|para|del|per|di|voor|van|do|da)\\s+\\S`,
);
const PLATFORM_DATA = re(word(C.platformData));
const NOT_FOR_MAIL = re(
  `${W0}(?:not|nicht|pas|no|non|niet|não|nie|ne|inte|ikke)\\s+(?:for|in|für|in|pour|dans|para|en|per|nel|nell'|voor|in|no|na|do|v|i|til)\\s+(?:the|this|die|der|das|den|l'|le|la|el|il|lo|de|het|o|a)?\\s*${alt(C.mail)}`,
);

/** A mailing described with whom it goes to ("monthly update to all API users", "mail a clientes hispanohablantes"). */
const MAILING = re(`${word(C.mail)}|${word(C.mailing)}|${word(C.mailKind)}`);
const TO_AUDIENCE = re(
  `${W0}${alt(C.toAudience)}\\s+(?:(?:all|alle|tous|toutes|todos|todas|tutti|our|unsere?n?|nos|nuestros|nostri|onze|nossos|los|las|les|the|die|de|i|gli|os|as)\\s+)?(?:[\\p{L}-]+\\s+){0,2}${alt(C.audience)}${W1}`,
);
const TO_AUDIENCE_START = re(`^${TO_AUDIENCE.source}`);
/** The reader in the formal you, past a sentence's first word ("Sie bekommen", "vous recevez", "u ontvangt"). */
const FORMAL_READER = re(`(?<!^\\P{L}*)${W0}${alt(C.formalReader)}${W1}`, "u");
/** Words that point at the brief's own material ("use this order as the example", "Beispielbestellung:"). */
const BRIEF_REF = re(word(C.briefRef));
const INFO_HEAD = re(`^\\W*${alt(C.infoHead)}\\s*[:：]\\s*$`);
/** Verbs of what the e-mail should do, written as the brief speaks to the writer ("Les étapes à mettre en avant"). */
const WRITING = re(`${word(C.make)}|${word(C.explain)}`);
/** A modal with no person before it: what the e-mail should do ("Soll erklären, wie es weitergeht"). */
const SHOULD_FIRST = re(`^${alt(C.should)}${W1}`);
const INFINITIVE = re(`^${alt(C.infinitive)}${W1}`);

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
/** A line labelled with what the e-mail should contain ("Inhalt:", "Contenu :"). */
const MAIL_LABEL = re(`^${alt(C.contentLabel)}\\s*[:：]\\s*(.*)$`);

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
  // "Content: thank them, the dates come from the booking system": a line labelled with what the e-mail should
  // contain tells the writer what to write; its words are not the e-mail's.
  const part = s.match(MAIL_LABEL);
  if (part)
    return {
      role: "instruction",
      cue: "a part of the e-mail",
      // A label alone heads the list under it, which is the brief's content: it gives no instruction of its own.
      instructions: part[1].trim() ? [{ kind: "other", value: part[1].replace(/[\s,;]+$/, "").trim() }] : [],
    };
  // "Dojazd: 25 min z lotniska(?) – sprawdź to, nie jestem pewien": what the writer doubts waits for a check.
  if (DOUBT.test(s) || DOUBT_MARK.test(s)) return { role: "note", cue: "a doubt" };
  // "numer zapytania np ZO/2027/0142": the field is asked for, its value is an example, never a fact.
  const field = exampleField(s);
  if (field !== null)
    return {
      role: "instruction",
      cue: "an example value",
      instructions: [{ kind: "other", value: clean(field) || null }],
    };
  if (label?.key && FACT_KEYS.has(label.key)) return { role: "fact", cue: `label: ${label.key}` };
  // "Ze krijgen deze mail direct na het tekenen van de offerte": the readers in the third person getting the e-mail.
  // One that also says what to leave out ("… so don't put the code in this mail") is read for that instruction.
  if (
    MAIL.test(s) &&
    THEY_GET.test(s) &&
    !READER_YOU.test(s) &&
    !instructionsOf(s, null, s).some((i) => i.kind === "avoid")
  )
    return { role: "fact", cue: "the mailing described" };
  // A sentence about the team's tools ("draft copy lives in notion, <link>") is a note whatever else it says.
  if (TEAM_LINK.test(s)) return { role: "note", cue: "a team tool" };
  // "@Bia confere se a foto nova já subiu": a sentence that opens on a colleague's handle speaks to them.
  if (/^@/.test(s) && HANDLE.test(s) && !BROADCAST.test(s))
    return { role: "note", cue: "addressed to a colleague" };
  // "(we're running it from the Berlin office this time)": the brief's writer in an aside, to the colleague.
  const aside = asideRole(s);
  if (aside) return aside;
  const given = instructionsOf(s, label?.key ?? null, label?.value ?? "");
  // "du-form ist ok?": a question about the form of address proposes; the answer under it decides.
  const asking = /\?\s*$/.test(s) ? given.filter((i) => i.kind !== "address") : given;
  if (asking.length < given.length && !asking.length)
    return { role: "note", cue: "a question about the e-mail" };
  if (asking.length) return { role: "instruction", cue: asking[0].kind, instructions: asking };
  // "Welcome to the family or something like that": words the writer is to find, not copy.
  if (HEDGE_END.test(s))
    return {
      role: "instruction",
      cue: "a hedge",
      instructions: [{ kind: "other", value: clean(s.replace(HEDGE_END, "")) || null }],
    };
  if (inNote) return { role: "note", cue: "under a note's head" };
  if (
    GREETING_ONLY.test(s) ||
    CLOSING.test(s) ||
    (THANKS.test(s) && s.split(/[^\p{L}]+/u).filter(Boolean).length <= 3)
  )
    return { role: "note", cue: "greeting" };
  if (NOT_FOR_MAIL.test(s)) return { role: "note", cue: "not for the e-mail" };
  // "the order data come from the system": where the platform fills values in is for the team that sets it up.
  if (PLATFORM_DATA.test(s) || (PLATFORM.test(s) && AUTO_FILL.test(s) && !READER_YOU.test(s)))
    return { role: "note", cue: "the platform's data" };
  // "Speaker list isn't final": the state of the team's plan.
  if (UNSETTLED.test(s) && !READER_YOU.test(s) && !SOON.test(s)) return { role: "note", cue: "the work" };
  if (CARET.test(s)) return { role: "note", cue: "about the line above" };
  const asks = ASK.test(s) || PLEASE.test(s);
  if (ADDRESSED.test(s) && /,\s*$/.test(s) && s.split(/\s+/).length <= 3)
    return { role: "note", cue: "greeting" };
  // "Sie bekommen ein Foto der Probestickerei zur Freigabe": the work's words said to the reader in the formal you
  // are a step of theirs, not the team's errand (a request to a colleague is still one, below).
  const saidToReader = FORMAL_READER.test(s) && !ASK.test(s) && !PLEASE.test(s) && !WORK_DEADLINE.test(s);
  if (!saidToReader && (WORK.test(s) || (toColleague && PROCESS.test(s))))
    return { role: "note", cue: "the work" };
  // Asking for the e-mail and saying what it is for ("can you do the invite for our meetup on 3 March"): the facts
  // are read from it, nothing of it is told; a colleague's deadline in it ("draft by Friday") makes it a note.
  if ((COMMISSION.test(s) || KIND_FOR.test(s) || NEED_MAIL.test(s)) && !PROCESS.test(s))
    return { role: "fact", cue: "the e-mail asked for" };
  // A greeting that goes on (without saying what the e-mail is for) about the e-mail or the work speaks to the colleague who makes it.
  const greeted = s.match(AFTER_GREETING)?.[1];
  if (
    greeted &&
    (MAIL.test(greeted) ||
      ASK.test(greeted) ||
      PLEASE.test(greeted) ||
      HANDOVER.test(greeted) ||
      PROCESS.test(greeted))
  )
    return { role: "note", cue: "greeting" };
  // A colleague addressed by name or handle: a note when it asks, hands over or talks about the work; a channel's
  // announcement ("@channel We launch X on Tuesday") is read like any sentence.
  const addressed = HANDLE.test(s) || ADDRESSED.test(s) || NAMED_DASH.test(s);
  if (addressed && (asks || HANDOVER.test(s) || PROCESS.test(s) || MAIL.test(s) || /^(?:cc|fyi)\b/i.test(s)))
    return { role: "note", cue: "addressed to a colleague" };
  // A deadline is the colleague's when a request or the e-mail goes with it ("Please RSVP by Friday" is the reader's).
  const work = WORK_DEADLINE.test(s) ? ASK.test(s) || MAIL.test(s) : PROCESS.test(s) && asks;
  if (work || (PROCESS.test(s) && (MAIL.test(s) || HANDOVER.test(s))))
    return { role: "note", cue: "the work" };
  if (ASK.test(s) || HANDOVER.test(s)) return { role: "note", cue: "a request" };
  if (PLEASE.test(s) && (MAIL.test(s) || firstIs(MAKE, s))) return { role: "note", cue: "a request" };
  const words = s.split(/\s+/).filter(Boolean).length;
  // "Soll erklären, wie es jetzt weitergeht": a modal with no person and a verb of writing says what the e-mail does.
  if (SHOULD_FIRST.test(s) && WRITING.test(s))
    return {
      role: "instruction",
      cue: "what the e-mail should do",
      instructions: [{ kind: "other", value: clean(s) }],
    };
  // "Proporre una call conoscitiva gratuita", "Agradecer, …": a line opened by a verb in the infinitive is a task.
  if (INFINITIVE.test(s))
    return {
      role: "instruction",
      cue: "a task for the writer",
      instructions: [{ kind: "other", value: clean(s) }],
    };
  // A line that ends in a colon heads what follows; when it speaks of writing ("Les étapes à mettre en avant :") or of the
  // brief's own material ("use this order as the example:", "Beispiel:"), it is for the writer. (One that names the
  // e-mail, "Uitnodiging:", is read for facts below: the name under it is the campaign's.)
  if (/[:：]\s*$/.test(s) && words <= 10) {
    if (WRITING.test(s) || SHOULD_FIRST.test(s))
      return {
        role: "instruction",
        cue: "a label for the writer",
        instructions: [{ kind: "other", value: clean(s) }],
      };
    if (BRIEF_REF.test(s) || (INFO_HEAD.test(s) && words <= 3))
      return { role: "note", cue: "a label for the writer" };
  }
  // "Use this order as the example": an imperative about the brief's own material.
  if (BRIEF_REF.test(s) && firstIs(MAKE, s.replace(re(`^${JUST}`), "")))
    return {
      role: "instruction",
      cue: "about the brief",
      instructions: [{ kind: "other", value: clean(s) }],
    };
  // "Monthly update to all API users (free + pro)": the mailing and whom it goes to describe the e-mail, not its copy.
  if (MAILING.test(s) && TO_AUDIENCE.test(s) && words <= 14)
    return { role: "fact", cue: "the mailing described" };
  if (MAIL_START.test(s)) return { role: "fact", cue: "the e-mail asked for" };
  return { role: "content", cue: null };
}

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

/**
 * A bullet is one sentence, unless it mixes copy and words for the team or the writer ("- 10% voucher after confirming.
 * Don't put the code in this mail!"): then its sentences are read one by one, so neither takes the other with it.
 */
function splitBullet(seg: Segment): Segment[] {
  if (!BULLET.test(seg.text)) return [seg];
  const spans = sentenceSpans(seg.text);
  if (spans.length < 2) return [seg];
  const parts = spans.map(([a, b]) => ({
    ...seg,
    text: seg.text.slice(a, b),
    start: seg.start + a,
    end: seg.start + b,
  }));
  const copy = parts.map((p) => readPlain(p.text).role === "content");
  return copy.includes(true) && copy.includes(false) ? parts : [seg];
}

/** A part of a segment as a segment of its own, without the spaces and commas at its edges. */
function part(seg: Segment, a: number, b: number): Segment[] {
  const raw = seg.text.slice(a, b);
  const lead = raw.length - raw.replace(/^[\s,;–—-]+/, "").length;
  const text = raw.slice(lead).trimEnd();
  return text.replace(/[\s.,;:!?–—-]+/g, "")
    ? [{ ...seg, text, start: seg.start + a + lead, end: seg.start + a + lead + text.length }]
    : [];
}

/** "Thu Jan 14, 4pm CET (we're running it from the Berlin office this time), 45 min": the aside is read on its own. */
function splitAside(seg: Segment): Segment[] {
  // One for the team or the writer ("(we're …)", "(Liste hänge ich an)", "(Marco will das nicht)").
  const asides = [...seg.text.matchAll(ASIDE)].filter((m) => asideRole(m[0]));
  if (!asides.length || asides[0][0].length === seg.text.length) return [seg];
  // A sentence for the team or the writer without its asides keeps them ("Bitte förmlich (Sie), wir haben …").
  const rest = asides.reduce((t, m) => t.replace(m[0], " "), seg.text);
  if (!["content", "fact"].includes(readPlain(rest).role)) return [seg];
  const out: Segment[] = [];
  let from = 0;
  for (const m of asides) {
    out.push(...part(seg, from, m.index), ...part(seg, m.index, m.index + m[0].length));
    from = m.index + m[0].length;
  }
  return [...out, ...part(seg, from, seg.text.length)];
}

/** The cues that make one clause of a sentence the team's while the others stay the reader's. */
const CLAUSE_NOTES = new Set(["the platform's data", "the work"]);
/**
 * "thank you, order summary comes from Shopify, collection is Thursday 24 December": a clause about the team's set-up
 * or plan is read on its own, so the copy around it stays and its facts are still read.
 */
function splitClauses(seg: Segment): Segment[] {
  // Only a sentence with the words of such a clause is read clause by clause (reading costs time).
  const t = seg.text;
  if (!((PLATFORM.test(t) && AUTO_FILL.test(t)) || PLATFORM_DATA.test(t) || UNSETTLED.test(t))) return [seg];
  const cuts = [...t.matchAll(/[,;]\s+/g)].map((m) => m.index + m[0].length);
  if (!cuts.length) return [seg];
  const parts = [0, ...cuts].flatMap((a, i) => part(seg, a, i < cuts.length ? cuts[i] : seg.text.length));
  const notes = parts.map((p) => {
    const r = readPlain(p.text);
    return r.role === "note" && CLAUSE_NOTES.has(r.cue ?? "");
  });
  // A sentence read as copy, or as a list of what the e-mail should contain ("Needs: thank you, …"), whose clauses
  // then speak for themselves.
  const whole = readPlain(seg.text);
  if (!notes.includes(true) || (whole.role !== "content" && whole.cue !== "a part of the e-mail"))
    return [seg];
  // Clauses of the reader's run on together; each clause for the team stands alone.
  const out: Segment[] = [];
  parts.forEach((p, i) => {
    const last = out[out.length - 1];
    if (last && !notes[i] && !notes[i - 1])
      out[out.length - 1] = {
        ...last,
        text: seg.text.slice(last.start - seg.start, p.end - seg.start),
        end: p.end,
      };
    else out.push(p);
  });
  return out;
}

const PLAIN = new Map<string, Reading>();
/** A sentence's role without context, remembered (bounded): the splits and the roles read the same words again. */
function readPlain(s: string): Reading {
  let r = PLAIN.get(s);
  if (!r) {
    if (PLAIN.size >= 2000) PLAIN.clear();
    r = readSentence(s);
    PLAIN.set(s, r);
  }
  return r;
}

/** A segment with the reading its pieces gave it as a whole. */
type Read = Segment & { reading?: Reading; afterHead?: boolean; insideLabel?: boolean };
/** A sentence's pieces: at its commas, semicolons and full stops (also after a figure: "… 666. krótko"), at a dash. */
const PIECE = /(?<=[,;.!?])\s+|\s+[–—]\s+/g;
const FULL_STOP = /(?<=[;.!?])\s+/g;
/** A piece with no fact in it: no figure, price, link or address. */
const factFree = (t: string) => !/\d{2,}|\d[.,:]\d|[€$£@]/.test(t) && !hasLink(t);
const wordCount = (t: string) => t.split(/\s+/).filter(Boolean).length;
const piecesAt = (seg: Segment, cut: RegExp) => {
  const cuts = [...seg.text.matchAll(cut)];
  const bounds = [0, ...cuts.flatMap((m) => [m.index, m.index + m[0].length]), seg.text.length];
  const out: Segment[] = [];
  for (let i = 0; i < bounds.length; i += 2) out.push(...part(seg, bounds[i], bounds[i + 1]));
  return out;
};

/**
 * A sentence of fragments, as briefs are typed ("jullie-vorm, persoonlijk.", "bez emotek, to B2B", "… 666. krótko"):
 * when some fragments instruct the writer and the rest state no fact, the whole line is an instruction; when a
 * bullet's item goes on after a dash with how to say it ("– say “coming soon”, no date!!"), the item is the writer's
 * too; otherwise a full stop parts the instructions from the copy beside them.
 */
function splitFragments(seg: Segment): Read[] {
  const t = seg.text;
  if (t.length > 240 || !/[,;.!?]\s|\s[–—]\s/.test(t)) return [seg];
  // Each rule reads pieces, which costs time: only a short line, a bullet with a dash or a line of sentences is read.
  const short = wordCount(t) <= 16;
  const dash = t.search(/\s[–—]\s/);
  const dashed = BULLET.test(t) && dash > 0;
  const stops = piecesAt(seg, FULL_STOP).reduce<Segment[]>((out, p) => {
    const last = out[out.length - 1];
    // "massivholz vs. laminat": an abbreviation's full stop parts nothing.
    if (last && endsAbbreviation(last.text))
      out[out.length - 1] = { ...last, text: t.slice(last.start - seg.start, p.end - seg.start), end: p.end };
    else out.push(p);
    return out;
  }, []);
  if (!short && !dashed && stops.length < 2) return [seg];
  // A sentence that is the team's or the writer's as a whole keeps its own reading (an example's value is only its
  // own sentence's).
  const own = readPlain(t);
  if (own.role !== "content" && own.role !== "fact" && own.cue !== "an example value") return [seg];
  const pieces = short || dashed ? piecesAt(seg, PIECE) : [];
  if (pieces.length >= 2 && pieces.length <= 8) {
    const read = (p: Segment) => readPlain(p.text.replace(/[,;]$/, ""));
    // "show it on your phone" asks the reader, not the writer, whatever its verb.
    const told = (p: Segment) =>
      read(p).role === "instruction" &&
      !(READER_YOU.test(p.text) && read(p).instructions?.every((i) => ["include", "other"].includes(i.kind)));
    const whole = (found: Segment[]): Read[] => [
      {
        ...seg,
        reading: {
          role: "instruction",
          cue: "a line of fragments",
          instructions: found.flatMap((p) => read(p).instructions ?? []),
        },
      },
    ];
    // A piece with a fact must itself be an instruction, so those are read first (most lines stop there).
    const light = (p: Segment) => factFree(p.text) && wordCount(p.text) <= 4;
    // A bare "no X" beside copy may be the reader's ("Keine Anmeldung nötig, einfach vorbeikommen"): with copy beside
    // it, a piece must ask for more than leaving something out, and copy that calls out ("!") is the reader's.
    const asks = pieces.some((p) => read(p).instructions?.some((i) => i.kind !== "avoid"));
    const copy = pieces.filter((p) => !told(p));
    if (
      short &&
      pieces.filter((p) => !light(p)).every(told) &&
      copy.every((p) => read(p).role === "content" && !/!/.test(p.text)) &&
      pieces.some(told) &&
      (asks || !copy.length)
    )
      return whole(pieces.filter(told));
    const after = pieces.filter((p) => p.start - seg.start > dash);
    if (
      dashed &&
      after.length < pieces.length &&
      after.some((p) => told(p) && read(p).instructions?.some((x) => !["tone", "address"].includes(x.kind)))
    )
      return whole(after.filter(told));
  }
  if (stops.length < 2) return [seg];
  const roles = stops.map((p) => readPlain(p.text).role);
  return roles.includes("instruction") && roles.includes("content") ? stops : [seg];
}

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
  const segs: Read[] = segment(text)
    .flatMap(splitBullet)
    .flatMap(splitAside)
    .flatMap(splitClauses)
    .flatMap((seg): Read[] => {
      const inside = seg.text.match(INSIDE_LABEL)?.[0];
      if (inside)
        return [
          { ...seg, text: inside.trim(), end: seg.start + inside.trimEnd().length, insideLabel: true },
          { ...seg, text: seg.text.slice(inside.length), start: seg.start + inside.length },
        ];
      return [seg];
    })
    .flatMap((seg): Read[] => {
      const head = seg.text.match(MAIL_HEAD)?.[0];
      // A label after the head ("Newsletter „X“ – Inhalte: 1) …") keeps the line whole.
      if (
        !head ||
        head.length >= seg.text.length ||
        labelKey(head.replace(/[:：\s]+$/, "")) ||
        /^[\p{L}-]+\s*[:：]/u.test(seg.text.slice(head.length))
      )
        return [seg];
      const cut = seg.start + head.trimEnd().length;
      return [
        { ...seg, text: head.trim(), end: cut },
        { ...seg, text: seg.text.slice(head.length), start: seg.start + head.length, afterHead: true },
      ];
    })
    .flatMap(splitFragments);
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
    // A speaker's stamp stays a stamp inside a quoted paste too: its time is when it was said, never a fact.
    const q = chat ? "chat" : (quoted[seg.line] ?? null);
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
        : seg.insideLabel
          ? { role: "note", cue: "a label for the writer" }
          : (seg.reading ??
            (noteLine === seg.line || noteBlock || toColleague
              ? readSentence(seg.text, noteLine === seg.line || noteBlock, toColleague)
              : readPlain(seg.text)));
    // What follows a head that names the e-mail is what it says ("… — titolo completo «…», 52 pagine"), not the e-mail
    // asked for again.
    if (seg.afterHead && r.role === "fact" && r.cue === "the e-mail asked for")
      r = { role: "content", cue: null };
    // "Zaproszenie na webinar – do bazy klientów (…)": whom the e-mail named before goes to describes the mailing.
    if (seg.afterHead && r.role === "content" && TO_AUDIENCE_START.test(seg.text))
      r = { role: "fact", cue: "the mailing described" };
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
      // A task named by its verb ("Invitar también a la presentación … el miércoles 9 de diciembre") still states facts.
      (r.role === "instruction" &&
        r.cue !== "a task for the writer" &&
        !given.some((i) => READ_KINDS.has(i.kind)))
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
