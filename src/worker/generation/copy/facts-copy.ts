import type { CampaignType } from "../../../shared/campaign-types";
import { ENGINE_FIELDS } from "../../../shared/merge-fields";
import type { ContentBlock, EmailContent, LinkContent } from "../content";
import { formatDate, formatTime, googleCalendarUrl } from "../facts/dates";
import type { DateFact, Facts, Lang, TimeFact } from "../../../shared/facts";
import { fill, stringsFor, type Strings } from "../i18n/strings";
import type { Rng } from "../rng";
import { linkLabel, registerStrings, type Register } from "./register";
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

/** A title in the language's quotation marks. */
const QUOTES: Record<Lang, (s: string) => string> = {
  en: (s) => `“${s}”`,
  de: (s) => `„${s}“`,
  fr: (s) => `« ${s} »`,
  es: (s) => `«${s}»`,
  it: (s) => `«${s}»`,
  nl: (s) => `‘${s}’`,
  pt: (s) => `«${s}»`,
};

export interface CopyFacts {
  facts: Facts;
  lang: Lang;
  s: Strings;
  vars: Record<string, string>;
}

function ctx(facts: Facts): CopyFacts {
  const lang = facts.language.value;
  const base = stringsFor(lang);
  // The brief's tone changes the register of the greeting and sign-off; the rest stays as written.
  const reg = registerStrings(lang, registerOf(facts));
  return {
    facts,
    lang,
    s: reg ? { ...base, hello: reg.hello, signoff: reg.signoff } : base,
    vars: { brand: facts.brand.name.value, domain: facts.brand.domain },
  };
}

function registerOf(facts: Facts): Register | null {
  return (facts.campaign.register as Register | null | undefined) ?? null;
}

/** The main button's words: the brief's own call to action, else what its main link is for, in the brief's tone. */
function mainLabel(facts: Facts, lang: Lang, type?: CampaignType): string | null {
  const c = facts.campaign;
  if (c.cta?.label) return c.cta.label;
  if (!c.mainLink) return null;
  // An auto-reply's link is the download it promised, whatever words led to it ("Link: https://...").
  const purpose =
    type === "whitepaper-autoreply" && c.mainLink.purpose === "other" ? "download" : c.mainLink.purpose;
  return linkLabel(lang, registerOf(facts), purpose);
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
      const label = linkLabel(f.lang, registerOf(f.facts), l.purpose);
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
  const labelFor = (url: string) => {
    const p = f.facts.campaign.links?.find((l) => l.url === url)?.purpose ?? "other";
    const article =
      /blog|artic|artikel|news|magazin|journal|stor(?:y|ies)|post|interview|rezept|recipe|ricett|recet|recette|tuto/i;
    return linkLabel(f.lang, registerOf(f.facts), p === "other" && article.test(url) ? "read" : p);
  };
  return [
    {
      kind: "sections",
      title: f.s.labels.highlights,
      columns: 1,
      items: a.map((x) => ({
        heading: x.title.charAt(0).toUpperCase() + x.title.slice(1),
        body: x.summary ? x.summary.charAt(0).toUpperCase() + x.summary.slice(1) : "",
        link: { label: labelFor(x.url), url: x.url },
      })),
    },
  ];
}

/** The event's own date: the first one the brief named that is not the offer deadline. */
export function eventDate(facts: Facts): DateFact | null {
  const deadline = facts.campaign.offer?.deadline?.iso;
  return facts.campaign.dates.find((d) => d.iso !== deadline) ?? null;
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
    c.urls[0] ||
    null;
  if (briefUrl) return { url: briefUrl, fromBrief: true, page: null };
  const page = pageFor(facts, type);
  return { url: page?.url ?? facts.brand.websiteUrl, fromBrief: false, page };
}

function thingOf(facts: Facts, type: CampaignType, s: Strings, vars: Record<string, string>): string {
  const c = facts.campaign;
  if (type === "product-launch") return c.products[0]?.name ?? c.title ?? fill(s.types[type].noun, vars);
  return c.title ?? fill(s.types[type].noun, vars);
}

