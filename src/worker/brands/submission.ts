import { ApiError } from "../platform/errors";
import type { LogoUpload } from "../platform/uploads";
import { findKit } from "./for-generation";

export interface KitSubmission {
  brand: { id: string; version: number } | null;
  palette: string[];
  url: string;
  /** The dropped logo, else the kit's own (already a normalised PNG). */
  logo: LogoUpload;
}

interface Asked {
  brandId?: string | null;
  palette?: string[] | null;
  url?: string | null;
  logo: LogoUpload | null;
}

/**
 * A generation that names its kit: what the request leaves out comes from the approved kit (logo, website, palette);
 * what it gives (another logo for this one e-mail) wins for this generation only and never changes the kit.
 */
export async function kitSubmission(
  db: Parameters<typeof findKit>[0],
  bucket: R2Bucket,
  userId: string,
  asked: Asked,
): Promise<KitSubmission> {
  const kit = asked.brandId ? await findKit(db, userId, asked.brandId) : null;
  if (asked.brandId && !kit) throw new ApiError(404, "not_found", "Brand not found");
  let logo = asked.logo;
  if (!logo && kit?.logoKey) {
    const object = await bucket.get(kit.logoKey);
    if (object)
      logo = {
        bytes: new Uint8Array(await object.arrayBuffer()),
        contentType: "image/png",
        extension: "png",
      };
  }
  if (!logo) throw new ApiError(400, "validation_failed", "Please upload your logo.");
  const url = asked.url ?? kit?.website ?? null;
  if (!url) throw new ApiError(400, "validation_failed", "url: Please enter your website address.");
  const palette = asked.palette?.length ? asked.palette : kit?.palette.length ? kit.palette : null;
  if (!palette) throw new ApiError(400, "validation_failed", "palette: Choose at least 1 brand colour.");
  return { brand: kit ? { id: kit.id, version: kit.version } : null, palette, url, logo };
}
