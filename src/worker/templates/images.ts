import { eq } from "drizzle-orm";
import { templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { newAssetPrefix } from "./store";
import { parseLogoDataUrl, type LogoUpload } from "../platform/uploads";

export const MAX_IMAGES_PER_TEMPLATE = 30;

/** The same checks as a logo upload (real PNG, JPEG or WebP by its bytes, 2 MB at most), with messages for images. */
export function parseImageDataUrl(dataUrl: string): LogoUpload {
  try {
    return parseLogoDataUrl(dataUrl);
  } catch (e) {
    if (e instanceof ApiError)
      throw new ApiError(
        e.status as 400,
        e.code,
        e.message.replace(/^logo: /, "").replace(/^./, (c) => c.toUpperCase()),
      );
    throw e;
  }
}

/**
 * Stores an uploaded image under the template's public asset prefix (created when the template has none), so it is
 * served by the same unguessable public route as the logo rendition and copied along when the template is saved.
 */
export async function storeTemplateImage(
  bucket: R2Bucket,
  db: Db,
  template: TemplateRow,
  image: LogoUpload,
  baseUrl: string,
) {
  let prefix = template.assetPrefix;
  if (!prefix) {
    prefix = newAssetPrefix();
    await db.update(templates).set({ assetPrefix: prefix }).where(eq(templates.id, template.id));
  }
  const existing = await bucket.list({ prefix, limit: MAX_IMAGES_PER_TEMPLATE + 1 });
  if (existing.objects.length >= MAX_IMAGES_PER_TEMPLATE)
    throw new ApiError(
      409,
      "conflict",
      `A template can hold at most ${MAX_IMAGES_PER_TEMPLATE} images. Save a copy and remove unused images first.`,
    );
  const id = [...crypto.getRandomValues(new Uint8Array(6))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  const key = `${prefix}img-${id}.${image.extension}`;
  await bucket.put(key, image.bytes, {
    httpMetadata: { contentType: image.contentType, cacheControl: "public, max-age=31536000, immutable" },
  });
  return { url: `${baseUrl}/api/${key}`, contentType: image.contentType, bytes: image.bytes.byteLength };
}
