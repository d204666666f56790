import { ImageRefusedError } from "./image-refused";

/**
 * What drawing a parsed SVG will cost, counted before anything is drawn. resvg paints every shape over its whole
 * area, so the work is the sum over drawable shapes (after `<use>` is expanded and transforms applied) of their painted
 * pixels at the output scale, in units of an opaque solid fill. The weights are resvg's measured cost per pixel
 * relative to that fill (scripts/bench/hostile.mjs prints what the server spends): a translucent fill blends every
 * pixel, gradients and patterns compute each one, and a group with opacity, a clip or a mask is drawn into a layer
 * of its own and composited back.
 */
export const PAINT_WEIGHTS = {
  solid: 1,
  translucent: 9,
  linear: 16,
  radial: 22,
  pattern: 42,
  layer: 35,
  clip: 75,
  mask: 80,
} as const;

/** The largest canvas an upload is drawn on (campaign and editor images, 2 x 600 CSS px). */
const REFERENCE_CANVAS = 1200 * 1200;
/** At most 48 opaque fills of the largest canvas: about a quarter of a second of the server's CPU. */
export const PAINT_BUDGET = 48 * REFERENCE_CANVAS;
/** Each shape costs something however small it is (path set-up, its own raster pass). */
const PER_SHAPE = 16_000;
/**
 * The rasteriser also walks every edge: a pixel of edge costs about 16 pixels of fill, and a stroke, whose outline
 * is built segment by segment with its joins, about 300 and 2,000 a segment (a zigzag of 20,000 points costs
 * seconds with almost no area).
 */
const EDGE = { fill: 16, stroke: 300, strokeSegment: 2_000 } as const;
/** Layers drawn inside layers all live at once. */
export const LAYER_BYTES_BUDGET = 32 * 1024 * 1024;
const MAX_REFERENCE_DEPTH = 3;

export const TOO_COMPLEX = "This SVG is too complex to draw; please upload a PNG.";

type Matrix = [number, number, number, number, number, number];
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface Node {
  name: string;
  attrs: Record<string, string>;
  children: Node[];
}

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const scaleOf = (m: Matrix) => Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
const areaOf = (b: Box | null) => (b ? Math.max(0, b.x1 - b.x0) * Math.max(0, b.y1 - b.y0) : 0);
const union = (a: Box | null, b: Box | null): Box | null =>
  !a
    ? b
    : !b
      ? a
      : {
          x0: Math.min(a.x0, b.x0),
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
        };

function matrixOf(value: string | undefined): Matrix {
  const m = /^matrix\(([^)]*)\)$/.exec(value?.trim() ?? "");
  const n = m?.[1].split(/[\s,]+/).map(Number);
  return n?.length === 6 && n.every(Number.isFinite) ? (n as Matrix) : IDENTITY;
}

function transformBox(m: Matrix, b: Box): Box {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [b.x0, b.y0],
    [b.x1, b.y0],
    [b.x0, b.y1],
    [b.x1, b.y1],
  ]) {
    xs.push(m[0] * x + m[2] * y + m[4]);
    ys.push(m[1] * x + m[3] * y + m[5]);
  }
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}

/** A path's coordinates as pairs (control points included: the box is never smaller than the shape). */
function pathPoints(d: string): number[] | null {
  const nums = d.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi)?.map(Number) ?? [];
  // The parser writes absolute M, L, C, Q and Z only, so coordinates come in pairs; anything else counts as huge.
  if (/[^MLCQZ\d\s.,eE+-]/.test(d) || nums.length % 2) return null;
  return nums;
}

function boxOf(points: number[]): Box | null {
  if (!points.length) return null;
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i < points.length; i += 2) {
    box.x0 = Math.min(box.x0, points[i]);
    box.x1 = Math.max(box.x1, points[i]);
    box.y0 = Math.min(box.y0, points[i + 1]);
    box.y1 = Math.max(box.y1, points[i + 1]);
  }
  return box;
}

/** The length in pixels of the polygon through the points: what the rasteriser walks along the edges. */
function edgeLength(points: number[], m: Matrix): number {
  let length = 0;
  for (let i = 2; i < points.length; i += 2) {
    const dx = points[i] - points[i - 2];
    const dy = points[i + 1] - points[i - 1];
    length += Math.hypot(m[0] * dx + m[2] * dy, m[1] * dx + m[3] * dy);
  }
  return length;
}

