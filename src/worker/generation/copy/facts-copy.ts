import { capitalise } from "../../../shared/capitalise";

import type { CampaignType } from "../../../shared/campaign-types";
import type { ContentBlock, LinkContent } from "../content";
import { formatDate, formatPrice, formatTime, LOCALE } from "../../../shared/format";
import { calendarLinkFor } from "../plan/stamps";
import type { DateFact, Facts, Lang, TimeFact } from "../../../shared/facts";
import type { TextKey, Values } from "../i18n/messages";
import { linkLabel, say, voiceOf, type Voice } from "../i18n/voice";
import { typeset } from "./typography";
import { editPoint, linksIn } from "./edit";
import { notForReaders, splitPoints } from "./story";
import { bareHost } from "../../../shared/host";

const PAGE_HINTS: Partial<Record<CampaignType, RegExp>> = {
  newsletter: /blog|news|journal|magazin|actualit|noticias|notizie|nieuws|novidades|stories|articles?/i,
  webinar: /webinar|event|regist|anmeld|inscri|live/i,
  "offline-event": /event|veranstalt|événement|evento|evenement|agenda|regist|anmeld|inscri|rsvp/i,
  "product-launch":
    /shop|store|product|produkt|produit|producto|prodott|collection|kollektion|boutique|tienda|winkel|loja|new|neu/i,
  "customer-onboarding": /start|guide|help|hilfe|aide|ayuda|aiuto|docs|faq|account|konto|compte|cuenta/i,
  "whitepaper-autoreply": /download|resource|whitepaper|report|guide/i,
};

export interface CopyFacts {
  facts: Facts;
  lang: Lang;
  /** The brief's tone and form of address: greeting, sign-off, buttons and every line that speaks to the reader. */
  voice: Voice;
  vars: Record<string, string>;
}

export function ctx(facts: Facts, lang: Lang = facts.language.value): CopyFacts {
  return {
    facts,
    lang,
    voice: voiceOf(facts, lang),
    vars: { brand: facts.brand.name.value, domain: facts.brand.domain },
  };
}

/** One of the e-mail's labels ("Date", "Your offer") in its voice. */
export function labelOf(f: CopyFacts) {
  return (key: LabelName, values?: Values) => say(f.voice, `label.${key}`, values);
}
type LabelName = TextKey extends infer K ? (K extends `label.${infer N}` ? N : never) : never;

/**
 * The main button's words: the brief's own call to action, else what its main link is for, in the brief's tone. A link
 * for nothing in particular ("other") without a tone gets the type's own button words (null here), not a vague one.
 */
export function mainLabel(facts: Facts, voice: Voice, type?: CampaignType): string | null {
  const c = facts.campaign;
  if (c.cta?.label) return c.cta.label;
  if (!c.mainLink) return null;
  // The brief's own words for the link ("Start a 30-day trial") say it best, unless they are a note's or an instruction's.
  if (c.mainLink.label && !notForReaders(facts)(c.mainLink.label)) return c.mainLink.label;
  // An auto-reply's link is the download it promised, whatever words led to it ("Link: https://...").
  const purpose =
    type === "whitepaper-autoreply" && c.mainLink.purpose === "other" ? "download" : c.mainLink.purpose;
  return purpose !== "other" || voice.register ? linkLabel(voice, purpose) : null;
}

/** The brief's links that no other block carries, each with words for what it is for (never a raw URL). */
export function otherLinks(f: CopyFacts, used: (string | null | undefined)[]): ContentBlock[] {
  const c = f.facts.campaign;
  const taken = new Set(
    [...used, ...(c.articles ?? []).map((a) => a.url), ...c.products.map((p) => p.url)].filter(Boolean),
  );
  // The brief's words around a link pass the gate like any other: a note's or an instruction's words ("Bouton principal
  // vers la boutique en ligne") give way to the words of the link's purpose and the site's name.
  const foreign = notForReaders(f.facts);
  const own = (words: string | null | undefined) => (words && !foreign(words) ? words : null);
  const items = (c.links ?? [])
    .filter((l) => !taken.has(l.url))
    .slice(0, 4)
    .map((l) => {
      // Words that ask ("Read the story of our trip to Huila") are the link itself: the heading links, no second label.
      const asked = own(l.label);
      if (asked) return { heading: asked, body: "", link: { label: asked, url: l.url } };
      const label = linkLabel(f.voice, l.purpose);
      // The brief's own words lead to the link ("Book a demo"); without them, the site's name. Never the bare domain.
      // Without a quotation mark left open around the words ('curl "').
      const context = own(l.context)
        ?.replace(/^\s*["“„«]\s*|\s*["”“»]\s*$/gu, "")
        .trim();
      return { heading: context || siteName(l.url), body: "", link: { label, url: l.url } };
    });
  return items.length ? [{ kind: "sections", title: null, columns: 1, items }] : [];
}

