import { request, type Answer, type Api } from "../../../lib/api";
import type { BillingCycle, PaidPlanKey } from "./payment-config";

/** With `pending: true`: PayPal approved the subscription but has not activated it, the plan is not granted. */
type Verified = Answer<Api["api"]["payment"]["verify-subscription"]["$post"]>;
type Granted = Exclude<Verified, { pending: true }>;
type Replacement = "replacedSubscriptionId" | "oldSubscriptionCancelled" | "manualCancellationRequired";
/** A granted plan; what replaced another subscription is absent when the plan was read from the status instead. */
export type VerifyResult = Omit<Granted, Replacement> & Partial<Pick<Granted, Replacement>>;

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
): Promise<Verified> {
  const body = await request(
    { auth: true, json: input, keepSession, fallbackError: "Subscription setup failed" },
    (c) => c.api.payment["verify-subscription"].$post(),
  );
  if (!body || body.success !== true) throw new Error("Subscription setup failed");
  return body;
}

export function cancelSubscription() {
  return request({ auth: true, fallbackError: "Cancellation failed" }, (c) =>
    c.api.subscription.cancel.$post(),
  );
}
