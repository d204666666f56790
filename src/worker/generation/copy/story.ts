import type { Facts, Lang } from "../../../shared/facts";
import type { LinkContent } from "../content";
import { editPoint, endSentence, sentencesOf, wholeSentences } from "./edit";
import { bareHost } from "../../../shared/host";

/** One point of the brief's content as the e-mail shows it: a heading, its text and the link it names. */
export interface Point {
  heading: string;
  body: string;
  link: LinkContent | null;
}

/** A way to reach a person: the brief's own phone number (with its hours) and address, each tappable in the e-mail. */
export interface Contact {
  phone: string | null;
  hours: string | null;
  email: string | null;
}

/** What the brief gives the writer to tell, each piece edited: never a sentence as it was typed. */
export interface Story {
  /** The opening paragraph's sentences that say more than the facts the blocks show. */
  lead: string[];
  /** Further paragraphs, edited, in the brief's order. */
  more: string[];
  /** The brief's list, each item edited and split into heading and text. */
  points: Point[];
  /** The words that led to the list ("Themen", "What shipped this month"), edited; null when none. */
  pointsLead: string | null;
  /** The opening ends with the words that lead to the list ("We shipped:"): the list follows it, under no title. */
  listLed: boolean;
  contact: Contact | null;
  /** Links the content named, each with the words that name it. */
  links: LinkContent[];
  /** A programme the brief wrote as lines that start with a time ("10:30 Übergabe der Holzpferde"). */
  agenda: { time: string; title: string }[];
  /**
   * Lines of the brief that are a label and a short value ("Kundin: Sabine Hoffmann, …", "Zahlart: PayPal – bezahlt"),
   * content or fact alike: a receipt shows them as rows of its details, never as prose.
   */
  rows: { label: string; value: string }[];
  /**
   * The parts of lines written in note form ("Teilnahme kostenlos", "Max. 100 Plätze") that no fact block already
   * shows, each edited: the writer shows them as points, never as a paragraph.
   */
  notes: string[];
  /** A short exclamation that opened the brief ("Webinar en español!"), without its mark: the eyebrow's words. */
  shout: string | null;
  /** The line that files the brief ("Winter-Newsletter 2026 / Jahresrückblick"), as a name ("…: Jahresrückblick"). */
  filed: string | null;
}

/** Labels that introduce a remark, not a value ("Wichtig:", "Note:", "Hinweis:"): their line stays a sentence. */
const REMARK =
  /^(?:wichtig|hinweis|achtung|note|nb|ps|important|info|tipp?|reminder|rappel|remarque|attention|nota|aviso|importante|opmerking|let op|lembrete|uwaga|pozor|obs|bemærk|注意)$/iu;

/** "Label: value": a label of a few words, a value of one short line; the colon of a link's scheme labels nothing. */
const LABELLED = /^([\p{L}][\p{L} .'’-]{1,30}?)\s*[:：](?!\/\/)\s*(\S.{1,110})$/u;

/**
 * The parts of a sentence written in note form: three or more comma-separated parts (commas inside brackets do not
 * count), each a few words ("75x100 cm", "GOTS zertifiziert", "6 Farben (salbei, sand, …)"). Null for prose.
 */
function telegraph(sentence: string): string[] | null {
  // "Für Reitvereine, Züchter, private Pferdehalter": who it is for is one phrase, never three points.
  if (/^(?:für|for|pour|para|per|voor|dla|pro|för|til)\s*[:：]?\s/iu.test(sentence)) return null;
  const parts = commaParts(sentence);
  return parts.length >= 3 && parts.every((p) => p && wordCount(p) <= 4) ? parts : null;
}

const wordCount = (p: string) =>
  p
    .replace(/\([^)]*\)/g, "")
    .trim()
    .split(/\s+/).length;

/** A clause that is a sentence of its own: it starts with a conjunction or has a person speaking in it. */
const CLAUSE =
  /^(?:and|but|so|or|und|aber|denn|oder|et|mais|donc|ou|y|pero|o|e|ma|en|maar|of|mas|i|ale|albo|a|nebo|och|men|eller|og|hi|hello|hey|dear|hallo|hola|bonjour|salut|ciao|hoi|olá|hej|ahoj|cześć|thanks|danke|merci|gracias|grazie|bedankt|obrigad[oa])\b|(?:^|\s)(?:we|i|you|wir|ich|sie|du|nous|je|vous|tu|nosotros|yo|usted|noi|io|voi|wij|ik|jij|u|nós|eu|você|my|ja|ty|vi|jag|du|jeg|is|are|ist|sind|est|sont|es|son|está|è|sono|zijn|é|são|jest|są|jsou|är|er)(?:\s|$)/iu;

/**
 * The parts of a line written in note form with fewer parts ("Teilnahme kostenlos, Anmeldung bis 18.01.2027",
 * "Kostenlos, max. 100 Plätze."): two or more short comma-separated parts, one of them a lone word or a number, none a
 * clause of its own. Such a line is facts to show as facts or points, never a paragraph. Null for prose.
 */
export function noteForm(sentence: string): string[] | null {
  if (/^(?:für|for|pour|para|per|voor|dla|pro|för|til)\s*[:：]?\s/iu.test(sentence)) return null;
  // An exclamation or a question is someone speaking ("Thanks for your order, Sam!"), never notes.
  if (/[!?]\s*$/u.test(sentence)) return null;
  const parts = commaParts(sentence);
  // A part that opens with an article names something ("The Roast, issue 12"): a title, not a note.
  const named = (p: string) => ARTICLE.test(p);
  if (parts.length < 2 || !parts.every((p) => p && wordCount(p) <= 5 && !CLAUSE.test(p) && !named(p)))
    return null;
  return parts.some((p) => wordCount(p) === 1 || /\d/.test(p)) ? parts : null;
}

/** Articles a name may open with. */
const ARTICLE =
  /^(?:the|a|an|der|die|das|ein|eine|le|la|les|un|une|el|los|las|il|lo|gli|de|het|een|o|os|as|um|uma|den|det|en|ett)\s/iu;

/** Weekday names in the languages we write, as a comma after them belongs to a date ("Thursday, January 21"). */
const WEEKDAYS: Set<string> = (() => {
  const out = new Set<string>();
  for (const lang of ["en", "de", "fr", "es", "it", "nl", "pt", "pl", "cs", "sv", "da"])
    for (let d = 0; d < 7; d++) {
      const date = new Date(Date.UTC(2024, 0, 1 + d));
      for (const weekday of ["long", "short"] as const)
        out.add(date.toLocaleString(lang, { weekday, timeZone: "UTC" }).toLowerCase().replace(/\.$/, ""));
    }
  return out;
})();

/** A sentence's comma-separated parts; commas inside brackets and decimal commas ("60,00 €") separate nothing. */
function commaParts(sentence: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = "";
  const text = sentence.replace(/[.!]+$/, "");
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    // A decimal comma ("60,00 €") separates no parts.
    // "€11,-" is a whole amount, its comma no separator either.
    const decimal = /\d/.test(text[i - 1] ?? "") && /[\d-]/.test(text[i + 1] ?? "");
    // "on Thursday, January 21": the comma after a weekday is the date's.
    const weekday = WEEKDAYS.has((cur.trim().split(/\s+/).pop() ?? "").toLowerCase().replace(/\.$/, ""));
    // "zakład w Niepołomicach, ul. Grabska 11": a street after a comma is the same place.
    const street = /^,\s*(?:ul|al|os|pl|str|nr)\.\s/iu.test(text.slice(i, i + 8));
    if (ch === "," && depth === 0 && !decimal && !weekday && !street) {
      parts.push(cur.trim());
      cur = "";
    } else cur += ch;
  }
  parts.push(cur.trim());
  return parts;
}

