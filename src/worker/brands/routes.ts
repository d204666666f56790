import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { requireAuth } from "../accounts/access-token";
import { ApiError } from "../platform/errors";
import { hit, type Limit } from "../platform/rate-limit";
import { readJson } from "../platform/validate";
import { siteFetch } from "./dev-sites";
import { kitJson } from "./kit-json";
import { mergeKit } from "./merge";
import { readSuggestion } from "./read";
import { createKitSchema, patchKitSchema, readSchema } from "./schemas";
import { createKit, deleteKit, getKit, listKits, updateKit, type KitDeps } from "./store";
import { KIT_SITE_LOGO_TIMEOUT_MS } from "./site-logo";
import { waitLimitMs } from "../platform/time-limits";
import { SITE_READ_TIMEOUT_MS } from "../reading";
import { brandKits } from "../db/schema";
import { eq } from "drizzle-orm";

// A logo as a data URL is about 2.8 MB; the rest of a kit is a few kilobytes.
const MAX_KIT_BYTES = 3_000_000;
const READ_LIMIT: Limit = { name: "brand-read", max: 30, windowSeconds: 60 * 60 };
/** Kit writes per account: each one may decode a logo or fetch the site's. */
export const WRITE_LIMIT: Limit = { name: "brand-write", max: 60, windowSeconds: 60 * 60 };
const WRITE_LIMIT_MESSAGE =
  "You have changed your brands many times in the last hour. Please try again later.";
const KIT_ID = /^[0-9a-f-]{36}$/;
const LOGO_FILE = /^([0-9a-f]{32})\.png$/;

const kitId = (id: string) => {
  if (!KIT_ID.test(id)) throw new ApiError(404, "not_found", "Brand not found");
  return id;
};

const kitDeps = (c: Context<AppEnv>): KitDeps => ({
  db: c.var.db,
  bucket: c.env.BUCKET,
  fetch: siteFetch(c.env),
  logoTimeoutMs: waitLimitMs(c.env, KIT_SITE_LOGO_TIMEOUT_MS),
});

export const brandRoutes = new Hono<AppEnv>()
  .get("/", requireAuth, async (c) => {
    const rows = await listKits(c.var.db, c.var.userId);
    return c.json({ brands: rows.map(kitJson) });
  })
  .post("/", requireAuth, async (c) => {
    const body = await readJson(c, createKitSchema, MAX_KIT_BYTES);
    await hit(c.var.db, WRITE_LIMIT, c.var.userId, WRITE_LIMIT_MESSAGE);
    const row = await createKit(kitDeps(c), c.var.userId, body);
    return c.json({ brand: kitJson(row) }, 201);
  })
  // Website -> suggested kit, nothing saved. A site that cannot be read still answers 200 with what was found.
  .post("/read", requireAuth, async (c) => {
    const body = await readJson(c, readSchema);
    await hit(
      c.var.db,
      READ_LIMIT,
      c.var.userId,
      "You have read many websites in the last hour. Please try again later.",
    );
    const kit = body.brandId ? kitJson(await getKit(c.var.db, c.var.userId, kitId(body.brandId))) : null;
    const answer = await readSuggestion(body.url, siteFetch(c.env), waitLimitMs(c.env, SITE_READ_TIMEOUT_MS));
    return c.json({ ...answer, kit, merged: kit ? mergeKit(kit, answer.suggestion) : null });
  })
  .get("/:id", requireAuth, async (c) => {
    const row = await getKit(c.var.db, c.var.userId, kitId(c.req.param("id")));
    return c.json({ brand: kitJson(row) });
  })
  .patch("/:id", requireAuth, async (c) => {
    const id = kitId(c.req.param("id"));
    const body = await readJson(c, patchKitSchema, MAX_KIT_BYTES);
    await hit(c.var.db, WRITE_LIMIT, c.var.userId, WRITE_LIMIT_MESSAGE);
    const row = await updateKit(kitDeps(c), c.var.userId, id, body);
    return c.json({ brand: kitJson(row) });
  })
  .delete("/:id", requireAuth, async (c) => {
    await deleteKit({ db: c.var.db, bucket: c.env.BUCKET }, c.var.userId, kitId(c.req.param("id")));
    return c.json({ ok: true });
  })
  // The kit's logo for <img> tags: public by an unguessable address (random kit id and the file's hash).
  .get("/:id/logo/:file", async (c) => {
    const id = kitId(c.req.param("id"));
    const sha = LOGO_FILE.exec(c.req.param("file"))?.[1];
    const [row] = sha
      ? await c.var.db
          .select({ logoKey: brandKits.logoKey, logoSha: brandKits.logoSha })
          .from(brandKits)
          .where(eq(brandKits.id, id))
      : [];
    const object = row?.logoKey && row.logoSha?.startsWith(sha!) ? await c.env.BUCKET.get(row.logoKey) : null;
    if (!object) throw new ApiError(404, "not_found", "Not found");
    return new Response(object.body, {
      headers: {
        "Content-Type": "image/png",
        "Cache-Control": "private, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
