export type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(value: string | null | undefined): Rgb | null {
  const m = value?.trim().match(HEX);
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, "0")).join("")}`;
}

export function normalizeHex(value: string | null | undefined): string | null {
  const rgb = parseHex(value);
  return rgb ? toHex(rgb) : null;
}

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex) ?? [0, 0, 0];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2.x contrast ratio between two hex colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function mix(a: string, b: string, weightOfB: number): string {
  const ra = parseHex(a) ?? [0, 0, 0];
  const rb = parseHex(b) ?? [0, 0, 0];
  return toHex(ra.map((v, i) => v + (rb[i] - v) * weightOfB) as Rgb);
}

/**
 * Moves `color` towards black or white (whichever the background is not) in small steps until it reaches
 * `ratio` against `background`. Keeps the hue so the brand stays recognisable.
 */
export function ensureContrast(color: string, background: string, ratio = 4.5): string {
  if (contrast(color, background) >= ratio) return color;
  const target = luminance(background) > 0.18 ? "#000000" : "#ffffff";
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return target;
}

/** Text colour (white or near-black) with the best contrast on `background`. */
export function readableOn(background: string): string {
  return contrast("#ffffff", background) >= contrast("#111111", background) ? "#ffffff" : "#111111";
}

/**
 * Fills lighter than this keep dark text: forced dark modes (Gmail apps, Outlook for Windows) turn such a fill dark
 * and its dark text light, together. Below it, and above deep tones, a client may keep the fill while it lightens the
 * dark text (white on amber, 2.15:1): a fill in that band only ever carries white text.
 */
export const PALE_FILL = 0.7;

/** A fill derived from the brand colour with its text colour, AA together and safe under forced dark modes. */
export function buttonColors(brand: string, ratio = 4.5): { fill: string; text: string } {
  if (contrast("#ffffff", brand) >= ratio) return { fill: brand, text: "#ffffff" };
  if (luminance(brand) >= PALE_FILL && contrast("#111111", brand) >= ratio) return { fill: brand, text: "#111111" };
  // Deepened in the same hue until white text reads.
  for (let step = 1; step <= 20; step++) {
    const fill = mix(brand, "#000000", step / 20);
    if (contrast("#ffffff", fill) >= ratio) return { fill, text: "#ffffff" };
  }
  return { fill: "#000000", text: "#ffffff" };
}

/** True when a client that forces dark mode may keep this fill while it lightens dark text on it. */
export function forcedDarkRisk(fill: string, text: string): boolean {
  return luminance(fill) < PALE_FILL && luminance(text) < 0.2 && contrast("#ffffff", fill) < 4.5;
}

export function saturation(hex: string): number {
  const [r, g, b] = (parseHex(hex) ?? [0, 0, 0]).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}
