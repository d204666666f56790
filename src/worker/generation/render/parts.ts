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
        `<p class="${cls}" style="${textStyle(c.theme, size, Math.round(size * 1.6))}${i < texts.length - 1 ? "padding-bottom:14px;" : ""}text-align:${c.align};">${tappable(linebreaks(t), c)}</p>`,
    )
    .join("");
}

export function linebreaks(text: string): string {
  return esc(text).replace(/\n/g, "<br>");
}

/** An e-mail address in text (escaped HTML: "&amp;" never occurs in one). */
const EMAIL = /(?<![\w.+-])[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}(?![\w-])/gi;
/**
 * A phone number as people write one: an international "+49 2581 94 37 60" or a national "0221 / 168 420 37",
 * "(415) 555-0100" is not one (no leading + or 0: it could be a reference). Dots never separate its digits, so dates,
 * prices and order numbers ("ML-2026-11-04817") are never taken for one.
 */
const PHONE =
  /(?<![\w\-/.,+])(?:\+\d{1,3}(?:[ \u00A0]?\(0\))?|0)\d{0,4}(?:(?:[ \u00A0]|[ \u00A0]?[/-][ \u00A0]?)\d{2,8}){1,5}(?![\w\-/.,]?\d)/g;

/** The digits a tel: link dials: the number's own, its leading + kept, a "(0)" dropped. */
function dial(number: string): string {
  return number.replace(/\(0\)/, "").replace(/[^\d+]/g, "");
}

/**
 * E-mail addresses and phone numbers in escaped text as links a phone can tap (mailto:, tel:), in the body's link
 * colour. Only numbers with 7 to 15 digits are phones.
 */
export function tappable(html: string, c: RenderCtx): string {
  // A phone number keeps together on a line; an address may break at its hyphens on a narrow screen.
  const a = (href: string, text: string) =>
    `<a class="bm-a" href="${href}" style="color:${c.theme.light.link};text-decoration:underline;${href.startsWith("tel:") ? "white-space:nowrap;" : ""}">${text}</a>`;
  return html
    .split(/(<[^>]+>)/)
    .map((part) =>
      part.startsWith("<")
        ? part
        : part.replace(new RegExp(`${EMAIL.source}|${PHONE.source}`, "gi"), (m) => {
            if (m.includes("@")) return a(`mailto:${m}`, m);
            const digits = dial(m).replace("+", "");
            return digits.length >= 7 && digits.length <= 15 ? a(`tel:${dial(m)}`, m) : m;
          }),
    )
    .join("");
}

/**
 * The longest word, in letters, that fits a heading's line on a 320 px screen whose client drops <style>. A word
 * within it carries no soft hyphen: a browser breaks at a soft hyphen whenever the word does not fit the rest of a
 * line, so a headline would read "Reitve-reine" on a phone where the word fits a line of its own.
 */
const FITS: Record<1 | 2 | 3, number> = { 1: 10, 2: 17, 3: 21 };

const VOWEL = /[aeiouyäöüéèêáàâíìîóòôúùûåæøěůý]/iu;

/** Consonants that start a syllable together ("glie", "schen", "stä", "chen"): a break goes before them, not inside. */
const ONSET = /^(?:sch[lmnrw]?|ch|ck|ph|qu|pf|zw|[bcdfgkpt][lr]|s[cklmnptw]|st[r]|sp[lr])$/iu;

/**
 * Where a long word may break: between two vowels' consonants the way hyphenation does it without a dictionary
 * ("Kunst-hand-wer-ker-markt", "Mit-glie-der", "Ge-schen-kide-en"): before a lone consonant, before a cluster's
 * syllable-starting tail ("glie", "schen"), else before its last consonant, with a vowel on either side.
 */
function syllableBreaks(w: string): number[] {
  const out: number[] = [];
  const letter = (ch: string | undefined) => !!ch && /\p{L}/u.test(ch);
  let i = 0;
  while (i < w.length) {
    if (!letter(w[i]) || VOWEL.test(w[i])) {
      i++;
      continue;
    }
    const start = i;
    while (i < w.length && letter(w[i]) && !VOWEL.test(w[i])) i++;
    const run = w.slice(start, i);
    if (!start || !VOWEL.test(w[start - 1]) || !VOWEL.test(w[i] ?? "")) continue;
    let at = i - 1;
    if (run.length === 1) at = start;
    else
      for (let n = Math.min(4, run.length); n >= 2; n--)
        if (ONSET.test(run.slice(run.length - n))) {
          at = i - n;
          break;
        }
    if (at >= 2 && w.length - at >= 3 && VOWEL.test(w.slice(0, at))) out.push(at);
  }
  return out;
}

