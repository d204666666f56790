import { capitalise } from "../../../shared/capitalise";
import { findDates } from "./dates";
import { isVagueLinkText } from "../../../shared/link-text";
import { CUES } from "./cues";
import { alt } from "./words";
/** Links in prose, with or without a scheme ("RSVP: lu.ma/xyz"), and what they are for from the words around them. */
export type LinkPurpose = "register" | "rsvp" | "join" | "download" | "read" | "buy" | "other";

export interface LinkMatch {
  url: string;
  purpose: LinkPurpose;
  index: number;
  length: number;
}

const TLD =
  "com|org|net|io|co|ai|app|dev|de|fr|es|it|nl|pt|eu|uk|ch|at|be|us|ca|br|ma|me|ly|gl|gg|to|shop|store|events?|page|link|info|biz|tv|fm|so|xyz|email|news|mx|ar|cl|pe|uy|ec|cr|pl|se|dk|fi|ie|cz|sk|hu|ro|gr|lu|li|ee|lv|lt|si|hr|jp|au|nz|za|sg|hk|kr|tr|ae|studio|design|tech|online|site|cafe|club|art|bio|eco|agency|digital|works|systems|team|live|academy|school|center|health|travel|coffee|wine|market|media|blog|social|cloud|software|solutions|services";
/** Scheme or www, or a bare host with a known TLD (then a path, or a known TLD at a word end). */
export const LINK_RE = new RegExp(
  `(?<![@\\w.\\/-])(?:(?:https?:\\/\\/|www\\.)[^\\s<>"'“”«»]+|(?:[a-z0-9-]+\\.)+(?:${TLD})(?:\\/[^\\s<>"'“”«»]*)?(?![\\w@-]))`,
  "gi",
);

/** Whether the text holds a link, with or without its scheme. */
export const hasLink = (x: string): boolean => new RegExp(LINK_RE.source, "i").test(x);

/** What a link is for from the words beside it, in the order the purposes are tried. */
const PURPOSE = Object.entries({
  // Confirming a place or a subscription: "Confirmez", "Bevestigingslink", "Lien de confirmation", "Bestätigungslink".
  rsvp: /\brsvp\b|\bzusagen\b|\bconfirm(?:ez|a|ar|e|ation|ação|acao)?\b|\bbevestig(?:en|ing\p{L}*)?\b|\bbestätig(?:en|ung\p{L}*)\b|\bconferm(?:a|are)\b/iu,
  join: /\bjoin\b|\bzoom\b|\bteams\b|\bstream|\bwatch\b|\bbeitreten\b|\bteilnehmen\b|\brejoindre\b|\bunirse\b|\bpartecipa|\bdeelnemen\b|\bparticipar\b|\bentrar\b|\bassistir\b|\blive\b|\bsalle\b|\bsala\b/i,
  register:
    /regist|\bsign\s?up\b|\banmeld|\binscri|\biscri|\baanmeld|\binschrijv|\bseat\b|\bplatz\b|\bplace\b|\btickets?\b|\bbook\b|\bbuchen\b|\br[ée]serv/i,
  download:
    /download|herunterladen|t[ée]l[ée]charg|descarg|scaric|\bbaixar\b|\bpdf\b|\bget (?:it|the (?:report|guide|whitepaper|ebook))\b|\bholen\b/i,
  buy: /\bbuy\b|\bshop\b|\border\b|pre-?sale|preventa|prévente|prevendita|voorverkoop|pré-?venda|vorverkauf|vorbestell|pr[ée]-?command|pre-?order|\bkaufen\b|\bbestell|\bacheter\b|\bcommand|\bcomprar\b|\bcompra\b|\bacquist|\bkopen\b|\bbestel|\bpre-?order\b|\bstore\b|\bboutique\b|\btienda\b|\bloja\b|\bwinkel\b/i,
  read: /\bread\b|\barticle|\blesen\b|\bweiterlesen\b|\blire\b|\bleer\b|\bleggi|\blezen\b|\bler\b|\bblog\b|\bstory\b|\bpost\b|\bbeitrag\b|\bartikel\b|\bartículo|\barticolo|\bartigo\b/i,
}) as [LinkPurpose, RegExp][];

const MEETING =
  /zoom\.us|teams\.microsoft|teams\.live|meet\.google|webex|gotowebinar|livestorm|hopin|streamyard|vimeo\.com\/event|youtube\.com\/live|\/join\b/i;

function trim(u: string): string {
  let s = u.replace(/[.,;:!?]+$/, "");
  // A closing bracket belongs to the URL only when the URL opened one.
  while (/[)\]]$/.test(s) && (s.match(/[([]/g) ?? []).length < (s.match(/[)\]]/g) ?? []).length)
    s = s.slice(0, -1);
  return s;
}

