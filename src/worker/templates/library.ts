import { eq } from "drizzle-orm";
import { templates, users } from "../db/schema";
import type { AppBindings } from "../env";
import type { Db } from "../platform/db";
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
import { paletteOf } from "./blocks";
import { tooLargeToSave } from "../../shared/template-health";
import { forPreview } from "../../shared/esp/preview";
import { JOB_ID } from "../jobs/stubs";
import { isPlanId, planAtLeast } from "../../shared/plans";
import { templateStats, utcMonthStart } from "./stats";
import { MAX_EDITED_HTML_BYTES, type ListQuery, type SaveBody } from "./schemas";

/** What a template action needs: the database, the bindings (bucket, signing secret) and the signed-in user. */
export interface TemplateScope {
  db: Db;
  env: AppBindings;
  userId: string;
}

// The preview is only ever rendered inside a sandboxed iframe; the policy forbids script, forms and plugins.
export const PREVIEW_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; img-src https: data: http:; style-src 'unsafe-inline'; font-src https:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "private, no-store",
};

function templateId(id: string) {
  if (!JOB_ID.test(id)) throw new ApiError(404, "not_found", "Template not found");
  return id;
}

/** The caller's own template, or 404 for any other id (someone else's answers the same as none). */
export async function ownTemplate(s: TemplateScope, id: string) {
  const row = await findOwnTemplate(s.db, s.userId, templateId(id));
  if (!row) throw new ApiError(404, "not_found", "Template not found");
  return row;
}

/** A preview link carries a short-lived signed token instead of a session, so an iframe can load it. */
export async function previewHtml(
  db: Db,
  env: AppBindings,
  id: string,
  token: string | undefined,
): Promise<string> {
  templateId(id);
  if (!(await verifyPreviewToken(env.JWT_SECRET, id, token)))
    throw new ApiError(
      401,
      "unauthorized",
      "This preview link has expired. Please reload the templates list.",
    );
  const [row] = await db.select().from(templates).where(eq(templates.id, id));
  const body = row ? await readBody(env.BUCKET, row) : null;
  if (!body?.html) throw new ApiError(404, "not_found", "Template not found");
  // The preview shows the greeting's fallback word, not the token; the stored body keeps it.
  return forPreview(body.html);
}

export async function listOwnTemplates(s: TemplateScope, q: ListQuery) {
  const types = q.type ? typesForFilter(q.type) : null;
  if (q.type && !types)
    throw new ApiError(400, "validation_failed", `Unknown template type filter '${q.type}'.`);
  const cursor = q.cursor ? decodeCursor(q.cursor) : null;
  if (q.cursor && !cursor)
    throw new ApiError(400, "validation_failed", "cursor is not valid; start again without it.");
  const { rows, total, unfilteredTotal, nextCursor } = await listTemplates(s.db, s.userId, {
    search: q.search.trim(),
    types,
    page: q.page,
    pageSize: q.pageSize,
    cursor,
  });
  const items = await toSummaries(rows, s.env.JWT_SECRET);
  return { templates: items, total, unfilteredTotal, page: q.page, pageSize: q.pageSize, nextCursor };
}

export async function ownStats(s: TemplateScope, monthStartIso: string | undefined) {
  const monthStart = monthStartIso ? Math.floor(Date.parse(monthStartIso) / 1000) : utcMonthStart();
  const stats = await templateStats(s.db, s.userId, monthStart);
  return {
    total: stats.total,
    thisMonth: stats.thisMonth,
    monthStart: new Date(monthStart * 1000).toISOString(),
    byType: stats.byType,
    recent: await toSummaries(stats.recent, s.env.JWT_SECRET),
  };
}

/** Premium and Enterprise only: stores the edited HTML as a new template beside its parent. */
export async function saveEdited(s: TemplateScope, body: SaveBody) {
  const size = new TextEncoder().encode(body.htmlContent).byteLength;
  if (size > MAX_EDITED_HTML_BYTES) throw new ApiError(413, "payload_too_large", tooLargeToSave(size));
  const [user] = await s.db.select({ plan: users.plan }).from(users).where(eq(users.id, s.userId));
  if (!user || !isPlanId(user.plan)) throw new ApiError(401, "unauthorized", "Authentication required");
  if (!planAtLeast(user.plan, "premium"))
    throw new ApiError(
      403,
      "plan_required",
      "Editing and saving templates is available on the Premium and Enterprise plans.",
    );
  const parent = JOB_ID.test(body.parentTemplateId)
    ? await findOwnTemplate(s.db, s.userId, body.parentTemplateId)
    : null;
  if (!parent) throw new ApiError(404, "not_found", "Template not found");
  const row = await saveEditedTemplate(s.env.BUCKET, s.db, parent, body);
  return { success: true as const, template: await toSummary(row, s.env.JWT_SECRET) };
}

export async function readOwnTemplate(s: TemplateScope, id: string) {
  const row = await ownTemplate(s, id);
  const body = await readBody(s.env.BUCKET, row);
  return {
    template: {
      ...(await toSummary(row, s.env.JWT_SECRET)),
      htmlContent: body.html ?? "",
      plainText: body.text,
      // The brand colours the template was made with, for the editor's swatches.
      palette: await paletteOf(s.db, row),
    },
  };
}

export async function deleteOwnTemplate(s: TemplateScope, id: string) {
  const row = await ownTemplate(s, id);
  await s.db.delete(templates).where(eq(templates.id, row.id));
  await deleteTemplateObjects(s.env.BUCKET, row, s.db);
  return { success: true as const };
}
