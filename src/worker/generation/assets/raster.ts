import { PhotonImage, resize, SamplingFilter } from "@cf-wasm/photon";
import { Resvg } from "@cf-wasm/resvg/legacy";
import { imageInfo, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, sniffKind, type ImageInfo } from "./image-info";
import { ImageRefusedError } from "./image-refused";
import { budgetSvg, checkParsedTree } from "./svg-budget";
import { checkPaint } from "./svg-paint";

export { ImageRefusedError };

/** RGBA pixels, row-major, 4 bytes a pixel. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Checks the header, then decodes any of PNG, JPEG, WebP, GIF (first frame) or SVG into pixels at most `fit` pixels
 * wide (an SVG is drawn to fit a `fit` x `fit` box). A raster is scaled down inside WebAssembly before its pixels are
 * copied out, so the full-size pixels never cross into JavaScript.
 */
export async function decodeImage(
  bytes: Uint8Array,
  maxSide = MAX_IMAGE_SIDE,
  fit = 800,
): Promise<{ info: ImageInfo; pixels: Pixels }> {
  const info = imageInfo(bytes);
  if (!info && sniffKind(bytes))
    throw new ImageRefusedError(400, "the image data is damaged or has no size and could not be decoded.");
  if (!info) throw new ImageRefusedError(415, "the file must be a PNG, JPEG, WebP, GIF or SVG image.");
  if (info.width > maxSide || info.height > maxSide)
    throw new ImageRefusedError(
      413,
      `the image is ${info.width} x ${info.height} pixels; the limit is ${maxSide} x ${maxSide}.`,
    );
  if (info.kind === "svg") return { info, pixels: await rasteriseSvg(bytes, fit) };
  if (info.width * info.height > MAX_IMAGE_PIXELS)
    throw new ImageRefusedError(
      413,
      `the image is ${info.width} x ${info.height} pixels; the limit is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 2400 x 1600). Please upload a smaller image.`,
    );
  let img: PhotonImage;
  try {
    img = PhotonImage.new_from_byteslice(bytes);
  } catch {
    throw new ImageRefusedError(400, "the image data is damaged and could not be decoded.");
  }
  try {
    const [width, height] = [img.get_width(), img.get_height()];
    if (width <= fit) return { info, pixels: { width, height, data: img.get_raw_pixels() } };
    const h = Math.max(1, Math.round((height * fit) / width));
    const small = resize(img, fit, h, SamplingFilter.Lanczos3);
    try {
      return { info, pixels: { width: fit, height: h, data: small.get_raw_pixels() } };
    } finally {
      small.free();
    }
  } finally {
    img.free();
  }
}

function withImage<T>(p: Pixels, fn: (img: PhotonImage) => T): T {
  const img = new PhotonImage(p.data, p.width, p.height);
  try {
    return fn(img);
  } finally {
    img.free();
  }
}

/** Scales down (never up) to the given width, keeping the aspect ratio. */
export function resizeToWidth(p: Pixels, width: number): Pixels {
  if (p.width <= width) return p;
  const height = Math.max(1, Math.round((p.height * width) / p.width));
  return withImage(p, (img) => {
    const out = resize(img, width, height, SamplingFilter.Lanczos3);
    try {
      return { width, height, data: out.get_raw_pixels() };
    } finally {
      out.free();
    }
  });
}

/** Crops the centre to the given aspect ratio (width / height). */
export function cropToRatio(p: Pixels, ratio: number): Pixels {
  const current = p.width / p.height;
  if (Math.abs(current - ratio) < 0.01) return p;
  const w = current > ratio ? Math.round(p.height * ratio) : p.width;
  const h = current > ratio ? p.height : Math.round(p.width / ratio);
  const x0 = Math.floor((p.width - w) / 2);
  const y0 = Math.floor((p.height - h) / 2);
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    data.set(p.data.subarray(((y + y0) * p.width + x0) * 4, ((y + y0) * p.width + x0 + w) * 4), y * w * 4);
  return { width: w, height: h, data };
}

/** Flattens transparency onto a colour (JPEG has no alpha). */
export function flatten(p: Pixels, rgb: [number, number, number]): Pixels {
  const data = new Uint8Array(p.data);
  for (let i = 0; i < data.length; i += 4) {
    const a = data[i + 3] / 255;
    if (a === 1) continue;
    data[i] = Math.round(data[i] * a + rgb[0] * (1 - a));
    data[i + 1] = Math.round(data[i + 1] * a + rgb[1] * (1 - a));
    data[i + 2] = Math.round(data[i + 2] * a + rgb[2] * (1 - a));
    data[i + 3] = 255;
  }
  return { ...p, data };
}

export const encodePng = (p: Pixels): Uint8Array => withImage(p, (img) => img.get_bytes());

/** JPEG at falling quality until it fits the byte budget. */
export function encodeJpeg(p: Pixels, maxBytes = 200 * 1024, quality = 82): Uint8Array {
  const flat = flatten(p, [255, 255, 255]);
  return withImage(flat, (img) => {
    let q = quality;
    let out = img.get_bytes_jpeg(q);
    while (out.byteLength > maxBytes && q > 40) {
      q -= 12;
      out = img.get_bytes_jpeg(q);
    }
    // Still too heavy (noise, fine texture): fewer pixels rather than worse artefacts.
    if (out.byteLength > maxBytes && p.width > 64)
      return encodeJpeg(resizeToWidth(flat, Math.round(p.width * 0.75)), maxBytes, quality);
    return out;
  });
}

/** Renders an SVG document (our own artwork) at an exact pixel width. */
export async function renderSvg(svg: string, width: number): Promise<Pixels> {
  const r = await Resvg.async(svg, { fitTo: { mode: "width", value: width } });
  const img = r.render();
  const out = { width: img.width, height: img.height, data: img.pixels };
  img.free();
  r.free();
  return out;
}

/**
 * Renders an uploaded SVG inside its budget: costly effects removed, structure and parsed tree bounded, the paint
 * counted at the output size before drawing, and the output fitted into `box` x `box` pixels whatever size the file
 * declares.
 */
async function rasteriseSvg(bytes: Uint8Array, box: number): Promise<Pixels> {
  const text = budgetSvg(bytes);
  let parsed: InstanceType<typeof Resvg>;
  try {
    parsed = await Resvg.async(text);
  } catch {
    throw new ImageRefusedError(400, "the SVG could not be read.");
  }
  let zoom: number;
  try {
    const tree = parsed.toString();
    checkParsedTree(tree, parsed.width, parsed.height);
    zoom = Math.min(box / parsed.width, box / parsed.height);
    checkPaint(tree, zoom);
  } finally {
    parsed.free();
  }
  try {
    const svg = await Resvg.async(text, { fitTo: { mode: "zoom", value: zoom } });
    if (svg.width * zoom > box + 1 || svg.height * zoom > box + 1) throw new Error("size changed");
    const rendered = svg.render();
    const pixels = { width: rendered.width, height: rendered.height, data: rendered.pixels };
    rendered.free();
    svg.free();
    if (!pixels.width || !pixels.height) throw new Error("empty");
    return pixels;
  } catch {
    throw new ImageRefusedError(400, "the SVG could not be read.");
  }
}
