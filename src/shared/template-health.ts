/** Gmail clips a message whose HTML is larger than about 102 KB and hides the rest behind "View entire message". */
export const GMAIL_CLIP_BYTES = 102 * 1024;
/** Saving refuses edited copies above this size, on the server and in the editor. */
export const MAX_SAVE_BYTES = 500 * 1024;

export const htmlBytes = (html: string) => new TextEncoder().encode(html).byteLength;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;

export function tooLargeToSave(bytes: number): string {
  return `This template is ${kb(bytes)}, over the 500 KB limit for saving. Remove some sections or images and try again (Gmail already clips e-mails above 102 KB).`;
}

export type SizeLevel = "ok" | "clipped" | "refused";

export function sizeLevel(bytes: number): SizeLevel {
  if (bytes > MAX_SAVE_BYTES) return "refused";
  if (bytes > GMAIL_CLIP_BYTES) return "clipped";
  return "ok";
}
