import { converter } from "culori/fn";
import { attr, type Element } from "./dom";
import { declarations } from "./css";
import { isHidden, ownBackground, textColorOf } from "./styles";
import type { Page } from "./page";

export interface Vote {
  hex: string;
  weight: number;
  source: string;
}

/**
 * Boxes whose colours are not the brand's: consent banners, chat and map widgets, social embeds and share bars,
 * alerts, errors and pop-ups. Matched on class, id and role tokens.
 */
const FOREIGN_ZONE =
  /(^|[\s_-])(cookies?|consent|gdpr|cc-(window|banner)|onetrust|optanon|cookielaw|cli-bar|cmplz|chat|intercom|zendesk|drift|livechat|tawk|crisp|maps?|gmap|google-?map|leaflet|fb-(root|page|like|comments)|facebook|twitter|instagram|insta-?feed|youtube|pinterest|tweets?|timeline|addthis|sharethis|share|sharing|disqus|alert|alertdialog|errors?|danger|warning|notice|toast|modal|popup|lightbox|tooltip|captcha|recaptcha)([\s_-]|$)/;
const HEADER = /(^|[\s_-])(header|masthead|topbar|top-bar|site-header|navbar|branding)([\s_-]|$)/;
const NAV = /(^|[\s_-])(nav|navi|navigation|menu|menubar|main-nav|nav-main|topnav|tabs)([\s_-]|$)/;
const HERO =
  /(^|[\s_-])(hero|slider|slideshow|carousel|jumbotron|rev_slider|showcase|stage|banner)([\s_-]|$)/;
const BUTTON = /(^|[\s_-])(btn|button|cta|call-to-action)([\s_-]|$)/;
const LOGO = /(^|[\s_-])(logo|site-title|wordmark)([\s_-]|$)/;
const SKIP = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "head",
  "iframe",
  "select",
  "option",
  "svg",
]);

/**
 * Colours of a framework's or a CMS's defaults: the browser's link blue, Bootstrap's, Foundation's and WordPress
 * themes' link and button blues. A site that never changed them has not chosen them.
 */
const FRAMEWORK = new Set([
  "#0000ee",
  "#551a8b",
  "#337ab7",
  "#428bca",
  "#2a6496",
  "#23527c",
  "#007bff",
  "#0056b3",
  "#0d6efd",
  "#0a58ca",
  "#0275d8",
  "#2ba6cb",
  "#008cba",
  "#1779ba",
  "#0073aa",
  "#2271b1",
  "#21759b",
  "#0074a2",
]);
export const isFrameworkDefault = (hex: string) => FRAMEWORK.has(hex);

/** Pure primaries (#ff0000, #0000ff...): on text they mark emphasis or an error, not a brand. */
export const isPurePrimary = (hex: string) => /^#(?:00|ff){3}$/.test(hex);

const oklch = converter("oklch");
/** OKLCH lightness and chroma of a hex colour (the colour library registers the spaces in color-value.ts). */
export function lightnessChroma(hex: string): { l: number; c: number } {
  const o = oklch(hex);
  return { l: o?.l ?? 0, c: o?.c ?? 0 };
}

type Role = "header" | "nav" | "hero" | "button" | "logo" | "footer" | null;

function roleOf(el: Element, tokens: string): Role {
  if (el.name === "button" || (el.name === "input" && /submit|button/i.test(attr(el, "type"))))
    return "button";
  if (LOGO.test(tokens)) return "logo";
  if (el.name === "a" && BUTTON.test(tokens)) return "button";
  if (el.name === "nav" || NAV.test(tokens)) return "nav";
  if (el.name === "header" || HEADER.test(tokens)) return "header";
  if (HERO.test(tokens)) return "hero";
  if (el.name === "footer" || /(^|[\s_-])footer([\s_-]|$)/.test(tokens)) return "footer";
  if (BUTTON.test(tokens)) return "button";
  return null;
}

const ROLE_WEIGHT: Record<Exclude<Role, null>, number> = {
  header: 3,
  nav: 3,
  hero: 2.5,
  button: 3,
  logo: 3,
  footer: 1,
};

interface Stats {
  chars: number;
  links: number;
  images: number;
}

/** Text length, links and pictures under each element (one pass from the leaves up, bounded by the page's elements). */
function subtreeStats(page: Page): Map<Element, Stats> {
  const stats = new Map<Element, Stats>();
  for (let i = page.els.length - 1; i >= 0; i--) {
    const el = page.els[i];
    const s: Stats = { chars: 0, links: el.name === "a" ? 1 : 0, images: el.name === "img" ? 1 : 0 };
    for (const c of el.children) {
      if (c.type === "text") s.chars += (c as unknown as { data: string }).data.trim().length;
      const child = stats.get(c as Element);
      if (child) {
        s.chars += child.chars;
        s.links += child.links;
        s.images += child.images;
      }
    }
    stats.set(el, s);
  }
  return stats;
}

