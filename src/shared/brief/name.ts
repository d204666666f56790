/**
 * The campaign's own name read from prose, without a label: a quoted title, a capitalised run after "introducing",
 * "join us at", "presentamos"..., or a capitalised run that carries an event or report noun ("Austin Product Meetup").
 */
export interface NameMatch {
  value: string;
  index: number;
  length: number;
}

const UP = "[A-ZÀ-ÖØ-Þ0-9#]";
const WORD = `${UP}[\\p{L}\\d'’&+#-]*`;
const SMALL =
  "of|the|for|and|&|de|des|du|la|le|les|et|der|die|das|für|und|y|del|el|los|las|e|di|della|dei|van|voor|het|en|do|da|dos";
/** A run of capitalised words, small joining words allowed inside, ending on a capitalised word. */
const RUN = `${WORD}(?:[ ](?:(?:${SMALL})[ ])*${WORD}){0,6}`;

const EVENT_NOUN =
  /\b(?:meetup|meet-?up|summit|conference|conf|con|forum|festival|fest|expo|fair|day|days|night|week|tour|workshop|masterclass|bootcamp|hackathon|gala|webinar|webinaire|webinario|talks?|series|awards?|open house|roadshow|kongress|konferenz|tagung|messe|gipfel|abend|tag|salon|journée|journees|rencontres?|soirée|congreso|jornadas?|encuentro|feria|cumbre|congresso|giornata|serata|fiera|vertice|congres|beurs|dag|avond|encontro|feira|cimeira|report|bericht|rapport|informe|rapporto|relatório|relatorio|study|studie|étude|estudio|studio|estudo|guide|leitfaden|guía|guia|guida|gids|whitepaper|playbook|index|benchmark|survey|ebook|e-book|newsletter|digest|brief|bulletin|journal|letter|edition|issue|ausgabe|numéro|número|numero|nummer|editie|edição|lab|academy|club|camp|show|party|launch|release)\b/i;

const TRIGGER = new RegExp(
  [
    "introducing",
    "introduce",
    "launching",
    "launch(?: de| von| du| of)?",
    "lancio d[ei]",
    "launch of",
    "launches",
    "presenting",
    "tasting",
    "degustazione",
    "dégustation",
    "degustación",
    "cata de",
    "proeverij",
    "announcing",
    "meet",
    "say hello to",
    "welcome to",
    "join us (?:at|for)(?: the)?",
    "invite you to(?: the)?",
    "register for(?: the)?",
    "rsvp for(?: the)?",
    "tune in to",
    "called",
    "named",
    "titled",
    "new issue of",
    "issue of",
    "edition of",
    "download(?: the| our)?",
    "stellen (?:wir )?(?:euch |ihnen )?vor:?",
    "präsentieren",
    "einladung (?:zum|zur)",
    "launch von",
    "namens",
    "heißt",
    "lädt (?:zum|zur|ein zum|ein zur)",
    "présente(?:nt|r)?",
    "lancement d[eu]",
    "lançons",
    "intitulée?",
    "appelée?",
    "bienvenue (?:au|à la)",
    "presentamos",
    "lanzamos",
    "lanzamiento de",
    "titulad[oa]",
    "llamad[oa]",
    "presentiamo",
    "lanciamo",
    "intitolat[oa]",
    "chiamat[oa]",
    "introduceren",
    "lanceren",
    "presenteren",
    "genaamd",
    "apresentamos",
    "lançamos",
    "lançamento d[oa]",
    "chamad[oa]",
    "intitulad[oa]",
  ].join("|"),
  "i",
);

/** German and Dutch glue nouns: "Sommerparty", "Hausmesse", "Zomerfeest". */
const COMPOUND =
  /\p{Ll}(?:party|fest|messe|konferenz|tagung|gipfel|abend|treffen|forum|woche|nacht|feest|borrel|markt|summit|meetup)\b/u;
/** Events named by a common phrase; capitalised words next to it belong to the name ("Spring Open House"). */
const GENERIC =
  /\b(?:Tag der offenen Tür|Open House|Open Day|Portes ouvertes|Puertas abiertas|Porte aperte|Open dag|Dia aberto)\b/iu;
/** Words a sentence starts with that are never the first word of a name. */
const START_STOP =
  /^(?:join|we|we're|our|come|please|hey|hi|hello|this|it|you|new|save|get|meet|don't|the|die|der|das|unser|unsere|wir|le|la|les|notre|nous|el|los|nuestro|il|la|nostro|de|het|onze|o|a|nosso|nossa|all|big|next|last|thanks|danke|merci|gracias|grazie|bedankt|obrigado)$/i;
const MONTHS =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|januar|februar|märz|juni|juli|oktober|dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|januari|februari|maart|mei|augustus|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|newsletter|nieuwsbrief|boletín|boletim|webinar|edition|issue|ausgabe|themen|topics|\d+)$/i;
const ISSUE = new RegExp(
  `(${RUN})(?:,?\\s+(?:issue|no\\.?|n°|nº|nr\\.?|#|ausgabe|numéro|número|numero|nummer|editie|edição|edición|edizione)\\s*\\d+)`,
  "u",
);

