import { capitalise } from "../../../shared/capitalise";
import type { CampaignType } from "../../../shared/campaign-types";
import { cleanText } from "../../../shared/escape";
import type {
  BriefFactSpan,
  BriefLinkFact,
  BriefWarning,
  CampaignFacts,
  Lang,
  LinkPurpose,
} from "../../../shared/facts";
import { findAddress } from "./address";
import { forbiddenBy, labelledTitle, onlyFacts, ownWords, readCampaign } from "./brief";
import { formatDate } from "../../../shared/format";
import { findDates, isMonthWord, weekdayOfIso } from "./dates";
import { findDuration } from "./duration";
import {
  findArticles,
  findAudience,
  offerCondition,
  proseList,
  toneRegister,
  type ToneRegister,
} from "./extras";
import { findLinks, hasLink, isInternalLink, isMeetingUrl, LINK_RE, linkContext, ownLabel } from "./links";
import { neutralise } from "./hostile";
import { blankOut, isNoteToUs, readRoles } from "./roles";
import { sentences } from "./segment";
import { withoutTakenBack } from "./withdrawn";
import { readConfirms } from "./confirms";
import { concreteOrder } from "./order";
import { findName, withoutNew } from "./name";
import { quotePattern, quoted } from "./quotes";
import { storyOf, storyWithoutLinks } from "./story";
import { fixedOffset, ianaFor, offsetAt } from "../../../shared/zones";
import { findCityZone } from "./city-zones";

export interface UnderstoodBrief {
  /** The brief as read (control characters removed, whitespace collapsed); spans point into it. */
  text: string;
  campaign: CampaignFacts & { register: ToneRegister | null };
  facts: BriefFactSpan[];
  warnings: BriefWarning[];
}

export interface UnderstandOptions {
  now: Date;
  lang: Lang | null;
  campaignType: CampaignType;
  /** Whether the sender has a postal address (profile or site); marketing e-mail needs one. */
  hasPostalAddress?: boolean;
}

