import { MARKETING_TYPES } from "./copy";
import { produceAssets, type TemplateAssets } from "./assets";
import type { AssetStore } from "./assets/store";
import type { DrawCache } from "./assets/draw-cache";
import type { SafeFetchOptions } from "./safe-fetch";
import { icsFile } from "./plan/calendar";
import { calendarEvent } from "./plan/planner";
import type { GeneratedTemplate, GenerationInput } from "./types";

export interface ComposeRequest {
  /** Where this e-mail's files go (the caller picks the bucket, prefix and public URL). */
  store: AssetStore;
  /** Everything but the images: assets and logoUrl are filled in here. */
  input: Omit<GenerationInput, "assets" | "logoUrl">;
  /** The logo upload (PNG, JPEG or WebP bytes), or null. */
  logo: Uint8Array | null;
  /** Campaign images the user uploaded with the request (at most 3; checked like the logo), used for hero and cards. */
  images?: Uint8Array[];
  generate(input: GenerationInput): Promise<GeneratedTemplate>;
  /** UID of the calendar file an event e-mail links to. */
  icsUid: string;
  /** For website images: a fake fetch in tests, a shorter timeout for the demo; the safe fetcher checks every hop. */
  fetchOptions?: SafeFetchOptions;
  /** A known brand: its drawings are read from and kept in this cache, seeded by the kit (issue 22). */
  draw?: { cache: DrawCache; seed: number } | null;
}

/**
 * assets → generate → flush from facts the caller built once (reading/ `buildFacts`): the one way an e-mail is composed
 * with its images, shared by the queue pipeline, the no-account demo and the build-time examples. Only the files the
 * finished HTML uses are drawn and stored.
 */
export async function composeTemplate(
  r: ComposeRequest,
): Promise<{ generated: GeneratedTemplate; assets: TemplateAssets }> {
  const { generated, assets } = await composeVersions({ ...r, write: async (i) => [await r.generate(i)] });
  return { generated: generated[0], assets };
}

/**
 * Versions of one brief (A/B variants) over the same facts: the images are prepared once, `write` makes every e-mail
 * from that one input (each with its own seed), and each file any version uses is stored once under the shared prefix.
 */
export async function composeVersions(
  r: Omit<ComposeRequest, "generate"> & { write(input: GenerationInput): Promise<GeneratedTemplate[]> },
): Promise<{ generated: GeneratedTemplate[]; assets: TemplateAssets }> {
  const input: GenerationInput = { ...r.input, logoUrl: null };
  const facts = input.facts;
  const type = input.campaignType;
  const event =
    type === "webinar" || type === "offline-event"
      ? calendarEvent(facts, facts.campaign.title ?? facts.brand.name.value)
      : null;
  const assets = await produceAssets({
    store: r.store,
    facts,
    palette: input.palette,
    seed: input.seed,
    logo: r.logo,
    images: r.images,
    marketing: MARKETING_TYPES.has(type),
    fetchOptions: r.fetchOptions,
    articleImages: type === "newsletter",
    ics: event ? icsFile(event, r.icsUid, input.now) : null,
    draw: r.draw,
  });
  input.assets = assets;
  input.logoUrl = assets.logo?.image.url ?? null;
  const generated = await r.write(input);
  // The .ics is referenced by the event card's link, so it is stored when the HTML links it.
  await r.store.flush(generated.map((g) => g.html).join("\n"));
  if (r.draw)
    await r.store
      .warm()
      .catch((e: unknown) => console.warn("brand artwork not kept", e instanceof Error ? e.message : e));
  return { generated, assets };
}
