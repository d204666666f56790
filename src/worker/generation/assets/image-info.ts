import { MAX_DECODE_PIXELS } from "../../../shared/image-limits";

/** Image type and pixel size read from the first bytes, before anything is decoded (so a decompression bomb is refused cheaply). */
export type ImageKind = "png" | "jpeg" | "webp" | "gif" | "svg";

export interface ImageInfo {
  kind: ImageKind;
  width: number;
  height: number;
}

export const MAX_IMAGE_SIDE = 4096;
/**
 * Checked from the header, before any pixel is decoded. Decoding holds the image twice in WebAssembly memory (the
 * decoder's buffer and its RGBA copy, up to 12 bytes a pixel for 16-bit PNG) and that memory is never given back to
 * the isolate: 4 MP grows it by about 45 MB, within an isolate's 128 MB; 16 MP grew it by about 250 MB.
 */
export const MAX_IMAGE_PIXELS = MAX_DECODE_PIXELS;

const u16be = (b: Uint8Array, i: number) => (b[i] << 8) | b[i + 1];
const u16le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8);
const u24le = (b: Uint8Array, i: number) => b[i] | (b[i + 1] << 8) | (b[i + 2] << 16);
const u32be = (b: Uint8Array, i: number) =>
  ((b[i] << 24) | (b[i + 1] << 16) | (b[i + 2] << 8) | b[i + 3]) >>> 0;

export function sniffKind(b: Uint8Array): ImageKind | null {
  const at = (i: number, ...sig: number[]) => sig.every((x, k) => b[i + k] === x);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (at(0, 0xff, 0xd8, 0xff)) return "jpeg";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "webp";
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return "gif";
  const head = new TextDecoder()
    .decode(b.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return "svg";
  return null;
}

function svgSize(b: Uint8Array): { width: number; height: number } | null {
  const text = new TextDecoder().decode(b.subarray(0, 4096));
  const tag = text.match(/<svg\b[^>]*>/i)?.[0];
  if (!tag) return null;
  const num = (name: string) => {
    const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)\\s*(px)?\\s*["']`, "i"));
    return m ? Number(m[1]) : null;
  };
  const vb = tag.match(/viewBox\s*=\s*["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']/i);
  let width = num("width");
  let height = num("height");
  if (vb && (!width || !height)) {
    const vw = Number(vb[1]);
    const vh = Number(vb[2]);
    if (width && !height) height = (width * vh) / vw;
    else if (height && !width) width = (height * vw) / vh;
    else [width, height] = [vw, vh];
  }
  if (!width || !height || !isFinite(width) || !isFinite(height)) return null;
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * A GIF's frames may be larger than its logical screen, and decoders size their buffer by the frame: the size is
 * the larger of the screen and the first frame's extent.
 */
function gifSize(b: Uint8Array): { width: number; height: number } {
  let width = u16le(b, 6);
  let height = u16le(b, 8);
  let i = 13 + (b[10] & 0x80 ? 3 * 2 ** ((b[10] & 0x07) + 1) : 0);
  while (i < b.length) {
    if (b[i] === 0x2c && i + 9 < b.length) {
      width = Math.max(width, u16le(b, i + 1) + u16le(b, i + 5));
      height = Math.max(height, u16le(b, i + 3) + u16le(b, i + 7));
      break;
    }
    if (b[i] !== 0x21) break;
    // An extension: label, then data sub-blocks until a zero length.
    i += 2;
    while (i < b.length && b[i] !== 0) i += b[i] + 1;
    i++;
  }
  return { width, height };
}

/** Reads the declared pixel size; null when the header is not one of ours or is damaged. */
export function imageInfo(b: Uint8Array): ImageInfo | null {
  const kind = sniffKind(b);
  if (!kind) return null;
  let size: { width: number; height: number } | null = null;
  if (kind === "png" && b.length >= 24) size = { width: u32be(b, 16), height: u32be(b, 20) };
  else if (kind === "gif" && b.length >= 10) size = gifSize(b);
  else if (kind === "webp" && b.length >= 30) {
    const chunk = String.fromCharCode(...b.subarray(12, 16));
    if (chunk === "VP8X") size = { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    else if (chunk === "VP8L") {
      const bits = (b[21] | (b[22] << 8) | (b[23] << 16) | (b[24] << 24)) >>> 0;
      size = { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    } else if (chunk === "VP8 ") size = { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  } else if (kind === "jpeg") {
    let i = 2;
    while (i + 9 < b.length) {
      if (b[i] !== 0xff) {
        i++;
        continue;
      }
      const marker = b[i + 1];
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0xff) {
        i += marker === 0xff ? 1 : 2;
        continue;
      }
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        size = { height: u16be(b, i + 5), width: u16be(b, i + 7) };
        break;
      }
      i += 2 + u16be(b, i + 2);
    }
  } else if (kind === "svg") size = svgSize(b);
  if (!size || size.width < 1 || size.height < 1) return null;
  return { kind, ...size };
}
