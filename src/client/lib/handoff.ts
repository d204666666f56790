import { isEspPlatform, type EspPlatform, type KitValues } from "../../shared/merge-fields";
import { prepareHandoff, type PreparedHandoff } from "../../shared/esp/handoff";
import { buildPlatformZip } from "../../shared/esp/zip";
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
  /** Plain HTML only: the other platforms' importers decide (shared/esp/zip.ts). */
  images: ImageMode;
  campaignType?: string | null;
  /** The account's values where the template names none (its company address). */
  kit?: KitValues;
}

/** The template as it leaves for a platform, with the checks a download or a copy must pass. */
export function prepareFor(
  detail: { htmlContent: string | null; plainText: string | null; campaignType?: string | null },
  platform: EspPlatform,
  kit?: KitValues,
): PreparedHandoff {
  return prepareHandoff({
    html: detail.htmlContent ?? "",
    text: detail.plainText,
    platform,
    campaignType: detail.campaignType ?? null,
    kit,
  });
}

/**
 * A ZIP in the layout the platform's importer documents (Mailchimp: HTML and images side by side, relative paths),
 * the HTML and plain text in the platform's syntax. Refuses (throws) when a required tag is missing.
 */
export async function buildZip(
  input: ZipInput,
  fetchImage: (url: string) => Promise<Blob | null> = defaultFetch,
): Promise<Uint8Array> {
  const ready = prepareFor(
    { htmlContent: input.html, plainText: input.text, campaignType: input.campaignType },
    input.platform,
    input.kit,
  );
  if (ready.blocked)
    throw new Error(
      ready.checks
        .filter((c) => c.level === "error")
        .map((c) => c.message)
        .join(" "),
    );
  return buildPlatformZip(
    {
      baseName: input.baseName,
      html: ready.html,
      text: ready.text,
      platform: input.platform,
      keepHosted: input.images === "hosted",
    },
    async (url) => {
      const blob = await fetchImage(url);
      return blob ? { type: blob.type, bytes: new Uint8Array(await blob.arrayBuffer()) } : null;
    },
  );
}

async function defaultFetch(url: string): Promise<Blob | null> {
  const res = await fetch(url, { credentials: "omit" });
  return res.ok ? res.blob() : null;
}
