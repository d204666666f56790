import type { ContentBlock } from "../content";
import { esc } from "../../../shared/escape";
import { punctuate } from "../copy/typography";
import {
  columns,
  fluidColumns,
  heading,
  headingWithLink,
  link,
  padded,
  paragraphs,
  row,
  table,
  wasPrice,
  type RenderCtx,
} from "./parts";

type Sections = Extract<ContentBlock, { kind: "sections" }>;
type Details = Extract<ContentBlock, { kind: "details" }>;
type Item = Sections["items"][number];

/** Capitals set in the text itself: text-transform is unsupported in several clients. */
export const upper = (t: string, c: RenderCtx) => t.toLocaleUpperCase(c.lang ?? "en");

const gap = (h: number) => `<div style="height:${h}px;line-height:${h}px;font-size:${h}px;">&nbsp;</div>`;
const radius = (c: RenderCtx) => Math.min(c.theme.radius, 12);

function titled(title: string | null, body: string, c: RenderCtx): string {
  return (title ? padded(heading(2, title, { ...c, align: "left" }), 8, 14) : "") + body;
}

function itemText(it: Item, lvl: 2 | 3, c: RenderCtx, size = 16): string {
  const left = { ...c, align: "left" as const };
  const h = headingWithLink(lvl, it.heading, it.link, left);
  return (
    h.heading +
    (it.body ? gap(6) + paragraphs([it.body], left, "bm-t", size) : "") +
    (h.link ? `<div style="padding-top:8px;">${h.link}</div>` : "")
  );
}

/**
 * Points without text under them as a checklist: a short accent bar before each, ruled apart, in body size. Boxes or
 * headings for one-line points read as buttons.
 */
function checklist(b: Sections, c: RenderCtx): string {
  const s = c.theme.light;
  const left = { ...c, align: "left" as const };
  const rows = b.items
    .map((it, i) => {
      const border = i ? `border-top:1px solid ${s.border};` : "";
      const text = it.link
        ? // An item's heading under the block's title (h3), or right under the headline (h2): the levels never jump.
          headingWithLink(b.title ? 3 : 2, it.heading, it.link, left).heading.replace(
            /font-size:\d+px;line-height:\d+px;/,
            "font-size:17px;line-height:26px;",
          )
        : `<p class="bm-h" style="margin:0;font-family:${c.theme.fontBody};font-size:17px;line-height:26px;font-weight:600;color:${s.heading};">${esc(it.heading)}</p>`;
      const extra =
        it.link &&
        it.link.label.trim() &&
        it.link.label.trim().toLowerCase() !== it.heading.trim().toLowerCase()
          ? `<div style="padding-top:4px;">${link(it.link, left, 14)}</div>`
          : "";
      return `<tr><td class="bm-line" width="28" valign="top" style="width:28px;padding:21px 0 0 0;${border}"><div class="bm-acc" style="width:14px;height:4px;line-height:4px;font-size:4px;background-color:${s.accent};border-radius:2px;">&nbsp;</div></td><td class="bm-line" valign="top" style="padding:12px 0;${border}">${text}${extra}</td></tr>`;
    })
    .join("");
  return titled(b.title, padded(table(rows), 0, 24), c);
}

/** The site's pages as one row of links under a small title: where to go next, not stories. */
function links(b: Sections, c: RenderCtx): string {
  const s = c.theme.light;
  const items = b.items.filter((it) => it.link);
  const title = b.title
    ? `<p class="bm-st" style="margin:0 0 6px 0;font-family:${c.theme.fontBody};font-size:14px;line-height:20px;font-weight:700;color:${s.softText};">${esc(b.title)}</p>`
    : "";
  const row_ = items
    .map((it) => link({ label: it.heading, url: it.link!.url }, { ...c, align: "left" }, 16))
    .join(`<span class="bm-st" style="color:${s.softText};"> &nbsp;&middot;&nbsp; </span>`);
  return padded(
    panel(
      `${title}<p style="margin:0;font-family:${c.theme.fontBody};font-size:16px;line-height:28px;">${row_}</p>`,
      c,
      "18px 24px",
    ),
    0,
    28,
  );
}