/** A newsletter's articles as linked cards: title, the brief's summary, a worded link. */
export function articleCards(f: CopyFacts): ContentBlock[] {
  // An article whose title or summary is a note's or an instruction's words is no article for the readers.
  const foreign = notForReaders(f.facts);
  const a = (f.facts.campaign.articles ?? []).filter(
    (x) => !foreign(x.title) && !(x.summary && foreign(x.summary)) && !(x.label && foreign(x.label)),
  );
  if (!a.length) return [];
  // "Read the article" for an article; what the link is for otherwise ("Abo-Kisten umstellen → /abo" is not one).
  // A headline ("Top 10 Mistakes That Python Programmers Make") is an article's title; "Abo-Kisten umstellen" is a task.
  // A title set in title case or asking a question reads as a headline.
  const headline = (title: string) =>
    /\?$/.test(title.trim()) ||
    title
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((w) => /^\p{Lu}/u.test(w)).length >= 3;
  const labelFor = (url: string, title: string) => {
    const p = f.facts.campaign.links?.find((l) => l.url === url)?.purpose ?? "other";
    const article =
      /blog|artic|artikel|news|magazin|journal|stor(?:y|ies)|post|interview|rezept|recipe|ricett|recet|recette|tuto/i;
    return linkLabel(f.voice, p === "other" && (article.test(url) || headline(title)) ? "read" : p);
  };
  return [
    {
      kind: "sections",
      title: say(f.voice, "label.highlights"),
      columns: 1,
      items: a.map((x) => {
        const heading = capitalise(x.title);
        // A title that asks ("Read the story of our trip to Huila") is the link's own label: the heading links.
        const own = x.label?.trim() || null;
        return {
          heading,
          body: x.summary ? capitalise(x.summary) : "",
          link: { label: own ?? labelFor(x.url, x.title), url: x.url },
        };
      }),
    },
  ];
}

/**
 * A site page's words on the button: a phrase ("Latest news", "Shop the collection") reads as one; a one-word menu label
 * ("Blog", "Journal") does not, so the button says where it goes ("Visit toptal.com").
 */
export function pageButtonLabel(page: LinkContent | null, visit: string): string {
  return page && page.label.trim().split(/\s+/).length >= 2 ? page.label : visit;
}

/** The event's own date: the first one the brief named that is not the offer deadline. */
export function eventDate(facts: Facts): DateFact | null {
  const deadlines = [facts.campaign.offer?.deadline?.iso, facts.campaign.rsvpBy?.iso];
  return facts.campaign.dates.find((d) => !deadlines.includes(d.iso)) ?? null;
}

function pageFor(facts: Facts, type: CampaignType): LinkContent | null {
  const hint = PAGE_HINTS[type];
  return (hint && facts.brand.pages.find((p) => hint.test(`${p.label} ${p.url}`))) || null;
}

