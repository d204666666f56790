import { safeFetch, SITE_ASSET_TIMEOUT_MS, type SafeFetchOptions } from "../../platform/safe-fetch";
import { imageInfo } from "./image-info";
import { decodeImage, type Pixels } from "./raster";
import { shareImageOf } from "../../reading";

export const MAX_SITE_IMAGE_BYTES = 5 * 1024 * 1024;
const ACCEPTED = /^image\/(png|jpeg|jpg|webp|gif)\b/i;
/** Smaller than this is an icon or a tracking pixel, not a picture worth showing. */
const MIN_SIDE = 200;

export class SiteImageRefused extends Error {}

async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  truncated: () => boolean,
): Promise<Uint8Array> {
  if (!body) throw new SiteImageRefused("empty body");
  const buf = new Uint8Array(await new Response(body).arrayBuffer());
  if (truncated()) throw new SiteImageRefused(`over ${MAX_SITE_IMAGE_BYTES} bytes`);
  return buf;
}

/** Fetches a website image through the safe fetcher: public host only, image type, size and pixel dimensions checked. */
export async function fetchSiteImage(url: string, options: SafeFetchOptions = {}): Promise<Pixels> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? SITE_ASSET_TIMEOUT_MS);
  const res = await safeFetch(url, { ...options, maxBytes: MAX_SITE_IMAGE_BYTES }, signal);
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new SiteImageRefused(`status ${res.status}`);
  }
  if (!ACCEPTED.test(res.contentType)) {
    await res.body?.cancel();
    throw new SiteImageRefused(`type ${res.contentType || "missing"}`);
  }
  const bytes = await readCapped(res.body, res.truncated);
  const info = imageInfo(bytes);
  if (!info || info.kind === "svg") throw new SiteImageRefused("not a raster image");
  if (info.width < MIN_SIDE || info.height < MIN_SIDE)
    throw new SiteImageRefused(`too small (${info.width} x ${info.height})`);
  // The widest a site picture is shown is the 600 px hero, 2x for sharp screens.
  const { pixels } = await decodeImage(bytes, 4096, 1200);
  return pixels;
}

/** An article page is read up to here: its og:image sits in the head. */
export const MAX_ARTICLE_PAGE_BYTES = 512 * 1024;

/**
 * An article's own picture: its page (on the customer's site, through the safe fetcher, capped and timed like site
 * images) and the og:image (or twitter:image) it names, fetched and checked like any site image. Null when the page
 * names none; throws when the page or the picture cannot be read.
 */
export async function fetchArticleImage(
  pageUrl: string,
  options: SafeFetchOptions = {},
): Promise<Pixels | null> {
  // One time limit for the page and its picture together.
  const limit = options.timeoutMs ?? SITE_ASSET_TIMEOUT_MS;
  const start = Date.now();
  const res = await safeFetch(
    pageUrl,
    { ...options, maxBytes: MAX_ARTICLE_PAGE_BYTES },
    AbortSignal.timeout(limit),
  );
  if (res.status !== 200 || !/html|xml/i.test(res.contentType)) {
    await res.body?.cancel();
    throw new SiteImageRefused(`article page: status ${res.status}, type ${res.contentType || "missing"}`);
  }
  const html = res.body ? await new Response(res.body).text() : "";
  const end = html.search(/<\/head\s*>/i);
  const src = shareImageOf(end >= 0 ? html.slice(0, end) : html, res.url);
  const left = limit - (Date.now() - start);
  if (left <= 0) throw new SiteImageRefused("article page: out of time");
  return src ? fetchSiteImage(src, { ...options, timeoutMs: left }) : null;
}
