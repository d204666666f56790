import { safeFetch, type SafeFetchOptions } from "../safe-fetch";
import { imageInfo } from "./image-info";
import { decodeImage, type Pixels } from "./raster";

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
  const signal = AbortSignal.timeout(options.timeoutMs ?? 4000);
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
  const { pixels } = await decodeImage(bytes, 4096);
  return pixels;
}
