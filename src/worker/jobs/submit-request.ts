import { z } from "zod";
import { correctedFactsSchema } from "../../shared/corrected-facts";
import { ApiError } from "../platform/errors";
import type { LogoUpload } from "../platform/uploads";
import { convertLogoUpload } from "../generation/assets/logo";
import { decodeImage, encodeJpeg, ImageRefusedError } from "../generation/assets/raster";
import { MAX_CAMPAIGN_IMAGES } from "../generation/assets";
import { parseLogoDataUrl } from "../platform/uploads";
import { assertPublicUrl, UnsafeUrlError } from "../generation/safe-fetch";
import {
  CAMPAIGN_TEXT_MAX,
  CAMPAIGN_TYPE_VALUES,
  PALETTE_MAX,
  PALETTE_MIN,
} from "../../shared/campaign-types";
import { VARIANT_COUNTS } from "../../shared/variants";

// A 2 MB image is about 2.8 MB as base64; anything bigger than this is over the limits anyway (the logo and up to
// MAX_CAMPAIGN_IMAGES campaign images of 2 MB each).
export const MAX_SUBMIT_BYTES = 2_950_000 * (1 + MAX_CAMPAIGN_IMAGES);

const hex = z
  .string({ error: "each colour must be a hex string like #1a2b3c" })
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, "each colour must be 6 hex digits like #1a2b3c")
  .transform((v) => `#${v.replace(/^#/, "").toLowerCase()}`);

const websiteUrl = z
  .string({ error: "is required" })
  .trim()
  .min(1, "Please enter your website address.")
  .max(2048, "The website address is too long.")
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
    } catch {
      return false;
    }
  }, "Please enter a website address starting with http:// or https://.")
  // The same check the website reader makes, at submission: a refused address never reserves a credit.
  .superRefine((v, ctx) => {
    try {
      assertPublicUrl(v);
    } catch (e) {
      if (!(e instanceof UnsafeUrlError)) throw e;
      ctx.addIssue({ code: "custom", message: `This website address cannot be used. ${e.message}` });
    }
  });

export const submitSchema = z
  .object({
    palette: z
      .array(hex, { error: "must be a list of hex colours" })
      .min(PALETTE_MIN, "Choose at least 1 brand colour.")
      .max(PALETTE_MAX, "Choose at most 3 brand colours.")
      .optional(),
    logo: z.string({ error: "Please upload your logo." }).min(1, "Please upload your logo.").optional(),
    url: websiteUrl.optional(),
    /** A brand kit of the account (issue 22): what the request leaves out (logo, url, palette) comes from it. */
    brandId: z
      .string({ error: "must be a brand id" })
      .regex(/^[0-9a-f-]{36}$/, "must be a brand id")
      .nullish(),
    sessionId: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,128}$/, "must be 1 to 128 letters, digits, '-', '_', '.' or ':'")
      .nullish(),
    campaignType: z.enum(CAMPAIGN_TYPE_VALUES, { error: "Please choose a campaign type." }),
    campaignText: z
      .string({ error: "must be text" })
      .max(CAMPAIGN_TEXT_MAX, `Campaign details can be at most ${CAMPAIGN_TEXT_MAX} characters.`)
      .nullish(),
    // The brief's facts as corrected in the "We understood" panel; checked against the brief in the route.
    facts: correctedFactsSchema.nullish(),
    /** Campaign images (Premium and Enterprise): data URLs, checked like the logo; used for the hero and cards. */
    images: z
      .array(z.string({ error: "each image must be a data URL" }).min(1, "each image must be a data URL"), {
        error: "must be a list of image data URLs",
      })
      .max(MAX_CAMPAIGN_IMAGES, `You can add at most ${MAX_CAMPAIGN_IMAGES} campaign images.`)
      .optional(),
    /** Versions of one brief for the one credit (Premium and Enterprise): each is saved as its own template. */
    variants: z.literal(VARIANT_COUNTS, { error: "must be 1, 2 or 3" }).optional(),
    // Sent by the client for its own bookkeeping; the server always uses the authenticated user.
    userId: z.unknown().optional(),
    userPlan: z.unknown().optional(),
  })
  // Without a kit the request carries everything itself, as before.
  .superRefine((b, ctx) => {
    if (b.brandId) return;
    if (b.palette === undefined)
      ctx.addIssue({ code: "custom", path: ["palette"], message: "palette: must be a list of hex colours" });
    if (b.logo === undefined)
      ctx.addIssue({ code: "custom", path: ["logo"], message: "logo: Please upload your logo." });
    if (b.url === undefined) ctx.addIssue({ code: "custom", path: ["url"], message: "url: is required" });
  });

/** Whatever was uploaded is stored as PNG; too large or undecodable images are refused here with a 4xx. */
export async function normaliseLogo(upload: LogoUpload): Promise<LogoUpload> {
  try {
    const { png } = await convertLogoUpload(upload.bytes);
    return { bytes: png, contentType: "image/png", extension: "png" };
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

/** The stored width of a campaign image: twice the widest it is shown (the 600 px hero). */
const CAMPAIGN_IMAGE_WIDTH = 1200;

/**
 * Each campaign image goes through the logo's checks (data URL, 2 MB, real image type, pixel size) and is stored as a
 * JPEG at most 1200 px wide; the asset stage crops and re-encodes it for the e-mail.
 */
export async function normaliseCampaignImages(dataUrls: string[]): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for (const [i, dataUrl] of dataUrls.slice(0, MAX_CAMPAIGN_IMAGES).entries()) {
    const field = `images[${i}]`;
    try {
      const upload = parseLogoDataUrl(dataUrl);
      const { pixels } = await decodeImage(upload.bytes, 4096, CAMPAIGN_IMAGE_WIDTH);
      out.push(encodeJpeg(pixels, 600 * 1024));
    } catch (e) {
      if (e instanceof ApiError)
        throw new ApiError(e.status, e.code, e.message.replace(/^logo:/, `${field}:`));
      if (!(e instanceof ImageRefusedError)) throw e;
      const code =
        e.status === 413
          ? "payload_too_large"
          : e.status === 415
            ? "unsupported_media_type"
            : "validation_failed";
      throw new ApiError(e.status, code, `${field}: ${e.message}`);
    }
  }
  return out;
}