const px = (v: string | undefined): number | null => {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/i.exec(v ?? "");
  if (m) return parseFloat(m[1]);
  return /^\s*\d+(\.\d+)?%\s*$/.test(v ?? "") ? (parseFloat(v!) / 100) * 1000 : null;
};

/** How much of the screen a box covers, roughly: its stated size, else what it holds. */
function areaOf(el: Element, s: Stats): number {
  if (el.name === "body") return 1_000_000;
  const d = declarations(attr(el, "style"));
  const w = px(d.get("width")) ?? px(attr(el, "width"));
  const h = px(d.get("height")) ?? px(attr(el, "height"));
  if (w && h) return Math.min(w * h, 600_000);
  const content = s.chars * 150 + s.images * 6000 + 1500;
  return Math.min(w ? w * Math.max(30, content / w) : h ? h * 600 : content, 400_000);
}

const sizeWeight = (area: number) => Math.sqrt(area) / 250;

/**
 * What a person sees painted on the page, as colour votes: each box's own background where it starts (weighted by its
 * role and its size) and the colour of the text (links in the navigation and headings above plain text), read through
 * the cascade. Hidden boxes and foreign zones are skipped whole; emphasis colours on text count little.
 */
export function elementVotes(page: Page, votes: Vote[]): void {
  const body = page.els.find((e) => e.name === "body");
  if (!body) return;
  const stats = subtreeStats(page);
  const text = new Map<string, { weight: number; source: string }>();
  const stack: { el: Element; backdrop: string | null; role: Role; link: boolean }[] = [
    { el: body, backdrop: null, role: null, link: false },
  ];
  let seen = 0;
  while (stack.length && seen++ < 6000) {
    const { el, backdrop, role: outer, link: inLink } = stack.pop()!;
    if (SKIP.has(el.name)) continue;
    const tokens = `${attr(el, "class")} ${attr(el, "id")} ${attr(el, "role")}`.toLowerCase();
    if (FOREIGN_ZONE.test(tokens) || isHidden(el, page)) continue;
    const s = stats.get(el) ?? { chars: 0, links: 0, images: 0 };
    // A band of several short links is a navigation bar whatever it is called (table-built menus have no class).
    const navLike = s.links >= 3 && s.chars / s.links < 25 && s.chars < 400 ? "nav" : null;
    const role = roleOf(el, tokens) ?? outer ?? navLike;
    const link = inLink || el.name === "a";
    let here = backdrop;
    const bg = ownBackground(el, page);
    if (bg === "image") here = null;
    else if (bg && bg.color !== backdrop) {
      here = bg.color;
      const own = roleOf(el, tokens) ?? navLike;
      const area = areaOf(el, s);
      const { l, c } = lightnessChroma(bg.color);
      let w = sizeWeight(area) * (own ? ROLE_WEIGHT[own] : outer ? 1.5 : 1);
      if (isPurePrimary(bg.color) && el.name !== "body" && !own) w *= 0.3;
      // A page-wide backdrop is a brand colour only when it is clearly a colour: near-black, khaki and pale tints
      // read as a dark or neutral page; a pale tint anywhere is a backdrop for something else.
      if (area >= 400_000 && (l < 0.35 || c < 0.08)) w = 0;
      if (l > 0.85) w *= 0.3;
      if (w > 0) votes.push({ hex: bg.color, weight: w, source: own ? `${own} background` : "background" });
    }
    let chars = 0;
    for (const c of el.children)
      if (c.type === "text") chars += (c as unknown as { data: string }).data.trim().length;
    if (chars) {
      const color = textColorOf(el, page);
      if (color && color !== here) {
        const heading = /^h[1-3]$/.test(el.name) || (el.parent as Element | null)?.name?.match(/^h[1-3]$/);
        const kind = link
          ? role === "nav" || role === "header"
            ? "navigation link"
            : "link"
          : heading
            ? "heading"
            : "text";
        const mult = kind === "navigation link" ? 2 : kind === "heading" ? 1.5 : kind === "link" ? 1.2 : 1;
        let w = sizeWeight(chars * 150) * mult;
        if (isPurePrimary(color)) w *= 0.15;
        if (link && isFrameworkDefault(color)) w = 0;
        const prev = text.get(color);
        text.set(color, {
          weight: (prev?.weight ?? 0) + w,
          source: prev && prev.weight > w ? prev.source : kind,
        });
      }
    }
    for (let i = el.children.length - 1; i >= 0; i--) {
      const c = el.children[i];
      if (c.type === "tag") stack.push({ el: c as Element, backdrop: here, role, link });
    }
  }
  for (const [hex, t] of text) votes.push({ hex, weight: Math.sqrt(t.weight) * 1.2, source: t.source });
}
