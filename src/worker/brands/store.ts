import { and, asc, count, eq, ne } from "drizzle-orm";
import { brandKits, users, type BrandKitRow } from "../db/schema";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { isPlanId, type PlanId } from "../../shared/plans";
import { brandLimit, canEditBrandColors } from "../../shared/brand-kit";
import { kitLogoFrom, kitPrefix, logoKey, type KitLogo } from "./logo";
import { siteLogo } from "./site-logo";
import type { CreateKitBody, PatchKitBody } from "./schemas";

export interface KitDeps {
  db: Db;
  bucket: R2Bucket;
  /** The fetch a site's logo is read with (development fixture sites); the safe fetcher checks every address. */
  fetch?: typeof fetch;
  /** Time limit on fetching the site's logo (KIT_SITE_LOGO_TIMEOUT_MS without it). */
  logoTimeoutMs?: number;
}

const notFound = () => new ApiError(404, "not_found", "Brand not found");
const now = () => Math.floor(Date.now() / 1000);

export async function planOf(db: Db, userId: string): Promise<PlanId> {
  const [u] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  if (!u || !isPlanId(u.plan)) throw new ApiError(401, "unauthorized", "Authentication required");
  return u.plan;
}

export function listKits(db: Db, userId: string): Promise<BrandKitRow[]> {
  return db
    .select()
    .from(brandKits)
    .where(eq(brandKits.userId, userId))
    .orderBy(asc(brandKits.createdAt), asc(brandKits.id))
    .limit(10);
}

/** Owner-scoped: another account's kit answers exactly like one that does not exist. */
export async function getKit(db: Db, userId: string, id: string): Promise<BrandKitRow> {
  const [row] = await db
    .select()
    .from(brandKits)
    .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)));
  if (!row) throw notFound();
  return row;
}

const samePalette = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * Colour editing is Premium and Enterprise (spec 02 section 6). Other plans keep the colours their logo shows: a
 * palette is accepted from them only when it is exactly that extraction.
 */
function paletteFor(
  plan: PlanId,
  asked: string[] | undefined,
  logoColors: string[] | null,
): string[] | undefined {
  if (canEditBrandColors(plan)) return asked;
  const derived = logoColors?.slice(0, 3);
  if (asked && !(derived && samePalette(asked, derived)))
    throw new ApiError(
      403,
      "plan_required",
      "Colour editing is available on the Premium and Enterprise plans. Your brand colours come from your logo.",
    );
  return derived;
}

type LogoBody = Pick<CreateKitBody, "logo" | "logoFromSite">;

/** An uploaded logo or the one taken from the site ("use this"): stored the same way. Null when the body has none. */
async function storeLogo(
  deps: KitDeps,
  userId: string,
  kitId: string,
  body: LogoBody,
): Promise<(KitLogo & { key: string }) | null> {
  if (body.logo !== undefined && body.logoFromSite)
    throw new ApiError(
      400,
      "validation_failed",
      "logoFromSite: send either an uploaded logo or the site's logo, not both.",
    );
  if (!body.logo && !body.logoFromSite) return null;
  const logo = body.logo
    ? await kitLogoFrom(body.logo)
    : await siteLogo(body.logoFromSite!, deps.fetch, deps.logoTimeoutMs);
  const key = logoKey(userId, kitId, logo.sha);
  await deps.bucket.put(key, logo.png, { httpMetadata: { contentType: "image/png" } });
  return { ...logo, key };
}

export async function createKit(deps: KitDeps, userId: string, body: CreateKitBody): Promise<BrandKitRow> {
  const plan = await planOf(deps.db, userId);
  const [{ n }] = await deps.db.select({ n: count() }).from(brandKits).where(eq(brandKits.userId, userId));
  const limit = brandLimit(plan);
  if (n >= limit)
    throw new ApiError(
      403,
      "limit_reached",
      limit === 1
        ? "Your plan keeps one brand. Edit it on the Brand page, or upgrade to Enterprise to keep up to 10 brands."
        : `Enterprise keeps up to ${limit} brands. Delete one to add another.`,
    );
  const id = crypto.randomUUID();
  const logo = await storeLogo(deps, userId, id, body);
  const palette = paletteFor(plan, body.palette, logo?.facts.palette ?? null) ?? [];
  const isDefault = n === 0 || body.isDefault === true;
  const row = {
    id,
    userId,
    name: body.name,
    website: body.website ?? null,
    logoKey: logo?.key ?? null,
    logoSha: logo?.sha ?? null,
    logoFacts: logo?.facts ?? null,
    palette,
    fonts: body.fonts ?? [],
    tagline: body.tagline ?? null,
    address: body.address ?? null,
    socials: body.socials ?? [],
    lang: body.lang ?? null,
    tone: body.tone ?? null,
    senderName: body.senderName ?? null,
    isDefault,
  };
  const clear = deps.db
    .update(brandKits)
    .set({ isDefault: false })
    .where(and(eq(brandKits.userId, userId), eq(brandKits.isDefault, true)));
  const insert = deps.db.insert(brandKits).values(row).returning();
  const [, [created]] = isDefault ? await deps.db.batch([clear, insert]) : [null, await insert];
  return created;
}