/** A numbered line: "Step 1:", "Schritt 2 –", "Étape 3 :", "Paso 4.", "1)", "2." and what it says. */
const STEP =
  /^(?:(?:step|schritt|étape|etape|paso|passo|stap|krok|steg|trin|ステップ)\s*\d{1,2}\s*[:.)–—-]?|\d{1,2}[.)])\s+(\S.*)$/iu;

/**
 * A programme line: a time or a span of times first ("10:30", "11:00–15:00", "19 Uhr", "9–11 h"), or a word for the
 * whole day ("ganztags", "all day"), then what happens.
 */
const TIMED =
  /^((?:\d{1,2}[:.]\d{2}|\d{1,2}(?=\s?(?:uhr|h|am|pm)\b))(?:\s?(?:uhr|h|am|pm))?(?:\s?[–—-]\s?\d{1,2}(?:[:.]\d{2})?(?:\s?(?:uhr|h|am|pm))?)?|ganztags|den ganzen tag|all day|toute la journée|todo el día|tutto il giorno|de hele dag|o dia todo|celý den|cały dzień|hela dagen|hele dagen)\s*[:–—-]?\s+(\S.{2,})$/iu;

/** Phone numbers as people write them (see render/parts.ts: the same shape becomes a tel: link). */
const PHONE =
  /(?<![\w\-/.,+])(?:\+\d{1,3}(?:[ \u00A0]?\(0\))?|0)\d{0,4}(?:(?:[ \u00A0]|[ \u00A0]?[/-][ \u00A0]?)\d{2,8}){1,5}(?![\w\-/.,]?\d)/;
