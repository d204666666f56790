import { and, gte, inArray, isNull, lt, or } from "drizzle-orm";
import { emailTokens, generationJobs, refreshTokens } from "../db/schema";
import type { Db } from "../platform/db";
import { failJob, type PipelineDeps } from "./process-job";

export const UPLOAD_RETENTION_SECONDS = 60 * 60;
/** A job not finished this long after submission is failed and refunded (the recovery cron runs every 2 minutes). */
export const STALE_JOB_SECONDS = 8 * 60;
/** A job still waiting (or started but silent) this long lost its queue message in a crash: it is re-sent once. */
export const RESEND_AFTER_SECONDS = 2 * 60;
export const STALE_JOB_MESSAGE = "Template generation did not finish in time. Please try again.";

/**
 * Deletes raw logo uploads one hour after their job finished (privacy policy), plus any upload older than an hour
 * that has no job at all (a submission that failed half way). Uploads of jobs still waiting are kept.
 */
export async function deleteExpiredUploads(db: Db, bucket: R2Bucket, now: Date): Promise<number> {
  const cutoffMs = now.getTime() - UPLOAD_RETENTION_SECONDS * 1000;
  const cutoff = Math.floor(cutoffMs / 1000);
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: "uploads/", cursor, limit: 500 });
    cursor = page.truncated ? page.cursor : undefined;
    const old = page.objects.filter((o) => o.uploaded.getTime() <= cutoffMs);
    if (!old.length) continue;
    // A job's logo is uploads/<job>, its campaign images uploads/<job>.image-N: all go with the job.
    const jobOf = (key: string) => key.slice("uploads/".length).split(".")[0];
    const ids = [...new Set(old.map((o) => jobOf(o.key)))];
    const jobs = new Map<string, { finishedAt: number | null }>();
    for (let i = 0; i < ids.length; i += 90) {
      const rows = await db
        .select({ id: generationJobs.id, finishedAt: generationJobs.finishedAt })
        .from(generationJobs)
        .where(inArray(generationJobs.id, ids.slice(i, i + 90)));
      for (const r of rows) jobs.set(r.id, r);
    }
    const expired = ids.filter((id) => {
      const job = jobs.get(id);
      return !job || (job.finishedAt !== null && job.finishedAt <= cutoff);
    });
    if (!expired.length) continue;
    await bucket.delete(old.filter((o) => expired.includes(jobOf(o.key))).map((o) => o.key));
    for (let i = 0; i < expired.length; i += 90) {
      await db
        .update(generationJobs)
        .set({ uploadDeletedAt: Math.floor(now.getTime() / 1000) })
        .where(inArray(generationJobs.id, expired.slice(i, i + 90)));
    }
    deleted += expired.length;
  } while (cursor);
  return deleted;
}

export async function deleteExpiredTokens(db: Db, now: Date): Promise<void> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, nowSeconds));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, nowSeconds));
}

/**
 * Re-sends, once, every job that has sat unfinished for a few minutes: after a hard stop its queue message may be
 * gone. Marking resent_at in the same statement that selects the job makes the re-send happen at most once even
 * when two cron runs overlap; a job that then still does not finish is failed and refunded by failStaleJobs.
 */
export async function resendStuckJobs(
  db: Db,
  queue: Pick<Queue<{ jobId: string }>, "send">,
  now: Date,
): Promise<string[]> {
  const t = Math.floor(now.getTime() / 1000);
  const stuck = await db
    .update(generationJobs)
    .set({ resentAt: t })
    .where(
      and(
        inArray(generationJobs.status, ["pending", "queued", "processing"]),
        lt(generationJobs.createdAt, t - RESEND_AFTER_SECONDS),
        gte(generationJobs.createdAt, t - STALE_JOB_SECONDS),
        isNull(generationJobs.resentAt),
        or(isNull(generationJobs.startedAt), lt(generationJobs.startedAt, t - RESEND_AFTER_SECONDS)),
      ),
    )
    .returning({ id: generationJobs.id });
  for (const job of stuck) await queue.send({ jobId: job.id });
  return stuck.map((j) => j.id);
}

/** Jobs lost on the way (a crash after the last delivery) are failed and refunded instead of waiting forever. */
export async function failStaleJobs(
  deps: Pick<PipelineDeps, "db" | "tracker" | "finishTicket">,
  now: Date,
): Promise<number> {
  const cutoff = Math.floor(now.getTime() / 1000) - STALE_JOB_SECONDS;
  const stale = await deps.db
    .select()
    .from(generationJobs)
    .where(
      and(
        inArray(generationJobs.status, ["pending", "queued", "processing"]),
        lt(generationJobs.createdAt, cutoff),
      ),
    )
    .limit(200);
  for (const job of stale) await failJob(deps, job, STALE_JOB_MESSAGE, now.getTime());
  return stale.length;
}
