import type { PublicUser } from "../../../../shared/api-types";
import { api } from "../../../lib/api";
import type { PaidPlanKey } from "./payment-config";

export interface SubscriptionStatus {
  user: PublicUser;
  pending: { subscriptionId: string; planName: PaidPlanKey | null; status: string } | null;
  planChangePending: PaidPlanKey | null;
  manualCancellationRequired: boolean;
  message?: string;
}

/** The profile after the server has asked PayPal about anything still pending (checkouts, plan changes). */
export function getSubscriptionStatus({ keepSession = false } = {}): Promise<SubscriptionStatus> {
  return api<SubscriptionStatus>("/api/subscription/status", {
    auth: true,
    keepSession,
    fallbackError: "Failed to load profile",
  });
}

export type PlanChangeResult =
  | { success: true; status: "changed"; user: PublicUser }
  | { success: true; status: "approval_required"; approveUrl: string }
  | { success: false; status: "checkout_required"; reason: string };

/** Moves the running subscription to another plan (PayPal revise) so that only one subscription ever bills. */
export function changePlan(planName: PaidPlanKey): Promise<PlanChangeResult> {
  return api<PlanChangeResult>("/api/subscription/change-plan", {
    method: "POST",
    json: { planName },
    auth: true,
    fallbackError: "Plan change failed",
  });
}

export function planOfKey(key: PaidPlanKey): PublicUser["plan"] {
  return key.startsWith("enterprise") ? "enterprise" : (key as "basic" | "premium");
}

/** The account holds exactly this plan (and tier) on this subscription, active. */
export function hasPlan(
  user: Pick<PublicUser, "plan" | "customTemplateLimit" | "subscriptionStatus">,
  key: PaidPlanKey,
): boolean {
  if (user.subscriptionStatus !== "active" || user.plan !== planOfKey(key)) return false;
  if (key === "enterprise-50") return user.customTemplateLimit === 50;
  if (key === "enterprise-100") return user.customTemplateLimit !== 50;
  return true;
}