const EMAIL = /[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
/** "(Mo–Fr 9–16 Uhr)", "(Mon-Fri 9am-5pm)": the hours right after a number, in brackets. */
const HOURS_AFTER = /^\s*\(([^()]{3,40})\)/;
/** Words around a contact that only label it ("Telefon für Rückfragen:", "Questions ->", "Contact person:"). */
const CONTACT_WORDS =
  /\b(?:phone|tel(?:efon|éfono|efone|efoon|efono|éphone)?|call|ring|anrufen|rufen|fragen|rückfragen|questions?|contact(?:o|e|er)?|kontakt|preguntas|dudas|domande|vragen|dúvidas|pytania|dotazy|frågor|spørgsmål|mail|e-mail|email|an|to|à|a|per|via|unter|bei|for|für|pour|para|por|auf|directly|direkt)\b/giu;

function contactOf(text: string): { contact: Contact; rest: string } | null {
  const phone = text.match(PHONE);
  const email = text.match(EMAIL);
  if (!phone && !email) return null;
  let rest = text;
  let hours: string | null = null;
  if (phone) {
    const after = text.slice(phone.index! + phone[0].length);
    const h = after.match(HOURS_AFTER);
    if (h && /\d/.test(h[1])) hours = h[1].trim();
    rest = rest.replace(phone[0], " ").replace(h?.[0] ?? "\u0000", " ");
  }
  if (email) rest = rest.replace(email[0], " ");
  return { contact: { phone: phone?.[0]?.trim() ?? null, hours, email: email?.[0] ?? null }, rest };
}

/** A sentence that is nothing but a way to reach someone ("Fragen an info@uniqz.de", "Tel: 0221 / 168 420 37"). */
function onlyContact(text: string): Contact | null {
  const found = contactOf(text);
  if (!found) return null;
  const words = found.rest.replace(CONTACT_WORDS, " ").match(/\p{L}{3,}/gu) ?? [];
  return words.length <= 1 ? found.contact : null;
}

/** A welcome in the brief's own words ("Welcome to Lumen!", "Willkommen bei …", "Bienvenue chez …"). */
export const WELCOMES =
  /^\s*(?:welcome|willkommen|herzlich willkommen|bienvenue|bienvenid[oa]s?|benvenut[oaie]|welkom|bem-vind[oa]s?|witaj|witamy|vítejte|välkommen|velkommen|ようこそ)\b/iu;

/** Words about the e-mail itself (its button, subject line, headline): a sentence with one is for the writer. */
const ABOUT_MAIL =
  /\b(?:\p{L}*button|emoji\p{L}*|emotek|emotikon\p{L}*|emoticon\p{L}*|smiley\p{L}*|auto-?(?:responder|reply|antwort|odpowied\p{L}*|réponse|respuesta|risposta|antwoord)|cta|call to action|betreff|subject line|betreffzeile|headline|überschrift|schlagzeile|objet du mail|asunto|oggetto|onderwerpregel)\b/iu;
/** A request word beside a writing verb ("bitte … abschließen", "please mention", "por favor escribe"). */
const PLEASE =
  /\b(?:bitte|please|pls|merci de|s'il vous plaît|por favor|per favore|graag|alsjeblieft|proszę|prosím|snälla|venligst)\b/iu;
const WRITING =
  /\bal[s]\s+(?:\p{L}*lijst|liste|aufzählung)|\bas\s+a\s+(?:list|bullet)|\bjako\s+list|en\s+liste|como\s+lista|abschlie(?:ß|ss)en|\bend(?:en)?\s+with|\bclose\s+with|\bsign\s+off|erwähn|\bmention|schreib|\bwrite|formulier|\btone?\b|\btono\b|duzen|siezen|sie-form|du-form|in (?:die|der|dieser) (?:e-)?mail|in this (?:e-?)?mail|dans (?:le|ce) (?:e-)?mail|en el (?:correo|mail)|nel(?:la)? (?:e-)?mail|in de mail/iu;

/**
 * A sentence written to the writer, not to the readers, wherever the reader placed it: one about the e-mail's own parts
 * ("Spenden-Button auf unsere Spendenseite.") or a request to write something ("Am Ende bitte unbedingt mit
 * Spendenaufruf abschließen"). It is never printed; a closing ask in it becomes the e-mail's appeal (see write.ts).
 */
export function toWriter(sentence: string): boolean {
  return (
    ABOUT_MAIL.test(sentence) ||
    (PLEASE.test(sentence) && WRITING.test(sentence)) ||
    // "Soll erklären wie es jetzt weitergeht": what the e-mail should do, said to its writer.
    SHOULD_EXPLAIN.test(sentence) ||
    // "Ze krijgen deze mail direct na …", "Forma „Państwo”", "jullie-vorm": about this e-mail or its form of address.
    THIS_MAIL.test(sentence) ||
    // "Nicht aufdringlich", "not pushy", "niet te formeel": how the e-mail should sound, in two or three words.
    /^\s*(?:nicht|not|niet|pas|no|nie|non|ikke|inte|ne)\s+(?:zu\s+|too\s+|te\s+|trop\s+|muy\s+|za\s+|troppo\s+|för\s+|for\s+)?\p{L}+[.!]?\s*$/iu.test(
      sentence,
    ) ||
    // "Daarna uitnodigen voor een rondleiding", "Na koniec: …": where a closing ask goes; the appeal says it.
    INVITE_ORDER.test(sentence) ||
    CLOSING_ORDER.test(sentence) ||
    ADDRESS_FORM.test(sentence) ||
    // "(Bilder schick ich dir separat – Anja)": an aside in brackets signed by a colleague is a note, never copy.
    /^\s*\([^()]{3,}\s[–—-]\s*\p{Lu}\p{Ll}+\)\s*$/u.test(sentence)
  );
}

/**
 * Words that ask for the list rather than name it ("folgende Themen bitte", "wat moet erin", "proszę zrobić z tych
 * punktów", "Steps for them"): the list takes the type's own title.
 */
const REQUEST =
  /(?<![\p{L}])(?:bitte|please|pls|graag|proszę|prosím|por favor|per favore|s'il vous plaît|snälla|venligst|moet|moeten|muss|soll|sollte|should|must|doit|debe|deve|musi|måste|skal|for them|für sie|voor hen|dla nich)(?![\p{L}])/iu;

/**
 * An order to invite the readers ("am Ende einladen zum Probespielen", "daarna uitnodigen voor een rondleiding", "invite
 * them to a tour"): an infinitive of inviting, after words that place it or none, then what they are invited to.
 */
export const INVITE_ORDER =
  /^\s*(?:(?:am\s+ende|zum\s+schluss|danach|anschließend|daarna|tot\s+slot|then|at\s+the\s+end|na\s+koniec|potem|ensuite|à\s+la\s+fin|después|al\s+final|poi|alla\s+fine|depois|no\s+final)\s*[:,]?\s+)?(?:(?:bitte|please|graag|proszę)\s+)?(?:einladen|uitnodigen|invite(?:\s+(?:them|people|readers))?|zaprosić|zaproś|inviter|invitar|invitare|convidar|pozvat|bjuda\s+in|invitere)\s+((?:zu|zum|zur|voor|op|to|for|na|do|à|au|aux|a|al|para|per|k|ke|till|til)\s.+)$/iu;

/** A line placed at the e-mail's end by a label ("Na koniec: …", "Tot slot: …", "Zum Schluss: …"). */
const CLOSING_ORDER =
  /^\s*(?:na\s+koniec|tot\s+slot|zum\s+schluss|at\s+the\s+end|à\s+la\s+fin|al\s+final|alla\s+fine|no\s+final|till\s+sist|til\s+sidst)\s*:/iu;

/** "this e-mail", "deze mail", "diese Mail", "ten mail": the brief talks about the e-mail, not to its readers. */
const THIS_MAIL =
  /\b(?:this|these|deze|dit|diese[rn]?|dieses|ce|cet|cette|este|esta|questa|questo|ten|tento|tej|det här|denne|dette)\s+(?:e-?mails?|mails?|newsletter|nieuwsbrief|mailing|wiadomości|wiadomość|correo|courriel)\b/iu;

/** A form of address named as such ("Sie-Form", "jullie-vorm", "u-vorm", "Forma „Państwo”"): an instruction. */
const ADDRESS_FORM =
  /(?:^|[\s(])(?:\p{L}{1,8}-(?:vorm|form|forme|forma)|forma\s+["„“«]?(?:pan|pań|ty|wy)\p{L}*["”»]?|(?:u|je|jij|jullie|du|sie|tu|vous)\s*-?\s*vorm)(?=$|[\s.,;:)!])/iu;

/** Words that ask the writer to feature something ("à mettre en avant", "to highlight", "hervorheben"). */
const FEATURE =
  /mettre en avant|to highlight|highlight these|hervorheb|hervorzuheben|destacar|evidenziare|benadrukken|uitlichten|destacar|wyróżni|zdůrazn|lyfta fram|fremhæv/iu;

/** "(The mail) should explain / mention …", with no one else doing it: a brief for the writer. */
const SHOULD_EXPLAIN =
  /^(?:(?:die\s+|the\s+)?(?:e-?mail|mail|newsletter)\s+)?(?:soll(?:te)?|should|must|muss|doit|debe|deve|moet|ska|skal)\s+(?:\S+\s+){0,2}(?:erklären|erläutern|explain|expliquer|explicar|spiegare|uitleggen|förklara|forklare|erwähnen|mention|mentionner|mencionar|menzionare|vermelden)\b/iu;

/** A greeting to the readers ("Oi, pessoal!", "Hi all!"): the e-mail greets in its own words. */
const HELLO =
  /^\s*(?:hi|hello|hey|dear|hallo|hola|oi|olá|bonjour|salut|ciao|hoi|hej|ahoj|cześć|liebe|lieber|querid[oa]s?|car[oi]|beste)\b/iu;

/** A text as words only, without accents, case or marks: the form in which pieces of the brief are compared. */
export const norm = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Words that carry no fact of their own beside a date, a time or a place ("am", "um", "ab", "with"): a sentence of
 * nothing else restates what the fact blocks show.
 */
const GLUE = new Set(
  (
    "with and from until till about around approx on at in the a an of to by for is are will be " +
    "mit und von bis etwa am um ab im in der die das den dem ein eine ist sind wird uhr auf bei zum zur " +
    "avec et de du des le la les au aux jusqu environ a le est sont sera h " +
    "con y desde hasta unos el los las del al es son sera de " +
    "con e dalle alle circa il lo gli le di da alle ore e sono sara " +
    "met en van tot ongeveer op om het de een is zijn uur " +
    "com e das ate cerca o os as do da no na em e sao sera " +
    "min mins minute minutes minuten minutos minuti stunde stunden hour hours heure heures hora horas ora ore " +
    // An order's own words: its lines and totals are the receipt's.
    "order orders no nr number nummer bestellung bestellnummer commande pedido ordine bestelling encomenda x qty " +
    "bestellbestatigung auftragsbestatigung confirmation receipt beleg quittung recu recibo ricevuta bevestiging " +
    "shipping delivery versand lieferung livraison envio spedizione verzending frete subtotal zwischensumme " +
    "sous total totale totaal gesamt summe tax vat mwst inkl incl tva iva btw " +
    // How an event is reached and its zones: the card says them.
    "per via zoom ms microsoft teams meet google webex online live cet cest mez mesz utc gmt bst est edt pst pdt " +
    // "Ab 1. Dezember im Shop": where a launch is on sale is what "available from" says.
    "shop store laden onlineshop boutique tienda negozio winkel webshop loja sklep obchod butik butikken " +
    // "jeweils 11–18 Uhr": a time for every day of it is still the time.
    "jeweils each daily taglich chaque cada ogni elke dagelijks " +
    // "Nieuw: de Winterkaart, vanaf vrijdag 4 december": announcing the name and its date is what the headline does.
    "new neu neue neuer nieuw nieuwe nouveau nouvelle nuevo nueva nuovo nuova novo nova nowy nowa nowosc nove ny nyt " +
    "vanaf des a partir desde"
  ).split(" "),
);

/**
 * Whether a sentence only restates facts another block shows (its date, time, place, names, prices, the title). Its
 * other words must be glue: "Am Mittwoch, 13. Januar 2027, 19:30 Uhr." goes; "Kostenlos, max. 100 Plätze." stays.
 */
export function restatesFacts(sentence: string, facts: Facts, lang: Lang): boolean {
  const c = facts.campaign;
  const known = [
    facts.brand.name.value,
    c.title,
    c.venue,
    c.time?.text,
    c.time?.zone,
    ...c.dates.map((d) => d.text),
    ...c.speakers.flatMap((s) => [s.name, s.role]),
    ...c.prices.map((p) => p.text),
    ...(c.order?.items ?? []).flatMap((i) => [i.name, i.price]),
    c.order?.number,
    ...(c.order?.totals ?? []).map((t) => t.value),
    c.offer?.code,
  ]
    .filter((x): x is string => !!x && x.length > 1)
    .map(norm)
    .sort((a, b) => b.length - a.length);
  // A piece of a fact's own text ("Kartäuserwall 20, 50678 Köln" of the venue "Altes Pfandhaus, Kartäuserwall 20, …").
  const whole = norm(sentence);
  if (whole.length >= 8 && known.some((k) => k.includes(whole))) return true;
  // Quantities ("x2", "2x") and dotted leaders belong to an order line, not to what it says.
  let rest = ` ${norm(sentence.replace(/(?:^|\s)(?:[x×]\s?\d{1,3}|\d{1,3}\s?[x×])(?=\s|$)/giu, " "))} `;
  for (const k of known) if (k) rest = rest.split(` ${k} `).join(" ").split(k).join(" ");
  const weekdays = new Set<string>();
  const months = new Set<string>();
  for (let d = 0; d < 12; d++) {
    const date = new Date(Date.UTC(2024, d, 1 + (d % 7)));
    months.add(norm(date.toLocaleString(lang, { month: "long", timeZone: "UTC" })));
    if (d < 7)
      for (const weekday of ["long", "short"] as const)
        // "quinta-feira" is two words once normalised: each is a weekday's word.
        for (const w of norm(date.toLocaleString(lang, { weekday, timeZone: "UTC" })).split(" "))
          weekdays.add(w);
  }
  const words = rest.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const deadline = (w: string) => !!c.rsvpBy && REGISTRATION.test(w);
  return words.every((w) => GLUE.has(w) || weekdays.has(w) || months.has(w) || w.length <= 1 || deadline(w));
}

/** Words for registering: beside the deadline's date ("Anmeldung bis 18.01.2027") they say the deadline row. */
const REGISTRATION =
  /^(?:anmeld\w*|registr\w*|register\w*|rsvp|inscri\w*|iscri\w*|aanmeld\w*|inschrijv\w*|zapis\w*|prihlas\w*|anmal\w*|tilmeld\w*|deadline|frist|plazo|scadenza)$/u;

/**
 * Whether a part of a note-form line says only what the fact blocks show: its words are glue or known facts, and every
 * number in it belongs to a known fact ("Anmeldung bis 18.01.2027" beside the deadline; not "So 13.12.2026" when only
 * the Saturday is known).
 */
function partRestates(part: string, facts: Facts, lang: Lang): boolean {
  if (!restatesFacts(part, facts, lang)) return false;
  const c = facts.campaign;
  const known = [
    c.title,
    c.venue,
    c.time?.text,
    c.time?.start,
    c.time?.end,
    // Only the date the card shows: a second day of the brief ("So 13.12.") is news, even when the reader found it.
    c.dates[0]?.text,
    c.dates[0]?.iso,
    c.rsvpBy?.iso,
    c.rsvpBy?.text,
    ...c.prices.map((p) => p.text),
    c.offer?.code,
    c.order?.number,
    ...(c.order?.items ?? []).flatMap((i) => [i.name, i.price, i.qty]),
    ...(c.order?.totals ?? []).map((t) => t.value),
  ]
    .filter((x): x is string => !!x)
    .join(" ");
  const numbers = new Set((known.match(/\d+/g) ?? []).map((n) => String(Number(n))));
  return (part.match(/\d+/g) ?? []).every((n) => numbers.has(String(Number(n))));
}

/** A price and nothing else ("€19,50", "ab 29 €/Monat", "15,00 zł"). */
const PRICE_ONLY =
  /^\s*(?:\p{L}{1,6}\s)?(?:[€$£]\s?\d[\d.,]*(?:,-)?|\d[\d.,\s]*\s?(?:€|EUR|USD|GBP|CHF|zł|Kč|kr))(?:\s?\/\s?\p{L}+)?\s*\.?\s*$/u;

/** A point as a heading and its text: "Screenshots: full-page screenshots…" has both; a short point is a heading. */
function splitPoint(text: string, link: LinkContent | null): Point {
  const label = text.match(/^([^:.!?]{2,48}?)\s*(?::|\s[–—]\s)\s*(\S.{2,})$/su);
  // A colon inside brackets ("Ablauf (Stationen: Putzen, Führen)") is no label's.
  const open = (t: string) => (t.match(/\(/g) ?? []).length !== (t.match(/\)/g) ?? []).length;
  // "Hertenstoof met rode kool – €23,50": a price stays beside what it prices, never a line of its own.
  if (label && PRICE_ONLY.test(label[2])) return { heading: text.replace(/\.$/, ""), body: "", link };
  if (label && label[1].split(/\s+/).length <= 6 && !/\d{1,2}$/.test(label[1]) && !open(label[1]))
    return { heading: label[1].trim(), body: asText(capitalFirst(label[2].trim())), link };
  // "New Svelte SDK (@microlink/svelte), big thanks to …": a short name, then a clause about it, reads as a heading
  // and its text rather than one long bold line.
  const clause = text.match(/^([^,]{3,60}),\s+(\p{Ll}\S*(?:\s+\S+){2,}.*)$/su);
  if (
    clause &&
    text.split(/\s+/).length >= 8 &&
    clause[1].split(/\s+/).length >= 2 &&
    clause[1].split(/\s+/).length <= 6 &&
    !open(clause[1]) &&
    !/\d$/.test(clause[1])
  )
    return { heading: clause[1].trim(), body: asText(capitalFirst(clause[2].trim())), link };
  if (text.length <= 110) return { heading: text.replace(/\.$/, ""), body: "", link };
  const [first, ...rest] = sentencesOf(text);
  if (rest.length && first.length <= 110)
    return { heading: first.replace(/\.$/, ""), body: rest.join(" "), link };
  return { heading: "", body: text, link };
}

/**
 * The list's points as heading and text. A lead-in several points share ("New: …", "New: …") is a label, not a
 * heading: it stays with the name it introduces ("New: Kochere"), and what follows the name's comma is the text.
 */
export function splitPoints(points: { text: string; link: LinkContent | null }[]): Point[] {
  const split = points.map((p) => splitPoint(p.text, p.link));
  const count = new Map<string, number>();
  for (const sp of split)
    if (sp.body) count.set(sp.heading.toLowerCase(), (count.get(sp.heading.toLowerCase()) ?? 0) + 1);
  return split.map((sp, i) => {
    if ((count.get(sp.heading.toLowerCase()) ?? 0) <= 1) return sp;
    const named = sp.body.replace(/\.$/, "").match(/^([^,]{2,40}),\s+(\S.{2,})$/u);
    return named && named[1].split(/\s+/).length <= 5
      ? { heading: `${sp.heading}: ${named[1]}`, body: asText(capitalFirst(named[2])), link: sp.link }
      : { heading: points[i].text.replace(/\.$/, ""), body: "", link: sp.link };
  });
}

const capitalFirst = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** A point's text: a sentence ends with its mark; a few words ("Floral", "100 x 140 cm") stay a phrase. */
const asText = (s: string) => (/[.!?]\s/.test(s) || s.split(/\s+/).length >= 8 ? endSentence(s) : s);

/**
 * The brief's content, edited: the opening without the sentences the fact blocks already say, the list as points,
 * contact lines taken out to be said once, links on the words that name them. `max` bounds the opening (a short e-mail
 * keeps one sentence).
 */
export function readStory(facts: Facts, lang: Lang, opts: { short?: boolean; untold?: boolean } = {}): Story {
  // What the reader marked as content but left out of its story (a programme's last lines, "Eintritt frei.") is the
  // story's too: what the reader hands over, the e-mail shows. A receipt adds it after its order (below).
  const untold = opts.untold ? [] : untoldContent(facts, lang, true);
  // A list item ("- PDF generation is out of beta") is one more point of the list, a line of prose a paragraph.
  const item = (x: string) => LIST_ITEM.test(x);
  // A point the reader cut short ("Mit Express-Stickerei (+15 €) ge") is the whole line it came from.
  const lines = (facts.campaign.sentences ?? []).map((x) =>
    x.text.trim().replace(/^\s*(?:[-*•·]+|\(?\d{1,2}[.)])\s*/u, ""),
  );
  const whole = (p: string) => lines.find((l) => l.length > p.length + 2 && l.startsWith(p.trim())) ?? p;
  const givenPoints = facts.campaign.points.map(whole);
  const c = opts.untold
    ? { ...facts.campaign, points: givenPoints }
    : {
        ...facts.campaign,
        story: [...facts.campaign.story, ...untold.filter((x) => !item(x))],
        points: inBriefOrder([...givenPoints, ...untold.filter(item)], lines),
      };
  const links: LinkContent[] = [];
  let contact: Contact | null = null;
  const foreign = notForReaders(facts);
  const linkWords = new Set(
    (c.links ?? [])
      .flatMap((l) => [l.label, l.context])
      .filter((x): x is string => !!x)
      .map(norm),
  );
  const keep = (s: string): string | null => {
    if (foreign(s) || toWriter(s)) return null;
    const own = onlyContact(s);
    if (own) {
      contact = merge(contact, own);
      return null;
    }
    if (restatesFacts(s, facts, lang)) return null;
    const e = editPoint(s, lang);
    // "Secondary: download the datasheet (…)": the words of one of the brief's links are that link's, not prose.
    if (e.text && linkWords.has(norm(e.text))) return null;
    // A sentence cut at a date's day ("Bitte bis 1.") lost what it asked: it is not shown as a scrap.
    // A number after other numbers ("045 - 575 44 43.") ends a phone number, not a cut date.
    if (/\p{L}\s\d{1,2}\.{1,2}$/u.test(s.trim())) return null;
    links.push(...e.links.filter((l) => l.label));
    return e.text || null;
  };
  // Lines of a programme the reader kept as prose become the programme, when it has none of its own.
  const agenda: { time: string; title: string }[] = [];
  // One timed line is a sentence with a time in it; a programme has two or more.
  const programme =
    !c.agenda.length &&
    [...c.story, ...c.points].filter((p) => TIMED.test(p.trim()) && !foreign(p)).length >= 2;
  const timed = (p: string) => {
    const m = programme && !foreign(p) ? p.trim().match(TIMED) : null;
    if (!m) return false;
    agenda.push({ time: m[1], title: editPoint(m[2], lang).text.replace(/\.$/, "") });
    return true;
  };
  // Numbered lines the reader kept as prose ("Schritt 1: …", "Step 2 – …", "3) …") are the list, in their order.
  const stepped = c.story.filter((p) => STEP.test(p.trim()) && !foreign(p));
  const steps =
    stepped.length >= 2 && !c.points.length ? stepped.map((p) => p.trim().replace(STEP, "$1")) : [];
  // A sentence of specifications ("75x100 cm, GOTS zertifiziert, 6 Farben (…)") is a list, not prose.
  const specs: string[] = [];
  const notes: string[] = [];
  const rewritten = new Map<string, string>();
  const prosy = (s: string): boolean => {
    // "Customer: Hannah Lindqvist, Northwind Labs AB, VAT ID …" is one labelled value (a receipt's row), not a list.
    const labelled = s.trim().match(LABELLED);
    if (labelled && SUBORDINATE.test(labelled[1].trim())) {
      rewritten.set(s, readOn(s));
      return true;
    }
    // "W środku: a / b / c": a labelled list typed on one line is its items.
    const slashed = s.trim().match(/^([^:]{2,30}):\s*(\S.*)$/u);
    const listed = slashed?.[2].replace(/[.]$/, "").split(/\s+\/\s+/) ?? [];
    if (listed.length >= 3 && listed.every((x) => wordCount(x) <= 8)) {
      specs.push(...listed);
      return false;
    }
    if (labelled && !REMARK.test(labelled[1].trim())) return true;
    const parts = telegraph(s);
    if (parts) {
      // "Staat in: alle arrangementen, zaalindeling, …": the words before the first colon lead to the list.
      const led = parts[0].match(/^([^:(]{2,30}):\s*(\S.*)$/u);
      if (led) parts[0] = led[2];
      specs.push(...parts);
      return false;
    }
    // An order's own line ("Stadsfiets Kade 7, 53 cm, 1 × € 849,00") belongs to the receipt's table.
    const noted = foreign(s) || (c.order && orderLine(s)) ? null : noteForm(s);
    if (!noted) return true;
    // "jullie-vorm, persoonlijk": a note-form line with an order to the writer among its parts is orders, all of it.
    if (noted.some(toWriter)) return false;
    const left = noted.filter((part) => !partRestates(part, facts, lang));
    // "Live session on colour psychology, Thursday 11 March 2027, 15:00 CET": what is left beside the facts is one
    // phrase about the campaign, a sentence of its own.
    if (left.length === 1 && wordCount(left[0]) >= 3) {
      rewritten.set(s, endSentence(left[0]));
      return true;
    }
    for (const part of left) {
      const e = editPoint(part, lang).text.replace(/\.$/, "");
      if (e) notes.push(e);
    }
    return false;
  };
  // The reader may keep the filing line as a fact of its own (a label line, never printed as it came).
  let filed: string | null =
    (c.sentences ?? [])
      .filter((x) => x.role === "fact" && titleLine(x.text))
      .map((x) => x.text.trim().replace(/\s+\/\s+/u, ": "))[0] ?? null;
  const paragraphs = c.story
    .filter((p) => !timed(p) && !(steps.length && STEP.test(p.trim())))
    .map((p) =>
      sentencesOf(p)
        .filter((s) => foreign(s) || prosy(s))
        .map((s) => rewritten.get(s) ?? s)
        .map(keep)
        .filter((s): s is string => !!s)
        .join(" "),
    )
    .filter((p) => {
      if (!titleLine(p)) return p.replace(/[^\p{L}]/gu, "").length >= 3;
      filed ??= p.trim().replace(/\s+\/\s+/u, ": ");
      return false;
    });
  if (opts.untold)
    paragraphs.push(
      ...untoldContent(facts, lang).map((p) => sentencesOf(p).map(keep).filter(Boolean).join(" ")),
    );
  const said = (c.said ?? []).map(keep).filter((s): s is string => !!s);
  const all = [...paragraphs];
  for (const s of said) if (!all.some((p) => norm(p).includes(norm(s)))) all.push(s);
  const raw: { text: string; link: LinkContent | null }[] = [];
  const linkOnly: Point[] = [];
  for (const item of [...steps, ...c.points, ...specs]) {
    if (foreign(item) || timed(item)) continue;
    const own = onlyContact(item);
    if (own) {
      contact = merge(contact, own);
      continue;
    }
    // "key findings: 38% of … / 1 in 5 pages … / 12% of …": a list typed on one line is its items, one point each.
    const parts = item.split(/\s+\/\s+/);
    if (parts.length >= 3) {
      const label = parts[0].match(/^([^:]{2,40}):\s*(.+)$/u);
      if (label) parts[0] = label[2];
      for (const part of parts) {
        const e = editPoint(part, lang);
        if (e.text) raw.push({ text: e.text, link: null });
      }
      continue;
    }
    const e = editPoint(item, lang);
    const link = e.links[0] ? { label: e.links[0].label, url: e.links[0].url } : null;
    if (e.text) raw.push({ text: e.text, link });
    else if (link?.label) {
      // Words around a link, without a quotation mark left open ('curl "').
      const words = link.label.replace(/^\s*["“„«]\s*|\s*["”“»]\s*$/gu, "").trim();
      if (words) linkOnly.push({ heading: words, body: "", link: { ...link, label: words } });
    }
  }
  const points = [...splitPoints(raw), ...linkOnly];
  // A paragraph that repeats a point (a list the reader also kept as prose) is said once, as the point.
  const pointText = points.map((p) => norm(`${p.heading} ${p.body}`));
  const prose = all.filter((p) => !pointText.some((t) => t && norm(p).includes(t.slice(0, 40))));
  // "Les étapes à mettre en avant" tells the writer what to feature: the list takes the type's own title.
  const lead0 =
    c.pointsLead &&
    !foreign(c.pointsLead) &&
    !toWriter(c.pointsLead) &&
    !FEATURE.test(c.pointsLead) &&
    !REQUEST.test(c.pointsLead)
      ? editPoint(c.pointsLead, lang).text.replace(/[:.]$/, "")
      : null;
  // Prose that leads to the list ("We shipped:") opens the e-mail up to that point; what follows the list comes after it.
  const colon = points.length ? prose.findIndex((p) => /:$/.test(p)) : -1;
  // "Webinar en español!": a short exclamation on a line of its own names the e-mail's kind; it is the eyebrow over the
  // headline, never the first paragraph.
  const shouted =
    prose[0] &&
    /^[^.!?]{3,40}!$/u.test(prose[0]) &&
    prose[0].split(/\s+/).length <= 4 &&
    !WELCOMES.test(prose[0]) &&
    !HELLO.test(prose[0]);
  const shout = shouted ? prose.shift()!.replace(/[!¡]/gu, "").trim() : null;
  const [first, ...rest] =
    colon >= 0 ? [prose.slice(0, colon + 1).join(" "), ...prose.slice(colon + 1)] : prose;
  // "Neu! Babydecke …": a lone exclamation before the news is the headline's job.
  const opening = first?.replace(/^\p{L}+!\s+(?=\p{Lu})/u, "");
  const lead = opening ? [colon >= 0 ? opening : wholeSentences(opening, opts.short ? 160 : 420)] : [];
  // Labelled lines of the content, also those after the story's end ("Zahlart: PayPal – bezahlt" below the totals). A
  // fact sentence ("Fecha: 24/11/2026", "Title: …") is shown by its fact's own block, never as a row of its words.
  const contentLines = (c.sentences ?? []).filter((x) => x.role === "content").map((x) => x.text);
  const rows = [...c.story.flatMap((p) => p.split("\n")), ...contentLines]
    .map((line) => line.trim().match(LABELLED))
    .filter(
      (m): m is RegExpMatchArray =>
        // "Da wir gemeinnützig sind: keine MwSt": a clause before the colon is a sentence's, not a row's label.
        !!m && !REMARK.test(m[1].trim()) && !CLAUSE.test(m[1].trim()) && !foreign(m[0]) && !orderLine(m[0]),
    )
    .map((m) => ({ label: m[1].trim(), value: editPoint(m[2], lang).text.replace(/\.$/, "") }))
    .filter((r, i, all) => r.value && all.findIndex((x) => x.label === r.label) === i);
  return {
    lead,
    more: opts.short ? [] : rest,
    points,
    pointsLead: lead0 && lead0.length <= 60 ? lead0 : null,
    listLed: colon >= 0,
    contact,
    links,
    agenda,
    rows,
    notes,
    shout,
    filed,
  };
}

/**
 * A line that files the brief ("Dezember-Newsletter / Weihnachten", "Winter-Newsletter 2026 / Jahresrückblick"): a few
 * words on either side of a slash, no sentence. It names the campaign for the team; the headline says it for readers.
 */
function titleLine(p: string): boolean {
  return /^[^.!?:/]{3,60}\s\/\s[^.!?:/]{2,40}$/u.test(p.trim()) && p.trim().split(/\s+/).length <= 7;
}

/** An order's own line: a dotted leader, a quantity ("2x …") or an amount with a few words ("Zwischensumme 132,50 €"). */
export function orderLine(text: string): boolean {
  if (/\.{3,}|…{2,}|^\s*\d+\s*[x×]\s/u.test(text)) return true;
  const money = /\d[\d.,]*\s?(?:€|\$|£|EUR|USD|GBP|CHF|zł|Kč|kr)|(?:€|\$|£)\s?\d/u.test(text);
  return money && (text.match(/\p{L}{2,}/gu) ?? []).length <= 5;
}

/**
 * Content the reader kept out of its story, in the brief's order: the sentences the role reader marked as content that
 * no paragraph or point says yet and that are no labelled row or order line (on a receipt: how it was paid, when it
 * renews, how to cancel). Neighbouring sentences stay one paragraph.
 */
function untoldContent(facts: Facts, lang: Lang, labelled = false): string[] {
  const c = facts.campaign;
  // Told is what the reader placed anywhere in the facts: story, points, the list's lead, agenda, articles, links, quote.
  // Not the title: a line it was taken from may say more ("20.01.2027 Online-Infoabend …"), and a title the headline
  // shows is dropped again where a sentence only restates it.
  const told = [
    ...c.story,
    ...c.points,
    ...(c.said ?? []),
    c.pointsLead ?? "",
    ...c.agenda.map((a) => a.title),
    ...(c.articles ?? []).flatMap((a) => [a.title, a.summary ?? "", a.label ?? ""]),
    ...(c.links ?? []).flatMap((l) => [l.label ?? "", l.context ?? ""]),
    c.quote?.text ?? "",
    c.cta?.label ?? "",
  ].join(" ");
  const toldRuns = runs(told);
  const toldText = norm(told);
  // A link's words ("log into partner portal") are the button's or a link's label: they do not tell a step of the list.
  const linkWords = new Set((c.links ?? []).flatMap((l) => [...runs(`${l.label ?? ""} ${l.context ?? ""}`)]));
  const placed = [...c.story, ...c.points, ...c.agenda.map((a) => a.title)].join(" ");
  const placedRuns = runs(placed);
  const when = [...c.dates.map((d) => d.text), c.time?.text ?? ""].filter((w) => w.length >= 3);
  // The brief's addresses, also written without a scheme or path ("help.tally.com").
  const hosts = (c.links ?? []).map((l) => bareHost(l.url)).filter(Boolean);
  const out: string[] = [];
  let last = -2;
  (c.sentences ?? []).forEach((x, i) => {
    const raw = x.text.trim();
    const label = raw.match(LABELLED)?.[1]?.trim();
    const t = label && SUBORDINATE.test(label) ? readOn(raw) : raw;
    if (x.role !== "content" || !t || orderLine(t) || (!labelled && label && !CLAUSE.test(label))) return;
    // A scrap of a sentence ("Bitte bis 1.") or a whole pasted page section says nothing a reader can use here.
    // "12:30 lunch": a programme's line may be one word after its time.
    if (
      ((t.match(/\p{L}{2,}/gu) ?? []).length < 2 && !TIMED.test(t)) ||
      /\p{L}\s\d{1,2}\.$/u.test(t) ||
      t.length > 300
    )
      return;
    // Words that lead to a list ("Programm:") lead to one the reader already placed: nothing of their own to tell.
    if (/[:：]$/u.test(t)) return;
    // A sentence around an address ("Hilfe gibt es unter hilfe.kassenbuch.de") would print the address as text: the
    // links and the button carry it.
    // An item of the brief's list is the exception: it is a point, and its link goes on its words.
    const listed = LIST_ITEM.test(t);
    if (!listed && (editPoint(t, lang).links.length || hosts.some((h) => t.toLowerCase().includes(h))))
      return;
    // A sentence that carries the date or the time is told by the details block, which shows the value the person
    // approved (a corrected date): the brief's words would contradict it.
    if (!listed && when.some((w) => t.includes(w))) return;
    // A list's marker ("4.", "-") is no word of what the line tells.
    const bare = t.replace(/^\s*(?:[-*•·]+|\d{1,2}[.)])\s*/u, "");
    const r = [...runs(bare)];
    const toldBy = (w: string) => toldRuns.has(w) && (!listed || !linkWords.has(w) || placedRuns.has(w));
    if (r.length ? r.some(toldBy) : toldText.includes(norm(bare))) return;
    // A line of a programme, a numbered step, a list item or a labelled line stays a line of its own.
    const own = (line: string) =>
      TIMED.test(line) || STEP.test(line) || /^[-*•]/.test(line) || LABELLED.test(line);
    const prev = out[out.length - 1];
    if (last === i - 1 && prev && !own(t) && !own(prev)) out[out.length - 1] = `${endSentence(prev)} ${t}`;
    else out.push(t);
    last = i;
  });
  return out;
}

/**
 * Points in the order the brief lists them: a step the reader left out and the story takes back ("1) log into the
 * portal") goes where the brief has it, not after the others. A point no line holds keeps its place after the one before.
 */
function inBriefOrder(points: string[], lines: string[]): string[] {
  const at = (p: string) => {
    const n = norm(p.replace(/^\s*(?:[-*•·]+|\(?\d{1,2}[.)])\s*/u, "")).slice(0, 40);
    return n ? lines.findIndex((l) => norm(l).includes(n)) : -1;
  };
  let last = -1;
  const keyed = points.map((p, i) => {
    const k = at(p);
    last = k >= 0 ? k : last;
    return { p, k: last, i };
  });
  return keyed.sort((a, b) => a.k - b.k || a.i - b.i).map((x) => x.p);
}

/** A line of a list: a bullet or a number before it ("- …", "• …", "4. …", "2) …"). */
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s/u;

/** Words that open a subordinate clause: a colon after such a clause ends no label. */
const SUBORDINATE =
  /^(?:da|weil|wenn|since|because|as|if|comme|puisque|parce que|si|porque|ya que|como|poiché|perché|siccome|omdat|aangezien|als|porque|já que|ponieważ|bo|protože|jelikož|eftersom|fordi|da)\s/iu;

/** A clause before a colon ("Da wir gemeinnützig sind: keine MwSt.") labels nothing: the line reads on after a comma. */
const readOn = (s: string) => s.replace(/\s*[:：]\s*/u, ", ");

/** Runs of four words: the unit in which a sentence of the brief counts as printed. */
function runs(text: string): Set<string> {
  const words = norm(text).split(" ").filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + 4 <= words.length; i++) out.add(words.slice(i, i + 4).join(" "));
  return out;
}

/**
 * The one gate every piece of the brief passes before it is shown, whatever field or block it reached: whether it shares
 * a run of four words with a sentence the reader did not mark as content or fact (a note for the team, an instruction,
 * quoted mail). What an instruction asks to tell the readers is the exception, as far as the reader told it: what it
 * says (`said`) and what it put into the story from an "include" ("+ remind them: free delivery over €50").
 */
export function notForReaders(facts: Facts): (text: string) => boolean {
  const c = facts.campaign;
  const others = (c.sentences ?? []).filter((s) => s.role !== "content" && s.role !== "fact");
  const banned = new Set<string>();
  for (const s of others) for (const r of runs(s.text)) banned.add(r);
  const story = new Set([...c.story, ...c.points].flatMap((p) => [...runs(p)]));
  for (const said of c.said ?? []) for (const r of runs(said)) banned.delete(r);
  for (const i of c.instructions ?? [])
    if (i.kind === "include" && i.value) for (const r of runs(i.value)) if (story.has(r)) banned.delete(r);
  if (!banned.size) return () => false;
  return (text) => [...runs(text)].some((r) => banned.has(r));
}

function merge(a: Contact | null, b: Contact): Contact {
  if (!a) return b;
  return { phone: a.phone ?? b.phone, hours: a.hours ?? b.hours, email: a.email ?? b.email };
}