/** A soft brand panel that dark mode recolours with its text (bm-soft / bm-st). */
function panel(inner: string, c: RenderCtx, pad = "24px 28px"): string {
  const s = c.theme.light;
  return table(
    row(
      inner,
      ` class="bm-soft bm-box"`,
      `padding:${pad};background-color:${s.soft};border-radius:${radius(c)}px;`,
    ),
    ` class="bm-soft" bgcolor="${s.soft}"`,
    `background-color:${s.soft};border-radius:${radius(c)}px;`,
  );
}

/** Numbered digest: each item behind a large numeral in the accent colour, ruled apart. */
function digest(b: Sections, c: RenderCtx): string {
  const s = c.theme.light;
  const lvl = b.title ? 3 : 2;
  const rows = b.items
    .map((it, i) => {
      const border = i ? `border-top:1px solid ${s.border};` : "";
      const num = `<p class="bm-hl" style="margin:0;font-family:${c.theme.fontHeading};font-size:32px;line-height:36px;font-weight:700;color:${s.highlight};">${i + 1}</p>`;
      return `<tr><td class="bm-line" width="64" valign="top" style="width:64px;padding:18px 12px 18px 0;${border}">${num}</td><td class="bm-line" valign="top" style="padding:20px 0 18px 0;${border}">${itemText(it, lvl, c)}</td></tr>`;
    })
    .join("");
  return titled(b.title, padded(table(rows)), c);
}

/** Featured plus briefs: the lead item large on a colour field, the others as short ruled rows beneath. */
function featured(b: Sections, c: RenderCtx): string {
  const s = c.theme.light;
  const left = { ...c, align: "left" as const };
  const [lead, ...rest] = b.items;
  const leadHtml =
    // The block's title as a kicker, in sentence case: a domain in capitals would not break on a narrow phone.
    (b.title
      ? `<p class="bm-hl" style="margin:0 0 8px 0;font-family:${c.theme.fontBody};font-size:14px;line-height:20px;font-weight:700;color:${s.highlight};">${esc(b.title)}</p>`
      : "") +
    `<h2 class="bm-h" style="margin:0;font-family:${c.theme.fontHeading};font-size:26px;line-height:34px;font-weight:700;color:${s.heading};mso-line-height-rule:exactly;">${esc(lead.heading)}</h2>` +
    (lead.body
      ? gap(8) + paragraphs([lead.body], left, "bm-st", 17).replace(/color:[^;]+;/, `color:${s.softText};`)
      : "") +
    (lead.link ? `<div style="padding-top:10px;">${link(lead.link, left)}</div>` : "");
  const briefs = rest
    .map(
      (it, i) =>
        `<tr><td class="bm-line" style="padding:16px 0;${i ? `border-top:1px solid ${s.border};` : ""}">${itemText(it, 3, c)}</td></tr>`,
    )
    .join("");
  return (
    padded(panel(leadHtml, c, "24px 20px"), 8, rest.length ? 8 : 28) +
    (rest.length ? padded(table(briefs), 0, 20) : "")
  );
}

/** Two-column cards with a top rule in the accent colour. */
function cards(b: Sections, c: RenderCtx): string {
  const s = c.theme.light;
  const lvl = b.title ? 3 : 2;
  const num = (i: number) =>
    b.numbered
      ? `<p class="bm-hl" style="margin:0 0 6px 0;font-family:${c.theme.fontHeading};font-size:28px;line-height:32px;font-weight:700;color:${s.highlight};">${i + 1}</p>`
      : "";
  const cell = (it: Item, i: number) =>
    table(
      row(
        num(i) + itemText(it, lvl, c),
        ` class="bm-acc-line"`,
        `padding:16px 0 0 0;border-top:3px solid ${s.accent};`,
      ),
    );
  return titled(b.title, columns(b.items.map(cell)), c);
}