/** A site's name from its address: "linkedin.com/events/x" reads "Linkedin", "cdn.returnloop.com" reads "Returnloop". */
function siteName(url: string): string {
  try {
    const parts = new URL(url).hostname.split(".");
    const name = parts.length > 1 ? parts[parts.length - 2] : parts[0];
    const base =
      /^(?:co|com|org|net|gov|ac)$/.test(name) && parts.length > 2 ? parts[parts.length - 3] : name;
    return base.charAt(0).toUpperCase() + base.slice(1);
  } catch {
    return "";
  }
}

/** A link's host as text: a long URL never widens the e-mail on a phone. */
function hostLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url.slice(0, 40);
  }
}

function splitPoint(p: string): { heading: string; body: string } {
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  const m = p.match(/^(.{2,60}?)\s*(?::|\s[–—-]\s)\s*(.+)$/);
  return m ? { heading: cap(m[1]), body: cap(m[2]) } : { heading: cap(p), body: "" };
}

function price(p: { amount: number; currency: string; text: string }, lang: Lang): string {
  try {
    return new Intl.NumberFormat(
      { en: "en-GB", de: "de-DE", fr: "fr-FR", es: "es-ES", it: "it-IT", nl: "nl-NL", pt: "pt-PT" }[lang],
      { style: "currency", currency: p.currency, minimumFractionDigits: Number.isInteger(p.amount) ? 0 : 2 },
    ).format(p.amount);
  } catch {
    return p.text;
  }
}

function speakersText(facts: Facts): string | null {
  const list = facts.campaign.speakers.map((sp) => (sp.role ? `${sp.name}, ${sp.role}` : sp.name));
  return list.length ? list.join("; ") : null;
}

function calendarLink(facts: Facts, type: CampaignType, title: string): string | null {
  const date = eventDate(facts);
  if (!date || (type !== "webinar" && type !== "offline-event")) return null;
  const c = facts.campaign;
  return googleCalendarUrl({
    title,
    date,
    time: c.time,
    durationMinutes: c.durationMinutes ?? null,
    details: c.onlineUrl ?? c.mainLink?.url ?? c.cta?.url ?? facts.brand.websiteUrl,
    location: c.venue ?? c.onlineUrl,
  });
}

function eventRows(f: CopyFacts, type: CampaignType): { label: string; value: string }[] {
  const c = f.facts.campaign;
  const L = f.s.labels;
  const date = eventDate(f.facts);
  const rows: { label: string; value: string }[] = [];
  if (date) rows.push({ label: L.date, value: formatDate(date, f.lang) });
  if (c.time)
    rows.push({ label: L.time, value: formatTime(c.time as TimeFact & { twelveHour?: boolean }, f.lang) });
  const sp = speakersText(f.facts);
  if (sp) rows.push({ label: c.speakers.length > 1 ? L.speakers : L.speaker, value: sp });
  if (c.venue) rows.push({ label: L.venue, value: c.venue });
  else if (type === "webinar") rows.push({ label: L.where, value: L.online });
  return rows;
}

function offerRows(f: CopyFacts): { label: string; value: string }[] {
  const o = f.facts.campaign.offer;
  if (!o) return [];
  const L = f.s.labels;
  return [
    ...(o.discount
      ? [{ label: L.offer, value: o.condition ? `${o.condition}: ${o.discount}` : o.discount }]
      : []),
    ...(o.code ? [{ label: L.code, value: o.code }] : []),
    ...(o.deadline ? [{ label: L.validUntil, value: formatDate(o.deadline, f.lang) }] : []),
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
      items: pts.slice(0, 6).map((p) => ({ ...splitPoint(p), link: null })),
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
      items: pages.map((p) => ({
        heading: p.label,
        body: fill(f.s.labels.fromSite, f.vars),
        link: { label: p.label, url: p.url },
      })),
    },
  ];
}

function agendaBlock(f: CopyFacts): ContentBlock[] {
  const a = f.facts.campaign.agenda;
  if (!a.length) return [];
  return [
    {
      kind: "agenda",
      title: f.s.labels.agenda,
      items: a.slice(0, 8).map((x, i) => ({ time: x.time ?? `${i + 1}.`, title: x.title })),
    },
  ];
}

