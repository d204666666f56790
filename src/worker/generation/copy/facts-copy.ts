import { capitalise } from "../../../shared/capitalise";

import type { CampaignType } from "../../../shared/campaign-types";
import { ENGINE_FIELDS } from "../../../shared/merge-fields";
import type { ContentBlock, EmailContent, LinkContent } from "../content";
import { formatDate, formatPrice, formatTime } from "../../../shared/format";
import { calendarLinkFor } from "../plan/stamps";
import type { DateFact, Facts, Lang, TimeFact } from "../../../shared/facts";
import { variants, type TextKey, type Values } from "../i18n/messages";
import { linkLabel, say, speak, voiceOf, type Voice } from "../i18n/voice";
import type { Rng } from "../rng";
import { splitStory } from "./sections";
import { typeset } from "./typography";

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

function ctx(facts: Facts, lang: Lang = facts.language.value): CopyFacts {
  return {
    facts,
    lang,
    voice: voiceOf(facts, lang),
    vars: { brand: facts.brand.name.value, domain: facts.brand.domain },
  };
}

/** One of the e-mail's labels ("Date", "Your offer") in its voice. */
function labelOf(f: CopyFacts) {
  return (key: LabelName, values?: Values) => say(f.voice, `label.${key}`, values);
}
type LabelName = TextKey extends infer K ? (K extends `label.${infer N}` ? N : never) : never;

/**
 * The main button's words: the brief's own call to action, else what its main link is for, in the brief's tone. A link
 * for nothing in particular ("other") without a tone gets the type's own button words (null here), not a vague one.
 */
function mainLabel(facts: Facts, voice: Voice, type?: CampaignType): string | null {
  const c = facts.campaign;
  if (c.cta?.label) return c.cta.label;
  if (!c.mainLink) return null;
  // The brief's own words for the link ("Start a 30-day trial") say it best.
  if (c.mainLink.label) return c.mainLink.label;
  // An auto-reply's link is the download it promised, whatever words led to it ("Link: https://...").
  const purpose =
    type === "whitepaper-autoreply" && c.mainLink.purpose === "other" ? "download" : c.mainLink.purpose;
  return purpose !== "other" || voice.register ? linkLabel(voice, purpose) : null;
}

/** The brief's links that no other block carries, each with words for what it is for (never a raw URL). */
function otherLinks(f: CopyFacts, used: (string | null | undefined)[]): ContentBlock[] {
  const c = f.facts.campaign;
  const taken = new Set(
    [...used, ...(c.articles ?? []).map((a) => a.url), ...c.products.map((p) => p.url)].filter(Boolean),
  );
  const items = (c.links ?? [])
    .filter((l) => !taken.has(l.url))
    .slice(0, 4)
    .map((l) => {
      // Words that ask ("Read the story of our trip to Huila") are the link itself: the heading links, no second label.
      if (l.label) return { heading: l.label, body: "", link: { label: l.label, url: l.url } };
      const label = linkLabel(f.voice, l.purpose);
      // The brief's own words lead to the link ("Book a demo"); without them, the site's name. Never the bare domain.
      return { heading: l.context ?? siteName(l.url), body: "", link: { label, url: l.url } };
    });
  return items.length ? [{ kind: "sections", title: null, columns: 1, items }] : [];
}

/** A newsletter's articles as linked cards: title, the brief's summary, a worded link. */
function articleCards(f: CopyFacts): ContentBlock[] {
  const a = f.facts.campaign.articles ?? [];
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
        const own = x.label ?? null;
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
function pageButtonLabel(page: LinkContent | null, visit: string): string {
  return page && page.label.trim().split(/\s+/).length >= 2 ? page.label : visit;
}

/** A welcome in the seven languages, opening the brief's own words. */
const WELCOMES =
  /^\s*(?:welcome|willkommen|herzlich willkommen|bienvenue|bienvenid[oa]s?|benvenut[oaie]|welkom|bem-vind[oa]s?)\b/iu;

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
  return { url: page?.url ?? facts.brand.websiteUrl, fromBrief: false, page };
}

const same = (a: string, b: string) => {
  try {
    return new URL(a).toString() === new URL(b).toString();
  } catch {
    return a === b;
  }
};

/** What the campaign is called when the brief gives no title ("our webinar"). */
const nounOf = (f: CopyFacts, type: CampaignType) => say(f.voice, `type.${type}.noun`, f.vars);

