/**
 * The campaign's own name read from prose, without a label: a quoted title, a capitalised run after "introducing",
 * "join us at", "presentamos"..., or a capitalised run that carries an event or report noun ("Austin Product Meetup").
 */
import type { CampaignType } from "../../../shared/campaign-types";
import { isMonthWord } from "./dates";
import { alt, anyCase, firstAnyCase, type Words } from "./words";
import { QUOTE_GROUPS, quotePattern, quoted } from "./quotes";

export interface NameMatch {
  value: string;
  index: number;
  length: number;
}
const nameAt = (value: string, index: number): NameMatch => ({ value, index, length: value.length });

// Any capital letter (Polish "Ż", Czech "Č" as much as "É"), a digit or a hashtag's "#".
const UP = "[\\p{Lu}\\d#]";
const WORD = `${UP}[\\p{L}\\d'’&+#-]*`;
const SMALL =
  "of|the|for|to|and|&|de|des|du|la|le|les|et|der|die|das|für|und|im|y|del|el|los|las|e|di|della|dei|van|voor|het|en|do|da|dos|na|w|z|ze|od|och|og|af|på";
/** A run of capitalised words, small joining words allowed inside, ending on a capitalised word. */
const RUN = `${WORD}(?:[ ](?:(?:${SMALL})[ ])*${WORD}){0,6}`;

const EVENT_NOUN =
  /\b(?:meetup|meet-?up|summit|conference|conf|con|forum|festival|fest|expo|fair|day|days|night|week|tour|workshop|masterclass|bootcamp|hackathon|gala|webinar|webinaire|webinario|talks?|series|awards?|open house|roadshow|kongress|konferenz|tagung|messe|gipfel|abend|tag|salon|journée|journees|rencontres?|soirée|congreso|jornadas?|encuentro|feria|cumbre|congresso|giornata|serata|fiera|vertice|congres|beurs|dag|avond|encontro|feira|cimeira|report|bericht|rapport|informe|rapporto|relatório|relatorio|study|studie|étude|estudio|studio|estudo|guide|leitfaden|guía|guia|guida|gids|whitepaper|playbook|index|benchmark|survey|ebook|e-book|newsletter|digest|brief|bulletin|journal|letter|edition|issue|ausgabe|numéro|número|numero|nummer|editie|edição|lab|academy|club|camp|show|party|launch|release|roundtable|round table|panel|mixer|meet and greet|open studio|pop-?up|tasting|dinner|brunch|breakfast|retreat|hangout|kickoff|kick-off|celebration|reception|jantar|cena|dîner|diner|borrel|apéro|aperitivo|cocktail|fiesta|festa|market|markt|marché|mercado|mercato|exhibition|ausstellung|exposition|exposición|mostra|tentoonstelling|exposição)\b/i;

const INVITE = "invitation|uitnodiging|einladung|invitación|invitacion|invito|convite|invite";
const NEW =
  "new|neu|neue|neuer|neues|nieuw|nieuwe|nouveau|nouvelle|nuevo|nueva|nuovo|nuova|novo|nova|nowy|nowa|nowe|nowość|nowosc|nový|nová|nové|novinka|ny|nyt|nye|nyhed|nyhet";
const NEW_LEAD = new RegExp(`^(?:${NEW})(?:\\s*:)?\\s+(?=\\p{Lu})`, "iu");
/** A name without the word that announces it as new ("Neu KassenFix Go" is KassenFix Go). */
export const withoutNew = (name: string) => name.replace(NEW_LEAD, "");
/** "NEW Halden Trailrunner GTX", "NUOVO Nerello Mascalese": a new-word in capitals only announces the name after it. */
const NEW_CAPS = new RegExp(`(?<![\\p{L}])(?:${NEW.toUpperCase()})(?:\\s*:)?\\s+(?=\\p{Lu})`, "gu");
/** Where a place's own name stands in quotes: after a room or building word and what kind it is ("sala riunioni"), or "in
 * the" ("in the "Reading Room""). */
const PLACE_BEFORE =
  /(?:\b(?:room|hall|auditorium|auditorio|auditório|sala|salle|saal|halle|zaal|raum|aula|studio|salon|salão|armazém|armazem|warehouse|loods|lagerhalle|entrepôt|almacén|magazzino)(?:\s+[\p{L}-]+){0,2}|\b(?:in|at|im|dans|en|nel|nella|bij|in de|no|na)\s+(?:the|la|le|el|il|de|het|der|a|o)\s*)\s*$/iu;

