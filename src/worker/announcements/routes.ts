import { and, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { announcements } from "../db/schema";
import type { AppEnv } from "../env";
import { bearerToken } from "../accounts/access-token";
import { ApiError } from "../platform/errors";
import { readJson } from "../platform/validate";

type AnnouncementRow = typeof announcements.$inferSelect;

export const ANNOUNCEMENT_TYPES = ["info", "warning", "error", "marketing", "success"] as const;

function toAnnouncement(row: AnnouncementRow) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.linkUrl ? { url: row.linkUrl, text: row.linkText || "Learn more" } : null,
    dismissible: row.dismissible,
    expiresAt: row.expiresAt ? new Date(row.expiresAt * 1000).toISOString() : null,
  };
}

async function timingSafeEqual(a: string, b: string): Promise<boolean> {
  const enc = new TextEncoder();
  const [ha, hb] = await Promise.all([
    crypto.subtle.digest("SHA-256", enc.encode(a)),
    crypto.subtle.digest("SHA-256", enc.encode(b)),
  ]);
  return crypto.subtle.timingSafeEqual(ha, hb);
}

/** The admin API exists only where an ADMIN_TOKEN secret is configured; elsewhere it is indistinguishable from 404. */
const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const expected = c.env.ADMIN_TOKEN;
  if (!expected) throw new ApiError(404, "not_found", "Not found");
  const given = bearerToken(c.req.header("authorization"));
  if (!given || !(await timingSafeEqual(given, expected)))
    throw new ApiError(401, "unauthorized", "Authentication required");
  await next();
};

const isoDate = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be a date like 2026-12-31T23:59:00Z")
  .transform((v) => Math.floor(Date.parse(v) / 1000));

const createSchema = z.object({
  type: z
    .enum(ANNOUNCEMENT_TYPES, { error: `type must be one of ${ANNOUNCEMENT_TYPES.join(", ")}` })
    .default("info"),
  title: z.string().trim().min(1, "title is required").max(120, "title can be at most 120 characters"),
  message: z
    .string()
    .trim()
    .min(1, "message is required")
    .max(1000, "message can be at most 1000 characters"),
  link: z
    .object({
      url: z
        .string()
        .trim()
        .regex(/^(https?:\/\/|\/)\S+$/, "link.url must start with https://, http:// or /"),
      text: z.string().trim().min(1).max(60).optional(),
    })
    .nullish(),
  dismissible: z.boolean().default(true),
  startsAt: isoDate.nullish(),
  expiresAt: isoDate.nullish(),
});

export const announcementsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const now = Math.floor(Date.now() / 1000);
    const [row] = await c.var.db
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.active, true),
          or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
          or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
        ),
      )
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(1);
    // No shared or browser cache: a new announcement must reach signed-in users within 10 s (they poll every 8 s).
    c.header("Cache-Control", "no-store");
    // Spec 02 section 7 reads `announcement` and `debug`: the server time the start/expiry filter used, which is
    // what explains a banner shown too early or not at all.
    return c.json({
      announcement: row ? toAnnouncement(row) : null,
      debug: { checkedAt: new Date(now * 1000).toISOString() },
    });
  })
  .use("/admin/*", requireAdmin)
  .use("/admin", requireAdmin)
  .get("/admin", async (c) => {
    const rows = await c.var.db
      .select()
      .from(announcements)
      .orderBy(desc(announcements.createdAt))
      .limit(100);
    return c.json({
      announcements: rows.map((r) => ({
        ...toAnnouncement(r),
        active: r.active,
        createdAt: new Date(r.createdAt * 1000).toISOString(),
      })),
    });
  })
  .post("/admin", async (c) => {
    const body = await readJson(c, createSchema);
    if (body.expiresAt && body.expiresAt <= Math.floor(Date.now() / 1000))
      throw new ApiError(400, "validation_failed", "expiresAt must be in the future.");
    const [row] = await c.var.db
      .insert(announcements)
      .values({
        id: crypto.randomUUID(),
        type: body.type,
        title: body.title,
        message: body.message,
        linkUrl: body.link?.url ?? null,
        linkText: body.link?.text ?? null,
        dismissible: body.dismissible,
        startsAt: body.startsAt ?? null,
        expiresAt: body.expiresAt ?? null,
      })
      .returning();
    return c.json({ announcement: toAnnouncement(row) }, 201);
  })
  .delete("/admin/:id", async (c) => {
    const rows = await c.var.db
      .delete(announcements)
      .where(eq(announcements.id, c.req.param("id")))
      .returning({ id: announcements.id });
    if (!rows.length) throw new ApiError(404, "not_found", "Announcement not found");
    return c.json({ success: true as const });
  });
