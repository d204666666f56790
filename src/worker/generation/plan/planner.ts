import { capitalise } from "../../../shared/capitalise";

import type { CampaignType } from "../../../shared/campaign-types";
import type { ContentBlock, EmailContent, ImageRef } from "../content";
import type { Facts } from "../../../shared/facts";
import type { Rng } from "../rng";
import type { TemplateAssets } from "../assets";
import { label } from "../render/labels";
import { factBlocks } from "../copy";
import { formatDate, formatPrice } from "../../../shared/format";
import { say, voiceOf } from "../i18n/voice";
import { googleCalendarUrl, type CalendarEvent } from "./calendar";
import { TYPOGRAPHIC_HEROES, type HeroVariant as RenderHero } from "../render/hero";
import { applyRecipe, isPagesBlock, recipesFor } from "./recipes";
import { fittingPages } from "./pages";
import { typeset } from "../copy/typography";

export type HeroVariant = RenderHero | "none";
type Sections = Extract<ContentBlock, { kind: "sections" }>;

export interface LayoutPlan {
  content: EmailContent;
  hero: HeroVariant;
  /** The copy's first short paragraph, shown under the headline in the hero (the body then starts after it). */
  subhead: string | null;
  /** Hero variant and block kinds in order: what the reader sees, used for the variety figures. */
  sequence: string[];
}

const SOCIAL_LABELS: Record<string, string> = {
  x: "X",
  twitter: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  github: "GitHub",
  facebook: "Facebook",
  instagram: "Instagram",
};

/** The event the brief describes, when it gave a date: nothing here is made up. */
export function calendarEvent(facts: Facts, fallbackTitle: string): CalendarEvent | null {
  const date = facts.campaign.dates[0];
  if (!date) return null;
  return {
    title: facts.campaign.title ?? fallbackTitle,
    date,
    time: facts.campaign.time,
    location: facts.campaign.venue ?? facts.campaign.onlineUrl,
    url: facts.campaign.onlineUrl ?? facts.campaign.mainLink?.url ?? null,
    description: null,
    durationMinutes: facts.campaign.durationMinutes ?? null,
  };
}

/**
 * The event card: date badge and calendar links from the facts, the copy's own (translated) detail rows as its
 * text. Speaker rows move to the speakers block when there is one.
 */
function eventBlock(
  facts: Facts,
  details: Extract<ContentBlock, { kind: "details" }>,
  headline: string,
  ics: string | null,
  google: string | null,
): ContentBlock | null {
  const ev = calendarEvent(facts, headline);
  if (!ev) return null;
  const lang = facts.language.value;
  const v = voiceOf(facts);
  const c = facts.campaign;
  const rows = details.rows.filter(
    (r) => !c.speakers.length || r.label !== say(v, "label.speakers", { count: c.speakers.length }),
  );
  return {
    kind: "event",
    title: details.title,
    date: { iso: ev.date.iso, text: formatDate(ev.date, lang) },
    time: c.time?.text ?? null,
    venue: c.venue,
    join: c.onlineUrl ? { label: label("event.join", lang), url: c.onlineUrl } : null,
    calendar: { google: google ?? googleCalendarUrl(ev), ics, label: label("calendar.add", lang) },
    rows,
  };
}

const OFFER_LABELS = (facts: Facts) => {
  const v = voiceOf(facts);
  return new Set([say(v, "label.offer"), say(v, "label.code"), say(v, "label.validUntil")]);
};

const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** An intro sentence that says the headline again ("Welcome to Toptal!" under "Welcome to Toptal!") is not repeated. */
function withoutHeadlineSentence(content: EmailContent): EmailContent {
  const head = norm(content.headline);
  if (!head) return content;
  const intro = content.intro.flatMap((p) => {
    const m = p.match(/^([^.!?]+[.!?]+)\s*(.*)$/s);
    if (!m || norm(m[1]) !== head) return [p];
    return m[2].trim().length >= 10 ? [m[2].trim()] : [];
  });
  return intro.length === content.intro.length && intro.every((p, i) => p === content.intro[i])
    ? content
    : { ...content, intro };
}

