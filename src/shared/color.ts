export type Rgb = [number, number, number];

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(value: string | null | undefined): Rgb | null {
  const m = value?.trim().match(HEX);
  if (!m) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join("") : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
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
 * A fill derived from the brand colour that carries white text at `ratio`, deepened in the same hue when needed. Every
 * fill with text is this deep: forced dark modes (Gmail apps, Outlook for Windows) keep deep fills and white text as
 * they are, whereas a lighter fill (amber, yellow, silver) may be kept while its dark text is turned light.
 */
export function buttonColors(brand: string, ratio = 4.5): { fill: string; text: string } {
  for (let step = 0; step <= 20; step++) {
    const fill = mix(brand, "#000000", step / 20);
    if (contrast("#ffffff", fill) >= ratio) return { fill, text: "#ffffff" };
  }
  return { fill: "#000000", text: "#ffffff" };
}

/** HSL lightness turned around, hue and saturation kept: how forced dark modes recolour what they invert. */
export function invertLightness(hex: string): string {
  const [r, g, b] = (parseHex(hex) ?? [0, 0, 0]).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  let h = 0;
  let s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h /= 6;
  }
  const L = 1 - l;
  if (s === 0) return toHex([L * 255, L * 255, L * 255]);
  const q = L < 0.5 ? L * (1 + s) : L + s - L * s;
  const p = 2 * L - q;
  const f = (t: number) => {
    t = (t + 1) % 1;
    return t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p;
  };
  return toHex([f(h + 1 / 3) * 255, f(h) * 255, f(h - 1 / 3) * 255]);
}

/**
 * The forced-dark model (scripts/bench/design-sweep.mjs measures with the same one): light backgrounds (luminance
 * >= 0.7) are inverted, dark ones (< 0.18) kept, mid tones either; dark text (< 0.18) is inverted, light text (>= 0.4)
 * kept, mid tones either. The worst contrast over the outcomes.
 */
export function forcedDarkContrast(fg: string, bg: string): number {
  const lb = luminance(bg);
  const lf = luminance(fg);
  const bgs = lb >= 0.7 ? [invertLightness(bg)] : lb < 0.18 ? [bg] : [bg, invertLightness(bg)];
  const fgs = lf < 0.18 ? [invertLightness(fg)] : lf >= 0.4 ? [fg] : [fg, invertLightness(fg)];
  return Math.min(...bgs.flatMap((b) => fgs.map((f) => contrast(f, b))));
}

/** Deepens a text colour (same hue) until it keeps `ratio` on `bg` in light mode and under forced dark. */
export function forcedDarkSafe(color: string, bg: string, ratio = 4.5): string {
  for (let step = 0; step <= 20; step++) {
    const c = mix(color, "#000000", step / 20);
    if (contrast(c, bg) >= ratio && forcedDarkContrast(c, bg) >= ratio) return c;
  }
  return "#000000";
}

export function saturation(hex: string): number {
  const [r, g, b] = (parseHex(hex) ?? [0, 0, 0]).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}
