import type { ContentBlock } from "../content";
import { esc } from "../../../shared/escape";
import { renderImageBlock } from "./images";
import { label } from "./labels";
import { renderDetailsStyle, renderSectionsStyle } from "./variants";
import {
  columns,
  fluidColumns,
  heading,
  headingWithLink,
  padded,
  paragraphs,
  row,
  table,
  textStyle,
  wasPrice,
  type RenderCtx,
} from "./parts";

function box(inner: string, c: RenderCtx): string {
  const s = c.theme.light;
  if (!c.boxed)
    return table(row(inner, "", `padding:4px 0 4px 16px;border-left:4px solid ${s.accent};`), "", "");
  return table(
    row(
      inner,
      ` class="bm-soft bm-box"`,
      `padding:20px 24px;background-color:${s.soft};border-radius:${Math.min(c.theme.radius, 12)}px;`,
    ),
    ` class="bm-soft" bgcolor="${s.soft}"`,
    `background-color:${s.soft};border-radius:${Math.min(c.theme.radius, 12)}px;`,
  );
}

/** A story card in a two-column grid: a soft panel when boxed, a top accent rule otherwise. */
function decorated(inner: string, c: RenderCtx): string {
  const s = c.theme.light;
  if (c.boxed)
    return table(
      row(
        inner,
        ` class="bm-soft bm-box"`,
        `padding:16px 18px;background-color:${s.soft};border-radius:${Math.min(c.theme.radius, 12)}px;`,
      ),
      ` class="bm-soft" bgcolor="${s.soft}"`,
      `background-color:${s.soft};border-radius:${Math.min(c.theme.radius, 12)}px;`,
    );
  return table(row(inner, ` class="bm-acc-line"`, `padding:14px 0 0 0;border-top:3px solid ${s.accent};`));
}

function small(
  text: string,
  c: RenderCtx,
  cls = "bm-st",
  bold = false,
  align: "left" | "right" = "left",
): string {
  const color = cls === "bm-m" ? c.theme.light.muted : c.theme.light.softText;
  return `<p class="${cls}" style="margin:0;font-family:${c.theme.fontBody};font-size:15px;line-height:22px;color:${color};${bold ? "font-weight:700;" : ""}text-align:${align};">${esc(text)}</p>`;
}

function titled(title: string | null, body: string, c: RenderCtx): string {
  return (title ? padded(heading(2, title, { ...c, align: "left" }), 8, 12) : "") + body;
}

/**
 * A label/value (or item/price) line as two inline-blocks that sit side by side when there is room and wrap onto two
 * lines on a narrow screen: no <style> needed, so Gmail's mobile web client (which drops it) never scrolls sideways.
 * Outlook for Windows ignores max-width on divs and gets a ghost table.
 */
function stackPair(
  left: string,
  right: string,
  leftWidth: number,
  rightWidth: number,
  style: string,
  rightAlign = false,
  colspan = 1,
): string {
  const div = (inner: string, w: number, align: string, cls: string) =>
    `<div class="${cls}" style="display:inline-block;width:100%;max-width:${w}px;vertical-align:top;text-align:${align};">${inner}</div>`;
  return `<tr><td class="bm-line"${colspan > 1 ? ` colspan="${colspan}"` : ""} valign="top" style="font-size:0;${style}"><!--[if mso]><table role="presentation" width="${leftWidth + rightWidth}" cellpadding="0" cellspacing="0" border="0"><tr><td width="${leftWidth}" valign="top"><![endif]-->${div(left, leftWidth, "left", "bm-col-l")}<!--[if mso]></td><td width="${rightWidth}" valign="top"><![endif]-->${div(right, rightWidth, rightAlign ? "right" : "left", "bm-stack")}<!--[if mso]></td></tr></table><![endif]--></td></tr>`;
}

