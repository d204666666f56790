import { fold } from "../../../shared/format";
import type { Lang } from "../../../shared/facts";

/**
 * The reader's word tables, one row per language: data, not alternations. A row's words are separated by `|`; a word
 * ending in `*` is a stem ("anmeld*" also reads "Anmeldung"); a space matches any run of spaces. A brief mixes
 * languages ("CTA:" in a German brief), so a table is read in every language at once.
 */
export type Words = Partial<Record<Lang, string>>;

/**
 * Tables written as text: a table's name (then "—" and what it holds), and under it its rows, each a language's code
 * and its words ("  de duzen|duzt|du-form"); short rows share an indented line, set apart by " · ".
 */
export function tables(text: string): Record<string, Words> {
  const out: Record<string, Words> = {};
  let name = "";
  for (const line of text.split("\n")) {
    if (!/^\s+[a-z]{2}\s/.test(line)) {
      if (line.trim()) name = line.split(" — ")[0].trim();
      continue;
    }
    for (const row of line.trim().split(" · ")) {
      const [, lang, words] = row.match(/^([a-z]{2})\s+(.+)$/)!;
      // A language's second row adds to its first (a table grows by rows, never by rewriting one).
      const t = (out[name] ??= {});
      t[lang as Lang] = t[lang as Lang] ? `${t[lang as Lang]}|${words.trim()}` : words.trim();
    }
  }
  return out;
}

/** Every word of a table, in every language. */
export const wordsOf = (t: Words | string): string[] =>
  (typeof t === "string" ? [t] : Object.values(t))
    .flatMap((row) => row!.split("|"))
    .map((w) => w.trim())
    .filter(Boolean);

const escape = (w: string) =>
  w
    .replace(/[.*+?^${}()[\]\\|]/g, "\\$&")
    .replace(/\\\*$/, "\\p{L}*")
    .replace(/^\\\*/, "[\\p{L}-]*")
    .replace(/ /g, "\\s+")
    .replace(/'/g, "['’]");

/** A table as one alternation for a regular expression (written with the `u` flag), longest words first. */
export const alt = (...tables: (Words | string)[]): string =>
  `(?:${[...new Set(tables.flatMap(wordsOf))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join("|")})`;

/**
 * A pattern that matches its letters in either case, for a pattern that must also tell capitals apart elsewhere
 * ("Owen," names a colleague, "sommelière," does not): `i` would make `\p{Lu}` match every letter.
 */
export const anyCase = (source: string): string =>
  source.replace(/\\p\{[^}]*\}|\\.|\p{L}/gu, (t) =>
    t.length > 1 || t.toLowerCase() === t.toUpperCase() ? t : `[${t.toLowerCase()}${t.toUpperCase()}]`,
  );

/** Month names per language, January to December (`,` between months, spaces between spellings). */
const MONTHS: Words = {
  en: "january jan, february feb, march mar, april apr, may, june jun, july jul, august aug, september sep sept, october oct, november nov, december dec",
  de: "januar jänner jan, februar feb, märz maerz mrz, april apr, mai, juni, juli, august aug, september sep, oktober okt, november nov, dezember dez",
  fr: "janvier janv, février févr fév, mars, avril avr, mai, juin, juillet juil, août, septembre sept, octobre oct, novembre nov, décembre déc",
  es: "enero ene, febrero feb, marzo mar, abril abr, mayo, junio jun, julio jul, agosto ago, septiembre setiembre sep sept, octubre oct, noviembre nov, diciembre dic",
  it: "gennaio gen, febbraio feb, marzo mar, aprile apr, maggio mag, giugno giu, luglio lug, agosto ago, settembre set sett, ottobre ott, novembre nov, dicembre dic",
  nl: "januari jan, februari feb, maart mrt, april apr, mei, juni jun, juli jul, augustus aug, september sep sept, oktober okt, november nov, december dec",
  pt: "janeiro jan, fevereiro fev, março marco mar, abril abr, maio mai, junho jun, julho jul, agosto ago, setembro set, outubro out, novembro nov, dezembro dez",
  pl: "styczeń stycznia, luty lutego, marzec, kwiecień kwietnia, maj, czerwiec czerwca, lipiec lipca, sierpień sierpnia, wrzesień września, październik października, listopad listopada, grudzień grudnia",
  cs: "leden ledna, únor února, březen března, duben dubna, květen května, červen června, červenec července, srpen srpna, září, říjen října, listopad listopadu, prosinec prosince",
  sv: "januari, februari, mars, april, maj, juni, juli, augusti, september, oktober, november, december",
  da: "januar, februar, marts, april, maj, juni, juli, august, september, oktober, november, december",
};
/** Weekday names per language, Sunday to Saturday. */
const WEEKDAYS: Words = {
  en: "sunday sun, monday mon, tuesday tue tues, wednesday wed, thursday thu thur thurs, friday fri, saturday sat",
  de: "sonntag so, montag mo, dienstag di, mittwoch mi, donnerstag do, freitag fr, samstag sonnabend sa",
  fr: "dimanche dim, lundi lun, mardi, mercredi mer, jeudi jeu, vendredi ven, samedi sam",
  es: "domingo dom, lunes, martes, miércoles, jueves, viernes, sábado",
  it: "domenica, lunedì, martedì, mercoledì, giovedì, venerdì, sabato",
  nl: "zondag zo, maandag ma, dinsdag, woensdag wo, donderdag, vrijdag vr, zaterdag za",
  pt: "domingo, segunda-feira segunda, terça-feira terça, quarta-feira quarta, quinta-feira quinta, sexta-feira sexta, sábado",
  pl: "niedziela niedzielę, poniedziałek, wtorek, środa środę, czwartek, piątek, sobota sobotę",
  cs: "neděle neděli, pondělí, úterý, středa středu, čtvrtek, pátek, sobota sobotu",
  sv: "söndag, måndag, tisdag, onsdag, torsdag, fredag, lördag",
  da: "søndag, mandag, tirsdag, onsdag, torsdag, fredag, lørdag",
};

