import { eq } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import type { FetchLike } from "./paypal";
import {
  paypalClient,
  planIdFor,
  planOfKey,
  type PaidPlanKey,
  type PaymentBindings,
  type PaymentMode,
} from "./subscriptions";
import { applyRemote, markSubscription, remoteFromPaypal, subscriptionRow } from "./state";

export type PlanChange =
  | { status: "changed"; user: UserRow }
  | { status: "approval_required"; approveUrl: string }
  | { status: "checkout_required"; reason: string };

export function currentPlanKey(user: Pick<UserRow, "plan" | "customTemplateLimit">): PaidPlanKey | null {
  if (user.plan === "free") return null;
  if (user.plan === "enterprise") return user.customTemplateLimit === 50 ? "enterprise-50" : "enterprise-100";
  return user.plan;
}

/**
 * Moves the account's running subscription to another plan with PayPal's revise, so there is never a second
 * subscription billing next to the first. When revise cannot apply, the caller falls back to a new checkout (and
 * the server cancels the old subscription once the new one is verified).
 */
export async function changePlan(
  db: Db,
  env: PaymentBindings,
  mode: PaymentMode,
  fetchFn: FetchLike,
  user: UserRow,
  key: PaidPlanKey,
  origin: string,
  now: number,
): Promise<PlanChange> {
  const subscriptionId = user.paypalSubscriptionId;
  if (!subscriptionId || user.plan === "free" || user.subscriptionStatus !== "active")
    return { status: "checkout_required", reason: "no active subscription" };
  if (currentPlanKey(user) === key) throw new ApiError(400, "bad_request", "You are already on this plan.");
  if (mode === "simulated" || subscriptionId.startsWith("SIM-")) {
    if (mode === "paypal") return { status: "checkout_required", reason: "simulated subscription" };
    const [updated] = await db.update(users).set(planOfKey(key)).where(eq(users.id, user.id)).returning();
    await subscriptionRow(db, subscriptionId);
    await markSubscription(db, subscriptionId, user.id, { planKey: key, status: "ACTIVE" });
    return { status: "changed", user: updated! };
  }
  const planId = planIdFor(env, mode, key, "monthly");
  if (!planId)
    throw new ApiError(
      400,
      "validation_failed",
      "This plan cannot be processed right now. Please contact support.",
    );
  const client = paypalClient(env, fetchFn);
  const plan = key.startsWith("enterprise") ? "enterprise" : key;
  const revised = await client.reviseSubscription(subscriptionId, planId, {
    returnUrl: `${origin}/?payment=success&plan=${plan}`,
    cancelUrl: `${origin}/?payment=cancelled`,
  });
  if (!revised.ok)
    return { status: "checkout_required", reason: revised.issue ?? `revise answered ${revised.status}` };
  await subscriptionRow(db, subscriptionId);
  await markSubscription(db, subscriptionId, user.id, { pendingPlanKey: key, status: "ACTIVE" });
  if (revised.approveUrl) return { status: "approval_required", approveUrl: revised.approveUrl };
  const sub = await client.getSubscription(subscriptionId);
  const remote = sub ? remoteFromPaypal(env, mode, sub) : null;
  if (!remote || remote.planKey !== key)
    return { status: "checkout_required", reason: "plan not changed at PayPal" };
  const result = await applyRemote(db, remote, { now, mode });
  return { status: "changed", user: result.user ?? user };
}