function thingOf(f: CopyFacts, type: CampaignType): string {
  const c = f.facts.campaign;
  if (type === "product-launch") return c.products[0]?.name ?? c.title ?? nounOf(f, type);
  return c.title ?? nounOf(f, type);
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

function hostLabel(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, "");
    return PLATFORMS.find(([re]) => re.test(host))?.[1] ?? host;
  } catch {
    return url.slice(0, 40);
  }
}

function splitPoint(p: string): { heading: string; body: string } {
  const m = p.match(/^(.{2,60}?)\s*(?::|\s[–—-]\s)\s*(.+)$/);
  return m ? { heading: capitalise(m[1]), body: capitalise(m[2]) } : { heading: capitalise(p), body: "" };
}

/**
 * A list's points as heading and text. A lead-in that several points share ("New: …", "New: …") is a label, not a
 * heading: those points stay whole, so two items never carry the same heading.
 */
function splitPoints(points: string[]): { heading: string; body: string }[] {
  const split = points.map(splitPoint);
  const count = new Map<string, number>();
  for (const sp of split)
    if (sp.body) count.set(sp.heading.toLowerCase(), (count.get(sp.heading.toLowerCase()) ?? 0) + 1);
  return split.map((sp, i) => {
    if ((count.get(sp.heading.toLowerCase()) ?? 0) <= 1) return sp;
    // "New: Yirgacheffe Kochere, bright and floral": the label stays with the name it introduces, the description
    // after the name's comma is the point's text.
    const named = sp.body.match(/^([^,]{2,40}),\s+(\S.{3,})$/u);
    return named && named[1].split(/\s+/).length <= 5
      ? { heading: `${sp.heading}: ${named[1]}`, body: capitalise(named[2]) }
      : { heading: points[i], body: "" };
  });
}

const PRICE_FROM = /(?:^|\s)(from|starting at|ab|dès|à partir de|desde|a partir de|a partire da|vanaf)\s*$/i;
const PRICE_PER =
  /^\s*((?:(?:per|a|an|each|pro|par|por|al)\s+|\/\s*)\p{L}+(?:\s+(?:(?:per|a|an|pro|par|por|al)\s+|\/\s*)\p{L}+)?)/iu;

/**
 * A price as the brief qualifies it: "£4" written "£4 per computer per month" or "from $95 an hour" keeps those words,
 * so the e-mail never states a bare amount the brief did not mean.
 */
