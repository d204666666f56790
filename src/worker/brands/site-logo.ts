import { ApiError } from "../platform/errors";
import { fetchSiteLogo, ImageRefusedError, SiteLogoRefused } from "../generation/intake";
import { UnsafeUrlError } from "../platform/safe-fetch";
import { kitLogoFromBytes, type KitLogo } from "./logo";

/** How long fetching the site's logo for a kit may take, unless the caller says. */
export const KIT_SITE_LOGO_TIMEOUT_MS = 5000;

/**
 * "Use this" on the site's logo: fetched by the server with the generation's site-logo fetcher (safe fetcher: public
 * hosts only, every redirect re-checked, 2 MB cap; type read from the bytes; favicons refused; an inline SVG taken
 * from its data URL), then stored exactly like an uploaded logo. Every refusal is a 4xx the user can act on.
 */
export async function siteLogo(
  url: string,
  fetcher?: typeof fetch,
  timeoutMs = KIT_SITE_LOGO_TIMEOUT_MS,
): Promise<KitLogo> {
  let png: Uint8Array;
  try {
    png = await fetchSiteLogo(url, { fetch: fetcher, timeoutMs });
  } catch (e) {
    throw refusal(e);
  }
  return kitLogoFromBytes(png);
}

function refusal(e: unknown): ApiError {
  if (e instanceof UnsafeUrlError)
    return new ApiError(400, "validation_failed", `logoFromSite: ${e.message}`);
  if (e instanceof ImageRefusedError) return new ApiError(e.status, e.code, `logoFromSite: ${e.message}`);
  if (e instanceof SiteLogoRefused) {
    if (/2 MB/.test(e.message))
      return new ApiError(
        413,
        "payload_too_large",
        "logoFromSite: the image is larger than 2 MB. Please upload a smaller file.",
      );
    if (/not a PNG|not an SVG/.test(e.message))
      return new ApiError(
        415,
        "unsupported_media_type",
        "logoFromSite: the address is not a PNG, JPEG, WebP, GIF or SVG image.",
      );
    return new ApiError(
      422,
      "validation_failed",
      `logoFromSite: the logo on your site could not be used (${e.message}). Please upload it instead.`,
    );
  }
  const why =
    e instanceof Error && e.name === "TimeoutError" ? "it took too long" : "it could not be reached";
  return new ApiError(
    422,
    "validation_failed",
    `logoFromSite: the logo on your site could not be used (${why}). Please upload it instead.`,
  );
}