function parseTree(tree: string): Node {
  const root: Node = { name: "#root", attrs: {}, children: [] };
  const stack = [root];
  for (const m of tree.matchAll(/<(\/?)([A-Za-z][\w:.-]*)([^>]*?)(\/?)>/g)) {
    const [, closing, name, rest, selfClosing] = m;
    if (closing) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const attrs: Record<string, string> = {};
    for (const a of rest.matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1]] = a[2];
    const node = { name, attrs, children: [] };
    stack.at(-1)!.children.push(node);
    if (!selfClosing) stack.push(node);
  }
  return root;
}

const refuse = () => new ImageRefusedError(400, TOO_COMPLEX);
const urlId = (v: string | undefined) => /^url\(#([^)]+)\)$/.exec(v?.trim() ?? "")?.[1];
const num = (v: string | undefined, fallback: number) => {
  const n = Number.parseFloat(v ?? "");
  return Number.isFinite(n) ? n : fallback;
};

/** Where a walk draws: the transform to pixels, and the pixels it may cover (a canvas, a layer or a pattern tile). */
interface Frame {
  ctm: Matrix;
  clip: Box;
  depth: number;
}

class PaintCounter {
  cost = 0;
  readonly defs = new Map<string, Node>();

  constructor(private readonly canvasArea: number) {}

  private add(cost: number) {
    this.cost += cost;
    if (this.cost > PAINT_BUDGET) throw refuse();
  }

  private within(box: Box | null, clip: Box): Box | null {
    if (!box) return null;
    const b = {
      x0: Math.max(box.x0, clip.x0),
      y0: Math.max(box.y0, clip.y0),
      x1: Math.min(box.x1, clip.x1),
      y1: Math.min(box.y1, clip.y1),
    };
    return b.x1 > b.x0 && b.y1 > b.y0 ? b : null;
  }

  /** Cost of one fill or stroke over `area` pixels; a pattern also draws its tile. */
  private paint(value: string | undefined, opacity: string | undefined, area: number, f: Frame, user: Box) {
    if (!area || value === "none") return;
    const ref = urlId(value);
    if (!ref) {
      const translucent = num(opacity, 1) < 1 || /^(rgba|hsla|transparent)/i.test(value ?? "");
      this.add(area * (translucent ? PAINT_WEIGHTS.translucent : PAINT_WEIGHTS.solid));
      return;
    }
    const server = this.defs.get(ref);
    if (server?.name === "linearGradient") return this.add(area * PAINT_WEIGHTS.linear);
    if (server?.name === "radialGradient") return this.add(area * PAINT_WEIGHTS.radial);
    if (server?.name !== "pattern") return this.add(area * PAINT_WEIGHTS.translucent);
    this.add(area * PAINT_WEIGHTS.pattern);
    this.pattern(server, f, user);
  }

  /** resvg draws a pattern's tile into a pixmap of its own each time the pattern is used. */
  private pattern(p: Node, f: Frame, user: Box) {
    if (f.depth >= MAX_REFERENCE_DEPTH) throw refuse();
    const bbox = (p.attrs.patternUnits ?? "objectBoundingBox") === "objectBoundingBox";
    const w = num(p.attrs.width, 0) * (bbox ? user.x1 - user.x0 : 1);
    const h = num(p.attrs.height, 0) * (bbox ? user.y1 - user.y0 : 1);
    const ctm = times(f.ctm, matrixOf(p.attrs.patternTransform));
    const scale = scaleOf(ctm);
    const tile = { x0: 0, y0: 0, x1: Math.abs(w) * scale, y1: Math.abs(h) * scale };
    if (areaOf(tile) > 4 * this.canvasArea) throw refuse();
    const contentBox = (p.attrs.patternContentUnits ?? "userSpaceOnUse") === "objectBoundingBox";
    const content: Matrix = contentBox
      ? [(user.x1 - user.x0) * scale, 0, 0, (user.y1 - user.y0) * scale, 0, 0]
      : [scale, 0, 0, scale, 0, 0];
    for (const child of p.children) this.walk(child, { ctm: content, clip: tile, depth: f.depth + 1 });
  }

  /** A clip path or mask: its shapes drawn into a layer the size of what it applies to. */
  private reference(node: Node, layer: Box, f: Frame, units: string) {
    if (f.depth >= MAX_REFERENCE_DEPTH) throw refuse();
    const ctm: Matrix =
      node.attrs[units] === "objectBoundingBox"
        ? [layer.x1 - layer.x0, 0, 0, layer.y1 - layer.y0, layer.x0, layer.y0]
        : times(f.ctm, matrixOf(node.attrs.transform));
    const inner = { ctm, clip: layer, depth: f.depth + 1 };
    for (const child of node.children) this.walk(child, inner);
    const nested = node.attrs["clip-path"] ?? node.attrs.mask;
    const next = this.defs.get(urlId(nested) ?? "");
    if (next) this.reference(next, layer, inner, next.name === "mask" ? "maskContentUnits" : "clipPathUnits");
  }

  /** Walks one element; answers the pixels it covers and the bytes its layers hold at once. */
  walk(node: Node, f: Frame): { box: Box | null; bytes: number } {
    if (node.name === "path") {
      const points = pathPoints(node.attrs.d ?? "");
      if (!points) throw refuse();
      const user = boxOf(points);
      if (!user) return { box: null, bytes: 0 };
      const edges = edgeLength(points, f.ctm);
      const stroked = !!node.attrs.stroke && node.attrs.stroke !== "none";
      this.add(
        PER_SHAPE +
          (node.attrs.fill !== "none" ? edges * EDGE.fill : 0) +
          (stroked ? edges * EDGE.stroke + (points.length / 2) * EDGE.strokeSegment : 0),
      );
      const fill = this.within(transformBox(f.ctm, user), f.clip);
      this.paint(node.attrs.fill, node.attrs["fill-opacity"], areaOf(fill), f, user);
      let box = fill;
      if (stroked) {
        // A miter join reaches up to 4 half-widths past the outline.
        const reach = 2 * num(node.attrs["stroke-width"], 1) * scaleOf(f.ctm);
        const outer = transformBox(f.ctm, user);
        const outline = this.within(
          { x0: outer.x0 - reach, y0: outer.y0 - reach, x1: outer.x1 + reach, y1: outer.y1 + reach },
          f.clip,
        );
        this.paint(node.attrs.stroke, node.attrs["stroke-opacity"], areaOf(outline), f, user);
        box = union(box, outline);
      }
      return { box, bytes: 0 };
    }
    if (node.name !== "g") return { box: null, bytes: 0 };
    const inner = { ...f, ctm: times(f.ctm, matrixOf(node.attrs.transform)) };
    let box: Box | null = null;
    let bytes = 0;
    for (const child of node.children) {
      const r = this.walk(child, inner);
      box = union(box, r.box);
      bytes = Math.max(bytes, r.bytes);
    }
    const clipPath = this.defs.get(urlId(node.attrs["clip-path"]) ?? "");
    const mask = this.defs.get(urlId(node.attrs.mask) ?? "");
    const opacity = num(node.attrs.opacity, 1) < 1;
    if (!box || !(clipPath || mask || opacity)) return { box, bytes };
    const area = areaOf(box);
    let layers = 1;
    this.add(area * PAINT_WEIGHTS.layer);
    if (clipPath) {
      layers++;
      this.add(area * PAINT_WEIGHTS.clip);
      this.reference(clipPath, box, inner, "clipPathUnits");
    }
    if (mask) {
      layers++;
      this.add(area * PAINT_WEIGHTS.mask);
      this.reference(mask, box, inner, "maskContentUnits");
    }
    bytes += layers * area * 4;
    if (bytes > LAYER_BYTES_BUDGET) throw refuse();
    return { box, bytes };
  }
}

/**
 * Counts the paint of usvg's own serialisation of the SVG (`<use>` expanded, styles resolved, shapes as absolute
 * paths) drawn at `zoom`, and refuses with 400 "This SVG is too complex to draw; please upload a PNG." beyond the
 * budget. Answers the cost, in opaque-fill pixels.
 */
export function checkPaint(tree: string, zoom: number): number {
  const root = parseTree(tree).children.find((n) => n.name === "svg");
  if (!root) throw refuse();
  const width = num(root.attrs.width, 0) * zoom;
  const height = num(root.attrs.height, 0) * zoom;
  const [vx, vy, vw, vh] = (root.attrs.viewBox ?? `0 0 ${root.attrs.width} ${root.attrs.height}`)
    .split(/[\s,]+/)
    .map(Number);
  if (!(width > 0 && height > 0 && vw > 0 && vh > 0)) throw refuse();
  const canvas = { x0: 0, y0: 0, x1: Math.ceil(width), y1: Math.ceil(height) };
  const counter = new PaintCounter(areaOf(canvas));
  const collect = (n: Node) => {
    for (const c of n.children) {
      if (c.attrs.id) counter.defs.set(c.attrs.id, c);
      if (c.name === "defs") collect(c);
    }
  };
  collect(root);
  const ctm: Matrix = [width / vw, 0, 0, height / vh, (-vx * width) / vw, (-vy * height) / vh];
  for (const child of root.children)
    if (child.name !== "defs") counter.walk(child, { ctm, clip: canvas, depth: 0 });
  return counter.cost;
}
