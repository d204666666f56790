import { loadFacts } from "./submit-facts";
import { and, eq, notInArray } from "drizzle-orm";
import { generationJobs, users, type JobRow } from "../db/schema";
import type { Db } from "../platform/db";
import { refundJobCredit } from "../billing/credits";
import { newAssetPrefix } from "../templates/store";
import { makeEmail, type GeneratedTemplate, type GenerationInput } from "../generation";
import { buildFacts, readFacts, type BriefReader, type SiteReading } from "../reading";
import { campaignImageKey } from "../platform/uploads";
import type { TrackerLike } from "./job-tracker";
import { discardCancelledResult } from "./cancel";
import { isCampaignType, type CampaignType } from "../../shared/campaign-types";
import type { Facts } from "../../shared/facts";
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
  /** Time limit on the website's logo and pictures (the engine's default without it). */
  siteAssetTimeoutMs?: number;
}

/** completed/skipped: ack. retry: redeliver later. failed: final, ack. failed-final: last attempt, goes on to the DLQ. */
export type Outcome = "completed" | "skipped" | "retry" | "failed" | "failed-final";

class PermanentJobError extends Error {}
/** The owner cancelled while the engine ran: it stops at the next stage boundary (cancelJob already refunded). */
class JobCancelledError extends Error {}

export const FAILED_MESSAGE =
  "We could not generate your template this time. Please try again in a few minutes.";

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * One delivery of a job's message: claim the job, read the facts once, make its e-mails through the engine's door,
 * keep them as templates. Every failure ends in a retry or a final failure with the credit refunded.
 */
export async function processJob(deps: PipelineDeps, jobId: string, attempt: number): Promise<Outcome> {
  const now = deps.now ?? Date.now;
  const claimed = await claimJob(deps, jobId, attempt, now);
  if (claimed === "skipped") return claimed;
  const { job, startedAt } = claimed;
  const run: Run = {
    // One template per version asked (a single generation: one), all under one asset prefix.
    ids: Array.from({ length: Math.min(MAX_VARIANTS, Math.max(1, job.variants)) }, () => crypto.randomUUID()),
    assetPrefix: newAssetPrefix(),
    attempt,
    wrote: false,
  };
  try {
    if (!isCampaignType(job.campaignType))
      throw new PermanentJobError(`unknown campaign type ${job.campaignType}`);
    const emails = await makeJobEmails(deps, job as JobRow & { campaignType: CampaignType }, run);
    return await keepEmails(deps, job, run, emails, now, startedAt);
  } catch (err) {
    return failedAttempt(deps, job, run, err, now);
  }
}

/** What one delivery makes: its template ids, its asset prefix, and whether it may have written files to drop. */
interface Run {
  ids: string[];
  assetPrefix: string;
  attempt: number;
  wrote: boolean;
}

/** Marks the job processing, or says why this delivery has nothing to do (finished, cancelled, stored already). */
async function claimJob(
  deps: PipelineDeps,
  jobId: string,
  attempt: number,
  now: () => number,
): Promise<{ job: JobRow; startedAt: number } | "skipped"> {
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
  return { job, startedAt };
}

/** Asked of the job's own tracker (cancelJob marks it failed first thing after D1), so D1 sees no extra reads. */
async function stopIfCancelled(deps: PipelineDeps, jobId: string): Promise<void> {
  const view = await deps.tracker(jobId).view?.();
  if (view && view.status === "failed") throw new JobCancelledError(jobId);
}

/**
 * The facts are read once for the job: the engine writes from them and never reads the brief or the site itself. The
 * approved kit wins; the website only fills what the kit lacks. A kit deleted since submission is just absent.
 */
async function jobFacts(deps: PipelineDeps, job: JobRow & { campaignType: CampaignType }) {
  const [owner] = await deps.db
    .select({ companyAddress: users.companyAddress, plan: users.plan })
    .from(users)
    .where(eq(users.id, job.userId));
  const kit = job.brandId ? await findKit(deps.db, job.userId, job.brandId) : null;
  const site = await deps.readSite(job.websiteUrl).catch((e: unknown): null => {
    console.warn("site read threw", job.id, e);
    return null;
  });
  // The overlay tells what happened to the website instead of claiming a read that failed or was skipped.
  await deps.tracker(job.id).update({ site: site?.ok ? "read" : "unread" });
  await stopIfCancelled(deps, job.id);
  const request = {
    campaignType: job.campaignType,
    campaignText: job.campaignText,
    websiteUrl: job.websiteUrl,
    brand: site?.ok ? site : null,
    kit: kit ? kitValues(kit) : null,
    companyAddress: kit?.address ?? owner?.companyAddress ?? null,
    // What the user corrected in the "We understood" panel wins over what the reader finds in the brief.
    corrections: await loadFacts(deps.bucket, job.id),
  };
  const facts: Facts = deps.readBrief ? await readFacts(request, deps.readBrief) : buildFacts(request);
  // Plans without the details box could not give the event's facts: they get marked fields to fill in.
  const fillIns = !!owner && isPlanId(owner.plan) && !planAtLeast(owner.plan, "premium");
  return { facts, kit, fillIns };
}