/** A table of numbered things (months 1-12, weekdays 0-6) as folded word -> number. */
function numbered(t: Words, first: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const row of Object.values(t))
    row!.split(",").forEach((spellings, i) => {
      for (const w of spellings.trim().split(/\s+/)) out.set(fold(w), i + first);
    });
  return out;
}
export const MONTH_OF = numbered(MONTHS, 1);
/** The languages that abbreviate a month so ("gen" is Italian, "mrt" Dutch): a short spelling after a month's name. */
const MONTH_ABBREVIATIONS = new Map<string, Set<Lang>>();
for (const [lang, row] of Object.entries(MONTHS) as [Lang, string][])
  for (const spellings of row.split(","))
    for (const w of spellings.trim().split(/\s+/).slice(1))
      if (w.length <= 5)
        (MONTH_ABBREVIATIONS.get(fold(w)) ?? MONTH_ABBREVIATIONS.set(fold(w), new Set()).get(fold(w))!).add(
          lang,
        );
/**
 * Whether a month word is another language's abbreviation in a brief of `lang` ("Gen 2" in a German brief is a
 * product's generation, not 2 January). English abbreviations are read everywhere; a full name always counts.
 */
export function foreignMonthAbbreviation(word: string, lang: Lang | null): boolean {
  const langs = MONTH_ABBREVIATIONS.get(fold(word).replace(/\.$/, ""));
  if (!lang || !langs || word.endsWith(".") || MONTH_FULL.has(fold(word))) return false;
  return !langs.has(lang) && !langs.has("en");
}
const MONTH_FULL = new Set(
  Object.values(MONTHS).flatMap((row) =>
    row!.split(",").map((spellings) => fold(spellings.trim().split(/\s+/)[0])),
  ),
);
export const WEEKDAY_OF = numbered(WEEKDAYS, 0);
/** Every weekday word, for a regular expression. */
export const WEEKDAY_WORDS = alt([...WEEKDAY_OF.keys()].join("|"));

/** "one" to "twelve" and the halves, as a length or an hour is said in words. */
export const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  [
    "a an one un une un' ein eine einen eins una uno één een um uma jeden jedna en ett",
    "two deux dos due twee duas dois zwei dwa dvě två to",
    "three trois tres tre drie três drei trzy tři tre",
    "four quatre cuatro quattro vier quatro",
    "five cinq cinco cinque vijf fünf",
    "six seis sei zes sechs",
    "seven sept siete sette zeven sete sieben",
    "eight huit ocho otto acht oito",
    "nine neuf nueve nove negen neun",
    "ten dix diez dieci tien dez zehn",
    "eleven onze once undici elf",
    "twelve douze doce dodici twaalf zwölf",
  ].flatMap((row, i) => row.split(" ").map((w) => [w, i + 1])),
);

