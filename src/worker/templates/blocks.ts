import { eq } from "drizzle-orm";
import { z } from "zod";
import { generationJobs, templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { ContentBlock } from "../generation/content";
import { renderBlock } from "../generation/render/blocks";
import { padded, paragraphs, type RenderCtx } from "../generation/render/parts";
import { createRng } from "../generation/rng";
import { buildTheme, type Theme } from "../generation/theme";
import { readableOn } from "../generation/color";
import {
  isMediaBlock,
  mediaBlockSchemas,
  prepareMediaBlock,
  renderHeroRows,
  type MediaContext,
} from "./block-media";

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

const hexIn = (html: string, re: RegExp) => re.exec(html)?.[1]?.toLowerCase() ?? null;

/**
 * The theme a template was rendered with, read back from its HTML (button, headings, text, accent, highlight, badge,
 * fonts) on top of the job's palette, so a new block matches the copy the user is editing, edits included.
 */
export interface ThemeOverrides {
  button?: string;
  accent?: string;
}

export function themeFromHtml(html: string, palette: string[], overrides: ThemeOverrides = {}): Theme {
  const accent = hexIn(html, /class="bm-acc"[^>]*background-color:\s*(#[0-9a-f]{6})/i);
  // The seed may have given a three-colour kit's second and third colours either role: the order whose accent is the
  // template's own gives new sections the template's highlights, links and badges.
  const orders = palette.length === 3 ? [palette, [palette[0], palette[2], palette[1]]] : [palette];
  const themes = orders.map((p) => buildTheme(p.length ? p : ["#2563eb"], null, [], createRng(1)));
  const base = themes.find((t) => t.light.accent === accent) ?? themes[0];
  const btn = /<a[^>]*class="bm-btn"[^>]*style="([^"]*)"/i.exec(html)?.[1] ?? "";
  const fill = hexIn(btn, /background-color:\s*(#[0-9a-f]{6})/i);
  const label = hexIn(btn, /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i);
  const radius = Number(/border-radius:\s*(\d+)px/i.exec(btn)?.[1] ?? base.radius);
  // Body headings only (class "bm-h"): the banner's headline ("bm-ht") is written in the header's text colour.
  const headings = [...html.matchAll(/<h([1-6])[^>]*class="bm-h(?:"|\s[^"]*")[^>]*style="([^"]*)"/gi)];
  const headingStyle = (headings.find((m) => m[1] !== "1") ?? headings[0])?.[2] ?? "";
  const bodyStyle = /<p[^>]*class="bm-t"[^>]*style="([^"]*)"/i.exec(html)?.[1] ?? "";
  const font = (style: string) => /font-family:\s*([^;]+);/i.exec(style)?.[1]?.trim() ?? null;
  const link = hexIn(html, /<a[^>]*class="bm-a"[^>]*style="[^"]*color:\s*(#[0-9a-f]{6})/i);
  const highlight = hexIn(html, /class="bm-hl"[^>]*style="[^"]*color:\s*(#[0-9a-f]{6})/i);
  const badge = /class="bm-num"[^>]*style="([^"]*)"/i.exec(html)?.[1] ?? "";
  const badgeFill = hexIn(badge, /background-color:\s*(#[0-9a-f]{6})/i);
  const buttonFill = overrides.button ?? fill ?? base.light.button.fill;
  const button = {
    fill: buttonFill,
    text: overrides.button ? readableOn(overrides.button) : (label ?? base.light.button.text),
  };
  // Badges keep a third colour the template shows (or its palette has); badges in the button's colour follow the
  // button, the colour the user set in the editor included.
  const ownBadge = badgeFill && badgeFill !== fill ? { fill: badgeFill, text: readableOn(badgeFill) } : null;
  const paletteBadge =
    !badgeFill && base.light.badge.fill !== base.light.button.fill ? base.light.badge : null;
  const light = {
    ...base.light,
    button,
    heading: hexIn(headingStyle, /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i) ?? base.light.heading,
    text: hexIn(bodyStyle, /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i) ?? base.light.text,
    accent: overrides.accent ?? accent ?? base.light.accent,
    link: link ?? base.light.link,
    highlight: highlight ?? base.light.highlight,
    badge: ownBadge ?? paletteBadge ?? button,
  };
  return {
    ...base,
    light,
    fontBody: font(bodyStyle) ?? base.fontBody,
    // A template whose only heading is the banner's headline still has a heading font: take it from there.
    fontHeading:
      font(headingStyle) ?? font(/<h1\b[^>]*style="([^"]*)"/i.exec(html)?.[1] ?? "") ?? base.fontHeading,
    radius: Number.isFinite(radius) ? radius : base.radius,
  };
}

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
  const c: RenderCtx = { theme, align, boxed: false };
  if (isMediaBlock(block)) {
    if (!media) throw new Error(`block ${block.kind} needs somewhere to host its images`);
    const prepared = await prepareMediaBlock(block, media);
    return "hero" in prepared ? renderHeroRows(prepared.hero, c) : renderBlock(prepared.content, c);
  }
  if (block.kind === "text")
    return padded(paragraphs(block.text.split(/\n{2,}/), { ...c, align: "left" }), 0, 24);
  const content: ContentBlock =
    block.kind === "sections"
      ? { ...block, items: block.items.map((it) => ({ ...it, link: null })) }
      : block.kind === "features"
        ? { ...block, items: block.items.map((it) => ({ ...it, icon: null })) }
        : block;
  return renderBlock(content, c);
}