export function renderSectionsStyle(b: Sections, c: RenderCtx): string | null {
  if (!b.items.length) return null;
  if (b.style === "links") return links(b, c);
  // Points without text are a checklist in the plain style (numbered steps keep their numerals).
  if ((b.style ?? "list") === "list" && b.columns === 1 && !b.numbered && b.items.every((it) => !it.body))
    return checklist(b, c);
  if (b.style === "digest") return digest(b, c);
  if (b.style === "featured") return featured(b, c);
  if (b.style === "cards") return cards(b, c);
  return null;
}

/** Facts as tiles: the value large, its label small above it; two or three to a row, stacking on phones. */
function tiles(b: Details, c: RenderCtx): string {
  const s = c.theme.light;
  // Three to a row leave a tile 121 px for its value: a long address or a long word ("Lohmühlenstraße 65, 12435
  // Berlin") would push the row past the content's edge, so it takes two to a row and a lone tile spans it.
  const long = b.rows.some((r) => r.value.length > 28 || /\p{L}{11,}/u.test(r.value));
  const per = b.rows.length % 3 === 0 && !long ? 3 : 2;
  const w = per === 3 ? 173 : 260;
  const cell = (r: Details["rows"][number]) =>
    panel(
      `<p class="bm-hl" style="margin:0 0 6px 0;font-family:${c.theme.fontBody};font-size:13px;line-height:18px;font-weight:700;letter-spacing:1px;color:${s.highlight};">${esc(upper(r.label, c))}</p><p class="bm-h" style="margin:0;font-family:${c.theme.fontHeading};font-size:20px;line-height:26px;font-weight:700;color:${s.heading};">${esc(r.value)}${wasPrice(r.was, c, 16)}</p>`,
      c,
      "16px 18px",
    );
  const out: string[] = [];
  for (let i = 0; i < b.rows.length; i += per) {
    const cells = b.rows.slice(i, i + per).map(cell);
    // A lone tile on its row spans it, as a lone card does.
    const cw = cells.length === 1 ? 536 : w;
    out.push(fluidColumns(cells, cw));
  }
  return titled(
    b.title,
    out.join("") + `<tr><td style="height:8px;line-height:8px;font-size:8px;">&nbsp;</td></tr>`,
    c,
  );
}

/** Spotlight: the first fact (the product, the offer) as a headline on the brand field, the others as a line under it. */
function spotlight(b: Details, c: RenderCtx): string {
  const s = c.theme.light;
  const [first, ...rest] = b.rows;
  const inner =
    `<p class="bm-ht" style="margin:0 0 6px 0;font-family:${c.theme.fontBody};font-size:13px;line-height:18px;font-weight:700;letter-spacing:1.4px;color:${s.header.text};">${esc(upper(first.label, c))}</p>` +
    `<p class="bm-ht" style="margin:0;font-family:${c.theme.fontHeading};font-size:32px;line-height:40px;font-weight:700;color:${s.header.text};">${esc(first.value)}${wasPrice(first.was, c, 20)}</p>` +
    (rest.length
      ? `${gap(14)}<p class="bm-ht" style="margin:0;font-family:${c.theme.fontBody};font-size:17px;line-height:26px;color:${s.header.text};">${rest.map((r) => `${esc(punctuate(r.label, c.lang))} <strong>${esc(r.value)}</strong>${wasPrice(r.was, c)}`).join(" &nbsp;·&nbsp; ")}</p>`
      : "");
  return padded(
    table(
      row(
        inner,
        ` class="bm-hdr bm-box"`,
        `padding:28px 32px;background-color:${s.header.fill};border-radius:${radius(c)}px;`,
      ),
      ` class="bm-hdr" bgcolor="${s.header.fill}"`,
      `background-color:${s.header.fill};border-radius:${radius(c)}px;`,
    ),
    8,
    28,
  );
}

