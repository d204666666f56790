import render from "dom-serializer";
import { MAX_SITE_LOGOS } from "../../../shared/facts";
import { absolute, ancestors, attr, hostLabel, hostOf, squash, within, type Element } from "./dom";
import { backdropOf, backgroundIndex, elementsMatching } from "./styles";
import { svgColors } from "./colors";
import { declarations } from "./css";
import { luminance } from "../../../shared/color";
import { ldOrganisations, metaValue, type Page } from "./page";
import type { Found } from "../../../shared/facts";
import type { BrandLogo } from "./types";

/**
 * Third-party marks: payment, partners, trust seals, app stores, awards, press, clients, tech stacks, and a strip of
 * several logos ("logos", a logo wall or carousel), which shows others' marks.
 */
const THIRD_PARTY =
  /(^|[\s_-])logos([\s_-]|$)|logos__|logo-?(?:wall|strip|cloud|grid|carousel|slider|list|marquee)|payment|paypal|visa|mastercard|maestro|amex|klarna|sofort|apple-?pay|google-?pay|stripe|partner|sponsor|badge|seal|trust|tuev|tüv|trusted|ekomi|award|certif|siegel|zertifi|client|customer|kunden|press|featured|as-seen|app-?store|google-?play|play-?store|download-on|made-with|powered|built-with|shopify|wordpress|wix|squarespace|cookie|consent|flag|avatar|author|gravatar|testimonial|review/;
const LOGO = /logo|brand|site-title|wordmark|emblem/;
/** Controls that sit in a logo's container: close, menu, search buttons. */
const CONTROL = /(^|[\s_/.-])(close|menu|hamburger|burger|search|toggle|arrow|caret|chevron)([\s_/.-]|$)/;
const FOOTER = /footer|bottom|colophon/;

function bestSrc(el: Element, base: string): string | null {
  const set = attr(el, "srcset") || attr(el, "data-srcset");
  if (set) {
    const cands = set
      .split(/,\s+/)
      .map((c) => c.trim().split(/\s+/))
      .filter((c) => c[0]);
    const scored = cands.map(([u, d]) => ({ u, w: d ? parseFloat(d) * (d.endsWith("x") ? 400 : 1) : 1 }));
    // The smallest candidate that is at least 300 px wide is plenty for a 2x e-mail logo.
    const pick = scored.sort((a, b) => a.w - b.w).find((c) => c.w >= 300) ?? scored.at(-1);
    const src = attr(el, "src") || attr(el, "data-src");
    if (src && !src.startsWith("data:")) return absolute(src, base);
    if (pick) return absolute(pick.u, base);
  }
  const src = [
    attr(el, "src"),
    attr(el, "data-src"),
    attr(el, "data-lazy-src"),
    attr(el, "data-original"),
  ].find((s) => s && !s.startsWith("data:"));
  return absolute(src, base);
}

const lightByName = (s: string) =>
  /(^|[-_/.\s])(white|weiss|weiß|blanc|blanco|light|negative|neg|inverse|inverted|reverse|knockout)([-_/.\s]|$)/i.test(
    s,
  );

const CAMEL = [
  "viewBox",
  "preserveAspectRatio",
  "gradientUnits",
  "gradientTransform",
  "patternUnits",
  "patternTransform",
  "clipPathUnits",
  "maskUnits",
  "stdDeviation",
  "textLength",
  "lengthAdjust",
  "baseFrequency",
  "numOctaves",
  "stopColor",
  "stopOpacity",
];
const DRAWN = /<(path|rect|circle|ellipse|polygon|polyline|line|text|image)\b/i;

