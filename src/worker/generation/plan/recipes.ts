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
  steps: "numbered" | "digest" | "cards";
  /** The site's own pages: never numbered or featured (a navigation link is not a story). */
  pages: "articles" | "cards" | "links";
  details: DetailStyle;
  event: "card" | "band";
  /** The programme (speakers, agenda) first and the event card with its calendar links after it, before the site's pages. */
  eventLast?: boolean;
  offerFirst?: boolean;
  /** A product with its photograph: in a grid or beside its name and price. */
  product: "grid" | "side";
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
    R({ name: "offer-first", details: "table", lead: "featured", pages: "links", offerFirst: true }),
    R({ name: "tiles-digest", details: "tiles", lead: "list", pages: "links", product: "side" }),
  ],
  webinar: [
    R({ name: "event-card", event: "card", details: "table", pages: "articles", lead: "digest" }),
    R({ name: "date-band", event: "band", details: "tiles", pages: "cards", lead: "cards" }),
    R({ name: "programme-first", event: "card", details: "tiles", pages: "links", lead: "featured", eventLast: true }),
    R({ name: "band-digest", event: "band", details: "spotlight", pages: "links", lead: "list" }),
  ],
  "customer-onboarding": [
    R({ name: "numbered-steps", steps: "numbered", pages: "articles", lead: "list" }),
    R({ name: "numbered-cards", steps: "cards", pages: "links", lead: "cards" }),
    R({ name: "digest-steps", steps: "digest", pages: "cards", lead: "featured" }),
    R({ name: "badges-featured", steps: "numbered", pages: "links", lead: "digest" }),
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
    return b.items.length > 0 && b.items.every((it) => onSite(it.link.url, domain) && it.link.label === it.title);
  return (
    b.kind === "sections" &&
    b.items.length > 0 &&
    b.items.every((it) => onSite(it.link?.url, domain) && it.link?.label === it.heading)
  );
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
            items: b.items.map((it) => ({ title: it.heading, body: it.body || null, link: it.link!, image: null })),
          });
        else out.push(styled(b, r.pages));
        continue;
      }
      // A lead story needs words under its heading: points without text are a checklist (or cards), never one
      // point set large above the others.
      const told = b.items.every((it) => it.body);
      const lead = told || (r.lead !== "featured" && r.lead !== "lead-cards") ? r.lead : r.lead === "lead-cards" ? "cards" : "list";
      const leadPhoto = (lead === "featured" || lead === "lead-cards") && photos.length ? photos.shift()! : null;
      if (leadPhoto) {
        // A real picture leads: the first item beside it, the rest as cards or briefs.
        const [first, ...rest] = b.items;
        out.push({ kind: "imageText", title: b.title, items: [{ ...first, image: leadPhoto }] });
        if (rest.length) out.push(styled({ ...b, title: null, items: rest }, lead === "lead-cards" ? "cards" : "list"));
      } else if (lead === "lead-cards" && b.items.length >= 3) {
        out.push(styled({ ...b, items: b.items.slice(0, 1) }, "featured"));
        out.push(styled({ ...b, title: null, items: b.items.slice(1) }, "cards"));
      } else out.push(styled(b, lead === "lead-cards" ? "featured" : lead));
    } else if (b.kind === "steps") {
      const items = b.items.map((it) => ({ heading: it.title, body: it.body, link: null }));
      // Steps are read in order: an odd number in two columns would put the last one alone across the row.
      const steps = r.steps === "cards" && items.length % 2 === 1 ? "digest" : r.steps;
      if (steps === "digest" || steps === "cards")
        out.push({ ...styled({ kind: "sections", title: b.title, columns: 1, items }, steps), numbered: true });
      else out.push(b);
    } else if (b.kind === "features") {
      const icons = ctx.icons.length >= b.items.length;
      out.push({ ...b, items: b.items.map((it, i) => ({ ...it, icon: icons ? ctx.icons[i] : null })) });
    } else if (b.kind === "details" && ctx.products && photos.length && ctx.products.items.length <= photos.length) {
      // The product with its own photograph (an upload or the site's product image) in place of its fact table.
      out.push({ ...ctx.products, style: r.product, items: ctx.products.items.map((p) => ({ ...p, image: photos.shift()! })) });
      const names = new Set(ctx.products.items.flatMap((p) => [p.name, p.price]));
      const rows = b.rows.filter((row) => !names.has(row.value));
      if (rows.length) out.push({ ...b, rows, style: r.details === "spotlight" ? "tiles" : r.details });
    } else if (b.kind === "details") out.push({ ...b, style: r.details });
    else if (b.kind === "event") out.push({ ...b, style: r.event });
    else out.push(b);
  }
  // The site's pages as cards right after the copy's own cards would read as more of the same: they become links.
  const copyCards = out.some((b) => b.kind === "sections" && b.style === "cards" && !isPagesBlock(b, domain));
  for (const [i, b] of out.entries())
    if (copyCards && b.kind === "sections" && b.style === "cards" && isPagesBlock(b, domain)) out[i] = { ...b, style: "links", columns: 1 };
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
  if (r.offerFirst) move(out.findIndex((b) => b.kind === "offer"), "first");
  return out;
}