/** A real destination: a URL from the brief, a page found on the site, else the homepage. Never an anchor. */
export function destination(
  facts: Facts,
  type: CampaignType,
): { url: string; fromBrief: boolean; page: LinkContent | null } {
  const c = facts.campaign;
  // A button the brief names without a link ("Main CTA: sign up for the webinar") leads where its words lead: to the
  // brief's link whose line or address shares a word with them, else to the site's page so named, never to the link of
  // another item ("Reserve Christmas dinner" is not the gift-voucher page).
  const asked = c.cta?.label && !c.cta.url ? c.cta.label : null;
  if (asked) {
    const path = (u: string) => u.replace(/^https?:\/\/[^/]+/, "").replace(/\/$/, "");
    const line = (u: string) =>
      `${(c.sentences ?? []).find((x) => x.text.includes(`${bareHost(u)}${path(u)}`))?.text ?? ""} ${path(u)}`;
    // The brief's links wherever the reader left them: its list of addresses, its links, and the lines of its content.
    const urls = [
      ...c.urls,
      ...(c.links ?? []).map((l) => l.url),
      ...(c.sentences ?? [])
        .filter((x) => x.role === "content")
        .flatMap((x) => linksIn(x.text).map((l) => l.url)),
    ];
    const own = urls.find((u) => sharesWord(asked, line(u)));
    if (own) return { url: own, fromBrief: true, page: null };
    const page = facts.brand.pages.find((p) => sharesWord(asked, `${p.label} ${path(p.url)}`));
    if (page) return { url: page.url, fromBrief: false, page };
    const typed = pageFor(facts, type);
    return { url: typed?.url ?? home(facts.brand.websiteUrl), fromBrief: false, page: typed };
  }
  const briefUrl =
    c.cta?.url ||
    c.mainLink?.url ||
    (type === "product-launch" ? (c.products.find((p) => p.url)?.url ?? null) : null) ||
    (type === "webinar" || type === "offline-event" ? c.onlineUrl : null) ||
    // A link an article card already carries is not also the button's ("Visit site" to an article).
    c.urls.find((u) => type !== "newsletter" || !(c.articles ?? []).some((a) => same(a.url, u))) ||
    null;
  if (briefUrl) return { url: briefUrl, fromBrief: true, page: null };
  const page = pageFor(facts, type);
  return { url: page?.url ?? home(facts.brand.websiteUrl), fromBrief: false, page };
}

/** Words of four letters or more, folded, that tell an action or a thing ("reserveer", "kerstdiner", "webinar"). */
function contentWords(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/\p{L}{4,}/gu) ?? []
  ).filter((w) => !GENERIC_WORDS.test(w));
}

/** Words any button or line may hold: they lead nowhere in particular. */
const GENERIC_WORDS =
  /^(?:jetzt|here|hier|your|yours|deine?n?|ihre?n?|votre|notre|nuestr\w*|mehr|more|plus|link|http\w*|www|with|from|this|that|onze|jouw|uw|nasz\w*|wasz\w*|tutaj|page|seite|pagina|strona|stronie)$/u;

/**
 * Whether two texts share a word: the same word, or one word and another of its forms ("Anmeldung", "anmelden"): a
 * common start of five letters or more that is most of the shorter word ("Kerstdiner" and "kerstboom" share none).
 */
export function sharesWord(a: string, b: string): boolean {
  const bs = contentWords(b);
  return contentWords(a).some((x) =>
    bs.some((y) => {
      let n = 0;
      while (n < x.length && n < y.length && x[n] === y[n]) n++;
      return x === y || (n >= 5 && n >= 0.7 * Math.min(x.length, y.length));
    }),
  );
}

/**
 * The site's home page: the address the user typed may be one product's page, and a button that says "Discover it" must
 * not open another product.
 */
function home(url: string): string {
  try {
    return `${new URL(url).origin}/`;
  } catch {
    return url;
  }
}

const same = (a: string, b: string) => {
  try {
    return new URL(a).toString() === new URL(b).toString();
  } catch {
    return a === b;
  }
};

/** What the campaign is called when the brief gives no title ("our webinar"). */
export const nounOf = (f: CopyFacts, type: CampaignType) => say(f.voice, `type.${type}.noun`, f.vars);

export function thingOf(f: CopyFacts, type: CampaignType): string {
  const c = f.facts.campaign;
  if (type === "product-launch") return balanced(c.products[0]?.name ?? c.title) ?? nounOf(f, type);
  return balanced(c.title) ?? nounOf(f, type);
}

/** A name whose quotation mark opens and never closes ('Infoabend "Schnuppertag … so geht's') closes at its end. */
function balanced(name: string | null | undefined): string | null {
  if (!name) return null;
  const count = (ch: string) => name.split(ch).length - 1;
  // German „…“ closes with the mark English opens with: the first kind of opening mark found decides the pair.
  for (const [open, close] of [
    ["„", "“"],
    ["«", "»"],
    ["“", "”"],
    ['"', '"'],
  ])
    if (count(open)) {
      const missing = open === close ? count(open) % 2 === 1 : count(open) > count(close);
      return missing ? `${name}${close}` : name;
    }
  return name;
}

/** A site's name from its address: "linkedin.com/events/x" reads "Linkedin", "cdn.returnloop.com" reads "Returnloop". */
function siteName(url: string): string {
  try {
    const parts = new URL(url).hostname.split(".");
    const name = parts.length > 1 ? parts[parts.length - 2] : parts[0];
    const base =
      /^(?:co|com|org|net|gov|ac)$/.test(name) && parts.length > 2 ? parts[parts.length - 3] : name;
    return capitalise(base);
  } catch {
    return "";
  }
}