/**
 * A heading whose long words may break: a soft hyphen (shown only where the line breaks) at syllable starts of a word
 * longer than the line holds on a narrow phone, so "Kunsthandwerkermarkt" never widens the e-mail where a client drops
 * the <style> that would shrink it, and breaks where a reader would hyphenate. CSS word breaking is not used: most
 * clients ignore it. A stretch with no syllable start in reach is cut where it must be.
 */
function breakable(text: string, level: 1 | 2 | 3, max = FITS[level]): string {
  return text.replace(/[\p{L}\p{N}“”„«»"'’]+/gu, (w) => {
    if (w.length <= max) return w;
    // Every syllable start may break (the client breaks at the last one that fits); a longer stretch is cut.
    const at: number[] = [];
    let from = 0;
    for (const b of [...syllableBreaks(w), w.length]) {
      while (b - from > max - 1 && from + max - 2 < w.length - 3) {
        from += max - 2;
        at.push(from);
      }
      if (b < w.length) {
        at.push(b);
        from = b;
      }
    }
    let out = "";
    let last = 0;
    for (const b of at) {
      out += `${w.slice(last, b)}\u00AD`;
      last = b;
    }
    return out + w.slice(last);
  });
}

/**
 * A headline's size where <style> is dropped and the longest word it may hold whole there. A headline with a word too
 * long for 36 px on a 320 px phone is set at 30 px (the size phones get from the style sheet; desktops get 36 px from
 * it): a word up to 12 letters then fits, so it is never hyphenated ("Reitve-reine") where it would fit a line.
 */
function headlineFit(text: string): { size: number; line: number; max: number } {
  const longest = Math.max(0, ...(text.match(/[\p{L}\p{N}“”„«»"'’]+/gu) ?? []).map((w) => w.length));
  return longest > FITS[1]
    ? { size: 30, line: 36, max: FITS_SMALL_H1 }
    : { size: 36, line: 44, max: FITS[1] };
}

/** The longest word that fits a 30 px headline's line on a 320 px screen without <style>. */
const FITS_SMALL_H1 = 12;

/** The size and line height of a heading level, and the longest word it holds whole. */
function headingSize(level: 1 | 2 | 3, text: string): { size: number; line: number; max: number } {
  // A type scale: headline 36 (30 for long words), section 22, item 18; body 16 (parts.paragraphs), small print 13-14.
  if (level === 1) return headlineFit(text);
  const sizes = { 2: [22, 30], 3: [18, 26] } as const;
  return { size: sizes[level][0], line: sizes[level][1], max: FITS[level] };
}

export function heading(level: 1 | 2 | 3, text: string, c: RenderCtx, color?: string, cls = "bm-h"): string {
  const { size, line, max } = headingSize(level, text);
  const klass = level === 1 ? `${cls} bm-h1` : cls;
  return `<h${level} class="${klass}" style="margin:0;font-family:${c.theme.fontHeading};font-size:${size}px;line-height:${line}px;font-weight:700;color:${color ?? c.theme.light.heading};text-align:${c.align};mso-line-height-rule:exactly;">${esc(breakable(text, level, max))}</h${level}>`;
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
    heading: heading(level, text, c).replace(
      `>${esc(breakable(text, level, headingSize(level, text).max))}</h${level}>`,
      `>${a}</h${level}>`,
    ),
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

/**
 * Bulletproof button: VML roundrect for Outlook on Windows, a padded link everywhere else. The link's height comes from
 * its padding around a text line, so a label that wraps on a phone takes two lines of text, not two 48 px lines.
 */
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
          `<!--[if !mso]><!--><a class="bm-btn" href="${href}" style="display:inline-block;background-color:${fill};border:1px solid ${fill};border-radius:${c.theme.radius}px;color:${text};font-family:${c.theme.fontBody};font-size:16px;font-weight:700;line-height:24px;text-align:center;text-decoration:none;padding:12px 32px;-webkit-text-size-adjust:none;mso-hide:all;">${label}</a><!--<![endif]-->`,
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
