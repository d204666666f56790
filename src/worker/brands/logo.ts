import type { BrandLogoFacts } from "../db/schema";
import { ApiError } from "../platform/errors";
import { parseLogoDataUrl } from "../platform/uploads";
import { analyseLogo, LOGO_FIT } from "../generation/assets/logo";
import { decodeImage, encodePng, ImageRefusedError } from "../generation/assets/raster";
import { logoPalette } from "../../shared/logo-palette";

export interface KitLogo {
  png: Uint8Array;
  sha: string;
  facts: BrandLogoFacts;
}

export async function sha256Hex(bytes: Uint8Array | string): Promise<string> {
  const data = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  const digest = await crypto.subtle.digest("SHA-256", data);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A dropped logo becomes the kit's original: a PNG at most LOGO_FIT px wide, measured once (luminance, colours). */
export async function kitLogoFrom(dataUrl: string): Promise<KitLogo> {
  return kitLogoFromBytes(parseLogoDataUrl(dataUrl).bytes);
}

/** The conversion shared by uploads and logos taken from a site: size and pixel limits, PNG, analysis. */
export async function kitLogoFromBytes(bytes: Uint8Array): Promise<KitLogo> {
  try {
    const { pixels: sized } = await decodeImage(bytes, 4096, LOGO_FIT);
    const png = encodePng(sized);
    const analysis = analyseLogo(sized);
    return {
      png,
      sha: await sha256Hex(png),
      facts: { ...analysis, palette: logoPalette(sized.data).slice(0, 5) },
    };
  } catch (e) {
    if (!(e instanceof ImageRefusedError)) throw e;
    const code =
      e.status === 413
        ? "payload_too_large"
        : e.status === 415
          ? "unsupported_media_type"
          : "validation_failed";
    throw new ApiError(e.status, code, `logo: ${e.message}`);
  }
}

export const kitPrefix = (userId: string, kitId: string) => `brands/${userId}/${kitId}/`;
export const logoKey = (userId: string, kitId: string, sha: string) =>
  `${kitPrefix(userId, kitId)}logo-${sha.slice(0, 32)}.png`;
export const logoPath = (kitId: string, sha: string) => `/api/brands/${kitId}/logo/${sha.slice(0, 32)}.png`;