/** What a campaign calls itself before its name: "our webinar Scaling Cold Brew", "the report State of X". */
const TYPE_NOUN =
  "webinar|webinars|webinaire|webinario|web seminar|online seminar|livestream|live stream|workshop|masterclass|meetup|meet-up|summit|conference|talk|session|course|podcast|report|whitepaper|white paper|e-?book|guide|playbook|study|survey|checklist|toolkit|atelier|conférence|rapport|étude|livre blanc|taller|conferencia|informe|estudio|guía|seminario|conferenza|rapporto|studio|guida|congresso|relatório|estudo|guia|oficina|rapport|onderzoek|gids|cursus";
/** The same nouns capitalised (German and Dutch nouns, or a sentence's grammar) count only after a determiner. */
const TYPE_NOUN_CAP = `${TYPE_NOUN}|[Ww]ebinar|[Ww]orkshop|[Bb]ericht|[Ll]eitfaden|[Ss]tudie|[Rr]eport|[Kk]onferenz|[Ss]eminar|[Ee]-?[Bb]ook`;
const DETERMINER = `(?<![\\p{L}])(?:${"our|the|this|a|an|unser|unsere|unseren|unserem|unseres|das|der|die|den|dem|im|zum|zur|notre|le|la|ce|cette|nuestro|nuestra|el|este|esta|il|lo|nostro|nostra|questo|questa|ons|onze|het|de|dit|deze|o|nosso|nossa"
  .split("|")
  .map((w) => `[${w[0].toUpperCase()}${w[0]}]${w.slice(1)}`)
  .join("|")})`;
const WEEKDAY =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda|terça|quarta|quinta|sexta)$/i;
const MONTH_ABBR =
  /^(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|janv|févr|fév|avr|juil|déc|ene|abr|ago|dic|gen|mag|giu|lug|ott|mrt|okt|mei|dez|fev|out|set)$/i;
/** A run followed by a verb a person does ("our webinar Maya Chen hosts") is a person, not the campaign's name. */
const PERSONISH = /^\s+(?:hosts|presents|will|is|explains|shows|leads|moderiert|präsentiert|présente|anime|presenta|conduce|presenteert|apresenta)\b/i;

const LAUNCH =
  /introduc|launch|lancement|lançons|lanzamos|lanzamiento|presentamos|presentiamo|lanciamo|lancio|introduceren|lanceren|apresentamos|lançamos|lançamento|stellen|präsentieren|présente/i;

