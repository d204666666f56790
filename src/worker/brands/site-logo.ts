import { ApiError } from "../platform/errors";
import { MAX_LOGO_BYTES, sniffImage } from "../platform/uploads";
import { safeFetch, UnsafeUrlError } from "../generation/safe-fetch";
import { kitLogoFromBytes, type KitLogo } from "./logo";

const TIMEOUT_MS = 5000;

const refused = (why: string) =>
  new ApiError(422, "validation_failed", `logoFromSite: the logo on your site could not be used (${why}). Please upload it instead.`);

/**
 * "Use this" on the site's logo: fetched by the server through the safe fetcher (public hosts only, every redirect
 * re-checked, body capped at the upload limit), its type read from its bytes, then converted exactly like an upload.
 */
export async function siteLogo(url: string, fetcher?: typeof fetch): Promise<KitLogo> {
  let res;
  try {
    res = await safeFetch(url, { fetch: fetcher, maxBytes: MAX_LOGO_BYTES + 1, maxRedirects: 3 }, AbortSignal.timeout(TIMEOUT_MS));
  } catch (e) {
    if (e instanceof UnsafeUrlError) throw new ApiError(400, "validation_failed", `logoFromSite: ${e.message}`);
    throw refused(e instanceof Error && e.name === "TimeoutError" ? "it took too long" : "it could not be reached");
  }
  if (res.status !== 200) {
    await res.body?.cancel();
    throw refused(`status ${res.status}`);
  }
  if (!res.body) throw refused("it is empty");
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await new Response(res.body).arrayBuffer());
  } catch {
    throw refused("it took too long");
  }
  if (res.truncated() || bytes.byteLength > MAX_LOGO_BYTES)
    throw new ApiError(413, "payload_too_large", "logoFromSite: the image is larger than 2 MB. Please upload a smaller file.");
  // The declared type is never trusted: the bytes must be one of the image types an upload accepts.
  if (!sniffImage(bytes)) throw new ApiError(415, "unsupported_media_type", "logoFromSite: the address is not a PNG, JPEG, WebP, GIF or SVG image.");
  return kitLogoFromBytes(bytes);
}
