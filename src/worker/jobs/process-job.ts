import { loadFacts } from "./submit-facts";
import { and, eq, notInArray } from "drizzle-orm";
import { generationJobs, users, type JobRow } from "../db/schema";
import type { Db } from "../platform/db";
import { refundJobCredit } from "../billing/credits";
import { newAssetPrefix } from "../templates/store";
import type { GeneratedTemplate, GenerationInput } from "../generation/types";
import { buildFacts, readFacts, type BriefReader, type SiteReading } from "../reading";
import { AssetStore } from "../generation/assets/store";
import { MAX_CAMPAIGN_IMAGES } from "../generation/assets";
import { campaignImageKey } from "../platform/uploads";
import { composeVersions } from "../generation/compose";
import { checkHostedImages } from "../generation/validate";
import type { TrackerLike } from "./job-tracker";
import { discardCancelledResult } from "./cancel";
import { isCampaignType } from "../../shared/campaign-types";
import { isPlanId, planAtLeast } from "../../shared/plans";
import { findKit, kitDrawCache, kitSeed, kitValues } from "../brands/for-generation";
import { seedFor, writeVersions } from "./variants";
import { MAX_VARIANTS } from "../../shared/variants";
import { dropVersions, firstTemplateOf, storeVersions } from "./store-versions";

export interface PipelineDeps {
  db: Db;
  bucket: R2Bucket;
  tracker(jobId: string): TrackerLike;
  finishTicket(ticket: number, durationMs: number | null): Promise<unknown>;
  readSite(url: string): Promise<SiteReading>;
  /** The brief's reader when it is not the rules alone (the model in production), within its own time limit. */
  readBrief?: BriefReader;
  generate(input: GenerationInput): Promise<GeneratedTemplate>;
  /** Deliveries of one message before it is given up (queue max_retries + 1). */
  maxAttempts: number;
  now?: () => number;
  /** fetch for website images (tests pass a fake); the safe fetcher checks every hop either way. */
  fetchImage?: typeof fetch;
}

/** completed/skipped: ack. retry: redeliver later. failed: final, ack. failed-final: last attempt, goes on to the DLQ. */
export type Outcome = "completed" | "skipped" | "retry" | "failed" | "failed-final";

class PermanentJobError extends Error {}
/** The owner cancelled while the engine ran: it stops at the next stage boundary (cancelJob already refunded). */
class JobCancelledError extends Error {}

export const FAILED_MESSAGE =
  "We could not generate your template this time. Please try again in a few minutes.";

const seconds = (ms: number) => Math.floor(ms / 1000);

