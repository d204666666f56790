import { eq } from "drizzle-orm";
import { z } from "zod";
import { templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { newAssetPrefix } from "./store";
import {
  CARD_SIZE,
  EditorArtwork,
  EVENT_TIME,
  eventBlock,
  HERO_SIZE,
  networkName,
  SOCIAL_NETWORKS,
  type EditorBlock,
  type ImageRef,
  type LinkContent,
} from "../generation/editor";
import { MAX_IMAGES_PER_TEMPLATE } from "./images";

const text = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `can be at most ${max} characters`);

const url = z
  .string()
  .trim()
  .max(2000, "can be at most 2000 characters")
  .refine((v) => {
    try {
      return ["http:", "https:", "mailto:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, "must be an http, https or mailto address");

/** A link the user can edit later; without an address it points at the template's own website. */
const linkSchema = z.object({ label: text(80), url: url.optional() });

/** An image the user already hosts with this template (e.g. an upload); without one the server draws artwork. */
const imageSchema = z
  .object({ url: url, alt: z.string().trim().max(200, "can be at most 200 characters").default("") })
  .nullable()
  .default(null);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2027-03-12")
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "is not a real date",
  );

/** The image-led kinds of the engine's block library, as the editor may add them. */
export const mediaBlockSchemas = [
  z.object({
    kind: z.literal("hero"),
    headline: text(120),
    image: imageSchema,
  }),
  z.object({
    kind: z.literal("imageText"),
    heading: text(120),
    body: text(1000),
    link: linkSchema.nullable().default(null),
    image: imageSchema,
  }),
  z.object({
    kind: z.literal("event"),
    title: text(120),
    date: z.object({ iso: isoDate, text: text(60) }),
    time: z
      .string()
      .trim()
      .max(40, "can be at most 40 characters")
      .regex(EVENT_TIME, "must look like 18:00, 18:00-20:00 or 18:00 CET")
      .nullable()
      .default(null),
    venue: text(200).nullable().default(null),
    join: z
      .object({ label: text(80), url })
      .nullable()
      .default(null),
  }),
  z.object({
    kind: z.literal("products"),
    title: text(120).nullable().default(null),
    items: z
      .array(
        z.object({
          name: text(120),
          price: text(40).nullable().default(null),
          link: linkSchema.nullable().default(null),
          image: imageSchema,
        }),
      )
      .min(1, "needs at least one product")
      .max(4, "can hold at most 4 products"),
  }),
  z.object({
    kind: z.literal("social"),
    items: z
      .array(
        z.object({
          network: z.enum(SOCIAL_NETWORKS as [string, ...string[]], {
            error: `must be one of ${SOCIAL_NETWORKS.join(", ")}`,
          }),
          url: url,
        }),
      )
      .min(1, "needs at least one network")
      .max(6, "can hold at most 6 networks"),
  }),
] as const;

type MediaRequest = z.infer<(typeof mediaBlockSchemas)[number]>;
export const MEDIA_KINDS = new Set(mediaBlockSchemas.map((s) => s.shape.kind.value));
export const isMediaBlock = (b: { kind: string }): b is MediaRequest => MEDIA_KINDS.has(b.kind as never);

export interface MediaContext {
  bucket: R2Bucket;
  db: Db;
  template: TemplateRow;
  palette: string[];
  baseUrl: string;
}

/** A user's own image must already be one of this template's hosted files, so the e-mail never shows a broken or foreign picture. */
function ownImage(
  m: MediaContext,
  image: { url: string; alt: string },
  size: { width: number; height: number },
): ImageRef {
  const prefix = m.template.assetPrefix;
  if (!prefix || !image.url.startsWith(`${m.baseUrl}/api/${prefix}`))
    throw new ApiError(
      400,
      "validation_failed",
      "image: use an image uploaded to this template, or leave it out to get a placeholder",
    );
  return { url: image.url, width: size.width, height: size.height, alt: image.alt };
}

/** The template's asset prefix, given on first use to a template that has none. */
async function openStorage(m: MediaContext) {
  let prefix = m.template.assetPrefix;
  if (!prefix) {
    prefix = newAssetPrefix();
    await m.db.update(templates).set({ assetPrefix: prefix }).where(eq(templates.id, m.template.id));
    m.template = { ...m.template, assetPrefix: prefix };
  }
  return { bucket: m.bucket, prefix, baseUrl: m.baseUrl };
}

/** Refuses before anything is stored when the template would hold more images than it may. */
async function keepWithinCap(m: MediaContext, drawn: number): Promise<void> {
  if (!drawn) return;
  const existing = await m.bucket.list({
    prefix: m.template.assetPrefix!,
    limit: MAX_IMAGES_PER_TEMPLATE + 1,
  });
  if (existing.objects.length + drawn > MAX_IMAGES_PER_TEMPLATE)
    throw new ApiError(
      409,
      "conflict",
      `A template can hold at most ${MAX_IMAGES_PER_TEMPLATE} images. Save a copy and remove unused images first.`,
    );
}

/** Turns the editor's request into the engine's block, with every image hosted and the calendar link built. */
export async function prepareMediaBlock(block: MediaRequest, m: MediaContext): Promise<EditorBlock> {
  const art = new EditorArtwork(m.palette, () => openStorage(m));
  const out = await engineMedia(block, m, art);
  await keepWithinCap(m, art.drawn);
  await art.flush();
  return out;
}

async function engineMedia(block: MediaRequest, m: MediaContext, art: EditorArtwork): Promise<EditorBlock> {
  const linkOf = (l: { label: string; url?: string } | null): LinkContent | null =>
    l ? { label: l.label, url: l.url ?? m.template.websiteUrl } : null;
  const picture = (image: { url: string; alt: string } | null, size: { width: number; height: number }) =>
    image ? Promise.resolve(ownImage(m, image, size)) : art.artwork(size);
  switch (block.kind) {
    case "hero":
      return {
        kind: "hero",
        hero: { headline: block.headline, image: await picture(block.image, HERO_SIZE), ...art.panel },
      };
    case "imageText": {
      const item = { heading: block.heading, body: block.body, link: linkOf(block.link) };
      return {
        kind: "imageText",
        title: null,
        items: [{ ...item, image: await picture(block.image, CARD_SIZE) }],
      };
    }
    case "products": {
      const items = [];
      for (const p of block.items)
        items.push({
          name: p.name,
          price: p.price,
          link: linkOf(p.link),
          image: await picture(p.image, CARD_SIZE),
        });
      return { kind: "products", title: block.title, items };
    }
    case "social": {
      const items = [];
      for (const s of block.items)
        items.push({
          network: s.network,
          label: networkName(s.network),
          url: s.url,
          icon: await art.social(s.network),
        });
      return { kind: "social", items };
    }
    case "event":
      return eventBlock(block);
  }
}
