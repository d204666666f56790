import { and, eq, inArray, isNotNull, lte, notLike } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { FetchLike } from "./paypal";
import { paypalClient, type PaymentBindings, type PaymentMode } from "./subscriptions";
import { applyRemote, pendingSubscriptions, remoteFromPaypal, subscriptionRow } from "./state";

async function refresh(
  db: Db,
  env: PaymentBindings,
  mode: PaymentMode,
  fetchFn: FetchLike,
  id: string,
  userId: string,
  now: number,
  credit: boolean,
) {
  const sub = await paypalClient(env, fetchFn).getSubscription(id);
  if (!sub) return;
  const remote = remoteFromPaypal(env, mode, sub);
  const payment = credit && remote.lastPaymentMs ? { timeMs: remote.lastPaymentMs, saleId: null } : null;
  await applyRemote(db, remote, { now, mode, userId, payment });
}

/**
 * The server check behind the 'Subscription Processing' dialog: subscriptions waiting for approval and plan changes
 * waiting for the buyer's consent are looked up at PayPal, so the account is finished without waiting for a webhook.
 */
export async function reconcileAccount(
  db: Db,
  env: PaymentBindings,
  mode: PaymentMode,
  fetchFn: FetchLike,
  user: UserRow,
  now: number,
): Promise<UserRow> {
  if (mode !== "paypal") return user;
  for (const row of await pendingSubscriptions(db, user.id))
    await refresh(db, env, mode, fetchFn, row.id, user.id, now, false);
  const current = user.paypalSubscriptionId
    ? await subscriptionRow(db, user.paypalSubscriptionId)
    : undefined;
  if (current?.pendingPlanKey) await refresh(db, env, mode, fetchFn, current.id, user.id, now, false);
  return (await db.query.users.findFirst({ where: eq(users.id, user.id) })) ?? user;
}

/**
 * Daily: a PayPal subscription whose period ended gets new credits only when PayPal shows a payment newer than the
 * last one credited (a missed PAYMENT.SALE.COMPLETED); without proof of payment nothing is reset.
 */
export async function renewFromPayments(
  db: Db,
  env: PaymentBindings,
  mode: PaymentMode,
  fetchFn: FetchLike,
  now: number,
): Promise<number> {
  if (mode !== "paypal") return 0;
  const due = await db
    .select({ id: users.id, subscriptionId: users.paypalSubscriptionId })
    .from(users)
    .where(
      and(
        inArray(users.plan, ["basic", "premium", "enterprise"]),
        lte(users.periodEnd, now),
        inArray(users.subscriptionStatus, ["active", "payment_failed"]),
        isNotNull(users.paypalSubscriptionId),
        notLike(users.paypalSubscriptionId, "SIM-%"),
      ),
    )
    .limit(100);
  let checked = 0;
  for (const row of due) {
    try {
      await refresh(db, env, mode, fetchFn, row.subscriptionId!, row.id, now, true);
      checked++;
    } catch (e) {
      console.error(
        "billing: daily payment check failed",
        row.subscriptionId,
        e instanceof Error ? e.message : e,
      );
    }
  }
  return checked;
}
