import { ApiError } from "./errors";

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export type LogoType = "image/png" | "image/jpeg" | "image/webp" | "image/gif" | "image/svg+xml";

export interface LogoUpload {
  bytes: Uint8Array;
  contentType: LogoType;
  extension: "png" | "jpg" | "webp" | "gif" | "svg";
}

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,([A-Za-z0-9+/\s]*={0,2})$/i;

/** The real type of an image, read from its first bytes; a declared MIME type is never trusted. */
export function sniffImage(bytes: Uint8Array): LogoUpload["contentType"] | null {
  const at = (i: number, ...sig: number[]) => sig.every((b, k) => bytes[i + k] === b);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  if (at(0, 0x47, 0x49, 0x46, 0x38)) return "image/gif";
  // SVG is text: converted to PNG on the server (src/worker/generation/assets/logo.ts) before it is stored.
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 1024))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head))
    return "image/svg+xml";
  return null;
}

const EXTENSIONS: Record<LogoType, LogoUpload["extension"]> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/svg+xml": "svg",
};

/** Decodes a logo data URL; answers 400 for malformed input, 413 over 2 MB, 415 for anything but PNG, JPEG or WebP. */
export function parseLogoDataUrl(dataUrl: string): LogoUpload {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match)
    throw new ApiError(
      400,
      "validation_failed",
      "logo: must be an image data URL (data:image/png;base64,...).",
    );
  const declared = (match[1] ?? "").toLowerCase();
  if (declared && !declared.startsWith("image/"))
    throw new ApiError(
      415,
      "unsupported_media_type",
      "logo: the file must be a PNG, JPEG, WebP, GIF or SVG image.",
    );
  const b64 = match[3].replace(/\s+/g, "");
  const padding = b64.endsWith("==") ? 2 : b64.endsWith("=") ? 1 : 0;
  const decodedLength = Math.floor((b64.length * 3) / 4) - padding;
  if (decodedLength > MAX_LOGO_BYTES)
    throw new ApiError(
      413,
      "payload_too_large",
      "logo: the image is larger than 2 MB. Please upload a smaller file.",
    );
  if (decodedLength <= 0 || b64.length % 4 !== 0)
    throw new ApiError(400, "validation_failed", "logo: the image data is empty or damaged.");
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
  } catch {
    throw new ApiError(400, "validation_failed", "logo: the image data is empty or damaged.");
  }
  const contentType = sniffImage(bytes);
  if (!contentType)
    throw new ApiError(
      415,
      "unsupported_media_type",
      "logo: the file must be a PNG, JPEG, WebP, GIF or SVG image.",
    );
  return { bytes, contentType, extension: EXTENSIONS[contentType] };
}

export const uploadKey = (jobId: string) => `uploads/${jobId}`;
/** A campaign image sent with the job: beside its logo, under the same id, so the same retention deletes it. */
export const campaignImageKey = (jobId: string, index: number) => `${uploadKey(jobId)}.image-${index + 1}`;
