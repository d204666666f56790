import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generationJobs } from "../../src/worker/db/schema";
import type { AppBindings } from "../../src/worker/env";
import {
  RESEND_AFTER_SECONDS,
  STALE_JOB_MESSAGE,
  STALE_JOB_SECONDS,
} from "../../src/worker/jobs/maintenance";
import { JOB_RECOVERY, runScheduled } from "../../src/worker/jobs/scheduled";
import { trackerFor } from "../../src/worker/jobs/stubs";
import { getDb } from "../../src/worker/platform/db";
import { createUser, getJob, getUser, recordingEnv, submitDirect } from "./pipeline-support";

const db = getDb(env.DB);

/** The app's bindings with a queue that only records what the recovery cron sends. */
function withRecordingQueue() {
  const sent: { jobId: string }[] = [];
  const queue = { send: async (body: { jobId: string }) => void sent.push(body) } as unknown as Queue;
  return { env: { ...(env as unknown as AppBindings), GENERATION_QUEUE: queue }, sent };
}

/** A submitted job whose queue message died with the server (it was only recorded, never delivered). */
async function lostJob(ageSeconds: number) {
  const user = await createUser({ plan: "free" });
  const { jobId } = await submitDirect(recordingEnv(), user.id);
  const createdAt = Math.floor(Date.now() / 1000) - ageSeconds;
  await db.update(generationJobs).set({ createdAt }).where(eq(generationJobs.id, jobId));
  return { userId: user.id, jobId };
}

describe("jobs survive a crash", () => {
  it("re-sends a job still queued after a few minutes, exactly once however often the cron runs", async () => {
    const { jobId } = await lostJob(RESEND_AFTER_SECONDS + 30);
    const fresh = await lostJob(10);
    const q = withRecordingQueue();
    await runScheduled(JOB_RECOVERY, q.env, new Date());
    await runScheduled(JOB_RECOVERY, q.env, new Date());
    await Promise.all([
      runScheduled(JOB_RECOVERY, q.env, new Date()),
      runScheduled(JOB_RECOVERY, q.env, new Date()),
    ]);
    expect(q.sent.filter((m) => m.jobId === jobId)).toHaveLength(1);
    expect(q.sent.some((m) => m.jobId === fresh.jobId)).toBe(false);
    expect((await getJob(jobId))?.resentAt).not.toBeNull();
  });

  it("re-sends a job that started but went silent (the server died while processing)", async () => {
    const { jobId } = await lostJob(RESEND_AFTER_SECONDS + 60);
    const startedAt = Math.floor(Date.now() / 1000) - RESEND_AFTER_SECONDS - 30;
    await db
      .update(generationJobs)
      .set({ status: "processing", startedAt })
      .where(eq(generationJobs.id, jobId));
    const q = withRecordingQueue();
    await runScheduled(JOB_RECOVERY, q.env, new Date());
    expect(q.sent.map((m) => m.jobId)).toContain(jobId);
  });

  it("fails and refunds a job that cannot finish within 10 minutes of submission", async () => {
    const { jobId, userId } = await lostJob(STALE_JOB_SECONDS + 1);
    expect((await getUser(userId)).templatesUsed).toBe(1);
    const q = withRecordingQueue();
    await runScheduled(JOB_RECOVERY, q.env, new Date());
    expect(await getJob(jobId)).toMatchObject({
      status: "failed",
      error: STALE_JOB_MESSAGE,
      creditRefunded: true,
    });
    expect((await trackerFor(env as unknown as AppBindings, jobId).view())?.status).toBe("failed");
    expect((await getUser(userId)).templatesUsed).toBe(0);
    expect(q.sent.some((m) => m.jobId === jobId)).toBe(false);
    // The recovery cron runs every 2 minutes, so a stale job is settled at most 10 minutes after submission.
    expect(STALE_JOB_SECONDS + 2 * 60).toBeLessThanOrEqual(10 * 60);
  });
});
