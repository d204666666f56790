import type { PublicUser } from "../../../../shared/api-types";
import { request, type Answer, type Api } from "../../../lib/api";
import type { PaidPlanKey } from "./payment-config";

export type SubscriptionStatus = Answer<Api["api"]["subscription"]["status"]["$get"]>;

/** The profile after the server has asked PayPal about anything still pending (checkouts, plan changes). */
export function getSubscriptionStatus({ keepSession = false } = {}): Promise<SubscriptionStatus> {
  return request({ auth: true, keepSession, fallbackError: "Failed to load profile" }, (c) =>
    c.api.subscription.status.$get(),
  );
}

/** Moves the running subscription to another plan (PayPal revise) so that only one subscription ever bills. */
export function changePlan(planName: PaidPlanKey) {
  return request({ auth: true, json: { planName }, fallbackError: "Plan change failed" }, (c) =>
    c.api.subscription["change-plan"].$post(),
  );
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
