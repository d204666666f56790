import { normalizeHex } from "./color";
import { cleanText } from "../../shared/escape";
import { decodeEntities } from "./sanitize";
import type { SafeFetchOptions } from "./safe-fetch";
import type { BrandData, BrandImage, BrandReadResult } from "./types";
import { readBrandSite } from "../reading/site/index";
import { toBrandData } from "../reading/site/to-brand-data";

const SOCIAL_HOSTS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, "linkedin"],
  [/(^|\.)(twitter|x)\.com$/, "x"],
  [/(^|\.)facebook\.com$/, "facebook"],
  [/(^|\.)instagram\.com$/, "instagram"],
  [/(^|\.)youtube\.com$/, "youtube"],
  [/(^|\.)tiktok\.com$/, "tiktok"],
  [/(^|\.)github\.com$/, "github"],
  [/(^|\.)pinterest\.com$/, "pinterest"],
  [/(^|\.)threads\.net$/, "threads"],
  [/(^|\.)mastodon\.social$/, "mastodon"],
];
const GENERIC_FONTS = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "inherit",
  "initial",
  "unset",
  "-apple-system",
  "blinkmacsystemfont",
  "ui-sans-serif",
  "ui-serif",
  "ui-monospace",
  "emoji",
  "math",
]);

export function emptyBrand(url: string): BrandData {
  return {
    url,
    siteName: null,
    title: null,
    description: null,
    themeColor: null,
    fonts: [],
    logoUrls: [],
    socialLinks: [],
    address: null,
    tagline: null,
    lang: null,
    pages: [],
    images: [],
  };
}

function absolute(href: string | null, base: string): string | null {
  if (!href) return null;
  try {
    const u = new URL(href.trim(), base);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : null;
  } catch {
    return null;
  }
}

