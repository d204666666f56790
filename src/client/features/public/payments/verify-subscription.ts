import { api } from "../../../lib/api";
import type { PublicUser } from "../../../../shared/api-types";
import type { BillingCycle, PaidPlanKey } from "./payment-config";

export interface VerifyResult {
  success: true;
  id: string;
  subscriptionId: string;
  plan: PublicUser["plan"];
  planName: PaidPlanKey;
  templateLimit: number;
  message: string;
  user: Partial<PublicUser>;
  /** Set when this subscription replaced another one, which the server cancels (and retries) at PayPal. */
  replacedSubscriptionId?: string | null;
  oldSubscriptionCancelled?: boolean;
  manualCancellationRequired?: boolean;
  pending?: false;
}

/** PayPal approved the subscription but has not activated it: not paid yet, the plan is not granted. */
export interface PendingVerify {
  success: true;
  pending: true;
  status: string;
  id: string;
  subscriptionId: string;
  planName: PaidPlanKey;
  message: string;
}

export interface VerifyInput {
  subscriptionId: string;
  userId: string;
  userEmail: string;
  planName: PaidPlanKey;
  billingCycle: BillingCycle;
}

/** The server asks the payment provider itself; the client only reports the id it was given. */
export async function verifySubscription(
  input: VerifyInput,
  { keepSession = false } = {},
): Promise<VerifyResult | PendingVerify> {
  const body = await api<
    ((Partial<VerifyResult> | PendingVerify) & { message?: string; error?: string }) | null
  >("/api/payment/verify-subscription", {
    method: "POST",
    json: input,
    auth: true,
    keepSession,
    fallbackError: "Subscription setup failed",
  });
  if (!body || body.success !== true) {
    const error = typeof body?.error === "string" ? body.error : undefined;
    throw new Error(body?.message || error || "Subscription setup failed");
  }
  return body as VerifyResult | PendingVerify;
}

export function cancelSubscription() {
  return api<{ success: boolean; message: string; accessUntil: string | null; user: Partial<PublicUser> }>(
    "/api/subscription/cancel",
    {
      method: "POST",
      auth: true,
      fallbackError: "Cancellation failed",
    },
  );
}