/**
 * The first paragraph under a headline that already names the thing: a lead-in that repeats it ("Introducing Tidewater
 * for Teams: central backup…" under "Introducing Tidewater for Teams", "Launching Python Fast Track: a vetted…" under
 * "Meet Python Fast Track") is dropped, so the reader does not read the name twice. The rest is the writer's words.
 */
function withoutRepeatedLeadIn(written: EmailContent): EmailContent {
  const content = withoutHeadlineSentence(written);
  const [first, ...rest] = content.intro;
  const m = first?.match(/^([^:–—]{3,80}?)\s*(?::|\s[–—-])\s+(.{20,})$/s);
  if (!m) return content;
  const head = content.headline.toLowerCase();
  const lead = m[1].trim().toLowerCase();
  const name = lead.split(/\s+/).slice(1).join(" ");
  if (!head.includes(lead) && !(name.split(/\s+/).length >= 2 && head.includes(name))) return content;
  const tail = m[2].trim();
  return { ...content, intro: [capitalise(tail), ...rest] };
}

/**
 * A product's list price ("was €19, now €14.50") beside the price paid now: on the product cards (in the facts' order)
 * and on the copy's price row, struck through by the renderer. A product without one keeps its price alone.
 */
function withListPrices(blocks: ContentBlock[], facts: Facts): ContentBlock[] {
  const lang = facts.language.value;
  const was = facts.campaign.products.map((p) =>
    p.was && p.price ? typeset(formatPrice(p.was, lang), lang) : null,
  );
  if (!was.some(Boolean)) return blocks;
  const priceLabel = say(voiceOf(facts), "label.price");
  return blocks.map((b) =>
    b.kind === "products"
      ? { ...b, items: b.items.map((it, i) => (was[i] && it.price ? { ...it, was: was[i] } : it)) }
      : b.kind === "details" && was[0]
        ? { ...b, rows: b.rows.map((r) => (r.label === priceLabel ? { ...r, was: was[0]! } : r)) }
        : b,
  );
}

export interface PlanInput {
  type: CampaignType;
  content: EmailContent;
  facts: Facts;
  assets: TemplateAssets | null;
  rng: Rng;
  /** The body sequence and hero family follow the seed directly, so consecutive seeds never repeat a combination. */
  seed?: number;
}

/**
 * Chooses which blocks appear and in what order, their presentation and their pictures. It rearranges the copy's
 * blocks and adds blocks built from facts (event, speakers, offer, products, site pages, social); a block without its
 * facts is left out, and a picture appears only when it is a real one (an upload, the site's photo, an icon).
 */
