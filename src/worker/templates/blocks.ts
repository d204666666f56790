import { eq } from "drizzle-orm";
import { z } from "zod";
import { generationJobs, templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import { renderEditorBlock, type ContentBlock, type EditorBlock, type Theme } from "../generation/editor";
import { isMediaBlock, mediaBlockSchemas, prepareMediaBlock, type MediaContext } from "./block-media";

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `can be at most ${max} characters`);

/**
 * The engine's block library as the editor may add it (text kinds, and the image-led kinds whose pictures the server
 * hosts), plus an empty text section the user fills in the editor.
 */
export const blockSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("sections"),
    title: text(120).nullable().default(null),
    columns: z.union([z.literal(1), z.literal(2)]).default(1),
    items: z
      .array(z.object({ heading: text(120), body: text(1000) }))
      .min(1)
      .max(4),
  }),
  z.object({
    kind: z.literal("features"),
    title: text(120),
    columns: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    items: z
      .array(z.object({ title: text(120), body: text(600) }))
      .min(1)
      .max(4),
  }),
  z.object({
    kind: z.literal("steps"),
    title: text(120),
    items: z
      .array(z.object({ title: text(120), body: text(600) }))
      .min(1)
      .max(6),
  }),
  z.object({ kind: z.literal("quote"), text: text(600), by: text(120) }),
  z.object({ kind: z.literal("note"), text: text(600) }),
  z.object({
    kind: z.literal("details"),
    title: text(120),
    rows: z
      .array(z.object({ label: text(80), value: text(200) }))
      .min(1)
      .max(8),
  }),
  z.object({ kind: z.literal("text"), text: text(2000) }),
  ...mediaBlockSchemas,
]);
export type BlockRequest = z.infer<typeof blockSchema>;

/** The palette of the generation a template (or the template it was copied from) came from. */
export async function paletteOf(db: Db, template: TemplateRow): Promise<string[]> {
  let current: TemplateRow | undefined = template;
  for (let i = 0; current && i < 10; i++) {
    if (current.jobId) {
      const [job] = await db
        .select({ palette: generationJobs.palette })
        .from(generationJobs)
        .where(eq(generationJobs.id, current.jobId));
      return job?.palette ?? [];
    }
    if (!current.parentTemplateId) return [];
    [current] = await db.select().from(templates).where(eq(templates.id, current.parentTemplateId));
  }
  return [];
}

/** Table rows for the card of the e-mail: the editor inserts them where the user asked. Image-led kinds host their pictures first. */
export async function renderBlockRows(
  block: BlockRequest,
  theme: Theme,
  align: "left" | "center" = "left",
  media?: MediaContext,
): Promise<string> {
  return renderEditorBlock(await engineBlock(block, media), theme, align);
}

async function engineBlock(block: BlockRequest, media?: MediaContext): Promise<EditorBlock> {
  if (isMediaBlock(block)) {
    if (!media) throw new Error(`block ${block.kind} needs somewhere to host its images`);
    return prepareMediaBlock(block, media);
  }
  if (block.kind === "text") return { kind: "paragraphs", text: block.text };
  const content: ContentBlock =
    block.kind === "sections"
      ? { ...block, items: block.items.map((it) => ({ ...it, link: null })) }
      : block.kind === "features"
        ? { ...block, items: block.items.map((it) => ({ ...it, icon: null })) }
        : block;
  return content;
}
