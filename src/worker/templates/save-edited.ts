import { and, count, eq } from "drizzle-orm";
import { templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import { buildTextPart } from "../../shared/esp/text-part";
import { deleteTemplateObjects, newCardId, storeBody } from "./store";
import { sanitizeEmailHtml } from "../generation";
import { UnreadableHtmlError } from "../generation/sanitize";
import { ApiError } from "../platform/errors";
import { withMessageLines } from "./message-lines";

/** Each copy is up to about 1 MB of HTML in R2: an account keeps this many (generated templates cost credits). */
export const MAX_SAVED_COPIES = 200;

export interface EditedInput {
  name?: string;
  campaignType?: string;
  htmlContent: string;
  websiteUrl?: string;
  /** Absent: the parent's. */
  subject?: string;
  preheader?: string;
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
  const [{ copies }] = await db
    .select({ copies: count() })
    .from(templates)
    .where(and(eq(templates.userId, parent.userId), eq(templates.generator, "edited")));
  if (copies >= MAX_SAVED_COPIES)
    throw new ApiError(
      409,
      "conflict",
      `You can keep at most ${MAX_SAVED_COPIES} saved copies. Delete copies you no longer need to save a new one.`,
    );
  const clean = await sanitizeEmailHtml(input.htmlContent).catch((err: unknown) => {
    if (err instanceof UnreadableHtmlError) throw new ApiError(400, "bad_request", err.message);
    throw err;
  });
  const lines = { subject: input.subject ?? parent.subject, preheader: input.preheader ?? parent.preheader };
  const html = await withMessageLines(clean, lines);
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
      subject: lines.subject,
      preheader: lines.preheader,
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