/** Words after which the campaign names itself ("introducing X", "join us at X", "presentamos X"), per language. */
const TRIGGERS: Words = {
  en: "introducing|introduce|launching|launch|launch of|launches|presenting|tasting|announcing|meet|say hello to|welcome to|join us at|join us for|join us at the|join us for the|invite you to|invite you to the|register for|register for the|rsvp for|rsvp for the|tune in to|called|named|titled|new issue of|issue of|edition of|download|download the|download our",
  de: "launch von|stellen vor|stellen wir vor|stellen wir euch vor|stellen wir ihnen vor|präsentieren|einladung zum|einladung zur|namens|heißt|lädt zum|lädt zur|lädt ein zum|lädt ein zur",
  fr: "présente|présentent|présenter|lancement de|lancement du|lancement|lançons|intitulé|intitulée|appelé|appelée|bienvenue au|bienvenue à la|dégustation",
  es: "presentamos|lanzamos|lanzamiento de|titulado|titulada|llamado|llamada|degustación|cata de",
  it: "presentiamo|lanciamo|lancio di|lancio de|intitolato|intitolata|chiamato|chiamata|degustazione",
  nl: "introduceren|lanceren|presenteren|genaamd|proeverij",
  pt: "apresentamos|lançamos|lançamento do|lançamento da|chamado|chamada|intitulado|intitulada",
};
/** "our", "unser", "notre"...: a possessive before a name is not part of it. */
const POSSESSIVE = anyCase(
  alt(
    "our|unser|unsere|unseren|unser neues|unsere neue|unseren neuen|notre|nos|nuestro|nuestra|nostro|nostra|onze|ons|nosso|nossa|nasz|nasza|nasze|náš|naše|vår|vårt|vores",
  ),
);
/** A launch's new-word before its product, after a possessive or a word for a range ("New Crumb Club", "Nuova linea
 * Aurora", "unser neues FiliaPlan Kassenbuch"), and the verbs that bring a product out (German's possessive opens a
 * product line as they do: "NEU!!! Unser X ist da"), per language. */
const LAUNCH_VERBS: Words = {
  en: "launches|brings out|releases",
  de: "führt ein|bringt|präsentiert|unser|unsere|unseren",
  fr: "sort|lance|présente",
  es: "lanza|estrena",
  it: "lancia|presenta",
  nl: "lanceert|brengt|presenteert",
  pt: "lança|apresenta",
  pl: "wprowadza|wprowadzamy|przedstawia|przedstawiamy",
  cs: "představuje|představujeme|uvádí|uvádíme",
  sv: "lanserar|presenterar",
  da: "lancerer|præsenterer",
};
const LAUNCH_NEW = new RegExp(
  `(?:^|[\\s(,.:;!?¡¿–—-])(?:(?:${NEW})(?:[ \\t]+(?:line|range|linie|serie|ligne|gamme|línea|gama|linea|gamma|lijn|linha|seria|řada|serien))?|${alt(LAUNCH_VERBS)})(?:[!.:]+)?(?=[ \\t])`,
  "giu",
);
/** A launch verb right after a run: the run is the maker ("Bakery X introduces Loaf Y"). */
const VERB_NEXT = new RegExp(`^\\.?[ \\t]+${alt(LAUNCH_VERBS)}(?=[ \\t])`, "iu");
const TRIGGER = new RegExp(
  `${alt(TRIGGERS)}|(?:e-?mail|mail|invite|invitation|newsletter|campaign) for|(?:${alt(INVITE)})(?= ?[:–—-])|(?:${alt(NEW)})(?= ?:)`,
  "iu",
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
/** A masthead's run may join words with "com", "con", "with" ("Café com Letras #18"): the number after it says it is one. */
const ISSUE_RUN = `${WORD}(?:[ ](?:(?:${SMALL}|com|con|with|mit|avec|met|sur|on)[ ])*${WORD}){0,6}`;
const ISSUE = new RegExp(
  `(${ISSUE_RUN})((?:,|\\s[–—-])?\\s+(?:[Ii]ssue|[Nn]o\\.?|[Nn]°|[Nn]º|[Nn]\\.|[Nn]r\\.?|#|[Aa]usgabe|[Nn]uméro|[Nn]úmero|[Nn]umero|[Nn]ummer|[Ee]ditie|[Ee]dição|[Ee]dición|[Ee]dizione)\\s*\\d+)`,
  "u",
);
/** "Grüne Post – Dezember-Ausgabe": a masthead with its edition word. */
const EDITION = new RegExp(
  `(${ISSUE_RUN})\\s+[–—-]\\s+((?:\\p{Lu}\\p{Ll}+[- ])?(?:Ausgabe|Edition|Issue|Édition|Edición|Edizione|Editie|Edição)|(?:Édition|Edición|Edizione|Edição|Editie)\\s+(?:d[e']\\s?|di\\s)?\\p{L}+)(?![\\p{L}])`,
  "u",
);

/** What a campaign calls itself before its name: "our webinar Scaling Cold Brew", "the report State of X". */
const TYPE_NOUN =
  "webinar|webinars|webinaire|webinario|web seminar|online seminar|livestream|live stream|workshop|masterclass|meetup|meet-up|summit|conference|talk|session|course|podcast|report|whitepaper|white paper|e-?book|guide|playbook|study|survey|checklist|toolkit|atelier|conférence|rapport|étude|livre blanc|taller|conferencia|informe|estudio|guía|seminario|conferenza|rapporto|studio|guida|congresso|relatório|estudo|guia|oficina|rapport|onderzoek|gids|cursus";
/** The same nouns capitalised (German and Dutch nouns, or a sentence's grammar) count only after a determiner. */
const TYPE_NOUN_CAP = `${TYPE_NOUN}|[Ww]ebinar|[Ww]orkshop|[Bb]ericht|[Ll]eitfaden|[Ss]tudie|[Rr]eport|[Kk]onferenz|[Ss]eminar|[Ee]-?[Bb]ook`;
const DETERMINER = `(?<![\\p{L}])${firstAnyCase(
  "our|the|this|a|an|unser|unsere|unseren|unserem|unseres|das|der|die|den|dem|im|zum|zur|notre|le|la|ce|cette|nuestro|nuestra|el|este|esta|il|lo|nostro|nostra|questo|questa|ons|onze|het|de|dit|deze|o|nosso|nossa",
)}`;
const WEEKDAY =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda|terça|quarta|quinta|sexta)$/i;
const MONTH_ABBR =
  /^(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|janv|févr|fév|avr|juil|déc|ene|abr|ago|dic|gen|mag|giu|lug|ott|mrt|okt|mei|dez|fev|out|set)$/i;
