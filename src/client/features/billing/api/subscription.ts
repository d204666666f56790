import type { PublicUser } from "../../../../shared/api-types";
import { api } from "../../../lib/api";

export interface BillingStatus {
  user: PublicUser;
  pending: { subscriptionId: string; planName: string | null; status: string } | null;
  planChangePending: string | null;
  manualCancellationRequired: boolean;
  message?: string;
}

export function getBillingStatus(): Promise<BillingStatus> {
  return api<BillingStatus>("/api/subscription/status", {
    auth: true,
    fallbackError: "Failed to load profile",
  });
}

/** The same server cancel the pricing page uses: PayPal first, then the account's status. */
export function cancelSubscription() {
  return api<{ success: boolean; message: string; accessUntil: string | null; user: PublicUser }>(
    "/api/subscription/cancel",
    {
      method: "POST",
      auth: true,
      fallbackError: "Cancellation failed",
    },
  );
}
