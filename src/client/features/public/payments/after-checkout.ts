import type { PublicUser } from "../../../../shared/api-types";
import { ApiRequestError } from "../../../lib/api";
import { getStoredUser, updateStoredUser } from "../../../lib/session";
import { showNotice } from "../notice";
import type { PaidPlanKey } from "./payment-config";
import { getSubscriptionStatus } from "./subscription-status";
import { verifySubscription } from "./verify-subscription";

/** Spec 02 section 4: the profile is read again 2, 5 and 8 s after checkout, so webhook effects show up. */
export const PROFILE_REFRESH_AFTER_CHECKOUT_MS = [2000, 5000, 8000];
/** Spec 02 section 8: the profile read after a checkout and its verify fallback were both refused. */
export const CHECKOUT_SESSION_EXPIRED = "Session expired. Please refresh the page and try again.";

/** The subscription a checkout (or an in-place plan change) ended on. */
export interface CompletedCheckout {
  subscriptionId: string;
  planName: PaidPlanKey;
}

export type AfterCheckoutRead =
  /** The account as the server has it now (from the profile read, or from the verification). */
  | { kind: "account"; user: PublicUser }
  /** The verification answered that PayPal has not activated the subscription yet. */
  | { kind: "pending" }
  /** The profile read answered 401 and the verification failed too. */
  | { kind: "expired" }
  /** The profile read failed for another reason (network, server): worth another try later. */
  | { kind: "failed" };

const unauthorized = (e: unknown) => e instanceof ApiRequestError && e.status === 401;

/**
 * One profile read after a checkout. A 401 does not end the session here: the verify fallback asks the server
 * about the subscription the checkout ended on (one more refresh of the session on the way). The purchase itself
 * is never at stake: the server recorded it when the checkout was verified and shows it after the next sign-in.
 */
export async function readAfterCheckout(checkout: CompletedCheckout): Promise<AfterCheckoutRead> {
  try {
    const status = await getSubscriptionStatus({ keepSession: true });
    updateStoredUser(status.user);
    return { kind: "account", user: status.user };
  } catch (e) {
    if (!unauthorized(e)) return { kind: "failed" };
  }
  const user = getStoredUser();
  if (!user) return { kind: "expired" };
  try {
    const result = await verifySubscription(
      {
        subscriptionId: checkout.subscriptionId,
        planName: checkout.planName,
        userId: user.id,
        userEmail: user.email,
        // Only monthly billing is sold (decision 2), and every checkout button buys monthly.
        billingCycle: "monthly",
      },
      { keepSession: true },
    );
    if ("pending" in result) return { kind: "pending" };
    const merged = updateStoredUser({
      ...result.user,
      plan: result.plan,
      templateLimit: result.templateLimit,
    });
    return merged ? { kind: "account", user: merged } : { kind: "expired" };
  } catch {
    return { kind: "expired" };
  }
}

/**
 * The profile reads 2, 5 and 8 s after a successful checkout. If one of them and its verify fallback are refused,
 * the user is told 'Session expired. Please refresh the page and try again.' once and the remaining reads stop.
 */
export function refreshAfterCheckout(
  checkout: CompletedCheckout,
  delays: readonly number[] = PROFILE_REFRESH_AFTER_CHECKOUT_MS,
): void {
  let stopped = false;
  for (const ms of delays)
    setTimeout(() => {
      // Signed out in the meantime (logout, another expiry): nothing to read and nothing to tell.
      if (stopped || !getStoredUser()) return;
      void readAfterCheckout(checkout).then((read) => {
        if (read.kind !== "expired" || stopped) return;
        stopped = true;
        showNotice("error", CHECKOUT_SESSION_EXPIRED, 0);
      });
    }, ms);
}