export async function updateKit(
  deps: KitDeps,
  userId: string,
  id: string,
  body: PatchKitBody,
): Promise<BrandKitRow> {
  const [plan, kit] = await Promise.all([planOf(deps.db, userId), getKit(deps.db, userId, id)]);
  if (body.isDefault === false && kit.isDefault)
    throw new ApiError(400, "validation_failed", "isDefault: make another brand the default instead.");
  const logo = await storeLogo(deps, userId, id, body);
  const logoFacts = body.logo === null ? null : (logo?.facts ?? kit.logoFacts);
  const logoChanged = body.logo === null ? !!kit.logoKey : !!logo && logo.sha !== kit.logoSha;
  const palette = canEditBrandColors(plan)
    ? body.palette
    : logoChanged || body.palette
      ? (paletteFor(plan, body.palette, logoFacts?.palette ?? null) ?? [])
      : undefined;
  const paletteChanged = !!palette && !samePalette(palette, kit.palette);
  const socialsChanged = !!body.socials && JSON.stringify(body.socials) !== JSON.stringify(kit.socials);
  const patch: Partial<BrandKitRow> = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.website !== undefined && { website: body.website ?? null }),
    ...(body.fonts !== undefined && { fonts: body.fonts }),
    ...(body.tagline !== undefined && { tagline: body.tagline }),
    ...(body.address !== undefined && { address: body.address }),
    ...(body.socials !== undefined && { socials: body.socials }),
    ...(body.lang !== undefined && { lang: body.lang ?? null }),
    ...(body.tone !== undefined && { tone: body.tone ?? null }),
    ...(body.senderName !== undefined && { senderName: body.senderName }),
    ...(palette && { palette }),
    ...(body.logo === null && { logoKey: null, logoSha: null, logoFacts: null }),
    ...(logo && { logoKey: logo.key, logoSha: logo.sha, logoFacts: logo.facts }),
    ...(body.isDefault && { isDefault: true }),
    // Drawn assets (logo plate, artwork) are made once per version: bump it when what they are drawn from changes.
    version: kit.version + (logoChanged || paletteChanged || socialsChanged ? 1 : 0),
    updatedAt: now(),
  };
  const update = deps.db
    .update(brandKits)
    .set(patch)
    .where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)))
    .returning();
  const clear = deps.db
    .update(brandKits)
    .set({ isDefault: false })
    .where(and(eq(brandKits.userId, userId), ne(brandKits.id, id), eq(brandKits.isDefault, true)));
  const [updated] =
    body.isDefault && !kit.isDefault ? (await deps.db.batch([clear, update]))[1] : await update;
  if (!updated) throw notFound();
  // The old logo file is no longer the kit's; templates hold their own copies of everything they show.
  if ((logoChanged || body.logo === null) && kit.logoKey && kit.logoKey !== updated.logoKey)
    await deps.bucket.delete(kit.logoKey);
  return updated;
}

async function deletePrefix(bucket: R2Bucket, prefix: string) {
  // Bounded: a kit holds one logo and a few dozen drawn files per version.
  for (let page = 0, cursor: string | undefined; page < 20; page++) {
    const listed = await bucket.list({ prefix, cursor, limit: 500 });
    if (listed.objects.length) await bucket.delete(listed.objects.map((o) => o.key));
    if (!listed.truncated) break;
    cursor = listed.cursor;
  }
}

/** Templates keep their own copies of the logo and artwork, so deleting a kit never breaks one. */
export async function deleteKit(deps: KitDeps, userId: string, id: string): Promise<void> {
  const kit = await getKit(deps.db, userId, id);
  await deps.db.delete(brandKits).where(and(eq(brandKits.id, id), eq(brandKits.userId, userId)));
  if (kit.isDefault) {
    const [next] = await deps.db
      .select({ id: brandKits.id })
      .from(brandKits)
      .where(eq(brandKits.userId, userId))
      .orderBy(asc(brandKits.createdAt))
      .limit(1);
    if (next) await deps.db.update(brandKits).set({ isDefault: true }).where(eq(brandKits.id, next.id));
  }
  await deletePrefix(deps.bucket, kitPrefix(userId, id));
}
