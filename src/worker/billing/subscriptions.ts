import { and, eq, inArray, isNotNull, lte, ne } from "drizzle-orm";
import { paymentEvents, users, type UserRow } from "../db/schema";
import { isProduction, type AppBindings } from "../env";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { paypalApiBase } from "./config";
import { PaypalClient, type FetchLike } from "./paypal";
import { ENTERPRISE_TIERS, PLANS, type PlanId } from "../../shared/plans";

export type PaymentMode = "simulated" | "paypal";
export type PaidPlanKey = "basic" | "premium" | "enterprise-50" | "enterprise-100";
export type BillingCycle = "monthly" | "yearly";
export const PAID_PLAN_KEYS: PaidPlanKey[] = ["basic", "premium", "enterprise-50", "enterprise-100"];

/** Yearly ids are not offered yet; they are read here so configuring them later needs no code change. */
export type PaymentBindings = AppBindings & {
  PAYPAL_PLAN_BASIC_YEARLY?: string;
  PAYPAL_PLAN_PREMIUM_YEARLY?: string;
};

export function paymentMode(env: PaymentBindings): PaymentMode {
  const raw = (env.PAYMENT_MODE ?? "").trim().toLowerCase();
  if (raw === "paypal") return "paypal";
  // Production can never simulate: an unset, unknown or "simulated" mode there is a configuration error.
  if (isProduction(env))
    throw new ApiError(
      503,
      "payment_failed",
      "Payments are not available: simulated checkout is disabled in production and PAYMENT_MODE is not set to paypal. Please contact support.",
    );
  return "simulated";
}

function simulatedPlanId(key: PaidPlanKey, cycle: BillingCycle) {
  return `SIM-PLAN-${key.toUpperCase()}-${cycle.toUpperCase()}`;
}

export function planIdFor(
  env: PaymentBindings,
  mode: PaymentMode,
  key: PaidPlanKey,
  cycle: BillingCycle,
): string {
  const configured: Record<PaidPlanKey, Record<BillingCycle, string | undefined>> = {
    basic: { monthly: env.PAYPAL_PLAN_BASIC_MONTHLY, yearly: env.PAYPAL_PLAN_BASIC_YEARLY },
    premium: { monthly: env.PAYPAL_PLAN_PREMIUM_MONTHLY, yearly: env.PAYPAL_PLAN_PREMIUM_YEARLY },
    "enterprise-50": { monthly: env.PAYPAL_PLAN_ENTERPRISE_50_MONTHLY, yearly: undefined },
    "enterprise-100": { monthly: env.PAYPAL_PLAN_ENTERPRISE_100_MONTHLY, yearly: undefined },
  };
  const id = configured[key][cycle]?.trim() ?? "";
  if (id) return id;
  return mode === "simulated" && cycle === "monthly" ? simulatedPlanId(key, cycle) : "";
}

export function paymentConfig(env: PaymentBindings) {
  const mode = paymentMode(env);
  const id = (key: PaidPlanKey, cycle: BillingCycle) => planIdFor(env, mode, key, cycle);
  return {
    mode,
    currency: "EUR" as const,
    supportEmail: env.SUPPORT_EMAIL,
    clientId: mode === "paypal" ? (env.PAYPAL_CLIENT_ID ?? "") : "",
    plans: {
      basic: { monthly: id("basic", "monthly"), yearly: id("basic", "yearly") },
      premium: { monthly: id("premium", "monthly"), yearly: id("premium", "yearly") },
      enterprise: { "50": id("enterprise-50", "monthly"), "100": id("enterprise-100", "monthly") },
    },
  };
}

export function paypalClient(env: PaymentBindings, fetchFn: FetchLike): PaypalClient {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET)
    throw new ApiError(
      503,
      "payment_failed",
      "PayPal is not configured on the server. Please contact support.",
    );
  return new PaypalClient(
    { clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET, apiBase: paypalApiBase(env) },
    fetchFn,
  );
}

