import { mix } from "../color";
import type { EmailContent, ImageRef } from "../content";
import { esc } from "../../../shared/escape";
import { heading, kitStripe, row, table, type RenderCtx } from "./parts";

/**
 * photo: the picture behind the headline (bulletproof: CSS background, VML for Outlook, solid fill when images are off);
 * cover: the picture full width above the headline. The rest are typographic, drawn in HTML and CSS with no picture but
 * the logo: field (solid brand colour, large headline), split (logo mark beside the headline), outlined (a ruled
 * frame), gradient (a CSS band over a solid fallback).
 */
export type HeroVariant = "photo" | "cover" | "field" | "split" | "outlined" | "gradient";
export const TYPOGRAPHIC_HEROES = ["field", "split", "outlined", "gradient"] as const;

export interface HeroRender {
  variant: HeroVariant;
  /** Only for the photo variants. */
  image: ImageRef | null;
  /** The panel under a live headline: forced-dark safe (buttonColors). */
  fill: string;
  text: string;
  /** The subhead under the headline: the copy's first short paragraph, moved out of the body. */
  subhead: string | null;
}

export interface HeroParts {
  logo: (align: "left" | "center") => string;
  brandName: string;
  websiteUrl: string;
  hasLogo: boolean;
}

const upper = (t: string, c: RenderCtx) => t.toLocaleUpperCase(c.lang ?? "en");
const gap = (h: number) => `<div style="height:${h}px;line-height:${h}px;font-size:${h}px;">&nbsp;</div>`;

function eyebrow(content: EmailContent, c: RenderCtx, color: string, cls: string): string {
  return content.eyebrow
    ? `<p class="${cls}" style="margin:0 0 12px 0;font-family:${c.theme.fontBody};font-size:13px;line-height:18px;font-weight:700;letter-spacing:1.6px;color:${color};text-align:${c.align};">${esc(upper(content.eyebrow, c))}</p>`
    : "";
}

function subhead(h: HeroRender, c: RenderCtx, color: string, cls: string): string {
  return h.subhead
    ? `${gap(14)}<p class="${cls}" style="margin:0;font-family:${c.theme.fontBody};font-size:18px;line-height:28px;color:${color};text-align:${c.align};">${esc(h.subhead)}</p>`
    : "";
}

/** The brand's mark when there is no logo: its initial, set large in the heading font. */
function monogram(p: HeroParts, c: RenderCtx, color: string): string {
  const letter = p.brandName.trim().charAt(0).toUpperCase() || "•";
  return `<a class="bm-ht" href="${esc(p.websiteUrl)}" style="font-family:${c.theme.fontHeading};font-size:64px;line-height:72px;font-weight:700;color:${color};text-decoration:none;">${esc(letter)}</a>`;
}

function photo(content: EmailContent, h: HeroRender, p: HeroParts, c: RenderCtx, radius: number): string {
  const url = esc(h.image!.url);
  const left = { ...c, align: "left" as const };
  const panel = `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="left" style="border-collapse:collapse;max-width:460px;"><tr><td class="bm-hero-p" bgcolor="${h.fill}" style="background-color:${h.fill};border-radius:${radius}px;padding:22px 24px;">${eyebrow(content, left, h.text, "bm-hero-t")}${heading(1, content.headline, left, h.text, "bm-hero-t")}</td></tr></table>`;
  const mark = `<a class="bm-hero-t" href="${esc(p.websiteUrl)}" style="font-family:${c.theme.fontHeading};font-size:22px;line-height:28px;font-weight:700;color:${h.text};text-decoration:none;">${esc(p.brandName)}</a>`;
  const inner = `<div>${p.hasLogo ? p.logo("left") : `<span style="display:inline-block;background-color:${h.fill};padding:6px 12px;border-radius:${radius}px;">${mark}</span>`}${gap(120)}${panel}</div>`;
  return (
    `<tr><td class="bm-px" background="${url}" bgcolor="${h.fill}" valign="top" style="background:${h.fill} url('${url}') center / cover no-repeat;background-color:${h.fill};padding:28px 24px 32px 24px;border-radius:${radius}px ${radius}px 0 0;">` +
    `<!--[if gte mso 9]><v:rect xmlns:v="urn:schemas-microsoft-com:vml" fill="true" stroke="false" style="width:600px;height:360px;"><v:fill type="frame" src="${url}" color="${h.fill}"/><v:textbox inset="0,0,0,0"><![endif]-->` +
    inner +
    `<!--[if gte mso 9]></v:textbox></v:rect><![endif]--></td></tr>` +
    // The subhead under the picture keeps the body's rhythm: 28 px above the next block, as after any paragraph.
    `<tr><td class="bm-card bm-px" style="padding:28px 40px ${h.subhead ? 20 : 8}px 40px;background-color:${c.theme.light.card};">${h.subhead ? subhead(h, left, c.theme.light.text, "bm-t").replace(gap(14), "") : ""}</td></tr>`
  );
}

function cover(content: EmailContent, h: HeroRender, p: HeroParts, c: RenderCtx, radius: number): string {
  const s = c.theme.light;
  const img = `<img src="${esc(h.image!.url)}" width="600" height="${Math.round((h.image!.height * 600) / h.image!.width)}" alt="${esc(h.image!.alt)}" style="display:block;width:100%;max-width:600px;height:auto;border:0;outline:none;text-decoration:none;border-radius:${radius}px ${radius}px 0 0;">`;
  return (
    row(
      img,
      ` bgcolor="${h.fill}"`,
      `background-color:${h.fill};border-radius:${radius}px ${radius}px 0 0;`,
    ) +
    row(
      `${p.logo(c.align)}${gap(24)}${eyebrow(content, c, s.highlight, "bm-hl")}${heading(1, content.headline, c)}${subhead(h, c, s.text, "bm-t")}`,
      ` class="bm-px"`,
      "padding:28px 40px 28px 40px;",
    )
  );
}

