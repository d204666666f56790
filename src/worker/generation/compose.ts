import { MARKETING_TYPES } from "./copy";
import { MAX_CAMPAIGN_IMAGES, produceAssets, type TemplateAssets } from "./assets";
import { AssetStore, type BucketLike, type StoredObject } from "./assets/store";
import type { DrawCache } from "./assets/draw-cache";
import type { SafeFetchOptions } from "../platform/safe-fetch";
import { icsFile } from "./plan/calendar";
import { calendarEvent } from "./plan/planner";
import type { GeneratedTemplate, GenerationInput } from "./types";
import { checkHostedImages } from "./validate";

/** Where an e-mail's files go: `<prefix><file>`, linked as `<baseUrl>/api/<prefix><file>` unless `urlBase` says. */
export interface EmailStore {
  bucket: BucketLike;
  prefix: string;
  baseUrl: string;
  /** Where the prefix is served when it is not under /api/ (the demo's short-lived files, files on disk). */
  urlBase?: string;
}

/** The part of an R2 bucket that holds the uploads of a request. */
interface UploadBucket {
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>;
}

/**
 * What the customer uploaded: the bytes (the demo, scripts), or where the request stored them (the queue: the logo
 * under `logoKey`, campaign images beside it under `imageKey(0..2)` until the first missing one).
 */
export type EmailUploads =
  | { logo: Uint8Array | null; images?: Uint8Array[] }
  | { bucket: UploadBucket; logoKey: string | null; imageKey(index: number): string };

/** A known brand's artwork: seeded by the kit, every drawing kept in its cache for the brand's next e-mail. */
export interface KitDrawings {
  cache: DrawCache;
  seed: number;
}

/** The part of an R2 bucket the hosted-image check reads. */
interface BucketHead {
  head(key: string): Promise<{ size: number; httpMetadata?: { contentType?: string } } | null>;
}

export interface EmailRequest {
  /** Everything the writer needs but the images (the facts were built once by the caller through reading/). */
  input: Omit<GenerationInput, "assets" | "logoUrl">;
  uploads: EmailUploads;
  kit?: KitDrawings | null;
  store: EmailStore;
  /**
   * Writes the e-mails from the one input with its images: one for a plain request, each version of one brief with
   * its own seed. Every e-mail written here is stored and checked.
   */
  write(input: GenerationInput): Promise<GeneratedTemplate[]>;
  /** UID of the calendar file an event e-mail links to. */
  icsUid: string;
  /** For website images: a fake fetch in tests, a shorter timeout for the demo; the safe fetcher checks every hop. */
  fetchOptions?: SafeFetchOptions;
  /**
   * The stored template's contract: every image the HTML shows is one of its own files in this bucket, of an image
   * type and within the size budget. Throws when one is not.
   */
  checkHostedIn?: BucketHead;
}

export interface MadeEmail {
  emails: GeneratedTemplate[];
  assets: TemplateAssets;
  /** The files stored under the prefix (none when the e-mails use no image or calendar file). */
  stored: StoredObject[];
  /** Milliseconds spent drawing and encoding the files that were stored. */
  renderMs: number;
}

async function uploadBytes(u: EmailUploads): Promise<{ logo: Uint8Array | null; images: Uint8Array[] }> {
  if ("logo" in u) return { logo: u.logo, images: u.images ?? [] };
  const bytes = async (key: string) => {
    const object = await u.bucket.get(key);
    return object ? new Uint8Array(await object.arrayBuffer()) : null;
  };
  const logo = u.logoKey ? await bytes(u.logoKey) : null;
  // Campaign images are stored only beside an upload, numbered from the first.
  const images: Uint8Array[] = [];
  for (let i = 0; i < MAX_CAMPAIGN_IMAGES && u.logoKey; i++) {
    const image = await bytes(u.imageKey(i));
    if (!image) break;
    images.push(image);
  }
  return { logo, images };
}

/** The calendar file of an event e-mail (webinars and offline events), or null. */
function eventIcs(input: EmailRequest["input"], uid: string): string | null {
  const { facts, campaignType: type } = input;
  if (type !== "webinar" && type !== "offline-event") return null;
  const event = calendarEvent(facts, facts.campaign.title ?? facts.brand.name.value);
  return event ? icsFile(event, uid, input.now) : null;
}

async function checkHosted(emails: GeneratedTemplate[], r: EmailRequest): Promise<void> {
  if (!r.checkHostedIn) return;
  for (const email of emails) {
    const hosted = await checkHostedImages(email.html, r.checkHostedIn, r.store.baseUrl);
    if (!hosted.ok) throw new Error(`image contract: ${hosted.problems.join("; ")}`);
  }
}

/**
 * The engine's one way to make e-mails from facts: uploads and website pictures become the e-mail's images, the
 * writer writes from the facts with those images, and only the files the finished HTML uses are drawn and stored
 * (each once, under the one prefix, however many versions use it). Shared by the queue, the no-account demo and the
 * build-time examples.
 */
export async function makeEmail(r: EmailRequest): Promise<MadeEmail> {
  const store = new AssetStore(r.store.bucket, r.store.prefix, r.store.baseUrl, r.store.urlBase);
  const { logo, images } = await uploadBytes(r.uploads);
  const input: GenerationInput = { ...r.input, logoUrl: null };
  const assets = await produceAssets({
    store,
    facts: input.facts,
    palette: input.palette,
    seed: input.seed,
    logo,
    images,
    marketing: MARKETING_TYPES.has(input.campaignType),
    fetchOptions: r.fetchOptions,
    articleImages: input.campaignType === "newsletter",
    ics: eventIcs(r.input, r.icsUid),
    draw: r.kit,
  });
  input.assets = assets;
  input.logoUrl = assets.logo?.image.url ?? null;
  const emails = await r.write(input);
  // The .ics is referenced by the event card's link, so it is stored when the HTML links it.
  await store.flush(emails.map((g) => g.html).join("\n"));
  if (r.kit)
    await store
      .warm()
      .catch((e: unknown) => console.warn("brand artwork not kept", e instanceof Error ? e.message : e));
  await checkHosted(emails, r);
  return { emails, assets, stored: store.stored, renderMs: store.renderMs };
}