function labelValueRows(rows: { label: string; value: string; was?: string }[], c: RenderCtx): string {
  return rows
    .map((r, i) => {
      const border = i > 0 ? `border-top:1px solid ${c.theme.light.border};` : "";
      const value = small(r.value, c, "bm-st", true).replace(/<\/p>$/, `${wasPrice(r.was, c)}</p>`);
      return stackPair(
        `<div style="padding-right:12px;">${small(r.label, c, "bm-st")}</div>`,
        value,
        150,
        310,
        `padding:8px 0;${border}`,
      );
    })
    .join("");
}

export function renderBlock(block: ContentBlock, c: RenderCtx): string {
  const left = { ...c, align: "left" as const };
  switch (block.kind) {
    case "sections": {
      const styled = renderSectionsStyle(block, c);
      if (styled) return styled;
      const level = block.title ? 3 : 2;
      const cell = (it: (typeof block.items)[number]) => {
        const h = headingWithLink(level, it.heading, it.link, left);
        return (
          h.heading +
          (it.body
            ? `<div style="height:6px;line-height:6px;font-size:6px;">&nbsp;</div>` +
              paragraphs([it.body], left, "bm-t", 16)
            : "") +
          (h.link ? `<div style="padding-top:8px;">${h.link}</div>` : "")
        );
      };
      if (block.columns === 2)
        return titled(block.title, columns(block.items.map((it) => decorated(cell(it), c))), c);
      const items = block.items
        .map((it, i) =>
          padded(c.boxed ? box(cell(it), c) : cell(it), 0, i === block.items.length - 1 ? 24 : 16),
        )
        .join("");
      return titled(block.title, items, c);
    }
    case "details":
      return (
        renderDetailsStyle(block, c) ??
        titled(block.title, padded(box(table(labelValueRows(block.rows, c)), c)), c)
      );
    case "order": {
      const line = `border-top:1px solid ${c.theme.light.border};`;
      // The price column ends where the totals end: the pair fills the box (520 less the box's padding or rule).
      const inner = c.boxed ? 472 : 500;
      const items = block.items
        .map((it, i) =>
          stackPair(
            `<div style="padding-right:12px;">${small(it.name, c, "bm-st", true)}${small(`${label("order.qty", c.lang)} ${it.qty}`, c, "bm-st")}</div>`,
            small(it.price, c, "bm-st", true, "right"),
            inner - 160,
            160,
            `padding:10px 0;${i ? line : ""}`,
            true,
            2,
          ),
        )
        .join("");
      const totals = block.totals
        .map((t, i) => {
          const last = i === block.totals.length - 1;
          const top = i === 0 ? `border-top:2px solid ${c.theme.light.border};` : last ? line : "";
          return `<tr><td class="bm-line" style="padding:${last ? 10 : 4}px 12px ${last ? 0 : 4}px 0;${top}">${small(t.label, c, "bm-st", last)}</td><td class="bm-line" align="right" style="padding:${last ? 10 : 4}px 0 ${last ? 0 : 4}px 0;${top}">${small(t.value, c, "bm-st", last, "right")}</td></tr>`;
        })
        .join("");
      return titled(block.title, padded(box(table(items + totals), c)), c);
    }
    case "steps": {
      const s = c.theme.light;
      const circle = (n: number, size: number, align = "") =>
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0"${align} style="border-collapse:collapse;"><tr><td class="bm-num" align="center" width="${size}" height="${size}" style="width:${size}px;height:${size}px;background-color:${s.badge.fill};border-radius:${size / 2}px;font-family:${c.theme.fontBody};font-size:${Math.round(size * 0.45)}px;line-height:${size}px;font-weight:700;color:${s.badge.text};">${n}</td></tr></table>`;
      if (block.style === "row") {
        // "How it works": the steps side by side, three (or two) to a row, each under its number; they stack on phones.
        const center = { ...c, align: "center" as const };
        const per = block.items.length % 3 === 0 || block.items.length === 5 ? 3 : 2;
        const w = per === 3 ? 173 : 260;
        const cell = (it: (typeof block.items)[number], i: number) =>
          circle(i + 1, 40, ' align="center"') +
          `<div style="height:12px;line-height:12px;font-size:12px;">&nbsp;</div>` +
          heading(3, it.title, center) +
          (it.body
            ? `<div style="height:4px;line-height:4px;font-size:4px;">&nbsp;</div>${paragraphs([it.body], center, "bm-t", 15)}`
            : "");
        const out: string[] = [];
        for (let i = 0; i < block.items.length; i += per) {
          const cells = block.items.slice(i, i + per).map((it, j) => cell(it, i + j));
          out.push(
            fluidColumns(cells, w, { pad: 20, cellAttrs: ' align="center"', align: "center", centred: true }),
          );
        }
        return titled(
          block.title,
          out.join("") + `<tr><td style="height:8px;line-height:8px;font-size:8px;">&nbsp;</td></tr>`,
          c,
        );
      }
      if (block.style === "timeline") {
        // Along an accent line: each step's number small in the accent colour over its heading, the line unbroken.
        const items = block.items
          .map(
            (it, i) =>
              `<tr><td class="bm-acc-line" width="10" style="width:10px;border-right:3px solid ${s.accent};font-size:0;line-height:0;">&nbsp;</td><td valign="top" style="padding:${i ? 4 : 0}px 0 ${i === block.items.length - 1 ? 0 : 20}px 22px;"><p class="bm-hl" style="margin:0 0 2px 0;font-family:${c.theme.fontHeading};font-size:15px;line-height:20px;font-weight:700;letter-spacing:1px;color:${s.highlight};">${String(i + 1).padStart(2, "0")}</p>${heading(3, it.title, left)}${it.body ? `<div style="height:4px;line-height:4px;font-size:4px;">&nbsp;</div>${paragraphs([it.body], left, "bm-t", 16)}` : ""}</td></tr>`,
          )
          .join("");
        return titled(block.title, padded(table(items)), c);
      }
      const items = block.items
        .map(
          (it, i) =>
            `<tr><td width="44" valign="top" style="padding:0 12px 16px 0;"><table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr><td class="bm-num" align="center" width="32" height="32" style="width:32px;height:32px;background-color:${s.badge.fill};border-radius:16px;font-family:${c.theme.fontBody};font-size:15px;line-height:32px;font-weight:700;color:${s.badge.text};">${i + 1}</td></tr></table></td><td valign="top" style="padding:4px 0 16px 0;">${heading(3, it.title, left)}<div style="height:4px;line-height:4px;font-size:4px;">&nbsp;</div>${paragraphs([it.body], left, "bm-t", 16)}</td></tr>`,
        )
        .join("");
      return titled(block.title, padded(table(items)), c);
    }
    case "agenda":
      return titled(
        block.title,
        padded(
          box(
            table(
              labelValueRows(
                block.items.map((a) => ({ label: a.time, value: a.title })),
                c,
              ),
            ),
            c,
          ),
        ),
        c,
      );
    case "quote": {
      const s = c.theme.light;
      const inner = `<p class="bm-t" style="${textStyle(c.theme, 18, 28)}font-style:italic;">“${esc(block.text)}”</p><div style="height:8px;line-height:8px;font-size:8px;">&nbsp;</div><p class="bm-m" style="${textStyle(c.theme, 14, 20)}color:${s.muted};">${esc(block.by)}</p>`;
      return padded(
        table(row(inner, "", `padding:4px 0 4px 20px;border-left:4px solid ${s.accent};`)),
        0,
        24,
      );
    }
    case "note":
      return padded(
        paragraphs([block.text], left, "bm-m", 14).replace(
          `color:${c.theme.light.text}`,
          `color:${c.theme.light.muted}`,
        ),
        0,
        24,
      );
    default: {
      const html = renderImageBlock(block, c);
      if (html === null) throw new Error(`block ${block.kind} has no renderer`);
      return html;
    }
  }
}