/** A link's host as text: a long URL never widens the e-mail on a phone. */
/** Meeting platforms by their own names: a reader knows "Zoom", and a bare "zoom.us" reads as an unlinked address. */
const PLATFORMS: [RegExp, string][] = [
  [/(?:^|\.)zoom\.us$/, "Zoom"],
  [/^meet\.google\.com$/, "Google Meet"],
  [/(?:^|\.)teams\.(?:microsoft|live)\.com$/, "Microsoft Teams"],
  [/(?:^|\.)webex\.com$/, "Webex"],
  [/(?:^|\.)gotowebinar\.com$/, "GoTo Webinar"],
  [/(?:^|\.)livestorm\.co$/, "Livestorm"],
  [/(?:^|\.)streamyard\.com$/, "StreamYard"],
  [/(?:^|\.)youtube\.com$|^youtu\.be$/, "YouTube"],
  [/(?:^|\.)vimeo\.com$/, "Vimeo"],
  [/(?:^|\.)hopin\.com$/, "Hopin"],
];

export function hostLabel(url: string): string {
  const host = bareHost(url);
  if (!host) return url.slice(0, 40);
  return PLATFORMS.find(([re]) => re.test(host))?.[1] ?? host;
}

const PRICE_FROM = /(?:^|\s)(from|starting at|ab|dès|à partir de|desde|a partir de|a partire da|vanaf)\s*$/i;
const PRICE_PER =
  /^\s*((?:(?:per|a|an|each|pro|par|por|al)\s+|\/\s*)\p{L}+(?:\s+(?:(?:per|a|an|pro|par|por|al)\s+|\/\s*)\p{L}+)?)/iu;

/**
 * A price as the brief qualifies it: "£4" written "£4 per computer per month" or "from $95 an hour" keeps those words,
 * so the e-mail never states a bare amount the brief did not mean.
 */
export function priceText(
  p: { amount: number; currency: string; text: string },
  facts: Facts,
  lang: Lang,
): string {
  const amount = formatPrice(p, lang);
  for (const line of facts.campaign.story) {
    const at = line.indexOf(p.text);
    if (at < 0) continue;
    const from = line.slice(0, at).match(PRICE_FROM)?.[1];
    const per = line.slice(at + p.text.length).match(PRICE_PER)?.[1];
    return [from, amount].filter(Boolean).join(" ") + (per ? (per.startsWith("/") ? per : ` ${per}`) : "");
  }
  return amount;
}

function speakersText(facts: Facts): string | null {
  const list = facts.campaign.speakers.map((sp) => (sp.role ? `${sp.name}, ${sp.role}` : sp.name));
  return list.length ? list.join("; ") : null;
}

export function calendarLink(facts: Facts, type: CampaignType, title: string): string | null {
  const date = eventDate(facts);
  if (!date || (type !== "webinar" && type !== "offline-event")) return null;
  const c = facts.campaign;
  return calendarLinkFor({
    title,
    date,
    time: c.time,
    durationMinutes: c.durationMinutes ?? null,
    details: c.onlineUrl ?? c.mainLink?.url ?? c.cta?.url ?? facts.brand.websiteUrl,
    location: c.venue ?? c.onlineUrl,
  });
}

/** The event's length as the brief gave it ("45 minutes", "2 Stunden"), in the e-mail's language. */
function durationText(minutes: number | null, lang: Lang): string | null {
  if (!minutes || minutes <= 0) return null;
  // "45 minutes", "2 hours", "3.5 hours": whole or half hours read as hours, anything else in minutes.
  const hours = minutes % 30 === 0 && minutes >= 60;
  try {
    return new Intl.NumberFormat(LOCALE[lang], {
      style: "unit",
      unit: hours ? "hour" : "minute",
      unitDisplay: "long",
      maximumFractionDigits: 1,
    }).format(hours ? minutes / 60 : minutes);
  } catch {
    return null;
  }
}

