import type { AppBindings } from "../env";
import { getDb } from "../lib/db";
import { resetEndedPeriods } from "../lib/credits";
import { purgeRateLimits } from "../lib/rate-limit";
import { expireLapsedSubscriptions } from "../lib/subscriptions";
import { sendEnterpriseUsageReports } from "../lib/usage-reports";
import { deleteExpiredTokens, deleteExpiredUploads, failStaleJobs } from "./maintenance";
import { sequencerFor, trackerFor } from "./stubs";
import { purgeFinishedJobs } from "./finished-job";

export const HOURLY = "0 * * * *";
export const DAILY = "15 3 * * *";

/** Every task is idempotent: cron deliveries are at least once. */
export async function runScheduled(cron: string, env: AppBindings, now: Date): Promise<void> {
  const db = getDb(env.DB);
  if (cron === DAILY) {
    // Cancelled or suspended subscriptions keep their plan only until the period they paid for ends.
    await expireLapsedSubscriptions(db, Math.floor(now.getTime() / 1000));
    await resetEndedPeriods(db, now);
    await sendEnterpriseUsageReports(env, db, now);
    return;
  }
  await deleteExpiredUploads(db, env.BUCKET, now);
  await deleteExpiredTokens(db, now);
  await purgeRateLimits(db, Math.floor(now.getTime() / 1000));
  await failStaleJobs(
    {
      db,
      tracker: (jobId) => trackerFor(env, jobId),
      finishTicket: (ticket, ms) => sequencerFor(env).finish(ticket, ms),
    },
    now,
  );
  await purgeFinishedJobs(db, (jobId) => trackerFor(env, jobId), now);
}
