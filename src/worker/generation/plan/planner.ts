import type { CampaignType } from "../../../shared/campaign-types";
import type { ContentBlock, EmailContent, ImageRef } from "../content";
import type { Facts } from "../../../shared/facts";
import type { Rng } from "../rng";
import type { TemplateAssets } from "../assets";
import { label } from "../render/labels";
import { factBlocks } from "../copy";
import { formatDate } from "../facts/dates";
import { stringsFor } from "../i18n/strings";
import { googleCalendarUrl, type CalendarEvent } from "./calendar";

/** background: artwork behind the headline panel; image: full-bleed above the header; inset: inside the card under the headline. */
export type HeroVariant = "background" | "image" | "inset" | "none";

export interface LayoutPlan {
  content: EmailContent;
  hero: HeroVariant;
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

type Sections = Extract<ContentBlock, { kind: "sections" }>;
type Features = Extract<ContentBlock, { kind: "features" }>;

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
  const L = stringsFor(lang).labels;
  const c = facts.campaign;
  const rows = details.rows.filter(
    (r) => !c.speakers.length || (r.label !== L.speaker && r.label !== L.speakers),
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

const OFFER_LABELS = (L: { offer: string; code: string; validUntil: string }) =>
  new Set([L.offer, L.code, L.validUntil]);

const imageFor = (pool: ImageRef[], i: number): ImageRef | null =>
  pool.length ? pool[i % pool.length] : null;

function toCards(s: Sections, pictures: ImageRef[]): ContentBlock {
  return {
    kind: "imageText",
    title: s.title,
    items: s.items.slice(0, 3).map((it, i) => ({ ...it, image: imageFor(pictures, i) })),
  };
}

function toArticles(s: Sections, pictures: ImageRef[]): ContentBlock | null {
  if (!s.items.every((it) => it.link)) return null;
  return {
    kind: "articles",
    title: s.title,
    items: s.items.map((it, i) => ({
      title: it.heading,
      body: it.body,
      link: it.link!,
      image: imageFor(pictures, i),
    })),
  };
}

function toFeatures(
  title: string | null,
  items: { title: string; body: string }[],
  icons: ImageRef[],
  columns: 1 | 2 | 3,
): Features {
  return {
    kind: "features",
    title: title ?? "",
    columns,
    items: items.map((it, i) => ({ ...it, icon: icons[i] ?? null })),
  };
}

export interface PlanInput {
  type: CampaignType;
  content: EmailContent;
  facts: Facts;
  assets: TemplateAssets | null;
  rng: Rng;
}

/**
 * Chooses which blocks appear and in what order, their variants and their images. It rearranges the copy's blocks
 * and adds blocks built from facts (event, speakers, offer, site pages, social); a block without its facts is left out.
 */
export function planLayout({ type, content, facts, assets, rng }: PlanInput): LayoutPlan {
  const a = assets;
  const pictures: ImageRef[] = [...(a?.photos ?? []), ...(a?.tiles ?? [])];
  const icons = a?.icons ?? [];
  const marketing = !["confirmation-email", "transactional-purchase", "whitepaper-autoreply"].includes(type);
  const blocks: ContentBlock[] = [];
  const lang = facts.language.value;
  const L = stringsFor(lang).labels;
  const fromFacts = factBlocks(facts, lang, type);
  const offer = fromFacts.find((b) => b.kind === "offer") ?? null;
  const factEvent = fromFacts.find((b) => b.kind === "event");
  // Testimonials are only shown when the brief gave one.
  const eventCard =
    marketing &&
    (type === "webinar" || type === "offline-event") &&
    !!calendarEvent(facts, "") &&
    content.blocks.some((b) => b.kind === "details" && b.title !== L.offer);
  // The event card carries the joining and calendar links: the copy's list of the same links goes.
  const inCard = (url: string | undefined) =>
    !!url && (url === facts.campaign.onlineUrl || url.startsWith("https://calendar.google.com/"));
  const source = content.blocks.filter(
    (b) =>
      (b.kind !== "quote" || facts.campaign.quote) &&
      !(eventCard && b.kind === "sections" && b.items.every((it) => inCard(it.link?.url))),
  );
  const recipe = rng.int(3);
  const heroChoices: HeroVariant[] = a?.hero ? ["background", "image", "inset", "background"] : ["none"];
  const hero = marketing ? rng.pick(heroChoices) : "none";

  for (const b of source) {
    if (!marketing) {
      blocks.push(b);
      continue;
    }
    if (b.kind === "sections") {
      const cols = b.columns;
      if (recipe === 0 && pictures.length) blocks.push(toCards(b, pictures));
      else if (recipe === 1)
        blocks.push(
          toArticles(b, pictures) ??
            (b.items.some((i) => i.link) ? b : null) ??
            toFeatures(
              b.title,
              b.items.map((i) => ({ title: i.heading, body: i.body })),
              icons,
              cols === 2 ? 2 : 1,
            ),
        );
      // Items that link somewhere keep their links: an icon grid has none.
      else if (recipe === 2 && b.items.some((i) => i.link)) blocks.push(toArticles(b, pictures) ?? b);
      else if (recipe === 2 && icons.length)
        blocks.push(
          toFeatures(
            b.title,
            b.items.map((i) => ({ title: i.heading, body: i.body })),
            icons,
            b.items.length % 3 === 0 ? 3 : 2,
          ),
        );
      else blocks.push(b);
    } else if (b.kind === "features") {
      const cols = rng.pick([2, 3, 1] as const);
      if (recipe === 1 && pictures.length)
        blocks.push({
          kind: "imageText",
          title: b.title,
          items: b.items
            .slice(0, 3)
            .map((it, i) => ({ heading: it.title, body: it.body, link: null, image: imageFor(pictures, i) })),
        });
      else blocks.push(toFeatures(b.title, b.items, icons, b.items.length < 3 && cols === 3 ? 2 : cols));
    } else if (b.kind === "steps") {
      if (recipe === 2 && icons.length) blocks.push(toFeatures(b.title, b.items, icons, 1));
      else blocks.push(b);
    } else if (b.kind === "details" && b.title === L.offer && offer) {
      blocks.push(offer);
    } else if (b.kind === "details" && offer && b.rows.some((r) => OFFER_LABELS(L).has(r.label))) {
      // The offer has its own banner: its rows do not repeat in the details table.
      const rows = b.rows.filter((r) => !OFFER_LABELS(L).has(r.label));
      if (!blocks.includes(offer)) blocks.push(offer);
      if (rows.length) blocks.push({ ...b, rows });
    } else if (b.kind === "details" && eventCard && !blocks.some((x) => x.kind === "event")) {
      blocks.push(
        eventBlock(facts, b, content.headline, a?.ics ?? null, factEvent?.calendar?.google ?? null) ?? b,
      );
    } else blocks.push(b);
  }

  if (marketing) {
    // Without an event card the speaker stays in the copy's detail rows.
    const speakers = fromFacts.find((b) => b.kind === "speakers");
    if (speakers && blocks.some((b) => b.kind === "event")) {
      const at = blocks.findIndex((b) => b.kind === "event");
      blocks.splice(at >= 0 ? at + 1 : Math.min(1, blocks.length), 0, speakers);
    }
    if (offer && !blocks.includes(offer)) blocks.splice(recipe === 1 ? 0 : blocks.length, 0, offer);
    else if (offer && recipe === 1) blocks.unshift(...blocks.splice(blocks.indexOf(offer), 1));
    // The event card leads by default; one recipe puts the programme first and the card with its calendar links last.
    const ev = blocks.findIndex((b) => b.kind === "event");
    if (recipe === 1 && ev >= 0 && ev < blocks.length - 1) blocks.push(...blocks.splice(ev, 1));
    const pages = facts.brand.pages.slice(0, 3);
    // What the copy already links (before any block changed its kind), so the site's pages are not listed twice.
    const linked = new Set(
      source.flatMap((b) =>
        b.kind === "sections" || b.kind === "imageText"
          ? b.items.map((it) => it.link?.url)
          : b.kind === "articles"
            ? b.items.map((it) => it.link.url)
            : [],
      ),
    );
    if (pages.length && (type === "newsletter" || recipe === 2) && !pages.some((p) => linked.has(p.url))) {
      blocks.push({
        kind: "articles",
        title: label("articles.title", lang, { domain: facts.brand.domain }),
        items: pages.map((p, i) => ({
          title: p.label,
          body: null,
          link: { label: p.label, url: p.url },
          image: imageFor(a?.photos ?? [], i),
        })),
      });
    }
    if (facts.brand.social.length && a && Object.keys(a.social).length) {
      const items = facts.brand.social
        .map((s) => ({ network: s.network.toLowerCase().replace(/[^a-z]/g, ""), url: s.url }))
        .filter((s, i, all) => all.findIndex((x) => x.network === s.network) === i)
        .map((s) => ({
          network: s.network,
          label: SOCIAL_LABELS[s.network] ?? s.network.charAt(0).toUpperCase() + s.network.slice(1),
          url: s.url,
          icon: a.social[s.network] ?? null,
        }))
        .filter((s) => s.icon)
        .map((s) => ({ ...s, icon: { ...s.icon!, alt: s.label } }));
      if (items.length) blocks.push({ kind: "social", items });
    }
  }

  const sequence = [
    `hero:${hero}`,
    ...blocks.map((b) =>
      b.kind === "features" || b.kind === "sections" ? `${b.kind}-${b.columns}` : b.kind,
    ),
  ];
  return { content: { ...content, blocks }, hero, sequence };
}