const EVENT_TYPES = new Set<CampaignType>(["webinar", "offline-event"]);
/** Words that make the date after them the last day to register: an ask to register, then "by", "bis", "avant le"... */
const RSVP_BEFORE =
  /(?:\b(?:rsvp|r\.s\.v\.p|regist\p{L}*|sign[- ]?up|book\p{L}*|reply|respond|tickets?|places?|seats?|anmeld\p{L}*|zusage\p{L}*|buch\p{L}*|inscr\p{L}*|réserv\p{L}*|reserv\p{L}*|confirm\p{L}*|iscri\p{L}*|prenot\p{L}*|aanmeld\p{L}*|inschrijv\p{L}*|inscrev\p{L}*|bestätig\p{L}*)\b[^.!?\n]{0,40}?\b(?:by|before|until|till|no later than|bis(?: zum| spätestens)?|spätestens(?: am| bis)?|avant le|avant|jusqu['’]au|d['’]ici le|antes del?|hasta el|entro il|entro|prima del|v[óo]{2}r|uiterlijk|até|antes de)|\b(?:anmeldeschluss|rsvp deadline|registration deadline|registration closes|date limite d['’]inscription|clôture des inscriptions|fecha límite de inscripción|inscripciones hasta|scadenza iscrizioni|iscrizioni entro|inschrijven kan tot|prazo de inscrição|inscrições até))\s*:?\s*(?:(?:the|le|el|il|de|am|den|o|dem)\s+)?(?:\p{L}+,?\s+)?$/iu;
/** Words for a price, as a brief says not to mention it ("pricing", "die Preise", "nos tarifs", "le nostre tariffe"). */
const PRICE_WORD = /(?<![\p{L}])(?:pric|preis|prix|tarif|preci|prezz|prij|preç|cost|kosten)\p{L}*/iu;
const MARKETING = new Set<CampaignType>(["newsletter", "webinar", "offline-event", "product-launch"]);
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Which link purposes make the main button, best first, per campaign type. */
const MAIN: Record<CampaignType, LinkPurpose[]> = {
  webinar: ["register", "rsvp", "join", "other"],
  "offline-event": ["register", "rsvp", "buy", "other"],
  "product-launch": ["buy", "download", "read", "other", "register"],
  newsletter: ["other", "read", "register", "buy"],
  "whitepaper-autoreply": ["download", "read", "other"],
  "customer-onboarding": ["other", "read", "register"],
  "transactional-purchase": ["other", "buy"],
  "confirmation-email": ["rsvp"],
};

function mainLink(
  type: CampaignType,
  links: BriefLinkFact[],
  cta: string | null,
  articleUrls: Set<string>,
): BriefLinkFact | null {
  if (cta) return links.find((l) => l.url === cta) ?? { url: cta, purpose: "other" };
  const pool = links.filter((l) => !articleUrls.has(l.url));
  for (const p of MAIN[type]) {
    const hit = pool.find((l) => l.purpose === p);
    if (hit) return hit;
  }
  return MAIN[type].length ? (pool[0] ?? null) : null;
}

/** "Speakers so far: with Maya Chen, Head of Sourcing, and with Luis Ortega, owner of Café Ortega.": the speakers' card
 * says it. */
function onlySpeakers(s: string, speakers: { name: string; role: string | null }[]): boolean {
  if (!speakers.length || !speakers.every((p) => s.includes(p.name))) return false;
  let rest = s;
  for (const p of speakers)
    for (const v of [p.name, p.role])
      if (v)
        rest = rest
          .split(v)
          .join(" ")
          .split(v.charAt(0).toLowerCase() + v.slice(1))
          .join(" ");
  rest = rest.replace(
    /\b(?:speakers?|sprecher(?:innen)?|referent(?:en|innen)?|intervenants?|ponentes?|relatori|sprekers?|palestrantes|oradores|so far|bisher|pour l'instant|por ahora|finora|tot nu toe|até agora|with|mit|avec|con|met|com|and|und|et|y|e|en|w)\b/giu,
    " ",
  );
  return rest.replace(/[^\p{L}\d]+/gu, "").length === 0;
}

/**
 * "Steps: 1) import your team 2) set shift templates 3) publish": a list written on one line is a list, one item a line
 * (the space before each number becomes a line break, so spans stay true).
 */
export function listsOnLines(text: string): string {
  return text
    .split("\n")
    .map((line) => {
      // "1) a 2) b", "1. a 2. b", "stap 1 a, stap 2 b" (step, Schritt, étape, paso, passo).
      const forms = [
        /(?<=^|\s)(\d{1,2})([.)])\s(?=\S)/g,
        /(?<=^|[\s,;:])(?:step|stap|schritt|étape|etape|paso|passo)\s*(\d)()\s*[:.)-]?\s(?=\S)/gi,
      ];
      for (const re of forms) {
        const marks = [...line.matchAll(re)];
        const run = marks.filter((m, i) => Number(m[1]) === i + 1 && m[2] === marks[0][2]);
        if (run.length < 2 || Number(marks[0][1]) !== 1 || run.length !== marks.length) continue;
        let out = line;
        for (const m of run)
          if (m.index > 0)
            out = `${out.slice(0, m.index - 1)}\n${out
              .slice(m.index)
              .replace(/^(\D+)(\d)/, (x, _w: string, d: string) => `${" ".repeat(x.length - 2)}${d})`)}`;
        // The last item ends with its sentence; what follows is the brief again.
        const last = run[run.length - 1];
        const end = out.slice(last.index).search(/[.!?]\s/);
        if (end >= 0) out = `${out.slice(0, last.index + end + 1)}\n${out.slice(last.index + end + 2)}`;
        return out;
      }
      return line;
    })
    .join("\n");
}

/**
 * The masthead as a line of its own ("Toptal Engineering Blog, the month in review."): the name, then a short phrase
 * that only says what kind of issue it is. The headline shows the name; the line would repeat it as the intro.
 */
function mastheadLine(sentence: string, title: string | null): boolean {
  if (!title || !sentence.startsWith(title)) return false;
  const rest = sentence.slice(title.length).trim();
  const m = rest.match(/^[,:–—-]\s*([^,.;:!?\d]+)[.!]?$/u);
  return !!m && m[1].trim().split(/\s+/).length <= 5;
}

/**
 * A newsletter's masthead from the subject line the brief proposes ("The Chainring – December 2026"): the name before
 * the dash when what follows is the issue's month, date or number.
 */
function mastheadOf(instructions: { kind: string; value?: string | null }[]): string | null {
  const subject = instructions.find((i) => i.kind === "subject")?.value;
  const m = subject?.match(/^(.{3,60}?)\s+[–—|-]\s+(.+)$/u);
  if (!m || !/^\p{Lu}/u.test(m[1]) || m[1].split(/\s+/).length > 5) return null;
  const issue = m[2].split(/\s+/).some((w) => isMonthWord(w) || /^(?:#|n[°º]|no\.?|nr\.?)?\d/i.test(w));
  return issue ? m[1].trim() : null;
}

/** A title quoted in a forwarded message's subject line ("Objet : TR: Autoréponse livre blanc « RGPD & CRM »"). */
function quotedInSubjectHeader(text: string): string | null {
  for (const line of text.split("\n")) {
    if (!SUBJECT_HEADER.test(line)) continue;
    const q = line.match(QUOTE_IN_LINE);
    const inner = q && quoted(q)?.trim();
    if (inner && /^\p{Lu}/u.test(inner) && inner.split(/\s+/).length <= 14) return inner;
  }
  return null;
}
const SUBJECT_HEADER = /^\s*>?\s*(?:subject|betreff|objet|asunto|oggetto|onderwerp|assunto)\s*[:：]/iu;
const QUOTE_IN_LINE = quotePattern(3, 120, "u");

/** The name the prose gives; a newsletter's is never one of its items' (a list line names a story, not the issue). */
function proseName(masked: string, type: CampaignType): string | null {
  const found = findName(masked, type);
  if (!found) return null;
  const line = masked.slice(masked.lastIndexOf("\n", found.index - 1) + 1, found.index);
  return type === "newsletter" && /^\s*(?:[-*•·–+]|\d{1,2}[.)])\s/u.test(line) ? null : found.value;
}

/** The zone of the country a brief's language is written in. */
const HOME_ZONE: Partial<Record<Lang, string>> = {
  de: "Europe/Berlin",
  fr: "Europe/Paris",
  es: "Europe/Madrid",
  it: "Europe/Rome",
  nl: "Europe/Amsterdam",
  pt: "Europe/Lisbon",
};
/**
 * A bare offset is the writer's home zone when that zone has the offset on the day ("UTC+1" in a German brief in
 * February is Berlin's, and then follows its summer time); otherwise it stays a fixed offset.
 */
function homeZoneFor(
  zone: string | null,
  lang: Lang | null,
  iso: string | undefined,
  hhmm: string,
): string | null {
  const offset = fixedOffset(zone);
  const home = lang ? HOME_ZONE[lang] : undefined;
  return offset !== null && offset !== 0 && home && iso && offsetAt(home, iso, hhmm) === offset ? home : null;
}

/** Reads a brief into facts with spans and warnings: the same code in the Worker and in the browser. */
export function understandBrief(input: string, opts: UnderstandOptions): UnderstoodBrief {
  // What the brief took back ("€10.000 ... eh nee: €395") is read as if it had never been written.
  const text = withoutTakenBack(listsOnLines(neutralise(cleanText(input ?? "", 4000))));
  // Every sentence gets its role first. The facts are read from what is not a note, quoted mail or a how-to-write
  // instruction; the lists from what is not an instruction at all; the story from what is for the reader.
  const roles = readRoles(text);
  const avoid = roles.instructions.filter((i) => i.kind === "avoid" && i.value).map((i) => i.value!);
  const forbidden = forbiddenBy(avoid);
  const read = blankOut(text, roles.unread);
  const copy = blankOut(
    read,
    roles.sentences.filter((s) => s.role === "instruction" || s.role === "note").map((s) => [s.start, s.end]),
  );
  const base = readCampaign(read, {
    now: opts.now,
    lang: opts.lang,
    avoid,
    copy,
    soleTime: opts.campaignType === "newsletter",
  });
  // Links and addresses are blanked (their trailing punctuation kept) so their words are not read as names or dates.
  const masked = read
    .replace(LINK_RE, (u) => u.replace(/^.*?(?=[.,;:!?]*$)/, (bare) => " ".repeat(bare.length)))
    .replace(/\S+@\S+\.\w+/g, (e) => " ".repeat(e.length));
  const spans: BriefFactSpan[] = [];
  const span = (field: string, value: string, snippet: string | null, at?: number) => {
    const i = at ?? (snippet ? read.indexOf(snippet) : -1);
    if (i >= 0 && snippet) spans.push({ field, value, start: i, end: i + snippet.length });
  };
  const c = { ...base, register: null as ToneRegister | null };
  // A button the brief asks for in a sentence of its own ("Track order button → crumbandco.co.uk/account/orders",
  // "make this the main button"): its words and the link it names, where no labelled call to action gave them.
  for (const i of roles.instructions.filter((x) => x.kind === "button")) {
    const url = findLinks(i.quote)[0]?.url ?? c.cta?.url ?? "";
    if (!c.cta?.url || !c.cta.label) c.cta = { label: c.cta?.label || i.value || "", url: c.cta?.url || url };
  }
  if (c.cta && !c.cta.label && !c.cta.url) c.cta = null;

  // The name: a labelled title; else a labelled product ("Product: Shiftwise"); else what the prose names (the reader
  // of names knows mastheads, buttons' labels, products on show...). An order confirmation has none.
  c.title =
    opts.campaignType === "transactional-purchase"
      ? null
      : (labelledTitle(read) ??
        c.products[0]?.name ??
        (opts.campaignType === "newsletter" ? mastheadOf(roles.instructions) : null) ??
        proseName(masked, opts.campaignType) ??
        quotedInSubjectHeader(text));
  if (c.title) c.title = withoutNew(c.title);
  if (c.title) span("name", c.title, c.title);

  const dates = findDates(masked, opts.now, opts.lang);
  for (const d of dates) span("date", d.iso, d.text, d.index);
  // An event's registration deadline ("RSVP by Dec 7", "réservation avant le 12/12", "Anmeldeschluss: 3.12."): shown
  // beside the event's date, never taken for it.
  const sentenceBefore = (at: number) =>
    masked
      .slice(Math.max(0, at - 60), at)
      .split(/[.!?\n]\s/)
      .pop()!;
  const rsvp = EVENT_TYPES.has(opts.campaignType)
    ? dates.find((d) => RSVP_BEFORE.test(sentenceBefore(d.index)))
    : undefined;
  c.rsvpBy =
    rsvp && dates.some((d) => d.iso !== rsvp.iso)
      ? { iso: rsvp.iso, text: rsvp.text, yearGiven: rsvp.yearGiven }
      : null;

  if (c.time) {
    const tz = homeZoneFor(c.time.zone, opts.lang, dates[0]?.iso, c.time.start) ?? ianaFor(c.time.zone);
    const at = read.indexOf(c.time.text);
    const city = tz ? null : findCityZone(read, at < 0 ? -1 : at + c.time.text.length);
    c.time = {
      ...c.time,
      tz: tz ?? city?.iana ?? null,
      zone:
        c.time.zone ??
        (city ? read.slice(city.index, city.index + city.length).replace(/^[\s(]+/, "") : null),
    };
    span("time", `${c.time.start}${c.time.end ? `-${c.time.end}` : ""}`, c.time.text);
    if (c.time.zone) span("zone", c.time.tz ?? c.time.zone, c.time.zone);
  }
  // A length is the event's ("45 minutes"); elsewhere it is a product detail ("steeped 20 hours").
  // A time of day is never a length ("15.30–16.30 uur" is not 16.3 hours).
  // A number inside the campaign's name is never its length ("Ransomware recovery in 30 minutes").
  const timeAt = c.time?.text ? masked.indexOf(c.time.text) : -1;
  let durText =
    timeAt >= 0
      ? masked.slice(0, timeAt) + " ".repeat(c.time!.text.length) + masked.slice(timeAt + c.time!.text.length)
      : masked;
  if (c.title) durText = durText.split(c.title).join(" ".repeat(c.title.length));
  const dur = EVENT_TYPES.has(opts.campaignType) ? findDuration(durText) : null;
  c.durationMinutes = dur?.minutes ?? null;
  if (dur) span("duration", String(dur.minutes), dur.text, dur.index);

  const addr = findAddress(masked);
  const vi = c.venue && addr ? masked.indexOf(c.venue) : -1;
  // A labelled venue that already holds the address ("Wo: Alte Mälzerei, Galgenbergstraße 20, 93053 Regensburg") stays.
  if (addr && !c.venue?.includes(addr.value)) {
    const before = vi >= 0 && vi < addr.index;
    // The venue's name runs into the address ("ExCeL London, Royal Victoria Dock" + "Royal Victoria Dock, 1 Western ..."):
    // one place, written once.
    if (before && addr.index < vi + c.venue!.length)
      c.venue = `${c.venue!.slice(0, addr.index - vi)}${addr.value}`;
    else if (before && /^[,\s]*$/.test(masked.slice(vi + c.venue!.length, addr.index)))
      c.venue = `${c.venue}, ${addr.value}`;
    else if (!c.venue || addr.value.length > c.venue.length) c.venue = addr.value;
  }
  // A venue belongs to an event; "im Mittelstand" in a guide's title is not a place. A webinar is online: only a street
  // address makes it a place ("bij Schildwacht IT" is an employer, "im Steuerbüro" a topic).
  if (opts.campaignType !== "offline-event" && !(addr && c.venue?.includes(addr.value))) c.venue = null;
  // A newsletter's place belongs to its one event, as its time does: items that each have an hour have no one venue.
  if (opts.campaignType === "newsletter" && !c.time) c.venue = null;
  if (c.venue)
    span(
      "venue",
      c.venue,
      addr && c.venue === addr.value ? read.slice(addr.index, addr.index + addr.length) : c.venue,
    );

  // A link to a team's tools is never the campaign's (one on a line that keeps it out of the e-mail is not read at all).
  // Read once (e-mail addresses blanked so their domains are not links), then split into the brief's and ours.
  const found = findLinks(read.replace(/\S+@\S+\.\w+/g, (e) => " ".repeat(e.length))).map((l) => ({
    l,
    ours: isInternalLink(l.url),
  }));
  const links = found.filter((x) => !x.ours).map((x) => x.l);
  const internal = new Set(found.filter((x) => x.ours).map((x) => x.l.url));
  c.urls = c.urls.filter((u) => !internal.has(u));
  if (c.onlineUrl && internal.has(c.onlineUrl)) c.onlineUrl = null;
  if (c.cta?.url && internal.has(c.cta.url)) c.cta = c.cta.label ? { ...c.cta, url: "" } : null;
  c.links = links.map((l) => {
    const context = linkContext(copy, l.index, isNoteToUs);
    return { url: l.url, purpose: l.purpose, context, label: ownLabel(context) };
  });
  for (const l of links) span(`link:${l.purpose}`, l.url, read.slice(l.index, l.index + l.length), l.index);
  c.urls = [...new Set([...c.urls, ...links.map((l) => l.url)])];
  if (!c.onlineUrl) c.onlineUrl = links.find((l) => l.purpose === "join" && isMeetingUrl(l.url))?.url ?? null;
  // Articles are a newsletter's: elsewhere two lines with a link each are a registration page and a meeting link.
  c.articles = opts.campaignType === "newsletter" ? findArticles(copy) : [];
  const articleUrls = new Set(
    c.articles.map((a) => (/^https?:/.test(a.url) ? new URL(a.url).toString() : a.url)),
  );
  for (const a of c.articles) span("article", a.title, a.title);
  c.mainLink = mainLink(opts.campaignType, c.links, c.cta?.url || null, articleUrls);
  c.story = storyOf(text, roles.sentences, c, forbidden, roles.instructions);
  // The words that lead to the list ("How to get your first developer:") are its heading, not a line of the story.
  if (c.points.length >= 2) {
    for (const [i, p] of c.story.entries()) {
      const ss = sentences(p);
      const last = ss[ss.length - 1] ?? "";
      const words = last.replace(/:\s*$/, "").trim().split(/\s+/);
      if (!/:\s*$/.test(last) || words.length < 3 || words.length > 10 || hasLink(last)) continue;
      c.pointsLead = words.join(" ");
      c.story[i] = ss.slice(0, -1).join(" ");
      break;
    }
    c.story = c.story.filter(Boolean);
  }
  // A sentence that only says what a link says ("Read the story of our trip to Huila: <link>") is the link's label.
  c.story = storyWithoutLinks(
    c.story,
    c.articles.map((a) => a.title),
    c.links.map((l) => l.label).filter((x): x is string => !!x),
  );
  // A line that is nothing but the venue, date or time is the details card's, not the story's; a paragraph written in
  // lower case starts with a capital in the e-mail.
  c.story = c.story
    .map((p) =>
      sentences(p)
        .filter((x) => !onlyFacts(x, c) && !onlySpeakers(x, c.speakers) && !mastheadLine(x, c.title))
        .join(" "),
    )
    .filter(Boolean)
    .map((p) => capitalise(p));
  // A masthead line ("Grüne Post – Dezember-Ausgabe") is the headline, not an introduction under it.
  if (c.title) c.story = c.story.filter((p) => !p.includes(c.title!) || ownWords(p, [c.title]).length > 0);
  // A newsletter's list written as prose ("We shipped faster restores, a new status page and SSO.") is its points: the
  // words that lead to it end their paragraph with a colon, the sentences after it start a paragraph of their own.
  if (opts.campaignType === "newsletter" && !c.points.length) {
    const out: string[] = [];
    for (const p of c.story) {
      const ss = sentences(p);
      const i = c.points.length ? -1 : ss.findIndex((x) => proseList(x));
      if (i < 0) {
        out.push(p);
        continue;
      }
      const list = proseList(ss[i])!;
      c.points = list.items;
      out.push([...ss.slice(0, i), `${list.lead}:`].join(" "));
      if (ss.length > i + 1) out.push(ss.slice(i + 1).join(" "));
    }
    c.story = out;
  }
  // A launch named in prose is its product: the name, the one price the brief gives, the main link.
  if (opts.campaignType === "product-launch" && !c.products.length && c.title) {
    const price = c.prices.length === 1 ? c.prices[0] : null;
    c.products = [{ name: c.title, price, url: c.mainLink?.url ?? null }];
  }

  if (c.offer) c.offer = { ...c.offer, condition: offerCondition(read, c.offer) };
  c.order = opts.campaignType === "transactional-purchase" ? concreteOrder(read, text) : null;
  // The fields a confirmation fills per recipient may be named in an instruction ("numer zapytania np ZO/…").
  c.confirms =
    opts.campaignType === "confirmation-email"
      ? readConfirms(
          blankOut(
            text,
            roles.sentences
              .filter((s) => s.role === "note" || s.role === "quoted")
              .map((s) => [s.start, s.end]),
          ),
          opts.lang ?? null,
          // "(double opt-in)" in a request to the team still says which mail this is.
          blankOut(
            text,
            roles.sentences.filter((s) => s.role === "quoted").map((s) => [s.start, s.end]),
          ),
        )
      : null;
  c.audience = findAudience(read);
  c.donts = avoid;
  // What the brief says not to mention leaves the facts too: prices when it names them, any fact it quotes.
  if (avoid.some((a) => PRICE_WORD.test(a))) {
    c.prices = [];
    c.products = c.products.map((p) => ({ ...p, price: null, was: null }));
  } else c.prices = c.prices.filter((p) => !forbidden(p.text));
  if (c.offer && [c.offer.discount, c.offer.code].some((x) => x && forbidden(x))) c.offer = null;
  // What the brief says about the writing: the tone and form of address it asks for, what to say.
  for (const i of roles.instructions)
    if (i.kind === "tone" && i.value)
      for (const t of i.value.toLowerCase().split(/,\s*/)) if (!c.tone.includes(t)) c.tone.push(t);
  c.register = toneRegister(c.tone);
  const form = roles.instructions.findLast((i) => i.kind === "address")?.value;
  if (form === "informal" || form === "formal") c.address = form;
  const said = roles.instructions.filter((i) => i.kind === "include" && i.said).map((i) => i.said!);
  if (said.length) c.said = said.filter((x) => !forbidden(x)).map(capitalise);
  // A sentence that only repeats the details card is a fact sentence, not one to tell.
  for (const s of roles.sentences)
    if (
      s.role === "content" &&
      (onlyFacts(s.text, c) || onlySpeakers(s.text, c.speakers) || mastheadLine(s.text, c.title))
    )
      [s.role, s.cue] = ["fact", "the details card"];
  c.sentences = roles.sentences;
  c.instructions = roles.instructions.map(({ kind, quote, value }) => ({ kind, quote, value }));
  for (const s of c.speakers) span("speaker", s.name, s.name);
  for (const p of c.products) span("product", p.name, p.name);
  if (c.offer?.discount) span("offer", c.offer.discount, c.offer.discount);
  if (c.offer?.code) span("code", c.offer.code, c.offer.code);
  if (c.audience) span("audience", c.audience, c.audience);
  for (const d of c.donts) span("dont", d, d);
  const lower = read.toLowerCase();
  for (const t of c.tone) if (lower.includes(t)) span("tone", t, t, lower.indexOf(t));

  return { text, campaign: c, facts: spans, warnings: warn(c, dates, opts) };
}

function warn(
  c: CampaignFacts,
  dates: ReturnType<typeof findDates>,
  opts: UnderstandOptions,
): BriefWarning[] {
  const w: BriefWarning[] = [];
  const add = (code: BriefWarning["code"], field: string, message: string) =>
    w.push({ code, field, message });
  for (const d of dates)
    if (d.weekday !== null && weekdayOfIso(d.iso) !== d.weekday)
      add(
        "weekday-mismatch",
        "date",
        `"${d.text}": ${formatDate(d, "en")} is a ${WEEKDAYS[weekdayOfIso(d.iso)]}, not a ${WEEKDAYS[d.weekday]}. Check the date.`,
      );
  // "next Friday", "tomorrow": read from today, said so the user checks the day (a sent e-mail may be read later).
  for (const d of dates)
    if (d.relative)
      add(
        "relative-date",
        "date",
        `"${d.text}" was read as ${formatDate({ ...d, yearGiven: true }, "en")}. Write the date so the e-mail stays right whenever it is read.`,
      );
  if (EVENT_TYPES.has(opts.campaignType)) {
    if (!c.dates.length) add("event-without-date", "date", "The brief gives no date for the event.");
    const reg =
      c.links?.some((l) => ["register", "rsvp", "join", "buy"].includes(l.purpose)) ||
      !!c.cta?.url ||
      !!c.mainLink;
    if (!reg) add("event-without-registration", "mainLink", "The brief gives no registration or RSVP link.");
  }
  if (c.offer && !c.offer.deadline) add("offer-without-end-date", "offer", "The offer has no end date.");
  for (const p of c.products)
    if (!p.url && !(c.products.length === 1 && c.mainLink))
      add("product-without-link", "products", `"${p.name}" has no link.`);
  if (MARKETING.has(opts.campaignType) && opts.hasPostalAddress === false)
    add(
      "no-postal-address",
      "address",
      "A marketing e-mail needs your postal address: add it to your profile.",
    );
  return w;
}