function absolute(raw: string): string | null {
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password || !url.hostname.includes(".")) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The purpose from the words just before the link (same line), else from the link itself. */
export function purposeOf(before: string, url: string, after = ""): LinkPurpose {
  // The clause the link ends: words of an earlier sentence ("...create your shop. Help:") say nothing about it.
  // A meeting host's link is for joining, whatever the words around it say ("send it only to those registered"), unless
  // it is the host's own registration page.
  if (MEETING.test(url) && !/regist/i.test(url)) return "join";
  const line = before.split(/\n/).pop()!;
  const near = line
    .split(/[.!?]\s/)
    .pop()!
    .slice(-50);
  for (const [p, re] of PURPOSE) if (re.test(near)) return p;
  // "Tickets are $89. Get yours at <link>": the sentence before says what the link is for.
  if (/\bget (?:yours|it|one|them)\b|\bholt euch\b/i.test(near))
    for (const [p, re] of PURPOSE) if (re.test(line.slice(-140))) return p;
  if (MEETING.test(url)) return "join";
  if (/lu\.ma|eventbrite|meetup\.com|tito\.io|ti\.to/i.test(url)) return "register";
  if (/\.pdf(?:$|\?)/i.test(url)) return "download";
  // Only the link's own clause: "gated on <link>; this autoreply must deliver the PDF: ..." says nothing about it.
  const tail = after.split(/\n|[;.!?](?:\s|$)/)[0].slice(0, 40);
  for (const [p, re] of PURPOSE) if (re.test(tail)) return p;
  return "other";
}

/** Tools a team works in: a link to them is a note to us (a draft, a folder), never the campaign's. */
const TEAM_HOST = new RegExp(`(?:^|\\.)${alt(CUES.teamHost)}$`, "i");

