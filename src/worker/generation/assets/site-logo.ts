import { MAX_SITE_LOGOS } from "../../../shared/facts";
import { safeFetch, SITE_ASSET_TIMEOUT_MS, type SafeFetchOptions } from "../../platform/safe-fetch";
import { sniffKind } from "./image-info";
import { convertLogoUpload } from "./logo";

/** The same limit as a logo upload (2 MB): a site's logo is converted like an upload, with the same limits. */
export const MAX_SITE_LOGO_BYTES = 2 * 1024 * 1024;
/** Smaller than this on its longer side is a favicon, not a logo for an e-mail header. */
const MIN_LOGO_SIDE = 48;

export class SiteLogoRefused extends Error {}

function fromDataUrl(url: string): Uint8Array {
  const m = /^data:image\/svg\+xml(;charset=[\w-]+)?(;base64)?,(.*)$/is.exec(url);
  if (!m || m[3].length > (MAX_SITE_LOGO_BYTES * 4) / 3) throw new SiteLogoRefused("not an SVG data URL");
  if (!m[2]) return new TextEncoder().encode(decodeURIComponent(m[3]));
  return Uint8Array.from(atob(m[3]), (c) => c.charCodeAt(0));
}

/** One `<symbol id=…>` of an SVG sprite as a standalone SVG document. */
function symbolFromSprite(sprite: string, id: string): Uint8Array {
  const re = new RegExp(
    `<symbol\\b([^>]*\\bid=["']${id.replace(/[^\w-]/g, "")}["'][^>]*)>([\\s\\S]*?)</symbol>`,
    "i",
  );
  const m = re.exec(sprite);
  if (!m) throw new SiteLogoRefused(`no symbol #${id} in the sprite`);
  const box = /viewBox=["']([^"']+)["']/i.exec(m[1])?.[1];
  const [, , w, h] = (box ?? "").split(/[\s,]+/).map(Number);
  const size =
    w > 0 && h > 0
      ? ` width="${Math.round((400 * w) / Math.max(w, h))}" height="${Math.round((400 * h) / Math.max(w, h))}"`
      : "";
  return new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${box ? ` viewBox="${box}"` : ""}${size}>${m[2]}</svg>`,
  );
}

/**
 * The site's logo as a normalised PNG, like an uploaded logo: PNG, JPEG, WebP, GIF (first frame) or SVG, at most 2 MB,
 * through the safe fetcher (public hosts only) or from an inline SVG's data URL. Throws SiteLogoRefused otherwise.
 */
export async function fetchSiteLogo(url: string, options: SafeFetchOptions = {}): Promise<Uint8Array> {
  let bytes: Uint8Array;
  if (url.startsWith("data:")) bytes = fromDataUrl(url);
  else {
    const res = await safeFetch(
      url,
      { ...options, maxBytes: MAX_SITE_LOGO_BYTES + 1 },
      AbortSignal.timeout(options.timeoutMs ?? SITE_ASSET_TIMEOUT_MS),
    );
    if (res.status !== 200 || !res.body) {
      await res.body?.cancel();
      throw new SiteLogoRefused(`status ${res.status}`);
    }
    bytes = new Uint8Array(await new Response(res.body).arrayBuffer());
    if (res.truncated() || bytes.byteLength > MAX_SITE_LOGO_BYTES) throw new SiteLogoRefused("over 2 MB");
  }
  const symbol = url.startsWith("data:") ? null : new URL(url).hash.slice(1);
  if (symbol && sniffKind(bytes) === "svg") bytes = symbolFromSprite(new TextDecoder().decode(bytes), symbol);
  if (!sniffKind(bytes)) throw new SiteLogoRefused("not a PNG, JPEG, WebP, GIF or SVG image");
  const converted = await convertLogoUpload(bytes);
  if (Math.max(converted.width, converted.height) < MIN_LOGO_SIDE)
    throw new SiteLogoRefused("too small for a logo");
  return converted.png;
}

/**
 * The site's logo from the reader's candidates, best first: the first of at most MAX_SITE_LOGOS that can be fetched and
 * converted (same fetcher, same limits as one logo). All of them share the one time limit a single logo had: a remote
 * candidate starts only while time is left and gets what is left; an inline SVG's data URL needs no network and is
 * always tried. Throws SiteLogoRefused, naming why each failed, when none can be read.
 */
export async function fetchSiteLogoFrom(
  urls: string[],
  options: SafeFetchOptions = {},
): Promise<{ png: Uint8Array; url: string }> {
  const deadline = Date.now() + (options.timeoutMs ?? SITE_ASSET_TIMEOUT_MS);
  const why: string[] = [];
  for (const url of [...new Set(urls)].slice(0, MAX_SITE_LOGOS)) {
    const local = url.startsWith("data:");
    const left = deadline - Date.now();
    const name = local ? "inline SVG" : url.slice(0, 120);
    if (!local && left <= 0) {
      why.push(`${name}: no time left`);
      continue;
    }
    try {
      return { png: await fetchSiteLogo(url, local ? options : { ...options, timeoutMs: left }), url };
    } catch (e) {
      why.push(`${name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  throw new SiteLogoRefused(why.length ? why.join("; ") : "no logo candidates");
}