export function planKeyFromPlanId(
  env: PaymentBindings,
  mode: PaymentMode,
  planId: string,
): PaidPlanKey | null {
  for (const key of PAID_PLAN_KEYS)
    for (const cycle of ["monthly", "yearly"] as const)
      if (planIdFor(env, mode, key, cycle) === planId) return key;
  return null;
}

export function planOfKey(key: PaidPlanKey): { plan: PlanId; customTemplateLimit: number | null } {
  if (key === "enterprise-50") return { plan: "enterprise", customTemplateLimit: 50 };
  if (key === "enterprise-100") return { plan: "enterprise", customTemplateLimit: 100 };
  return { plan: key, customTemplateLimit: null };
}

export function planLabel(key: PaidPlanKey): string {
  if (key === "enterprise-50") return ENTERPRISE_TIERS[50].name;
  if (key === "enterprise-100") return ENTERPRISE_TIERS[100].name;
  return PLANS[key].name;
}

/** One calendar month later (Jan 31 -> Feb 28/29), in epoch seconds. */
export function addOneMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return Math.floor(d.getTime() / 1000);
}

export async function loadUser(db: Db, userId: string): Promise<UserRow> {
  const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw new ApiError(404, "not_found", "Your account no longer exists. Please sign in again.");
  return user;
}

const linkId = (subscriptionId: string) => `link:${subscriptionId}`;

/** Who a subscription id was first bound to; protects against one subscription activating two accounts. */
export async function subscriptionOwner(db: Db, subscriptionId: string): Promise<string | null> {
  const row = await db.query.paymentEvents.findFirst({ where: eq(paymentEvents.id, linkId(subscriptionId)) });
  if (!row) return null;
  return (JSON.parse(row.payload) as { userId: string }).userId;
}

export async function activateSubscription(
  db: Db,
  user: UserRow,
  key: PaidPlanKey,
  subscriptionId: string,
  now: number,
): Promise<UserRow> {
  const owner = await subscriptionOwner(db, subscriptionId);
  if (owner && owner !== user.id)
    throw new ApiError(409, "conflict", "This subscription is already linked to another account.");
  const { plan, customTemplateLimit } = planOfKey(key);
  const sameSubscription =
    user.paypalSubscriptionId === subscriptionId &&
    user.plan === plan &&
    user.subscriptionStatus === "active";
  if (sameSubscription) return user;
  // Only a subscription seen for the first time starts a fresh period; switching back to an older one of the
  // same user must not hand out another month of credits.
  const freshPeriod = owner === null || user.periodEnd === null;
  const statements = [
    db
      .update(users)
      .set({
        plan,
        customTemplateLimit,
        paypalSubscriptionId: subscriptionId,
        subscriptionStatus: "active",
        ...(freshPeriod ? { periodStart: now, periodEnd: addOneMonth(now), templatesUsed: 0 } : {}),
      })
      .where(eq(users.id, user.id))
      .returning(),
    db
      .insert(paymentEvents)
      .values({
        id: linkId(subscriptionId),
        type: "SUBSCRIPTION.LINKED",
        resourceId: subscriptionId,
        payload: JSON.stringify({ userId: user.id, key }),
      })
      .onConflictDoNothing(),
  ] as const;
  const [updated] = await db.batch(statements);
  return updated[0]!;
}

export async function markCancelled(db: Db, userId: string): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ subscriptionStatus: "cancelled" })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Backstop for subscriptions that ran out without a webhook (simulated mode, missed deliveries). */
export async function expireLapsedSubscriptions(db: Db, now: number): Promise<number> {
  const rows = await db
    .update(users)
    .set({ plan: "free", customTemplateLimit: null, subscriptionStatus: "expired" })
    .where(
      and(
        ne(users.plan, "free"),
        inArray(users.subscriptionStatus, ["cancelled", "suspended"]),
        isNotNull(users.periodEnd),
        lte(users.periodEnd, now),
      ),
    )
    .returning({ id: users.id });
  return rows.length;
}
