import type { LogoFacts } from "../../../shared/facts";
import { contrast, mix, toHex, type Rgb } from "../../../shared/color";
import { decodeImage, encodePng, flatten, resizeToWidth, type Pixels } from "./raster";

const relLum = (r: number, g: number, b: number) => {
  const f = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
};

/** Measures the logo once: size, transparency, mean luminance and dominant colour of its visible (opaque) pixels. */
export function analyseLogo(p: Pixels): LogoFacts {
  const { data } = p;
  let hasAlpha = false;
  let sum = 0;
  let n = 0;
  const lums: number[] = [];
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  const step = Math.max(1, Math.floor((p.width * p.height) / 40000));
  for (let i = 0; i < data.length; i += 4 * step) {
    const a = data[i + 3];
    if (a < 250) hasAlpha = true;
    if (a < 128) continue;
    const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
    const lum = relLum(r, g, b);
    sum += lum;
    n++;
    if (lums.length < 40000) lums.push(lum);
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const e = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    e.n++;
    e.r += r;
    e.g += g;
    e.b += b;
    buckets.set(key, e);
  }
  const top = [...buckets.values()].sort((a, b) => b.n - a.n)[0];
  const dominant = top
    ? toHex([Math.round(top.r / top.n), Math.round(top.g / top.n), Math.round(top.b / top.n)])
    : "#000000";
  lums.sort((a, b) => a - b);
  // The darkest and lightest inks that cover at least a tenth of the logo (a wordmark, a mark).
  const at = (q: number) => (lums.length ? lums[Math.min(lums.length - 1, Math.floor(q * lums.length))] : 0);
  return {
    width: p.width,
    height: p.height,
    hasAlpha,
    luminance: n ? sum / n : 0,
    dominant,
    darkInk: at(0.1),
    lightInk: at(0.9),
  };
}

/** The colours of the logo that must stay visible: its dominant colour and a colour at its mean luminance. */
const greyOf = (lum: number) => {
  const v = Math.round(255 * (lum <= 0.0031308 ? lum * 12.92 : 1.055 * lum ** (1 / 2.4) - 0.055));
  return toHex([v, v, v]);
};

function inks(f: LogoFacts): string[] {
  const out = [f.dominant, greyOf(f.luminance)];
  if (f.darkInk !== undefined) out.push(greyOf(f.darkInk));
  if (f.lightInk !== undefined) out.push(greyOf(f.lightInk));
  return out;
}

export interface LogoPlate {
  /** The plate baked into the logo image, or null when the logo is opaque and is its own plate. */
  color: string | null;
  /** The worst contrast between the logo's inks and the plate (for opaque logos: 21, the image is its own surface). */
  contrast: number;
}

/**
 * A transparent logo gets a plate baked into its pixels, so its contrast never depends on the client: light mode,
 * prefers-color-scheme dark and the forced inversion of the Gmail apps and Outlook (which invert backgrounds, not
 * images) all show the same plate. White, then the brand colour, then near-black: the first that keeps 3:1.
 */
export function chooseLogoPlate(f: LogoFacts, brand: string): LogoPlate {
  if (!f.hasAlpha) return { color: null, contrast: 21 };
  const candidates = ["#ffffff", brand, mix(brand, "#000000", 0.55), "#111827"];
  const scored = candidates.map((c) => ({
    color: c,
    contrast: Math.min(...inks(f).map((ink) => contrast(ink, c))),
  }));
  const fits = scored.find((s) => s.contrast >= 3);
  if (fits) return fits;
  // Mixed luminance (a bright mark beside a dark wordmark): no plate suits both, and the wordmark is what must
  // stay readable, so the plate that best carries the darkest ink wins (a light plate for a dark wordmark).
  if (f.darkInk !== undefined && f.darkInk < 0.2) {
    const dark = greyOf(f.darkInk);
    const best = [...scored].sort((a, b) => contrast(dark, b.color) - contrast(dark, a.color))[0];
    return best;
  }
  return scored.sort((a, b) => b.contrast - a.contrast)[0];
}

const hexRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/** Pads the logo and bakes the plate in, with rounded corners left transparent. */
export function plateLogo(p: Pixels, plate: string, radius: number, pad: number): Pixels {
  const flat = flatten(p, hexRgb(plate));
  const w = p.width + pad * 2;
  const h = p.height + pad * 2;
  const [r, g, b] = hexRgb(plate);
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const ix = x - pad;
      const iy = y - pad;
      if (ix >= 0 && iy >= 0 && ix < p.width && iy < p.height)
        data.set(flat.data.subarray((iy * p.width + ix) * 4, (iy * p.width + ix) * 4 + 4), i);
      else [data[i], data[i + 1], data[i + 2], data[i + 3]] = [r, g, b, 255];
      const cx = x < radius ? radius - x : x >= w - radius ? x - (w - radius - 1) : 0;
      const cy = y < radius ? radius - y : y >= h - radius ? y - (h - radius - 1) : 0;
      if (cx && cy) {
        const d = Math.sqrt(cx * cx + cy * cy) - radius;
        if (d > 0) data[i + 3] = Math.round(255 * Math.max(0, 1 - d));
      }
    }
  }
  return { width: w, height: h, data };
}

export interface LogoRendition {
  png: Uint8Array;
  /** Display size in CSS px (the file is 2x). */
  width: number;
  height: number;
  facts: LogoFacts;
  plate: LogoPlate;
}

/**
 * The widest a logo is ever shown, 2x for sharp screens: 160 CSS px in an e-mail, 200 on the Brand page. Logos are
 * decoded (and SVG logos drawn) at this size, never larger: a vector costs its area to draw.
 */
export const LOGO_FIT = 400;

/** Converts any accepted upload to a normalised PNG (the stored upload), refusing what does not decode or is too big. */
export async function convertLogoUpload(
  bytes: Uint8Array,
): Promise<{ png: Uint8Array; width: number; height: number }> {
  const { pixels } = await decodeImage(bytes, 4096, LOGO_FIT);
  const png = encodePng(pixels);
  return { png, width: pixels.width, height: pixels.height };
}

/** The logo as the e-mail shows it: at most `maxWidth` x 64 CSS px, 2x pixels, plate baked in when it needs one. */
export async function logoRendition(
  bytes: Uint8Array,
  brand: string,
  maxWidth: number,
): Promise<LogoRendition> {
  const { pixels } = await decodeImage(bytes, 4096, maxWidth * 2);
  const facts = analyseLogo(pixels);
  const plate = chooseLogoPlate(facts, brand);
  const padCss = plate.color ? 10 : 0;
  const maxH = 64 - padCss * 2;
  const scale = Math.min(1, (maxWidth - padCss * 2) / pixels.width, maxH / pixels.height);
  const innerW = Math.max(1, Math.round(pixels.width * scale));
  const sized = resizeToWidth(pixels, innerW * 2);
  const out = plate.color ? plateLogo(sized, plate.color, 16, padCss * 2) : sized;
  return {
    png: encodePng(out),
    width: Math.max(1, Math.round(out.width / 2)),
    height: Math.max(1, Math.round(out.height / 2)),
    facts,
    plate,
  };
}
