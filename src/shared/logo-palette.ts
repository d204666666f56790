import quantize from "quantize";

// Spec 02 section 5, shared so the server derives a kit's palette from its logo exactly as the browser does.
export const FALLBACK_PALETTE = ["#4a90e2", "#34495e", "#95a5a6", "#e74c3c", "#27ae60"];
const REQUESTED_COLORS = 12;
const KEPT_COLORS = 5;
const MIN_COLORS = 3;
const MIN_ALPHA = 125;
const MAX_SAMPLES = 40_000;

type Rgb = [number, number, number];

const toHex = ([r, g, b]: Rgb) =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

function discarded([r, g, b]: Rgb): boolean {
  const nearWhite = r > 240 && g > 240 && b > 240;
  const nearBlack = r < 15 && g < 15 && b < 15;
  const nearGrey = Math.max(r, g, b) - Math.min(r, g, b) < 30;
  return nearWhite || nearBlack || nearGrey;
}

export function padLogoPalette(colors: string[]): string[] {
  const out = [...colors];
  for (const c of FALLBACK_PALETTE) {
    if (out.length >= MIN_COLORS) break;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** 12 colours requested, alpha < 125 ignored, near-white/black/grey dropped, top 5 kept, padded to 3; failure: fallback. */
export function logoPalette(rgba: ArrayLike<number>): string[] {
  try {
    const pixels: Rgb[] = [];
    const step = Math.max(1, Math.floor(rgba.length / 4 / MAX_SAMPLES));
    for (let i = 0; i + 3 < rgba.length; i += 4 * step) {
      if (rgba[i + 3] < MIN_ALPHA) continue;
      pixels.push([rgba[i], rgba[i + 1], rgba[i + 2]]);
    }
    if (!pixels.length) return [...FALLBACK_PALETTE];
    const map = quantize(pixels, REQUESTED_COLORS);
    if (!map) return [...FALLBACK_PALETTE];
    const boxes = map.vboxes
      .map((b) => ({ color: b.color, count: b.vbox.count() }))
      .filter((b) => b.count > 0)
      .sort((a, b) => b.count - a.count);
    const colors: string[] = [];
    for (const box of boxes) {
      if (discarded(box.color)) continue;
      const hex = toHex(box.color);
      if (!colors.includes(hex)) colors.push(hex);
      if (colors.length === KEPT_COLORS) break;
    }
    return padLogoPalette(colors);
  } catch {
    return [...FALLBACK_PALETTE];
  }
}
