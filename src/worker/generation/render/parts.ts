import type { LinkContent } from "../content";
import { esc } from "../../../shared/escape";
import type { Theme } from "../theme";
import { label } from "./labels";

export interface RenderCtx {
  theme: Theme;
  align: "left" | "center";
  boxed: boolean;
  /** The e-mail's language, for the fixed words blocks add. */
  lang?: string;
}

export function table(inner: string, attrs = "", style = ""): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"${attrs} style="border-collapse:collapse;${style}">${inner}</table>`;
}

export function row(inner: string, tdAttrs = "", tdStyle = ""): string {
  return `<tr><td${tdAttrs}${tdStyle ? ` style="${tdStyle}"` : ""}>${inner}</td></tr>`;
}

/** A content row with the side padding that shrinks on phones. */
export function padded(inner: string, top = 0, bottom = 24, extra = ""): string {
  return row(inner, ` class="bm-px"`, `padding:${top}px 40px ${bottom}px 40px;${extra}`);
}

/**
 * A 6 px stripe in the kit's other colours under a brand-coloured header: the accent, and the third colour's end when
 * the kit has one (its badge fill differs from the button's), so an e-mail without badges or links still shows it.
 */
export function kitStripe(t: Theme): string {
  const s = t.light;
  const cell = (cls: string, color: string, width: string) =>
    `<td class="${cls}" width="${width}" bgcolor="${color}" style="width:${width};height:6px;line-height:6px;font-size:6px;background-color:${color};">&nbsp;</td>`;
  const third = s.badge.fill !== s.button.fill ? cell("bm-num", s.badge.fill, "30%") : "";
  return `<tr><td style="padding:0;">${table(`<tr>${cell("bm-acc", s.accent, third ? "70%" : "100%")}${third}</tr>`)}</td></tr>`;
}

export function textStyle(theme: Theme, size = 16, line = 26): string {
  return `margin:0;font-family:${theme.fontBody};font-size:${size}px;line-height:${line}px;color:${theme.light.text};`;
}

export function paragraphs(texts: string[], c: RenderCtx, cls = "bm-t", size = 16): string {
  return texts
    .map(
      (t, i) =>
        `<p class="${cls}" style="${textStyle(c.theme, size, Math.round(size * 1.6))}${i < texts.length - 1 ? "padding-bottom:14px;" : ""}text-align:${c.align};">${linebreaks(t)}</p>`,
    )
    .join("");
}

export function linebreaks(text: string): string {
  return esc(text).replace(/\n/g, "<br>");
}

export function heading(level: 1 | 2 | 3, text: string, c: RenderCtx, color?: string, cls = "bm-h"): string {
  // A type scale: headline 36, section 22, item 18; body 16 (parts.paragraphs), small print 13-14.
  const sizes = { 1: [36, 44], 2: [22, 30], 3: [18, 26] } as const;
  const [size, line] = sizes[level];
  const klass = level === 1 ? `${cls} bm-h1` : cls;
  return `<h${level} class="${klass}" style="margin:0;font-family:${c.theme.fontHeading};font-size:${size}px;line-height:${line}px;font-weight:700;color:${color ?? c.theme.light.heading};text-align:${c.align};mso-line-height-rule:exactly;">${esc(text)}</h${level}>`;
}

/**
 * An item's heading, and its link when it has one. A link whose words are the heading's (a page named by its title)
 * is the heading itself, so the reader never sees the same words twice.
 */
export function headingWithLink(
  level: 2 | 3,
  text: string,
  l: LinkContent | null,
  c: RenderCtx,
): { heading: string; link: string } {
  if (!l || l.label.trim().toLowerCase() !== text.trim().toLowerCase())
    return { heading: heading(level, text, c), link: l ? link(l, c) : "" };
  const a = `<a class="bm-h" href="${esc(l.url)}" style="color:${c.theme.light.heading};text-decoration:none;">${esc(text)}&nbsp;<span class="bm-a" style="color:${c.theme.light.link};">&rarr;</span></a>`;
  return {
    heading: heading(level, text, c).replace(`>${esc(text)}</h${level}>`, `>${a}</h${level}>`),
    link: "",
  };
}

/**
 * The list price after the price paid now: its word ("was", "statt", "au lieu de") and the amount struck through, in
 * the surrounding text's colour at normal weight. The word is there for every reader: a screen reader does not say
 * that a text is struck through.
 */
export function wasPrice(was: string | null | undefined, c: RenderCtx, size?: number): string {
  if (!was) return "";
  return ` <span style="font-weight:400;white-space:nowrap;${size ? `font-size:${size}px;` : ""}">${esc(label("price.was", c.lang))} <s>${esc(was)}</s></span>`;
}

export function link(l: LinkContent, c: RenderCtx, size = 15): string {
  return `<a class="bm-a" href="${esc(l.url)}" style="font-family:${c.theme.fontBody};font-size:${size}px;font-weight:700;color:${c.theme.light.link};text-decoration:underline;">${esc(l.label)}</a>`;
}