function quoteBlock(f: CopyFacts): ContentBlock[] {
  const q = f.facts.campaign.quote;
  return q && q.by ? [{ kind: "quote", text: q.text, by: q.by }] : [];
}

function aboutBrand(f: CopyFacts): string[] {
  const b = f.facts.brand;
  const d = b.tagline?.value ?? b.description?.value;
  if (!d) return [];
  const text = d.replace(/[.\s]+$/, "");
  return [
    text.toLowerCase().startsWith(f.vars.brand.toLowerCase()) ? `${text}.` : `${f.vars.brand}: ${text}.`,
  ];
}

/** Signed by the kit's sender when it names one; else by the brand's team, never by an invented person. */
function signoff(f: CopyFacts, rng: Rng): string[] {
  const sender = f.facts.brand.senderName?.value ?? fill(f.s.team, f.vars);
  return [`${rng.pick(f.s.signoff)}\n${sender}`];
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
  const t = f.s.types[type];
  const L = f.s.labels;
  const c = facts.campaign;
  const thing = thingOf(facts, type, f.s, f.vars);
  const named = thing !== fill(f.s.types[type].noun, f.vars);
  const vars = { ...f.vars, thing, quoted: named ? QUOTES[f.lang](thing) : thing };
  const pick = (arr: string[]) => fill(rng.pick(arr), vars);
  // Without a title the type's noun stands in ("our webinar"): never alone as a headline or subject.
  const titled = thing !== fill(t.noun, f.vars);
  const framed = (arr: string[]) => {
    // With a name, every subject and headline carries it; without one, never the bare noun alone.
    const named = arr.filter((x) => x.includes("{thing}"));
    const v = pick(
      titled
        ? named.length
          ? named
          : ["{thing}"]
        : arr.filter((x) => x !== "{thing}").length
          ? arr.filter((x) => x !== "{thing}")
          : arr,
    );
    return v.charAt(0).toUpperCase() + v.slice(1);
  };
  const dest = destination(facts, type);
  const story = c.story;
  const base = {
    subject: framed(t.subject),
    preheader: pick(t.preheader),
    eyebrow: pick(t.eyebrow),
    headline: framed(t.headline),
    closing: signoff(f, rng),
    footer: fill(t.why, vars),
    ctaNote: null as string | null,
  };
  const ctaLabel = (fallback: string[]) => mainLabel(facts, f.lang, type) ?? pick(fallback);
  const long = splitStory(story, f.lang);
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
        intro: [pick(t.intro)],
        blocks: [],
        cta: { label: pick(t.cta), url: ENGINE_FIELDS.confirmationUrl.token },
        closing: [L.ignore, ...base.closing],
      };
    case "transactional-purchase": {
      // The receipt is the brief's order when it spells one out, else the platform's merge tags; never both.
      const order = facts.campaign.order ?? null;
      const receipt: ContentBlock[] = order
        ? [
            ...(order.items.length
              ? [{ kind: "order" as const, title: L.orderSummary, items: order.items, totals: [] }]
              : []),
            ...(order.number
              ? [
                  {
                    kind: "details" as const,
                    title: L.orderDetails,
                    rows: [{ label: L.orderNumber, value: order.number }],
                  },
                ]
              : []),
          ]
        : [
            {
              kind: "order",
              title: L.orderSummary,
              items: [
                {
                  name: ENGINE_FIELDS.itemName.token,
                  qty: ENGINE_FIELDS.itemQuantity.token,
                  price: ENGINE_FIELDS.itemPrice.token,
                },
              ],
              totals: [
                { label: L.subtotal, value: ENGINE_FIELDS.subtotal.token },
                { label: L.shipping, value: ENGINE_FIELDS.shipping.token },
                { label: L.tax, value: ENGINE_FIELDS.tax.token },
                { label: L.total, value: ENGINE_FIELDS.orderTotal.token },
              ],
            },
            {
              kind: "details",
              title: L.orderDetails,
              rows: [
                { label: L.orderNumber, value: ENGINE_FIELDS.orderNumber.token },
                { label: L.orderDate, value: ENGINE_FIELDS.orderDate.token },
                { label: L.shippingTo, value: ENGINE_FIELDS.shippingAddress.token },
                { label: L.payment, value: ENGINE_FIELDS.paymentMethod.token },
              ],
            },
          ];
      return {
        ...base,
        // The greeting is a line of its own, as in a letter ("Hi Alex," then "Thank you…"). The brief's order lines
        // live in the receipt, not above it.
        intro: [fill(f.s.hello, vars), pick(t.intro)],
        blocks: [
          ...receipt,
          ...(offerRows(f).length ? [{ kind: "details" as const, title: L.offer, rows: offerRows(f) }] : []),
        ],
        cta: { label: ctaLabel(t.cta), url: c.mainLink?.url || c.cta?.url || ENGINE_FIELDS.orderUrl.token },
        closing: [L.questions, ...base.closing],
      };
    }
    case "whitepaper-autoreply":
      return {
        ...base,
        intro: [pick(t.intro), ...long.intro],
        blocks: [...long.blocks, ...pointsBlock(f, L.inside), ...quoteBlock(f), ...otherLinks(f, [dest.url])],
        cta: {
          label: ctaLabel(t.cta),
          url:
            c.cta?.url ||
            c.mainLink?.url ||
            c.urls.find((u) => /\.pdf(\?|$)|download/i.test(u)) ||
            c.urls[0] ||
            ENGINE_FIELDS.downloadUrl.token,
        },
      };
    case "newsletter":
      return {
        ...base,
        intro: long.intro.length ? long.intro : [pick(t.intro), ...aboutBrand(f)],
        blocks: [
          ...articleCards(f),
          ...long.blocks,
          // Beside the articles, the brief's other news (a holiday closure) still shows, under no heading of its own.
          ...pointsBlock(f, (c.articles ?? []).length ? null : L.highlights),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url]),
          ...((c.articles ?? []).length ? [] : pagesBlock(f, fill(L.explore, vars))),
        ],
        cta: {
          label: mainLabel(facts, f.lang) ?? (dest.page ? dest.page.label : fill(f.s.visit, vars)),
          url: dest.url,
        },
      };
    case "webinar":
    case "offline-event": {
      const rows = eventRows(f, type);
      // At an in-person event the brief's link is for registering (the button), not for joining online.
      const join =
        c.onlineUrl && (type === "webinar" || !c.venue)
          ? { heading: L.join, body: hostLabel(c.onlineUrl), link: { label: L.joinLink, url: c.onlineUrl } }
          : null;
      const cal = calendarLink(facts, type, titled ? thing : `${f.vars.brand}: ${thing}`);
      const calItem =
        cal && date ? { heading: L.calendar, body: when, link: { label: L.addToCalendar, url: cal } } : null;
      const linkItems = [join, calItem].filter((x): x is NonNullable<typeof x> => !!x);
      const hasRegistration = dest.fromBrief || !!dest.page;
      return {
        ...base,
        preheader: when ? `${when} · ${pick(t.preheader)}` : base.preheader,
        intro: long.intro.length ? long.intro : [pick(t.intro), ...aboutBrand(f)],
        blocks: [
          ...(rows.length ? [{ kind: "details" as const, title: L.details, rows }] : []),
          ...long.blocks,
          ...(linkItems.length
            ? [{ kind: "sections" as const, title: null, columns: 1 as const, items: linkItems }]
            : []),
          ...agendaBlock(f),
          ...pointsBlock(f, L.learn),
          ...(offerRows(f).length ? [{ kind: "details" as const, title: L.offer, rows: offerRows(f) }] : []),
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url, c.onlineUrl]),
        ],
        cta: {
          // Never "Visit domain" when the brief gives the campaign's own link.
          label: mainLabel(facts, f.lang) ?? (hasRegistration ? pick(t.cta) : fill(f.s.visit, vars)),
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
                title: L.firstSteps,
                items: c.points.slice(0, 5).map((p) => {
                  const sp = splitPoint(p);
                  return { title: sp.heading, body: sp.body };
                }),
              },
            ]
          : [];
      return {
        ...base,
        // The greeting is a line of its own, as in a letter ("Hi Alex," then "Thank you…").
        intro: [fill(f.s.hello, vars), pick(t.intro), ...(long.intro.length ? long.intro : aboutBrand(f))],
        blocks: [
          ...steps,
          ...long.blocks,
          ...quoteBlock(f),
          ...otherLinks(f, [dest.url]),
          ...pagesBlock(f, fill(L.explore, vars), 3),
        ],
        cta: { label: ctaLabel(t.cta), url: dest.url },
      };
    }
    case "product-launch": {
      const product = c.products[0] ?? null;
      const rows = [
        ...(product ? [{ label: L.product, value: product.name }] : []),
        ...(product?.price
          ? [{ label: L.price, value: price(product.price, f.lang) }]
          : !product && c.prices.length === 1
            ? [{ label: L.price, value: price(c.prices[0], f.lang) }]
            : []),
        ...offerRows(f),
      ];
      return {
        ...base,
        intro: long.intro.length ? long.intro : [pick(t.intro), ...aboutBrand(f)],
        blocks: [
          ...(rows.length ? [{ kind: "details" as const, title: L.details, rows }] : []),
          ...long.blocks,
          ...pointsBlock(f, L.features),
          ...quoteBlock(f),
        ],
        cta: { label: ctaLabel(t.cta), url: dest.url },
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
  const f = { ...ctx(facts), lang, s: stringsFor(lang) };
  const L = f.s.labels;
  const c = facts.campaign;
  const blocks: ContentBlock[] = [];
  const date = eventDate(facts);
  const title = thingOf(facts, type, f.s, f.vars);
  if (date || c.time || c.venue || c.onlineUrl) {
    const google = calendarLink(facts, type === "offline-event" ? type : "webinar", title);
    blocks.push({
      kind: "event",
      title,
      date: date ? { iso: date.iso, text: formatDate(date, lang) } : null,
      time: c.time ? formatTime(c.time as TimeFact & { twelveHour?: boolean }, lang) : null,
      venue: c.venue,
      join: c.onlineUrl ? { label: L.joinLink, url: c.onlineUrl } : null,
      calendar: google ? { google, ics: null, label: L.addToCalendar } : null,
      rows: eventRows(f, type).filter((r) => r.label !== L.date && r.label !== L.time && r.label !== L.venue),
    });
  }
  if (c.speakers.length)
    blocks.push({
      kind: "speakers",
      title: c.speakers.length > 1 ? L.speakers : L.speaker,
      // A role on a card of its own starts with a capital ("owner of Café Ortega" in the brief's sentence).
      items: c.speakers.map((sp) => ({
        name: sp.name,
        role: sp.role ? sp.role.charAt(0).toUpperCase() + sp.role.slice(1) : null,
        photo: null,
      })),
    });
  if (c.products.length) {
    blocks.push({
      kind: "products",
      title: null,
      items: c.products.map((p) => ({
        name: p.name,
        price: p.price ? price(p.price, lang) : null,
        link: p.url ? { label: p.name, url: p.url } : null,
        image: null,
      })),
    });
  }
  if (c.offer)
    blocks.push({
      kind: "offer",
      title: L.offer,
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
      title: L.highlights,
      columns: c.points.length % 3 === 0 ? 3 : c.points.length % 2 === 0 ? 2 : 1,
      items: c.points.map((p) => ({
        ...(({ heading, body }) => ({ title: heading, body }))(splitPoint(p)),
        icon: null,
      })),
    });
  if (facts.brand.pages.length)
    blocks.push({
      kind: "articles",
      title: fill(L.explore, f.vars),
      items: facts.brand.pages
        .slice(0, 4)
        .map((p) => ({ title: p.label, body: null, link: { label: p.label, url: p.url }, image: null })),
    });
  if (facts.brand.social.length)
    blocks.push({
      kind: "social",
      items: facts.brand.social.map((s) => ({
        network: s.network,
        label: s.network.charAt(0).toUpperCase() + s.network.slice(1),
        url: s.url,
        icon: null,
      })),
    });
  return blocks;
}
