import { capitalise } from "../../../shared/capitalise";
import { cleanText } from "../../../shared/escape";
import type { Instruction, InstructionKind, Lang } from "../../../shared/facts";
import { CUES as C, LANGUAGE_NAMES, REGISTERS } from "./cues";
import { hasLink, LINK_RE } from "./links";
import { whatToSay } from "./say";
import { alt, anyCase, LABELS, type LabelKey, re, W0, W1, word, type Words } from "./words";

/**
 * An instruction as the reader found it. What an "include" asks to tell the readers is `said` to them ("Tell them
 * their first backup runs tonight" -> "Your first backup runs tonight") or `told` as the brief words it, when it
 * states a figure of its own; both join the story where the brief asks for them.
 */
export type Found = Omit<Instruction, "quote"> & { said?: string; told?: string };

export const PLEASE = re(word(C.please));
export const MAIL = re(word(C.mail));
export const MAKE = re(word(C.make));
const BUTTON_WORD = re(word({ ...LABELS.cta, en: "button|cta|call to action" }));
const SUBJECT_WORD = re(word(LABELS.subject));
const CTA_CLAUSE = re(
  `^\\s*(?:cta|call to action|button|knopf|bouton|botón|pulsante|knop|botão)\\s+(\\p{L}[^,;:]{1,38}?)\\s*[.!]?\\s*$`,
);
const QUOTED = /["“„«‘]([^"“”„«»‘’\n]{2,80})["”“»’]|(?<![\p{L}\d])'([^'\n]{2,80})'(?![\p{L}\d])/u;
const ARROW = /(?:->|→|=>|➜|:)\s*(.+)$/u;
const TO_READER = re(
  `^\\s*(?:\\p{L}+\\s+){0,1}(?:your|yours|ihre?n?|deine?n?|dein|votre|vos|ton|ta|tes|tu|tus|su|sus|tuo|tua|tuoi|vostr\\p{L}*|je|jouw|uw|seu|sua|teu|tua)${W1}`,
);
const SHORT = re(word(C.short).replace(/\\\*/g, "\\d{1,4}"));
const KEEP_IT = re(
  `${W0}${alt(C.keep)}\\s+(?:it|the \\p{L}+|things|es|den \\p{L}+|le|la|lo|het|o|a)?\\s*(?:\\p{L}+\\s+){0,2}`,
);
const TONE_WORDS = Object.entries(REGISTERS).map(([r, t]) => [r, re(word(t), "giu")] as const);
const STYLE = re(alt(C.styleLike).replace(/\\\*/g, "[\\p{L}'’ ]{1,30}?"));
const TRANSLATE = re(word(C.translate));
/** A form of address asked for, and not denied by a negation beside it ("on tutoie pas", "nicht duzen"). */
const asked = (form: Words) => re(`(?<!${word(C.negate)}\\s+)${word(form)}(?!\\s+${word(C.negate)})`);
const INFORMAL = asked(C.informal);
const FORMAL = asked(C.formal);
const CLOSE_WITH = re(`${word(C.closeWith)}\\s*:?\\s*(.+)$`);
/** The closings that sign rather than end with something ("signed by", "unterschrieben von", "firmado por"). */
const SIGNED = re(`^${W0}(?:sign|unterschr|unterzeichn|signé|firma|onderteken|assin)`);
/** A mail named with what it is for ("autoreply for the report download form", "Mail für die Messe-Leads"). */
const MAIL_FOR = re(
  `^(?:[\\p{L}-]+\\s+){0,2}${alt(C.mail)}\\s+(?:for|für|pour|para|per|voor|dla|pro|för|til|to|an|zu[mr]?|aan|a)\\s`,
);
export const MAIL_START = re(`^(?:[\\p{L}-]+\\s+){0,2}${alt(C.mail)}${W1}`);
const LINKS = new RegExp(LINK_RE.source, "gi");
const TONE_SPEECH = re(`^${alt(C.toneSpeech)}$`);
/** A negated "be" and what not to be: "don't be salesy", "ne sois pas trop familier", "sei nicht zu förmlich". */
const BE_NOT = re(
  `${W0}(?:(?:${alt(C.negate)})\\s+(?:be|sei|seid|sois|soyez|seas|sii|wees|seja)|(?:be|sei|seid|sois|soyez|sé|sii|wees|seja)\\s+(?:not|nicht|pas|no|non|niet|não))\\s+((?:too|zu|trop|demasiado|troppo|te|muito)?\\s*\\p{L}[\\p{L}-]+)`,
);
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
/** A verb of speaking to the reader and its preposition ("fala com 'você'", "sprich sie mit Sie an", "spreek aan met u"). */
const SPEAK_TO = `(?:use|verwende|nutze|utilise|utilisez|usa|usar|gebruik|per|mit|with|in|(?:fala|fale|falar|trata|trate|tratar|habla|hablad|hablar|háblales|parla|parlate|parlare|spreek|spreken|sprich|sprecht|speak|address|talk|parle|parlez|parler)(?:\\s+(?:to them|them|les|los|le|li|ze|sie))?\\s+(?:com|con|met|mit|with|de|por|en|in|par|aan met|als|a|como))`;
const PRONOUNS = {
  informal: re(`${W0}${SPEAK_TO}\\s+["„“'‘]?(?:du|tu|tú|jij|je|você)["“”'’]?${W1}`),
  formal: re(`${W0}${SPEAK_TO}\\s+["„“'‘]?(?:sie|vous|usted|u|lei|o senhor|a senhora)["“”'’]?${W1}`),
};
const LANGUAGE_OF = Object.entries(LANGUAGE_NAMES).map(([l, t]) => [l as Lang, re(word(t!))] as const);
/** The words before the language a text is translated into ("to Dutch", "naar het Nederlands", "ins Deutsche"). */
const INTO = `(?:to|into|naar(?:\\s+het)?|in(?:\\s+het)?|ins|auf|en|a(?:l)?|para(?:\\s+o)?|na|po|do|till|til|på)`;
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
  `^(?:(?:\\+|pls|please|bitte|gerne|gern|und|et|y|e|en|and|${alt(C.just)})\\s+)*${alt(C.include)}${W1}`,
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
  `${alt(C.avoidVerb)}\\s+(?:nothing|anything|nichts|rien|niks|niets|nada|niente|nulla)\\s+(?:about|of|on|über|von|zu|sur|de|du|sobre|del|su|di|over|van)\\s+(.+)$`,
);
/** Object-verb order (German, Dutch): "den Preis bitte nicht erwähnen", "geen prijzen noemen". */
const AVOID_LAST = re(
  `^(.*?)\\s*${W0}(?:bitte\\s+|graag\\s+)?${alt(C.negate)}\\s+${alt(C.avoidVerb)}\\s*[.!]?$`,
);
/** The negation first and the verb last around the thing (Dutch, German): "NIET de prijzen van de arrangementen
 * noemen", "nicht die Preise der Kurse nennen". */