/** Bulletproof button: VML roundrect for Outlook on Windows, a padded link everywhere else. */
export function button(cta: LinkContent, c: RenderCtx, align: "left" | "center" = c.align): string {
  const { fill, text } = c.theme.light.button;
  const width = Math.min(420, Math.max(200, cta.label.length * 10 + 64));
  const arc = Math.min(50, Math.round((c.theme.radius / 48) * 100));
  const href = esc(cta.url);
  const label = esc(cta.label);
  return [
    table(
      row(
        [
          `<!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" xmlns:w="urn:schemas-microsoft-com:office:word" href="${href}" style="height:48px;v-text-anchor:middle;width:${width}px;" arcsize="${arc}%" strokecolor="${fill}" fillcolor="${fill}"><w:anchorlock/><center style="color:${text};font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;">${label}</center></v:roundrect><![endif]-->`,
          `<!--[if !mso]><!--><a class="bm-btn" href="${href}" style="display:inline-block;background-color:${fill};border:1px solid ${fill};border-radius:${c.theme.radius}px;color:${text};font-family:${c.theme.fontBody};font-size:16px;font-weight:700;line-height:48px;text-align:center;text-decoration:none;padding:0 32px;-webkit-text-size-adjust:none;mso-hide:all;">${label}</a><!--<![endif]-->`,
        ].join(""),
        ` align="${align}"`,
      ),
      ` align="${align}"`,
    ),
  ].join("");
}

/**
 * Fluid columns of one width: inline-blocks that sit side by side on desktop and wrap on phones, with or without
 * <style>; Outlook gets a ghost table because it ignores max-width. `rtl` lays a row out right to left (an image on the
 * right) while each column reads left to right; `ltr` marks every column left to right.
 */
export function fluidColumns(
  cells: string[],
  width: number,
  o: {
    total?: number;
    /** Space under each column. */
    pad?: number;
    /** Attributes of each column's cell (' align="center"'). */
    cellAttrs?: string;
    /** The row's text alignment, and whether the row's cell is also centred by attribute. */
    align?: "left" | "center";
    centred?: boolean;
    rtl?: boolean;
    ltr?: boolean;
  } = {},
): string {
  const rtl = o.rtl ?? false;
  const ghost = `<!--[if mso]><table role="presentation" width="${o.total ?? 536}" cellpadding="0" cellspacing="0" border="0"${rtl ? ' dir="rtl"' : ""}><tr><![endif]-->`;
  const col = (inner: string) =>
    `<!--[if mso]><td width="${width}" valign="top"${rtl ? ' dir="ltr"' : ""}><![endif]--><div class="bm-col"${o.ltr ? ' dir="ltr"' : ""} style="display:inline-block;width:100%;max-width:${width}px;vertical-align:top;">${table(row(inner, o.cellAttrs ?? "", `padding:0 8px ${o.pad ?? 16}px 8px;`))}</div><!--[if mso]></td><![endif]-->`;
  return row(
    `${ghost}${cells.map(col).join("")}<!--[if mso]></tr></table><![endif]-->`,
    ` class="bm-pxc"${o.centred ? ' align="center"' : ""}${rtl ? ' dir="rtl"' : ""}`,
    `padding:0 32px;font-size:0;text-align:${o.align ?? "left"};`,
  );
}

/**
 * Two fluid columns that stack below 620 px; MSO gets a fixed ghost table because it ignores max-width. An odd last
 * cell takes the full width, so a grid of three never leaves a hole beside its last card.
 */
export function columns(cells: string[]): string {
  const rows: string[] = [];
  for (let i = 0; i < cells.length; i += 2) {
    const pair = cells.slice(i, i + 2);
    const w = pair[1] ? 260 : 520;
    const col = (inner: string) =>
      `<div class="bm-col" style="display:inline-block;width:100%;max-width:${w}px;vertical-align:top;">${table(row(inner, "", "padding:0 8px 16px 8px;"))}</div>`;
    rows.push(
      row(
        `<!--[if mso]><table role="presentation" width="520" cellpadding="0" cellspacing="0" border="0"><tr><td width="${w}" valign="top"><![endif]-->${col(pair[0])}${
          pair[1] ? `<!--[if mso]></td><td width="260" valign="top"><![endif]-->${col(pair[1])}` : ""
        }<!--[if mso]></td></tr></table><![endif]-->`,
        ` class="bm-pxc" align="center"`,
        "padding:0 32px;font-size:0;text-align:left;",
      ),
    );
  }
  // The grid's last row has its cells' 16 px; a further 12 px keeps the body's rhythm before the next block.
  return rows.join("") + `<tr><td style="height:12px;line-height:12px;font-size:12px;">&nbsp;</td></tr>`;
}

// Invisible padding after the preheader, so inboxes do not pull the body's first words into the preview line.
const PREHEADER_FILL = "&#847;&zwnj;&nbsp;".repeat(40);

/** The inbox preview line: hidden in the message, shown by clients next to the subject. */
export function hiddenPreheader(text: string): string {
  return `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${esc(text)}${PREHEADER_FILL}</div>`;
}
