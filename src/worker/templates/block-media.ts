import { eq } from "drizzle-orm";
import { z } from "zod";
import { templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { newAssetPrefix } from "./store";
import type { ContentBlock, ImageRef, LinkContent } from "../generation/content";
import { esc } from "../../shared/escape";
import { heroSvg, socialIconSvg } from "../generation/assets/artwork";
import { artworkBrand, CARD_SIZE, HERO_SIZE, heroColors } from "../generation/assets/index";
import { SOCIAL_GLYPHS } from "../generation/assets/icons";
import { encodeJpeg, encodePng, renderSvg } from "../generation/assets/raster";
import { AssetStore } from "../generation/assets/store";
import { googleCalendarUrl } from "../generation/plan/calendar";
import { label } from "../generation/render/labels";
import { heading, padded, type RenderCtx } from "../generation/render/parts";
import { createRng } from "../generation/rng";
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

export const SOCIAL_NETWORKS = Object.keys(SOCIAL_GLYPHS).filter((n) => n !== "link");
const NETWORK_NAMES: Record<string, string> = {
  linkedin: "LinkedIn",
  x: "X",
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  github: "GitHub",
  tiktok: "TikTok",
  pinterest: "Pinterest",
};

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2027-03-12")
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "is not a real date",
  );

const TIME =
  /^([01]?\d|2[0-3]):([0-5]\d)(?:\s*[-–]\s*([01]?\d|2[0-3]):([0-5]\d))?(?:\s+((?:UTC|GMT)(?:[+-]\d{1,2}(?::?\d{2})?)?|[A-Z]{2,4}))?$/;

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
      .regex(TIME, "must look like 18:00, 18:00-20:00 or 18:00 CET")
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