function field(content: EmailContent, h: HeroRender, p: HeroParts, c: RenderCtx, radius: number): string {
  const s = c.theme.light;
  const body = `${p.hasLogo ? p.logo(c.align) : monogram(p, c, s.header.text)}${gap(40)}${eyebrow(content, c, s.header.text, "bm-ht")}${heading(1, content.headline, c, s.header.text, "bm-ht")}${subhead(h, c, s.header.text, "bm-ht")}`;
  return (
    row(
      body,
      ` class="bm-hdr bm-px" bgcolor="${s.header.fill}" align="${c.align}"`,
      `padding:40px 40px 48px 40px;background-color:${s.header.fill};border-radius:${radius}px ${radius}px 0 0;`,
    ) + `<tr><td class="bm-card" style="height:36px;line-height:36px;font-size:36px;">&nbsp;</td></tr>`
  );
}

function gradient(content: EmailContent, h: HeroRender, p: HeroParts, c: RenderCtx, radius: number): string {
  const s = c.theme.light;
  const left = { ...c, align: "left" as const };
  // Both ends keep white text at 4.5:1: the deep end is the same hue, darker still.
  const deep = mix(s.header.fill, "#000000", 0.35);
  const body = `${p.hasLogo ? p.logo("left") : monogram(p, left, s.header.text)}${gap(56)}${eyebrow(content, left, s.header.text, "bm-ht")}${heading(1, content.headline, left, s.header.text, "bm-ht")}${subhead(h, left, s.header.text, "bm-ht")}`;
  return (
    row(
      body,
      ` class="bm-hdr bm-px" bgcolor="${s.header.fill}"`,
      `padding:40px 40px 52px 40px;background-color:${s.header.fill};background-image:linear-gradient(135deg,${s.header.fill} 0%,${s.header.fill} 35%,${deep} 100%);border-radius:${radius}px ${radius}px 0 0;`,
    ) +
    kitStripe(c.theme) +
    `<tr><td class="bm-card" style="height:32px;line-height:32px;font-size:32px;">&nbsp;</td></tr>`
  );
}

function outlined(content: EmailContent, h: HeroRender, p: HeroParts, c: RenderCtx, radius: number): string {
  const s = c.theme.light;
  const frame = table(
    row(
      `${eyebrow(content, c, s.highlight, "bm-hl")}${heading(1, content.headline, c)}${subhead(h, c, s.text, "bm-t")}`,
      ` class="bm-acc-line bm-box" align="${c.align}"`,
      `padding:28px 20px 30px 20px;border:3px solid ${s.accent};border-radius:${Math.min(radius, 8)}px;`,
    ),
  );
  // Narrower side padding than the body, so a phone without <style> keeps room for a long headline word at 36 px;
  // on a wide screen logo and frame sit in the body's 520 px column, aligned with the text under them.
  return row(
    `<!--[if mso]><table role="presentation" width="520" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->` +
      `<div style="max-width:520px;margin:0 auto;">${p.logo(c.align)}${gap(28)}${frame}</div>` +
      `<!--[if mso]></td></tr></table><![endif]-->`,
    ` class="bm-pxc"`,
    "padding:36px 20px 32px 20px;",
  );
}

/** Split: a brand-coloured column with the logo mark beside the headline; the columns stack on phones, no <style>. */
function split(content: EmailContent, h: HeroRender, p: HeroParts, c: RenderCtx, radius: number): string {
  const s = c.theme.light;
  const left = { ...c, align: "left" as const };
  const markCell = `<td class="bm-hdr" bgcolor="${s.header.fill}" align="center" valign="middle" height="150" style="height:150px;background-color:${s.header.fill};border-radius:${Math.min(radius, 12)}px;padding:20px;">${p.hasLogo ? p.logo("center") : monogram(p, c, s.header.text)}</td>`;
  const col = (inner: string, w: number, pad: string) =>
    `<div class="bm-col" style="display:inline-block;width:100%;max-width:${w}px;vertical-align:middle;">${table(row(inner, "", pad))}</div>`;
  const text = `${eyebrow(content, left, s.highlight, "bm-hl")}${heading(1, content.headline, left)}${subhead(h, left, s.text, "bm-t")}`;
  return (
    `<tr><td class="bm-pxc" style="padding:32px 32px 16px 32px;font-size:0;text-align:left;">` +
    `<!--[if mso]><table role="presentation" width="536" cellpadding="0" cellspacing="0" border="0"><tr><td width="196" valign="middle"><![endif]-->` +
    col(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr>${markCell}</tr></table>`,
      196,
      "padding:0 8px 16px 8px;",
    ) +
    `<!--[if mso]></td><td width="340" valign="middle"><![endif]-->` +
    col(text, 340, "padding:0 8px 16px 16px;") +
    `<!--[if mso]></td></tr></table><![endif]--></td></tr>` +
    `<tr><td class="bm-px" style="padding:0 40px 28px 40px;"><div class="bm-acc" style="height:3px;line-height:3px;font-size:3px;background-color:${s.accent};">&nbsp;</div></td></tr>`
  );
}

export function renderHero(content: EmailContent, h: HeroRender, p: HeroParts, c: RenderCtx): string {
  const radius = Math.min(c.theme.radius, 12);
  const draw = { photo, cover, field, split, outlined, gradient }[h.variant];
  if ((h.variant === "photo" || h.variant === "cover") && !h.image) return field(content, h, p, c, radius);
  return draw(content, h, p, c, radius);
}
