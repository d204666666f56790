import render from "dom-serializer";
import { absolute, ancestors, attr, within, type Element } from "./dom";
import { svgColors } from "./colors";
import { luminance } from "../color";
import { ldOrganisations, metaValue, type Page } from "./page";
import type { BrandLogo, Reading } from "./types";

/** Third-party marks: payment, partners, trust seals, app stores, awards, press, clients, tech stacks. */
const THIRD_PARTY = /payment|paypal|visa|mastercard|maestro|amex|klarna|sofort|apple-?pay|google-?pay|stripe|partner|sponsor|badge|seal|trust|tuev|tüv|trusted|ekomi|award|certif|siegel|zertifi|client|customer|kunden|press|featured|as-seen|app-?store|google-?play|play-?store|download-on|made-with|powered|built-with|shopify|wordpress|wix|squarespace|cookie|consent|flag|avatar|author|gravatar|testimonial|review/;
const LOGO = /logo|brand|site-title|wordmark|emblem/;
/** Controls that sit in a logo's container: close, menu, search buttons. */
const CONTROL = /(^|[\s_/.-])(close|menu|hamburger|burger|search|toggle|arrow|caret|chevron)([\s_/.-]|$)/;
const FOOTER = /footer|bottom|colophon/;

function bestSrc(el: Element, base: string): string | null {
  const set = attr(el, "srcset") || attr(el, "data-srcset");
  if (set) {
    const cands = set.split(/,\s+/).map((c) => c.trim().split(/\s+/)).filter((c) => c[0]);
    const scored = cands.map(([u, d]) => ({ u, w: d ? parseFloat(d) * (d.endsWith("x") ? 400 : 1) : 1 }));
    // The smallest candidate that is at least 300 px wide is plenty for a 2x e-mail logo.
    const pick = scored.sort((a, b) => a.w - b.w).find((c) => c.w >= 300) ?? scored.at(-1);
    const src = attr(el, "src") || attr(el, "data-src");
    if (src && !src.startsWith("data:")) return absolute(src, base);
    if (pick) return absolute(pick.u, base);
  }
  const src = [attr(el, "src"), attr(el, "data-src"), attr(el, "data-lazy-src"), attr(el, "data-original")].find((s) => s && !s.startsWith("data:"));
  return absolute(src, base);
}

const lightByName = (s: string) => /(^|[-_/.\s])(white|weiss|weiß|blanc|blanco|light|negative|neg|inverse|inverted|reverse|knockout)([-_/.\s]|$)/i.test(s);

const CAMEL = ["viewBox", "preserveAspectRatio", "gradientUnits", "gradientTransform", "patternUnits", "patternTransform", "clipPathUnits", "maskUnits", "stdDeviation", "textLength", "lengthAdjust", "baseFrequency", "numOctaves", "stopColor", "stopOpacity"];
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