function hex(bytes: number) {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** Draws placeholders and icons under the template's asset prefix; the template gets a prefix when it has none. */
class BlockAssets {
  private store: AssetStore | null = null;
  private readonly id = hex(4);
  private readonly brand: string;
  private readonly colors: { fill: string; text: string; accent: string };
  private n = 0;

  constructor(private m: MediaContext) {
    this.brand = artworkBrand(m.palette, null);
    const accent =
      m.palette.find((c) => /^#[0-9a-f]{6}$/i.test(c) && c.toLowerCase() !== this.brand) ?? this.brand;
    this.colors = { ...heroColors(this.brand), accent };
  }

  get fill() {
    return this.colors.fill;
  }
  get text() {
    return this.colors.text;
  }

  /** A user's own image must already be one of this template's hosted files, so the e-mail never shows a broken or foreign picture. */
  own(image: { url: string; alt: string }, width: number, height: number): ImageRef {
    const prefix = this.m.template.assetPrefix;
    if (!prefix || !image.url.startsWith(`${this.m.baseUrl}/api/${prefix}`))
      throw new ApiError(
        400,
        "validation_failed",
        "image: use an image uploaded to this template, or leave it out to get a placeholder",
      );
    return { url: image.url, width, height, alt: image.alt };
  }

  private async open(): Promise<AssetStore> {
    if (this.store) return this.store;
    let prefix = this.m.template.assetPrefix;
    if (!prefix) {
      prefix = newAssetPrefix();
      await this.m.db
        .update(templates)
        .set({ assetPrefix: prefix })
        .where(eq(templates.id, this.m.template.id));
      this.m.template = { ...this.m.template, assetPrefix: prefix };
    }
    this.store = new AssetStore(this.m.bucket, prefix, this.m.baseUrl);
    return this.store;
  }

  async artwork(size: { width: number; height: number }, alt = ""): Promise<ImageRef> {
    const store = await this.open();
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const rng = createRng(seed);
    const family = rng.pick(["gradient", "shapes", "waves"] as const);
    const colors = this.colors;
    const name = `block-${this.id}-art-${++this.n}`;
    return store.image(name, "jpeg", size.width, size.height, alt, async () =>
      encodeJpeg(
        await renderSvg(
          heroSvg(family, colors, createRng(seed ^ 0x5eed), size.width, size.height),
          size.width * 2,
        ),
        80 * 1024,
      ),
    );
  }

  async social(network: string): Promise<ImageRef> {
    const store = await this.open();
    const brand = this.brand;
    this.n++;
    return store.image(
      `block-${this.id}-${network}`,
      "png",
      32,
      32,
      NETWORK_NAMES[network] ?? network,
      async () => encodePng(await renderSvg(socialIconSvg(network, brand), 64)),
    );
  }

  /** Stores what was promised, refusing when the template already holds as many images as it may. */
  async flush(): Promise<void> {
    if (!this.store) return;
    const existing = await this.m.bucket.list({
      prefix: this.m.template.assetPrefix!,
      limit: MAX_IMAGES_PER_TEMPLATE + 1,
    });
    if (existing.objects.length + this.n > MAX_IMAGES_PER_TEMPLATE)
      throw new ApiError(
        409,
        "conflict",
        `A template can hold at most ${MAX_IMAGES_PER_TEMPLATE} images. Save a copy and remove unused images first.`,
      );
    await this.store.flush(null);
  }
}

export type PreparedMedia =
  { content: ContentBlock } | { hero: { headline: string; image: ImageRef; fill: string; text: string } };

/** Turns the editor's request into the engine's block, with every image hosted and the calendar link built. */
export async function prepareMediaBlock(block: MediaRequest, m: MediaContext): Promise<PreparedMedia> {
  const assets = new BlockAssets(m);
  const linkOf = (l: { label: string; url?: string } | null): LinkContent | null =>
    l ? { label: l.label, url: l.url ?? m.template.websiteUrl } : null;
  const picture = (image: { url: string; alt: string } | null, size: { width: number; height: number }) =>
    image ? Promise.resolve(assets.own(image, size.width, size.height)) : assets.artwork(size);
  let out: PreparedMedia;
  switch (block.kind) {
    case "hero":
      out = {
        hero: {
          headline: block.headline,
          image: await picture(block.image, HERO_SIZE),
          fill: assets.fill,
          text: assets.text,
        },
      };
      break;
    case "imageText":
      out = {
        content: {
          kind: "imageText",
          title: null,
          items: [
            {
              heading: block.heading,
              body: block.body,
              link: linkOf(block.link),
              image: await picture(block.image, CARD_SIZE),
            },
          ],
        },
      };
      break;
    case "products": {
      const items = [];
      for (const p of block.items)
        items.push({
          name: p.name,
          price: p.price,
          link: linkOf(p.link),
          image: await picture(p.image, CARD_SIZE),
        });
      out = { content: { kind: "products", title: block.title, items } };
      break;
    }
    case "social": {
      const items = [];
      for (const s of block.items)
        items.push({
          network: s.network,
          label: NETWORK_NAMES[s.network] ?? s.network,
          url: s.url,
          icon: await assets.social(s.network),
        });
      out = { content: { kind: "social", items } };
      break;
    }
    case "event": {
      const t = block.time ? TIME.exec(block.time) : null;
      const pad = (h: string, mm: string) => `${h.padStart(2, "0")}:${mm}`;
      const time = t
        ? {
            start: pad(t[1], t[2]),
            end: t[3] ? pad(t[3], t[4]) : null,
            zone: t[5] ?? null,
            text: block.time!,
          }
        : null;
      const google = googleCalendarUrl({
        title: block.title,
        date: { ...block.date, yearGiven: true },
        time,
        location: block.venue,
        url: block.join?.url ?? null,
        description: null,
      });
      out = {
        content: {
          kind: "event",
          title: block.title,
          date: block.date,
          time: block.time,
          venue: block.venue,
          join: block.join,
          calendar: { google, ics: null, label: label("calendar.add", "en") },
          rows: [
            { label: label("event.date", "en"), value: block.date.text },
            ...(block.time ? [{ label: label("event.time", "en"), value: block.time }] : []),
            ...(block.venue ? [{ label: label("event.venue", "en"), value: block.venue }] : []),
          ],
        },
      };
      break;
    }
  }
  await assets.flush();
  return out;
}

/** Full column width at every size (Outlook takes the width attribute), so no strip of fill shows beside it. */
function heroImg(ref: ImageRef, radius: number): string {
  const height = Math.round((ref.height * 520) / ref.width);
  return `<img src="${esc(ref.url)}" width="520" height="${height}" alt="${esc(ref.alt)}" style="display:block;width:100%;max-width:100%;height:auto;border:0;outline:none;text-decoration:none;border-radius:${radius}px ${radius}px 0 0;">`;
}

/** The engine's "image" hero as a body section: the artwork full width with the headline on a solid panel under it. */
export function renderHeroRows(
  hero: { headline: string; image: ImageRef; fill: string; text: string },
  c: RenderCtx,
): string {
  const r = Math.min(c.theme.radius, 12);
  const panel = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr><td class="bm-hero-p" bgcolor="${hero.fill}" style="background-color:${hero.fill};border-radius:0 0 ${r}px ${r}px;padding:20px 24px;">${heading(2, hero.headline, { ...c, align: "left" }, hero.text, "bm-hero-t")}</td></tr></table>`;
  return padded(
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr><td bgcolor="${hero.fill}" style="background-color:${hero.fill};border-radius:${r}px ${r}px 0 0;font-size:0;line-height:0;">${heroImg(hero.image, r)}</td></tr></table>${panel}`,
    0,
    24,
  );
}
