import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { templates, users } from "../db/schema";
import type { AppEnv } from "../env";
import { requireAuth } from "../accounts/access-token";
import { ApiError } from "../platform/errors";
import { verifyPreviewToken } from "./preview-token";
import {
  decodeCursor,
  deleteTemplateObjects,
  findOwnTemplate,
  listTemplates,
  readBody,
  toSummaries,
  toSummary,
  typesForFilter,
} from "./store";
import { saveEditedTemplate } from "./save-edited";
import { tooLargeToSave } from "../../shared/template-health";
import { readJson } from "../platform/validate";
import { JOB_ID } from "../jobs/stubs";
import { CAMPAIGN_TYPE_VALUES } from "../../shared/campaign-types";
import { isPlanId, planAtLeast } from "../../shared/plans";
import { templateStats, utcMonthStart } from "./stats";

export const MAX_EDITED_HTML_BYTES = 500 * 1024;

// The preview is only ever rendered inside a sandboxed iframe; the policy forbids script, forms and plugins.
const PREVIEW_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; img-src https: data: http:; style-src 'unsafe-inline'; font-src https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
};

const listQuery = z.object({
  search: z.string().max(200, "search can be at most 200 characters").optional().default(""),
  type: z.string().max(100).optional().default(""),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(100000)
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be between 1 and 100")
    .max(100, "pageSize must be between 1 and 100")
    .default(50),
  cursor: z.string().max(100, "cursor is not valid").optional(),
});

const statsQuery = z.object({
  // The start of "This Month" in the viewer's time zone; the UTC month when absent.
  monthStart: z.iso
    .datetime({ offset: true, error: "monthStart must be an ISO date-time such as 2026-11-01T00:00:00Z" })
    .optional(),
});

const saveSchema = z.object({
  parentTemplateId: z
    .string({ error: "parentTemplateId is required" })
    .min(1, "parentTemplateId is required"),
  name: z.string().trim().max(200, "name can be at most 200 characters").optional(),
  campaignType: z.enum(CAMPAIGN_TYPE_VALUES, { error: "must be one of the campaign types" }).optional(),
  htmlContent: z.string({ error: "htmlContent is required" }).min(1, "htmlContent is required"),
  websiteUrl: z
    .string()
    .trim()
    .max(2048, "websiteUrl is too long")
    .regex(/^(https?:\/\/\S+)?$/i, "websiteUrl must start with http:// or https://")
    .optional(),
});

function templateId(id: string) {
  if (!JOB_ID.test(id)) throw new ApiError(404, "not_found", "Template not found");
  return id;
}

export const templatesRoutes = new Hono<AppEnv>()
  .get("/:id/preview", async (c) => {
    const id = templateId(c.req.param("id"));
    if (!(await verifyPreviewToken(c.env.JWT_SECRET, id, c.req.query("token"))))
      throw new ApiError(
        401,
        "unauthorized",
        "This preview link has expired. Please reload the templates list.",
      );
    const [row] = await c.var.db.select().from(templates).where(eq(templates.id, id));
    const body = row ? await readBody(c.env.BUCKET, row) : null;
    if (!body?.html) throw new ApiError(404, "not_found", "Template not found");
    return c.body(body.html, 200, PREVIEW_HEADERS);
  })
  .use(requireAuth)
  .get("/", async (c) => {
    const parsed = listQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, "validation_failed", parsed.error.issues[0]?.message ?? "Invalid query");
    const q = parsed.data;
    const types = q.type ? typesForFilter(q.type) : null;
    if (q.type && !types)
      throw new ApiError(400, "validation_failed", `Unknown template type filter '${q.type}'.`);
    const cursor = q.cursor ? decodeCursor(q.cursor) : null;
    if (q.cursor && !cursor)
      throw new ApiError(400, "validation_failed", "cursor is not valid; start again without it.");
    const { rows, total, unfilteredTotal, nextCursor } = await listTemplates(c.var.db, c.var.userId, {
      search: q.search.trim(),
      types,
      page: q.page,
      pageSize: q.pageSize,
      cursor,
    });
    const items = await toSummaries(rows, c.env.JWT_SECRET);
    return c.json({
      templates: items,
      total,
      unfilteredTotal,
      page: q.page,
      pageSize: q.pageSize,
      nextCursor,
    });
  })
  .get("/stats", async (c) => {
    const parsed = statsQuery.safeParse(c.req.query());
    if (!parsed.success)
      throw new ApiError(400, "validation_failed", parsed.error.issues[0]?.message ?? "Invalid query");
    const monthStart = parsed.data.monthStart
      ? Math.floor(Date.parse(parsed.data.monthStart) / 1000)
      : utcMonthStart();
    const stats = await templateStats(c.var.db, c.var.userId, monthStart);
    return c.json({
      total: stats.total,
      thisMonth: stats.thisMonth,
      monthStart: new Date(monthStart * 1000).toISOString(),
      byType: stats.byType,
      recent: await toSummaries(stats.recent, c.env.JWT_SECRET),
    });
  })
  .post("/save-edited", async (c) => {
    const body = await readJson(c, saveSchema, MAX_EDITED_HTML_BYTES * 2);
    const size = new TextEncoder().encode(body.htmlContent).byteLength;
    if (size > MAX_EDITED_HTML_BYTES) throw new ApiError(413, "payload_too_large", tooLargeToSave(size));
    const [user] = await c.var.db.select({ plan: users.plan }).from(users).where(eq(users.id, c.var.userId));
    if (!user || !isPlanId(user.plan)) throw new ApiError(401, "unauthorized", "Authentication required");
    if (!planAtLeast(user.plan, "premium"))
      throw new ApiError(
        403,
        "plan_required",
        "Editing and saving templates is available on the Premium and Enterprise plans.",
      );
    const parent = JOB_ID.test(body.parentTemplateId)
      ? await findOwnTemplate(c.var.db, c.var.userId, body.parentTemplateId)
      : null;
    if (!parent) throw new ApiError(404, "not_found", "Template not found");
    const row = await saveEditedTemplate(c.env.BUCKET, c.var.db, parent, body);
    return c.json({ success: true as const, template: await toSummary(row, c.env.JWT_SECRET) }, 201);
  })
  .get("/:id", async (c) => {
    const row = await findOwnTemplate(c.var.db, c.var.userId, templateId(c.req.param("id")));
    if (!row) throw new ApiError(404, "not_found", "Template not found");
    const body = await readBody(c.env.BUCKET, row);
    return c.json({
      template: {
        ...(await toSummary(row, c.env.JWT_SECRET)),
        htmlContent: body.html ?? "",
        plainText: body.text,
      },
    });
  })
  .delete("/:id", async (c) => {
    const row = await findOwnTemplate(c.var.db, c.var.userId, templateId(c.req.param("id")));
    if (!row) throw new ApiError(404, "not_found", "Template not found");
    await c.var.db.delete(templates).where(eq(templates.id, row.id));
    await deleteTemplateObjects(c.env.BUCKET, row);
    return c.json({ success: true as const });
  });
