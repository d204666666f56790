import { decodeImage, encodeJpeg, encodePng } from "./raster";

/** E-mail images are shown at most 600 CSS px wide; 2x for sharp screens. */
export const EDITOR_IMAGE_MAX_WIDTH = 1200;
const MAX_STORED_BYTES = 2 * 1024 * 1024;

export interface ReencodedImage {
  bytes: Uint8Array;
  contentType: "image/png" | "image/jpeg";
  extension: "png" | "jpg";
  width: number;
  height: number;
}

const isOpaque = (data: Uint8Array) => {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
};

/**
 * An editor upload decoded within the image budget and written again from its pixels, so the bytes we publish are
 * ours: trailing data, scripts of a polyglot file and metadata are gone. SVG is rendered and GIF keeps its first
 * frame, like a logo. A photo stays JPEG; anything with transparency becomes PNG.
 */
export async function reencodeEditorImage(bytes: Uint8Array): Promise<ReencodedImage> {
  const { info, pixels: sized } = await decodeImage(bytes, 4096, EDITOR_IMAGE_MAX_WIDTH);
  const opaque = isOpaque(sized.data);
  if (info.kind === "jpeg" && opaque) return jpeg(sized);
  const png = encodePng(sized);
  if (png.byteLength > MAX_STORED_BYTES && opaque) return jpeg(sized);
  return { bytes: png, contentType: "image/png", extension: "png", width: sized.width, height: sized.height };

  function jpeg(p: typeof sized): ReencodedImage {
    const out = encodeJpeg(p, 600 * 1024, 86);
    return { bytes: out, contentType: "image/jpeg", extension: "jpg", width: p.width, height: p.height };
  }
}
