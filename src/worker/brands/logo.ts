import type { BrandLogoFacts } from "../db/schema";
import { ApiError } from "../platform/errors";
import { parseLogoDataUrl } from "../platform/uploads";
import { ImageRefusedError, kitLogoImage } from "../generation/intake";

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
    const { png, analysis, palette } = await kitLogoImage(bytes);
    return { png, sha: await sha256Hex(png), facts: { ...analysis, palette } };
  } catch (e) {
    if (!(e instanceof ImageRefusedError)) throw e;
    throw new ApiError(e.status, e.code, `logo: ${e.message}`);
  }
}

export const kitPrefix = (userId: string, kitId: string) => `brands/${userId}/${kitId}/`;
export const logoKey = (userId: string, kitId: string, sha: string) =>
  `${kitPrefix(userId, kitId)}logo-${sha.slice(0, 32)}.png`;
export const logoPath = (kitId: string, sha: string) => `/api/brands/${kitId}/logo/${sha.slice(0, 32)}.png`;
