import { extractPalette, FALLBACK_PALETTE } from "./palette";
import { MAX_DECODE_PIXELS } from "../../shared/image-limits";

const SAMPLE_EDGE = 160;
const RASTER_EDGE = 800;
/** A campaign or editor picture is shown at most 1200 px wide: redrawn, it keeps that much. */
const IMAGE_EDGE = 1600;
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
// The server converts every one of these to PNG itself (src/worker/generation/assets/logo.ts).
const SERVER_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml"];

export function isImageFile(file: File): boolean {
  return file.type.startsWith("image/");
}

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file"));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("Could not decode the image"));
    img.src = src;
  });
}

/** Draws the logo small and hands its RGBA pixels to the palette rules. */
export async function paletteFromDataUrl(dataUrl: string): Promise<string[]> {
  try {
    const img = await loadImage(dataUrl);
    const w = img.naturalWidth || SAMPLE_EDGE;
    const h = img.naturalHeight || SAMPLE_EDGE;
    const scale = Math.min(1, SAMPLE_EDGE / Math.max(w, h));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(w * scale));
    canvas.height = Math.max(1, Math.round(h * scale));
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    if (!ctx) return [...FALLBACK_PALETTE];
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return extractPalette(ctx.getImageData(0, 0, canvas.width, canvas.height).data);
  } catch {
    return [...FALLBACK_PALETTE];
  }
}

/**
 * The server takes PNG, JPEG, WebP, GIF or SVG up to 2 MB and 4 megapixels; other images (BMP, AVIF, huge files) are
 * redrawn: as a PNG, or a JPEG for a photo.
 */
async function rasterize(dataUrl: string, edge = RASTER_EDGE, type = "image/png"): Promise<string> {
  const img = await loadImage(dataUrl);
  const w = img.naturalWidth || edge;
  const h = img.naturalHeight || edge;
  const scale = Math.min(1, edge / Math.max(w, h));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(w * scale));
  canvas.height = Math.max(1, Math.round(h * scale));
  canvas.getContext("2d")?.drawImage(img, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL(type, 0.9);
}

/** More pixels than the server decodes (a phone photo): redrawn smaller here so it still goes through. */
async function overPixelBudget(dataUrl: string): Promise<boolean> {
  const img = await loadImage(dataUrl);
  return img.naturalWidth * img.naturalHeight > MAX_DECODE_PIXELS;
}

export const NOT_AN_IMAGE_MESSAGE = "Please choose an image file (PNG, JPG, SVG, GIF or WebP).";

/** Decodes the file as the browser would show it: a renamed text file is refused here, before any colour is guessed. */
export async function decodeImage(file: File): Promise<string> {
  if (!isImageFile(file)) throw new Error(NOT_AN_IMAGE_MESSAGE);
  const dataUrl = await readDataUrl(file);
  try {
    await loadImage(dataUrl);
  } catch {
    throw new Error(NOT_AN_IMAGE_MESSAGE);
  }
  return dataUrl;
}

/** An image for a template: PNG, JPEG or WebP up to 2 MB as the server takes it, redrawn as PNG otherwise. */
export async function readImageForUpload(file: File): Promise<string> {
  const original = await decodeImage(file);
  const dataUrl =
    SERVER_TYPES.includes(file.type) && file.size <= MAX_LOGO_BYTES && !(await overPixelBudget(original))
      ? original
      : await rasterize(original, IMAGE_EDGE, file.type === "image/jpeg" ? "image/jpeg" : "image/png");
  if (dataUrl.length * 0.75 > MAX_LOGO_BYTES)
    throw new Error("The image is larger than 2 MB. Please upload a smaller file.");
  return dataUrl;
}

export async function readLogo(file: File): Promise<{ dataUrl: string; palette: string[] }> {
  const original = await decodeImage(file);
  const dataUrl =
    SERVER_TYPES.includes(file.type) && file.size <= MAX_LOGO_BYTES && !(await overPixelBudget(original))
      ? original
      : await rasterize(original);
  if (dataUrl.length * 0.75 > MAX_LOGO_BYTES)
    throw new Error("The logo is larger than 2 MB. Please upload a smaller file.");
  return { dataUrl, palette: await paletteFromDataUrl(dataUrl) };
}
