import { templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import { htmlToPlainText } from "./plain-text";
import { newAssetPrefix, newCardId, storeBody } from "./store";
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
 * Copies the parent's public assets under a new prefix and points the HTML at them, so the saved copy keeps its
 * logo even after the original template is deleted.
 */
async function copyAssets(bucket: R2Bucket, parent: TemplateRow, html: string): Promise<{ html: string; prefix: string | null }> {
  if (!parent.assetPrefix) return { html, prefix: null };
  const prefix = newAssetPrefix();
  const page = await bucket.list({ prefix: parent.assetPrefix });
  let copied = 0;
  for (const o of page.objects) {
    const source = await bucket.get(o.key);
    if (!source) continue;
    await bucket.put(prefix + o.key.slice(parent.assetPrefix.length), await source.arrayBuffer(), {
      httpMetadata: source.httpMetadata,
    });
    copied++;
  }
  if (!copied) return { html, prefix: null };
  return { html: html.split(`/api/${parent.assetPrefix}`).join(`/api/${prefix}`), prefix };
}

/** Saves an edited copy as a new template (it costs no credit); the HTML is sanitised before it is stored. */
export async function saveEditedTemplate(bucket: R2Bucket, db: Db, parent: TemplateRow, input: EditedInput): Promise<TemplateRow> {
  const clean = await sanitizeEmailHtml(input.htmlContent).catch((err: unknown) => {
    if (err instanceof UnreadableHtmlError) throw new ApiError(400, "bad_request", err.message);
    throw err;
  });
  const { html, prefix } = await copyAssets(bucket, parent, clean);
  const id = crypto.randomUUID();
  const stored = await storeBody(bucket, parent.userId, id, html, htmlToPlainText(html));
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
  return row;
}
