import { request } from "../../../lib/api";

export function getBillingStatus() {
  return request({ auth: true, fallbackError: "Failed to load profile" }, (c) =>
    c.api.subscription.status.$get(),
  );
}

/** The same server cancel the pricing page uses: PayPal first, then the account's status. */
export function cancelSubscription() {
  return request({ auth: true, fallbackError: "Cancellation failed" }, (c) =>
    c.api.subscription.cancel.$post(),
  );
}
