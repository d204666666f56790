import quantize from "quantize";
import { PALETTE_MAX, PALETTE_MIN } from "../../shared/campaign-types";

export const FALLBACK_PALETTE = ["#4a90e2", "#34495e", "#95a5a6", "#e74c3c", "#27ae60"];
const REQUESTED_COLORS = 12;
const KEPT_COLORS = 5;
const MIN_COLORS = 3;
const MIN_ALPHA = 125;

type Rgb = [number, number, number];

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function discarded([r, g, b]: Rgb): boolean {
  const nearWhite = r > 240 && g > 240 && b > 240;
  const nearBlack = r < 15 && g < 15 && b < 15;
  const nearGrey = Math.max(r, g, b) - Math.min(r, g, b) < 30;
  return nearWhite || nearBlack || nearGrey;
}

/** Pads a palette to at least three colours with the fallback colours it does not already hold. */
export function padPalette(colors: string[]): string[] {
  const out = [...colors];
  for (const c of FALLBACK_PALETTE) {
    if (out.length >= MIN_COLORS) break;
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/**
 * Brand colours from raw RGBA pixels (spec 02 section 5): 12 colours requested from the quantiser,
 * transparent (alpha < 125), near-white, near-black and near-grey colours dropped, the 5 most
 * populated kept, padded to 3. Any failure gives the fallback palette.
 */
export function extractPalette(rgba: ArrayLike<number>): string[] {
  try {
    const pixels: Rgb[] = [];
    for (let i = 0; i + 3 < rgba.length; i += 4) {
      if (rgba[i + 3] < MIN_ALPHA) continue;
      pixels.push([rgba[i], rgba[i + 1], rgba[i + 2]]);
    }
    if (pixels.length === 0) return [...FALLBACK_PALETTE];
    const map = quantize(pixels, REQUESTED_COLORS);
    if (!map) return [...FALLBACK_PALETTE];
    // The quantiser pads its answer with empty boxes; only boxes that hold pixels are real colours.
    const boxes = map.vboxes
      .map((b) => ({ color: b.color, count: b.vbox.count() }))
      .filter((b) => b.count > 0)
      .sort((a, b) => b.count - a.count);
    const colors: string[] = [];
    for (const box of boxes) {
      if (discarded(box.color)) continue;
      const hex = rgbToHex(box.color);
      if (!colors.includes(hex)) colors.push(hex);
      if (colors.length === KEPT_COLORS) break;
    }
    return padPalette(colors);
  } catch {
    return [...FALLBACK_PALETTE];
  }
}

/** "abc123", "#ABC123" -> "#abc123"; anything else -> null (not applied). */
export function normalizeHex(input: string): string | null {
  const m = /^#?([0-9a-fA-F]{6})$/.exec(input.trim());
  return m ? `#${m[1].toLowerCase()}` : null;
}

export function canRemoveColor(palette: string[]): boolean {
  return palette.length > PALETTE_MIN;
}

export function canAddColor(palette: string[]): boolean {
  return palette.length < PALETTE_MAX;
}

export function removeTooltip(palette: string[]): string {
  return canRemoveColor(palette) ? "Remove" : "Min 1 color";
}

export function addColor(palette: string[], suggestions: string[]): string[] {
  if (!canAddColor(palette)) return palette;
  return [...palette, suggestions[palette.length] ?? "#ffffff"];
}

export function removeColor(palette: string[], index: number): string[] {
  if (!canRemoveColor(palette)) return palette;
  return palette.filter((_, i) => i !== index);
}

export function setColor(palette: string[], index: number, input: string): string[] {
  const hex = normalizeHex(input);
  if (!hex || index < 0 || index >= palette.length) return palette;
  return palette.map((c, i) => (i === index ? hex : c));
}

export interface Hsv {
  h: number;
  s: number;
  v: number;
}

export function hexToHsv(hex: string): Hsv {
  const [r, g, b] = hexToRgb(hex).map((x) => x / 255);
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  let h = 0;
  if (d) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  h = Math.round((h * 60 + 360) % 360);
  return { h, s: Math.round(max ? (d / max) * 100 : 0), v: Math.round(max * 100) };
}

export function hsvToHex({ h, s, v }: Hsv): string {
  const sat = s / 100;
  const val = v / 100;
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return (val - val * sat * Math.max(0, Math.min(k, 4 - k, 1))) * 255;
  };
  return rgbToHex([f(5), f(3), f(1)]);
}

export function clamp(n: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, n));
}