/**
 * Words a brief writer puts before a fact or an instruction ("Date:", "Wann:", "Betreff:", "CTA:"), per fact. The
 * role reader takes a labelled line for a fact, an instruction or a note by the key its label names.
 */
export const LABELS = tables(`
title
  en title|topic|event|webinar|name|report|whitepaper|white paper|e-book|ebook|guide|handbook|manual|study|checklist|playbook|toolkit
  de titel|thema|veranstaltung|bericht|leitfaden|ratgeber|handbuch|studie
  fr titre|sujet|thème|événement|rapport|livre blanc|guide|manuel|étude
  es título|tema|evento|nombre|informe|libro blanco|guía|manual|estudio
  it titolo|tema|evento|nome|rapporto|libro bianco|guida|manuale
  nl titel|onderwerp|naam|rapport|gids|handboek|handleiding|studie|onderzoek
  pt título|tema|evento|nome|relatório|livro branco|guia|manual|estudo
  pl tytuł|temat|wydarzenie|nazwa|raport|poradnik · cs název|téma|akce|zpráva|průvodce
  sv titel|ämne|evenemang|namn|rapport · da titel|emne|arrangement|navn|rapport
product
  en product|product name · de produkt · fr produit · es producto · it prodotto · pt produto
  nl product
  pl produkt
  cs produkt
  sv produkt
  da produkt
date
  en date|when|day · de datum|wann|tag · fr date|quand|jour · es fecha|cuándo|día · it data|quando
  nl datum|wanneer · pt data|quando|dia · pl data|kiedy · cs datum|kdy · sv datum|när · da dato|hvornår
time
  en time|starts|start · de uhrzeit|zeit|beginn · fr heure|horaire · es hora · it orario|ora
  nl tijd|aanvang · pt hora|horário · pl godzina · cs čas · sv tid · da tidspunkt
venue
  en venue|location|where|address|place · de ort|veranstaltungsort|adresse|wo · fr lieu|où|adresse
  es lugar|dirección|sede|dónde · it sede|luogo|dove|indirizzo · nl locatie|waar|adres
  pt local|onde|morada|endereço · pl miejsce|gdzie|adres · cs místo|kde|adresa · sv plats|adress
  da sted|hvor|adresse
speaker
  en speaker|speakers|host|hosts|presenter|presenters|with
  de referent|referentin|referenten|sprecher|sprecherin|moderation
  fr intervenant|intervenante|intervenants|animé par · es ponente|ponentes|orador|oradores
  it relatore|relatori · nl spreker|sprekers · pt palestrante|palestrantes
price
  en price|prices|cost · de preis|kosten · fr prix|tarif · es precio · it prezzo · nl prijs · pt preço
  pl cena · sv pris · da pris
  cs cena
cta
  en call to action|call-to-action|cta|main cta|primary cta|button|button text|button label|main button
  de handlungsaufforderung|schaltfläche|button|knopf · fr bouton|appel à l'action · es botón|llamada a la acción
  it pulsante|bottone · nl knop · pt botão|chamada para ação · pl przycisk · cs tlačítko · sv knapp
  da knap
link
  en link|url|join|join here|livestream|stream|join link|registration|registration link|register|sign up|signup|zoom|teams
  de anmeldung|anmeldelink · fr lien|inscription · es enlace|registro|inscripción · it iscrizione
  nl aanmelden|inschrijven · pt ligação|inscrição · pl rejestracja · cs registrace|odkaz · sv länk|anmälan
  da tilmelding
code
  en code|promo code|discount code|voucher|coupon · de gutscheincode|rabattcode|gutschein · fr code promo
  es código|código promocional|cupón · it codice|codice sconto · nl kortingscode · pt cupão|cupom
  pl kod|kod rabatowy
  cs kód|slevový kód
  sv kod|rabattkod
  da kode|rabatkode
discount
  en discount|offer|deal · de rabatt|angebot · fr remise|réduction|offre · es descuento|oferta
  it sconto|offerta · nl korting|aanbieding · pt desconto
  pl rabat|zniżka|oferta
  cs sleva|nabídka
  sv rabatt|erbjudande
  da rabat|tilbud
deadline
  en deadline|valid until|ends|expires|rsvp by · de gültig bis|bis|anmeldeschluss
  fr jusqu'au|valable jusqu'au|date limite · es hasta|válido hasta|fecha límite · it valido fino al|scadenza
  nl geldig tot · pt válido até|prazo
  pl ważne do|termin zgłoszeń
  cs platí do|uzávěrka
  sv gäller till|sista dag
  da gælder til|frist
tone
  en tone|tone of voice|voice|style · de ton|tonalität|stil · fr ton · es tono|estilo · it tono · nl toon
  pt tom
  pl ton|styl
  cs tón|styl
  sv ton|stil
  da tone|stil
agenda
  en agenda|programme|program|schedule · de ablauf|programm|tagesordnung
  fr programme|déroulé|ordre du jour · es programa · it programma · nl programma
  pl program|agenda|harmonogram
  cs program|harmonogram
  sv program|schema
  da program
points
  en features|highlights|topics|benefits|what you'll learn|you will learn
  de funktionen|themen|inhalte|vorteile · fr fonctionnalités|thèmes|avantages|au programme
  es características|temas|ventajas · it funzionalità|argomenti|vantaggi
  nl kenmerken|onderwerpen|voordelen · pt funcionalidades|temas|vantagens
  pl tematy|korzyści|zalety|funkcje
  cs témata|výhody|funkce
  sv ämnen|fördelar|funktioner
  da emner|fordele|funktioner
audience
  en audience|target audience|target · de zielgruppe · fr public|cible · es público · it pubblico
  nl doelgroep · pt público-alvo
  pl grupa docelowa|odbiorcy
  cs cílová skupina
  sv målgrupp
  da målgruppe
subject
  en subject|subject line|subj|email subject · de betreff|betreffzeile · fr objet · es asunto · it oggetto
  nl onderwerpregel|onderwerp · pt assunto · pl temat wiadomości · cs předmět · sv ämnesrad · da emnelinje
  pl temat maila|temat e-maila|tytuł maila
  cs předmět e-mailu
  sv ämne för mejlet|mejlets ämne
  da emne for mailen|mailens emne
preheader
  en preheader|pre-header|preview text · de vorschautext · fr pré-en-tête|texte d'aperçu · es preencabezado
  it anteprima · pt pré-cabeçalho
  nl preheader|voorvertoningstekst
  pl preheader|tekst podglądu
  cs náhledový text
  sv förhandstext
  da forhåndstekst
headline
  en headline|heading · de überschrift · fr accroche|titre principal · es titular · it titolo principale
  nl kop|kopregel · pt manchete
  pl nagłówek
  cs nadpis|titulek
  sv rubrik
  da overskrift
signoff
  en sign-off|sign off|signoff|signature|signed|sender|from · de absender|signatur|unterschrift|grußformel
  fr signature|signé|expéditeur · es firma|firmado|remitente · it firma|firmato|mittente
  nl afzender|ondertekening · pt assinatura|assinado|remetente
  nl ondertekenen|ondertekend|ondertekend door
  pl podpis|nadawca|podpisane
  cs podpis|odesílatel
  sv underskrift|signatur|avsändare
  da underskrift|signatur|afsender
form
  en form of address · de ansprache|anrede · fr tutoiement|vouvoiement · es tratamiento|trato
  nl aanspreekvorm · pt tratamento
  en you form
  pl forma zwracania się|zwracanie się|forma
  cs oslovení|forma oslovení
  sv tilltal|tilltalsform
  da tiltale|tiltaleform
closing — How the e-mail should end ("Closing: invite them to the live Q&A").
  en closing|ending|outro · de schluss|abschluss · fr conclusion|clôture · es cierre · it chiusura
  nl afsluiting · pt encerramento|fecho
  pl zakończenie|na koniec
  cs závěr|na závěr
  sv avslutning
  da afslutning
footer — What the e-mail's footer or a P.S. should say: copy the writer places, and facts.
  en footer|ps|p.s. · de fußzeile · fr pied de page · es pie de página · it piè di pagina · pt rodapé
  pl stopka
  cs patička
  sv sidfot
  da sidefod
note
  en note|notes|internal|internal note|nb|fyi|goal|objective|context|background|legal|campaign
  de intern|notiz|hinweis|ziel|kontext|hintergrund|kampagne · fr remarque|nota|objectif|contexte|campagne
  es nota|objetivo|contexto|campaña · it nota|obiettivo|contesto|campagna
  nl notitie|opmerking|doel|achtergrond|campagne · pt nota|observação|objetivo|contexto|campanha
  pl notatka|uwaga|cel|kontekst|kampania
  cs poznámka|cíl|kontext|kampaň
  sv anteckning|mål|kontext|kampanj
  da mål|kontekst|kampagne
`) as Record<LabelKey, Words>;
/** The label keys, in the order of the table (a type made of a string: the key list stays one line of data). */
const LABEL_KEYS =
  "title product date time venue speaker price cta link code discount deadline tone agenda points audience subject preheader headline signoff form closing footer note";
