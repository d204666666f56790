import type { CampaignType } from "../../../shared/campaign-types";
import type { ContentBlock, DetailStyle, ImageRef, SectionStyle } from "../content";
import type { Facts } from "../../../shared/facts";

type Sections = Extract<ContentBlock, { kind: "sections" }>;
type Products = Extract<ContentBlock, { kind: "products" }>;

/**
 * A body sequence: how the copy's blocks are presented and ordered. Each is typographic on its own (numerals, colour
 * fields, rules, tiles); real pictures, when there are any, replace a typographic lead, never add filler.
 */
export interface Recipe {
  name: string;
  /** The copy's own list (news items, points): featured = lead + briefs; lead-cards = the lead alone, then cards. */
  lead: SectionStyle | "lead-cards";
  /** Steps keep their numbers in every style: badges, large numerals, numbered cards. */
  steps: "numbered" | "digest" | "cards" | "row" | "timeline";
  /** The site's own pages: never numbered or featured (a navigation link is not a story). */
  pages: "articles" | "cards" | "links";
  details: DetailStyle;
  event: "card" | "band" | "tiles" | "split";
  /** The programme (speakers, agenda) first and the event card with its calendar links after it, before the site's pages. */
  eventLast?: boolean;
  offerFirst?: boolean;
  /** A product with its photograph: above its name and price, beside them, on a panel, or centred over a price ribbon. */
  product: "grid" | "side" | "panel" | "ribbon";
  /** Without a photograph, the product's name and price on a panel of their own instead of the details' price row. */
  productPanel?: boolean;
}

const R = (r: Partial<Recipe> & { name: string }): Recipe => ({
  lead: "list",
  steps: "numbered",
  pages: "articles",
  details: "table",
  event: "card",
  product: "grid",
  ...r,
});

const RECIPES: Partial<Record<CampaignType, Recipe[]>> = {
  newsletter: [
    R({ name: "lead-story-cards", lead: "lead-cards", pages: "articles" }),
    R({ name: "numbered-digest", lead: "digest", pages: "links" }),
    R({ name: "two-column-digest", lead: "cards", pages: "cards" }),
    R({ name: "featured-briefs", lead: "featured", pages: "links" }),
  ],
  "product-launch": [
    R({ name: "spotlight", details: "spotlight", lead: "cards", pages: "cards" }),
    R({ name: "fact-tiles", details: "tiles", lead: "digest", pages: "articles", product: "side" }),
    R({
      name: "offer-first",
      details: "table",
      lead: "featured",
      pages: "links",
      offerFirst: true,
      product: "panel",
      productPanel: true,
    }),
    R({ name: "price-ribbon", details: "ribbon", lead: "list", pages: "links", product: "ribbon" }),
  ],
  webinar: [
    R({ name: "event-card", event: "card", details: "table", pages: "articles", lead: "digest" }),
    R({ name: "date-band", event: "band", details: "tiles", pages: "cards", lead: "cards" }),
    R({
      name: "programme-first",
      event: "tiles",
      details: "tiles",
      pages: "links",
      lead: "featured",
      eventLast: true,
    }),
    R({ name: "date-column", event: "split", details: "spotlight", pages: "links", lead: "list" }),
  ],
  "customer-onboarding": [
    R({ name: "numbered-steps", steps: "numbered", pages: "articles", lead: "list" }),
    R({ name: "steps-row", steps: "row", pages: "links", lead: "cards" }),
    R({ name: "digest-steps", steps: "digest", pages: "cards", lead: "featured" }),
    R({ name: "timeline", steps: "timeline", pages: "links", lead: "digest" }),
  ],
};
RECIPES["offline-event"] = RECIPES.webinar;

export function recipesFor(type: CampaignType): Recipe[] {
  return RECIPES[type] ?? [R({ name: "plain" })];
}

export interface RecipeContext {
  facts: Facts;
  /** Real photographs not used by the hero: uploads first, then the site's. */
  photos: ImageRef[];
  products: Products | null;
  icons: ImageRef[];
  pagesTitle: string;
  /** The pictures of the brief's articles (their pages' og:image), by article URL. */
  articleImages?: Map<string, ImageRef>;
}

