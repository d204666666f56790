import type { ContentBlock, ImageRef, LinkContent } from "../content";
import { esc } from "../../../shared/escape";
import { punctuate } from "../copy/typography";
import { label } from "./labels";
import {
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
import { dateBand, dateStack, renderDetailsStyle } from "./variants";

/** Every image carries width, height and alt; the file is 2x, so CSS scales it down and phones shrink it further. */
export function img(ref: ImageRef, width = ref.width, extra = ""): string {
  const height = Math.round((ref.height * width) / ref.width);
  return `<img src="${esc(ref.url)}" width="${width}" height="${height}" alt="${esc(ref.alt)}" style="display:block;width:100%;max-width:${width}px;height:auto;border:0;outline:none;text-decoration:none;${extra}">`;
}

const spacer = (h: number) => `<div style="height:${h}px;line-height:${h}px;font-size:${h}px;">&nbsp;</div>`;

function titled(title: string | null, body: string, c: RenderCtx): string {
  return (title ? padded(heading(2, title, { ...c, align: "left" }), 8, 12) : "") + body;
}

/** Fluid columns of the image blocks: 520 px wide for Outlook, centred, each column left to right. */
function fluid(cells: string[], colWidth: number, total = 520, rtl = false): string {
  return fluidColumns(cells, colWidth, { total, rtl, ltr: true, centred: true });
}

function radiusStyle(c: RenderCtx) {
  return `border-radius:${Math.min(c.theme.radius, 12)}px;`;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}

export function renderImageBlock(block: ContentBlock, c: RenderCtx): string | null {
  const left = { ...c, align: "left" as const };
  const s = c.theme.light;
  // Items are h3 under a block title, h2 when the block has none, so heading levels never skip.
  const lvl: 2 | 3 = "title" in block && block.title ? 3 : 2;
  switch (block.kind) {
    case "imageText": {
      const rows = block.items.map((it, i) => {
        const h = headingWithLink(lvl, it.heading, it.link, left);
        const text =
          h.heading +
          (it.body ? spacer(6) + paragraphs([it.body], left, "bm-t", 16) : "") +
          (h.link ? `<div style="padding-top:8px;">${h.link}</div>` : "");
        if (!it.image) return padded(text, 0, 20);
        const image = img(it.image, 244, radiusStyle(c));
        return fluid([image, `<div style="padding-top:4px;">${text}</div>`], 260, 520, i % 2 === 1);
      });
      return titled(block.title, rows.join(""), c);
    }
    case "articles": {
      if (block.style === "grid") {
        // Two picture cards to a row; an odd last one lies beside its picture across the row, never beside a hole.
        const text = (it: (typeof block.items)[number]) => {
          const h = headingWithLink(lvl, it.title, it.link, left);
          return (
            h.heading +
            (it.body ? spacer(4) + paragraphs([it.body], left, "bm-t", 16) : "") +
            (h.link ? `<div style="padding-top:6px;">${link(it.link, left, 14)}</div>` : "")
          );
        };
        const top = (it: (typeof block.items)[number]) =>
          it.image
            ? img(it.image, 244, radiusStyle(c)) + spacer(12)
            : `<div class="bm-acc" style="width:100%;height:3px;line-height:3px;font-size:3px;background-color:${s.accent};">&nbsp;</div>${spacer(12)}`;
        const out: string[] = [];
        for (let i = 0; i < block.items.length; i += 2) {
          const pair = block.items.slice(i, i + 2);
          out.push(
            pair.length === 2
              ? fluid(
                  pair.map((it) => top(it) + text(it)),
                  260,
                )
              : pair[0].image
                ? fluid(
                    [
                      img(pair[0].image, 244, radiusStyle(c)),
                      `<div style="padding-top:4px;">${text(pair[0])}</div>`,
                    ],
                    260,
                  )
                : padded(text(pair[0]), 0, 20),
          );
        }
        return titled(block.title, out.join(""), c);
      }
      const rows = block.items
        .map((it, i) => {
          const border = i ? `border-top:1px solid ${s.border};` : "";
          const h = headingWithLink(lvl, it.title, it.link, left);
          const text =
            h.heading +
            (it.body ? spacer(4) + paragraphs([it.body], left, "bm-t", 16) : "") +
            (h.link ? `<div style="padding-top:6px;">${link(it.link, left, 14)}</div>` : "");
          const thumb = it.image
            ? `<td class="bm-line" width="128" valign="top" style="width:128px;padding:14px 16px 14px 0;${border}">${img(it.image, 112, radiusStyle(c))}</td>`
            : "";
          return `<tr>${thumb}<td class="bm-line" valign="top" style="padding:14px 0;${border}">${text}</td></tr>`;
        })
        .join("");
      return titled(block.title, padded(table(rows)), c);
    }
    case "features": {
      const cell = (it: (typeof block.items)[number]) =>
        (it.icon
          ? `${img(it.icon, 48, "width:48px;")}${spacer(12)}`
          : `<div class="bm-acc" style="width:32px;height:4px;line-height:4px;font-size:4px;background-color:${s.accent};border-radius:2px;">&nbsp;</div>${spacer(12)}`) +
        heading(lvl, it.title, left) +
        spacer(6) +
        paragraphs([it.body], left, "bm-t", 16);
      if (block.columns === 1) {
        const rows = block.items
          .map((it) =>
            it.icon
              ? `<tr><td width="64" valign="top" style="width:64px;padding:0 16px 20px 0;">${img(it.icon, 48, "width:48px;")}</td><td valign="top" style="padding:0 0 20px 0;">${heading(lvl, it.title, left)}${spacer(4)}${paragraphs([it.body], left, "bm-t", 16)}</td></tr>`
              : `<tr><td style="padding:0 0 20px 0;">${cell(it)}</td></tr>`,
          )
          .join("");
        return titled(block.title || null, padded(table(rows)), c);
      }
      const w = block.columns === 3 ? 173 : 260;
      const out: string[] = [];
      for (let i = 0; i < block.items.length; i += block.columns)
        out.push(fluid(block.items.slice(i, i + block.columns).map(cell), w, 520));
      return titled(block.title || null, out.join(""), c);
    }
    case "event": {
      const d = block.date ? new Date(`${block.date.iso}T00:00:00Z`) : null;
      const badge = d
        ? `<td width="72" valign="top" style="width:72px;padding:0 16px 0 0;"><table role="presentation" width="72" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr><td class="bm-num" align="center" style="background-color:${s.badge.fill};border-radius:10px 10px 0 0;padding:6px 0;font-family:${c.theme.fontBody};font-size:13px;line-height:16px;font-weight:700;letter-spacing:1px;color:${s.badge.text};">${esc(
            d
              .toLocaleString(c.lang ?? "en", { month: "short", timeZone: "UTC" })
              .replace(".", "")
              .toUpperCase(),
          )}</td></tr><tr><td class="bm-soft bm-h" align="center" style="background-color:${s.soft};border-radius:0 0 10px 10px;padding:6px 0 8px 0;font-family:${c.theme.fontHeading};font-size:28px;line-height:32px;font-weight:700;color:${s.heading};">${d.getUTCDate()}</td></tr></table></td>`
        : "";
      // The band already shows the date large: its row does not repeat it.
      const rowsHtml = (list: typeof block.rows) =>
        list
          .map(
            (r) =>
              `<p class="bm-st" style="margin:0 0 4px 0;font-family:${c.theme.fontBody};font-size:15px;line-height:22px;color:${s.softText};"><strong>${esc(punctuate(r.label, c.lang))}</strong> ${esc(r.value)}</p>`,
          )
          .join("");
      const rows = rowsHtml(
        block.rows.filter((r) => !(block.style === "band" && block.date && r.value === block.date.text)),
      );
      const links: LinkContent[] = [
        ...(block.join ? [block.join] : []),
        ...(block.calendar ? [{ label: label("calendar.google", c.lang), url: block.calendar.google }] : []),
        ...(block.calendar?.ics ? [{ label: label("calendar.ics", c.lang), url: block.calendar.ics }] : []),
      ];
      const cal = links.length
        ? `<div style="padding-top:10px;">${block.calendar ? `<p class="bm-st" style="margin:0 0 4px 0;font-family:${c.theme.fontBody};font-size:14px;line-height:20px;font-weight:700;color:${s.softText};">${esc(block.calendar.label)}</p>` : ""}${links.map((l) => link(l, left, 14)).join(`<span class="bm-st" style="font-family:${c.theme.fontBody};font-size:14px;color:${s.softText};"> &nbsp;·&nbsp; </span>`)}</div>`
        : "";
      if (block.style === "tiles") {
        // The facts as tiles under the event's name (its date, time and place large), the calendar links beneath.
        const tiles = renderDetailsStyle(
          { kind: "details", title: block.title, rows: block.rows, style: "tiles" },
          c,
        );
        if (tiles)
          return tiles + (cal ? padded(cal.replace('<div style="padding-top:10px;">', "<div>"), 0, 28) : "");
      }
      if (block.style === "split" && block.date) {
        // The date on the brand field beside the details: a column on desktop, a band above them on a phone.
        const side = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr><td class="bm-num" align="center" bgcolor="${s.badge.fill}" style="padding:22px 12px;background-color:${s.badge.fill};${radiusStyle(c)}text-align:center;">${dateStack(block.date.iso, c)}</td></tr></table>`;
        const rowsAll = block.rows.filter((r) => r.value !== block.date!.text);
        const detail = `${heading(2, block.title, left)}${spacer(8)}${rowsHtml(rowsAll)}${cal}`;
        return row(
          `<!--[if mso]><table role="presentation" width="536" cellpadding="0" cellspacing="0" border="0"><tr><td width="176" valign="top"><![endif]--><div class="bm-col" style="display:inline-block;width:100%;max-width:176px;vertical-align:top;">${table(row(side, "", "padding:0 8px 16px 8px;"))}</div><!--[if mso]></td><td width="360" valign="top"><![endif]--><div class="bm-col" style="display:inline-block;width:100%;max-width:360px;vertical-align:top;">${table(row(detail, "", "padding:0 8px 16px 16px;"))}</div><!--[if mso]></td></tr></table><![endif]-->`,
          ` class="bm-pxc"`,
          "padding:0 32px 12px 32px;font-size:0;text-align:left;",
        );
      }
      const band = block.style === "band" && block.date;
      const inner = table(
        `<tr>${band ? "" : badge}<td valign="top">${heading(2, block.title, left)}${spacer(8)}${rows}${cal}</td></tr>`,
      );
      if (band && block.date)
        return padded(
          dateBand(block.date.iso, c) +
            table(
              row(
                inner,
                ` class="bm-soft bm-box"`,
                `padding:20px 24px;background-color:${s.soft};border-radius:0 0 ${Math.min(c.theme.radius, 12)}px ${Math.min(c.theme.radius, 12)}px;`,
              ),
              ` class="bm-soft" bgcolor="${s.soft}"`,
              `background-color:${s.soft};border-radius:0 0 ${Math.min(c.theme.radius, 12)}px ${Math.min(c.theme.radius, 12)}px;`,
            ),
          8,
          28,
        );
      return padded(
        table(
          row(inner, ` class="bm-soft bm-box"`, `padding:20px;background-color:${s.soft};${radiusStyle(c)}`),
          ` class="bm-soft" bgcolor="${s.soft}"`,
          `background-color:${s.soft};${radiusStyle(c)}`,
        ),
      );
    }
    case "speakers": {
      const rows = block.items
        .map((sp) => {
          const avatar = sp.photo
            ? img(sp.photo, 56, "width:56px;border-radius:28px;")
            : `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;"><tr><td class="bm-num" align="center" width="56" height="56" style="width:56px;height:56px;background-color:${s.badge.fill};border-radius:28px;font-family:${c.theme.fontBody};font-size:20px;line-height:56px;font-weight:700;color:${s.badge.text};">${esc(initials(sp.name))}</td></tr></table>`;
          return `<tr><td width="72" valign="middle" style="width:72px;padding:0 16px 16px 0;">${avatar}</td><td valign="middle" style="padding:0 0 16px 0;">${heading(3, sp.name, left)}${sp.role ? `<p class="bm-m" style="margin:2px 0 0 0;font-family:${c.theme.fontBody};font-size:15px;line-height:22px;color:${s.muted};">${esc(sp.role)}</p>` : ""}</td></tr>`;
        })
        .join("");
      return titled(block.title, padded(table(rows)), c);
    }
    case "products": {
      const text = (p: (typeof block.items)[number]) => {
        // The product's own link repeats its name: the name is the link.
        const h = headingWithLink(lvl, p.name, p.link, left);
        return (
          h.heading +
          (p.price
            ? `<p class="bm-t" style="margin:4px 0 0 0;font-family:${c.theme.fontBody};font-size:16px;line-height:24px;font-weight:700;color:${s.text};">${esc(p.price)}${wasPrice(p.was, c)}</p>`
            : "") +
          (h.link ? `<div style="padding-top:6px;">${h.link}</div>` : "")
        );
      };
      if (block.style === "ribbon") {
        // Each product centred: its picture across the column, then its name and its price large between two rules.
        const center = { ...c, align: "center" as const };
        const items = block.items.map((p) => {
          const h = headingWithLink(2, p.name, p.link, center);
          const inner =
            h.heading +
            (p.price
              ? `<p class="bm-h" style="margin:6px 0 0 0;font-family:${c.theme.fontHeading};font-size:32px;line-height:40px;font-weight:700;color:${s.heading};text-align:center;">${esc(p.price)}${wasPrice(p.was, c, 18)}</p>`
              : "") +
            (h.link ? `<div style="padding-top:8px;text-align:center;">${h.link}</div>` : "");
          return (
            (p.image ? padded(img(p.image, 520, radiusStyle(c)), 0, 16) : "") +
            padded(
              table(
                row(
                  inner,
                  ` class="bm-acc-line" align="center"`,
                  `padding:18px 8px;border-top:2px solid ${s.accent};border-bottom:2px solid ${s.accent};`,
                ),
              ),
              0,
              28,
            )
          );
        });
        return titled(block.title, items.join(""), c);
      }
      if (block.style === "panel") {
        // Each product's name and price set large on a soft panel (its picture on top when it has one), the name its link.
        const panels = block.items.map((p) => {
          const h = headingWithLink(2, p.name, p.link, left);
          const inner =
            (p.image ? img(p.image, 460, radiusStyle(c)) + spacer(16) : "") +
            h.heading +
            (p.price
              ? `<p class="bm-t" style="margin:6px 0 0 0;font-family:${c.theme.fontHeading};font-size:24px;line-height:32px;font-weight:700;color:${s.text};">${esc(p.price)}${wasPrice(p.was, c, 16)}</p>`
              : "") +
            (h.link ? `<div style="padding-top:8px;">${h.link}</div>` : "");
          return padded(
            table(
              row(
                inner,
                ` class="bm-soft bm-box bm-acc-line"`,
                `padding:24px 28px;background-color:${s.soft};border-left:4px solid ${s.accent};`,
              ),
              ` class="bm-soft" bgcolor="${s.soft}"`,
              `background-color:${s.soft};`,
            ),
            0,
            20,
          );
        });
        return titled(block.title, panels.join(""), c);
      }
      if (block.style === "side") {
        // Each product's picture beside its name and price, alternating sides; they stack on phones.
        const rows = block.items.map((p, i) =>
          p.image
            ? fluid(
                [img(p.image, 244, radiusStyle(c)), `<div style="padding-top:4px;">${text(p)}</div>`],
                260,
                520,
                i % 2 === 1,
              )
            : padded(text(p), 0, 20),
        );
        return titled(block.title, rows.join(""), c);
      }
      const cell = (p: (typeof block.items)[number], w: number) =>
        (p.image ? img(p.image, w, radiusStyle(c)) + spacer(10) : "") + text(p);
      const out: string[] = [];
      for (let i = 0; i < block.items.length; i += 2) {
        const pair = block.items.slice(i, i + 2);
        // A lone product spans the row with its picture at full width, never a card beside a hole.
        out.push(
          pair.length === 1
            ? fluid([cell(pair[0], 504)], 520, 520)
            : fluid(
                pair.map((p) => cell(p, 244)),
                260,
              ),
        );
      }
      return titled(block.title, out.join(""), c);
    }
    case "offer": {
      const code = block.code
        ? `${spacer(12)}<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="border-collapse:collapse;"><tr><td class="bm-card bm-h" align="center" style="border:2px dashed ${s.heading};background-color:${s.card};border-radius:8px;padding:10px 20px;font-family:'Courier New',Courier,monospace;font-size:22px;line-height:28px;font-weight:700;letter-spacing:2px;color:${s.heading};">${esc(block.code)}</td></tr></table>`
        : "";
      const inner =
        heading(2, block.title, { ...c, align: "center" }) +
        (block.text && block.text !== block.title
          ? spacer(6) + paragraphs([block.text], { ...c, align: "center" }, "bm-st", 16)
          : "") +
        (block.code
          ? `${spacer(8)}<p class="bm-st" style="margin:0;font-family:${c.theme.fontBody};font-size:14px;line-height:20px;color:${s.softText};text-align:center;">${esc(label("offer.code", c.lang))}</p>`
          : "") +
        code +
        (block.deadline
          ? `${spacer(8)}<p class="bm-st" style="margin:0;font-family:${c.theme.fontBody};font-size:14px;line-height:20px;color:${s.softText};text-align:center;">${esc(label("offer.until", c.lang))} ${esc(block.deadline)}</p>`
          : "");
      return padded(
        table(
          row(
            inner,
            ` class="bm-soft bm-box" align="center"`,
            `padding:24px;background-color:${s.soft};${radiusStyle(c)}`,
          ),
          ` class="bm-soft" bgcolor="${s.soft}"`,
          `background-color:${s.soft};${radiusStyle(c)}`,
        ),
      );
    }
    case "social": {
      const icons = block.items
        .map(
          (it) =>
            `<td style="padding:0 6px;">${it.icon ? `<a href="${esc(it.url)}" style="text-decoration:none;">${img(it.icon, 32, "width:32px;")}</a>` : link({ label: it.label, url: it.url }, c, 14)}</td>`,
        )
        .join("");
      return padded(
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="border-collapse:collapse;margin:0 auto;"><tr>${icons}</tr></table>`,
        8,
        24,
      );
    }
    default:
      return null;
  }
}
