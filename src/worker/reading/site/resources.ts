import { safeFetch, type SafeFetchOptions } from "../../platform/safe-fetch";
import { absolute, hostOf } from "./dom";
import type { Page } from "./page";

/** At most this much HTML and CSS is read per site, in bytes. */
export const SITE_BUDGET = 1_500_000;
export const MAX_STYLESHEETS = 4;
export const MAX_STYLESHEET_BYTES = 300_000;
const MAX_MANIFEST_BYTES = 64_000;

async function readText(
  url: string,
  options: SafeFetchOptions,
  maxBytes: number,
  signal: AbortSignal,
  accept: RegExp,
): Promise<string | null> {
  try {
    const res = await safeFetch(url, { ...options, maxBytes, maxRedirects: 2 }, signal);
    if (res.status >= 400 || (res.contentType && !accept.test(res.contentType))) {
      await res.body?.cancel();
      return null;
    }
    return res.body ? await new Response(res.body).text() : null;
  } catch {
    return null;
  }
}

const sameSite = (url: string, page: string) => {
  const a = hostOf(url);
  const b = hostOf(page);
  const root = (h: string) => h.split(".").slice(-2).join(".");
  return !!a && (a === b || root(a) === root(b));
};

/** The site's own stylesheets (same site, at most 4 of at most 300 KB, within the budget) and its manifest. */
export async function loadResources(
  page: Page,
  htmlBytes: number,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<void> {
  let budget = SITE_BUDGET - htmlBytes - page.css.reduce((n, c) => n + c.length, 0);
  const sheets = page.links
    .filter((l) => /\bstylesheet\b/.test(l.rel) || (/\bpreload\b/.test(l.rel) && /\.css(\?|$)/.test(l.href)))
    .map((l) => absolute(l.href, page.url))
    .filter(
      (u): u is string =>
        !!u &&
        sameSite(u, page.url) &&
        !/print\.css|fonts\.googleapis|\bwp-block-library\b|dashicons|font-?awesome|admin-bar|jquery-ui/i.test(
          u,
        ),
    )
    .filter((u, i, all) => all.indexOf(u) === i)
    .slice(0, MAX_STYLESHEETS);
  const manifestLink = page.links.find((l) => /\bmanifest\b/.test(l.rel));
  const manifestUrl = manifestLink ? absolute(manifestLink.href, page.url) : null;
  // Each sheet gets its share of what is left before anything is fetched, so the page and its CSS stay within budget.
  const shares = sheets.map(() => {
    const share = Math.max(0, Math.min(MAX_STYLESHEET_BYTES, budget));
    budget -= share;
    return share;
  });
  const [css, manifest] = await Promise.all([
    Promise.all(
      sheets.map((u, i) =>
        shares[i] > 0 ? readText(u, options, shares[i], signal, /css|text\/plain|octet/) : null,
      ),
    ),
    manifestUrl && sameSite(manifestUrl, page.url)
      ? readText(manifestUrl, options, MAX_MANIFEST_BYTES, signal, /json|manifest|text\/plain|octet/)
      : null,
  ]);
  css.forEach((text, i) => {
    if (!text) return;
    page.cssBase[page.css.length] = sheets[i];
    page.css.push(text.slice(0, shares[i]));
  });
  if (manifest) {
    try {
      const parsed: unknown = JSON.parse(manifest);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        page.manifest = parsed as Record<string, unknown>;
    } catch {
      // A broken manifest says nothing.
    }
  }
}