function svgDataUrl(svg: Element, page: Page): { url: string; light: boolean; markup: string } | null {
  const withNs = standaloneSvg(svg, page);
  if (!withNs || withNs.length > 100_000) return null;
  const colors = svgColors(withNs);
  const light = colors.length > 0 && colors.every((c) => luminance(c) > 0.7);
  const bytes = new TextEncoder().encode(withNs);
  let bin = "";
  for (let i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
  return { url: `data:image/svg+xml;base64,${btoa(bin)}`, light, markup: withNs };
}

const inHeader = (el: Element) => within(el, ["header", "nav"], /(^|\s|-|_)(header|navbar|nav|masthead|topbar|site-branding|branding)(\s|-|_|$)/);

/** Logo candidates, best first; the SVG markup of an inline logo comes along for its colours. */
export function readLogos(page: Page): { logos: Reading<BrandLogo>[]; svg: string | null } {
  const c: Reading<BrandLogo>[] = [];
  const svgs: string[] = [];
  const add = (url: string | null, source: string, confidence: number, light = false) => {
    if (url && !c.some((x) => x.value.url === url)) c.push({ value: { url, light: light || lightByName(url) }, source, confidence });
  };
  for (const o of ldOrganisations(page)) {
    const l = o.logo;
    const u = typeof l === "string" ? l : l && typeof l === "object" && !Array.isArray(l) ? String((l as Record<string, unknown>).url ?? (l as Record<string, unknown>).contentUrl ?? "") : "";
    const width = l && typeof l === "object" ? Number((l as Record<string, unknown>).width) : NaN;
    // A favicon named as the publisher's logo (32 px, "favicon") is a last resort, not the logo a person sees.
    add(absolute(u, page.url), "json-ld", /favicon|apple-touch/i.test(u) || width <= 64 ? 0.32 : 0.85);
  }
  let seen = 0;
  for (const el of page.els) {
    if (el.name !== "img" && el.name !== "svg" && el.name !== "image") continue;
    if (++seen > 400) break;
    const chain = [el, ...ancestors(el, 3)];
    const own = `${attr(el, "class")} ${attr(el, "id")} ${attr(el, "itemprop")} ${attr(el, "alt")} ${attr(el, "src")} ${attr(el, "data-src")} ${attr(el, "srcset").split(",")[0]}`.toLowerCase();
    const around = chain.map((a) => `${attr(a, "class")} ${attr(a, "id")} ${attr(a, "aria-label")} ${attr(a, "title")}`).join(" ").toLowerCase();
    const isLogo = LOGO.test(own) || LOGO.test(around) || /custom-logo|navbar-brand|site-logo/.test(around);
    if (!isLogo || CONTROL.test(own) || chain.some((a) => a.name === "button") || THIRD_PARTY.test(own) || THIRD_PARTY.test(around.replace(/site-branding|navbar-brand|brand-logo|logo-brand|brand/g, ""))) continue;
    if (within(el, ["footer"], FOOTER) && !inHeader(el)) continue;
    const homeLink = chain.some((a) => a.name === "a" && /^(\/|\.\/|#?)$|^https?:\/\/[^/]+\/?$/.test(attr(a, "href")));
    const header = inHeader(el);
    const conf = 0.5 + (header ? 0.25 : 0) + (homeLink ? 0.1 : 0) + (LOGO.test(own) ? 0.05 : 0) - 0.002 * c.length;
    if (el.name === "img") add(bestSrc(el, page.url), header ? "header img" : "img", conf, lightByName(own));
    else if (el.name === "svg") {
      const data = svgDataUrl(el, page);
      const sprite = data ? null : externalSprite(el, page.url);
      if (sprite) add(sprite, header ? "header svg sprite" : "svg sprite", conf - 0.03);
      if (data) {
        add(data.url, header ? "header svg" : "svg", conf - 0.02, data.light);
        if (header && svgs.length < 3) svgs.push(data.markup);
      }
    }
  }
  add(absolute(metaValue(page, "og:logo", "logo"), page.url), "og:logo", 0.6);
  const icon = (re: RegExp, typeRe: RegExp | null) => page.links.find((l) => re.test(l.rel) && (!typeRe || typeRe.test(l.type) || typeRe.test(l.href)));
  const svgIcon = icon(/\bicon\b/, /svg/);
  add(svgIcon ? absolute(svgIcon.href, page.url) : null, "icon svg", 0.35);
  const apple = icon(/apple-touch-icon/, null);
  add(apple ? absolute(apple.href, page.url) : null, "apple-touch-icon", 0.3);
  const anyIcon = icon(/\bicon\b/, null);
  const icons = page.manifest?.icons;
  if (Array.isArray(icons)) {
    const best = icons.filter((i) => i && typeof i === "object" && typeof i.src === "string").sort((a, b) => parseInt(String(b.sizes ?? "0"), 10) - parseInt(String(a.sizes ?? "0"), 10))[0];
    if (best) add(absolute(best.src, page.url), "manifest", 0.28);
  }
  // A plain favicon is the very last resort: usually 32 px, the logo stage refuses what is too small.
  add(anyIcon ? absolute(anyIcon.href, page.url) : null, "icon", 0.2);
  c.sort((a, b) => b.confidence - a.confidence);
  // The header's inline SVG logos (a mark and its wordmark) are the logo's colours, whichever of them ranks first.
  return { logos: c.slice(0, 6), svg: svgs.length ? svgs.join("") : null };
}