interface JobEmails {
  emails: GeneratedTemplate[];
  assetPrefix: string | null;
}

/** The job's e-mails, images stored under its asset prefix (from here on a failure drops what was written). */
async function makeJobEmails(
  deps: PipelineDeps,
  job: JobRow & { campaignType: CampaignType },
  run: Run,
): Promise<JobEmails> {
  const { facts, kit, fillIns } = await jobFacts(deps, job);
  run.wrote = true;
  const { emails, stored } = await makeEmail({
    store: { bucket: deps.bucket, prefix: run.assetPrefix, baseUrl: job.publicBaseUrl ?? "" },
    checkHostedIn: deps.bucket,
    input: {
      campaignType: job.campaignType,
      palette: job.palette,
      facts,
      seed: seedFor(job.id, run.attempt),
      fillIns,
    },
    kit: kit ? { cache: kitDrawCache(deps.bucket, job.userId, kit.id), seed: kitSeed(kit) } : null,
    uploads: { bucket: deps.bucket, logoKey: job.uploadKey, imageKey: (i) => campaignImageKey(job.id, i) },
    // The versions differ by seed. The writer (Workers AI: seconds each) is the long stage: a cancel stops the job
    // between two versions, before any image work.
    write: (input) =>
      writeVersions(
        async (i) => {
          const written = await deps.generate(i);
          await stopIfCancelled(deps, job.id);
          return written;
        },
        input,
        run.ids.length,
        // Consecutive seeds take the writer's angles in turn, so versions differ by construction, not by chance.
        (candidate) => (seedFor(job.id, run.attempt) + candidate) >>> 0,
      ),
    icsUid: `${run.ids[0]}@brandmail`,
    fetchOptions: { fetch: deps.fetchImage, timeoutMs: deps.siteAssetTimeoutMs },
  });
  await stopIfCancelled(deps, job.id);
  // An e-mail without any image or calendar file stored nothing under the prefix, and its row says so.
  return { emails, assetPrefix: stored.length ? run.assetPrefix : null };
}

/** Stores the e-mails as the job's templates once, whichever delivery gets there first, and completes the job. */
async function keepEmails(
  deps: PipelineDeps,
  job: JobRow,
  run: Run,
  { emails, assetPrefix }: JobEmails,
  now: () => number,
  startedAt: number,
): Promise<Outcome> {
  const versions = emails.map((g, i) => ({ id: run.ids[i], generated: g }));
  const inserted = await storeVersions(deps.bucket, deps.db, job, versions, assetPrefix);
  // From here on the objects belong to stored templates and must survive any later error.
  run.wrote = false;
  // The owner cancelled while we were generating: the result is discarded, the credit was already refunded.
  if (inserted && (await discardCancelledResult(deps, job.id))) return "skipped";
  if (!inserted) {
    // Another delivery of this message stored its templates first: keep theirs, drop ours.
    await dropVersions(deps.bucket, job.userId, run.ids, run.assetPrefix);
    const winner = await firstTemplateOf(deps.db, job.id);
    if (winner) await complete(deps, job, winner.id, now());
    return "skipped";
  }
  await complete(deps, job, run.ids[0], now(), now() - startedAt);
  return "completed";
}

/** A cancelled job drops what it wrote; any other error retries, or fails the job for good on the last attempt. */
async function failedAttempt(
  deps: PipelineDeps,
  job: JobRow,
  run: Run,
  err: unknown,
  now: () => number,
): Promise<Outcome> {
  const drop = () =>
    run.wrote ? dropVersions(deps.bucket, job.userId, run.ids, run.assetPrefix).catch(() => undefined) : null;
  if (err instanceof JobCancelledError) {
    await drop();
    return "skipped";
  }
  console.error("generation attempt failed", {
    jobId: job.id,
    attempt: run.attempt,
    error: err instanceof Error ? err.message : String(err),
  });
  await drop();
  const permanent = err instanceof PermanentJobError;
  if (permanent || run.attempt >= deps.maxAttempts) {
    if ((await failJob(deps, job, FAILED_MESSAGE, now())) === "completed") return "skipped";
    return permanent ? "failed" : "failed-final";
  }
  await deps.db
    .update(generationJobs)
    .set({ status: "queued" })
    .where(and(eq(generationJobs.id, job.id), eq(generationJobs.status, "processing")));
  await deps.tracker(job.id).update({ status: "queued" });
  return "retry";
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
