import { compile, type DomNode, type FormatCallback, type RecursiveCallback } from "html-to-text";

/**
 * The plain-text part of an e-mail, built from its HTML by html-to-text (a maintained converter) for generated
 * templates and saved copies alike. Links read "words (URL)", merge tokens such as {{unsubscribe_url}} are kept for
 * the hand-off to convert, hidden content (the preheader and its filler) is left out, and a table row of a label and
 * a value reads "Label: value".
 */
export function buildTextPart(html: string): string {
  return tidy(convert(html));
}

type BlockTextBuilder = Parameters<FormatCallback>[2];

// Characters that exist only to pad the inbox preview or to steer line breaking; they read as nothing.
const INVISIBLE = /[\u034F\u00AD\u200B-\u200D\u2060\uFEFF]/g;
// Every node visited in a cell is bounded, so a pasted table cannot make the row check expensive.
const MAX_CELL_NODES = 400;
const MAX_ANCESTORS = 80;
// A row wider than this is no label and value: it is read as blocks, under the converter's own child limit.
const MAX_ROW_CELLS = 12;

const kids = (n: DomNode): DomNode[] => n.children ?? [];
const tag = (n: DomNode, name: string) => n.type === "tag" && n.name === name;
const styleOf = (n: DomNode) => String((n.attribs as Record<string, string> | undefined)?.style ?? "");

/** A cell holding only text and inline markup: no nested table and no side-by-side columns. */
function isLeafCell(cell: DomNode): boolean {
  const stack = [...kids(cell)];
  for (let seen = 0; stack.length; seen++) {
    if (seen > MAX_CELL_NODES) return false;
    const n = stack.pop() as DomNode;
    if (n.type !== "tag") continue;
    if (n.name === "table" || /inline-block/i.test(styleOf(n))) return false;
    stack.push(...kids(n));
  }
  return true;
}

function textOf(n: DomNode): string {
  const parts: string[] = [];
  const stack = [n];
  for (let seen = 0; stack.length && seen <= MAX_CELL_NODES; seen++) {
    const c = stack.pop() as DomNode;
    if (c.type === "text") parts.push(c.data ?? "");
    else stack.push(...[...kids(c)].reverse());
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}

function hasLink(n: DomNode): boolean {
  const stack = [...kids(n)];
  for (let seen = 0; stack.length && seen <= MAX_CELL_NODES; seen++) {
    const c = stack.pop() as DomNode;
    if (tag(c, "a")) return true;
    stack.push(...kids(c));
  }
  return false;
}

function ancestor(n: DomNode, test: (a: DomNode) => boolean): DomNode | null {
  let a = n.parent;
  for (let i = 0; a && i < MAX_ANCESTORS; i++, a = a.parent) if (test(a)) return a;
  return null;
}

/** The colon after a label as the e-mail's language sets it (French: a narrow no-break space before it). */
function labelled(label: string, value: string, at: DomNode): string {
  const lang = ancestor(at, (a) => !!(a.attribs as Record<string, string> | undefined)?.lang);
  const fr = /^fr\b/i.test(String((lang?.attribs as Record<string, string> | undefined)?.lang ?? ""));
  return `${label}${fr ? "\u202F:" : ":"} ${value}`;
}

/**
 * Cells side by side (a table row, or a cell's inline-block columns): one after the other. Two plain cells (an order
 * total, an order's number) read as "Label: value" on one line, as a person writes them in plain text.
 */
function cellsInARow(elem: DomNode, cells: DomNode[], walk: RecursiveCallback, builder: BlockTextBuilder) {
  const first = cells[0];
  const label = textOf(first);
  const pair =
    cells.length === 2 && !!label && label.length <= 60 && !/[:.!?;)]$/.test(label) && !hasLink(first);
  builder.openTable();
  builder.openTableRow();
  for (const cell of cells) {
    builder.openTableCell();
    walk(kids(cell), builder);
    builder.closeTableCell();
  }
  builder.closeTableRow();
  builder.closeTable({
    tableToString: (rows) => {
      const texts = (rows[0] ?? []).map((c) => c.text.replace(/\n{2,}/g, "\n").trim()).filter(Boolean);
      if (pair && texts.length === 2 && !texts[0].includes("\n")) return labelled(texts[0], texts[1], elem);
      return texts.join("\n");
    },
    leadingLineBreaks: 1,
    trailingLineBreaks: 1,
  });
}

function asBlock(elem: DomNode, walk: RecursiveCallback, builder: BlockTextBuilder) {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(kids(elem), builder);
  builder.closeBlock({ trailingLineBreaks: 1 });
}

const row: FormatCallback = (elem, walk, builder) => {
  const cells = kids(elem).filter((c) => tag(c, "td") || tag(c, "th"));
  if (cells.length >= 2 && cells.length <= MAX_ROW_CELLS && cells.every(isLeafCell))
    cellsInARow(elem, cells, walk, builder);
  else asBlock(elem, walk, builder);
};

/** A cell whose content is columns that sit side by side on wide screens (inline-block) reads like a row. */
const cell: FormatCallback = (elem, walk, builder) => {
  const columns = kids(elem).filter((c) => c.type === "tag");
  const sideBySide =
    columns.length >= 2 &&
    columns.length <= MAX_ROW_CELLS &&
    columns.every((c) => /inline-block/i.test(styleOf(c)) && isLeafCell(c));
  if (sideBySide) cellsInARow(elem, columns, walk, builder);
  else asBlock(elem, walk, builder);
};

/** An image says nothing in plain text, except as the words of a link it stands in (a logo linking home). */
const image: FormatCallback = (elem, _walk, builder) => {
  if (!ancestor(elem, (a) => tag(a, "a"))) return;
  const alt = String((elem.attribs as Record<string, string> | undefined)?.alt ?? "").trim();
  if (alt) builder.addInline(alt);
};

const convert = compile({
  wordwrap: false,
  // Stored and edited bodies are at most a few hundred KB; the bounds keep a hostile one from costing more.
  limits: { maxInputLength: 2_000_000, maxDepth: 120, maxChildNodes: 2_000 },
  formatters: { row, cell, image },
  selectors: [
    { selector: "a", options: { linkBrackets: ["(", ")"], hideLinkHrefIfSameAsText: true } },
    { selector: "img", format: "image" },
    // The preheader and its filler are hidden in the HTML and stay out of the text.
    { selector: '[style*="display:none"]', format: "skip" },
    { selector: '[style*="display: none"]', format: "skip" },
    { selector: "h1", options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: "h2", options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: "h3", options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: "h4", options: { uppercase: false } },
    { selector: "h5", options: { uppercase: false } },
    { selector: "h6", options: { uppercase: false } },
    { selector: "ul", options: { itemPrefix: "- " } },
    // A table of data (a pasted price list) keeps its columns; the e-mail's layout tables are read as blocks.
    { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: true } },
    { selector: 'table[role="presentation"]', format: "block" },
    { selector: "tr", format: "row" },
    { selector: "td", format: "cell" },
    { selector: "th", format: "cell" },
    { selector: "hr", format: "skip" },
  ],
});

function tidy(text: string): string {
  return `${text
    .replace(INVISIBLE, "")
    .split("\n")
    .map((line) => (/^[\s\u00A0\u202F]*$/.test(line) ? "" : line.replace(/[ \t\u00A0]+$/, "")))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}
