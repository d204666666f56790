import { capitalise } from "../../../shared/capitalise";
import type { Lang } from "../../../shared/facts";
import type { LinkContent } from "../content";

/**
 * The editor's pass over a point the customer typed, before it is shown to their readers: the words stay theirs, the
 * typing does not. Everything here is a general rule of written copy (sentence case, one "!", no chat shorthand, no
 * dangling label or arrow where a link was cut out), never a fix for one brief.
 */
export interface Edited {
  text: string;
  /** The links the point named, each on the words that name it ("the docs", "postmortem"), never as a raw address. */
  links: LinkContent[];
}

/** Capitals that are names, not shouting: acronyms, units, codes. A word of 2-4 capitals is one; longer ones shout. */
const ACRONYM = /^(?:[A-ZÄÖÜÉ]{1,4}|[A-Z0-9]*\d[A-Z0-9]*|[A-Z]+s|[A-Z0-9]{1,5}(?:-[A-Z0-9]{1,5})+)$/u;

/** Emoji and pictographs: many inboxes draw a box for them, and a demanding marketer sets them sparingly. */
const PICTOGRAPH = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}|\u{20E3}/gu;
/** ":)", ";-)", ":D", "^^", "xD": chat faces. */
const SMILEY = /(?<=\s|^)(?:[:;=8][-^']?[)(DPp\]|/\\]+|\^\^|xD)(?=\s|$|[.,!?])/g;

/** Chat shorthand a reader would not see in a brand's e-mail, with the words it stands for. */
const SHORTHAND: Partial<Record<Lang, [RegExp, string][]>> = {
  en: [
    [/\bppl\b/gi, "people"],
    [/\bthx\b|\bthnx\b/gi, "thanks"],
    [/\bw\/o\b/gi, "without"],
    [/\bw\/(?=\s)/gi, "with"],
    [/\bb\/c\b|\bbc\b(?=\s+\p{L})/giu, "because"],
    [/\bimo\b/gi, ""],
    [/\basap\b/gi, "as soon as possible"],
    [/\bu\b(?=\s+(?:can|will|get|need|have|are|want))/gi, "you"],
  ],
  de: [
    [/\b(\d+)\s?Mon\.(?=\s|$)/g, "$1 Monaten"],
    [/\bu\.\s?a\.(?=\s|$)/g, "unter anderem"],
    [/\bz\.\s?B\.(?=\s|$)/g, "zum Beispiel"],
    [/\busw\.?(?=\s|$|[,)])/g, "und so weiter"],
    [/\bggf\.(?=\s|$)/g, "gegebenenfalls"],
    [/\bgibts\b/g, "gibt es"],
    [/\bgeht's\b/g, "geht es"],
    [/\bvllt\b\.?/g, "vielleicht"],
  ],
};

const NL_DAYS: [string, string][] = [
  ["ma", "maandag"],
  ["di", "dinsdag"],
  ["wo", "woensdag"],
  ["do", "donderdag"],
  ["vr", "vrijdag"],
  ["za", "zaterdag"],
  ["zo", "zondag"],
];

/**
 * Abbreviations of common words a brief types and a sentence spells out ("t/m", "p.p.", "ok."); an example's "np." is the
 * reader's (a value after it is never printed), "vorauss." the confirmation's. Names, units and
 * street abbreviations ("ul.", "Nr.", "km") stay as written.
 */
const SPELLED: Partial<Record<Lang, [RegExp, string][]>> = {
  nl: [
    [/(?<![\p{L}/])t\/m(?![\p{L}/])/gu, "tot en met"],
    // "vr 25 + za 26 dec", "ma en do gesloten": a weekday's short form before a day or beside another is spelled out.
    ...NL_DAYS.map(([short, long]): [RegExp, string] => [
      new RegExp(
        `(?<![\\p{L}])${short}(?=\\s+(?:\\d|en\\s+(?:ma|di|wo|do|vr|za|zo)(?![\\p{L}])))|(?<=(?<![\\p{L}])(?:ma|di|wo|do|vr|za|zo)\\p{L}*\\s+en\\s+)${short}(?![\\p{L}])`,
        "gu",
      ),
      long,
    ]),
    [/(?<!\p{L})p\.\s?p\.(?=\s|$|[,;)])/gu, "per persoon"],
    [/(?<!\p{L})t\.w\.v\.(?=\s|$)/gu, "ter waarde van"],
    [/(?<!\p{L})bijv\.(?=\s|$)/gu, "bijvoorbeeld"],
  ],
  pl: [[/(?<!\p{L})ok\.(?=\s\d)/gu, "około"]],
  en: [
    [/(?<!\p{L})approx\.(?=\s|$)/giu, "about"],
    [/(?<!\p{L})e\.g\.(?=\s|$|,)/giu, "for example"],
  ],
};

/**
 * "feesten/partijen", "ja/nein", "Mundstück/Größe": a slash between two words is "or" in the reader's language. Codes,
 * acronyms ("EN/DE"), numbers ("1/2") and addresses keep their slash; " / " with spaces separates a list's items.
 */
function slashes(text: string, lang: Lang): string {
  // "gefällt nicht / Kind hört auf": one slash between two phrases offers two cases; three or more make a list.
  const or = (a: string, b: string) => {
    try {
      return new Intl.ListFormat(lang, { type: "disjunction", style: "long" }).format([a, b]);
    } catch {
      return `${a} / ${b}`;
    }
  };
  if (text.split(/\s+\/\s+/).length === 2)
    text = text.replace(
      /(?<=^|[:;,(]\s?)(\p{L}[\p{L}\s'’-]{0,40}?)\s+\/\s+(\p{L}[\p{L}\s'’-]{0,40}?)(?=\s*(?:[:;,)]|$))/u,
      (_m, a: string, b: string) => or(a, b),
    );
  return text.replace(
    /(?<![\p{L}\d./:@-])(\p{L}[\p{Ll}\p{M}-]{1,})\/(\p{L}[\p{Ll}\p{M}-]{1,})(?![\p{L}\d/@-]|\.[\p{L}\d])/gu,
    (m, a: string, b: string) => {
      try {
        return new Intl.ListFormat(lang, { type: "disjunction", style: "long" }).format([a, b]);
      } catch {
        return m;
      }
    },
  );
}

/** A "~" or "ca." before a number: "about" in the reader's language. */
const ABOUT: Record<Lang, string> = {
  en: "about",
  de: "rund",
  fr: "environ",
  es: "unos",
  it: "circa",
  nl: "zo'n",
  pt: "cerca de",
  pl: "około",
  cs: "zhruba",
  sv: "cirka",
  da: "cirka",
  ja: "約",
};

const GERMAN_NOT_NOUNS =
  /^(?:nicht|nie|nur|kein\p{L}*|alle\p{L}*|auch|noch|schon|jetzt|sofort|gratis|kostenlos|neu|heute|morgen|immer|bitte|unbedingt|wichtig|sehr|ganz|endlich|wieder|bis|ab|ohne|mit|für)$/u;

/** A word in capitals that shouts ("NEU", "BESTELLSCHLUSS", "NOT"), as the language writes it in a sentence. */
function unshout(text: string, lang: Lang): string {
  const words = text.match(/[\p{L}\d][\p{L}\d'’-]*/gu) ?? [];
  const letters = words.join("");
  const caps = letters.replace(/[^\p{Lu}]/gu, "").length;
  // A whole point in capitals is shouting from its first word; otherwise only long words in capitals shout.
  const allCaps = letters.length >= 12 && caps / letters.length > 0.8;
  return text.replace(/[\p{L}\d][\p{L}\d'’-]*/gu, (w) => {
    // A code ("BF26MICRO", "STICKLIVE20") is written as given.
    if (w !== w.toUpperCase() || w === w.toLowerCase() || /\d/.test(w)) return w;
    // "NEU!!": a word in capitals that exclaims shouts, however short.
    const exclaims = new RegExp(`${w}\\s*!`, "u").test(text);
    if (!allCaps && !exclaims && ACRONYM.test(w)) return w;
    if (!allCaps && !exclaims && w.length < 5) return w;
    const lower = w.toLocaleLowerCase(lang);
    // German writes nouns with a capital: a shouted word in a German point is most often one, unless it is one of the
    // words shouted most that are no nouns ("NICHT", "NUR", "KEINE", "GRATIS").
    return lang === "de" && !GERMAN_NOT_NOUNS.test(lower) ? capitalise(lower) : lower;
  });
}

/** At most one "!" in a point, and only at its end; "!!!" and "?!" read as shouting. */
function oneExclamation(text: string): string {
  let t = text.replace(/!{2,}/g, "!").replace(/\?!+|!\?+/g, "?");
  const marks = [...t.matchAll(/!/g)];
  if (marks.length <= 1) return t;
  const last = marks[marks.length - 1].index!;
  t = t.replace(/!/g, (m, at: number) => (at === last ? m : "."));
  return t.replace(/\.\s*\./g, ".");
}

/**
 * Abbreviations that end in a full stop inside a sentence ("incl.", "z. B.", "Nov.", "Nr."): the next word starts no new
 * sentence. A single letter is one ("z.", "B."); a short word that ends a sentence ("now.", "job.") is not.
 */
const ABBREVIATION =
  /(?:^|[\s(])(?:\p{L}|incl|inkl|zzgl|bzw|approx|env|usw|etc|vgl|resp|evtl|ggf|ca|nr|no|dr|prof|st|mr|mrs|ms|str|tel|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|okt|nov|dec|dez|mo|di|mi|do|fr|sa|so|max|min|vs|bzgl|ev|ref|ul|al|os|pl|woj|tzw|godz|mon|sog|u\.a|z\.b|u\.ä|p\.p|t\.w\.v|nl|bv|bijv|vgl|jr|mln|tys|zł|ext|wew|durchwahl|dw|toestel)\.$/iu;

/** Month names in every language we write ("März", "mars", "marzo"), folded to lower case. */
const MONTHS: Set<string> = (() => {
  const out = new Set<string>();
  for (const lang of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "cs", "sv", "da"])
    for (let m = 0; m < 12; m++)
      for (const month of ["long", "short"] as const)
        out.add(
          new Date(Date.UTC(2024, m, 15))
            .toLocaleString(lang, { month, timeZone: "UTC" })
            .toLocaleLowerCase(lang)
            .replace(/\.$/, ""),
        );
  return out;
})();

/** A full stop after a day's number that a month follows ("6. März", "4. Dezember"): a date, not a sentence's end. */
function dayBeforeMonth(before: string, after: string): boolean {
  // "11.–23. Januar": the second day of a range is as much a date as the first.
  if (!/(?:^|[\s(–—/-])\d{1,2}\.$/.test(before)) return false;
  const next = after.match(/^\s*(\p{L}+)/u)?.[1] ?? "";
  return MONTHS.has(next.toLocaleLowerCase()) || /^\p{Ll}/u.test(next);
}

/** "9.12." ends a date, not a sentence; "20.00." (a time: no month 00 or 13-59) ends a sentence. */
function dateBefore(before: string): boolean {
  const m = before.match(/\d\.(\d{1,2})\.$/);
  return !!m && Number(m[1]) >= 1 && Number(m[1]) <= 12;
}

/** Sentence case: every sentence of the point starts with a capital ("se graba y ..." -> "Se graba y ..."). */
function sentenceStarts(text: string, lang: Lang): string {
  if (lang === "ja") return text;
  return text.replace(
    /([.!?])(\s+)(\p{Ll})(\p{L}*)/gu,
    (m, mark: string, space: string, ch: string, rest: string, at: number, all: string) => {
      const before = all.slice(0, at + 1);
      // "9.12. per Mail" (a date), "incl. iPhone" (an abbreviation, a name with a capital inside) stay as written.
      if (
        mark === "." &&
        (ABBREVIATION.test(before) || dateBefore(before) || dayBeforeMonth(before, all.slice(at + 1)))
      )
        return m;
      if (/\p{Lu}/u.test(rest)) return m;
      return `${mark}${space}${ch.toLocaleUpperCase(lang)}${rest}`;
    },
  );
}

/**
 * A link as a brief types it: with a scheme, after "www.", or a host with a path ("microlink.io/docs/crawl"). The reader
 * has already found the brief's links (facts); here they are only taken out of a sentence to be shown, so a rough
 * shape is enough: a bare "example.com" without a path stays text.
 */
const LINKISH =
  /(?<![@\w./-])(?:https?:\/\/[^\s<>"'“”«»)\]]+|www\.[^\s<>"'“”«»)\]]+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s<>"'“”«»)\]]*)/gi;

/** The links typed in a text, each as an absolute address, where they stand. */
export function linksIn(text: string): { url: string; index: number; length: number }[] {
  const out: { url: string; index: number; length: number }[] = [];
  for (const m of text.matchAll(LINKISH)) {
    const raw = m[0].replace(/[.,;:!?]+$/, "");
    try {
      const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
      if (url.protocol === "https:" || url.protocol === "http:")
        out.push({ url: url.toString(), index: m.index, length: raw.length });
    } catch {
      // Not an address after all: it stays text.
    }
  }
  return out;
}

/** Words that only lead to a link: "docs: <url>", "docs at <url>", "(<url>)", "-> <url>". */
const LEAD_TO_LINK =
  /\s*(?:[:>→(]|->|=>|\b(?:at|on|via|here|unter|auf|hier|sur|ici|à|en|em|su|op|bij|qui|aquí|aqui|na|pod|přes|på))\s*$/iu;
/** Words that only point at a link ("here", "hier", "link") say nothing: the link takes the point's own words. */
const POINTING =
  /^(?:here|hier|ici|aquí|aqui|qui|link|url|lien|enlace|collegamento|this|dies|ceci|esto|questo|dit|isto|see|siehe|voir|ver|vedi|zie)$/i;

/**
 * The point without its links. A short clause that only leads to its link ("docs: <url>", "Kostenlose Erstberatung
 * buchen unter <url>") becomes the link's label and leaves the text; a longer one stays as written and the link gets
 * the words of its purpose from the caller. No dangling "docs:", "->", "at" or empty brackets stay behind.
 */
function withoutLinks(text: string): { text: string; links: LinkContent[] } {
  const found = linksIn(text);
  if (!found.length) return { text, links: [] };
  const links: LinkContent[] = [];
  let out = "";
  let at = 0;
  for (const l of found) {
    const before = text.slice(at, l.index);
    const clauseAt = Math.max(before.search(/[^.;!?]*$/), 0);
    const head = before.slice(0, clauseAt);
    let clause = before.slice(clauseAt);
    let led = false;
    for (let k = 0; k < 3; k++) {
      const cut = clause.replace(LEAD_TO_LINK, "");
      if (cut === clause) break;
      clause = cut;
      led = true;
    }
    // "… na stronie (link: <url>)": a bracket that opens only to point at the link goes with it.
    clause = clause.replace(/\s*\(\s*(\p{L}{0,8})\s*$/u, (m, w: string) => (!w || POINTING.test(w) ? "" : m));
    // "Workshop am 19.1. online – Link zur Anmeldung <url>": a few words after a dash lead to the link; they are its label.
    const dashed = led ? null : clause.match(/^(.*\S)\s+[–—-]\s+(\p{L}[^–—\d]{1,38}?)\s*$/u);
    if (
      dashed &&
      dashed[2].split(/\s+/).length <= 4 &&
      /^\s*(?:[.;!?]|$)/.test(text.slice(l.index + l.length))
    ) {
      const named = dashed[2].replace(/^(?:link|url|lien|enlace|collegamento)\s+/iu, "").trim();
      out += head + dashed[1];
      links.push({ label: POINTING.test(named) ? "" : capitalise(named), url: l.url });
      at = l.index + l.length;
      continue;
    }
    const words = clause.trim().split(/\s+/).filter(Boolean);
    // The clause ends at its link ("docs: <url>."): its words only led there. A link in brackets inside a sentence
    // ("Our report (<url>) is out") names words the sentence still needs.
    const tail = text.slice(l.index + l.length).replace(/^\s*\)/, "");
    const ends = /^\s*(?:[.;!?]|$)/.test(tail);
    let label = "";
    if (led && words.length >= 1 && words.length <= 4 && !/\d/.test(clause)) {
      label = POINTING.test(clause.trim()) ? "" : capitalise(clause.trim().replace(/\s*\($/, ""));
      out += ends ? head : head + clause.replace(/\s*\($/, "");
    } else if (led && /,\s*[^,\d]{2,30}$/u.test(clause) && ends) {
      // "… a new mobile service, form at <url>": the last few words after a comma name the link.
      const [, rest, last] = clause.match(/^(.*\S)\s*,\s*([^,\d]{2,30})$/u)!;
      label = last.trim().split(/\s+/).length <= 3 ? capitalise(last.trim()) : "";
      out += head + (label ? rest : clause);
    } else out += head + clause;
    links.push({ label, url: l.url });
    at = l.index + l.length;
  }
  out += text.slice(at).replace(/^\s*\)/, "");
  const cleaned = out
    .replace(/\(\s*\)|\[\s*\]/g, "")
    .replace(/\s+([.,;:!?])/g, "$1")
    .replace(/([,;:])\s*(?=[.,;:!?]|$)/g, "")
    .replace(/\s{2,}/g, " ")
    .trim();
  return { text: cleaned, links };
}

/** Arrows and equals signs are shorthand for a clause: "out of beta -> just pass" reads "out of beta: just pass". */
function arrows(text: string, lang: Lang): string {
  return text
    .replace(/\s*(?:->|=>|→|⇒)\s*/g, lang === "fr" ? " : " : ": ")
    .replace(/(\p{L})\s+=\s+(?=\p{L}|\d)/gu, lang === "fr" ? "$1 : " : "$1: ")
    .replace(/^\s*=\s*/, "")
    .replace(/\s+=\s+/g, " – ");
}

/** "pizza + beers", "Namen + Geburtsdaten": "and" between words; "+15 €" and "45 min + 15 min" keep the sign. */
function plusses(text: string, lang: Lang): string {
  // "ceremonie + diner + avondfeest": every part of the run is one item of the list.
  // "vr 25 + za 26 dec": a word with its day is one item too.
  return text.replace(
    /\p{L}[\p{L}-]*(?:\s\d{1,2}(?!\d))?(?:\s+\+\s+\p{L}[\p{L}-]*(?:\s\d{1,2}(?!\d))?)+/gu,
    (m) => {
      const parts = m.split(/\s+\+\s+/);
      if (parts.length === 2 && /^\p{Lu}{2,}$/u.test(parts[0]) && /^\p{Lu}/u.test(parts[1])) return m;
      try {
        return new Intl.ListFormat(lang, { type: "conjunction", style: "long" }).format(parts);
      } catch {
        return parts.join(" & ");
      }
    },
  );
}

/** The point's end: a sentence ends with its mark; a heading-like fragment (no verb to tell) is left as written. */
export function endSentence(text: string): string {
  const t = text.trim();
  if (!t || /[.!?…:)"”»]$/.test(t)) return t;
  return `${t}.`;
}

/**
 * Words to colleagues at a point's start ("@channel", "Leute,", "Hey team,", "Hola equipo,"): they address the
 * team a message was first written for, never the e-mail's reader. A group word is taken only before a comma or an
 * exclamation mark, so "Alle Taschen …" or "Team: Anna" stay.
 */
const TEAM_ADDRESS =
  /^(?:@(?:channel|here|everyone|all)\b\s*[:,]?\s*|(?:(?:hi|hey|hello|hallo|hola|salut|coucou|ciao|hej|hoi|olá|ahoj|cześć)\s+)?(?:team|all|everyone|folks|guys|y'all|leute|ihr lieben|zusammen|equipo|chicos|gente|todos|l'équipe|tout le monde|ragazzi|tutti|jongens|iedereen|pessoal|allihopa|alle|wszyscy|všichni)\s*[,!]\s*)+/iu;

/** Labels that place a line in the e-mail rather than name what it says. */
const META_LABEL =
  /^(?:einstieg|intro|opening|opener|rappel|reminder|erinnerung|recordatorio|promemoria|secondary(?:\s+(?:thing|cta|action))?|sekundär|secondaire|secundario|zum schluss|abschluss|closing)\s*[:=]\s*/iu;

/** The matching closing marks of an opening quotation mark. */
const CLOSES: Record<string, string> = { '"': '"', "“": "”", "„": "“", "«": "»", "‚": "‘" };

/**
 * A point the brief quotes whole ('"Leute, der Lernkoffer ist fertig …"', a pasted chat message) loses the marks around
 * it: the e-mail says it in its own voice. A quotation that ends inside the point ('"Paula" is our book') stays.
 */
function unquoted(text: string): string {
  const close = CLOSES[text.charAt(0)];
  if (!close) return text;
  const rest = text.slice(1);
  const at = rest.indexOf(close);
  if (at === -1) return rest.trim();
  return /^[\s.!?…]*$/u.test(rest.slice(at + 1)) ? `${rest.slice(0, at)}${rest.slice(at + 1)}`.trim() : text;
}

/** Edits one point of the customer's brief into copy a reader may see. */
export function editPoint(raw: string, lang: Lang): Edited {
  let text = raw
    // A pictograph between two clauses ends the first one ("ist fertig 🎉 ab 15. Januar").
    .replace(/(\p{L}|\d)\s*(?:(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+\s*)+(?=\s\p{L})/gu, "$1.")
    .replace(PICTOGRAPH, "")
    .replace(SMILEY, "")
    .replace(/^\s*(?:[-*•·–>]+|\(?\d{1,2}[.)]|[a-z][.)])\s+/iu, "")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
  text = unquoted(text);
  // A point addressed to one colleague ("@Lena: Foto vom letzten Jahr gern mit rein") is a note: nothing of it is shown.
  if (/^@(?!(?:channel|here|everyone|all)\b)[\p{L}\d_.-]+\s*[:,]/iu.test(text))
    return { text: "", links: [] };
  text = text.replace(TEAM_ADDRESS, "");
  // "Einstieg: Danke an alle …", "Secondary thing: try the API …": a label saying where a line goes in the e-mail is
  // the brief's structure, not the reader's copy.
  text = text.replace(META_LABEL, "");
  // "Für: Reitvereine, Züchter": a preposition is no label; the line reads on without the colon.
  text = text.replace(/^(für|for|pour|para|per|voor|dla|pro|för|til)\s*:\s*/iu, "$1 ");
  const { text: bare, links } = withoutLinks(text);
  // A link that stood alone in quotation marks leaves an empty pair behind ('curl ""'), or half of one: it goes too.
  text = bare.replace(/\s*(?:""|“”|„“|«\s*»|''|‘’)/gu, "");
  // A bracket a cut link left open at the end ("download the datasheet (.") closes nothing.
  text = text.replace(/\s*\(\s*([.!?]?)\s*$/u, "$1");
  if ((text.match(/"/g) ?? []).length % 2 === 1) text = text.replace(/\s*"(?=[^"]*$)/u, "");
  for (const [re, by] of [...(SHORTHAND[lang] ?? []), ...(SPELLED[lang] ?? [])]) text = text.replace(re, by);
  // "14 tage": a unit after a number is a German noun, written with its capital.
  if (lang === "de")
    text = text.replace(
      /(\d)\s(tage|tagen|stunden|wochen|monate|monaten|jahre|jahren|seiten)\b/g,
      (_m, n: string, unit: string) => `${n} ${capitalise(unit)}`,
    );
  // "€11,-", "15,–": a whole amount is written without the dash.
  text = text.replace(/(\d),[-–](?![\d-])/g, "$1");
  text = text.replace(/(^|\s)(?:~|ca\.\s?)(?=\d)/g, `$1${ABOUT[lang]}${lang === "ja" ? "" : " "}`);
  text = arrows(text, lang);
  text = slashes(text, lang);
  text = plusses(text, lang);
  text = unshout(text, lang);
  text = oneExclamation(text);
  text = text.replace(/\s{2,}/g, " ").replace(/\s+([,.;!?])/g, lang === "fr" ? " $1" : "$1");
  // A line that ends in a dash or a colon leads to something it no longer holds ("Onze nieuwe werkplaats –").
  text = sentenceStarts(capitalise(text.replace(/^[\s,;:.–—-]+/, "").replace(/\s+[–—-]+\s*$/u, "")), lang);
  // A point of several sentences, or a long one, ends as a sentence; a short label-like point stays a heading.
  if (/[.!?]\s/.test(text) || text.split(/\s+/).length >= 8) text = endSentence(text);
  // A link's words without a quotation mark left open around them ('curl "').
  const words = (label: string) => label.replace(/^\s*["“„«]\s*|\s*["”“»]\s*$/gu, "").trim();
  return {
    text: text.trim(),
    links: links.filter((l) => l.url).map((l) => ({ ...l, label: words(l.label) })),
  };
}

/**
 * A text's sentences. A full stop after a day or a month ("6. März", "am 4. Dezember", "9.12. per Mail") or after an
 * abbreviation ("incl.", "z. B.") ends no sentence; one after a word, a bracket or a longer number does.
 */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (const m of text.matchAll(/[.!?…]+["”»)]?\s+(?=[\p{Lu}\d"“„«¿¡(])/gu)) {
    const end = m.index + m[0].trimEnd().length;
    const before = text.slice(from, end);
    if (
      m[0].startsWith(".") &&
      (dayBeforeMonth(before, text.slice(m.index + 1)) || dateBefore(before) || ABBREVIATION.test(before))
    )
      continue;
    out.push(before.trim());
    from = m.index + m[0].length;
  }
  const last = text.slice(from).trim();
  if (last) out.push(last);
  return out;
}

/** A point's text cut to whole sentences within `max` characters (at least the first sentence stays whole). */
export function wholeSentences(text: string, max: number): string {
  if (text.length <= max) return text;
  const parts = sentencesOf(text);
  let out = parts[0];
  for (const p of parts.slice(1)) {
    if (out.length + 1 + p.length > max) break;
    out = `${out} ${p}`;
  }
  return out;
}