/** An inline SVG as a standalone document; a `<use>` of a symbol on the same page is inlined, an external sprite is not. */
function standaloneSvg(svg: Element, page: Page): string | null {
  let markup = render(svg, { xmlMode: true });
  if (!DRAWN.test(markup.replace(/<use\b[^>]*>/gi, ""))) {
    const use = svg.children.find((c): c is Element => c.type === "tag" && (c as Element).name === "use");
    const ref = use ? (attr(use, "href") || attr(use, "xlink:href")).match(/^#(.+)$/)?.[1] : null;
    const symbol = ref ? page.els.find((e) => attr(e, "id") === ref) : null;
    if (!symbol) return null;
    const inner = symbol.children.map((c) => render(c, { xmlMode: true })).join("");
    const box = attr(symbol, "viewbox") || attr(svg, "viewbox");
    markup = `<svg${box ? ` viewbox="${box}"` : ""}${attr(svg, "width") ? ` width="${attr(svg, "width")}"` : ""}${attr(svg, "height") ? ` height="${attr(svg, "height")}"` : ""}>${inner}</svg>`;
    if (!DRAWN.test(markup)) return null;
  }
  for (const name of CAMEL) markup = markup.replace(new RegExp(`(\\s)${name}=`, "gi"), `$1${name}=`);
  return /xmlns=/.test(markup) ? markup : markup.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}

/** `<svg><use href="/icons.svg#logo"/></svg>`: the logo lives in the site's sprite, its address keeps the symbol's id. */
function externalSprite(svg: Element, base: string): string | null {
  const use = svg.children.find((c): c is Element => c.type === "tag" && (c as Element).name === "use");
  const href = use ? attr(use, "href") || attr(use, "xlink:href") : "";
  const url = /^[^#].*\.svg(\?[^#]*)?#[\w-]+$/i.test(href) ? absolute(href, base) : null;
  return url;
}

/**
 * An SVG logo is light when it has no dark ink (nothing that reads on white at 3:1) and light colours are most of its
 * fills: a white wordmark with a yellow mark is light, a single mid-tone colour is not. Null when it names no colour
 * (it inherits `currentColor`): then what it sits on decides.
 */
function svgLight(markup: string): boolean | null {
  const colors = svgColors(markup);
  if (!colors.length) return null;
  return (
    colors.every((c) => luminance(c) > 0.3) &&
    colors.filter((c) => luminance(c) > 0.7).length * 2 > colors.length
  );
}

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = "";
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
  return btoa(bin);
}

function svgDataUrl(svg: Element, page: Page): { url: string; markup: string } | null {
  const withNs = standaloneSvg(svg, page);
  if (!withNs || withNs.length > 100_000) return null;
  return { url: `data:image/svg+xml;base64,${base64(withNs)}`, markup: withNs };
}

/** The SVG document inside a `data:image/svg+xml` URL (base64 or percent-encoded), or null. */
function svgOfDataUrl(url: string): string | null {
  const m = /^data:image\/svg\+xml(;charset=[\w-]+)?(;base64)?,(.*)$/is.exec(url);
  if (!m || m[3].length > 100_000) return null;
  try {
    return m[2]
      ? new TextDecoder().decode(Uint8Array.from(atob(m[3]), (c) => c.charCodeAt(0)))
      : decodeURIComponent(m[3]);
  } catch {
    return null;
  }
}

const inHeader = (el: Element) =>
  within(
    el,
    ["header", "nav"],
    /(^|\s|-|_)(header|navbar|nav|masthead|topbar|site-branding|branding)(\s|-|_|$)/,
  );
/** The site's home page: "/", "./", "/index.html", a language's home ("/de/", "/en-gb"), on the page's own site. */
function linksHome(href: string, page: Page): boolean {
  if (/^#?$/.test(href)) return true;
  const url = absolute(href, page.url);
  if (!url) return false;
  const u = new URL(url);
  const root = (h: string) => h.split(".").slice(-2).join(".");
  return (
    root(hostOf(url)) === root(hostOf(page.url)) &&
    !u.search.replace(/^\?(lang|language|l)=[\w-]+$/i, "") &&
    /^\/(([a-z]{2}([-_][a-z]{2})?)\/?)?(index\.(html?|php))?$/i.test(u.pathname)
  );
}
const tokens = (el: Element) => `${attr(el, "class")} ${attr(el, "id")}`.toLowerCase();

/** A logo in a menu item that links to a section of the site (a sub-brand, a magazine's car makes): not the site's. */
function inSectionMenu(el: Element, chain: Element[], page: Page): boolean {
  const link = chain.find((a) => a.name === "a");
  const href = link ? attr(link, "href") : "";
  if (!href || /^(#|javascript:)/i.test(href) || linksHome(href, page)) return false;
  return within(el, ["li"], /(^|[\s_-])(menu|dropdown|submenu|flyout|mega)([\s_-]|$)/, false, 12);
}

/**
 * Not in its logo box's first position: an earlier child of the box is itself a logo (the site's own mark comes
 * first, a sub-brand's or a campaign's follows: `<div class="header-logo"><a class="…_autozeitung">…<a class="…_classiccars">`).
 */
function laterInLogoBox(el: Element): boolean {
  let box: Element | null = null;
  for (const a of ancestors(el, 4)) if (LOGO.test(tokens(a))) box = a;
  if (!box) return false;
  let child: Element = el;
  while (child.parent && child.parent !== box) child = child.parent as Element;
  for (const sib of box.children) {
    if (sib === child) return false;
    if (
      sib.type === "tag" &&
      (LOGO.test(tokens(sib as Element)) || ["img", "svg"].includes((sib as Element).name))
    )
      return true;
  }
  return false;
}

/** Logo candidates, best first; the SVG markup of an inline logo comes along for its colours. */
export function readLogos(
  page: Page,
  brandName: string | null = null,
): { logos: Found<BrandLogo>[]; svg: string | null } {
  const c: Found<BrandLogo>[] = [];
  const svgs: string[] = [];
  const names = [squash(brandName ?? ""), squash(hostLabel(page.url))].filter((n) => n.length >= 4);
  const add = (url: string | null, source: string, confidence: number, light = false) => {
    if (url && !c.some((x) => x.value.url === url)) c.push({ value: { url, light }, source, confidence });
  };
  for (const o of ldOrganisations(page)) {
    const l = o.logo;
    const u =
      typeof l === "string"
        ? l
        : l && typeof l === "object" && !Array.isArray(l)
          ? String((l as Record<string, unknown>).url ?? (l as Record<string, unknown>).contentUrl ?? "")
          : "";
    const width = l && typeof l === "object" ? Number((l as Record<string, unknown>).width) : NaN;
    // A favicon named as the publisher's logo (32 px, "favicon") is a last resort, not the logo a person sees.
    // A logo without an element on the page (JSON-LD, og:logo, icons) is not flagged light: no colours, no backdrop say so.
    add(absolute(u, page.url), "json-ld", /favicon|apple-touch/i.test(u) || width <= 64 ? 0.32 : 0.85);
  }
  /**
   * An element that shows a logo (img, inline svg, CSS background): ranked by where it sits and what links it. Its
   * light flag comes from its own colours (SVG) or what it is seen on; the file name counts only when the page says
   * nothing about that.
   */
  const consider = (
    el: Element,
    kind: "img" | "svg" | "css",
    own: string,
    found: () => { url: string | null; svg: string | null },
  ) => {
    const chain = [el, ...ancestors(el, 3)];
    const around = chain
      .map((a) => `${attr(a, "class")} ${attr(a, "id")} ${attr(a, "aria-label")} ${attr(a, "title")}`)
      .join(" ")
      .toLowerCase();
    const isLogo = LOGO.test(own) || LOGO.test(around) || /custom-logo|navbar-brand|site-logo/.test(around);
    if (
      !isLogo ||
      CONTROL.test(own) ||
      chain.some((a) => a.name === "button") ||
      THIRD_PARTY.test(own) ||
      THIRD_PARTY.test(around.replace(/site-branding|navbar-brand|brand-logo|logo-brand|brand/g, ""))
    )
      return;
    if (within(el, ["footer"], FOOTER) && !inHeader(el)) return;
    // Only now the address (an inline SVG is serialised and encoded): most images and icons are no logo.
    const { url, svg: svgMarkup } = found();
    if (!url) return;
    const homeLink = chain.some((a) => a.name === "a" && linksHome(attr(a, "href"), page));
    const header = inHeader(el);
    // Its alt text, file name or class names the brand (the address's host does not count: every file of the site has it).
    const named = names.some((n) => squash(own.replace(/(https?:)?\/\/[^/\s]+/g, " ")).includes(n));
    const conf =
      0.5 +
      (header ? 0.25 : 0) +
      (homeLink ? 0.1 : 0) +
      (LOGO.test(own) ? 0.05 : 0) +
      (named ? 0.05 : 0) -
      (inSectionMenu(el, chain, page) ? 0.25 : 0) -
      (laterInLogoBox(el) ? 0.15 : 0) -
      (kind === "img" ? 0 : kind === "svg" ? 0.02 : 0.03) -
      0.002 * c.length;
    const ownColours = svgMarkup ? svgLight(svgMarkup) : null;
    let light = ownColours;
    if (light === null) {
      const behind = backdropOf(kind === "css" && el.parent ? (el.parent as Element) : el, page);
      light = behind.known
        ? behind.color !== null && luminance(behind.color) < 0.2
        : lightByName(kind === "img" ? `${own} ${url}` : url);
    }
    const where = header ? "header " : "";
    add(
      url,
      kind === "css"
        ? `${where}css background`
        : url.startsWith("data:")
          ? `${where}svg`
          : el.name === "svg"
            ? `${where}svg sprite`
            : `${where}img`,
      conf,
      light,
    );
    if (svgMarkup && header && svgs.length < 3) svgs.push(svgMarkup);
  };
  const cssLogo = (el: Element, raw: string, base: string) => {
    const url = cssUrl(raw, base);
    const data = !!url && url.startsWith("data:");
    consider(el, "css", `${tokens(el)} ${url && !data ? url.toLowerCase() : ""}`, () => ({
      url,
      svg: url && data ? svgOfDataUrl(url) : null,
    }));
  };
  let seen = 0;
  for (const el of page.els) {
    const style = el.name === "img" || el.name === "svg" || el.name === "image" ? "" : attr(el, "style");
    if (style.includes("url(")) {
      const d = declarations(style);
      const raw = firstUrl(d.get("background-image") ?? d.get("background") ?? "");
      if (raw) cssLogo(el, raw, page.url);
      continue;
    }
    if (el.name !== "img" && el.name !== "svg" && el.name !== "image") continue;
    if (++seen > 400) break;
    const own =
      `${attr(el, "class")} ${attr(el, "id")} ${attr(el, "itemprop")} ${attr(el, "alt")} ${attr(el, "src")} ${attr(el, "data-src")} ${attr(el, "srcset").split(",")[0]}`.toLowerCase();
    if (el.name === "img") consider(el, "img", own, () => ({ url: bestSrc(el, page.url), svg: null }));
    else if (el.name === "svg")
      consider(el, "svg", own, () => {
        const data = svgDataUrl(el, page);
        return data ? { url: data.url, svg: data.markup } : { url: externalSprite(el, page.url), svg: null };
      });
  }
  for (const { el, raw, base } of cssBackgroundLogos(page)) cssLogo(el, raw, base);
  add(absolute(metaValue(page, "og:logo", "logo"), page.url), "og:logo", 0.6);
  const icon = (re: RegExp, typeRe: RegExp | null) =>
    page.links.find((l) => re.test(l.rel) && (!typeRe || typeRe.test(l.type) || typeRe.test(l.href)));
  const svgIcon = icon(/\bicon\b/, /svg/);
  add(svgIcon ? absolute(svgIcon.href, page.url) : null, "icon svg", 0.35);
  const apple = icon(/apple-touch-icon/, null);
  add(apple ? absolute(apple.href, page.url) : null, "apple-touch-icon", 0.3);
  const anyIcon = icon(/\bicon\b/, null);
  const icons = page.manifest?.icons;
  if (Array.isArray(icons)) {
    const best = icons
      .filter((i) => i && typeof i === "object" && typeof i.src === "string")
      .sort((a, b) => parseInt(String(b.sizes ?? "0"), 10) - parseInt(String(a.sizes ?? "0"), 10))[0];
    if (best) add(absolute(best.src, page.url), "manifest", 0.28);
  }
  // A plain favicon is the very last resort: usually 32 px, the logo stage refuses what is too small.
  add(anyIcon ? absolute(anyIcon.href, page.url) : null, "icon", 0.2);
  c.sort((a, b) => b.confidence - a.confidence);
  // The header's inline SVG logos (a mark and its wordmark) are the logo's colours, whichever of them ranks first.
  // At most MAX_SITE_LOGOS candidates, best first: the asset stage tries them in order when one cannot be read.
  return { logos: c.slice(0, MAX_SITE_LOGOS), svg: svgs.length ? svgs.join("") : null };
}

/** The address in a CSS value's first `url(...)`, quoted or not. */
function firstUrl(value: string): string | null {
  const m = /url\(\s*(?:"([^"]+)"|'([^']+)'|([^)\s]+))/i.exec(value);
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

/** A CSS `url(...)` as a logo address: http(s), or an SVG data URL (a raster data URL is no logo file we convert). */
function cssUrl(raw: string, base: string): string | null {
  const u = raw.trim();
  if (/^data:/i.test(u))
    return /^data:image\/svg\+xml[;,]/i.test(u) && u.length <= 60_000
      ? u.replace(/^data:image\/svg\+xml/i, "data:image/svg+xml")
      : null;
  return absolute(u, base);
}

/**
 * Logos drawn as CSS backgrounds: an element whose class or id (or an ancestor's, in the selector) names the logo,
 * painted by `background(-image): url(...)` in the page's stylesheets. Sprites (negative offsets) are left out: their
 * file is many pictures, not the logo.
 */
function cssBackgroundLogos(page: Page): { el: Element; raw: string; base: string }[] {
  const out: { el: Element; raw: string; base: string }[] = [];
  let rules = 0;
  for (const s of backgroundIndex(page).all) {
    const value = s.rule.decls.get("background-image") ?? s.rule.decls.get("background") ?? "";
    if (!value.includes("url(")) continue;
    const names = s.compounds.map((k) => `${k.id ?? ""} ${k.classes.join(" ")}`).join(" ");
    if (!LOGO.test(names) || ++rules > 40) continue;
    const position = `${s.rule.decls.get("background-position") ?? ""} ${value.replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/g, "")}`;
    if (/(^|\s)-\d/.test(position) || /sprite/i.test(value)) continue;
    const raw = firstUrl(value);
    if (raw) for (const el of elementsMatching(page, s)) out.push({ el, raw, base: s.rule.base });
  }
  return out;
}
