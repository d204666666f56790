import { and, eq, inArray, ne } from "drizzle-orm";
import { billingSubscriptions, type BillingSubscriptionRow, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { activateSubscription, addOneMonth, planOfKey, type PaymentMode } from "./subscriptions";
import { scheduleCancellation } from "./cancellations";
import {
  loadUser,
  patchUser,
  PENDING_STATUSES,
  saveRow,
  subscriptionRow,
  type RemoteSubscription,
} from "./subscription-rows";

export {
  markSubscription,
  pendingSubscriptions,
  PENDING_STATUSES,
  remoteFromPaypal,
  subscriptionRow,
  type RemoteSubscription,
} from "./subscription-rows";

/*
 * What each PayPal state or event does to the account (the one place these rules live; tests in
 * tests/worker/billing-*.test.ts). Subscription events are applied in PayPal's create_time order: an event older
 * than the last one applied to that subscription changes nothing. In paypal mode every event is first reconciled with
 * the subscription as PayPal reports it now, so the stored state is PayPal's, never the event's claim.
 *
 * | state / event                             | plan                                                  | credits                                        |
 * |-------------------------------------------|-------------------------------------------------------|------------------------------------------------|
 * | ACTIVE, plan id of one of our plans       | that plan, status active (a new subscription is linked | reset only for a payment newer than the last   |
 * |   (ACTIVATED, RE-ACTIVATED, UPDATED)      |   and the one it replaces is cancelled by the server) |   credited one; linking counts as the first    |
 * | APPROVAL_PENDING / APPROVED               | unchanged; recorded as pending (not paid)             | none                                           |
 * | BILLING.SUBSCRIPTION.PAYMENT.FAILED       | unchanged, status payment_failed until a payment      | none (PayPal retries the payment)              |
 * | SUSPENDED                                 | kept until the paid period ends, status suspended     | none; the daily job moves it to Free at the end|
 * | CANCELLED                                 | kept until the paid period ends, status cancelled     | none; the daily job moves it to Free at the end|
 * | EXPIRED                                   | Free at once, status expired                          | Free allowance                                 |
 * | PAYMENT.SALE.COMPLETED (newer payment)    | the subscription's plan, status active                | reset to 0; period = payment .. next billing   |
 * | PAYMENT.SALE.REFUNDED / REVERSED of the   | Free at once, status refunded / reversed; a later     | the paid period ends now                       |
 * |   sale that paid the current period       |   completed payment re-activates the plan             |                                                |
 * | REFUNDED / REVERSED before its COMPLETED  | unchanged (the old period runs out as usual)          | the refunded sale never opens a period         |
 * | any event about a replaced subscription   | unchanged; if it is ACTIVE it is cancelled (again)    | none                                           |
 */

const DAY = 24 * 3600;

export interface Payment {
  timeMs: number;
  saleId: string | null;
}

export interface ApplyOptions {
  now: number;
  /** The account a new subscription may be linked to (custom_id, a pending row, or the verifying user). */
  userId?: string | null;
  /** A verification by the buyer: may link again a subscription the account used before. */
  explicit?: boolean;
  payment?: Payment | null;
  paymentFailed?: boolean;
  eventTimeMs?: number | null;
  mode: PaymentMode;
}

export interface ApplyResult {
  action: string;
  user: UserRow | null;
  replacedSubscriptionId: string | null;
}

const none = (action: string, user: UserRow | null = null): ApplyResult => ({
  action,
  user,
  replacedSubscriptionId: null,
});

/** Applies PayPal's current view of one subscription to the account that holds (or should hold) it. */
export async function applyRemote(
  db: Db,
  remote: RemoteSubscription,
  opts: ApplyOptions,
): Promise<ApplyResult> {
  const row = await subscriptionRow(db, remote.id);
  const userId = row?.userId ?? opts.userId ?? remote.customId;
  const user = userId ? await loadUser(db, userId) : undefined;
  if (!user) return none("unknown subscriber");
  const eventTime = opts.eventTimeMs ?? null;
  const touch = {
    status: remote.status,
    ...(remote.planKey ? { planKey: remote.planKey } : {}),
    ...(eventTime ? { lastEventTime: Math.max(eventTime, row?.lastEventTime ?? 0) } : {}),
  };
  const current = user.paypalSubscriptionId === remote.id;

  if (!current) {
    const known = row && !PENDING_STATUSES.includes(row.status) && row.status !== "UNKNOWN";
    if (PENDING_STATUSES.includes(remote.status)) {
      if (!known) await saveRow(db, remote.id, user.id, { ...touch, planKey: remote.planKey });
      return none("pending approval", user);
    }
    if (remote.status !== "ACTIVE") {
      await saveRow(db, remote.id, user.id, touch);
      return none("not the account's subscription", user);
    }
    if (!remote.planKey) return none("unknown plan", user);
    if (known && !opts.explicit) {
      // A subscription the account already moved away from woke up: it must not bill next to the current one.
      await saveRow(db, remote.id, user.id, touch);
      await scheduleCancellation(db, user.id, remote.id, "Replaced by a newer subscription", opts.now);
      return none("replaced subscription scheduled for cancellation", user);
    }
    return link(db, user, remote, opts);
  }

  if (remote.status === "EXPIRED") {
    await saveRow(db, remote.id, user.id, touch);
    return none(
      "expired",
      await patchUser(db, user, { plan: "free", customTemplateLimit: null, subscriptionStatus: "expired" }),
    );
  }
  if (remote.status === "CANCELLED" || remote.status === "SUSPENDED") {
    await saveRow(db, remote.id, user.id, touch);
    const status = remote.status === "CANCELLED" ? "cancelled" : "suspended";
    const credited = await creditPayment(db, user, row, remote, opts.payment ?? null, opts.now);
    return none(status, await patchUser(db, credited.user, { subscriptionStatus: status }));
  }
  if (remote.status !== "ACTIVE" || !remote.planKey) {
    await saveRow(db, remote.id, user.id, touch);
    return none("no change", user);
  }

  const { plan, customTemplateLimit } = planOfKey(remote.planKey);
  const newerPayment = !!opts.payment && opts.payment.timeMs > (row?.lastPaymentTime ?? 0);
  const failed = opts.paymentFailed || (user.subscriptionStatus === "payment_failed" && !newerPayment);
  const revoked = user.subscriptionStatus === "refunded" || user.subscriptionStatus === "reversed";
  await saveRow(db, remote.id, user.id, {
    ...touch,
    ...(row?.pendingPlanKey === remote.planKey ? { pendingPlanKey: null } : {}),
  });
  const credited = await creditPayment(db, user, row, remote, opts.payment ?? null, opts.now);
  if (revoked && credited.user.periodEnd !== null && credited.user.periodEnd <= opts.now)
    return none("refunded period not paid again", credited.user);
  const updated = await patchUser(db, credited.user, {
    plan,
    customTemplateLimit,
    subscriptionStatus: failed ? "payment_failed" : "active",
  });
  const action = {
    renewed: "renewed",
    first: "first payment",
    none: opts.payment ? "payment already credited" : failed ? "payment failed" : "active",
  }[credited.kind];
  return none(action, updated);
}

/** A payment newer than the last credited one opens a new paid period with fresh credits. */
async function creditPayment(
  db: Db,
  user: UserRow,
  row: BillingSubscriptionRow | undefined,
  remote: RemoteSubscription,
  payment: Payment | null,
  now: number,
): Promise<{ user: UserRow; kind: "none" | "first" | "renewed" }> {
  if (!payment || payment.timeMs <= (row?.lastPaymentTime ?? 0)) return { user, kind: "none" };
  const start = Math.floor(payment.timeMs / 1000);
  await saveRow(db, remote.id, user.id, {
    status: remote.status,
    lastPaymentTime: payment.timeMs,
    lastSaleId: payment.saleId,
  });
  // The first sale of a subscription arrives just after the activation that already opened the period.
  const firstSale = !row?.lastSaleId && user.periodStart !== null && Math.abs(start - user.periodStart) < DAY;
  if (firstSale) return { user, kind: "first" };
  const end =
    remote.nextBillingSeconds && remote.nextBillingSeconds > start
      ? remote.nextBillingSeconds
      : addOneMonth(start);
  return {
    user: await patchUser(db, user, {
      templatesUsed: 0,
      periodStart: start,
      periodEnd: Math.max(end, now + 60),
    }),
    kind: "renewed",
  };
}

async function link(
  db: Db,
  user: UserRow,
  remote: RemoteSubscription,
  opts: ApplyOptions,
): Promise<ApplyResult> {
  const old = user.paypalSubscriptionId;
  const oldLive =
    old &&
    old !== remote.id &&
    user.plan !== "free" &&
    !["cancelled", "expired"].includes(user.subscriptionStatus);
  const linked = await activateSubscription(db, user, remote.planKey!, remote.id, opts.now);
  const paidAt = remote.lastPaymentMs ?? opts.now * 1000;
  await saveRow(db, remote.id, user.id, {
    status: "ACTIVE",
    planKey: remote.planKey,
    pendingPlanKey: null,
    lastPaymentTime: Math.max(paidAt, (await subscriptionRow(db, remote.id))?.lastPaymentTime ?? 0),
    ...(opts.eventTimeMs ? { lastEventTime: opts.eventTimeMs } : {}),
  });
  // Other checkouts of this account still waiting for approval must never become a second bill.
  await db
    .update(billingSubscriptions)
    .set({ status: "SUPERSEDED" })
    .where(
      and(
        eq(billingSubscriptions.userId, user.id),
        ne(billingSubscriptions.id, remote.id),
        inArray(billingSubscriptions.status, PENDING_STATUSES),
      ),
    );
  if (oldLive) {
    await saveRow(db, old, user.id, { status: "REPLACED" });
    await scheduleCancellation(db, user.id, old, `Replaced by ${remote.planKey}`, opts.now);
  }
  return { action: "activated", user: linked, replacedSubscriptionId: oldLive ? old : null };
}
