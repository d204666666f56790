import { strToU8, zipSync } from "fflate";
import type { EspPlatform } from "./platforms";

/**
 * How each platform's importer wants a ZIP:
 * - flat: the HTML and its images side by side, relative paths (Mailchimp: "Import ZIP", images in the same folder;
 *   https://mailchimp.com/help/import-a-custom-html-template/).
 * - folder: the HTML at the root, images under images/ with relative paths (Campaign Monitor, Brevo and Klaviyo
 *   import an HTML file with its image folder; plain HTML for a site or another tool).
 * - hosted: the platform takes HTML through its editor or API only, so the images stay on our host (HubSpot design
 *   manager, SendGrid code editor).
 */
export type ZipLayout = "flat" | "folder" | "hosted";

export const ZIP_LAYOUT: Record<EspPlatform, ZipLayout> = {
  mailchimp: "flat",
  klaviyo: "folder",
  hubspot: "hosted",
  brevo: "folder",
  sendgrid: "hosted",
  "sendgrid-dynamic": "hosted",
  "campaign-monitor": "folder",
  html: "folder",
};

/** Mailchimp's importer reads the HTML and images only; its plain-text part is generated from the HTML. */
const WITH_TEXT: Record<EspPlatform, boolean> = {
  mailchimp: false,
  klaviyo: true,
  hubspot: true,
  brevo: true,
  sendgrid: true,
  "sendgrid-dynamic": true,
  "campaign-monitor": true,
  html: true,
};

const EXT: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};
const MAX_IMAGES = 60;

/** Every distinct image address the HTML shows (img src and background attributes). */
export function imageUrls(html: string): string[] {
  const found = [
    ...html.matchAll(/<img\b[^>]*?\ssrc=["']([^"']+)["']/gi),
    ...html.matchAll(/\sbackground=["']([^"']+)["']/gi),
    ...html.matchAll(/url\(['"]?(https?:\/\/[^'")]+)['"]?\)/gi),
  ];
  return [...new Set(found.map((m) => m[1]).filter((u) => /^https?:\/\//i.test(u)))].slice(0, MAX_IMAGES);
}

export interface ZipFiles {
  baseName: string;
  /** Already in the platform's syntax. */
  html: string;
  text: string | null;
  platform: EspPlatform;
  /** Plain HTML only: the user may keep the hosted addresses. */
  keepHosted?: boolean;
}

export type FetchImage = (url: string) => Promise<{ type: string; bytes: Uint8Array } | null>;

/** The file names and contents of the ZIP, before packing (tests read this too). */
export async function zipEntries(
  input: ZipFiles,
  fetchImage: FetchImage,
): Promise<Record<string, Uint8Array>> {
  const layout = input.keepHosted && input.platform === "html" ? "hosted" : ZIP_LAYOUT[input.platform];
  const files: Record<string, Uint8Array> = {};
  let html = input.html;
  if (layout !== "hosted") {
    let n = 0;
    for (const url of imageUrls(html)) {
      const img = await fetchImage(url).catch(() => null);
      if (!img) continue; // an image that cannot be fetched stays hosted
      const ext =
        EXT[img.type] ??
        url
          .match(/\.(png|jpe?g|webp|gif)(?:$|\?)/i)?.[1]
          ?.toLowerCase()
          .replace("jpeg", "jpg") ??
        "png";
      const name = `${layout === "folder" ? "images/" : ""}image-${++n}.${ext}`;
      files[name] = img.bytes;
      html = html.split(url).join(name);
    }
  }
  files[`${input.baseName}.html`] = strToU8(html);
  if (input.text && WITH_TEXT[input.platform]) files[`${input.baseName}.txt`] = strToU8(input.text);
  return files;
}

export async function buildPlatformZip(input: ZipFiles, fetchImage: FetchImage): Promise<Uint8Array> {
  return zipSync(await zipEntries(input, fetchImage), { level: 6 });
}