function priceText(p: { amount: number; currency: string; text: string }, facts: Facts, lang: Lang): string {
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

function calendarLink(facts: Facts, type: CampaignType, title: string): string | null {
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

const FILLER = new Set(
  "with and from until till about around approx min mins minute minutes hour hours live online mit und von bis etwa minuten stunde stunden avec et de du des jusqu environ heure heures con y desde hasta unos minutos hora horas con e dalle alle circa minuti ora ore met en van tot ongeveer minuten uur com e das até cerca minutos hora horas the der die das le la les el los il lo una uno een het o os as".split(
    " ",
  ),
);

/**
 * The brief's sentences without those that only restate the event's facts ("Thursday 18 February 2027, 17:00 CET,
 * 45 minutes. With Daniel Reyes, Head of Talent."): the event card shows them. A sentence with anything else in it
 * ("Lightning talks, food and drinks") stays whole.
 */
function withoutEventFacts(paragraphs: string[], facts: Facts): string[] {
  const c = facts.campaign;
  const known = [
    ...c.dates.map((d) => d.text),
    ...(c.rsvpBy ? [`RSVP by ${c.rsvpBy.text}`, `rsvp by ${c.rsvpBy.text}`] : []),
    c.time?.text,
    c.venue,
    c.title,
    ...c.speakers.flatMap((sp) => [sp.name, sp.role]),
  ].filter((x): x is string => !!x && x.length > 1);
  const weekdays = new Set<string>();
  for (let d = 0; d < 7; d++)
    weekdays.add(
      new Date(Date.UTC(2024, 0, 1 + d))
        .toLocaleString(facts.language.value, { weekday: "long", timeZone: "UTC" })
        .toLowerCase(),
    );
  const onlyFacts = (sentence: string) => {
    let rest = sentence;
    for (const k of [...known].sort((a, b) => b.length - a.length)) rest = rest.split(k).join(" ");
    const words = rest.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
    return words.filter((w) => !FILLER.has(w) && !weekdays.has(w)).length === 0;
  };
  return paragraphs
    .map((p) =>
      p
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !onlyFacts(sentence))
        .join(" ")
        .trim(),
    )
    .filter(Boolean);
}

const capitalised = (t: string) => t.charAt(0).toLocaleUpperCase() + t.slice(1);

/** The event's length as the brief gave it ("45 minutes", "2 Stunden"), in the e-mail's language. */
function durationText(minutes: number | null, lang: Lang): string | null {
  if (!minutes || minutes <= 0) return null;
  const hours = minutes % 60 === 0;
  try {
    return new Intl.NumberFormat(lang, {
      style: "unit",
      unit: hours ? "hour" : "minute",
      unitDisplay: "long",
    }).format(hours ? minutes / 60 : minutes);
  } catch {
    return null;
  }
}

function eventRows(f: CopyFacts, type: CampaignType): { label: string; value: string }[] {
  const c = f.facts.campaign;
  const L = labelOf(f);
  const date = eventDate(f.facts);
  const rows: { label: string; value: string }[] = [];
  if (date) rows.push({ label: L("date"), value: formatDate(date, f.lang) });
  if (c.time) {
    // A length inside the campaign's name ("Recovery in 30 minutes") is never read as one (the brief reader).
    const length = durationText(c.durationMinutes ?? null, f.lang);
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

function offerRows(f: CopyFacts): { label: string; value: string }[] {
  const o = f.facts.campaign.offer;
  if (!o) return [];
  const L = labelOf(f);
  return [
    ...(o.discount
      ? [{ label: L("offer"), value: o.condition ? `${o.condition}: ${o.discount}` : o.discount }]
      : []),
    ...(o.code ? [{ label: L("code"), value: o.code }] : []),
    ...(o.deadline ? [{ label: L("validUntil"), value: formatDate(o.deadline, f.lang) }] : []),
  ];
}

function pointsBlock(f: CopyFacts, title: string | null): ContentBlock[] {
  const pts = f.facts.campaign.points;
  if (!pts.length) return [];
  return [
    {
      kind: "sections",
      title,
      columns: 1,
      items: splitPoints(pts.slice(0, 6)).map((p) => ({ ...p, link: null })),
    },
  ];
}

function pagesBlock(f: CopyFacts, title: string, max = 4): ContentBlock[] {
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

function agendaBlock(f: CopyFacts): ContentBlock[] {
  const a = f.facts.campaign.agenda;
  if (!a.length) return [];
  return [
    {
      kind: "agenda",
      title: say(f.voice, "label.agenda"),
      items: a.slice(0, 8).map((x, i) => ({ time: x.time ?? `${i + 1}.`, title: x.title })),
    },
  ];
}

function quoteBlock(f: CopyFacts): ContentBlock[] {
  const q = f.facts.campaign.quote;
  return q && q.by ? [{ kind: "quote", text: q.text, by: q.by }] : [];
}

/** Whether the site was read from its home page: an inner page's description is that page's, not the brand's. */
function readFromHome(url: string): boolean {
  try {
    return new URL(url).pathname.replace(/\/(index\.[a-z]+)?$/i, "") === "";
  } catch {
    return true;
  }
}

function aboutBrand(f: CopyFacts): string[] {
  const b = f.facts.brand;
  const fromSite = b.description?.source === "site";
  const d = b.tagline?.value ?? (fromSite && !readFromHome(b.websiteUrl) ? null : b.description?.value);
  if (!d) return [];
  const text = d.replace(/[.\s]+$/, "");
  return [
    text.toLowerCase().startsWith(f.vars.brand.toLowerCase()) ? `${text}.` : `${f.vars.brand}: ${text}.`,
  ];
}

/** Signed by the kit's sender when it names one; else by the brand's team, never by an invented person. */
function signoff(f: CopyFacts, rng: Rng): string[] {
  const sender = f.facts.brand.senderName?.value ?? say(f.voice, "team", f.vars);
  const reg = f.voice.register;
  return [`${speak(f.voice, rng.pick(variants(f.lang, reg ? `signoff.${reg}` : "signoff")))}\n${sender}`];
}

/**
 * Subject or headline variants for a campaign without a name: the type's noun never stands in for one ("Your copy of
 * your download", "Join us at our event"). Variants without the name come first; else a "…: {thing}" variant loses its
 * tail; else the noun is used as written.
 */
function untitledVariants(arr: readonly string[]): readonly string[] {
  const free = arr.filter((x) => !x.includes("{thing}"));
  if (free.length) return free;
  // The tail ends the message or, in a message that selects on the form of address, each of its branches.
  const tails = arr
    .map((x) => x.replace(/(\S)\s*[:：]\s*\{thing\}(?=\}|$)/g, "$1"))
    .filter((x, i) => x !== arr[i] && !x.includes("{thing}"));
  if (tails.length) return tails;
  const notBare = arr.filter((x) => x !== "{thing}");
  return notBare.length ? notBare : arr;
}

/** The e-mail's words from the fact model. States nothing the facts do not hold; blocks without facts are left out. */
export function composeFromFacts(type: CampaignType, facts: Facts, rng: Rng): EmailContent {
  return typeset(compose(type, facts, rng), facts.language.value, [
    facts.brand.name.value,
    ...(facts.campaign.title ? [facts.campaign.title] : []),
  ]);
}

function compose(type: CampaignType, facts: Facts, rng: Rng): EmailContent {
  const f = ctx(facts);
  const t = (part: "subject" | "preheader" | "eyebrow" | "headline" | "intro" | "cta") =>
    variants(f.lang, `type.${type}.${part}`);
  const L = labelOf(f);
  const c = facts.campaign;
  const thing = thingOf(f, type);
  // Without a title the type's noun stands in ("our webinar"): never alone as a headline or subject.
  const titled = thing !== nounOf(f, type);
  const vars = { ...f.vars, thing, quoted: titled ? say(f.voice, "quoted", { title: thing }) : thing };
  const pick = (arr: readonly string[]) => speak(f.voice, rng.pick(arr), vars);
  const framed = (arr: readonly string[]) => {
    // With a name, every subject and headline carries it; without one, never the bare noun alone.
    const named = arr.filter((x) => x.includes("{thing}"));
    const v = pick(titled ? (named.length ? named : ["{thing}"]) : untitledVariants(arr));
    return capitalise(v);
  };
  const dest = destination(facts, type);
  const story = c.story;
  const base = {
    subject: framed(t("subject")),
    preheader: pick(t("preheader")),
    eyebrow: pick(t("eyebrow")) as string | null,
    headline: framed(t("headline")),
    closing: signoff(f, rng),
    footer: say(f.voice, `type.${type}.why`, vars),
    ctaNote: null as string | null,
  };
  // The eyebrow never repeats the headline's words ("WELCOME" over "Welcome to Toptal!").
  if (
    base.eyebrow &&
    base.headline.toLocaleLowerCase(f.lang).includes(base.eyebrow.toLocaleLowerCase(f.lang))
  )
    base.eyebrow = null;
  // A button to a page other than the homepage never says "Visit {domain}".
  const ctaLabel = (fallback: readonly string[], url?: string) => {
    const deep = !!url && url !== facts.brand.websiteUrl && !url.startsWith("{{");
    const words =
      deep && fallback.some((x) => !x.includes("{domain}"))
        ? fallback.filter((x) => !x.includes("{domain}"))
        : fallback;
    return mainLabel(facts, f.voice, type) ?? pick(words);
  };
  const long = splitStory(story, f.voice);
  const date = eventDate(facts);
  const when = [
    date ? formatDate(date, f.lang) : null,
    c.time ? formatTime(c.time as TimeFact & { twelveHour?: boolean }, f.lang) : null,
  ]
    .filter(Boolean)
    .join(", ");

  switch (type) {
    case "confirmation-email":
      return {
        ...base,
        // A confirmation's brief is a note to us ("double opt-in, short and warm"), never the e-mail's words.
        intro: [pick(t("intro"))],
        blocks: [],
        cta: { label: pick(t("cta")), url: ENGINE_FIELDS.confirmationUrl.token },
        closing: [L("ignore"), ...base.closing],
      };
    case "transactional-purchase": {
      // The receipt is the brief's order when it spells one out, else the platform's merge tags; never both.
      const order = facts.campaign.order ?? null;
      const receipt: ContentBlock[] = order
        ? [
            ...(order.items.length
              ? [
                  {
                    kind: "order" as const,
                    title: L("orderSummary"),
                    items: order.items,
                    // Only the totals the brief writes out; the e-mail never adds them up itself.
                    totals: (order.totals ?? []).map((t) => ({ label: L(t.kind), value: t.value })),
                  },
                ]
              : []),
            ...(order.number
              ? [
                  {
                    kind: "details" as const,
                    title: L("orderDetails"),
                    rows: [{ label: L("orderNumber"), value: order.number }],
                  },
                ]
              : []),
          ]
        : [
            {
              kind: "order",
              title: L("orderSummary"),
              items: [
                {
                  name: ENGINE_FIELDS.itemName.token,
                  qty: ENGINE_FIELDS.itemQuantity.token,
                  price: ENGINE_FIELDS.itemPrice.token,
                },
              ],
              totals: [
                { label: L("subtotal"), value: ENGINE_FIELDS.subtotal.token },
                { label: L("shipping"), value: ENGINE_FIELDS.shipping.token },
                { label: L("tax"), value: ENGINE_FIELDS.tax.token },
                { label: L("total"), value: ENGINE_FIELDS.orderTotal.token },
              ],
            },
            {
              kind: "details",
              title: L("orderDetails"),
              rows: [
                { label: L("orderNumber"), value: ENGINE_FIELDS.orderNumber.token },
                { label: L("orderDate"), value: ENGINE_FIELDS.orderDate.token },
                { label: L("shippingTo"), value: ENGINE_FIELDS.shippingAddress.token },
                { label: L("payment"), value: ENGINE_FIELDS.paymentMethod.token },
              ],
            },
          ];
      return {
        ...base,
        // The greeting is a line of its own, as in a letter ("Hi Alex," then "Thank you…"). The brief's order lines
        // live in the receipt, not above it.
        intro: [say(f.voice, "hello", vars), pick(t("intro")), ...(c.said ?? []).slice(0, 3)],
        blocks: [
          ...receipt,
          ...(offerRows(f).length
            ? [{ kind: "details" as const, title: L("offer"), rows: offerRows(f) }]
            : []),
        ],
        cta: {
          label: ctaLabel(t("cta")),
          url: c.mainLink?.url || c.cta?.url || ENGINE_FIELDS.orderUrl.token,
        },
        closing: [L("questions"), ...base.closing],
      };
    }
    case "whitepaper-autoreply":
      return {
        ...base,
        intro: [pick(t("intro")), ...long.intro],
        blocks: [
          ...long.blocks,
          ...pointsBlock(f, c.pointsLead ?? L("inside")),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url]),
        ],
        cta: {
          label: ctaLabel(t("cta")),
          url:
            c.cta?.url ||
            c.mainLink?.url ||
            c.urls.find((u) => /\.pdf(\?|$)|download/i.test(u)) ||
            c.urls[0] ||
            ENGINE_FIELDS.downloadUrl.token,
        },
      };
    case "newsletter": {
      // A list the brief wrote as prose follows the words that lead to it ("We shipped:"); what the brief says after the
      // list comes after it too, before the sign-off.
      const lead = c.points.length ? story.findIndex((p) => /:$/.test(p)) : -1;
      const cta = {
        label: mainLabel(facts, f.voice) ?? pageButtonLabel(dest.page, say(f.voice, "footer.visit", vars)),
        url: dest.url,
      };
      if (lead >= 0)
        return {
          ...base,
          intro: story.slice(0, lead + 1),
          blocks: [
            ...pointsBlock(f, c.pointsLead ?? null),
            ...articleCards(f),
            ...quoteBlock(f),
            ...otherLinks(f, [dest.url]),
            ...((c.articles ?? []).length ? [] : pagesBlock(f, L("explore", vars))),
          ],
          cta,
          closing: [...story.slice(lead + 1), ...base.closing],
        };
      return {
        ...base,
        intro: long.intro.length ? long.intro : [pick(t("intro")), ...aboutBrand(f)],
        blocks: [
          ...articleCards(f),
          ...long.blocks,
          // Beside the articles, the brief's other news (a holiday closure) still shows, under no heading of its own.
          ...pointsBlock(f, (c.articles ?? []).length ? null : (c.pointsLead ?? L("highlights"))),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url]),
          ...((c.articles ?? []).length ? [] : pagesBlock(f, L("explore", vars))),
        ],
        cta,
      };
    }
    case "webinar":
    case "offline-event": {
      const rows = eventRows(f, type);
      // At an in-person event the brief's link is for registering (the button), not for joining online.
      const join =
        c.onlineUrl && (type === "webinar" || !c.venue)
          ? {
              heading: L("join"),
              body: hostLabel(c.onlineUrl),
              link: { label: L("joinLink"), url: c.onlineUrl },
            }
          : null;
      const cal = calendarLink(facts, type, titled ? thing : `${f.vars.brand}: ${thing}`);
      const calItem =
        cal && date
          ? { heading: L("calendar"), body: when, link: { label: L("addToCalendar"), url: cal } }
          : null;
      const linkItems = [join, calItem].filter((x): x is NonNullable<typeof x> => !!x);
      const hasRegistration = dest.fromBrief || !!dest.page;
      return {
        ...base,
        preheader: when ? `${when} · ${pick(t("preheader"))}` : base.preheader,
        // Without a name the date is the headline ("Tuesday, 9 March 2027"), not "Join us at our event".
        headline: !titled && date ? capitalised(formatDate(date, f.lang)) : base.headline,
        intro: (() => {
          // The event card states the date, time, place and speakers: a sentence that only repeats them goes.
          const own = date ? withoutEventFacts(long.intro, facts) : long.intro;
          return own.length ? own : [pick(t("intro")), ...aboutBrand(f)];
        })(),
        blocks: [
          ...(rows.length ? [{ kind: "details" as const, title: L("details"), rows }] : []),
          ...long.blocks,
          ...(linkItems.length
            ? [{ kind: "sections" as const, title: null, columns: 1 as const, items: linkItems }]
            : []),
          ...agendaBlock(f),
          ...pointsBlock(f, c.pointsLead ?? L("learn")),
          ...(offerRows(f).length
            ? [{ kind: "details" as const, title: L("offer"), rows: offerRows(f) }]
            : []),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url, c.onlineUrl]),
        ],
        cta: {
          // Never "Visit domain" when the brief gives the campaign's own link.
          label:
            mainLabel(facts, f.voice) ??
            (hasRegistration ? pick(t("cta")) : say(f.voice, "footer.visit", vars)),
          url: dest.url,
        },
      };
    }
    case "customer-onboarding": {
      const steps =
        c.points.length >= 2
          ? [
              {
                kind: "steps" as const,
                title: c.pointsLead ?? L("firstSteps"),
                items: splitPoints(c.points.slice(0, 5)).map((sp) => ({ title: sp.heading, body: sp.body })),
              },
            ]
          : [];
      return {
        ...base,
        // The greeting is a line of its own, as in a letter ("Hi Alex," then "Thank you…"). The stock welcome line
        // only when the brief has no opening of its own ("Welcome to your subscription! Your first bag ships Monday.").
        intro: [
          say(f.voice, "hello", vars),
          // A brief that welcomes the reader itself ("Welcome to Toptal!") needs no stock welcome beside it.
          ...(long.intro.join(" ").length >= 60 || WELCOMES.test(long.intro.join(" "))
            ? long.intro
            : [pick(t("intro")), ...(long.intro.length ? long.intro : aboutBrand(f))]),
        ],
        blocks: [
          ...steps,
          ...long.blocks,
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url]),
          ...pagesBlock(f, L("explore", vars), 3),
        ],
        cta: { label: ctaLabel(t("cta"), dest.url), url: dest.url },
      };
    }
    case "product-launch": {
      const product = c.products[0] ?? null;
      // The headline names the product: its details are what the headline does not say (price, offer).
      const rows = [
        ...(product?.price
          ? [{ label: L("price"), value: priceText(product.price, facts, f.lang) }]
          : !product && c.prices.length === 1
            ? [{ label: L("price"), value: priceText(c.prices[0], facts, f.lang) }]
            : []),
        ...offerRows(f),
      ];
      return {
        ...base,
        intro: long.intro.length ? long.intro : [pick(t("intro")), ...aboutBrand(f)],
        blocks: [
          ...(rows.length ? [{ kind: "details" as const, title: L("details"), rows }] : []),
          ...long.blocks,
          ...pointsBlock(f, c.pointsLead ?? L("features")),
          ...quoteBlock(f),
        ],
        cta: { label: ctaLabel(t("cta"), dest.url), url: dest.url },
      };
    }
  }
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
        c.offer.condition && c.offer.discount
          ? `${c.offer.condition}: ${c.offer.discount}`
          : (c.offer.discount ?? ""),
      deadline: c.offer.deadline ? formatDate(c.offer.deadline, lang) : null,
    });
  if (c.points.length)
    blocks.push({
      kind: "features",
      title: c.pointsLead ?? L("highlights"),
      columns: c.points.length % 3 === 0 ? 3 : c.points.length % 2 === 0 ? 2 : 1,
      items: splitPoints(c.points).map(({ heading, body }) => ({ title: heading, body, icon: null })),
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
