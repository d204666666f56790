import { zipSync, strToU8 } from "fflate";
import { isEspPlatform, toPlatform, type EspPlatform } from "../../shared/merge-fields";
import { updateStoredUser, type StoredUser } from "./session";
import { saveEspPlatform } from "./esp-platform";

const PLATFORM_KEY = "brandmail.espPlatform";

/** The platform the user chose: the profile first (it follows the user), this browser's memory second. */
export function knownPlatform(user: Pick<StoredUser, "espPlatform"> | null): EspPlatform | null {
  if (user?.espPlatform && isEspPlatform(user.espPlatform)) return user.espPlatform;
  try {
    const local = localStorage.getItem(PLATFORM_KEY);
    return isEspPlatform(local) ? local : null;
  } catch {
    return null;
  }
}

/** Remembers the choice at once in this browser and the tab's user, then in the profile on the server. */
export async function rememberPlatform(platform: EspPlatform): Promise<void> {
  try {
    localStorage.setItem(PLATFORM_KEY, platform);
  } catch {
    /* private mode: the profile still remembers */
  }
  updateStoredUser({ espPlatform: platform });
  await saveEspPlatform(platform);
}

export type ImageMode = "hosted" | "bundled";

export interface ZipInput {
  baseName: string;
  html: string;
  text: string | null;
  platform: EspPlatform;
  images: ImageMode;
}

const EXT: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** Every distinct image address the HTML shows (img src and background attributes). */
export function imageUrls(html: string): string[] {
  const found = [
    ...html.matchAll(/<img\b[^>]*?\ssrc=["']([^"']+)["']/gi),
    ...html.matchAll(/\sbackground=["']([^"']+)["']/gi),
  ];
  return [...new Set(found.map((m) => m[1]).filter((u) => /^https?:\/\//i.test(u)))];
}

/**
 * A ZIP with the HTML and plain text in the platform's syntax and the images. With "bundled" the HTML points at the
 * files in the ZIP (images/...), with "hosted" at the hosted images; an image that cannot be fetched stays hosted.
 */
export async function buildZip(
  input: ZipInput,
  fetchImage: (url: string) => Promise<Blob | null> = defaultFetch,
): Promise<Uint8Array> {
  let html = toPlatform(input.html, input.platform, "html");
  const files: Record<string, Uint8Array> = {};
  let n = 0;
  for (const url of imageUrls(html)) {
    const blob = await fetchImage(url).catch(() => null);
    if (!blob) continue;
    const ext = EXT[blob.type] ?? url.match(/\.(png|jpe?g|webp|gif)(?:$|\?)/i)?.[1]?.toLowerCase() ?? "png";
    const name = `images/image-${++n}.${ext === "jpeg" ? "jpg" : ext}`;
    files[name] = new Uint8Array(await blob.arrayBuffer());
    if (input.images === "bundled") html = html.split(url).join(name);
  }
  files[`${input.baseName}.html`] = strToU8(html);
  if (input.text) files[`${input.baseName}.txt`] = strToU8(toPlatform(input.text, input.platform, "text"));
  return zipSync(files, { level: 6 });
}

async function defaultFetch(url: string): Promise<Blob | null> {
  const res = await fetch(url, { credentials: "omit" });
  return res.ok ? res.blob() : null;
}