export function eventRows(f: CopyFacts, type: CampaignType): { label: string; value: string }[] {
  const c = f.facts.campaign;
  const L = labelOf(f);
  const date = eventDate(f.facts);
  const rows: { label: string; value: string }[] = [];
  if (date) rows.push({ label: L("date"), value: formatDate(date, f.lang) });
  if (c.time) {
    // A length inside the campaign's name ("Recovery in 30 minutes") is never read as one (the brief reader).
    // A time with its end already says how long it lasts: a length beside it could only repeat or contradict it.
    const length = c.time.end ? null : durationText(c.durationMinutes ?? null, f.lang);
    const time = formatTime(c.time as TimeFact & { twelveHour?: boolean }, f.lang);
    rows.push({ label: L("time"), value: length ? `${time} · ${length}` : time });
  }
  // The last day to register, beside the event's own date ("RSVP by: 7 December 2026").
  if (c.rsvpBy && date) rows.push({ label: L("rsvpBy"), value: formatDate(c.rsvpBy, f.lang) });
  const sp = speakersText(f.facts);
  if (sp) rows.push({ label: L("speakers", { count: c.speakers.length }), value: sp });
  if (c.venue) rows.push({ label: L("venue"), value: c.venue });
  else if (type === "webinar") rows.push({ label: L("where"), value: L("online") });
  return rows;
}

/**
 * The offer's rows. `said` is the brief's own words for it ("Alle Teilnehmer bekommen 20 % auf Stickdateien im Shop"),
 * taken from the sentence that gave the code: they are the offer's value, said once.
 */
export function offerRows(f: CopyFacts, said: string | null = null): { label: string; value: string }[] {
  const o = f.facts.campaign.offer;
  if (!o) return [];
  const L = labelOf(f);
  const condition = offerCondition(f.facts);
  return [
    ...(said
      ? [{ label: L("offer"), value: said }]
      : o.discount
        ? [{ label: L("offer"), value: condition ? `${condition}: ${o.discount}` : o.discount }]
        : []),
    ...(o.code ? [{ label: L("code"), value: o.code }] : []),
    ...(o.deadline ? [{ label: L("validUntil"), value: formatDate(o.deadline, f.lang) }] : []),
  ];
}

/** The words an offer holds for ("on your first box"), the brief's own, unless they are a note's or an instruction's. */
function offerCondition(facts: Facts): string | null {
  const condition = facts.campaign.offer?.condition;
  return condition && !notForReaders(facts)(condition) ? condition : null;
}

export function pagesBlock(f: CopyFacts, title: string, max = 4): ContentBlock[] {
  const pages = f.facts.brand.pages.slice(0, max);
  if (!pages.length) return [];
  return [
    {
      kind: "sections",
      title,
      columns: 1,
      // The block's title says where they are: no "On {domain}" under every page.
      items: pages.map((p) => ({ heading: p.label, body: "", link: { label: p.label, url: p.url } })),
    },
  ];
}

export function agendaBlock(f: CopyFacts): ContentBlock[] {
  const foreign = notForReaders(f.facts);
  const a = f.facts.campaign.agenda.filter((x) => !foreign(x.title));
  if (!a.length) return [];
  // The brief's items, edited ("qué es Microlink en 5 minutos" -> "Qué es Microlink en 5 minutos").
  const title = (t: string) => editPoint(t, f.lang).text.replace(/\.$/, "");
  // A programme without times is a numbered list: the numbers stand beside the items, not in a column of their own.
  if (a.every((x) => !x.time))
    return [
      {
        kind: "steps",
        title: say(f.voice, "label.agenda"),
        items: a.slice(0, 8).map((x) => ({ title: title(x.title), body: "" })),
      },
    ];
  return [
    {
      kind: "agenda",
      title: say(f.voice, "label.agenda"),
      items: a.slice(0, 8).map((x, i) => ({ time: x.time ?? `${i + 1}.`, title: title(x.title) })),
    },
  ];
}

export function quoteBlock(f: CopyFacts): ContentBlock[] {
  const q = f.facts.campaign.quote;
  // Quoted mail is not a testimonial: words the gate finds in it are never shown as one.
  return q && q.by && !notForReaders(f.facts)(q.text) ? [{ kind: "quote", text: q.text, by: q.by }] : [];
}

/** Whether the site was read from its home page: an inner page's description is that page's, not the brand's. */
function readFromHome(url: string): boolean {
  try {
    return new URL(url).pathname.replace(/\/(index\.[a-z]+)?$/i, "") === "";
  } catch {
    return true;
  }
}

/** A line written for search engines: runs of "+", pipes, or more than a few lists of words. */
function keywordLine(text: string): boolean {
  return /\+{2,}|\||»|·/u.test(text) || (text.match(/,|&|\s[-–]\s/gu) ?? []).length >= 5 || text.length > 200;
}