export async function processJob(deps: PipelineDeps, jobId: string, attempt: number): Promise<Outcome> {
  const now = deps.now ?? Date.now;
  const [job] = await deps.db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
  if (!job) return "skipped";
  if (job.status === "completed" || job.status === "failed") {
    await deps.tracker(jobId).update({ status: job.status, error: job.error, templateId: job.templateId });
    return "skipped";
  }
  const done = await firstTemplateOf(deps.db, jobId);
  if (done) {
    await complete(deps, job, done.id, now());
    return "skipped";
  }

  const startedAt = now();
  const started = await deps.db
    .update(generationJobs)
    .set({
      status: "processing",
      attempts: attempt,
      startedAt: job.startedAt ?? seconds(startedAt),
      error: null,
    })
    .where(and(eq(generationJobs.id, jobId), notInArray(generationJobs.status, ["completed", "failed"])))
    .returning({ id: generationJobs.id });
  // Cancelled (or finished elsewhere) since we read it.
  if (!started.length) return "skipped";
  await deps.tracker(jobId).update({ status: "processing", startedAt, site: "reading" });
  // Asked of the job's own tracker (cancelJob marks it failed first thing after D1), so D1 sees no extra reads.
  const stopIfCancelled = async () => {
    const view = await deps.tracker(jobId).view?.();
    if (view && view.status === "failed") throw new JobCancelledError(jobId);
  };

  // One template per version asked (a single generation: one), all under one asset prefix.
  const ids = Array.from({ length: Math.min(MAX_VARIANTS, Math.max(1, job.variants)) }, () =>
    crypto.randomUUID(),
  );
  const assetPrefix = newAssetPrefix();
  let wrote = false;
  try {
    if (!isCampaignType(job.campaignType))
      throw new PermanentJobError(`unknown campaign type ${job.campaignType}`);
    const site = await deps.readSite(job.websiteUrl).catch((e: unknown): null => {
      console.warn("site read threw", jobId, e);
      return null;
    });
    // The overlay tells what happened to the website instead of claiming a read that failed or was skipped.
    await deps.tracker(jobId).update({ site: site?.ok ? "read" : "unread" });
    await stopIfCancelled();
    wrote = true;
    const [owner] = await deps.db
      .select({ companyAddress: users.companyAddress, plan: users.plan })
      .from(users)
      .where(eq(users.id, job.userId));
    // The approved kit wins; the website only fills what the kit lacks. A kit deleted since submission is just absent.
    const kit = job.brandId ? await findKit(deps.db, job.userId, job.brandId) : null;
    // The facts are read once for the job: the engine writes from them and never reads the brief or the site itself.
    const request = {
      campaignType: job.campaignType,
      campaignText: job.campaignText,
      websiteUrl: job.websiteUrl,
      brand: site?.ok ? site : null,
      kit: kit ? kitValues(kit) : null,
      companyAddress: kit?.address ?? owner?.companyAddress ?? null,
      // What the user corrected in the "We understood" panel wins over what the reader finds in the brief.
      corrections: await loadFacts(deps.bucket, jobId),
    };
    const facts = deps.readBrief ? await readFacts(request, deps.readBrief) : buildFacts(request);
    // Images are produced and stored during the job, under the template's unguessable asset prefix.
    const store = new AssetStore(deps.bucket, assetPrefix, job.publicBaseUrl ?? "");
    const upload = job.uploadKey ? await deps.bucket.get(job.uploadKey) : null;
    // Campaign images travel beside the logo (uploads/<job>.image-N), at most MAX_CAMPAIGN_IMAGES.
    const images: Uint8Array[] = [];
    for (let i = 0; i < MAX_CAMPAIGN_IMAGES && job.uploadKey; i++) {
      const obj = await deps.bucket.get(campaignImageKey(jobId, i));
      if (!obj) break;
      images.push(new Uint8Array(await obj.arrayBuffer()));
    }
    const { generated } = await composeVersions({
      store,
      input: {
        campaignType: job.campaignType,
        palette: job.palette,
        facts,
        seed: seedFor(jobId, attempt),
        // Plans without the details box could not give the event's facts: they get marked fields to fill in.
        fillIns: !!owner && isPlanId(owner.plan) && !planAtLeast(owner.plan, "premium"),
      },
      draw: kit ? { cache: kitDrawCache(deps.bucket, job.userId, kit.id), seed: kitSeed(kit) } : null,
      logo: upload ? new Uint8Array(await upload.arrayBuffer()) : null,
      images,
      // The versions differ by seed. The writer (Workers AI: seconds each) is the long stage: a cancel stops the job
      // between two versions, before any image work.
      write: (input) =>
        writeVersions(
          async (i) => {
            const written = await deps.generate(i);
            await stopIfCancelled();
            return written;
          },
          input,
          ids.length,
          (candidate) => seedFor(jobId, attempt, candidate),
        ),
      icsUid: `${ids[0]}@brandmail`,
      fetchOptions: deps.fetchImage ? { fetch: deps.fetchImage } : undefined,
    });
    await stopIfCancelled();
    for (const g of generated) {
      const hosted = await checkHostedImages(g.html, deps.bucket, job.publicBaseUrl ?? "");
      if (!hosted.ok) throw new Error(`image contract: ${hosted.problems.join("; ")}`);
    }
    const versions = generated.map((g, i) => ({ id: ids[i], generated: g }));
    const inserted = await storeVersions(
      deps.bucket,
      deps.db,
      job,
      versions,
      store.stored.length ? assetPrefix : null,
    );
    // From here on the objects belong to stored templates and must survive any later error.
    wrote = false;
    // The owner cancelled while we were generating: the result is discarded, the credit was already refunded.
    if (inserted && (await discardCancelledResult(deps, jobId))) return "skipped";
    if (!inserted) {
      // Another delivery of this message stored its templates first: keep theirs, drop ours.
      await dropVersions(deps.bucket, job.userId, ids, assetPrefix);
      const winner = await firstTemplateOf(deps.db, jobId);
      if (winner) await complete(deps, job, winner.id, now());
      return "skipped";
    }
    await complete(deps, job, ids[0], now(), now() - startedAt);
    return "completed";
  } catch (err) {
    if (err instanceof JobCancelledError) {
      if (wrote) await dropVersions(deps.bucket, job.userId, ids, assetPrefix).catch(() => undefined);
      return "skipped";
    }
    console.error("generation attempt failed", {
      jobId,
      attempt,
      error: err instanceof Error ? err.message : String(err),
    });
    if (wrote) await dropVersions(deps.bucket, job.userId, ids, assetPrefix).catch(() => undefined);
    const permanent = err instanceof PermanentJobError;
    if (permanent || attempt >= deps.maxAttempts) {
      if ((await failJob(deps, job, FAILED_MESSAGE, now())) === "completed") return "skipped";
      return permanent ? "failed" : "failed-final";
    }
    await deps.db
      .update(generationJobs)
      .set({ status: "queued" })
      .where(and(eq(generationJobs.id, jobId), eq(generationJobs.status, "processing")));
    await deps.tracker(jobId).update({ status: "queued" });
    return "retry";
  }
}

type Finisher = Pick<PipelineDeps, "db" | "tracker" | "finishTicket">;

async function complete(
  deps: Finisher,
  job: JobRow,
  templateId: string,
  at: number,
  durationMs: number | null = null,
) {
  const changed = await deps.db
    .update(generationJobs)
    .set({ status: "completed", templateId, error: null, finishedAt: seconds(at) })
    .where(and(eq(generationJobs.id, job.id), notInArray(generationJobs.status, ["completed", "failed"])))
    .returning({ id: generationJobs.id });
  await deps.tracker(job.id).update({ status: "completed", templateId, error: null, finishedAt: at });
  if (changed.length && job.ticket !== null) await deps.finishTicket(job.ticket, durationMs);
}

/**
 * Final failure: the job says why, and the credit comes back exactly once. Safe to call again. A job whose template
 * was stored after all (an error after the insert) is completed instead.
 */
export async function failJob(
  deps: Finisher,
  job: JobRow,
  error: string,
  at: number,
): Promise<"failed" | "completed"> {
  const stored = await firstTemplateOf(deps.db, job.id);
  if (stored) {
    await complete(deps, job, stored.id, at);
    return "completed";
  }
  const changed = await deps.db
    .update(generationJobs)
    .set({ status: "failed", error, finishedAt: seconds(at) })
    .where(and(eq(generationJobs.id, job.id), notInArray(generationJobs.status, ["completed", "failed"])))
    .returning({ id: generationJobs.id });
  await refundJobCredit(deps.db, job.id);
  await deps.tracker(job.id).update({ status: "failed", error, finishedAt: at });
  if (changed.length && job.ticket !== null) await deps.finishTicket(job.ticket, null);
  return "failed";
}
