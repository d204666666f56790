import { eq } from "drizzle-orm";
import { templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import { buildTextPart } from "../../shared/esp/text-part";
import { deleteTemplateObjects, newCardId, storeBody } from "./store";
import { sanitizeEmailHtml } from "../generation";
import { UnreadableHtmlError } from "../generation/sanitize";
import { ApiError } from "../platform/errors";

export interface EditedInput {
  name?: string;
  campaignType?: string;
  htmlContent: string;
  websiteUrl?: string;
}

/**
 * Saves an edited copy as a new template (it costs no credit); the HTML is sanitised before it is stored. The copy
 * shares the parent's asset prefix: those files are immutable (uploads get new names), so nothing is copied, and
 * they are deleted with the last template that refers to them.
 */
export async function saveEditedTemplate(
  bucket: R2Bucket,
  db: Db,
  parent: TemplateRow,
  input: EditedInput,
): Promise<TemplateRow> {
  const clean = await sanitizeEmailHtml(input.htmlContent).catch((err: unknown) => {
    if (err instanceof UnreadableHtmlError) throw new ApiError(400, "bad_request", err.message);
    throw err;
  });
  const html = clean;
  const prefix = parent.assetPrefix;
  const id = crypto.randomUUID();
  const stored = await storeBody(bucket, parent.userId, id, html, buildTextPart(html));
  const name = input.name?.trim() || `${parent.name.replace(/ \(edited\)$/, "")} (edited)`;
  const [row] = await db
    .insert(templates)
    .values({
      id,
      userId: parent.userId,
      name: name.slice(0, 200),
      campaignType: input.campaignType ?? parent.campaignType,
      websiteUrl: input.websiteUrl?.trim() || parent.websiteUrl,
      templatecardid: newCardId(),
      subject: parent.subject,
      preheader: parent.preheader,
      bodyKey: stored.bodyKey,
      textKey: stored.textKey,
      assetPrefix: prefix,
      sizeBytes: stored.sizeBytes,
      parentTemplateId: parent.id,
      generator: "edited",
    })
    .returning();
  // A parent deleted meanwhile may have released the shared files before this row referred to them.
  const [stillThere] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(eq(templates.id, parent.id));
  if (!stillThere) {
    await db.delete(templates).where(eq(templates.id, row.id));
    await deleteTemplateObjects(bucket, row, db);
    throw new ApiError(404, "not_found", "Template not found");
  }
  return row;
}