type Split<S extends string> = S extends `${infer H} ${infer T}` ? H | Split<T> : S;
export type LabelKey = Split<typeof LABEL_KEYS>;

const LABEL_OF = new Map<string, LabelKey>(
  (LABEL_KEYS.split(" ") as LabelKey[]).flatMap((key) =>
    wordsOf(LABELS[key]).map((w) => [fold(w), key] as [string, LabelKey]),
  ),
);

/** The instructions' labels, which a word beside them still names ("Assunto sugerido", "Haupt-Button"). */
const QUALIFIED_KEYS = "subject preheader headline cta tone signoff closing footer";

/** At most one edit apart (insert, delete, substitute or swap two neighbours): "Locaton", "Speeker", "Call to acton". */
function nearlyEqual(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const swap = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return (
    swap ||
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i)
  );
}

/** The key a label names; a typo in a label of five letters or more still names it. */
export function labelKey(raw: string): LabelKey | null {
  const label = fold(raw.trim()).replace(/\s+/g, " ");
  const exact = LABEL_OF.get(label);
  if (exact) return exact;
  // An instruction's label with a word beside it: "Assunto sugerido", "Betreff-Idee", "Haupt-Button".
  // A second button is never the main one ("secondary CTA", "zweiter Button").
  const second =
    /\b(?:secondary|second|other|zweite[rns]?|secondaire|autre|secundario|segundo|otro|secondario|altro|tweede|andere|outro)\b/.test(
      label,
    );
  for (const w of second ? [] : label.split(/[\s-]+/)) {
    const key = LABEL_OF.get(w);
    if (key && QUALIFIED.has(key)) return key;
  }
  // A compound whose head is an instruction's label word ("Hauptbutton", "Mailbetreff", "hoofdknop"): languages that
  // write compounds closed put the head last.
  const compound = COMPOUND_HEADS.find(([w]) => label.length >= w.length + 3 && label.endsWith(w));
  if (compound && !/\s/.test(label)) return compound[1];
  // A title's label with what it titles after it ("Titel e-book", "Título del webinar"); "Company name" is not one.
  const words = label.split(/[\s-]+/);
  if (words.length <= 3 && TITLE_WORD.test(words[0])) return "title";
  if (label.length < 5 || label.length > 30) return null;
  for (const n of [label.length - 1, label.length, label.length + 1])
    for (const [w, key] of BY_LENGTH.get(n) ?? []) if (nearlyEqual(label, w)) return key;
  return null;
}
/** The labels of five letters or more by length, for the typo check (a typo changes the length by one at most). */
const BY_LENGTH = new Map<number, [string, LabelKey][]>();
for (const [w, key] of LABEL_OF)
  if (w.length >= 5) BY_LENGTH.set(w.length, [...(BY_LENGTH.get(w.length) ?? []), [w, key]]);