export function onSite(url: string | undefined, domain: string): boolean {
  if (!url) return false;
  try {
    const host = new URL(url).hostname.replace(/^www\./, "");
    return host === domain.replace(/^www\./, "");
  } catch {
    return false;
  }
}

const styled = (b: Sections, style: SectionStyle): Sections => ({
  ...b,
  style,
  columns: style === "cards" ? 2 : 1,
});

/**
 * The site's own pages as a block: every item a page of the brand's site named by its own title (the brief's articles
 * carry "Read the article" links and summaries, and are stories, not pages).
 */
export function isPagesBlock(b: ContentBlock, domain: string): boolean {
  if (b.kind === "articles")
    return (
      b.items.length > 0 && b.items.every((it) => onSite(it.link.url, domain) && it.link.label === it.title)
    );
  return (
    b.kind === "sections" &&
    b.items.length > 0 &&
    b.items.every((it) => onSite(it.link?.url, domain) && it.link?.label === it.heading)
  );
}

/**
 * The brief's articles with their own pictures, in the recipe's manner: a lead story beside its picture and the others
 * as thumbnails (lead-cards, featured), thumbnails beside every title (digest, list), or two picture cards to a row
 * (cards). An article whose page names no picture keeps a typographic row (or card) among them.
 */
function articleCards(b: Sections, pictures: (ImageRef | null)[], r: Recipe): ContentBlock[] {
  const items = b.items.map((it, i) => ({
    title: it.heading,
    body: it.body || null,
    link: it.link ?? { label: it.heading, url: "" },
    image: pictures[i],
  }));
  // Items without a link are the brief's other news: they stay a list of their own after the articles.
  const linked = items.filter((it) => it.link.url);
  const rest = b.items.filter((it) => !it.link);
  const tail: ContentBlock[] = rest.length ? [styled({ ...b, title: null, items: rest }, "list")] : [];
  if ((r.lead === "lead-cards" || r.lead === "featured") && linked[0]?.image) {
    const [first, ...others] = linked;
    return [
      {
        kind: "imageText",
        title: b.title,
        items: [{ heading: first.title, body: first.body ?? "", link: first.link, image: first.image }],
      },
      ...(others.length
        ? [{ kind: "articles" as const, title: null, items: others, style: "list" as const }]
        : []),
      ...tail,
    ];
  }
  const style = r.lead === "cards" && linked.length >= 2 ? "grid" : "list";
  return [{ kind: "articles", title: b.title, items: linked, style }, ...tail];
}

/** What a product card already says: its name and price (a details row with either is the card's). */
function productValues(p: Products): Set<string> {
  return new Set(p.items.flatMap((x) => [x.name, x.price]).filter((x): x is string => !!x));
}

