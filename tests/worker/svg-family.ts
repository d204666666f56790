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
