import { ImageRefusedError } from "./image-refused";

/**
 * What an uploaded SVG may cost. resvg renders synchronously and cannot be interrupted inside a Worker, so the time
 * budget is enforced before rendering: the document's size, element count, nesting, `<use>` fan-out, coordinates and
 * layers (masks, clips, group opacity: each one a full-size pixmap in resvg) are bounded, and filters (blur is
 * O(pixels) per element and region) are removed.
 */
export const SVG_LIMITS = {
  elements: 2000,
  depth: 32,
  uses: 8,
  numbers: 40_000,
  layers: 32,
  ratio: 20,
  /** Elements of the parsed tree, after `<use>` is expanded. */
  treeElements: 6000,
} as const;

const refuse = (message: string) => new ImageRefusedError(400, message);

const COMMENT = /<!--[\s\S]*?-->/g;
const CDATA = /<!\[CDATA\[[\s\S]*?\]\]>/g;
const TAG = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/g;
// Removed, with what refers to them: the effect is dropped, the shape stays.
const COSTLY_ELEMENTS = ["filter", "marker"];
const COSTLY_PROPERTIES = [
  "filter",
  "marker",
  "marker-start",
  "marker-mid",
  "marker-end",
  "stroke-dasharray",
];
const LAYER_ATTRIBUTE = /\s(?:mask|clip-path|opacity)\s*=|(?:^|[\s;"'{])(?:mask|clip-path|opacity)\s*:/i;

function stripCostly(text: string): string {
  let out = text;
  for (const name of COSTLY_ELEMENTS) {
    out = out.replace(new RegExp(`<([\\w.-]+:)?${name}\\b(?:[^>"']|"[^"]*"|'[^']*')*?/>`, "gi"), "");
    out = out.replace(new RegExp(`<([\\w.-]+:)?${name}\\b[\\s\\S]*?</([\\w.-]+:)?${name}\\s*>`, "gi"), "");
  }
  for (const p of COSTLY_PROPERTIES) {
    out = out.replace(new RegExp(`\\s${p}\\s*=\\s*("[^"]*"|'[^']*')`, "gi"), "");
    out = out.replace(new RegExp(`(^|[\\s;"'{])${p}\\s*:[^;}"'<]*`, "gi"), "$1");
  }
  return out;
}

function refuseReferences(text: string): void {
  if (/<!ENTITY/i.test(text) || /<!DOCTYPE[^>]*\[/i.test(text))
    throw refuse(
      "the SVG declares its own entities, which are not accepted. Please export it again as plain SVG.",
    );
  for (const m of text.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
    if (!(m[1] ?? m[2] ?? "").trimStart().startsWith("#"))
      throw refuse(
        "the SVG links to or embeds other files (images, fonts or pages), which are not loaded. Please export it with shapes only, or upload a PNG.",
      );
  for (const m of text.matchAll(/url\(\s*["']?([^)"']*)/gi))
    if (!m[1].trimStart().startsWith("#"))
      throw refuse(
        "the SVG refers to an outside file in url(...), which is not loaded. Please export it with shapes only, or upload a PNG.",
      );
  if (/@import/i.test(text)) throw refuse("the SVG imports outside style sheets, which are not loaded.");
}

function checkStructure(text: string): void {
  const markup = text.replace(CDATA, "");
  let elements = 0;
  let depth = 0;
  let uses = 0;
  let layers = 0;
  for (const m of markup.matchAll(TAG)) {
    const [, closing, rawName, attrs, selfClosing] = m;
    const name = rawName.replace(/^[\w.-]+:/, "").toLowerCase();
    if (closing) {
      depth--;
      continue;
    }
    elements++;
    if (name === "use") uses++;
    if (name === "mask" || name === "clippath" || name === "pattern" || LAYER_ATTRIBUTE.test(attrs)) layers++;
    if (!selfClosing && ++depth > SVG_LIMITS.depth)
      throw refuse(
        `the SVG nests elements more than ${SVG_LIMITS.depth} deep. Please simplify it or upload a PNG.`,
      );
    if (elements > SVG_LIMITS.elements)
      throw refuse(
        `the SVG has more than ${SVG_LIMITS.elements} elements. Please simplify it or upload a PNG.`,
      );
  }
  if (uses > SVG_LIMITS.uses)
    throw refuse(
      `the SVG repeats shapes with <use> more than ${SVG_LIMITS.uses} times. Please simplify it or upload a PNG.`,
    );
  if (layers > SVG_LIMITS.layers)
    throw refuse(
      `the SVG has more than ${SVG_LIMITS.layers} masks, clips or transparent groups. Please simplify it or upload a PNG.`,
    );
  let numbers = 0;
  const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
  while (NUMBER.exec(markup))
    if (++numbers > SVG_LIMITS.numbers)
      throw refuse(
        `the SVG has more than ${SVG_LIMITS.numbers} coordinates. Please simplify its paths or upload a PNG.`,
      );
}

/** The SVG as text, made cheap to render (costly effects removed), or a 400 saying what to change. */
export function budgetSvg(bytes: Uint8Array): string {
  const text = new TextDecoder().decode(bytes).replace(COMMENT, "");
  refuseReferences(text);
  checkStructure(text);
  return stripCostly(text);
}

/** Checks the parsed tree (usvg's own serialisation, `<use>` expanded): the real work the renderer will do. */
export function checkParsedTree(tree: string, width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw refuse("the SVG has no size.");
  if (Math.max(width / height, height / width) > SVG_LIMITS.ratio)
    throw refuse(
      `the SVG is ${Math.round(width)} x ${Math.round(height)}; its sides may differ at most ${SVG_LIMITS.ratio} times.`,
    );
  let count = 0;
  for (const m of tree.matchAll(/<([A-Za-z][\w:.-]*)/g)) {
    if (/filter$|^image$/i.test(m[1]))
      throw refuse("the SVG uses effects or embedded images that are not accepted.");
    if (++count > SVG_LIMITS.treeElements)
      throw refuse(
        `the SVG draws more than ${SVG_LIMITS.treeElements} shapes. Please simplify it or upload a PNG.`,
      );
  }
}
