import { normalizeHex } from "./color";
import { cleanText } from "./escape";
import { decodeEntities } from "./sanitize";
import { safeFetch, UnsafeUrlError, type SafeFetchOptions } from "./safe-fetch";
import type { BrandData, BrandReadResult } from "./types";

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
const GENERIC_FONTS = new Set(["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "inherit", "initial", "unset", "-apple-system", "blinkmacsystemfont", "ui-sans-serif", "ui-serif", "ui-monospace", "emoji", "math"]);

export function emptyBrand(url: string): BrandData {
  return { url, siteName: null, title: null, description: null, themeColor: null, fonts: [], logoUrls: [], socialLinks: [], address: null };
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
      const name = f.replace(/!important/i, "").replace(/["']/g, "").trim();
      if (name && !name.startsWith("var(") && !GENERIC_FONTS.has(name.toLowerCase()) && name.length < 40) into.add(name);
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
    const parts = [p.streetAddress, [p.postalCode, p.addressLocality].filter(Boolean).join(" "), p.addressRegion, p.addressCountry]
      .map((x) => (typeof x === "string" ? x : x && typeof x === "object" && typeof (x as { name?: unknown }).name === "string" ? (x as { name: string }).name : ""))
      .filter((x) => x && x.trim());
    if (parts.length) return parts.join(", ");
  }
  return addressFromJsonLd(obj["@graph"]);
}

/** Reads brand hints from a page with HTMLRewriter, streaming, so a large page never sits in memory. */
export async function parseBrand(body: ReadableStream<Uint8Array> | string, pageUrl: string): Promise<BrandData> {
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
  const meta = (name: string, value: string | null) => {
    const v = value ? cleanText(value, 300) : "";
    if (!v) return;
    if ((name === "og:site_name" || name === "application-name") && !brand.siteName) brand.siteName = cleanText(v, 80);
    if ((name === "description" || name === "og:description") && !brand.description) brand.description = v;
    if (name === "theme-color" && !brand.themeColor) brand.themeColor = normalizeHex(v);
    if ((name === "og:logo" || name === "logo") && absolute(v, pageUrl)) logos.push(absolute(v, pageUrl)!);
  };
  const rewriter = new HTMLRewriter()
    .on("title", { text: (t) => void (title += t.text) })
    // HTMLRewriter hands out attribute values and text undecoded.
    .on("meta", { element: (el) => meta((el.getAttribute("property") ?? el.getAttribute("name") ?? "").toLowerCase(), decodeEntities(el.getAttribute("content") ?? "")) })
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
    .on('script[type="application/ld+json"]', { text: (t) => void (jsonLd.length < 100_000 && (jsonLd += t.text)) })
    .on("img", {
      element(el) {
        const hint = `${el.getAttribute("alt") ?? ""} ${el.getAttribute("class") ?? ""} ${el.getAttribute("id") ?? ""} ${el.getAttribute("src") ?? ""}`.toLowerCase();
        const src = absolute(decodeEntities(el.getAttribute("src") ?? ""), pageUrl);
        if (src && /logo/.test(hint) && logos.length < 5) logos.push(src);
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
  try {
    const parsed: unknown = jsonLd ? JSON.parse(`[${jsonLd.replace(/}\s*{/g, "},{")}]`) : null;
    brand.address = cleanText(addressFromJsonLd(parsed) ?? "", 200) || null;
  } catch {}
  if (!brand.address) {
    // A footer line with a street number and a postcode, that is not the copyright notice.
    const hit = footerLines
      .map((l) => cleanText(l, 300))
      .find((l) => l.length <= 200 && !/©|copyright|all rights/i.test(l) && /\b\d{1,4}[a-z]?\b/i.test(l) && /\b(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/.test(l) && /[a-z]{3,}/i.test(l));
    brand.address = hit ?? null;
  }
  return brand;
}

/** Fetches and reads a site. Never throws for site problems: returns ok=false and a readable warning. */
export async function readBrand(url: string, options: SafeFetchOptions = {}): Promise<BrandReadResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError());
    }, options.timeoutMs ?? 5000);
  });
  const work = async (): Promise<BrandReadResult> => {
    const res = await safeFetch(url, options, controller.signal);
    if (res.status >= 400) {
      await res.body?.cancel();
      return { brand: emptyBrand(url), ok: false, warning: `The website answered with status ${res.status}. ${FALLBACK}` };
    }
    if (res.contentType && !/html|xml/i.test(res.contentType)) {
      await res.body?.cancel();
      return { brand: emptyBrand(url), ok: false, warning: `The website address did not return a web page. ${FALLBACK}` };
    }
    return { brand: await parseBrand(res.body ?? "", res.url), ok: true, warning: null };
  };
  try {
    return await Promise.race([work(), timeout]);
  } catch (e) {
    const reason = e instanceof UnsafeUrlError ? e.message : e instanceof TimeoutError ? "The website took too long to answer." : "The website could not be reached.";
    return { brand: emptyBrand(url), ok: false, warning: `${reason} ${FALLBACK}` };
  } finally {
    if (timer) clearTimeout(timer);
  }
}

const FALLBACK = "The template was made from your logo colours and website address.";

class TimeoutError extends Error {}