const QUOTED = /["“„«‚‘]([^"“”„«»‘’\n]{3,90})["”“»‘’]/gu;
const NOT_NAME =
  /^(?:the|our|your|we|i|a|an|this|it|join|please|hi|hello|hey|dear|liebe|bonjour|hola|ciao|hallo|olá|ola|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|zoom|teams|google meet|rsvp|register|tickets?|tone|don'?t|do not|order|bestellung|commande|pedido|ordine|bestelling|encomenda|invoice|rechnung|facture|factura|fattura|factuur|fatura)$/i;

function clean(v: string): string {
  return v
    .replace(/^(?:our|a|an|unser(?:e|en|em)?|le|la|les|el|il|lo|de|het|o)\s+(?=\p{Lu})/u, "")
    .replace(/[\s,.;:!?–—-]+$/g, "")
    .replace(/\s+(?:on|am|le|el|il|op|em|at|um|à|a|al|on|this|next|in|im|en|no|na)$/i, "")
    .trim();
}

function acceptable(v: string): boolean {
  const words = v.split(/\s+/);
  if (v.length < 3 || v.length > 90 || words.length > 9) return false;
  if (NOT_NAME.test(v) || (NOT_NAME.test(words[0]) && !(/^the$/i.test(words[0]) && words.length > 1)))
    return false;
  if (words.every((w) => MONTHS.test(w.replace(/[.,:]$/, "")))) return false;
  // A date or time alone is never a name.
  if (/^\d{1,2}(?:[:.h]\d{2})?$|^\d{4}-\d/.test(v)) return false;
  return /\p{Lu}/u.test(v);
}

/** Label-less name, or null; `masked` has URLs and e-mail addresses blanked so their words are not read. */
export function findName(masked: string): NameMatch | null {
  const runAt = (from: number, skip: boolean): NameMatch | null => {
    const rest = masked.slice(from);
    // A launch may name the thing after a few plain words ("lancement de notre nouveau thé glacé Nube X").
    const m = rest.match(
      new RegExp(
        `^\\s*[:«"“]?\\s*${skip ? "(?:(?:[\\p{Ll}'’-]+,?\\s+){0,5})?" : ""}(?:(?:the|The)\\s+)?(${RUN})`,
        "u",
      ),
    );
    if (!m) return null;
    let value = m[1];
    // A run ends before a date or time word ("Austin Product Meetup on March 3").
    value = value.split(/\s+(?=(?:on|am|le|el|il|op|em|um|at|à|a|on)\s)/)[0];
    value = clean(value);
    if (!acceptable(value)) return null;
    const index = from + rest.indexOf(value);
    return { value, index, length: value.length };
  };

  // 1. A quoted title that reads as a name (not a quotation of a sentence).
  for (const q of masked.matchAll(QUOTED)) {
    const v = clean(q[1]);
    if (!acceptable(v) || /[.!?]$/.test(q[1].trim()) || v.split(/\s+/).length > 9) continue;
    const before = masked.slice(Math.max(0, q.index - 40), q.index);
    if (/(?:says|sagt|dit|dice|zegt|diz|:\s*$)/i.test(before) && !TRIGGER.test(before)) {
      if (/says|sagt|dit|dice|zegt|diz/i.test(before)) continue;
    }
    return { value: v, index: q.index + q[0].indexOf(q[1]), length: v.length };
  }
  // 2a. A newsletter's name before its issue number ("The Roast, issue 12", "La Lettre de Vendia n°8").
  const issue = masked.match(ISSUE);
  if (issue) {
    const value = clean(issue[1]);
    if (acceptable(value))
      return { value, index: issue.index! + issue[0].indexOf(value), length: value.length };
  }
  // 2. After a trigger word.
  const trig = new RegExp(`(?:^|[\\s(,.:;!?])(?:${TRIGGER.source})(?=\\s|:)`, "giu");
  for (const t of masked.matchAll(trig)) {
    const found = runAt(t.index + t[0].length, LAUNCH.test(t[0]));
    if (
      found &&
      (found.value.split(/\s+/).length > 1 || /\d|[A-Z]{2}/.test(found.value) || /^[A-Z]/.test(found.value))
    )
      return found;
  }
  // 2c. A common event phrase with the capitalised words around it.
  const g = GENERIC.exec(masked);
  if (g) {
    const left = masked
      .slice(Math.max(0, g.index - 40), g.index)
      .match(/((?:\p{Lu}[\p{L}\d'’-]*\s+){1,3})$/u);
    let leftWords = left ? left[1].trim().split(/\s+/) : [];
    while (leftWords.length && START_STOP.test(leftWords[0])) leftWords = leftWords.slice(1);
    const right = masked.slice(g.index + g[0].length).match(new RegExp(`^((?:\\s+${WORD}){0,4})`, "u"));
    const value = clean([...leftWords, g[0], ...(right ? [right[1].trim()] : [])].filter(Boolean).join(" "));
    const index = masked.indexOf(value);
    if (acceptable(value) && index >= 0) return { value, index, length: value.length };
  }
  // 2d. A capitalised run right after the campaign's own noun ("our webinar Scaling Cold Brew", "le webinaire Data
  // Basics"): the noun as written in lower case, or after a determiner ("unser Webinar Cloud Basics").
  const typed = new RegExp(
    `(?:(?<![\\p{L}])(?:${TYPE_NOUN})|(?:${DETERMINER})\\s+(?:new\\s+|neue[snm]?\\s+|nouveau\\s+|nuevo\\s+|nuovo\\s+|nieuwe\\s+|novo\\s+)?(?:${TYPE_NOUN_CAP}))\\s+(?=\\p{Lu}|\\d)`,
    "gu",
  );
  for (const t of masked.matchAll(typed)) {
    const found = runAt(t.index + t[0].length, false);
    const first = found?.value.split(/\s+/)[0].replace(/[.,]$/, "") ?? "";
    if (found && !WEEKDAY.test(first) && !MONTHS.test(first) && !MONTH_ABBR.test(first) && !PERSONISH.test(masked.slice(found.index + found.length)))
      return found;
  }
  // 3. A capitalised run carrying an event or report noun, or followed by one ("the State of Remote Work 2027 report").
  const runs = new RegExp(`(?<![\\p{L}\\d])(${RUN})`, "gu");
  for (const r of masked.matchAll(runs)) {
    let value = r[1];
    const atSentenceStart = /(?:^|[.!?\n]\s*)$/.test(masked.slice(0, r.index));
    // "Join the Austin..." : a sentence's first word is capitalised for grammar, not as part of a name.
    if (atSentenceStart) {
      const first = value.split(/\s+/)[0];
      if (START_STOP.test(first)) value = value.slice(first.length).trim();
    }
    value = clean(value);
    const after = masked.slice(r.index + r[1].length, r.index + r[1].length + 14);
    const nounAfter =
      /^\s+(?:report|study|guide|whitepaper|survey|webinar|meetup|summit|conference|workshop|bericht|studie|leitfaden|rapport|étude|informe|estudio|guía|rapporto|guida|studio|rapport|onderzoek|relatório|estudo|guia)\b/i.test(
        after,
      );
    const noun = EVENT_NOUN.test(value) || COMPOUND.test(value);
    if (value.split(/\s+/).length < 2 || !(noun || nounAfter) || !acceptable(value)) continue;
    const index = r.index + r[1].indexOf(value);
    return { value, index, length: value.length };
  }
  return null;
}
