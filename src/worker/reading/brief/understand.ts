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
import { isNoteToUs, labelledTitle, onlyFacts, ownWords, readCampaign, sentences } from "./brief";
import { formatDate } from "../../../shared/format";
import { findDates, weekdayOfIso } from "./dates";
import { findDuration } from "./duration";
import {
  findArticles,
  findAudience,
  findDonts,
  offerCondition,
  proseList,
  toneRegister,
  type ToneRegister,
} from "./extras";
import { findLinks, hasLink, isInternalLink, isMeetingUrl, LINK_RE, linkContext, ownLabel } from "./links";
import { neutralise, withoutInternalNotes, withoutMailThread } from "./hostile";
import { concreteOrder } from "./order";
import { findName } from "./name";
import { storyWithoutLinks } from "./story";
import { ianaFor } from "../../../shared/zones";
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

/** Reads a brief into facts with spans and warnings: the same code in the Worker and in the browser. */
export function understandBrief(input: string, opts: UnderstandOptions): UnderstoodBrief {
  const text = listsOnLines(
    withoutMailThread(withoutInternalNotes(neutralise(cleanText(input ?? "", 4000)))),
  );
  const base = readCampaign(text, { now: opts.now, lang: opts.lang });
  // Links and addresses are blanked (their trailing punctuation kept) so their words are not read as names or dates.
  const masked = text
    .replace(
      LINK_RE,
      (u) => " ".repeat(u.replace(/[.,;:!?]+$/, "").length) + u.slice(u.replace(/[.,;:!?]+$/, "").length),
    )
    .replace(/\S+@\S+\.\w+/g, (e) => " ".repeat(e.length));
  const spans: BriefFactSpan[] = [];
  const span = (field: string, value: string, snippet: string | null, at?: number) => {
    const i = at ?? (snippet ? text.indexOf(snippet) : -1);
    if (i >= 0 && snippet) spans.push({ field, value, start: i, end: i + snippet.length });
  };
  const c = { ...base, register: null as ToneRegister | null };

  // The name: a labelled title; else a labelled product ("Product: Shiftwise"); else what the prose names (the reader
  // of names knows mastheads, buttons' labels, products on show...). An order confirmation has none.
  c.title =
    opts.campaignType === "transactional-purchase"
      ? null
      : (labelledTitle(text) ?? c.products[0]?.name ?? findName(masked, opts.campaignType)?.value ?? null);
  if (c.title) span("name", c.title, c.title);

  const dates = findDates(masked, opts.now, opts.lang);
  for (const d of dates) span("date", d.iso, d.text, d.index);
  // An event's registration deadline ("RSVP by Dec 7", "réservation avant le 12/12", "Anmeldeschluss: 3.12."): shown
  // beside the event's date, never taken for it.
  const rsvp = EVENT_TYPES.has(opts.campaignType)
    ? dates.find((d) =>
        RSVP_BEFORE.test(
          masked
            .slice(Math.max(0, d.index - 60), d.index)
            .split(/[.!?\n]\s/)
            .pop()!,
        ),
      )
    : undefined;
  c.rsvpBy =
    rsvp && dates.some((d) => d.iso !== rsvp.iso)
      ? { iso: rsvp.iso, text: rsvp.text, yearGiven: rsvp.yearGiven }
      : null;

  if (c.time) {
    const tz = ianaFor(c.time.zone);
    const city = tz ? null : findCityZone(text);
    c.time = {
      ...c.time,
      tz: tz ?? city?.iana ?? null,
      zone: c.time.zone ?? (city ? text.slice(city.index, city.index + city.length) : null),
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
  if (addr && c.venue && c.venue.includes(addr.value)) {
    /* kept as written */
  } else if (addr && c.venue && vi >= 0 && vi < addr.index && addr.index < vi + c.venue.length)
    // The venue's name runs into the address ("ExCeL London, Royal Victoria Dock" + "Royal Victoria Dock, 1 Western ..."):
    // one place, written once.
    c.venue = `${c.venue.slice(0, addr.index - vi)}${addr.value}`;
  else if (
    addr &&
    c.venue &&
    vi >= 0 &&
    vi < addr.index &&
    /^[,\s]*$/.test(masked.slice(vi + c.venue.length, addr.index))
  )
    c.venue = `${c.venue}, ${addr.value}`;
  else if (addr && (!c.venue || addr.value.length > c.venue.length)) c.venue = addr.value;
  // A venue belongs to an event; "im Mittelstand" in a guide's title is not a place. A webinar is online: only a street
  // address makes it a place ("bij Schildwacht IT" is an employer, "im Steuerbüro" a topic).
  if (opts.campaignType !== "offline-event" && !(addr && c.venue?.includes(addr.value))) c.venue = null;
  if (c.venue)
    span(
      "venue",
      c.venue,
      addr && c.venue === addr.value ? text.slice(addr.index, addr.index + addr.length) : c.venue,
    );

  // A link to a team's tools, or on a line that keeps it out of the e-mail, is never the campaign's.
  const lineOf = (i: number) => {
    const line = text.slice(
      text.lastIndexOf("\n", i) + 1,
      (text.indexOf("\n", i) + 1 || text.length + 1) - 1,
    );
    const at = i - (text.lastIndexOf("\n", i) + 1);
    // Inside brackets, the brackets' words; else the link's own sentence.
    const open = line.lastIndexOf("(", at);
    const close = line.indexOf(")", at);
    if (open >= 0 && close > at && !line.slice(open, at).includes(")")) return line.slice(open, close + 1);
    const start = Math.max(
      0,
      ...[...line.slice(0, at).matchAll(/[.!?]\s+(?=\S)/g)].map((m) => m.index + m[0].length),
    );
    const end = line.slice(at).search(/[.!?](?:\s|$)/);
    return line.slice(start, end < 0 ? line.length : at + end + 1);
  };
  // Read once (e-mail addresses blanked so their domains are not links), then split into the brief's and ours.
  const found = findLinks(text.replace(/\S+@\S+\.\w+/g, (e) => " ".repeat(e.length))).map((l) => ({
    l,
    ours: isInternalLink(l.url, lineOf(l.index)),
  }));
  const links = found.filter((x) => !x.ours).map((x) => x.l);
  const internal = new Set(found.filter((x) => x.ours).map((x) => x.l.url));
  c.urls = c.urls.filter((u) => !internal.has(u));
  if (c.onlineUrl && internal.has(c.onlineUrl)) c.onlineUrl = null;
  if (c.cta?.url && internal.has(c.cta.url)) c.cta = c.cta.label ? { ...c.cta, url: "" } : null;
  c.links = links.map((l) => {
    const context = linkContext(text, l.index, isNoteToUs);
    return { url: l.url, purpose: l.purpose, context, label: ownLabel(context) };
  });
  for (const l of links) span(`link:${l.purpose}`, l.url, text.slice(l.index, l.index + l.length), l.index);
  c.urls = [...new Set([...c.urls, ...links.map((l) => l.url)])];
  if (!c.onlineUrl) c.onlineUrl = links.find((l) => l.purpose === "join" && isMeetingUrl(l.url))?.url ?? null;
  // Articles are a newsletter's: elsewhere two lines with a link each are a registration page and a meeting link.
  c.articles = opts.campaignType === "newsletter" ? findArticles(text) : [];
  const articleUrls = new Set(
    c.articles.map((a) => (/^https?:/.test(a.url) ? new URL(a.url).toString() : a.url)),
  );
  for (const a of c.articles) span("article", a.title, a.title);
  c.mainLink = mainLink(opts.campaignType, c.links, c.cta?.url || null, articleUrls);
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

  if (c.offer) c.offer = { ...c.offer, condition: offerCondition(text, c.offer) };
  c.order = opts.campaignType === "transactional-purchase" ? concreteOrder(text) : null;
  c.audience = findAudience(text);
  c.donts = findDonts(text);
  c.register = toneRegister(c.tone);
  for (const s of c.speakers) span("speaker", s.name, s.name);
  for (const p of c.products) span("product", p.name, p.name);
  if (c.offer?.discount) span("offer", c.offer.discount, c.offer.discount);
  if (c.offer?.code) span("code", c.offer.code, c.offer.code);
  if (c.audience) span("audience", c.audience, c.audience);
  for (const d of c.donts) span("dont", d, d);
  for (const t of c.tone)
    span(
      "tone",
      t,
      text.toLowerCase().includes(t)
        ? text.slice(text.toLowerCase().indexOf(t), text.toLowerCase().indexOf(t) + t.length)
        : null,
    );

  return { text, campaign: c, facts: spans, warnings: warn(c, dates, opts) };
}

function warn(
  c: CampaignFacts,
  dates: ReturnType<typeof findDates>,
  opts: UnderstandOptions,
): BriefWarning[] {
  const w: BriefWarning[] = [];
  for (const d of dates)
    if (d.weekday !== null && weekdayOfIso(d.iso) !== d.weekday)
      w.push({
        code: "weekday-mismatch",
        field: "date",
        message: `"${d.text}": ${formatDate(d, "en")} is a ${WEEKDAYS[weekdayOfIso(d.iso)]}, not a ${WEEKDAYS[d.weekday]}. Check the date.`,
      });
  // "next Friday", "tomorrow": read from today, said so the user checks the day (a sent e-mail may be read later).
  for (const d of dates)
    if (d.relative)
      w.push({
        code: "relative-date",
        field: "date",
        message: `"${d.text}" was read as ${formatDate({ ...d, yearGiven: true }, "en")}. Write the date so the e-mail stays right whenever it is read.`,
      });
  if (EVENT_TYPES.has(opts.campaignType)) {
    if (!c.dates.length)
      w.push({
        code: "event-without-date",
        field: "date",
        message: "The brief gives no date for the event.",
      });
    const reg =
      c.links?.some((l) => ["register", "rsvp", "join", "buy"].includes(l.purpose)) ||
      !!c.cta?.url ||
      !!c.mainLink;
    if (!reg)
      w.push({
        code: "event-without-registration",
        field: "mainLink",
        message: "The brief gives no registration or RSVP link.",
      });
  }
  if (c.offer && !c.offer.deadline)
    w.push({ code: "offer-without-end-date", field: "offer", message: "The offer has no end date." });
  for (const p of c.products)
    if (!p.url && !(c.products.length === 1 && c.mainLink))
      w.push({ code: "product-without-link", field: "products", message: `"${p.name}" has no link.` });
  if (MARKETING.has(opts.campaignType) && opts.hasPostalAddress === false)
    w.push({
      code: "no-postal-address",
      field: "address",
      message: "A marketing e-mail needs your postal address: add it to your profile.",
    });
  return w;
}
