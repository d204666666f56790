import { z } from "zod";
import {
  ADDRESS_MAX,
  BRAND_NAME_MAX,
  BRAND_TONES,
  FONTS_MAX,
  SENDER_NAME_MAX,
  SOCIALS_MAX,
  TAGLINE_MAX,
} from "../../shared/brand-kit";
import { PALETTE_MAX, PALETTE_MIN } from "../../shared/campaign-types";
import { assertPublicUrl, UnsafeUrlError } from "../platform/safe-fetch";

const hex = z
  .string({ error: "each colour must be a hex string like #1a2b3c" })
  .trim()
  .regex(/^#?[0-9a-fA-F]{6}$/, "each colour must be 6 hex digits like #1a2b3c")
  .transform((v) => `#${v.replace(/^#/, "").toLowerCase()}`);

const httpUrl = (what: string) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(2048, `The ${what} address is too long.`)
    .refine((v) => {
      try {
        const u = new URL(v);
        return (u.protocol === "http:" || u.protocol === "https:") && !!u.hostname;
      } catch {
        return false;
      }
    }, `Please enter a ${what} address starting with http:// or https://.`);

/** The same checks as generation: a private or internal address is refused before anything is fetched. */
export const websiteUrl = httpUrl("website").superRefine((v, ctx) => {
  try {
    assertPublicUrl(v);
  } catch (e) {
    if (!(e instanceof UnsafeUrlError)) throw e;
    ctx.addIssue({ code: "custom", message: `This website address cannot be used. ${e.message}` });
  }
});

const text = (max: number, label: string) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    // Control characters would end up in e-mail headers and footers.
    .transform((v) => v.replace(/\p{Cc}+/gu, " ").trim());

const optionalText = (max: number, label: string) =>
  text(max, label)
    .nullish()
    .transform((v) => v || null);

export const kitFields = z.object({
  name: text(BRAND_NAME_MAX, "The brand name").pipe(z.string().min(1, "Please give the brand a name.")),
  website: websiteUrl.nullish(),
  /** A logo as a data URL (PNG, JPEG, WebP, GIF or SVG, 2 MB); null removes it. */
  logo: z
    .string({ error: "must be an image data URL" })
    .max(2_900_000, "logo: the image is larger than 2 MB.")
    .nullish(),
  /**
   * "Use this" on the logo found on the site: its address (the same checks as generation before anything is fetched)
   * or the inline SVG the reader found, as a data URL.
   */
  logoFromSite: z
    .string({ error: "must be the logo's address" })
    .trim()
    .max(2_900_000, "logoFromSite: the image is larger than 2 MB.")
    .superRefine((v, ctx) => {
      if (/^data:image\/svg\+xml[;,]/i.test(v)) return;
      try {
        assertPublicUrl(v);
      } catch (e) {
        if (!(e instanceof UnsafeUrlError)) throw e;
        ctx.addIssue({ code: "custom", message: `This logo address cannot be used. ${e.message}` });
      }
    })
    .nullish(),
  palette: z
    .array(hex, { error: "must be a list of hex colours" })
    .min(PALETTE_MIN, "Choose at least 1 brand colour.")
    .max(PALETTE_MAX, "Choose at most 3 brand colours."),
  fonts: z
    .array(text(60, "A font name").pipe(z.string().min(1)), { error: "must be a list of font names" })
    .max(FONTS_MAX, `At most ${FONTS_MAX} fonts.`),
  tagline: optionalText(TAGLINE_MAX, "The tagline"),
  // One string: lines become ", " as the footer prints them.
  address: z
    .string({ error: "must be text" })
    .transform((v) =>
      v
        .split(/\s*[\r\n]+\s*/)
        .map((l) => l.trim())
        .filter(Boolean)
        .join(", "),
    )
    .pipe(text(ADDRESS_MAX, "The address"))
    .transform((v) => v || null)
    .nullish(),
  socials: z
    .array(
      z.object({
        network: text(20, "A network name")
          .pipe(z.string().min(1, "Each profile needs a network name."))
          .transform((v) => v.toLowerCase()),
        url: httpUrl("profile"),
      }),
      { error: "must be a list of { network, url }" },
    )
    .max(SOCIALS_MAX, `At most ${SOCIALS_MAX} social profiles.`),
  lang: z
    .string({ error: "must be a language code" })
    .trim()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, "Use a language code such as en or de-CH.")
    .nullish(),
  tone: z.enum(BRAND_TONES, { error: `Tone is one of ${BRAND_TONES.join(", ")}.` }).nullish(),
  senderName: optionalText(SENDER_NAME_MAX, "The sender name"),
  isDefault: z.boolean({ error: "must be true or false" }),
});

export const createKitSchema = kitFields.partial().required({ name: true }).strict();
export const patchKitSchema = kitFields.partial().strict();
export const readSchema = z.object({ url: websiteUrl, brandId: z.string().max(64).nullish() }).strict();

export type CreateKitBody = z.infer<typeof createKitSchema>;
export type PatchKitBody = z.infer<typeof patchKitSchema>;
