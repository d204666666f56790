import { and, eq, isNotNull, notInArray } from "drizzle-orm";
import { generationJobs, templates } from "../db/schema";
import type { Db } from "../platform/db";
import { refundJobCredit } from "../billing/credits";
import { ApiError } from "../platform/errors";
import { deleteTemplateObjects } from "../templates/store";
import type { TrackerLike } from "./job-tracker";

export const CANCELLED_MESSAGE = "You cancelled this generation. Your template credit has been returned.";
export const ALREADY_COMPLETED_MESSAGE =
  "This template was already finished, so it could not be cancelled. You can find it in the Templates tab.";
export const ALREADY_FAILED_MESSAGE =
  "This generation had already stopped. Its template credit was returned.";

export interface CancelDeps {
  db: Db;
  bucket: R2Bucket;
  tracker(jobId: string): TrackerLike;
  finishTicket(ticket: number, durationMs: number | null): Promise<unknown>;
  now?: () => number;
}

export interface Cancelled {
  jobId: string;
  status: "cancelled";
  refunded: boolean;
  message: string;
}

/** Deletes a template the consumer stored for a job that was cancelled meanwhile: the result is discarded. */
export async function discardCancelledResult(
  deps: Pick<CancelDeps, "db" | "bucket">,
  jobId: string,
): Promise<boolean> {
  const [job] = await deps.db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(and(eq(generationJobs.id, jobId), isNotNull(generationJobs.cancelledAt)));
  if (!job) return false;
  const rows = await deps.db.delete(templates).where(eq(templates.jobId, jobId)).returning();
  for (const row of rows) await deleteTemplateObjects(deps.bucket, row, deps.db);
  return true;
}

/**
 * Owner-only cancel. A job that has not completed becomes failed with cancelled_at set in one conditional UPDATE
 * (so it races safely with the consumer's completion), its credit is refunded once, and any stored result is
 * deleted. Calling it again answers the same without a second refund.
 */
export async function cancelJob(deps: CancelDeps, userId: string, jobId: string): Promise<Cancelled> {
  const now = deps.now ?? Date.now;
  const [job] = await deps.db
    .select()
    .from(generationJobs)
    .where(and(eq(generationJobs.id, jobId), eq(generationJobs.userId, userId)));
  if (!job) throw new ApiError(404, "not_found", "Job not found");
  if (job.cancelledAt)
    return { jobId, status: "cancelled", refunded: job.creditRefunded, message: CANCELLED_MESSAGE };
  if (job.status === "completed") throw new ApiError(409, "conflict", ALREADY_COMPLETED_MESSAGE);
  if (job.status === "failed") throw new ApiError(409, "conflict", ALREADY_FAILED_MESSAGE);

  const at = now();
  const changed = await deps.db
    .update(generationJobs)
    .set({
      status: "failed",
      error: CANCELLED_MESSAGE,
      cancelledAt: Math.floor(at / 1000),
      finishedAt: Math.floor(at / 1000),
    })
    .where(and(eq(generationJobs.id, jobId), notInArray(generationJobs.status, ["completed", "failed"])))
    .returning({ id: generationJobs.id });
  if (!changed.length) {
    // The consumer finished (or failed) it between our read and our write.
    const [after] = await deps.db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
    if (after?.cancelledAt)
      return { jobId, status: "cancelled", refunded: after.creditRefunded, message: CANCELLED_MESSAGE };
    throw new ApiError(
      409,
      "conflict",
      after?.status === "failed" ? ALREADY_FAILED_MESSAGE : ALREADY_COMPLETED_MESSAGE,
    );
  }
  const refunded = await refundJobCredit(deps.db, jobId);
  await discardCancelledResult(deps, jobId);
  await deps.tracker(jobId).update({ status: "failed", error: CANCELLED_MESSAGE, finishedAt: at });
  if (job.ticket !== null) await deps.finishTicket(job.ticket, null);
  return { jobId, status: "cancelled", refunded, message: CANCELLED_MESSAGE };
}
