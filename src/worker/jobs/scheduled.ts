import type { AppBindings } from "../env";
import { purgeSpentRefreshTokens } from "../accounts/auth-tokens";
import { getDb } from "../platform/db";
import { processDueCancellations } from "../billing/cancellations";
import { renewFromPayments } from "../billing/reconcile";
import { paypalFetch } from "../billing/paypal";
import { purgeClientErrors } from "../accounts/client-errors";
import { resetEndedPeriods } from "../billing/credits";
import { purgeRateLimits } from "../platform/rate-limit";
import { expireLapsedSubscriptions, paymentMode, type PaymentMode } from "../billing/subscriptions";
import { sendEnterpriseUsageReports } from "../billing/usage-reports";
import { deleteExpiredTokens, deleteExpiredUploads, failStaleJobs, resendStuckJobs } from "./maintenance";
import { sequencerFor, trackerFor } from "./stubs";
import { deleteExpiredDemoAssets } from "../public/demo";
import { purgeFinishedJobs } from "./finished-job";

/** @internal */
export const HOURLY = "0 * * * *";
export const DAILY = "15 3 * * *";
/** Job recovery after a crash: re-send stuck jobs once, fail and refund the ones that still cannot finish. */
export const JOB_RECOVERY = "*/2 * * * *";

function modeOf(env: AppBindings): PaymentMode | null {
  try {
    return paymentMode(env);
  } catch {
    return null; // misconfigured production: /api/health reports it
  }
}

/** Every task is idempotent: cron deliveries are at least once. */
export async function runScheduled(cron: string, env: AppBindings, now: Date): Promise<void> {
  const db = getDb(env.DB);
  const recoveryDeps = {
    db,
    tracker: (jobId: string) => trackerFor(env, jobId),
    finishTicket: (ticket: number, ms: number | null) => sequencerFor(env).finish(ticket, ms),
  };
  if (cron === JOB_RECOVERY) {
    await failStaleJobs(recoveryDeps, now);
    await resendStuckJobs(db, env.GENERATION_QUEUE, now);
    return;
  }
  if (cron === DAILY) {
    // Cancelled or suspended subscriptions keep their plan only until the period they paid for ends.
    await expireLapsedSubscriptions(db, Math.floor(now.getTime() / 1000));
    // PayPal subscriptions get new credits only for a payment PayPal reports; the calendar reset below is for
    // plans not billed through PayPal (simulated checkouts, plans granted by support).
    const mode = modeOf(env);
    if (mode) await renewFromPayments(db, env, mode, paypalFetch, Math.floor(now.getTime() / 1000));
    await resetEndedPeriods(db, now);
    await sendEnterpriseUsageReports(env, db, now);
    return;
  }
  await deleteExpiredUploads(db, env.BUCKET, now);
  await deleteExpiredDemoAssets(env.BUCKET, now);
  await deleteExpiredTokens(db, now);
  await purgeSpentRefreshTokens(db, Math.floor(now.getTime() / 1000));
  await purgeClientErrors(db, Math.floor(now.getTime() / 1000));
  await purgeRateLimits(db, Math.floor(now.getTime() / 1000));
  const mode = modeOf(env);
  if (mode) await processDueCancellations(db, env, mode, paypalFetch, Math.floor(now.getTime() / 1000));
  await failStaleJobs(recoveryDeps, now);
  await purgeFinishedJobs(db, (jobId) => trackerFor(env, jobId), now);
}