const AVOID_FRAME = re(
  `^(?:${alt(C.please)}\\s+)?${alt(C.negate)}\\s+((?:\\p{L}[\\p{L}'’-]*\\s+){1,8}?)${alt(C.avoidVerb)}\\s*[.!]?$`,
);
/** A reason given after an instruction ("…, che sembra brutto"): why, not what. */
const REASON = re(`^\\s*${alt(C.reason)}${W1}`);
/** Fillers an imperative to the writer may open with ("just say it's in the dashboard", "einfach ignorieren"). */
export const JUST = `(?:${alt(C.just)}\\s+)*`;
/** Where the line goes in the e-mail: at its end, a sign-off or a closing ask ("Am Ende liebe Grüße, Petra"). */
const AT_END = re(
  `^${JUST}${alt(C.atEnd)}${W1}(?!\\s+(?:of|des|der|dem|de|du|della|dello|del|van|da|do|di)${W1})`,
);
/**
 * What makes a line at the end the writer's: a sign-off, a request, a verb of writing or of what the e-mail does ("am
 * ende einladen zum probespielen"); "Zum Schluss gibt es Kuchen" is copy.
 */
const CLOSING_SPEECH = re(
  `${word(C.closing)}|${word(C.please)}|${word(C.make)}|${word(C.explain)}|${word(C.closeWith)}|${MAIL.source}|abschlie(?:ß|ss)en|beenden|enden|afsluiten|eindigen`,
);
/** A short line of length alone, the verb before or after ("kurz halten", "short pls", "houd het kort"). */
const LENGTH_SPEECH = re(
  `^(?:${alt(C.keep, C.please, C.ask, C.just, C.toneSpeech)}|halten|fassen|houden|it|het|es)$`,
);
/** Readers named in the third person beside a verb of ignoring: the writer is told to add the ignore line. */
const IGNORE = re(`${word(C.ignore)}`);
const WHOEVER = re(`(?:^|[,;:(]\\s*)${JUST}${alt(C.whoever)}${W1}`);
/** A pronoun of address alone, maybe chosen over another ("nee lieber Sie", "plutôt vous"): the register asked. */
const YOU_ONLY = {
  formal: re(`^${word(C.formalYou)}$`, "u"),
  informal: re(`^${word(C.informalYou)}$`, "iu"),
};
const PHRASES = re(
  `${W0}${alt(
    ...[C.please, C.prefer, C.just].map((t) =>
      Object.fromEntries(
        Object.entries(t)
          .map(([l, row]) => [
            l,
            row!
              .split("|")
              .filter((w) => w.includes(" "))
              .join("|"),
          ])
          .filter(([, row]) => row),
      ),
    ),
  )}${W1}`,
  "giu",
);
const YOU_SPEECH = re(`^(?:${alt(C.prefer, C.please, C.interjection, C.just)})$`);
/** A button named with where it goes ("Spenden-Button auf unsere Spendenseite", "button to the shop"). */
const BUTTON_TO = re(`${W0}(?:to|towards|auf|zur?|zum|vers|sur|a|al|alla|naar|para|para a|op|pour)\\s+\\S`);