/** A run followed by a verb a person does ("our webinar Maya Chen hosts") is a person, not the campaign's name. */
const PERSONISH =
  /^\s+(?:hosts|presents|will|is|explains|shows|leads|moderiert|präsentiert|présente|anime|presenta|conduce|presenteert|apresenta)\b/i;

const LAUNCH =
  /\bnew\b|\bneue?\b|nieuw|nouveau|nouvelle|nuev[oa]|nuov[oa]|\bnov[oa]\b|introduc|launch|lancement|lançons|lanzamos|lanzamiento|presentamos|presentiamo|lanciamo|lancio|introduceren|lanceren|apresentamos|lançamos|lançamento|stellen|präsentieren|présente/i;

const QUOTED = new RegExp(
  `${quotePattern(3, 90).source}|(?<![\\p{L}\\d*_])(\\*{1,2}|_)(?=\\p{Lu})([^*_\\n]{3,90}?)\\${QUOTE_GROUPS + 1}(?![\\p{L}\\d*_])`,
  "gu",
);
/** Words that make a quotation a button's label, not a name ("Button 'Start je setup'"). */
const BUTTON_BEFORE =
  /\b(?:button|bouton|botón|boton|bottone|pulsante|knop|botão|botao|schaltfläche|cta|call to action)\b[^.\n"“„«']{0,20}$/i;
/** A quoted discount code ("with code "SPRING25"", "usa el código «ENF27»", "mit dem Code „HERBST“") is the offer's, never
 * the campaign's name; nor a quoted sign-off ("sign off as "Mia from Tally"", "Signatur: „Dein Team“"). */
const CODE_OR_SIGNOFF_BEFORE =
  /(?:\b(?:code(?:\s+promo)?|promo\s*code|discount\s+code|coupon|voucher|gutschein(?:code)?|rabattcode|código(?:\s+promocional)?|cupón|cupom|cupão|codice(?:\s+sconto)?|kortingscode|actiecode)|\bsign(?:ed)?[\s-]*off(?:\s+(?:as|with))?|\bsigned|\bsignature|\bsignatur|\bunterschrift|\bgruß|\bsignez|\bsignature|\bfirma(?:do)?|\bfirmato|\bassinatura|\bassinado|\bondertekening|\bondertekend|\bafsluiten\s+met)\s*(?:as|als|como|come|comme|par|por|met|mit)?\s*[:=]?\s*$/iu;
/** "our new "Ember & Oak" scent" in an event's brief is a product shown there, not the event. */
const NEW_BEFORE =
  /\b(?:new|neue[snm]?|nouveau|nouvelle|nuev[oa]|nuov[oa]|nieuwe?|nov[oa])\s+(?:[\p{Ll}-]+\s+)?$/iu;
/** An issue number written after a name: "« Le Fil » n°7", "The Proofing Drawer #22". */
const ISSUE_NO =
  /^\s*(?:#|n°|nº|n\.|no\.|nr\.?|issue|editie|edição|edición|edizione|ausgabe|numéro|número|numero|nummer)\s*\d+/i;
const NOT_NAME =
  /^(?:new|neu|neue|nieuw|nouveau|nouvelle|nuevo|nueva|nuovo|nuova|novo|nova|the|our|your|we|i|a|an|this|it|join|please|hi|hello|hey|dear|liebe|bonjour|hola|ciao|hallo|olá|ola|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|zoom|teams|google meet|rsvp|register|tickets?|tone|don'?t|do not|order|bestellung|commande|pedido|ordine|bestelling|encomenda|invoice|rechnung|facture|factura|fattura|factuur|fatura|thanks|thank you|welcome|willkommen|bienvenue|bienvenido|bienvenida|benvenuto|benvenuta|welkom|bem-vindo|bem-vinda|danke|merci|gracias|grazie|bedankt|obrigad[oa])$/i;

const MAKER_WORDS = firstAnyCase(
  "maison|domaine|château|chateau|tenuta|cantina|cantine|azienda|fattoria|bodega|bodegas|casa|quinta|herdade|weingut|brouwerij|brasserie|atelier|studio|manufaktur|caffè|caffe|café|cafe|coffee|kaffee|bakery|bäckerei|boulangerie|panadería|panaderia|panificio|bakkerij|padaria|piekarnia|pekárna|bageri|brewery|brauerei|birrificio|cervecería|roastery|rösterei|torrefazione|tostadero|distillery|destillerie|distilleria|destilería|cukiernia|palarnia|pastificio|caseificio|oleificio|salumificio|molino|mühle|moulin|fromagerie|käserei|kaasmakerij|chocolaterie|confiserie|pâtisserie|patisserie|konditorei|pastelería|pasticceria|pastelaria",
);
/** A maker named after a product ("Sérum Nuit Camomille de Maison Ondine", "Riserva 2022 di Tenuta dell'Aquila"). */
const MAKER = new RegExp(
  `\\s+(?:by|von|van|de|di|da|do|del|della|du)\\s+(?:(?:la|le|il|the)\\s+)?${MAKER_WORDS}\\s+(?:d['’]|dell['’]|del\\s+|de\\s+la\\s+)?\\p{Lu}.*$`,
  "u",
);

function clean(v: string): string {
  return v
    .replace(MAKER, "")
    .replace(/^(?:our|a|an|unser(?:e|en|em)?|le|la|les|el|il|lo|de|het|o)\s+(?=\p{Lu})/u, "")
    .replace(/[\s,.;:!?–—-]+$/g, "")
    .replace(/\s+(?:on|am|le|el|il|op|em|at|um|à|a|al|on|this|next|in|im|en|no|na)$/i, "")
    .trim();
}

/** "Winterborrel Bureau Vos & Verbeek": after the event's own noun, "X & Y" is the host, not the name. */
function withoutHost(v: string): string {
  const words = v.split(/\s+/);
  const amp = words.indexOf("&");
  if (amp < 2) return v;
  for (let i = amp - 2; i >= 0; i--)
    if (EVENT_NOUN.test(words[i]) || COMPOUND.test(words[i])) return words.slice(0, i + 1).join(" ");
  return v;
}

function acceptable(v: string, maxWords = 9): boolean {
  const words = v.split(/\s+/);
  if (v.length < 3 || v.length > 90 || words.length > maxWords) return false;
  if (NOT_NAME.test(v) || (NOT_NAME.test(words[0]) && !(/^the$/i.test(words[0]) && words.length > 1)))
    return false;
  if (words.every((w) => MONTHS.test(w.replace(/[.,:]$/, "")))) return false;
  // A step of a sequence ("Day 1", "Tag 3", "Jour 2", "Día 7", "Giorno 1", "Dag 3", "Dia 7", "Week 2") is never a name.
  if (
    /^(?:day|tag|jour|d[ií]a|giorno|dag|week|woche|semaine|semana|settimana|step|schritt|étape|paso|passo|stap|mail|e-mail|email)\s+\d{1,2}$/iu.test(
      v,
    )
  )
    return false;
  // A date or time alone is never a name.
  if (/^\d{1,2}(?:[:.h]\d{2})?$|^\d{4}-\d/.test(v)) return false;
  return /\p{Lu}/u.test(v);
}

/** "Quillstone — the Nightfall Notebook": the words after the dash name the thing more closely than the brand before it. */
const APPOSITIVE = new RegExp(
  `^\\s*[—–:-]\\s*(?:the|our|its|la|le|el|il|de|het|die|der|das|o|a)\\s+(${RUN})`,
  "u",
);
/** "new Tally users", "Kunden von Lohnfix", "nouveaux abonnés Atelier Kraft": the product an onboarding welcomes to. */
const CUSTOMERS_OF =
  /(?:customers|users|clients|subscribers|members|admins|kunden|nutzer(?:innen)?|abonnés|usuarios|clientes|klanten|utenti|iscritti|gebruikers|abonnees|assinantes)(?:\s+(?:of|von|de|du|des|van|do|da|di|del|of the))?(?=\s)/giu;
const NEW_X_USERS = new RegExp(
  `\\b(?:new|neue[n]?|nouveaux|nuevos|nuovi|nieuwe|novos)\\s+(${RUN})\\s+(?:users|customers|members|subscribers|clients|kunden|nutzer|utenti|usuarios|clientes|klanten|gebruikers)\\b`,
  "u",
);

/** Label-less name, or null; `masked` has URLs and e-mail addresses blanked so their words are not read. */
export function findName(masked: string, type: CampaignType | null = null): NameMatch | null {
  // An order confirmation has no campaign name: quoted words in it are items ("Coffret « Provence »").
  if (type === "transactional-purchase") return null;
  const event = type === "webinar" || type === "offline-event";
  const runAt = (from: number, skip: boolean): NameMatch | null => {
    const rest = masked.slice(from);
    // A launch may name the thing after a few plain words ("lancement de notre nouveau thé glacé Nube X").
    const m = rest.match(
      new RegExp(
        `^[ \\t]*[:«"“]?[ \\t]*${skip ? "(?:(?:[\\p{Ll}'’-]+,?\\s+){0,5})?" : ""}(?:(?:the|le|la|les|l'|el|il|lo|der|die|das|de|het|o|a)\\s+)?(?:${POSSESSIVE}\\s+)?(${RUN})`,
        "u",
      ),
    );
    if (!m) return null;
    let value = m[1];
    // A run ends before a date or time word ("Austin Product Meetup on March 3").
    value = value.split(/\s+(?=(?:on|am|le|el|il|op|em|um|at|à|a|on)\s)/)[0];
    value = withoutHost(clean(value));
    if (!acceptable(value)) return null;
    const index = from + rest.indexOf(value);
    return whole(nameAt(value, index), masked);
  };

  // 1a. A newsletter's masthead with its issue number ("The Proofing Drawer #22", "Le Fil n°7"; "The Roast, issue 12"
  // keeps the number apart) or its edition ("Grüne Post – Dezember-Ausgabe"): before any quoted article title.
  const ed = masked.match(EDITION);
  if (ed && acceptable(clean(ed[1]))) {
    const value = `${clean(ed[1])} – ${ed[2]}`;
    return { value, index: ed.index!, length: ed[0].length };
  }
  const issue = masked.match(ISSUE);
  if (issue) {
    const name = clean(issue[1]);
    let value = issue[2].startsWith(",") ? name : `${name}${issue[2].replace(/\s+/g, " ")}`;
    let index = issue.index! + issue[0].indexOf(name);
    // A title line's first part before a dash belongs to it ("Apéro Data & IA – Paris #14"), unless it is a note about
    // the e-mail ("Newsletter outline – ...").
    const lineHead = masked.slice(masked.lastIndexOf("\n", index - 1) + 1, index);
    const head = lineHead.match(new RegExp(`^[ \\t]*(${RUN})[ \\t]+[–—-][ \\t]+$`, "u"));
    if (head && acceptable(head[1]) && !MAIL_WORDS.test(head[1])) {
      index -= lineHead.length - lineHead.indexOf(head[1]);
      value = `${head[1]} – ${value}`;
    }
    if (acceptable(name)) return nameAt(value, index);
  }
  // 1d. A newsletter's masthead with the month after its name ("Kaffeepost Dezember – Röststätte Kaltenbach").
  const mast = masked.match(
    // The month then a dash that separates ("Kaffeepost Dezember – ..."), not a hyphen inside a word ("Dezember-Newsletter").
    new RegExp(`^[ \\t]*(${RUN})[ \\t]+(\\p{L}+)(?:[ \\t]+\\d{4})?(?:[ \\t]*[–—]|[ \\t]+-|[ \\t]*$)`, "mu"),
  );
  if (
    type === "newsletter" &&
    mast &&
    isMonthWord(mast[2]) &&
    !isMonthWord(mast[1]) &&
    acceptable(mast[1]) &&
    !MAIL_WORDS.test(mast[1])
  )
    return nameAt(mast[1], mast.index! + mast[0].indexOf(mast[1]));
  // 1b. A title line in capitals with an event's or a publication's noun ("KESTREL BOOKS WINTER READING NIGHT").
  for (const m of masked.matchAll(
    /^[ \t]*((?:[\p{Lu}\d][\p{Lu}\d'’&.-]*[ \t]+){1,7}[\p{Lu}\d][\p{Lu}\d'’&.-]*)[ \t]*$/gmu,
  )) {
    const v = titleCase(m[1]);
    if (
      /\p{Lu}{3}/u.test(m[1]) &&
      (EVENT_NOUN.test(v) || PUBLICATION.test(v)) &&
      !MAIL_WORDS.test(v) &&
      acceptable(v)
    )
      return nameAt(v, m.index + m[0].indexOf(m[1]));
  }
  // 1c. A name announced as new in capitals.
  for (const m of masked.matchAll(NEW_CAPS)) {
    const found = runAt(m.index + m[0].length, false);
    if (found && found.value.split(/\s+/).length >= 2) return found;
  }
  // 1. A quoted title that reads as a name (not a quotation of a sentence, a button's label or a product on show).
  // A title set in bold or italics (Slack's "*Title*", Markdown's "**Title**" or "_Title_") counts as quoted.
  for (const q of masked.matchAll(QUOTED)) {
    const inner = quoted(q) ?? q[QUOTE_GROUPS + 2];
    const raw = inner.trim();
    const v = /\?$/.test(raw) && raw.split(/\s+/).length >= 3 ? raw : clean(raw);
    const words = v.split(/\s+/);
    if (!acceptable(v, 14) || /[.!]$/.test(raw)) continue;
    // Copy to print in quotes starts in lower case ("confirme seu e-mail e ganhe frete grátis").
    if (/^\p{Ll}/u.test(v) && words.length > 3) continue;
    const before = masked.slice(Math.max(0, q.index - 40), q.index);
    if (/\b(?:says|sagt|dit|dice|zegt|diz)\b/i.test(before) && !TRIGGER.test(before)) continue;
    if (BUTTON_BEFORE.test(before) || CODE_OR_SIGNOFF_BEFORE.test(before) || PLACE_BEFORE.test(before))
      continue;
    const lineHead = masked.slice(masked.lastIndexOf("\n", q.index - 1) + 1, q.index);
    // A newsletter's name is not in its items ("1) Neu im Shop: Espresso "Nachtschicht"").
    if (type === "newsletter" && /^\s*(?:[-*•·–+]|\d{1,2}[.)])\s/.test(lineHead)) continue;
    // "Albers Hausmesse 2027 – „Werkzeug trifft Zukunft“": the name, then its motto.
    const named = lineHead.match(new RegExp(`^[ \\t]*(${RUN})[ \\t]+[–—][ \\t]*$`, "u"));
    if (
      named &&
      named[1].split(/\s+/).length >= 2 &&
      (EVENT_NOUN.test(named[1]) || COMPOUND.test(named[1])) &&
      acceptable(named[1])
    )
      return nameAt(named[1], q.index - lineHead.length + lineHead.indexOf(named[1]));
    if (event && NEW_BEFORE.test(before)) continue;
    const no = masked.slice(q.index + q[0].length).match(ISSUE_NO);
    const value = no ? `${v} ${no[0].trim()}` : v;
    return nameAt(value, q.index + q[0].indexOf(inner));
  }
  // 2b. The product an onboarding or a subscription welcomes to.
  if (type === "customer-onboarding" || type === "confirmation-email") {
    const nu = masked.match(NEW_X_USERS);
    if (nu && acceptable(clean(nu[1]))) {
      const value = clean(nu[1]);
      return nameAt(value, nu.index! + nu[0].indexOf(value));
    }
    for (const t of masked.matchAll(CUSTOMERS_OF)) {
      const found = runAt(t.index + t[0].length, false);
      if (found) return found;
    }
  }
  // 2. After a trigger word; "Quillstone — the Nightfall Notebook" names the notebook.
  const trig = new RegExp(`(?:^|[\\s(,.:;!?¡¿])(?:${TRIGGER.source})(?=\\s|:)`, "giu");
  for (const t of masked.matchAll(trig)) {
    // Only a launch names its product after a few plain words ("notre nouveau thé glacé Nube X"); elsewhere "new: our
    // hiring guide for remote Python teams" names nothing.
    let found = runAt(
      t.index + t[0].length,
      LAUNCH.test(t[0]) && (type === "product-launch" || type === null),
    );
    // "Online cupping: Tasting Ethiopia": an event's own noun written with a capital starts the title.
    const word = t[0].replace(/^[\s(,.:;!?¡¿]+/, "");
    const at = t.index + t[0].length - word.length;
    if (
      found &&
      NOUN_TRIGGER.test(word) &&
      /^\p{Lu}/u.test(word) &&
      /^\s+$/u.test(masked.slice(at + word.length, found.index))
    )
      found = nameAt(masked.slice(at, found.index + found.length), at);
    if (
      found &&
      (found.value.split(/\s+/).length > 1 || /\d|[A-Z]{2}/.test(found.value) || /^[A-Z]/.test(found.value))
    ) {
      const app = masked.slice(found.index + found.length).match(APPOSITIVE);
      const closer = app ? withoutHost(clean(app[1])) : null;
      if (closer && acceptable(closer)) {
        const index = found.index + found.length + app![0].indexOf(app![1]);
        return nameAt(closer, index);
      }
      return found;
    }
  }
  // 2d. A launch names its product after its new-word or the verb that brings it out ("New Crumb Club from ...").
  if (type === "product-launch")
    for (const m of masked.matchAll(LAUNCH_NEW)) {
      const found = runAt(m.index + m[0].length, false);
      // "NEW! Bakery X introduces Loaf Y": the run before a launch verb is the maker; the verb names the product.
      if (found && VERB_NEXT.test(masked.slice(found.index + found.length))) continue;
      // German capitalises nouns: one word after "neu"/"neue" is what the product is ("neue Stirnlampe"), not its name.
      if (!found || withoutNew(found.value) === "") continue;
      if (
        !/\s/.test(withoutNew(found.value)) &&
        /\bneu(?:e|er|es|en)?[!.:\s]*$/i.test(masked.slice(0, found.index))
      )
        continue;
      return { ...found, value: withoutNew(found.value) };
    }
  // 2c. A common event phrase with the capitalised words around it.
  const g = GENERIC.exec(masked);
  if (g) {
    const left = masked
      .slice(Math.max(0, g.index - 40), g.index)
      .match(/((?:\p{Lu}[\p{L}\d'’-]*[ \t]+){1,3})$/u);
    let leftWords = left ? left[1].trim().split(/\s+/) : [];
    while (leftWords.length && START_STOP.test(leftWords[0])) leftWords = leftWords.slice(1);
    const right = masked.slice(g.index + g[0].length).match(new RegExp(`^((?:[ \\t]+${WORD}){0,4})`, "u"));
    const value = clean([...leftWords, g[0], ...(right ? [right[1].trim()] : [])].filter(Boolean).join(" "));
    const index = masked.indexOf(value);
    if (acceptable(value) && index >= 0) return nameAt(value, index);
  }
  // 2d. A capitalised run right after the campaign's own noun ("our webinar Scaling Cold Brew", "le webinaire Data
  // Basics"): the noun as written in lower case, or after a determiner ("unser Webinar Cloud Basics").
  const typed = new RegExp(
    `(?:(?<![\\p{L}])(?:${TYPE_NOUN})|(?:${DETERMINER})\\s+(?:new\\s+|neue[snm]?\\s+|nouveau\\s+|nuevo\\s+|nuovo\\s+|nieuwe\\s+|novo\\s+)?(?:${TYPE_NOUN_CAP}))[ \\t]+(?=\\p{Lu}|\\d)`,
    "gu",
  );
  for (const t of masked.matchAll(typed)) {
    const found = runAt(t.index + t[0].length, false);
    const first = found?.value.split(/\s+/)[0].replace(/[.,]$/, "") ?? "";
    if (
      found &&
      !WEEKDAY.test(first) &&
      !MONTHS.test(first) &&
      !MONTH_ABBR.test(first) &&
      !PERSONISH.test(masked.slice(found.index + found.length))
    )
      return found;
  }
  // 3. A capitalised run carrying an event or report noun, or followed by one ("the State of Remote Work 2027 report").
  const runs = new RegExp(`(?<![\\p{L}\\d])(${RUN})`, "gu");
  for (const r of masked.matchAll(runs)) {
    let value = r[1];
    const atSentenceStart = /(?:^|[.!?\n])\s*$/.test(masked.slice(0, r.index));
    // "Join the Austin..." : a sentence's first word is capitalised for grammar, not as part of a name.
    if (atSentenceStart) {
      const first = value.split(/\s+/)[0];
      if (START_STOP.test(first)) value = value.slice(first.length).trim();
    }
    value = withoutHost(clean(value));
    const after = masked.slice(r.index + r[1].length, r.index + r[1].length + 14);
    const nounAfter =
      /^\s+(?:report|study|guide|whitepaper|survey|webinar|meetup|summit|conference|workshop|bericht|studie|leitfaden|rapport|étude|informe|estudio|guía|rapporto|guida|studio|rapport|onderzoek|relatório|estudo|guia)\b/i.test(
        after,
      );
    const noun = EVENT_NOUN.test(value) || COMPOUND.test(value);
    if (value.split(/\s+/).length < 2 || !(noun || nounAfter) || !acceptable(value) || MAIL_WORDS.test(value))
      continue;
    const index = r.index + r[1].indexOf(value);
    const kept = whole(nameAt(value, index), masked);
    if (kept) return kept;
  }
  // 4. The brief's first line is a name when it reads as one ("Tidewater product update for December.", "Breakfast meetup
  // for IT admins on 9 March 2027 at 8:30, ..."): a short phrase without a verb or a person, that carries an event's or
  // a publication's noun, up to its first comma, full stop, dash or date.
  return (
    leadPhrase(masked) ??
    (event || type === "product-launch" || type === "whitepaper-autoreply" ? titleLine(masked) : null)
  );
}

/**
 * A title on a line of its own, as a pasted product or event page sets it: after a blank line, with the details on the
 * next line ("⏎Aldous Pour-Over Kettle 2.0⏎★★★★★ ...", "⏎Klantendag Boekhoudpartners 2027⏎za 13 maart ..."): a few
 * words, most capitalised, without a sentence's words or punctuation, a date, a price or a note about the e-mail.
 */
function titleLine(masked: string): NameMatch | null {
  const lines = masked.split("\n");
  let at = 0;
  for (const [i, raw] of lines.entries()) {
    const start = at;
    at += raw.length + 1;
    if (i === 0 || lines[i - 1].trim() || !(lines[i + 1] ?? "").trim()) continue;
    const v = raw.trim();
    const words = v.split(/\s+/);
    if (words.length < 2 || words.length > 8 || !/^\p{Lu}/u.test(v) || /[.!?:,;]$|[:|@*€$£%★]/u.test(v))
      continue;
    const capped = words.filter((w) => /^[\p{Lu}\d]/u.test(w)).length;
    if (capped * 2 < words.length) continue;
    const bare = words.map((w) => w.replace(/[.,]$/, ""));
    if (bare.some((w) => SENTENCE_WORD.test(w) || WEEKDAY.test(w) || (MONTHS.test(w) && !/^\d+$/.test(w))))
      continue;
    if (
      /\d{1,2}[./]\d{1,2}[./]|\d{1,2}\/\d{1,2}|\d[:.h]\d{2}\b/.test(v) ||
      MAIL_WORDS.test(v) ||
      START_STOP.test(words[0])
    )
      continue;
    if (!acceptable(v)) continue;
    return nameAt(v, start + raw.indexOf(v));
  }
  return null;
}

/** Event nouns that are also trigger words ("tasting Ethiopia"); capitalised they are the title's first word. */
const NOUN_TRIGGER = /^(?:tasting|degustazione|dégustation|degustación|cata de|proeverij)$/i;

/** Joining words after which a capitalised word may describe the people an event is for ("for IT admins"). */
const FOR_TAIL = /\s(?:for|für|pour|para|per|voor)\s+\S+$/i;
/** People an event is for: "Breakfast for IT admins", "Workshop for UX designers". */
const PEOPLE =
  /^(?:admins?|administrators?|managers?|leads|leaders?|teams?|owners?|founders?|developers?|devs|engineers?|designers?|marketers?|users?|customers?|clients?|buyers?|sellers?|merchants?|partners?|members?|professionals?|pros|beginners?|newcomers?|students?|parents?|people|folks|women|makers?|creators?|writers?|analysts?|architects?|consultants?|specialists?|experts?|practitioners?|accountants?|lawyers?|recruiters?|startups?|companies|businesses|agencies|brands|retailers?|fans|lovers|enthusiasts|executives|execs|officers|directors|heads|staff|employees|freelancers?|coaches|trainers|teachers|families|kids)$/i;

/**
 * A name never stops inside its phrase: "Breakfast for IT" followed by "admins" is "Breakfast for IT admins"; when
 * the words after it are not the people it is for, the name ends before "for" (or there is none).
 */
function whole(m: NameMatch, masked: string): NameMatch | null {
  if (!FOR_TAIL.test(m.value)) return m;
  const after = masked.slice(m.index + m.length);
  if (!/^ \p{Ll}/u.test(after)) return m;
  const people = after.match(
    /^ ([\p{Ll}-]+)(?=[,.;:!?)\n]|$|\s[–—-]\s|\s+(?:on|at|in|am|um|le|el|il|op|em|à|al|alle|om|this|next|from|with)\s)/u,
  );
  if (people && PEOPLE.test(people[1])) {
    const value = `${m.value} ${people[1]}`;
    return nameAt(value, m.index);
  }
  const head = m.value.replace(FOR_TAIL, "");
  return head.split(/\s+/).length >= 2 && acceptable(head) ? nameAt(head, m.index) : null;
}

const PUBLICATION =
  /\b(?:update|updates|blog|digest|roundup|round-up|recap|review|bulletin|journal|magazine|magazin|notes|briefing|dispatch|news|nieuws|nouvelles|actualités|noticias|notizie|novidades|neuigkeiten|rundbrief|infobrief|rückblick|lettre|gazette|revista|rivista|chronique|crónica|cronaca|kroniek|resumen|riepilogo|overzicht|resumo|récap|changelog)\b/iu;
/** Words that describe the e-mail asked for ("Launch email for ...", "Invite for ..."): a note to us, not a name. */
const MAIL_WORDS =
  /\b(?:e-?mails?|mails?|invite|invitation|einladung|uitnodiging|invitación|invito|convite|template|vorlage|modèle|plantilla|modello|sjabloon|modelo|campaign|kampagne|campagne|campaña|campagna|campanha|newsletter|nieuwsbrief|boletín|boletim|brief|briefing|autoreply|auto-reply|reminder|erinnerung|rappel|recordatorio|promemoria|herinnering|lembrete)\b/iu;
/** A person or a verb makes a sentence, not a name. */
const SENTENCE_WORD =
  /^(?:we|we're|our|us|you|your|you're|my|me|it's|wir|uns|unser\p{L}*|ihr|euch|nous|notre|nos|vous|votre|vos|nosotros|nuestr\p{L}*|vosotros|usted|ustedes|noi|nostr\p{L}*|voi|vostr\p{L}*|wij|ons|onze|jullie|jij|nós|noss\p{L}*|você|vocês|is|are|was|were|will|be|been|has|have|had|can|get|gets|join|come|starts?|opens?|ends?|returns?|ist|sind|war|wird|werden|hat|haben|kommt|est|sont|sera|était|a|ont|es|son|será|está|están|è|sono|sarà|zijn|wordt|heeft|é|são|foi|tem|hier|here|this|these|that|those|dieser|diese|ce|cette|este|esta|questo|questa|dit|deze|isto|esta)$/iu;

const VENUE_WORD = /^(?:at|@|bij|chez|im|au|presso|in|en|no|na|op|beim|bei)$/i;
const TOPIC_WORD = /^(?:about|über|sur|sobre|su|over|acerca|zum thema|à propos)$/i;

function leadPhrase(masked: string): NameMatch | null {
  const lineAt = masked.search(/\S/);
  if (lineAt < 0) return null;
  const line = masked.slice(lineAt).split("\n")[0];
  const segment = line.split(/[,;:!?](?:\s|$)|[.](?:\s|$)|\s[–—-]\s|\s\(|[|]/)[0];
  const words: string[] = [];
  const all = segment.trim().split(/\s+/);
  for (const [i, w] of all.entries()) {
    const bare = w.replace(/[.,]$/, "");
    // A place ends it too ("Voorjaarsborrel bij Kraanspoor"), and a topic makes it a description ("Webinar sobre ...").
    if (VENUE_WORD.test(bare) && /^\p{Lu}/u.test(all[i + 1] ?? "")) break;
    if (TOPIC_WORD.test(bare)) return null;
    // A date or a time ends it: "... on 9 March 2027", "... am Do, 10.12.", "... Friday".
    if ((/\d/.test(bare) && !/^\p{Lu}/u.test(bare)) || WEEKDAY.test(bare)) break;
    words.push(w);
  }
  while (
    words.length &&
    /^(?:on|am|le|el|il|op|em|at|um|à|a|al|alle|om|this|next|coming|from|vom|van|dès|this|le|den|dem|der)$/i.test(
      words[words.length - 1],
    )
  )
    words.pop();
  while (words.length && new RegExp(`^(?:${SMALL})$`, "i").test(words[words.length - 1])) words.pop();
  if (words.length < 2 || words.length > 8) return null;
  const value = clean(words.join(" "));
  if (!/^\p{Lu}/u.test(value) || START_STOP.test(words[0]) || NOT_NAME.test(words[0].replace(/[,!]$/, "")))
    return null;
  if (words.some((w) => SENTENCE_WORD.test(w.replace(/[.,!?]$/, "")))) return null;
  if (MAIL_WORDS.test(value) || !(EVENT_NOUN.test(value) || PUBLICATION.test(value) || COMPOUND.test(value)))
    return null;
  if (!acceptable(value)) return null;
  const index = lineAt + line.indexOf(value);
  return index >= lineAt ? nameAt(value, index) : null;
}

const SMALL_WORDS = new Set(SMALL.split("|"));
/** A name written in capitals as it should read: "THE TAPROOM TIMES" -> "The Taproom Times" (short codes stay). */
export function titleCase(v: string): string {
  if (/\p{Ll}/u.test(v)) return v;
  return v
    .split(/(\s+)/)
    .map((w, i) => {
      const low = w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(low)) return low;
      return w.length <= 3 && !SMALL_WORDS.has(low) && !/^the$/i.test(w) ? w : w.charAt(0) + low.slice(1);
    })
    .join("");
}
