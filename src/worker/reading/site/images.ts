import { absolute, attr, hostOf, oneLine, within, type Element } from "./dom";
import { declarations } from "./css";
import { metaValue, type Page } from "./page";
import type { Found, SiteImageFact } from "../../../shared/facts";

const SKIP =
  /logo|icon|sprite|avatar|badge|pixel|spacer|tracking|blank|emoji|flag|payment|placeholder|loader|spinner|\.svg(\?|#|$)|\.ico(\?|#|$)|\.gif(\?|#|$)|facebook\.com\/tr|doubleclick|google-analytics|bat\.bing/i;
const size = (v: string): number | null => {
  const n = parseInt(v, 10);
  return Number.isFinite(n) && n > 0 && n < 20000 ? n : null;
};

/** Images worth showing: og/twitter, JSON-LD, large content images and CSS background heroes; never pixels or icons. */
export function readImages(page: Page): Found<SiteImageFact>[] {
  const out: Found<SiteImageFact>[] = [];
  const add = (
    url: string | null,
    kind: SiteImageFact["kind"],
    alt: string | null,
    w: number | null,
    h: number | null,
    source: string,
    confidence: number,
  ) => {
    if (
      !url ||
      !url.startsWith("https:") ||
      SKIP.test(url) ||
      out.some((o) => o.value.url === url) ||
      out.length >= 12
    )
      return;
    if ((w !== null && w < 200) || (h !== null && h < 120)) return;
    out.push({
      value: { url, kind, alt: alt ? oneLine(alt).slice(0, 200) : null, width: w, height: h },
      source,
      confidence,
    });
  };
  add(
    absolute(metaValue(page, "og:image:secure_url", "og:image", "og:image:url"), page.url),
    "og",
    metaValue(page, "og:image:alt"),
    size(metaValue(page, "og:image:width") ?? ""),
    size(metaValue(page, "og:image:height") ?? ""),
    "og:image",
    0.8,
  );
  add(
    absolute(metaValue(page, "twitter:image", "twitter:image:src"), page.url),
    "twitter",
    metaValue(page, "twitter:image:alt"),
    null,
    null,
    "twitter:image",
    0.75,
  );
  for (const n of page.jsonLd) {
    const img = n.image;
    const u =
      typeof img === "string"
        ? img
        : Array.isArray(img)
          ? img.find((x) => typeof x === "string")
          : img && typeof img === "object"
            ? (img as Record<string, unknown>).url
            : null;
    if (typeof u === "string")
      add(
        absolute(u, page.url),
        /Product/.test(String(n["@type"])) ? "product" : "content",
        null,
        null,
        null,
        "json-ld",
        0.7,
      );
  }
  for (const el of page.els) {
    if (out.length >= 12) break;
    if (el.name === "img") fromImg(el, page, add);
    const style = attr(el, "style");
    if (style && /url\(/.test(style) && !within(el, ["footer"], /footer/)) {
      const bg = declarations(style).get("background-image") ?? declarations(style).get("background") ?? "";
      const m = bg.match(/url\(\s*["']?([^"')]+)/);
      const h = `${attr(el, "class")} ${attr(el, "id")}`.toLowerCase();
      if (m && /hero|banner|cover|masthead|jumbotron|slide|header|intro|teaser|stage/.test(h))
        add(absolute(m[1], page.url), "hero", null, null, null, "css background", 0.6);
    }
  }
  return out;
}

function fromImg(
  el: Element,
  page: Page,
  add: (
    u: string | null,
    k: SiteImageFact["kind"],
    alt: string | null,
    w: number | null,
    h: number | null,
    s: string,
    c: number,
  ) => void,
) {
  const hint = `${attr(el, "alt")} ${attr(el, "class")} ${attr(el, "id")} ${attr(el, "src")}`.toLowerCase();
  const w = size(attr(el, "width"));
  const h = size(attr(el, "height"));
  const heroish = /hero|banner|cover|masthead|jumbotron|slide|featured|wp-post-image/.test(hint);
  if (
    SKIP.test(hint) ||
    within(el, ["footer", "nav"], /footer/) ||
    !((w ?? 0) >= 400 || (h ?? 0) >= 300 || (heroish && w === null))
  )
    return;
  const src = [attr(el, "src"), attr(el, "data-src"), attr(el, "data-lazy-src")].find(
    (s) => s && !s.startsWith("data:"),
  );
  const kind = heroish ? "hero" : /product|shop|item|sku/.test(hint) ? "product" : "content";
  add(absolute(src, page.url), kind, attr(el, "alt") || null, w, h, "img", 0.55);
}

const PAGE_SKIP =
  /^(home|start|startseite|accueil|inicio|login|log in|sign in|anmelden|se connecter|iniciar sesión|register|sign up|cart|warenkorb|panier|carrito|search|suche|menu|menü|close|skip to content|zum inhalt springen|\d+)$/i;

function textNodes(el: Element): string[] {
  const out: string[] = [];
  const stack = [...el.children].reverse();
  while (stack.length && out.length < 40) {
    const n = stack.pop()!;
    if (n.type === "text") out.push((n as unknown as { data: string }).data);
    else if (n.type === "tag" && !["svg", "script", "style"].includes((n as Element).name))
      for (let i = (n as Element).children.length - 1; i >= 0; i--) stack.push((n as Element).children[i]);
  }
  return out;
}

/** Link text as a person reads it: trimmed, each distinct text node once ("Kontakt\n Kontakt" -> "Kontakt"). */
export function linkText(el: Element): string {
  const parts: string[] = [];
  for (const raw of textNodes(el)) {
    const t = oneLine(raw);
    if (!t || parts.some((p) => p === t || t.startsWith(p) || p.startsWith(t))) continue;
    parts.push(t);
  }
  const joined = parts.join(" ");
  const half = joined.length / 2;
  return Number.isInteger(half) && joined.slice(0, half) === joined.slice(half)
    ? joined.slice(0, half)
    : joined;
}

/** Same-site pages from the navigation, unique by address and by text. */
export function readPages(page: Page): { title: string; url: string }[] {
  const base = new URL(page.url);
  const host = hostOf(page.url);
  const seen = new Set([`${base.origin}${base.pathname}`]);
  const titles = new Set<string>();
  const out: { title: string; url: string }[] = [];
  for (const el of page.els) {
    if (
      el.name !== "a" ||
      out.length >= 12 ||
      !within(el, ["nav", "header", "h2", "h3"], /(^|\s)(nav|menu|navigation)/)
    )
      continue;
    const url = absolute(attr(el, "href"), page.url);
    if (!url) continue;
    const u = new URL(url);
    u.hash = "";
    const key = `${u.origin}${u.pathname}`;
    const title = (linkText(el) || attr(el, "title")).slice(0, 80).trim();
    if (
      hostOf(url) !== host ||
      seen.has(key) ||
      title.length < 3 ||
      PAGE_SKIP.test(title) ||
      titles.has(title.toLowerCase())
    )
      continue;
    if (/\.(pdf|zip|jpe?g|png|webp)$/i.test(u.pathname) || /[?&](add-to-cart|lang)=/.test(u.search)) continue;
    seen.add(key);
    titles.add(title.toLowerCase());
    out.push({ title, url: u.toString() });
  }
  return out;
}
