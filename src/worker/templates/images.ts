import { eq, sql } from "drizzle-orm";
import { templateImages, templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { newAssetPrefix } from "./store";
import { parseLogoDataUrl, type LogoUpload } from "../platform/uploads";
import { ImageRefusedError, reencodeEditorImage, type ReencodedImage } from "../generation/intake";

export const MAX_IMAGES_PER_TEMPLATE = 30;

const sentence = (message: string) => message.replace(/^logo: /, "").replace(/^./, (c) => c.toUpperCase());

/** The same checks as a logo upload (real PNG, JPEG, WebP, GIF or SVG by its bytes, 2 MB at most), with messages for images. */
export function parseImageDataUrl(dataUrl: string): LogoUpload {
  try {
    return parseLogoDataUrl(dataUrl);
  } catch (e) {
    if (e instanceof ApiError) throw new ApiError(e.status as 400, e.code, sentence(e.message));
    throw e;
  }
}

/** Decodes within the image budget and writes the picture again; what cannot be decoded is refused with a 4xx. */
export async function reencodeImage(upload: LogoUpload): Promise<ReencodedImage> {
  try {
    return await reencodeEditorImage(upload.bytes);
  } catch (e) {
    if (!(e instanceof ImageRefusedError)) throw e;
    throw new ApiError(e.status, e.code, sentence(e.message));
  }
}

const capReached = () =>
  new ApiError(
    409,
    "conflict",
    `A template can hold at most ${MAX_IMAGES_PER_TEMPLATE} images. Save a copy and remove unused images first.`,
  );

/**
 * Claims one of the prefix's image slots in a single conditional INSERT: D1 runs each statement alone, so parallel
 * uploads cannot both see 29 and both store.
 */
async function claimSlot(db: Db, prefix: string, key: string, taken: number): Promise<void> {
  const claimed = await db.run(
    sql`INSERT INTO ${templateImages} (key, asset_prefix) SELECT ${key}, ${prefix}
        WHERE (SELECT count(*) FROM ${templateImages} WHERE asset_prefix = ${prefix}) + ${taken} < ${MAX_IMAGES_PER_TEMPLATE}`,
  );
  if (!claimed.meta.changes) throw capReached();
}

/**
 * Stores a re-encoded image under the template's public asset prefix (created when the template has none), so it is
 * served by the same unguessable public route as the logo rendition.
 */
export async function storeTemplateImage(
  bucket: R2Bucket,
  db: Db,
  template: TemplateRow,
  image: ReencodedImage,
  baseUrl: string,
) {
  let prefix = template.assetPrefix;
  if (!prefix) {
    prefix = newAssetPrefix();
    await db.update(templates).set({ assetPrefix: prefix }).where(eq(templates.id, template.id));
  }
  const id = [...crypto.getRandomValues(new Uint8Array(6))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
  const key = `${prefix}img-${id}.${image.extension}`;
  // The engine's own pictures (logo, artwork, icons) take slots too; they are written once, not raced by uploads.
  const listed = await bucket.list({ prefix, limit: MAX_IMAGES_PER_TEMPLATE + 1 });
  const generated = listed.objects.filter((o) => !o.key.slice(prefix.length).startsWith("img-")).length;
  if (generated >= MAX_IMAGES_PER_TEMPLATE) throw capReached();
  await claimSlot(db, prefix, key, generated);
  try {
    await bucket.put(key, image.bytes, {
      httpMetadata: { contentType: image.contentType, cacheControl: "public, max-age=31536000, immutable" },
    });
  } catch (e) {
    await db.delete(templateImages).where(eq(templateImages.key, key));
    throw e;
  }
  return { url: `${baseUrl}/api/${key}`, contentType: image.contentType, bytes: image.bytes.byteLength };
}
