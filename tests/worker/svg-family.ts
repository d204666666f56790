/** The SVG family of issue 20 (a probe's files), rebuilt: blurred rectangles, extreme aspect ratios, a huge path. */
const NS = 'xmlns="http://www.w3.org/2000/svg"';

export function blurredRects(n: number): string {
  const rects = Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${(i * 7) % 380}" y="${(i * 13) % 380}" width="20" height="20" fill="#4f46e5" filter="url(#b)"/>`,
  ).join("");
  return `<svg ${NS} width="400" height="400"><defs><filter id="b" x="-500%" y="-500%" width="1000%" height="1000%"><feGaussianBlur stdDeviation="60"/></filter></defs>${rects}</svg>`;
}

export const declaredSize = (w: number, h: number) =>
  `<svg ${NS} width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#0f172a"/></svg>`;

export function longPath(points: number): string {
  const d = Array.from({ length: points }, (_, i) => `${i ? "L" : "M"}${i % 400} ${(i * 37) % 400}`).join("");
  return `<svg ${NS} width="400" height="400"><path d="${d}" stroke="#000" fill="none"/></svg>`;
}

export const SVG_FAMILY: { name: string; svg: () => string }[] = [
  { name: "1 blurred rectangle", svg: () => blurredRects(1) },
  { name: "10 blurred rectangles", svg: () => blurredRects(10) },
  { name: "3,000 blurred rectangles", svg: () => blurredRects(3000) },
  { name: "100 x 4096", svg: () => declaredSize(100, 4096) },
  { name: "40 x 4096", svg: () => declaredSize(40, 4096) },
  { name: "a path with 100,000 points", svg: () => longPath(100_000) },
];

/**
 * The paint family of issue 29: shapes that each cover the whole 1200 x 1200 canvas, so every one is painted over
 * 1.44 megapixels; a gradient fill costs many times a solid one, and `<use>` repeats the whole set.
 */
const GRADIENT = `<defs><linearGradient id="g"><stop offset="0" stop-color="#4f46e5"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>`;

export function gradientRects(n: number): string {
  return `<svg ${NS} width="1200" height="1200">${GRADIENT}${'<rect width="1200" height="1200" fill="url(#g)"/>'.repeat(n)}</svg>`;
}

export function solidRects(n: number): string {
  const rects = Array.from(
    { length: n },
    (_, i) => `<rect width="1200" height="1200" fill="#${(0x100000 + i * 2654).toString(16).slice(-6)}"/>`,
  ).join("");
  return `<svg ${NS} width="1200" height="1200">${rects}</svg>`;
}

/** 1,983 full-canvas gradient rectangles in one group, drawn three times: twice more through `<use>`. */
export function usedThrice(n = 1983): string {
  const rects = '<rect width="1200" height="1200" fill="url(#g)"/>'.repeat(n);
  return `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="1200">${GRADIENT}<g id="a">${rects}</g><use xlink:href="#a"/><use xlink:href="#a"/></svg>`;
}

export const PAINT_FAMILY: { name: string; svg: () => string }[] = [
  { name: "100 full-canvas gradient rectangles", svg: () => gradientRects(100) },
  { name: "400 full-canvas gradient rectangles", svg: () => gradientRects(400) },
  { name: "1,990 full-canvas solid rectangles", svg: () => solidRects(1990) },
  { name: "1,983 gradient rectangles drawn 3 times through <use>", svg: () => usedThrice() },
];
