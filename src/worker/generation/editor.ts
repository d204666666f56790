/**
 * The engine's door for the template editor: a section the user adds is rendered with the same parts, theme and
 * artwork as the e-mail it goes into. The editor (templates/) validates the request, finds the template and its
 * storage; everything drawn or rendered here is the engine's.
 */
import type { ContentBlock, ImageRef, LinkContent } from "./content";
import { heroSvg, socialIconSvg } from "./assets/artwork";
import { artworkBrand, CARD_SIZE, HERO_SIZE, heroColors } from "./assets";
import { SOCIAL_GLYPHS } from "./assets/icons";
import { encodeJpeg, encodePng, renderSvg } from "./assets/raster";
import { AssetStore, type BucketLike } from "./assets/store";
import { googleCalendarUrl } from "./plan/calendar";
import { renderBlock } from "./render/blocks";
import { label } from "./render/labels";
import { heading, padded, paragraphs, type RenderCtx } from "./render/parts";
import { createRng } from "./rng";
import { buildTheme, type Theme } from "./theme";
import { readableOn } from "../../shared/color";
import { esc } from "../../shared/escape";

export { sanitizeEmailHtml, UnreadableHtmlError } from "./sanitize";
export { hiddenPreheader } from "./render/parts";
export { CARD_SIZE, HERO_SIZE };
export type { ContentBlock, ImageRef, LinkContent, Theme };

/** The networks the editor offers an icon for, with the name a reader sees. */
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
export const networkName = (network: string) => NETWORK_NAMES[network] ?? network;

/** A time as the editor takes it: "18:00", "18:00-20:00" or "18:00 CET" (the zone as written, never converted). */
export const EVENT_TIME =
  /^([01]?\d|2[0-3]):([0-5]\d)(?:\s*[-–]\s*([01]?\d|2[0-3]):([0-5]\d))?(?:\s+((?:UTC|GMT)(?:[+-]\d{1,2}(?::?\d{2})?)?|[A-Z]{2,4}))?$/;

export interface HeroSection {
  headline: string;
  image: ImageRef;
  fill: string;
  text: string;
}

/** What the editor may insert: one of the engine's blocks, a hero with its picture, or plain paragraphs. */
export type EditorBlock =
  ContentBlock | { kind: "hero"; hero: HeroSection } | { kind: "paragraphs"; text: string };

/** Table rows for the card of the e-mail, in the template's theme: the editor inserts them where the user asked. */
export function renderEditorBlock(
  block: EditorBlock,
  theme: Theme,
  align: "left" | "center" = "left",
): string {
  const c: RenderCtx = { theme, align, boxed: false };
  if (block.kind === "hero") return heroRows(block.hero, c);
  if (block.kind === "paragraphs")
    return padded(paragraphs(block.text.split(/\n{2,}/), { ...c, align: "left" }), 0, 24);
  return renderBlock(block, c);
}

/** Full column width at every size (Outlook takes the width attribute), so no strip of fill shows beside it. */
function heroImg(ref: ImageRef, radius: number): string {
  const height = Math.round((ref.height * 520) / ref.width);
  return `<img src="${esc(ref.url)}" width="520" height="${height}" alt="${esc(ref.alt)}" style="display:block;width:100%;max-width:100%;height:auto;border:0;outline:none;text-decoration:none;border-radius:${radius}px ${radius}px 0 0;">`;
}

/** The engine's "image" hero as a body section: the artwork full width with the headline on a solid panel under it. */
function heroRows(hero: HeroSection, c: RenderCtx): string {
  const r = Math.min(c.theme.radius, 12);
  const box = `role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"`;
  const panel = `<table ${box}><tr><td class="bm-hero-p" bgcolor="${hero.fill}" style="background-color:${hero.fill};border-radius:0 0 ${r}px ${r}px;padding:20px 24px;">${heading(2, hero.headline, { ...c, align: "left" }, hero.text, "bm-hero-t")}</td></tr></table>`;
  const picture = `<table ${box}><tr><td bgcolor="${hero.fill}" style="background-color:${hero.fill};border-radius:${r}px ${r}px 0 0;font-size:0;line-height:0;">${heroImg(hero.image, r)}</td></tr></table>`;
  return padded(`${picture}${panel}`, 0, 24);
}