/** Words that only frame a closing ask ("bitte unbedingt mit ... abschließen"): the place, fillers, verbs of ending. */
const CLOSING_FRAME = re(
  `^(?:${alt(C.just, C.please, C.atEnd, C.closeWith)}|with|mit|par|avec|con|com|met|abschlie(?:ß|ss)en|beenden|enden|afsluiten|eindigen|terminer|finir|terminar|acabar|chiudere|finire|fechar|end|close|finish)$`,
);
/**
 * A closing asked at the end, as the writer reads it: "am Ende bitte unbedingt mit Spendenaufruf abschließen: mit 350 €
 * …" is the ask ("Spendenaufruf") and what it says; a sign-off ("Am Ende liebe Grüße, Petra") stays as written.
 */
function closingAsked(s: string): string {
  const colon = s.search(/[:：]\s/);
  if (colon < 0) return s.trim();
  const head = (
    s
      .slice(0, colon)
      .replace(AT_END, "")
      .match(/[\p{L}'’-]+|[^\s,]+/gu) ?? []
  ).filter((w) => !CLOSING_FRAME.test(w));
  return head.length && head.length <= 3 ? `${head.join(" ")}:${s.slice(colon + 1)}`.trim() : s.trim();
}

/** What a bare "no" leaves out may be its promotion ("keine Werbung für den Adventskalender"): the thing is what follows. */
const PROMO = re(`^${alt(C.promo)}\\s+`);
const LINK_WORD = re(`^${alt(C.linkWord)}${W1}`);
/** "KEINE Werbung für den Adventskalender in dieser Mail", "no banner in the email": a thing denied in the e-mail. */
const NO_IN_MAIL = re(
  `^(?:${alt(C.please)}\\s+)?(?:no|kein\\p{L}*|pas de|sin|niente|nessun\\p{L}*|geen|sem|nada de)\\s+(.{2,60}?)\\s+(?:in|im|dans|en|nel|nella|no|na|neste|nesta)\\s+(?:\\p{L}+\\s+)?${alt(C.mail)}${W1}`,
);
const NO_THING = re(
  `^(?:${alt(C.please)}\\s+)?(no|kein\\p{L}*|pas de|sin|niente|nessun\\p{L}*|geen|sem|bez|ingen|inga|nie)\\s+((?:\\p{L}[\\p{L}'’-]*\\s*){1,4})[.!]*$`,
);

/** How a part is laid out ("graag als stappenlijst"). */
const FORMAT = re(word(C.format));
/** A negation and a lone adjective in lower case, the line's whole ("nicht aufdringlich"; "Nicht verpassen!" calls). */
const NOT_ADJ = re(
  `^(?:${alt(C.please)}\\s+)?${anyCase(alt(C.notAdj))}\\s+(\\p{Ll}[\\p{L}-]{3,})\\s*\\.?$`,
  "u",
);
/** A hedge after a value ("End with “Welcome …” or something like that"): the value without it. */
const HEDGE = re(`[\\s,;–—-]*${word(C.hedge)}\\s*[.!]*$`);
/** The formal pronoun as a form of address's value ("Forma: Państwo"), in its capital where it has one. */
const FORMAL_VALUE = re(`${W0}(?:${alt(C.formalYou)})${W1}`, "u");

/** A value as written, without the punctuation and quotes around it. */
const trim = (v: string) => v.replace(/^[\s"“„«'‘:,;–—-]+|[\s"”“»'’.,;:–—-]+$/gu, "");
export const clean = (v: string) =>
  v
    .replace(/^[\s"“„«'‘:,;–—-]+|[\s"”“»'’.,;:!?–—-]+$/gu, "")
    .replace(/^(?:nada|nichts|rien|niente|niks|niets|nothing|anything)\s+/iu, "")
    .replace(/^(?:pas|not|nicht|niet|no|non|não|of|about|über|de|del|di|van|over|sobre|su)\s+/iu, "")
    .replace(
      /^(?:the|a|an|any|our|der|die|das|den|dem|ein|eine|einem|einer|einen|le|la|les|l'|un|une|el|los|las|uno|una|il|lo|gli|de|het|een|o|os|as|um|uma)\s+/iu,
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
      .replace(HEDGE, "")
      .split(/[,;(]|\s[–—-]\s|\b(?:tho|though|because|since|as|lol|pls|please|bitte|anywhere|at all)\b/iu)[0]
      .replace(LINKS, "")
      // "Manage my booking -> <link>": the arrow led to the link.
      .replace(/\s*(?:->|→|=>|➜)\s*$/u, "")
      // "DO NOT NAME ANY SPEAKERS YET": when is not what.
      .replace(/\s+(?:yet|for now|noch|encore|todavía|ancora|nog|ainda)\s*[.!]*$/iu, ""),
  );

function avoidValue(s: string): string | null {
  const q = quoted(s);
  const framed = s.match(AVOID_FRAME);
  if (framed) return q ?? clean(framed[1]);
  const denied = s.match(NO_IN_MAIL);
  if (denied) return q ?? clean(denied[1].replace(PROMO, ""));
  const nothing = s.match(AVOID_NOTHING) ?? s.match(AVOID_V1);
  if (nothing) return q ?? clause(nothing[1]);
  const m = s.match(AVOID);
  if (m) {
    const [, between, verb, said] = m;
    // "…, don't write it, because it looks bad": the reason names nothing to leave out.
    const rest = REASON.test(said) ? "" : said;
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

export function buttonValue(s: string): string | null {
  const q = quoted(s);
  if (q) return q;
  const after = s.replace(LINKS, "").match(ARROW)?.[1];
  const v = after ? buttonLabel(clause(after.replace(/^(?:should\s+)?(?:say|read)s?\s+/i, ""))) : null;
  if (v && !BUTTON_WORD.test(v)) return v;
  // "Track order button → ...": the words before the button word.
  const at = s.search(BUTTON_WORD);
  const before = at > 0 ? s.slice(0, at).trim() : "";
  // "Spenden-Button": the compound's first part names it.
  const compound = before.match(/(?:^|\s)(\p{L}{3,})-$/u)?.[1];
  if (compound && !hasLink(before)) return buttonLabel(compound);
  return before && !/-$/.test(before) && !hasLink(before) ? buttonLabel(clean(before)) : null;
}

/**
 * A labelled button's words: up to a clause that turns to something else ("book now, link to the shop"), but whole when
 * the first clause is a single word of a short label ("Sì, confermo!", "Yes, I'm in", "Ja, ik wil de nieuwsbrief").
 */
function buttonWords(value: string): string | null {
  const first = clause(value);
  const whole = value.replace(LINKS, "").trim();
  if (first.split(/\s+/).length === 1 && /^[^,;]+,\s*[^,;]+$/.test(whole) && whole.split(/\s+/).length <= 6)
    return buttonLabel(whole);
  return first;
}

/** Whether the sentence's first word is one of the table's (a word of its own: "Download-Link" is not "link"). */
export const firstIs = (r: RegExp, s: string) => {
  const w = s.trim().split(/\s+/)[0] ?? "";
  return r.test(w) && w.replace(r, "").replace(/[^\p{L}]/gu, "") === "";
};

const toneWords = (s: string) =>
  TONE_WORDS.flatMap(([, r]) => [...s.matchAll(r)].map((m) => m[0].toLowerCase()));

/** The instructions a sentence gives the writer, by the kinds a brief asks for; none when it asks nothing. */
export function instructionsOf(s: string, key: LabelKey | null, value: string): Found[] {
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
  // A labelled line that forbids what it says ("P.S.: the car park is gravel, don't write it") asks to leave it out.
  if (kind === "include") {
    const parts = value.split(/,\s+|;\s+/);
    const forbids = parts.findIndex((part, i) => i > 0 && avoidValue(part) !== null);
    if (forbids > 0) {
      add("avoid", clause(parts.slice(0, forbids).join(", ")));
      return out;
    }
  }
  if (kind === "button") add(SECOND.test(s) ? "include" : kind, buttonValue(value) ?? buttonWords(value));
  else if (kind === "tone") add(kind, toneWords(value).join(", ") || clean(value));
  else if (kind === "address")
    add(
      kind,
      /\b(?:sie|vous|usted|u|lei)\b/i.test(value) || FORMAL_VALUE.test(value) || FORMAL.test(value)
        ? "formal"
        : "informal",
    );
  // "Subject: autoreply for the report download form" heads a forwarded request: it names the mail, it proposes no line.
  else if (kind === "subject" && !quoted(value) && MAIL_FOR.test(value)) add("other", clean(value));
  else if (kind)
    add(
      kind,
      quoted(value) ?? (["subject", "preheader", "headline"].includes(kind) ? trim(value) : clean(value)),
    );
  if (kind) return out;
  if (STYLE.test(s)) add("style", clean(s));
  // "keep it in French only, no English version": the language asked, not the one refused.
  const named = TRANSLATE.test(s)
    ? LANGUAGE_OF.filter(([, r]) => r.test(s) && !re(`${word(C.negate)}\\s+${r.source}`).test(s))
    : [];
  // "English is fine for the brief, but translate to Dutch": with two languages named, the one translated into.
  const lang = named.length > 1 ? named.find(([, r]) => re(`${INTO}\\s+${r.source}`).test(s)) : named[0];
  if (lang) add("language", lang[0]);
  const form = INFORMAL.test(s) || PRONOUNS.informal.test(s) ? "informal" : null;
  if (form || FORMAL.test(s) || PRONOUNS.formal.test(s)) add("address", form ?? "formal");
  const parts = s.split(/,\s+|;\s+/);
  parts.forEach((part, i) => {
    // A negation with nothing it names ("don't put it in the email") still asks to leave something out: what the
    // clauses before it say, when there are any ("the car park is gravel, don't write it").
    const v = avoidValue(part);
    if (v === "" && i > 0) add("avoid", clause(parts.slice(0, i).join(", ").split(/:\s/).pop()!));
    else if (v !== null && (v.length >= 2 || !v)) add("avoid", v);
  });
  const close = s.match(CLOSE_WITH);
  // "unterschrieben von mir: Petra Ruland, Uniqz Köln": a signature keeps its signing words and the whole name and
  // title (the writer signs with them); "end with X" keeps what to end with.
  if (close && SIGNED.test(close[0]))
    add(
      "closing",
      s
        .slice(close.index)
        .replace(/["“”„«»]/g, "")
        .trim()
        .replace(/[.!]+$/, ""),
    );
  else if (close) add("closing", quoted(close[1]) ?? (clause(close[1]) || close[1]));
  if (
    BUTTON_WORD.test(s) &&
    (QUOTED.test(s) || ARROW.test(s) || MAKE_IT.test(s) || /\b(?:say|read|label|text)\b/i.test(s))
  )
    add(SECOND.test(s) ? "include" : "button", buttonValue(s));
  // "…, link roastlabcoffee.com/guji, ltd 300 bags, CTA Shop the Guji": the last clause of a line of clauses opens on the
  // button's word and goes on with its words.
  if (!out.some((i) => i.kind === "button") && parts.length > 2) {
    const cta = parts[parts.length - 1].match(CTA_CLAUSE)?.[1];
    if (cta && !hasLink(cta)) add("button", buttonLabel(cta));
  }
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
  // A line of register alone ("Kurz und freundlich, Sie."): tone words among words that only join or address.
  if (!out.some((i) => i.kind === "tone") && tones.length && few) {
    // "B2B" is one word with its figure.
    const words = s.toLowerCase().match(/[\p{L}\d'’-]+/gu) ?? [];
    const speech = words.filter(
      (w) =>
        TONE_SPEECH.test(w) ||
        TONE_WORDS.some(([, r]) => new RegExp(r.source, "iu").test(w)) ||
        TONE_NOUN.test(w),
    );
    if (speech.length >= Math.ceil(words.length * 0.6)) add("tone", tones.join(", "));
  }
  // "don't be salesy", "sei nicht zu förmlich": a register asked not to take.
  const beNot = s.match(BE_NOT);
  if (beNot && !out.some((i) => i.kind === "tone")) add("tone", `not ${clean(beNot[1])}`);
  // "Am Ende liebe Grüße aus Köln, Petra", "à la fin, un appel aux dons": the writer's closing, as the brief words it.
  if (AT_END.test(s) && CLOSING_SPEECH.test(s.replace(AT_END, "")) && !out.some((i) => i.kind === "closing"))
    add("closing", closingAsked(s));
  // "Kurz halten", "short pls": a line that only asks for length.
  // Phrases of politeness and choosing ("por favor", "más bien") go first: their words alone say nothing.
  const bare = s.replace(PHRASES, " ");
  // The first clause may ask with its verb while a reason follows the comma ("Kort houden aub, mensen lezen toch ...");
  // a length word alone before a comma is copy ("Short, sweet and to the point, ...").
  const wordsOf = (x: string) => x.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [];
  const head = wordsOf(bare.split(/,\s/)[0]);
  const asked = head.some((w) => !SHORT.test(w) && LENGTH_SPEECH.test(w));
  const lengthWords = asked ? head : wordsOf(bare);
  if (
    !out.some((i) => i.kind === "length") &&
    lengthWords.length <= 4 &&
    lengthWords.some((w) => SHORT.test(w)) &&
    lengthWords.every((w) => SHORT.test(w) || LENGTH_SPEECH.test(w))
  )
    add(
      "length",
      lengthWords.find((w) => SHORT.test(w))!,
    );
  // "Kurz und freundlich, Sie", "nee lieber Sie": a pronoun of address alone among tone and choosing words.
  if (!out.some((i) => i.kind === "address") && lengthWords.length <= 6) {
    const words = bare.match(/[\p{L}'’-]+/gu) ?? [];
    const rest = words.filter(
      (w) => !YOU_SPEECH.test(w) && !TONE_SPEECH.test(w.toLowerCase()) && !toneWords(w).length,
    );
    const you = words.filter((w) => YOU_ONLY.formal.test(w) || YOU_ONLY.informal.test(w));
    const pronounOnly = rest.every((w) => YOU_ONLY.formal.test(w) || YOU_ONLY.informal.test(w));
    // A pronoun alone as the whole line ("du.") answers how to address the reader too.
    const alone = /^\s*[\p{L}]+\s*[.!]?\s*$/u.test(s);
    if (you.length === 1 && pronounOnly && (words.length > 1 || out.length || alone))
      add("address", YOU_ONLY.formal.test(you[0]) ? "formal" : "informal");
  }
  // "Wer sich nicht angemeldet hat, einfach ignorieren": readers in the third person and a verb of ignoring tell the
  // writer to add the ignore line; the built-in templates that need one write their own.
  if (IGNORE.test(s) && WHOEVER.test(s) && !TO_READER.test(s)) add("other", clean(s));
  // "Spenden-Button auf unsere Spendenseite": a short line naming a button and where it goes.
  if (
    !out.some((i) => i.kind === "button" || i.kind === "include") &&
    BUTTON_WORD.test(s) &&
    BUTTON_TO.test(s.slice(s.search(BUTTON_WORD))) &&
    s.split(/\s+/).length <= 8 &&
    buttonValue(s)
  )
    add(SECOND.test(s) ? "include" : "button", buttonValue(s));
  const said = whatToSay(s.replace(re(`^${JUST}`), ""));
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
      (out.length || MAIL.test(no[2]) || LINK_WORD.test(no[2]) || (alone && no[2].split(/\s+/).length <= 4))
    )
      add("avoid", clean(no[2].replace(PROMO, "")));
  }
  // "graag als stappenlijst": a short line that asks how a part is laid out.
  if (!out.length && FORMAT.test(s) && s.split(/\s+/).length <= 6) add("other", clean(s));
  // "nicht aufdringlich", "not too formal": a register asked not to take, said alone.
  const notAdj = out.length ? null : s.trim().match(NOT_ADJ);
  if (notAdj) add("tone", `not ${notAdj[1].toLowerCase()}`);
  // "Bitte förmlich (Sie), wir haben viele Großhändler als Kunden": a register asked for, then why; the whole line is
  // the writer's. Only a first clause that asks (a form of address, or a tone with "please" or "tone") counts.
  if (!out.length && parts.length > 1) {
    const first = instructionsOf(parts[0], null, "");
    const asks = PLEASE.test(parts[0]) || TONE_NOUN.test(parts[0]);
    // "Kurz halten, 3-4 Sätze": a length asked with a verb, then how long.
    const long = parts[0].trim().split(/\s+/).length >= 2;
    out.push(
      ...first.filter(
        (i) => i.kind === "address" || (i.kind === "tone" && asks) || (i.kind === "length" && long),
      ),
    );
  }
  return out;
}
