import { logoPalette } from "../../shared/logo-palette";
import { PALETTE_MAX, PALETTE_MIN } from "../../shared/campaign-types";

// The extraction rules (spec 02 section 5) live in shared code, so the server derives a kit's palette exactly as here.
export { FALLBACK_PALETTE } from "../../shared/logo-palette";
export const extractPalette = logoPalette;

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