export interface EditorEvent {
  title: string;
  date: { iso: string; text: string };
  /** As the user wrote it, already matched against EVENT_TIME. */
  time: string | null;
  venue: string | null;
  join: LinkContent | null;
}

/** An event section with its "add to calendar" link and the rows a reader scans (date, time, venue). */
export function eventBlock(e: EditorEvent): ContentBlock {
  const t = e.time ? EVENT_TIME.exec(e.time) : null;
  const pad = (h: string, mm: string) => `${h.padStart(2, "0")}:${mm}`;
  const time = t
    ? { start: pad(t[1], t[2]), end: t[3] ? pad(t[3], t[4]) : null, zone: t[5] ?? null, text: e.time! }
    : null;
  const google = googleCalendarUrl({
    title: e.title,
    date: { ...e.date, yearGiven: true },
    time,
    location: e.venue,
    url: e.join?.url ?? null,
    description: null,
  });
  return {
    kind: "event",
    title: e.title,
    date: e.date,
    time: e.time,
    venue: e.venue,
    join: e.join,
    calendar: { google, ics: null, label: label("calendar.add", "en") },
    rows: [
      { label: label("event.date", "en"), value: e.date.text },
      ...(e.time ? [{ label: label("event.time", "en"), value: e.time }] : []),
      ...(e.venue ? [{ label: label("event.venue", "en"), value: e.venue }] : []),
    ],
  };
}

/** Where a template's files live: the editor gives a prefix once the first drawing is asked for. */
export interface EditorStorage {
  bucket: BucketLike;
  prefix: string;
  baseUrl: string;
}