function fontsFromCss(css: string, into: Set<string>) {
  for (const m of css.matchAll(/font-family\s*:\s*([^;}]+)/gi)) {
    for (const f of m[1].split(",")) {
      const name = f
        .replace(/!important/i, "")
        .replace(/["']/g, "")
        .trim();
      if (name && !name.startsWith("var(") && !GENERIC_FONTS.has(name.toLowerCase()) && name.length < 40)
        into.add(name);
    }
  }
}

function fontsFromLink(href: string, into: Set<string>) {
  try {
    const u = new URL(href);
    if (!/fonts\.(googleapis\.com|bunny\.net)$/.test(u.hostname)) return;
    for (const fam of u.searchParams.getAll("family")) {
      for (const part of fam.split("|")) into.add(part.split(":")[0].replace(/\+/g, " ").trim());
    }
  } catch {}
}

function addressFromJsonLd(node: unknown): string | null {
  if (!node || typeof node !== "object") return null;
  if (Array.isArray(node)) return node.map(addressFromJsonLd).find(Boolean) ?? null;
  const obj = node as Record<string, unknown>;
  const a = obj.address;
  if (typeof a === "string") return a;
  if (a && typeof a === "object" && !Array.isArray(a)) {
    const p = a as Record<string, unknown>;
    const parts = [
      p.streetAddress,
      [p.postalCode, p.addressLocality].filter(Boolean).join(" "),
      p.addressRegion,
      p.addressCountry,
    ]
      .map((x) =>
        typeof x === "string"
          ? x
          : x && typeof x === "object" && typeof (x as { name?: unknown }).name === "string"
            ? (x as { name: string }).name
            : "",
      )
      .filter((x) => x && x.trim());
    if (parts.length) return parts.join(", ");
  }
  return addressFromJsonLd(obj["@graph"]);
}

const PAGE_SKIP =
  /^(?:home|start|startseite|accueil|inicio|login|log in|sign in|anmelden|se connecter|iniciar sesión|register|sign up|cart|warenkorb|panier|carrito|search|suche|menu|close|skip to content|zum inhalt springen|\d+)$/i;
const IMG_SKIP =
  /logo|icon|sprite|avatar|badge|pixel|spacer|tracking|emoji|flag|payment|\.svg(?:\?|#|$)|\.ico(?:\?|#|$)|\.gif(?:\?|#|$)/i;

function size(v: string | null): number | null {
  const n = v ? parseInt(v, 10) : NaN;
  return Number.isFinite(n) && n > 0 && n < 20000 ? n : null;
}

/** Site pages worth linking: same-site, not the page itself, not a fragment, not a utility link; unique by URL. */
function sitePages(
  links: { title: string; url: string }[],
  pageUrl: string,
): { title: string; url: string }[] {
  const base = new URL(pageUrl);
  const host = base.hostname.replace(/^www\./, "");
  const seen = new Set<string>([`${base.origin}${base.pathname}`]);
  const out: { title: string; url: string }[] = [];
  for (const l of links) {
    const title = cleanText(decodeEntities(l.title), 80);
    let u: URL;
    try {
      u = new URL(l.url);
    } catch {
      continue;
    }
    u.hash = "";
    const key = `${u.origin}${u.pathname}`;
    if (
      u.hostname.replace(/^www\./, "") !== host ||
      seen.has(key) ||
      !title ||
      title.length < 3 ||
      PAGE_SKIP.test(title)
    )
      continue;
    if (/\.(?:pdf|zip|jpg|png|webp)$/i.test(u.pathname) || /[?&](?:add-to-cart|lang)=/.test(u.search))
      continue;
    seen.add(key);
    out.push({ title, url: u.toString() });
  }
  return out.slice(0, 12);
}

/** Reads brand hints from a page with HTMLRewriter, streaming, so a large page never sits in memory. @internal */
export async function parseBrand(
  body: ReadableStream<Uint8Array> | string,
  pageUrl: string,
): Promise<BrandData> {
  const brand = emptyBrand(pageUrl);
  const fonts = new Set<string>();
  const logos: string[] = [];
  const icons: string[] = [];
  const social = new Map<string, string>();
  let title = "";
  let css = "";
  let jsonLd = "";
  const footerLines: string[] = [];
  let line = "";
  let inFooter = 0;
  const links: { title: string; url: string }[] = [];
  let openLink: { title: string; url: string } | null = null;
  let h1 = "";
  let inH1 = false;
  const images: BrandImage[] = [];
  const og: { url?: string; width?: number | null; height?: number | null; alt?: string | null } = {};
  const tw: { url?: string; alt?: string | null } = {};
  const meta = (name: string, value: string | null) => {
    const v = value ? cleanText(value, 300) : "";
    if (!v) return;
    if ((name === "og:site_name" || name === "application-name") && !brand.siteName)
      brand.siteName = cleanText(v, 80);
    if ((name === "description" || name === "og:description") && !brand.description) brand.description = v;
    if (name === "theme-color" && !brand.themeColor) brand.themeColor = normalizeHex(v);
    if ((name === "og:logo" || name === "logo") && absolute(v, pageUrl)) logos.push(absolute(v, pageUrl)!);
    if ((name === "og:image" || name === "og:image:secure_url" || name === "og:image:url") && !og.url)
      og.url = absolute(v, pageUrl) ?? undefined;
    if (name === "og:image:width") og.width = size(v);
    if (name === "og:image:height") og.height = size(v);
    if (name === "og:image:alt") og.alt = v;
    if ((name === "twitter:image" || name === "twitter:image:src") && !tw.url)
      tw.url = absolute(v, pageUrl) ?? undefined;
    if (name === "twitter:image:alt") tw.alt = v;
  };
  const rewriter = new HTMLRewriter()
    .on("html", { element: (el) => void (brand.lang = cleanText(el.getAttribute("lang") ?? "", 20) || null) })
    .on("title", { text: (t) => void (title += t.text) })
    .on("h1", {
      element(el) {
        inH1 = !h1;
        el.onEndTag(() => void (inH1 = false));
      },
      text: (t) => void (inH1 && h1.length < 200 && (h1 += t.text)),
    })
    .on("nav a[href], header a[href], h2 a[href], h3 a[href], [role=navigation] a[href]", {
      element(el) {
        const url = absolute(decodeEntities(el.getAttribute("href") ?? ""), pageUrl);
        if (!url || links.length >= 60) return;
        const link = { title: el.getAttribute("title") ?? "", url };
        openLink = link;
        links.push(link);
        el.onEndTag(() => void (openLink = null));
      },
      text: (t) => void (openLink && openLink.title.length < 120 && (openLink.title += t.text)),
    })
    // HTMLRewriter hands out attribute values and text undecoded.
    .on("meta", {
      element: (el) =>
        meta(
          (el.getAttribute("property") ?? el.getAttribute("name") ?? "").toLowerCase(),
          decodeEntities(el.getAttribute("content") ?? ""),
        ),
    })
    .on("link", {
      element(el) {
        const rel = (el.getAttribute("rel") ?? "").toLowerCase();
        const href = absolute(decodeEntities(el.getAttribute("href") ?? ""), pageUrl);
        if (!href) return;
        if (/\bstylesheet\b|\bpreload\b/.test(rel)) fontsFromLink(href, fonts);
        if (/apple-touch-icon/.test(rel)) icons.unshift(href);
        else if (/\bicon\b/.test(rel)) icons.push(href);
      },
    })
    .on("style", { text: (t) => void (css.length < 200_000 && (css += t.text)) })
    .on("[style]", { element: (el) => fontsFromCss(el.getAttribute("style") ?? "", fonts) })
    .on('script[type="application/ld+json"]', {
      text: (t) => void (jsonLd.length < 100_000 && (jsonLd += t.text)),
    })
    .on("img", {
      element(el) {
        const hint =
          `${el.getAttribute("alt") ?? ""} ${el.getAttribute("class") ?? ""} ${el.getAttribute("id") ?? ""} ${el.getAttribute("src") ?? ""}`.toLowerCase();
        const src = absolute(
          decodeEntities(el.getAttribute("src") ?? el.getAttribute("data-src") ?? ""),
          pageUrl,
        );
        if (src && /logo/.test(hint) && logos.length < 5) logos.push(src);
        const width = size(el.getAttribute("width"));
        const height = size(el.getAttribute("height"));
        // Large photographs only: declared at least 400 px wide (or 300 high), never icons, logos or trackers.
        if (
          !src ||
          images.length >= 12 ||
          IMG_SKIP.test(hint) ||
          !((width ?? 0) >= 400 || (height ?? 0) >= 300)
        )
          return;
        const kind = /hero|banner|cover|masthead|jumbotron|header|slide/.test(hint)
          ? "hero"
          : /product|shop|item|sku|article-image/.test(hint)
            ? "product"
            : "content";
        images.push({
          url: src,
          kind,
          alt: cleanText(decodeEntities(el.getAttribute("alt") ?? ""), 200) || null,
          width,
          height,
        });
      },
    })
    .on("a[href]", {
      element(el) {
        const href = absolute(decodeEntities(el.getAttribute("href") ?? ""), pageUrl);
        if (!href) return;
        const host = new URL(href).hostname.replace(/^www\./, "");
        const hit = SOCIAL_HOSTS.find(([re]) => re.test(host));
        if (hit && !social.has(hit[1]) && new URL(href).pathname.length > 1) social.set(hit[1], href);
      },
    })
    .onDocument({
      text(t) {
        if (inFooter > 0 && footerLines.length < 200) line += t.text;
        if (t.lastInTextNode && line) {
          footerLines.push(decodeEntities(line));
          line = "";
        }
      },
    });
  for (const selector of ["address", "footer", "[itemprop=address]"]) {
    rewriter.on(selector, {
      element(el) {
        inFooter++;
        el.onEndTag(() => void inFooter--);
      },
    });
  }
  const res = rewriter.transform(new Response(body));
  await res.body?.pipeTo(new WritableStream());

  brand.title = cleanText(decodeEntities(title), 200) || null;
  fontsFromCss(css, fonts);
  brand.fonts = [...fonts].slice(0, 8);
  brand.logoUrls = [...new Set([...logos, ...icons])].slice(0, 6);
  brand.socialLinks = [...social].map(([network, url]) => ({ network, url }));
  brand.pages = sitePages(links, pageUrl);
  const shared: BrandImage[] = [];
  if (og.url)
    shared.push({
      url: og.url,
      kind: "og",
      alt: og.alt ?? null,
      width: og.width ?? null,
      height: og.height ?? null,
    });
  if (tw.url && tw.url !== og.url)
    shared.push({ url: tw.url, kind: "twitter", alt: tw.alt ?? null, width: null, height: null });
  const imageUrls = new Set<string>();
  brand.images = [...shared, ...images]
    .filter((i) => i.url.startsWith("https:") && !imageUrls.has(i.url) && imageUrls.add(i.url))
    .slice(0, 12);
  // The tagline: what the title says after the brand name, else the first heading when it is short.
  const titleParts = cleanText(decodeEntities(title), 200).split(/\s+[|–—:·•-]\s+/);
  const heading = cleanText(decodeEntities(h1), 120);
  brand.tagline =
    (titleParts.length > 1 ? titleParts.slice(1).join(" - ") : null) ||
    (heading && heading.length <= 90 && heading !== brand.siteName ? heading : null);
  try {
    const parsed: unknown = jsonLd ? JSON.parse(`[${jsonLd.replace(/}\s*{/g, "},{")}]`) : null;
    brand.address = cleanText(addressFromJsonLd(parsed) ?? "", 200) || null;
  } catch {}
  if (!brand.address) {
    // A footer line with a street number and a postcode, that is not the copyright notice.
    const hit = footerLines
      .map((l) => cleanText(l, 300))
      .find(
        (l) =>
          l.length <= 200 &&
          !/©|copyright|all rights/i.test(l) &&
          /\b\d{1,4}[a-z]?\b/i.test(l) &&
          /\b(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/.test(l) &&
          /[a-z]{3,}/i.test(l),
      );
    brand.address = hit ?? null;
  }
  return brand;
}

/** Fetches and reads a site with the brand reader (brand-reading/). Never throws for site problems. */
export async function readBrand(url: string, options: SafeFetchOptions = {}): Promise<BrandReadResult> {
  const reading = await readBrandSite(url, {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
  });
  return {
    brand: reading.ok ? toBrandData(reading) : emptyBrand(url),
    ok: reading.ok,
    warning: reading.warning,
  };
}