/** Ribbon: the first fact (the price) large and centred between two accent rules, the others as a line beneath. */
function ribbon(b: Details, c: RenderCtx): string {
  const s = c.theme.light;
  const [first, ...rest] = b.rows;
  const inner =
    `<p class="bm-st" style="margin:0 0 6px 0;font-family:${c.theme.fontBody};font-size:13px;line-height:18px;font-weight:700;letter-spacing:1.4px;color:${s.softText};text-align:center;">${esc(upper(first.label, c))}</p>` +
    `<p class="bm-h" style="margin:0;font-family:${c.theme.fontHeading};font-size:36px;line-height:44px;font-weight:700;color:${s.heading};text-align:center;">${esc(first.value)}${wasPrice(first.was, c, 20)}</p>` +
    (rest.length
      ? `${gap(10)}<p class="bm-t" style="margin:0;font-family:${c.theme.fontBody};font-size:16px;line-height:24px;color:${s.text};text-align:center;">${rest.map((r) => `${esc(punctuate(r.label, c.lang))} <strong>${esc(r.value)}</strong>${wasPrice(r.was, c)}`).join(" &nbsp;·&nbsp; ")}</p>`
      : "");
  return padded(
    table(
      row(
        inner,
        ` class="bm-acc-line" align="center"`,
        `padding:20px 8px;border-top:2px solid ${s.accent};border-bottom:2px solid ${s.accent};`,
      ),
    ),
    8,
    28,
  );
}

export function renderDetailsStyle(b: Details, c: RenderCtx): string | null {
  if (!b.rows.length) return null;
  if (b.style === "ribbon") return ribbon(b, c);
  // One fact is a tile, not a table of one row, and its own label is title enough ("PRICE", not "The details").
  if (b.rows.length === 1 && (b.style ?? "table") !== "spotlight") return tiles({ ...b, title: "" }, c);
  if (b.style === "tiles") return tiles(b, c);
  if (b.style === "spotlight") return spotlight(b, c);
  return null;
}

/** The event's date set large on a badge of the third brand colour (the primary's when there is none): weekday and month over the day numeral. */
export function dateBand(iso: string, c: RenderCtx): string {
  const s = c.theme.light;
  const d = new Date(`${iso}T00:00:00Z`);
  const month = d.toLocaleString(c.lang ?? "en", { month: "long", year: "numeric", timeZone: "UTC" });
  const weekday = d.toLocaleString(c.lang ?? "en", { weekday: "long", timeZone: "UTC" });
  const inner =
    `<p class="bm-bt" style="margin:0;font-family:${c.theme.fontHeading};font-size:64px;line-height:68px;font-weight:700;color:${s.badge.text};">${d.getUTCDate()}</p>` +
    `<p class="bm-bt" style="margin:4px 0 0 0;font-family:${c.theme.fontBody};font-size:16px;line-height:24px;font-weight:700;letter-spacing:1px;color:${s.badge.text};">${esc(upper(`${weekday} · ${month}`, c))}</p>`;
  return table(
    row(
      inner,
      ` class="bm-num" align="center"`,
      `padding:24px;background-color:${s.badge.fill};border-radius:${radius(c)}px ${radius(c)}px 0 0;text-align:center;`,
    ),
    ` class="bm-num" bgcolor="${s.badge.fill}"`,
    `background-color:${s.badge.fill};border-radius:${radius(c)}px ${radius(c)}px 0 0;`,
  );
}

/** The event's date as a stack for a narrow brand column: weekday, the day numeral, month and year. */
export function dateStack(iso: string, c: RenderCtx): string {
  const s = c.theme.light;
  const d = new Date(`${iso}T00:00:00Z`);
  const weekday = d.toLocaleString(c.lang ?? "en", { weekday: "long", timeZone: "UTC" });
  const month = d.toLocaleString(c.lang ?? "en", { month: "long", year: "numeric", timeZone: "UTC" });
  const line = (t: string) =>
    `<p class="bm-bt" style="margin:0;font-family:${c.theme.fontBody};font-size:14px;line-height:20px;font-weight:700;letter-spacing:1px;color:${s.badge.text};">${esc(upper(t, c))}</p>`;
  return (
    line(weekday) +
    `<p class="bm-bt" style="margin:2px 0;font-family:${c.theme.fontHeading};font-size:56px;line-height:60px;font-weight:700;color:${s.badge.text};">${d.getUTCDate()}</p>` +
    line(month)
  );
}