/** The label words of the instructions in the languages that write compounds closed (and their loanwords: "button"). */
const COMPOUND_HEADS: [string, LabelKey][] = [...QUALIFIED_KEYS.split(" ")].flatMap((key) =>
  (["de", "nl", "sv", "da"] as const).flatMap((lang) =>
    wordsOf(LABELS[key as LabelKey][lang] ?? "")
      .map(fold)
      .filter((w) => w.length >= 4 && !/\s/.test(w))
      .map((w) => [w, key as LabelKey] as [string, LabelKey]),
  ),
);
const TITLE_WORD = /^(?:title|titel|titre|titulo|titolo)$/;
const QUALIFIED = new Set(QUALIFIED_KEYS.split(" ") as LabelKey[]);

/** A pattern, case-insensitive and Unicode-aware unless told otherwise. */
export const re = (source: string, flags = "iu") => new RegExp(source, flags);
/** Word edges that hold for every alphabet (`\b` knows only ASCII). */
export const W0 = "(?<![\\p{L}\\d])";
export const W1 = "(?![\\p{L}\\d])";
/** `|`-separated words whose first letter may be a capital (a sentence's first word): "with" reads "[Ww]ith". */
export const firstAnyCase = (words: string): string =>
  `(?:${words.replace(/(?<=^|\|)\p{Ll}/gu, (c) => `[${c.toUpperCase()}${c}]`)})`;
/** A table's words as whole words. */
export const word = (t: Words | string) => `${W0}${alt(t)}${W1}`;