export function aboutBrand(f: CopyFacts): string[] {
  const b = f.facts.brand;
  const fromSite = b.description?.source === "site";
  const d = b.tagline?.value ?? (fromSite && !readFromHome(b.websiteUrl) ? null : b.description?.value);
  // The site's words are in the site's language: an English tagline has no place in a Spanish e-mail. A search
  // engine's line of keywords ("Musikgeschäft in Lörrach - Haagen +++ Verkauf, Reparatur ...") is not a sentence.
  if (!d || (b.language && b.language !== f.lang) || keywordLine(d)) return [];
  const text = d.replace(/[.\s]+$/, "");
  return [
    text.toLowerCase().startsWith(f.vars.brand.toLowerCase()) ? `${text}.` : `${f.vars.brand}: ${text}.`,
  ];
}

/**
 * The facts as blocks of the image-led library (event card with calendar link, speakers, products, offer, articles,
 * features, social). The renderers arrive with the LOOK work (issue 9); the integrator switches these on at merge.
 */
export function factBlocks(facts: Facts, lang: Lang, type: CampaignType = "webinar"): ContentBlock[] {
  return typeset(blocksOf(facts, lang, type), lang);
}

function blocksOf(facts: Facts, lang: Lang, type: CampaignType): ContentBlock[] {
  const f = ctx(facts, lang);
  const L = labelOf(f);
  const c = facts.campaign;
  const blocks: ContentBlock[] = [];
  const date = eventDate(facts);
  const title = thingOf(f, type);
  if (date || c.time || c.venue || c.onlineUrl) {
    const google = calendarLink(facts, type === "offline-event" ? type : "webinar", title);
    blocks.push({
      kind: "event",
      title,
      date: date ? { iso: date.iso, text: formatDate(date, lang) } : null,
      time: c.time ? formatTime(c.time as TimeFact & { twelveHour?: boolean }, lang) : null,
      venue: c.venue,
      join: c.onlineUrl ? { label: L("joinLink"), url: c.onlineUrl } : null,
      calendar: google ? { google, ics: null, label: L("addToCalendar") } : null,
      rows: eventRows(f, type).filter(
        (r) => r.label !== L("date") && r.label !== L("time") && r.label !== L("venue"),
      ),
    });
  }
  if (c.speakers.length)
    blocks.push({
      kind: "speakers",
      title: L("speakers", { count: c.speakers.length }),
      // A role on a card of its own starts with a capital ("owner of Café Ortega" in the brief's sentence).
      items: c.speakers.map((sp) => ({
        name: sp.name,
        role: sp.role ? capitalise(sp.role) : null,
        photo: null,
      })),
    });
  if (c.products.length) {
    blocks.push({
      kind: "products",
      title: null,
      items: c.products.map((p) => ({
        name: p.name,
        price: p.price ? priceText(p.price, facts, lang) : null,
        link: p.url ? { label: p.name, url: p.url } : null,
        image: null,
      })),
    });
  }
  if (c.offer)
    blocks.push({
      kind: "offer",
      title: L("offer"),
      code: c.offer.code,
      text:
        offerCondition(facts) && c.offer.discount
          ? `${offerCondition(facts)}: ${c.offer.discount}`
          : (c.offer.discount ?? ""),
      deadline: c.offer.deadline ? formatDate(c.offer.deadline, lang) : null,
    });
  const foreign = notForReaders(facts);
  const points = c.points.filter((p) => !foreign(p));
  if (points.length)
    blocks.push({
      kind: "features",
      title: c.pointsLead ?? L("highlights"),
      columns: points.length % 3 === 0 ? 3 : points.length % 2 === 0 ? 2 : 1,
      items: splitPoints(
        points.map((p) => ({ text: editPoint(p, lang).text, link: null })).filter((p) => p.text),
      ).map(({ heading, body }) => ({ title: heading || body, body: heading ? body : "", icon: null })),
    });
  if (facts.brand.pages.length)
    blocks.push({
      kind: "articles",
      title: L("explore", f.vars),
      items: facts.brand.pages
        .slice(0, 4)
        .map((p) => ({ title: p.label, body: null, link: { label: p.label, url: p.url }, image: null })),
    });
  if (facts.brand.social.length)
    blocks.push({
      kind: "social",
      items: facts.brand.social.map((s) => ({
        network: s.network,
        label: capitalise(s.network),
        url: s.url,
        icon: null,
      })),
    });
  return blocks;
}