function hex(bytes: number) {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/**
 * Placeholders and social icons for sections the user adds, in the template's brand colour. Drawings are promised
 * first and rendered by flush(); storage is opened only when something is drawn.
 */
export class EditorArtwork {
  private store: AssetStore | null = null;
  private readonly id = hex(4);
  private readonly brand: string;
  private readonly colors: { fill: string; text: string; accent: string };
  /** Files promised so far: the editor refuses before flush() when the template would hold too many. */
  drawn = 0;

  constructor(
    palette: string[],
    private open: () => Promise<EditorStorage>,
  ) {
    this.brand = artworkBrand(palette, null);
    const accent =
      palette.find((c) => /^#[0-9a-f]{6}$/i.test(c) && c.toLowerCase() !== this.brand) ?? this.brand;
    this.colors = { ...heroColors(this.brand), accent };
  }

  /** The hero panel's fill and text colours. */
  get panel(): { fill: string; text: string } {
    return { fill: this.colors.fill, text: this.colors.text };
  }

  private async storage(): Promise<AssetStore> {
    if (this.store) return this.store;
    const s = await this.open();
    this.store = new AssetStore(s.bucket, s.prefix, s.baseUrl);
    return this.store;
  }

  async artwork(size: { width: number; height: number }, alt = ""): Promise<ImageRef> {
    const store = await this.storage();
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    const family = createRng(seed).pick(["gradient", "shapes", "waves"] as const);
    const colors = this.colors;
    const name = `block-${this.id}-art-${++this.drawn}`;
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
    const store = await this.storage();
    const brand = this.brand;
    this.drawn++;
    return store.image(`block-${this.id}-${network}`, "png", 32, 32, networkName(network), async () =>
      encodePng(await renderSvg(socialIconSvg(network, brand), 64)),
    );
  }

  /** Renders and stores what was promised (nothing when nothing was drawn). */
  async flush(): Promise<void> {
    await this.store?.flush(null);
  }
}

const hexIn = (html: string, re: RegExp) => re.exec(html)?.[1]?.toLowerCase() ?? null;

/** Colours the user set in the editor, which win over what the HTML shows. */
export interface ThemeOverrides {
  button?: string;
  accent?: string;
}

/** The button, body headings and text as the template shows them: what a new section copies. */
function shownStyles(html: string) {
  const btn = /<a[^>]*class="bm-btn"[^>]*style="([^"]*)"/i.exec(html)?.[1] ?? "";
  // Body headings only (class "bm-h"): the banner's headline ("bm-ht") is written in the header's text colour.
  const headings = [...html.matchAll(/<h([1-6])[^>]*class="bm-h(?:"|\s[^"]*")[^>]*style="([^"]*)"/gi)];
  const badge = /class="bm-num"[^>]*style="([^"]*)"/i.exec(html)?.[1] ?? "";
  return {
    btn,
    fill: hexIn(btn, /background-color:\s*(#[0-9a-f]{6})/i),
    label: hexIn(btn, /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i),
    headingStyle: (headings.find((m) => m[1] !== "1") ?? headings[0])?.[2] ?? "",
    bodyStyle: /<p[^>]*class="bm-t"[^>]*style="([^"]*)"/i.exec(html)?.[1] ?? "",
    link: hexIn(html, /<a[^>]*class="bm-a"[^>]*style="[^"]*color:\s*(#[0-9a-f]{6})/i),
    highlight: hexIn(html, /class="bm-hl"[^>]*style="[^"]*color:\s*(#[0-9a-f]{6})/i),
    badgeFill: hexIn(badge, /background-color:\s*(#[0-9a-f]{6})/i),
  };
}

/**
 * The theme a template was rendered with, read back from its HTML (button, headings, text, accent, highlight, badge,
 * fonts) on top of the job's palette, so a new block matches the copy the user is editing, edits included.
 */
export function editorTheme(html: string, palette: string[], overrides: ThemeOverrides = {}): Theme {
  const accent = hexIn(html, /class="bm-acc"[^>]*background-color:\s*(#[0-9a-f]{6})/i);
  // The seed may have given a three-colour kit's second and third colours either role: the order whose accent is the
  // template's own gives new sections the template's highlights, links and badges.
  const orders = palette.length === 3 ? [palette, [palette[0], palette[2], palette[1]]] : [palette];
  const themes = orders.map((p) => buildTheme(p.length ? p : ["#2563eb"], null, [], createRng(1)));
  const base = themes.find((t) => t.light.accent === accent) ?? themes[0];
  const s = shownStyles(html);
  const radius = Number(/border-radius:\s*(\d+)px/i.exec(s.btn)?.[1] ?? base.radius);
  const font = (style: string) => /font-family:\s*([^;]+);/i.exec(style)?.[1]?.trim() ?? null;
  const button = {
    fill: overrides.button ?? s.fill ?? base.light.button.fill,
    text: overrides.button ? readableOn(overrides.button) : (s.label ?? base.light.button.text),
  };
  // Badges keep a third colour the template shows (or its palette has); badges in the button's colour follow the
  // button, the colour the user set in the editor included.
  const ownBadge =
    s.badgeFill && s.badgeFill !== s.fill ? { fill: s.badgeFill, text: readableOn(s.badgeFill) } : null;
  const paletteBadge =
    !s.badgeFill && base.light.badge.fill !== base.light.button.fill ? base.light.badge : null;
  const light = {
    ...base.light,
    button,
    heading: hexIn(s.headingStyle, /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i) ?? base.light.heading,
    text: hexIn(s.bodyStyle, /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i) ?? base.light.text,
    accent: overrides.accent ?? accent ?? base.light.accent,
    link: s.link ?? base.light.link,
    highlight: s.highlight ?? base.light.highlight,
    badge: ownBadge ?? paletteBadge ?? button,
  };
  return {
    ...base,
    light,
    fontBody: font(s.bodyStyle) ?? base.fontBody,
    // A template whose only heading is the banner's headline still has a heading font: take it from there.
    fontHeading:
      font(s.headingStyle) ?? font(/<h1\b[^>]*style="([^"]*)"/i.exec(html)?.[1] ?? "") ?? base.fontHeading,
    radius: Number.isFinite(radius) ? radius : base.radius,
  };
}