/** Whether a link goes to a team's tools, not to the reader. */
export function isInternalLink(url: string): boolean {
  try {
    return TEAM_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function findLinks(text: string): LinkMatch[] {
  const out: LinkMatch[] = [];
  for (const m of text.matchAll(LINK_RE)) {
    const raw = trim(m[0]);
    // "e.g." or "z.B." or a file name ("report.pdf") is not a link.
    if (
      !/^(?:https?:|www\.)/i.test(raw) &&
      (/^[a-z]\.[a-z]\.?$/i.test(raw) || (/\.(?:pdf|docx?|png|jpe?g)$/i.test(raw) && !raw.includes("/")))
    )
      continue;
    const url = absolute(raw);
    if (!url || out.some((o) => o.url === url)) continue;
    out.push({
      url,
      purpose: purposeOf(text.slice(0, m.index), url, text.slice(m.index + raw.length)),
      index: m.index,
      length: raw.length,
    });
  }
  return out;
}

export const isMeetingUrl = (url: string): boolean => MEETING.test(url);

const TRAILING_LEAD =
  /\s*(?:\b(?:at|on|via|here|unter|auf|sur|à|en|em|su|op|bij|in|with|mit|avec|con|met|com|hier|ici|aquí|aqui|qui|to|naar|para|per|pour|für)|[:→>—–(-])\s*$/i;
const LEADING_ASK =
  /^(?:(?:also|aussi|auch|también|anche|ook|também|und|and|et|y|e|en)\s+)*(?:mention|include|add|propose|invite (?:them )?to|proposer|ajouter|mentionner|inviter à|erwähne|erwähnen|einladen zu|incluir|invitar(?: también)? a|mencionar|proponer|aggiungere|menzionare|proporre|invitare a|vermeld|voeg toe|nodig uit voor|propor|convidar para)\s+(?:(?:also|aussi|auch|también|anche|ook|também)\s+)?/i;

/**
 * The brief's words that lead to a link, as copy: "Hinweis am Ende: kostenlose Erstberatung buchen unter <link>" gives
 * "Kostenlose Erstberatung buchen". Null when the words are a note to us or too few to say anything.
 */
export function linkContext(text: string, index: number, isNote: (s: string) => boolean): string | null {
  // Other links on the line are clause edges, never words ("... https://x/a 2) abbinamenti per le feste").
  const line = (
    text
      .slice(Math.max(0, index - 160), index)
      .split("\n")
      .pop() ?? ""
  )
    .replace(/\S*:\/\/\S*/g, " | ")
    .replace(new RegExp(LINK_RE.source, "gi"), " | ");
  const clauses = line.split(/[.;!?](?:\s|$)|[:,→—–(|]|->/);
  for (let i = clauses.length - 1; i >= Math.max(0, clauses.length - 2); i--) {
    // A list item's own words may be a single one ("2) abbinamenti <link>"); elsewhere one word says too little.
    const item = /^\s*(?:[-*•·+]|\d{1,2}[.)])\s/.test(clauses[i]);
    let v = clauses[i].replace(/^\s*(?:[-*•·+]|\d{1,2}[.)])\s*/, "").trim();
    for (let k = 0; k < 3; k++) v = v.replace(TRAILING_LEAD, "").trim();
    v = v.replace(LEADING_ASK, "").trim();
    const words = v.split(/\s+/).filter(Boolean);
    if (words.length >= (item ? 1 : 2) && v.length <= 70 && !isNote(v) && !hasLink(v)) return capitalise(v);
    if (words.length) break;
  }
  return null;
}

/** Verbs a call to action starts with, in the imperative (or the infinitive a German or Dutch button ends with). */
const CTA_FIRST =
  /^(?:read|start|try|get|download|book|register|join|watch|shop|discover|explore|see|view|sign|claim|order|buy|listen|learn|find|grab|reserve|subscribe|browse|check|meet|visit|save|apply|request|schedule|take|open|create|set|connect|upgrade|donate|vote|rsvp|reply|follow|enter|play|access|unlock|redeem|activate|confirm|complete|continue|pre-?order|lies|lest|lesen|starte|startet|teste|testet|hol|holt|lade|ladet|buche|bucht|melde|meldet|sieh|seht|schau|schaut|entdecke|entdeckt|kaufe|kauft|bestelle|bestellt|sichere|sichert|reserviere|abonniere|jetzt|zum|zur|lisez|lire|découvrez|découvrir|découvre|commencez|commencer|essayez|essayer|téléchargez|télécharger|réservez|réserver|inscrivez|rejoignez|rejoindre|regardez|regarder|achetez|commandez|commander|voyez|voir|consultez|profitez|demandez|obtenez|accédez|explorez|écoutez|participez|lee|leer|lea|descubre|descubra|descubrir|empieza|empiece|comienza|prueba|pruebe|probar|descarga|descargue|descargar|reserva|reservar|inscríbete|regístrate|únete|mira|compra|compre|comprar|pide|consulta|accede|explora|escucha|solicita|obtén|visita|conoce|conozca|leggi|scopri|inizia|prova|scarica|prenota|iscriviti|registrati|unisciti|guarda|acquista|ordina|consulta|accedi|esplora|ascolta|richiedi|ottieni|partecipa|lees|ontdek|begin|probeer|boek|reserveer|schrijf|meld|bekijk|kijk|koop|bestel|vraag|ontvang|luister|bezoek|doe|leia|descubra|conheça|comece|experimente|baixe|inscreva-se|cadastre-se|junte-se|assista|peça|veja|acesse|ouça|solicite|obtenha|visite|garanta)$/i;
const CTA_LAST =
  /^(?:lesen|weiterlesen|starten|testen|holen|herunterladen|buchen|anmelden|registrieren|ansehen|entdecken|kaufen|bestellen|sichern|reservieren|abonnieren|teilnehmen|erfahren|einrichten|ausprobieren|anfordern|vereinbaren|stöbern|lezen|starten|proberen|downloaden|boeken|reserveren|aanmelden|inschrijven|bekijken|kopen|bestellen|aanvragen|ontdekken|beluisteren)$/i;

/**
 * The link's own words as its label when they are a call to action ("Start a 30-day trial", "Read the story of our trip
 * to Huila", "Kostenlose Erstberatung buchen"); null when they describe rather than ask.
 */
export function ownLabel(context: string | null | undefined): string | null {
  const v = (context ?? "").trim().replace(/[.!:]+$/, "");
  const words = v.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 8 || v.length > 48) return null;
  // "Learn more": words that say nothing about where the link goes leave the label to the campaign type's words.
  if (isVagueLinkText(v)) return null;
  // "Download link", "Registration page", "Zoom-Link", "lien d'inscription": words that name the link, not what to do.
  if (
    /(?:link|url|lien|enlace|collegamento|koppeling|ligação)$/i.test(words[words.length - 1]) ||
    /^(?:lien|enlace|link|collegamento)$/i.test(words[0])
  )
    return null;
  // "RSVP by Dec 7": a date belongs in the event's details, not on a button.
  if (findDates(v, new Date(Date.UTC(2000, 0, 1))).length) return null;
  return CTA_FIRST.test(words[0]) || CTA_LAST.test(words[words.length - 1]) ? v : null;
}