export function applyRecipe(blocks: ContentBlock[], r: Recipe, ctx: RecipeContext): ContentBlock[] {
  const photos = [...ctx.photos];
  const out: ContentBlock[] = [];
  const domain = ctx.facts.brand.domain;
  for (const b of blocks) {
    if (b.kind === "sections") {
      const isPages = isPagesBlock(b, domain);
      if (isPages) {
        if (r.pages === "articles")
          out.push({
            kind: "articles",
            title: b.title,
            items: b.items.map((it) => ({
              title: it.heading,
              body: it.body || null,
              link: it.link!,
              image: null,
            })),
          });
        else out.push(styled(b, r.pages));
        continue;
      }
      const pictured = b.items.map((it) => (it.link ? (ctx.articleImages?.get(it.link.url) ?? null) : null));
      if (pictured.some(Boolean)) {
        out.push(...articleCards(b, pictured, r));
        continue;
      }
      // A lead story needs words under its heading: points without text are a checklist (or cards), never one
      // point set large above the others.
      const told = b.items.every((it) => it.body);
      const lead =
        told || (r.lead !== "featured" && r.lead !== "lead-cards")
          ? r.lead
          : r.lead === "lead-cards"
            ? "cards"
            : "list";
      const leadPhoto =
        (lead === "featured" || lead === "lead-cards") && photos.length ? photos.shift()! : null;
      if (leadPhoto) {
        // A real picture leads: the first item beside it, the rest as cards or briefs.
        const [first, ...rest] = b.items;
        out.push({ kind: "imageText", title: b.title, items: [{ ...first, image: leadPhoto }] });
        if (rest.length)
          out.push(styled({ ...b, title: null, items: rest }, lead === "lead-cards" ? "cards" : "list"));
      } else if (lead === "lead-cards" && b.items.length >= 3) {
        out.push(styled({ ...b, items: b.items.slice(0, 1) }, "featured"));
        out.push(styled({ ...b, title: null, items: b.items.slice(1) }, "cards"));
      } else out.push(styled(b, lead === "lead-cards" ? "featured" : lead));
    } else if (b.kind === "steps") {
      const items = b.items.map((it) => ({ heading: it.title, body: it.body, link: null }));
      // Steps are read in order: an odd number in two columns would put the last one alone across the row.
      // Side by side, a column is 121-228 px wide: long steps ("Install the Tidewater agent on the computers you want to
      // protect") would stand five lines tall, so they run along the timeline instead.
      const short = b.items.every((it) => it.title.length <= 32 && it.body.length <= 90);
      const steps =
        r.steps === "cards" && items.length % 2 === 1
          ? "digest"
          : r.steps === "row" && !short
            ? "timeline"
            : r.steps;
      if (steps === "digest" || steps === "cards")
        out.push({
          ...styled({ kind: "sections", title: b.title, columns: 1, items }, steps),
          numbered: true,
        });
      else if (steps === "row" || steps === "timeline") out.push({ ...b, style: steps });
      else out.push(b);
    } else if (b.kind === "features") {
      const icons = ctx.icons.length >= b.items.length;
      out.push({ ...b, items: b.items.map((it, i) => ({ ...it, icon: icons ? ctx.icons[i] : null })) });
    } else if (
      b.kind === "details" &&
      ctx.products &&
      photos.length &&
      ctx.products.items.length <= photos.length
    ) {
      // The product with its own photograph (an upload or the site's product image) in place of its fact table.
      out.push({
        ...ctx.products,
        style: r.product,
        items: ctx.products.items.map((p) => ({ ...p, image: photos.shift()! })),
      });
      const rows = b.rows.filter((row) => !productValues(ctx.products!).has(row.value));
      if (rows.length) out.push({ ...b, rows, style: r.details === "spotlight" ? "tiles" : r.details });
    } else if (
      b.kind === "details" &&
      ctx.products &&
      r.productPanel &&
      b.rows.some((row) => productValues(ctx.products!).has(row.value))
    ) {
      // No photograph: the product's own panel (name, price, list price) in place of its price row.
      out.push({ ...ctx.products, style: "panel" });
      const rows = b.rows.filter((row) => !productValues(ctx.products!).has(row.value));
      if (rows.length) out.push({ ...b, rows, style: r.details });
    } else if (b.kind === "details") out.push({ ...b, style: r.details });
    else if (b.kind === "event") out.push({ ...b, style: r.event });
    else out.push(b);
  }
  // The site's pages as cards right after the copy's own cards would read as more of the same: they become links.
  const copyCards = out.some((b) => b.kind === "sections" && b.style === "cards" && !isPagesBlock(b, domain));
  for (const [i, b] of out.entries())
    if (copyCards && b.kind === "sections" && b.style === "cards" && isPagesBlock(b, domain))
      out[i] = { ...b, style: "links", columns: 1 };
  const move = (i: number, to: "first" | "last") => {
    if (i < 0) return;
    const [x] = out.splice(i, 1);
    if (to === "first") out.unshift(x);
    else out.push(x);
  };
  if (r.eventLast) {
    // After the programme, before the site's pages (and the social row): the event stays the e-mail's main block.
    const at = out.findIndex((b) => b.kind === "event");
    if (at >= 0) {
      const [ev] = out.splice(at, 1);
      const tail = out.findIndex((b) => isPagesBlock(b, domain) || b.kind === "social");
      out.splice(tail < 0 ? out.length : tail, 0, ev);
    }
  }
  if (r.offerFirst)
    move(
      out.findIndex((b) => b.kind === "offer"),
      "first",
    );
  return out;
}
