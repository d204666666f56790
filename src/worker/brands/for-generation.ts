import { and, eq } from "drizzle-orm";
import { BRAND_TONES, type BrandTone } from "../../shared/brand-kit";
import { brandKits, type BrandKitRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { DrawCache } from "../generation";
import type { KitValues } from "./merge";
import { kitPrefix, sha256Hex } from "./logo";

export async function findKit(db: Db, userId: string, id: string): Promise<BrandKitRow | null> {
  const [row] = await db
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)));
  return row ?? null;
}

export const kitValues = (k: BrandKitRow): KitValues => ({
  name: k.name,
  website: k.website,
  palette: k.palette,
  fonts: k.fonts,
  tagline: k.tagline,
  address: k.address,
  socials: k.socials,
  lang: k.lang,
  tone: (BRAND_TONES as readonly string[]).includes(k.tone ?? "") ? (k.tone as BrandTone) : null,
  senderName: k.senderName,
});

/** One seed per kit version: the brand's artwork is the same in every e-mail until the kit changes. */
export function kitSeed(k: Pick<BrandKitRow, "id" | "version">): number {
  let h = 2166136261;
  for (const ch of `${k.id}#v${k.version}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/**
 * Drawings of one kit, content-addressed under the kit's own prefix (deleted with the kit or the account). Templates
 * get copies under their own prefix, so a deleted kit never breaks one.
 */
export function kitDrawCache(bucket: R2Bucket, userId: string, kitId: string): DrawCache {
  const at = async (key: string) => `${kitPrefix(userId, kitId)}draw/${(await sha256Hex(key)).slice(0, 40)}`;
  return {
    async read(key) {
      const object = await bucket.get(await at(key));
      return object ? new Uint8Array(await object.arrayBuffer()) : null;
    },
    async write(key, bytes) {
      await bucket.put(await at(key), bytes);
    },
  };
}
