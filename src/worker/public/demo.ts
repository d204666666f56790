import type { GeneratedTemplate, GenerationInput } from "../generation/types";
import { buildFacts, type SiteReading } from "../reading";
import { AssetStore } from "../generation/assets/store";
import { composeTemplate } from "../generation/compose";
import type { LogoUpload } from "../platform/uploads";
import type { CampaignType } from "../../shared/campaign-types";
import { siteReadReason } from "../../shared/site-read";
import type { DemoMade } from "../../shared/api-types";

export const DEMO_PREFIX = "demo/";
export const DEMO_RETENTION_SECONDS = 60 * 60;
/** Brand reading must not hold the visitor for long: a slow site just means a generic look. */
export const DEMO_BRAND_TIMEOUT_MS = 2500;
/** Website pictures are fetched in parallel; one that is slow to come is left out rather than awaited. */
export const DEMO_IMAGE_TIMEOUT_MS = 2000;
const FALLBACK_PALETTE = ["#4f46e5", "#0f172a"];

export interface DemoInput {
  url: string;
  campaignType: CampaignType;
  /** Already normalised to PNG by the route. */
  logo: LogoUpload | null;
  brief: string;
  palette: string[] | null;
  /** Origin the hosted demo logo is served from, e.g. https://brandmail.example */
  publicBaseUrl: string;
}

export interface DemoDeps {
  bucket: R2Bucket;
  readSite(url: string): Promise<SiteReading>;
  generate(input: GenerationInput): Promise<GeneratedTemplate>;
  /** fetch for website images (tests pass a fake); the safe fetcher checks every hop either way. */
  fetchImage?: typeof fetch;
}

export interface DemoResult {
  subject: string;
  preheader: string;
  html: string;
  text: string;
  made: DemoMade;
}

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** `<128 random bits>/<file>`: the same file names the template asset store writes. */
export const DEMO_ASSET_PATH = /^[0-9a-f]{32}\/[a-z0-9-]{1,40}\.(png|jpg|ics)$/;

/**
 * The pipeline's composition (facts, images, generation) with its files under `demo/<random>/`, served by
 * /api/demo/assets/ and deleted by the hourly cron; nothing else is stored.
 */
export async function generateDemo(deps: DemoDeps, input: DemoInput): Promise<DemoResult> {
  const read = await deps.readSite(input.url).catch((): null => null);
  const site = read?.ok ? read : null;
  const theme = site?.colors[0]?.value;
  // The demo's palette comes from the dropped logo (read in the browser), else the site's first colour.
  const colours: DemoMade["colours"] = input.palette?.length ? "logo" : theme ? "site" : "default";
  const palette = colours === "logo" ? input.palette! : theme ? [theme, "#0f172a"] : FALLBACK_PALETTE;
  const dir = randomHex(16);
  const store = new AssetStore(
    deps.bucket,
    `${DEMO_PREFIX}${dir}/`,
    input.publicBaseUrl,
    `${input.publicBaseUrl}/api/demo/assets/${dir}/`,
  );
  const { generated: template } = await composeTemplate({
    store,
    input: {
      campaignType: input.campaignType,
      palette,
      facts: buildFacts({
        campaignType: input.campaignType,
        campaignText: input.brief,
        websiteUrl: input.url,
        brand: site,
      }),
      seed: crypto.getRandomValues(new Uint32Array(1))[0]!,
    },
    logo: input.logo?.bytes ?? null,
    generate: (i) => deps.generate(i),
    icsUid: `demo-${dir}@brandmail`,
    fetchOptions: {
      timeoutMs: DEMO_IMAGE_TIMEOUT_MS,
      ...(deps.fetchImage ? { fetch: deps.fetchImage } : {}),
    },
  });
  return {
    subject: template.subject,
    preheader: template.preheader,
    html: template.html,
    text: template.text,
    made: {
      siteRead: !!site,
      siteProblem: site ? null : (siteReadReason(read?.warning) ?? "The website could not be read."),
      colours,
    },
  };
}

/** Demo files (logo and images) live one hour at most (privacy policy: uploads are deleted 1 hour after processing). */
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
