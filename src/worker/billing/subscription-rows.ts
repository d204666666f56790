import { and, eq, inArray } from "drizzle-orm";
import { billingSubscriptions, users, type BillingSubscriptionRow, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { PaypalSubscription } from "./paypal";
import { planKeyFromPlanId, type PaidPlanKey, type PaymentBindings, type PaymentMode } from "./subscriptions";

export const PENDING_STATUSES = ["APPROVAL_PENDING", "APPROVED"];

export interface RemoteSubscription {
  id: string;
  status: string;
  planKey: PaidPlanKey | null;
  customId: string | null;
  lastPaymentMs: number | null;
  nextBillingSeconds: number | null;
}

const ms = (iso: string | undefined | null) => {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? t : null;
};

export function remoteFromPaypal(
  env: PaymentBindings,
  mode: PaymentMode,
  sub: PaypalSubscription,
): RemoteSubscription {
  const next = ms(sub.billing_info?.next_billing_time);
  return {
    id: sub.id,
    status: sub.status,
    planKey: planKeyFromPlanId(env, mode, sub.plan_id),
    customId: sub.custom_id ?? null,
    lastPaymentMs: ms(sub.billing_info?.last_payment?.time),
    nextBillingSeconds: next === null ? null : Math.floor(next / 1000),
  };
}

export async function subscriptionRow(db: Db, id: string): Promise<BillingSubscriptionRow | undefined> {
  const row = await db.query.billingSubscriptions.findFirst({ where: eq(billingSubscriptions.id, id) });
  if (row) return row;
  // Subscriptions linked before these rows existed: rebuild the row from the account that holds the subscription.
  const user = await db.query.users.findFirst({ where: eq(users.paypalSubscriptionId, id) });
  if (!user) return undefined;
  const [created] = await db
    .insert(billingSubscriptions)
    .values({
      id,
      userId: user.id,
      status: user.subscriptionStatus === "active" ? "ACTIVE" : user.subscriptionStatus.toUpperCase(),
      lastPaymentTime: user.periodStart === null ? null : user.periodStart * 1000,
    })
    .onConflictDoNothing()
    .returning();
  return (
    created ?? (await db.query.billingSubscriptions.findFirst({ where: eq(billingSubscriptions.id, id) }))
  );
}

export async function saveRow(db: Db, id: string, userId: string, patch: Partial<BillingSubscriptionRow>) {
  const now = Math.floor(Date.now() / 1000);
  await db
    .insert(billingSubscriptions)
    .values({ id, userId, status: patch.status ?? "UNKNOWN", ...patch, updatedAt: now })
    .onConflictDoUpdate({ target: billingSubscriptions.id, set: { ...patch, updatedAt: now } });
}

export async function loadUser(db: Db, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export async function patchUser(db: Db, user: UserRow, patch: Partial<UserRow>): Promise<UserRow> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, user.id)).returning();
  return row ?? user;
}

/** Subscriptions of this account that the buyer approved but PayPal has not activated yet. */
export async function pendingSubscriptions(db: Db, userId: string): Promise<BillingSubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.status, PENDING_STATUSES)),
    )
    .limit(5);
}

export async function markSubscription(
  db: Db,
  id: string,
  userId: string,
  patch: Partial<BillingSubscriptionRow>,
) {
  await saveRow(db, id, userId, patch);
}
