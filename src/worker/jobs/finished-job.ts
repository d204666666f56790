import { and, eq, inArray, lt } from "drizzle-orm";
import { generationJobs } from "../db/schema";
import type { Db } from "../platform/db";
import type { JobTracker } from "./job-tracker";

/** Finished jobs are kept this long (status answers, support questions), then purged by the hourly cron. */
export const FINISHED_JOB_RETENTION_SECONDS = 7 * 24 * 60 * 60;
const PURGE_CHUNK = 90;
const PURGE_MAX_PER_RUN = 5000;

/** The status of a finished job whose tracker object is gone, from its D1 row (null while it is not finished). */
export async function finishedJobView(db: Db, jobId: string) {
  const [row] = await db
    .select({
      userId: generationJobs.userId,
      status: generationJobs.status,
      error: generationJobs.error,
      templateId: generationJobs.templateId,
    })
    .from(generationJobs)
    .where(eq(generationJobs.id, jobId));
  if (!row || (row.status !== "completed" && row.status !== "failed")) return null;
  return { ...row, jobId, position: 0, estimatedSeconds: 0 };
}

/**
 * Deletes jobs that finished more than 7 days ago, and tells each one's tracker to drop its storage (trackers of
 * jobs finished since this change already deleted themselves; this catches older ones). Templates keep their rows.
 */
export async function purgeFinishedJobs(
  db: Db,
  tracker: (jobId: string) => Pick<DurableObjectStub<JobTracker>, "purge">,
  now: Date,
): Promise<number> {
  const cutoff = Math.floor(now.getTime() / 1000) - FINISHED_JOB_RETENTION_SECONDS;
  let purged = 0;
  while (purged < PURGE_MAX_PER_RUN) {
    const old = await db
      .select({ id: generationJobs.id })
      .from(generationJobs)
      .where(
        and(inArray(generationJobs.status, ["completed", "failed"]), lt(generationJobs.finishedAt, cutoff)),
      )
      .limit(PURGE_CHUNK);
    if (!old.length) break;
    const ids = old.map((r) => r.id);
    await Promise.all(ids.map((id) => tracker(id).purge()));
    await db.delete(generationJobs).where(inArray(generationJobs.id, ids));
    purged += ids.length;
  }
  return purged;
}