export function planLayout({ type, content: written, facts, assets, rng, seed }: PlanInput): LayoutPlan {
  const content = withoutRepeatedLeadIn(written);
  const a = assets;
  const marketing = !["confirmation-email", "transactional-purchase", "whitepaper-autoreply"].includes(type);
  const lang = facts.language.value;
  const offerTitle = say(voiceOf(facts), "label.offer");
  // A product the brief names without a link, whose page the site names by the same words: its card links there, and
  // the page is not listed again among the site's pages.
  const productPages = new Map(
    facts.campaign.products.flatMap((p) => {
      const page = !p.url && facts.brand.pages.find((x) => norm(x.label) === norm(p.name));
      return page ? [[p.name, page.url] as const] : [];
    }),
  );
  const fromFacts = withListPrices(factBlocks(facts, lang, type), facts).map((b) =>
    b.kind === "products" && productPages.size
      ? {
          ...b,
          items: b.items.map((it, i) => {
            const url = productPages.get(facts.campaign.products[i]?.name ?? "");
            return !it.link && url ? { ...it, link: { label: it.name, url } } : it;
          }),
        }
      : b,
  );
  const offer = fromFacts.find((b) => b.kind === "offer") ?? null;
  const factEvent = fromFacts.find((b) => b.kind === "event");
  const eventCard =
    marketing &&
    (type === "webinar" || type === "offline-event") &&
    !!calendarEvent(facts, "") &&
    content.blocks.some((b) => b.kind === "details" && b.title !== offerTitle);
  // The event card carries the joining and calendar links: the copy's list of the same links goes.
  const inCard = (url: string | undefined) =>
    !!url && (url === facts.campaign.onlineUrl || url.startsWith("https://calendar.google.com/"));
  const source = content.blocks.filter(
    (b) =>
      // Testimonials are only shown when the brief gave one.
      (b.kind !== "quote" || facts.campaign.quote) &&
      !(eventCard && b.kind === "sections" && b.items.every((it) => inCard(it.link?.url))),
  );
  if (!marketing) {
    const sequence = ["hero:none", ...source.map((b) => b.kind)];
    return { content: { ...content, blocks: source }, hero: "none", subhead: null, sequence };
  }

  const blocks: ContentBlock[] = [];
  const offerLabels = OFFER_LABELS(facts);
  // The copy's own words for the offer ("Alle Teilnehmer bekommen 20 % auf Stickdateien") are its banner's text.
  const ownOffer = (b: { rows: { label: string; value: string }[] }) => {
    const said = b.rows.find((r) => r.label === offerTitle)?.value;
    return offer && offer.kind === "offer" && said && said !== offer.text ? { ...offer, text: said } : offer;
  };
  for (const b of withListPrices(source, facts)) {
    if (b.kind === "details" && b.title === offerTitle && offer) blocks.push(ownOffer(b)!);
    else if (b.kind === "details" && offer && b.rows.some((r) => offerLabels.has(r.label))) {
      // The offer has its own banner: its rows do not repeat in the details table.
      const rows = b.rows.filter((r) => !offerLabels.has(r.label));
      if (!blocks.some((x) => x.kind === "offer")) blocks.push(ownOffer(b)!);
      if (rows.length) blocks.push({ ...b, rows });
    } else if (b.kind === "details" && eventCard && !blocks.some((x) => x.kind === "event")) {
      blocks.push(
        eventBlock(facts, b, content.headline, a?.ics ?? null, factEvent?.calendar?.google ?? null) ?? b,
      );
    } else blocks.push(b);
  }
  // Without an event card the speaker stays in the copy's detail rows.
  const speakers = fromFacts.find((b) => b.kind === "speakers");
  if (speakers && blocks.some((b) => b.kind === "event")) {
    const at = blocks.findIndex((b) => b.kind === "event");
    blocks.splice(at + 1, 0, speakers);
  }
  if (offer && !blocks.some((x) => x.kind === "offer")) blocks.push(offer);

  // A block of the brief's own links ("Download the datasheet") is copy even where it looks like the site's pages (links on
  // the site, each on its own words): only pages the brief did not give are filtered as the site's.
  const briefUrls = new Set([...facts.campaign.urls, ...(facts.campaign.links ?? []).map((l) => l.url)]);
  const sitePages = (b: ContentBlock) =>
    isPagesBlock(b, facts.brand.domain) &&
    !(b.kind === "sections" && b.items.every((it) => briefUrls.has(it.link?.url ?? "")));
  // The site's pages, once, and only those that fit this campaign (fittingPages): what the copy already links is not
  // listed twice, the copy's own list of pages keeps only the fitting ones, and without any the block is left out.
  const linked = new Set(
    source
      .flatMap((b) =>
        b.kind === "sections" && !sitePages(b)
          ? b.items.map((it) => it.link?.url)
          : b.kind === "imageText"
            ? b.items.map((it) => it.link?.url)
            : b.kind === "articles"
              ? b.items.map((it) => it.link.url)
              : [],
      )
      .filter((u): u is string => !!u),
  );
  for (const url of productPages.values()) linked.add(url);
  const pages = fittingPages(facts, linked);
  const fit = new Set(pages.map((p) => p.url));
  let pagesShown = false;
  for (const [i, b] of blocks.entries()) {
    if (b.kind !== "sections" || !sitePages(b)) continue;
    const kept: Sections["items"] = pagesShown ? [] : b.items.filter((it) => fit.has(it.link!.url));
    blocks[i] = { ...b, items: kept };
    pagesShown ||= kept.length > 0;
  }
  for (let i = blocks.length - 1; i >= 0; i--) {
    const b = blocks[i];
    if (b.kind === "sections" && !b.items.length) blocks.splice(i, 1);
  }
  // The site's other pages fill a thin e-mail; beside a brief's own story they are off-topic links that stand between
  // the story and the main button.
  const told = source.reduce(
    (n, b) =>
      n +
      (b.kind === "sections" && !sitePages(b)
        ? b.items.length
        : b.kind === "steps" || b.kind === "agenda"
          ? b.items.length
          : b.kind === "text"
            ? b.paragraphs.length
            : 0),
    0,
  );
  if (pages.length && !pagesShown && told < 2)
    blocks.push({
      kind: "sections",
      title: label("articles.title", lang, { domain: facts.brand.domain }),
      columns: 1,
      items: pages.map((p) => ({ heading: p.label, body: "", link: { label: p.label, url: p.url } })),
    });

  const recipes = recipesFor(type);
  const n = recipes.length;
  // A brand-specific starting point, so two brands with the same seed do not open alike.
  const offset = [...facts.brand.domain].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const s = (Number.isFinite(seed) ? Math.abs(Math.trunc(seed!)) : 0) + offset;
  const recipe = recipes[s % n];
  void rng.int(3);
  const photos: ImageRef[] = a?.photos ?? [];
  const body = applyRecipe(blocks, recipe, {
    facts,
    photos: a?.hero ? photos.slice(1) : photos,
    products: fromFacts.find((b) => b.kind === "products") ?? null,
    icons: a?.icons ?? [],
    pagesTitle: label("articles.title", lang, { domain: facts.brand.domain }),
    articleImages: new Map((a?.articles ?? []).map((x) => [x.url, x.image])),
  });

  const hero: HeroVariant = a?.hero
    ? (["photo", "cover"] as const)[Math.floor(s / n) % 2]
    : TYPOGRAPHIC_HEROES[Math.floor(s / n) % TYPOGRAPHIC_HEROES.length];
  // A brand-coloured hero is not followed by a second brand-coloured field: a spotlight right under it becomes tiles.
  const next = body[0];
  if ((hero === "field" || hero === "gradient") && next?.kind === "details" && next.style === "spotlight")
    body[0] = { ...next, style: "tiles" };
  const first = content.intro[0];
  const subhead = first && !first.includes("{{") && first.length >= 20 && first.length <= 170 ? first : null;

  if (facts.brand.social.length && a && Object.keys(a.social).length) {
    const items = facts.brand.social
      .map((x) => ({ network: x.network.toLowerCase().replace(/[^a-z]/g, ""), url: x.url }))
      .filter((x, i, all) => all.findIndex((y) => y.network === x.network) === i)
      .map((x) => ({
        network: x.network,
        label: SOCIAL_LABELS[x.network] ?? capitalise(x.network),
        url: x.url,
        icon: a.social[x.network] ?? null,
      }))
      .filter((x) => x.icon)
      .map((x) => ({ ...x, icon: { ...x.icon!, alt: x.label } }));
    if (items.length) body.push({ kind: "social", items });
  }

  const sequence = [`hero:${hero}`, ...body.map((b) => blockLabel(b, facts.brand.domain))];
  return {
    content: { ...content, blocks: body },
    hero,
    subhead,
    sequence,
  };
}

/** What a reader sees of a block: its kind and presentation; the site's own pages are "pages", not copy sections. */
export function blockLabel(b: ContentBlock, domain: string): string {
  if (b.kind === "features") return `features-${b.columns}`;
  if (b.kind === "sections" && isPagesBlock(b, domain)) return `pages-${b.style ?? "list"}`;
  if (b.kind === "sections") return `sections-${b.style ?? (b.columns === 2 ? "cards" : "list")}`;
  if (b.kind === "details") return `details-${b.style ?? "table"}`;
  if (b.kind === "event") return `event-${b.style ?? "card"}`;
  if (b.kind === "steps") return `steps${b.style && b.style !== "badges" ? `-${b.style}` : ""}`;
  if (b.kind === "articles")
    return `articles${b.style === "grid" ? "-grid" : b.items.some((i) => i.image) ? "-thumbs" : ""}`;
  if (b.kind === "imageText") return "imageText";
  if (b.kind === "products") return `products-${b.style ?? "grid"}`;
  return b.kind;
}
