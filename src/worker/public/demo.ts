import type { BrandReadResult, GeneratedTemplate, GenerationInput } from "../generation/types";
import type { LogoUpload } from "../lib/uploads";
import type { CampaignType } from "../../shared/campaign-types";

export const DEMO_PREFIX = "demo/";
export const DEMO_RETENTION_SECONDS = 60 * 60;
/** Brand reading must not hold the visitor for long: a slow site just means a generic look. */
export const DEMO_BRAND_TIMEOUT_MS = 2500;
const FALLBACK_PALETTE = ["#4f46e5", "#0f172a"];

export interface DemoInput {
  url: string;
  campaignType: CampaignType;
  logo: LogoUpload | null;
  brief: string;
  palette: string[] | null;
  /** Origin the hosted demo logo is served from, e.g. https://brandmail.example */
  publicBaseUrl: string;
}

export interface DemoDeps {
  bucket: R2Bucket;
  readBrand(url: string): Promise<BrandReadResult>;
  generate(input: GenerationInput): Promise<GeneratedTemplate>;
}

export interface DemoResult {
  subject: string;
  preheader: string;
  html: string;
  text: string;
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

export const DEMO_ASSET_PATH = /^[0-9a-f]{32}\/logo\.(png|jpg|webp)$/;

/** Same generator as the queue pipeline; nothing is stored except the logo, which the hourly cron deletes. */
export async function generateDemo(deps: DemoDeps, input: DemoInput): Promise<DemoResult> {
  const logoUrl = input.logo ? await hostLogo(deps.bucket, input.logo, input.publicBaseUrl) : null;
  const brand = await deps.readBrand(input.url).catch((): null => null);
  const known = brand?.ok ? brand.brand : null;
  const palette = input.palette?.length
    ? input.palette
    : known?.themeColor
      ? [known.themeColor, "#0f172a"]
      : FALLBACK_PALETTE;
  const template = await deps.generate({
    campaignType: input.campaignType,
    palette,
    websiteUrl: input.url,
    campaignText: input.brief,
    logoUrl,
    brand: known,
    seed: crypto.getRandomValues(new Uint32Array(1))[0]!,
  });
  return {
    subject: template.subject,
    preheader: template.preheader,
    html: template.html,
    text: template.text,
  };
}

async function hostLogo(bucket: R2Bucket, logo: LogoUpload, base: string): Promise<string> {
  const path = `${randomHex(16)}/logo.${logo.extension}`;
  await bucket.put(`${DEMO_PREFIX}${path}`, logo.bytes, {
    httpMetadata: { contentType: logo.contentType, cacheControl: "public, max-age=3600" },
  });
  return `${base}/api/demo/assets/${path}`;
}

/** Demo logos live one hour at most (privacy policy: uploads are deleted 1 hour after processing). */
export async function deleteExpiredDemoAssets(bucket: R2Bucket, now: Date): Promise<number> {
  const cutoff = now.getTime() - DEMO_RETENTION_SECONDS * 1000;
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: DEMO_PREFIX, cursor, limit: 500 });
    cursor = page.truncated ? page.cursor : undefined;
    const old = page.objects.filter((o) => o.uploaded.getTime() <= cutoff).map((o) => o.key);
    if (old.length) await bucket.delete(old);
    deleted += old.length;
  } while (cursor);
  return deleted;
}
