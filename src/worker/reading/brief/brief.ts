import { capitalise } from "../../../shared/capitalise";
import { cleanText, safeHttpUrl } from "../../../shared/escape";
import { fold } from "../../../shared/format";
import { findDates, findTime, isMonthWord } from "./dates";
import { findLinks, hasLink, isMeetingUrl, LINK_RE } from "./links";
import { buttonLabel } from "./instructions";
import { sentences } from "./segment";
import { alt, firstAnyCase, labelKey, W0, W1, type LabelKey, type Words } from "./words";
import {
  noCampaignFacts,
  type CampaignFacts,
  type DateFact,
  type Lang,
  type PriceFact,
  type SpeakerFact,
} from "../../../shared/facts";
import { quotePattern, quoted } from "./quotes";

/**
 * A sentence that only lists facts the e-mail shows elsewhere and is written in shorthand ("webinr on fri jan 29th 2pm
 * pst - "Hiring your first engineer" w/ Tom Baker (CTO)."): the details card carries it; printed, it reads as a note.
 */
export function factOnlyShorthand(s: string, f: CampaignFacts): boolean {
  // A lead-in to a list ("Ciao — newsletter 'Note di Cantina n. 4': articoli:") is shorthand too.
  const shorthand =
    /:\s*$/.test(s) ||
    /^[\s"“„«(]*\p{Ll}/u.test(s) ||
    /\bw\/|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b(?!\.)/.test(
      s,
    );
  if (!shorthand) return false;
  const facts = [f.title, ...f.dates.map((d) => d.text), f.time?.text, f.time?.zone, f.venue];
  const rest = without(s, [...facts, ...f.speakers.flatMap((p) => [p.name, p.role])])
    .replace(new RegExp(LINK_RE.source, "gi"), " ")
    .replace(PRICE_RE, " ")
    .replace(/["“„«‚‘][^"“”„«»‘’\n]{2,90}["”“»‘’]|(?<![\p{L}])'[^'\n]{2,90}'(?![\p{L}])/gu, " ");
  const words = ownWords(rest, []);
  // One word of its own at most ("webinr"), two for a lead-in to a list ("Onboarding flow:"); "convite para a live de
  // dúvidas em 21/01" says something.
  return words.length <= (/:\s*$/.test(s) ? 2 : 1);
}

/** Words of a line that are its own: not the given values, not filler, not a month ("Newsletter - The Weekly Crumb #5"
 * has none beside its title). */
export function ownWords(s: string, cut: (string | null | undefined)[]): string[] {
  return without(s, cut)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3 && !FILLER.test(w) && !isMonthWord(w));
}

/** The text with every given value cut out (a space in its place). */
const without = (s: string, cut: (string | null | undefined)[]) =>
  cut.reduce<string>((rest, v) => (v ? rest.split(v).join(" ") : rest), s);

/** A line that is nothing but facts the e-mail shows elsewhere ("Cave Mirabelle, 12 rue des Trois-Rois, 68100 Mulhouse"). */
export function onlyFacts(s: string, f: CampaignFacts): boolean {
  const rest = without(s, [f.title, f.venue, f.time?.text, f.time?.zone, ...f.dates.map((d) => d.text)]);
  // What joins them ("in", "at", "from"), and the venue's city named twice ("... in London, ..., London E1 5JL"), say
  // nothing of their own: "Breakfast meetup for IT admins in London, Tuesday 9 March 2027, 8:30 - 10:00, at Second Home
  // Spitalfields, 68 Hanbury St, London E1 5JL." only repeats the details card.
  const venueWords = new Set((f.venue ?? "").toLowerCase().split(/[^\p{L}]+/u));
  return rest
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean)
    .every((w) => !/\d/.test(w) && (w.length <= 2 || FILLER.test(w) || venueWords.has(w.toLowerCase())));
}
const FILLER =
  /^(?:title|titel|titre|título|titulo|titolo|speakers?|sprecher(?:in)?|referent(?:in)?|intervenants?|ponentes?|relatori|sprekers?|palestrantes|oradores|articles?|artikel|articoli|artículos|artigos|artikelen|themen|topics|stories|sommaire|newsletter|nieuwsbrief|boletín|boletim|issue|ausgabe|edition|édition|edición|edizione|editie|edição|the|our|and|for|with|from|until|till|webinar|webinr|webinaire|webinario|event|invite|invitation|meetup|workshop|online|live|zoom|teams|link|register|signup|rsvp|tickets?|join|save|date|time|est|pst|cst|cet|gmt|utc|ora|uhr|heure|hora|uur|mit|und|avec|con|met|com|les|des|una|uno|het|een|das|der|die|dem|den|von|pour|para|per|voor|sur|bei|chez|at|on|via)$/i;

/** Hours that are not the campaign's: support and opening hours, collection and delivery slots. */
const OTHER_HOURS: Words = {
  en: "support|hotline|chat|opening hours|open from|open daily|mon-fri|collection|collect|pick up|pickup|pick-up|delivery|delivered|business days|working days",
  de: "support|hotline|öffnungszeiten|geöffnet|geschlossen|mo-fr|werktags|werktage|abholung|abholen|lieferung|zustellung|geliefert",
  fr: "support|horaires d'ouverture|ouvert|fermé|lun-ven|jours ouvrés|retrait|livraison|livré",
  es: "soporte|horario de atención|horario comercial|abierto|cerrado|lun-vie|días laborables|cerramos|abrimos|recogida|recoger|recoge|entrega|envío",
  it: "supporto|orari|aperto|chiuso|lun-ven|giorni feriali|ritiro|consegna",
  nl: "openingstijden|geopend|gesloten|ma-vr|werkdagen|afhalen|ophalen|levering|bezorging|bezorgd|geleverd",
  pt: "suporte|horário de funcionamento|aberto|fechado|seg-sex|dias úteis|recolha|levantamento|entrega|entregue",
};
const OTHER_HOURS_WORD = new RegExp(`${W0}${alt(OTHER_HOURS)}${W1}`, "giu");
// Its sentence: a full stop before a number ends none ("Öffnungszeiten: 24.12. 9–13 Uhr").
const ENDS_SENTENCE = (text: string, i: number) =>
  text[i] === "\n" ||
  text[i] === "!" ||
  text[i] === "?" ||
  (text[i] === "." && !/^\s?\d/.test(text.slice(i + 1, i + 3)));
/** The text with every sentence that speaks of other hours blanked; one pass over the text, whatever its length. */
function withoutOtherHours(text: string): string {
  let out = text;
  for (const m of text.matchAll(OTHER_HOURS_WORD)) {
    let a = m.index;
    while (a > 0 && !ENDS_SENTENCE(text, a - 1)) a--;
    let b = m.index + m[0].length;
    while (b < text.length && !ENDS_SENTENCE(text, b)) b++;
    out = out.slice(0, a) + " ".repeat(b - a) + out.slice(b);
  }
  return out;
}

const URL_RE = /\b(?:https?:\/\/|www\.)[^\s<>"'“”«»)\]]+/gi;
const EMAIL_RE = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;

/** Currency signs and codes, as written, to ISO codes. */
const CURRENCY: Record<string, string> = Object.fromEntries(
  "€ EUR,eur EUR,euro EUR,euros EUR,$ USD,usd USD,us$ USD,dollar USD,dollars USD,£ GBP,gbp GBP,chf CHF,fr CHF,r$ BRL,brl BRL,sek SEK,nok NOK,dkk DKK,pln PLN,cad CAD,aud AUD,a$ AUD,c$ CAD,¥ JPY,jpy JPY,zł PLN,zl PLN,kč CZK,czk CZK"
    .split(",")
    .map((p) => p.split(" ")),
);
const CUR = "US\\$|A\\$|C\\$|R\\$|€|\\$|£|¥|EUR|USD|GBP|CHF|BRL|SEK|NOK|DKK|PLN|CAD|AUD|JPY|CZK|zł|Kč";
const AMOUNT = "\\d{1,3}(?:[.,' ]\\d{3})*(?:[.,]\\d{1,2})?(?:,-|\\.-|,–)?|\\d+(?:[.,]\\d{1,2})?";
const PRICE_RE = new RegExp(
  `(?:(${CUR})\\s?(${AMOUNT}))|(?:(${AMOUNT})\\s?(${CUR}|euros?|dollars?)(?![A-Za-z]))`,
  "gi",
);

function parseAmount(raw: string): number | null {
  let s = raw.replace(/[,.]-$|,–$/, "").replace(/['\s]/g, "");
  const lastSep = Math.max(s.lastIndexOf(","), s.lastIndexOf("."));
  if (
    lastSep >= 0 &&
    s.length - lastSep - 1 === 3 &&
    (s.match(/[.,]/g) ?? []).length >= 1 &&
    !/[.,]\d{1,2}$/.test(s)
  )
    s = s.replace(/[.,]/g, "");
  else if (lastSep >= 0) s = s.slice(0, lastSep).replace(/[.,]/g, "") + "." + s.slice(lastSep + 1);
  const n = Number(s);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function findPrices(text: string): (PriceFact & { index: number; length: number })[] {
  const out: (PriceFact & { index: number; length: number })[] = [];
  for (const m of text.matchAll(PRICE_RE)) {
    const cur = (m[1] ?? m[4] ?? "").toLowerCase();
    const amount = parseAmount(m[2] ?? m[3] ?? "");
    const currency = CURRENCY[cur] ?? CURRENCY[cur.toUpperCase()] ?? cur.toUpperCase();
    if (amount === null || !currency) continue;
    out.push({ amount, currency, text: m[0].trim(), index: m.index, length: m[0].length });
  }
  return out;
}

export function findUrls(text: string): string[] {
  const urls: string[] = [];
  for (const m of text.matchAll(URL_RE)) {
    const raw = m[0].replace(/[.,;:!?]+$/, "");
    const url = safeHttpUrl(/^www\./i.test(raw) ? `https://${raw}` : raw);
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

const NAME_WORD = "[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+(?:-[A-ZÀ-ÖØ-Þ][a-zà-öø-ÿ'’]+)?";
const PARTICLE = "(?:van der|van den|van|von|de la|de|del|da|di|du|le|la|ter|ten|zu)";
const HONORIFIC =
  "(?:Dr\\.?|Prof\\.?|Prof\\.? Dr\\.?|Mr\\.?|Mrs\\.?|Ms\\.?|Mx\\.?|Sir|Dame|Frau|Herr|Mme\\.?|M\\.|Mlle\\.?|Sra\\.?|Sr\\.?|Dra\\.?|Dott\\.?|Dott\\.ssa|Ing\\.?|Mag\\.?)";
const PERSON = `(?:${HONORIFIC}\\s+)?${NAME_WORD}(?:\\s+(?:${PARTICLE}\\s+)?${NAME_WORD}){1,3}|${HONORIFIC}\\s+${NAME_WORD}`;
const WITH = firstAnyCase(
  "with|w/|featuring|hosted by|presented by|mit|avec|animé par|con|presentado por|met|com",
);
const NOT_NAMES =
  /^(?:the|our|your|a|an|der|die|das|unser|unsere|le|la|les|notre|el|los|nuestro|il|nostro|de|het|onze|o|a|nosso|nossa)$/i;

function cleanRole(role: string | undefined): string | null {
  if (!role) return null;
  const r = role
    // "our head of product" is the writer's voice: the role is "Head of product".
    .replace(
      /^\s*(?:our|unser(?:e|er)?|notre|nos|nuestr[oa]|il nostro|la nostra|onze|ons|o nosso|a nossa)\s+(\p{L})/iu,
      (_m, c: string) => c.toUpperCase(),
    )
    .split(/\.\s|\s{2,}/)[0]
    // "sommelière, et le domaine Kessler-Weiss": what follows ", and ..." is another guest, not this one's role.
    .split(/,?\s+(?:and|et|und|y|e|en|&)\s+(?=\p{Ll})/u)[0]
    .split(/\s+(?:on|am|le|el|il|op|em|at \d|um|à \d|a las|alle|om)\s+(?=\d|[A-Z]?[a-z]+day|\p{Lu})/u)[0]
    .replace(/^[,(\s–—-]+|[\s,.;:)!?]+$/g, "")
    .trim();
  if (!r || r.length > 70 || /\d{1,2}[:.]\d{2}|https?:/i.test(r)) return null;
  return r;
}

function personFrom(text: string): SpeakerFact | null {
  // "unser CTO Felix Brandauer", "our head of product Marcus Oyelaran": the role before the name.
  const before = text.match(
    new RegExp(
      `^\\s*(?:our|unser(?:e|en)?|notre|nuestr[oa]|il nostro|la nostra|onze|o nosso|a nossa)\\s+((?:[\\p{L}-]+\\s+){1,4}?)(${PERSON})\\s*[.,]?\\s*$`,
      "u",
    ),
  );
  if (before && !MONTHISH.test(before[2])) return { name: before[2].trim(), role: cleanRole(before[1]) };
  const m = text.match(
    new RegExp(`^\\s*(${PERSON})\\s*(?:\\(([^()\\n]*)\\)|(?:,\\s*|\\s+[–—-]\\s+)?([^;\\n()]*))?`, "u"),
  );
  if (!m) return null;
  const name = m[1].trim();
  const first = name.split(/\s+/)[0];
  if (NOT_NAMES.test(first) || MONTHISH.test(name)) return null;
  return { name, role: cleanRole(m[2] ?? m[3]) };
}

const MONTHISH =
  /\b(?:January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Januar|Februar|März|Juni|Juli|Oktober|Dezember|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Live|Online|Q&A|Zoom|Teams|Google|Microsoft|Webinar|Workshop|Demo)\b/;

function splitPeople(value: string): SpeakerFact[] {
  // "&" inside brackets belongs to a firm ("Kanzlei Malz & Partner"); "und unser CTO Felix Brandauer" is a second person.
  const parts: string[] = [];
  let [depth, from] = [0, 0];
  const SEP =
    /^(?:\s*;\s*|\s+(?:and|und|et|y|e|en)\s+(?=(?:\p{Lu}|Dr|Prof|our |unser|notre|nuestr|il nostro|onze|o nosso|a nossa))|\s*&\s*|\n)/u;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === "(") depth++;
    else if (value[i] === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const m = value.slice(i).match(SEP);
      if (m && (i > 0 || m[0].trim())) {
        parts.push(value.slice(from, i));
        from = i + m[0].length;
        i = from - 1;
      }
    }
  }
  parts.push(value.slice(from));
  return parts.flatMap((p) => personFrom(p) ?? []).slice(0, 6);
}

const AND = "(?:and|und|et|y|e|en|&)";
const WITH_OUR_ROLE = new RegExp(
  `\\b${WITH}\\s+(?:our|unser(?:e|em|er|en)?|notre|nos|nuestr[oa]s?|il nostro|la nostra|i nostri|onze|ons|o nosso|a nossa)\\s+((?:[\\p{L}-]+\\s+){1,3}?)(${PERSON})`,
  "gu",
);

/**
 * People named after "with" ("with Maya Chen, Head of Sourcing, and with Luis Ortega, owner of Café Ortega"). A role
 * runs to the next person, so a long sentence naming two people yields both, each with their own role.
 */
export function findSpeakers(text: string): SpeakerFact[] {
  const out: SpeakerFact[] = [];
  const add = (p: SpeakerFact | null) => {
    if (p && !out.some((o) => o.name === p.name)) out.push(p);
  };
  const starts = [...text.matchAll(new RegExp(`\\b${WITH}\\s+(${PERSON})`, "gu"))];
  starts.forEach((m, i) => {
    const end = m.index + m[0].length;
    let rest = text.slice(end, starts[i + 1]?.index ?? text.length);
    // "with Maya Chen and Luis Ortega": the second person joins the first.
    const pair = rest.match(new RegExp(`^\\s+${AND}\\s+(${PERSON})`, "u"));
    if (pair) rest = rest.slice(pair[0].length);
    const role = rest
      .match(/^(?:\s*,\s*|\s*\(|\s+[–—-]\s+)([^;\n()]*)/)?.[1]
      ?.replace(new RegExp(`[\\s,]*(?:${AND}\\s*)?$`, "u"), "");
    add(personFrom(`${m[1]}${role && !pair ? `, ${role}` : ""}`));
    if (pair) add(personFrom(`${pair[1]}${role ? `, ${role}` : ""}`));
  });
  // "with our head roaster Sanne de Vries": the role before the name, in the writer's voice.
  for (const m of text.matchAll(WITH_OUR_ROLE)) add({ name: m[2], role: cleanRole(`our ${m[1].trim()}`) });
  return out;
}

const VENUE_PREP =
  "(?:at the|at|im|in der|in the|in het|au|à la|à l'|dans les locaux de|en el|en la|presso il|presso la|presso|nel|nella|no|na|bij|op)";
const VENUE_RE = new RegExp(
  `\\b${VENUE_PREP}\\s+((?:[A-ZÀ-ÖØ-Þ][\\p{L}'’&.-]*|de|der|van|del|la|di)(?:\\s+(?:[A-ZÀ-ÖØ-Þ\\d][\\p{L}\\d'’&.-]*|de|der|van|del|la|di|am|an))*(?:,\\s*[A-ZÀ-ÖØ-Þ][\\p{L}'’.-]*(?:\\s+[A-ZÀ-ÖØ-Þ][\\p{L}'’.-]*)*)?)`,
  "gu",
);

export function findVenue(text: string): string | null {
  for (const m of text.matchAll(VENUE_RE)) {
    const v = m[1]
      .split(/\.\s/)[0]
      .replace(/[.,\s]+$/, "")
      .trim();
    const first = v.split(/[\s,]+/)[0];
    if (
      MONTHISH.test(first) ||
      /^\d/.test(first) ||
      /^(?:Q&A|Zoom|Teams|Google|Noon|Midnight)$/i.test(first) ||
      v.length < 3
    )
      continue;
    // A single word is only a venue when the brief names a city after it ("at Kraanspoor, Amsterdam") or says "the".
    if (
      !/,|\s/.test(v) &&
      !/^(?:at the|in the|au|im)$/i.test(m[0].slice(0, m[0].length - m[1].length).trim())
    )
      continue;
    return cleanText(v, 120);
  }
  // "... on 9 March 2027 at 8:30, Second Home, London.": a place and its city set after the date or time by commas.
  const after = text.match(PLACE_AFTER_TIME);
  if (after && !MONTHISH.test(after[1].split(/[\s,]+/)[0]))
    return cleanText(after[1].replace(/[.,\s]+$/, ""), 120);
  return null;
}

const CAP_RUN =
  "[A-ZÀ-ÖØ-Þ][\\p{L}'’&.-]*(?:\\s+(?:[A-ZÀ-ÖØ-Þ\\d][\\p{L}\\d'’&.-]*|de|der|van|del|la|di|am|an|of|the))*";
const PLACE_AFTER_TIME = new RegExp(
  `(?:\\d{1,2}[:.h]\\d{2}(?:\\s*(?:[aApP]\\.?[mM]\\.?|[uU]hr|h))?|\\d{1,2}\\s*(?:[aApP]\\.?[mM]\\.?)|\\d{4})\\s*,\\s*(${CAP_RUN}(?:,\\s*${CAP_RUN})+)\\s*(?:[.!](?:\\s|$)|\\n|$)`,
  "u",
);

const CODE_RE =
  /\b(?:code(?:\s+promo)?|promo code|discount code|coupon|voucher|gutscheincode|rabattcode|gutschein|código(?: promocional)?|cupón|codice(?: sconto)?|kortingscode|cupão)\s*[:"'“«]?\s*([A-Za-z0-9][A-Za-z0-9_-]{2,19})\b/gi;
const isCode = (c: string) => /^[A-Z0-9_-]+$/.test(c) && (/\d/.test(c) || c.length >= 4) && /[A-Z]/.test(c);
const DISCOUNT_RE =
  /(?:-\s?)?\b\d{1,2}(?:[.,]\d)?\s?%(?:\s*(?:off|discount|extra|rabatt|de réduction|de remise|de descuento|di sconto|korting|de desconto))?/i;
/** Words that make a percentage an offer ("15% off", "-10% avec le code", "Members get 10%"), not a figure ("a 24.8% return rate"). */
const OFFER_WORD =
  /\b(?:off|discount|save|sale|deal|promo|code|coupon|voucher|get|members?|subscribers?|rabatt|sparen|gutschein|erhalten|bekommen|auf|réduction|remise|économisez|promo|code|ont|profitent|descuento|ahorra|cupón|código|extra|sconto|risparmia|codice|korting|bespaar|kortingscode|desconto|poupe|cupão|ganham|têm)\b/i;

/** What a code gives when it is not a percentage: "spedizione gratuita sopra 49€", "free shipping". */
function freeShipping(text: string): string | null {
  const m = text.match(
    /\b(?:free (?:shipping|delivery)|kostenlose[rn]? (?:versand|lieferung)|versandkostenfrei|livraison (?:offerte|gratuite)|envío gratis|envío gratuito|spedizione gratuita|gratis verzending|gratis bezorging|frete grátis|envio grátis|portes grátis)(?:\s+(?:over|above|from|ab|dès|à partir de|desde|a partir de|sopra|oltre|vanaf|boven|acima de)\s+(?:€|\$|£)?\s?\d+(?:[.,]\d+)?\s?(?:€|\$|£|eur)?)?/i,
  );
  return m ? capitalise(m[0].trim()) : null;
}

function offerPercent(text: string): string | null {
  for (const m of text.matchAll(new RegExp(DISCOUNT_RE.source, "gi"))) {
    const clause =
      text
        .slice(Math.max(0, m.index - 40), m.index + m[0].length + 30)
        .split(/[.!?\n;](?:\s|$)/)
        .find((c) => c.includes(m[0].trim())) ?? "";
    // "20-30% minder": the end of a range of numbers, not a discount.
    if (/^-/.test(m[0]) && /\d\s?$/.test(text.slice(Math.max(0, m.index - 2), m.index))) continue;
    if (
      /^-/.test(m[0].trim()) ||
      /\s(?:off|discount|rabatt|de réduction|de remise|de descuento|di sconto|korting|de desconto)$/i.test(
        m[0],
      ) ||
      OFFER_WORD.test(clause)
    )
      return m[0].trim();
  }
  return null;
}

const DEADLINE_WORDS =
  /\b(?:until|till|through|by|before|ends?|expires?|valid until|gültig bis|bis zum|bis|jusqu'au|jusqu’au|avant le|hasta el|hasta|antes del|fino al|fino a|entro il|tot en met|tot|até)\b\s*$/i;

interface Line {
  label: LabelKey | null;
  labelText: string;
  value: string;
  raw: string;
}

function readLines(text: string): Line[] {
  return text.split(/\n+/).flatMap((line) => {
    const parts = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+/.test(line) ? [line] : sentences(line);
    // A labelled sentence ("Call to action: Reserve your seat") is a fact line even in the middle of a paragraph.
    const out: Line[] = [];
    let plain: string[] = [];
    for (const part of parts) {
      const l = readLine(part);
      const prev = out[out.length - 1];
      // A title that asks runs on to its answer on the same line ("In 10 minuten je btw-aangifte klaar? Zo doe je dat!").
      if (
        !l.label &&
        !plain.length &&
        prev?.label === "title" &&
        /[?!]$/.test(prev.value) &&
        part.split(/\s+/).length <= 6
      ) {
        prev.value = `${prev.value} ${part.trim()}`;
        continue;
      }
      if (l.label) {
        if (plain.length) out.push(readLine(plain.join(" ")));
        plain = [];
        out.push(l);
      } else plain.push(part);
    }
    if (plain.length) out.push(readLine(plain.join(" ")));
    return out;
  });
}

function readLine(rawLine: string): Line {
  const raw = rawLine.trim();
  const m = raw.match(/^[-*•·]?\s*([\p{L}' -]{2,40}?)\s*[:：=]\s*(.*)$/u);
  const key = m && !/^https?$/i.test(m[1].trim()) ? labelKey(m[1]) : null;
  if (key) return { label: key, labelText: m![1].trim(), value: m![2].trim().replace(/[.\s]+$/, ""), raw };
  return { label: null, labelText: "", value: raw, raw };
}

function firstQuoted(text: string): string | null {
  // An apostrophe opens a quote only after a space ("d'avoir" is a word) and closes one only before one ("pagina's" is
  // a word); markup and schemes are never titles, nor a button's label, nor copy to print ("confirme seu e-mail e ...").
  const m = text.match(/(?:["“„«»‚‘]|(?<![\p{L}\d])')([^"“”„«»‘’\n]{4,90}?)(?:["”“»«‘’]|'(?![\p{L}\d]))/u);
  const v = m ? m[1].trim().replace(/^[«»\s]+|[«»\s]+$/g, "") : null;
  if (!v || /[<>{}=|*%]|^[a-z]+:/i.test(v)) return null;
  if (/^\p{Ll}/u.test(v) && v.split(/\s+/).length > 3) return null;
  if (
    /\b(?:button|bouton|botón|bottone|pulsante|knop|botão|cta)\b[^.\n]{0,20}$/i.test(text.slice(0, m!.index))
  )
    return null;
  return v;
}

/**
 * A labelled title: "Thema: „KI im Steuerbüro – was geht 2027 schon?“ Am Do, 10.12. ..." is the quoted part, "Report:
 * The Hidden Cost of Returns: 2027 Benchmark" keeps its own colon, "Product: Shiftwise (staff scheduling app)" drops the
 * description in brackets.
 */
const TITLE_QUOTED = quotePattern(3, 120, "u");
function titleOf(lines: Line[]): string | null {
  const raw = lines.find((l) => l.label === "title" && l.value)?.value;
  if (!raw) return null;
  const q = raw.match(TITLE_QUOTED);
  const v = q && q.index === 0 ? quoted(q)!.trim() : raw.replace(/\s*\([^()]*\)\s*$/, "");
  return cleanText(v.replace(/^["“„«]|["”“»]$/g, ""), 120) || null;
}

/** The title the brief labels, or null: a label is the writer's own word and wins over anything read from prose. */
export function labelledTitle(text: string): string | null {
  return titleOf(readLines(cleanText(text ?? "", 4000)));
}

/**
 * A labelled product's name without its description: in brackets ("Shiftwise (staff scheduling app)") or after a
 * spaced dash that starts in lower case ("SWLS-W wireless load shackles – our SWLS shackle with load cell, ...").
 */
const productName = (v: string) => v.replace(/\s*\([^()]*\)\s*$/, "").replace(/\s+[–—-]\s+\p{Ll}.*$/su, "");

export interface BriefReadOptions {
  now: Date;
  lang: Lang | null;
  /** What the brief says not to mention: never a point. */
  avoid?: string[];
  /** The brief with what is not for the reader blanked (instructions among the facts): its lists are the points. */
  copy?: string;
  /** A time is the campaign's only when the brief names no other (a newsletter's items each have theirs). */
  soleTime?: boolean;
}

/** Whether a piece of copy names what the brief says not to mention: the thing itself, its quoted words, its figures. */
export function forbiddenBy(avoid: string[]): (x: string) => boolean {
  const banned = avoid.flatMap((d) => [
    ...(d.split(/\s+/).length <= 4 ? [d.toLowerCase()] : []),
    ...[...d.matchAll(quotePattern(2, 40))].map((m) => quoted(m)!.toLowerCase()),
    ...(d.match(/\d+(?:[.,]\d+)?\s?%|[$€£]\s?\d+(?:[.,]\d+)?/g) ?? []).map((x) => x.toLowerCase()),
  ]);
  return (x) => banned.some((b) => x.toLowerCase().includes(b));
}

/** Reads a campaign brief into facts. Deterministic, no network, no model: the baseline every generation has. */
export function readCampaign(input: string, opts: BriefReadOptions): CampaignFacts {
  const text = cleanText(input ?? "", 4000);
  const lines = readLines(text);
  const labelled = (key: LabelKey) => lines.filter((l) => l.label === key && l.value).map((l) => l.value);
  const facts: CampaignFacts = {
    ...noCampaignFacts(),
    urls: findUrls(text),
    emails: [...new Set(text.match(EMAIL_RE) ?? [])],
  };

  // Mask URLs and e-mails so their digits and words are not read as dates, times, prices or names.
  const masked = text
    .replace(URL_RE, (u) => " ".repeat(u.length))
    .replace(EMAIL_RE, (e) => " ".repeat(e.length));
  const allDates = findDates(masked, opts.now, opts.lang);
  facts.dates = allDates.map(({ iso, text: t, yearGiven }) => ({ iso, text: t, yearGiven }));
  const prices = findPrices(masked);
  facts.prices = prices.map(({ amount, currency, text: t }) => ({ amount, currency, text: t }));
  let timeText = masked;
  for (const span of [...allDates, ...prices])
    timeText =
      timeText.slice(0, span.index) + " ".repeat(span.length) + timeText.slice(span.index + span.length);
  // Opening and support hours are not the campaign's time ("Soporte de 9 a 18 h", "Openingstijden: tot 15:00").
  timeText = withoutOtherHours(timeText);
  const labelledTime = labelled("time")[0];
  const time = (labelledTime ? findTime(labelledTime) : null) ?? findTime(timeText, masked);
  // Items that each have their hour (a newsletter's): no one of them is the campaign's time.
  const other =
    time && opts.soleTime && !labelledTime
      ? findTime(
          timeText.slice(0, time.index) + " ".repeat(time.length) + timeText.slice(time.index + time.length),
          masked,
        )
      : null;
  if (time && !(other && other.start !== time.start)) {
    const { start, end, zone, text: said, twelveHour } = time;
    facts.time = {
      start,
      end,
      zone,
      text: said,
      ...(twelveHour ? { twelveHour } : {}),
    } as CampaignFacts["time"];
  }

  facts.title = titleOf(lines) ?? firstQuoted(lines.find((l) => !l.label)?.value ?? "") ?? null;

  const venueLine = labelled("venue")[0];
  facts.venue = venueLine && !/^https?:/i.test(venueLine) ? cleanText(venueLine, 160) : findVenue(masked);
  if (facts.venue && /^(?:online|virtual|virtuell|en ligne|en línea|remote|zoom|teams)\b/i.test(facts.venue))
    facts.venue = null;

  const speakerLines = labelled("speaker");
  facts.speakers = speakerLines.length ? speakerLines.flatMap(splitPeople) : findSpeakers(masked);

  const ctaLine = labelled("cta")[0];
  const linkLine = labelled("link")[0];
  const linkUrl = linkLine ? (findLinks(linkLine)[0]?.url ?? null) : null;
  if (ctaLine) {
    // "Build your first schedule -> app.shiftwise.co/setup": the words are the button's, the link (with or without a
    // scheme) its destination; a line that only gives the link leaves the words to what the link is for.
    const url = findLinks(ctaLine)[0]?.url ?? linkUrl ?? null;
    const label = buttonLabel(ctaLine);
    if (label || url) facts.cta = { label: label ?? "", url: url ?? "" };
  }
  // A joining link is where people watch (a meeting host, or a link labelled "join"); a registration link is the
  // button's destination, never presented as the way to join.
  const linkIsJoin =
    !!linkLine &&
    /^(?:join|join link|join here|livestream|stream|zoom|teams)$/i.test(
      fold(lines.find((l) => l.label === "link")?.labelText ?? ""),
    );
  facts.onlineUrl =
    (linkUrl && (linkIsJoin || isMeetingUrl(linkUrl)) ? linkUrl : null) ??
    facts.urls.find(isMeetingUrl) ??
    null;
  // The labelled link comes first: it is the button's destination when no call to action names one.
  if (linkUrl) facts.urls = [linkUrl, ...facts.urls.filter((u) => u !== linkUrl)];

  const productLine = labelled("product")[0];
  const priceLine = labelled("price")[0];
  const productPrice = priceLine ? (findPrices(priceLine)[0] ?? null) : null;
  if (productLine) {
    const own = findPrices(productLine)[0] ?? null;
    const name = cleanText(
      productName(productLine)
        .replace(PRICE_RE, "")
        .replace(URL_RE, "")
        .replace(/[\s,;:–—-]+(?:at|for|für|pour|por|per|voor|por)?\s*$/i, ""),
      80,
    );
    const price = own ?? productPrice ?? (prices.length === 1 ? prices[0] : null);
    if (name)
      facts.products.push({
        name,
        price: price ? { amount: price.amount, currency: price.currency, text: price.text } : null,
        url: findUrls(productLine)[0] ?? null,
      });
  }

  const code =
    (
      labelled("code")[0]?.match(/[A-Z0-9][A-Z0-9_-]{2,19}/)?.[0] ??
      [...masked.matchAll(CODE_RE)].map((x) => x[1]).find(isCode) ??
      null
    )?.toUpperCase() ?? null;
  const discount = labelled("discount")[0]
    ? cleanText(labelled("discount")[0], 80)
    : (offerPercent(masked) ?? (code ? freeShipping(masked) : null));
  let deadline: DateFact | null = null;
  const deadlineLine = labelled("deadline")[0];
  if (deadlineLine) deadline = findDates(deadlineLine, opts.now, opts.lang)[0] ?? null;
  else {
    // The offer's own end: a deadline in the sentence that states the code or the discount ("15% off until December
    // 20"); "launch price until Sunday ... Code WINTER10 = 10% extra" gives the code no end date.
    const keys = [code, discount].filter((k): k is string => !!k);
    const bounds = [...masked.matchAll(/(?:[^.!?\n]|[.!?](?![\s]|$))+(?:[.!?]|\n|$)/g)]
      .filter((m) => keys.some((k) => m[0].toUpperCase().includes(k.toUpperCase())))
      .map((m) => [m.index, m.index + m[0].length] as const);
    for (const d of allDates) {
      const inOffer = !keys.length || bounds.some(([a, b]) => d.index >= a && d.index < b);
      if (inOffer && DEADLINE_WORDS.test(masked.slice(Math.max(0, d.index - 24), d.index))) deadline = d;
    }
  }
  if (deadline) deadline = { iso: deadline.iso, text: deadline.text, yearGiven: deadline.yearGiven };
  if (code || discount)
    facts.offer = {
      code: code && /[A-Z]/.test(code) && /\d|[A-Z]{4,}/.test(code) ? code : null,
      discount,
      deadline,
    };
  if (facts.offer && !facts.offer.code && !facts.offer.discount) facts.offer = null;

  const tones = labelled("tone").flatMap((t) => t.split(/[,/&]|\band\b|\bund\b|\bet\b|\by\b/));
  facts.tone = [...new Set(tones.map((t) => cleanText(t, 30).toLowerCase()).filter(Boolean))].slice(0, 5);

  const forbidden = forbiddenBy(opts.avoid ?? []);

  // Bullet lists: agenda items when they start with a time, otherwise points (features, topics) the brief listed.
  let listKind: "agenda" | "points" | null = null;
  for (const l of opts.copy === undefined ? lines : readLines(opts.copy)) {
    if (l.label === "agenda") listKind = "agenda";
    else if (l.label === "points") listKind = "points";
    else if (l.label) listKind = null;
    if (l.label === "agenda" || l.label === "points") {
      if (l.value)
        for (const item of l.value.split(/\s*[;,]\s*/).filter(Boolean))
          (l.label === "agenda" ? pushAgenda : pushPoint)(item);
      continue;
    }
    const bullet = l.raw.match(/^\s*(?:[-*•·–]|\d{1,2}[.)])\s+(.+)$/);
    if (bullet && !l.label) {
      const t = findTime(bullet[1]);
      if (listKind === "agenda" || (t && t.index === 0)) pushAgenda(bullet[1]);
      else pushPoint(bullet[1]);
    }
  }
  function pushAgenda(item: string) {
    const t = findTime(item);
    const rest = t && t.index <= 1 ? item.slice(t.index + t.length).replace(/^[\s:–—-]+/, "") : item;
    if (rest) facts.agenda.push({ time: t && t.index <= 1 ? t.text : null, title: cleanText(rest, 120) });
  }
  function pushPoint(item: string) {
    const p = cleanText(item.replace(/[.;,]$/, ""), 160);
    // A link line, or one that names what the brief says not to mention, is not a point to print (notes and
    // instructions never reach here: the copy has them blanked).
    if (!p || hasLink(p) || forbidden(p)) return;
    if (facts.points.length < 8) facts.points.push(p);
  }

  const quoteM = text.match(
    /["“„«]([^"“”„«»]{8,240})["”“»]\s*(?:[–—-]{1,2}|,\s*(?:says|sagt|dit|dice|zegt|diz))\s*([A-ZÀ-ÖØ-Þ][^\n.;]{1,60})/u,
  );
  if (quoteM) facts.quote = { text: cleanText(quoteM[1], 240), by: cleanText(quoteM[2], 60) };

  return facts;
}
