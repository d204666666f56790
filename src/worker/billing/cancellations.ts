import { and, eq, inArray, lte, ne } from "drizzle-orm";
import { billingCancellations, billingSubscriptions } from "../db/schema";
import type { Db } from "../platform/db";
import type { FetchLike } from "./paypal";
import { paypalClient, type PaymentBindings, type PaymentMode } from "./subscriptions";

/** Seconds to wait after each failed attempt; after the last one the user is asked to cancel by hand. */
export const CANCEL_RETRY_DELAYS = [5 * 60, 60 * 60, 3 * 3600, 6 * 3600];
export const MAX_CANCEL_ATTEMPTS = CANCEL_RETRY_DELAYS.length + 1;

export type CancelOutcome = "done" | "pending" | "failed";

/** Idempotent: a subscription already scheduled (or already cancelled) keeps its row. */
export async function scheduleCancellation(
  db: Db,
  userId: string,
  subscriptionId: string,
  reason: string,
  now: number,
): Promise<void> {
  await db
    .insert(billingCancellations)
    .values({ subscriptionId, userId, reason: reason.slice(0, 120), nextAttemptAt: now })
    .onConflictDoUpdate({
      target: billingCancellations.subscriptionId,
      set: { status: "pending", nextAttemptAt: now, attempts: 0 },
      setWhere: ne(billingCancellations.status, "pending"),
    });
}

async function cancelAt(
  env: PaymentBindings,
  mode: PaymentMode,
  fetchFn: FetchLike,
  id: string,
  reason: string,
): Promise<string | null> {
  // Simulated subscriptions bill nobody: nothing to cancel anywhere.
  if (mode === "simulated" || id.startsWith("SIM-")) return null;
  try {
    return (await paypalClient(env, fetchFn).cancelSubscription(id, reason))
      ? null
      : "PayPal refused the cancellation";
  } catch (e) {
    return e instanceof Error ? e.message : "PayPal could not be reached";
  }
}

/** One attempt for one scheduled cancellation; failures are rescheduled until the attempts run out. */
export async function attemptCancellation(
  db: Db,
  env: PaymentBindings,
  mode: PaymentMode,
  fetchFn: FetchLike,
  subscriptionId: string,
  now: number,
): Promise<CancelOutcome> {
  const row = await db.query.billingCancellations.findFirst({
    where: eq(billingCancellations.subscriptionId, subscriptionId),
  });
  if (!row) return "done";
  if (row.status !== "pending") return row.status;
  const error = await cancelAt(env, mode, fetchFn, subscriptionId, row.reason);
  const attempts = row.attempts + 1;
  if (error === null) {
    await db.batch([
      db
        .update(billingCancellations)
        .set({ status: "done", attempts, lastError: null })
        .where(eq(billingCancellations.subscriptionId, subscriptionId)),
      db
        .update(billingSubscriptions)
        .set({ status: "CANCELLED", updatedAt: now })
        .where(eq(billingSubscriptions.id, subscriptionId)),
    ]);
    return "done";
  }
  const failed = attempts >= MAX_CANCEL_ATTEMPTS;
  await db
    .update(billingCancellations)
    .set({
      attempts,
      lastError: error.slice(0, 200),
      status: failed ? "failed" : "pending",
      nextAttemptAt: now + (CANCEL_RETRY_DELAYS[attempts - 1] ?? 0),
    })
    .where(eq(billingCancellations.subscriptionId, subscriptionId));
  if (failed) console.error("billing: giving up cancelling a replaced subscription", subscriptionId);
  return failed ? "failed" : "pending";
}

/** Hourly: retries every due cancellation. */
export async function processDueCancellations(
  db: Db,
  env: PaymentBindings,
  mode: PaymentMode,
  fetchFn: FetchLike,
  now: number,
): Promise<Record<CancelOutcome, number>> {
  const due = await db
    .select({ id: billingCancellations.subscriptionId })
    .from(billingCancellations)
    .where(and(eq(billingCancellations.status, "pending"), lte(billingCancellations.nextAttemptAt, now)))
    .limit(50);
  const counts: Record<CancelOutcome, number> = { done: 0, pending: 0, failed: 0 };
  for (const { id } of due) counts[await attemptCancellation(db, env, mode, fetchFn, id, now)]++;
  return counts;
}

/** Replaced subscriptions the server finally could not cancel: only then is the user asked to do it. */
export async function failedCancellations(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: billingCancellations.subscriptionId })
    .from(billingCancellations)
    .where(and(eq(billingCancellations.userId, userId), inArray(billingCancellations.status, ["failed"])));
  return rows.map((r) => r.id);
}
