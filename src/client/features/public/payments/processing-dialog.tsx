import { useEffect, useRef, useState } from "react";
import { updateStoredUser } from "../../../lib/session";
import { Modal } from "../modal";
import type { PaidPlanKey } from "./payment-config";
import { getSubscriptionStatus, hasPlan, type SubscriptionStatus } from "./subscription-status";

// Spec 02 section 4 "Subscription after checkout".
export const CHECK_DELAYS_MS = [3000, 2000, 2000];
export const FETCH_RETRIES = 3;
export const FETCH_RETRY_MS = 1000;
export const FALLBACK_MS = 15_000;
export const PROCESSING_TITLE = "Subscription Processing";
export const PROCESSING_WAIT =
  "We are confirming your subscription with PayPal. This usually takes a few seconds.";
export const PROCESSING_REFRESH =
  "PayPal is still processing your subscription. Please refresh the page in a minute to see your new plan; you will not be charged twice.";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function fetchWithRetry(): Promise<SubscriptionStatus | null> {
  for (let i = 0; i < FETCH_RETRIES; i++) {
    try {
      return await getSubscriptionStatus();
    } catch {
      if (i < FETCH_RETRIES - 1) await sleep(FETCH_RETRY_MS);
    }
  }
  return null;
}

interface Props {
  subscriptionId: string;
  planName: PaidPlanKey;
  onActive(status: SubscriptionStatus): void;
  onClose(): void;
}

/** Shown when PayPal approved a subscription but has not activated it yet: polls until the server sees it active. */
export function ProcessingDialog({ subscriptionId, planName, onActive, onClose }: Props) {
  const [phase, setPhase] = useState<"checking" | "refresh">("checking");
  const latest = useRef({ onActive });
  latest.current = { onActive };

  useEffect(() => {
    let live = true;
    const fallback = setTimeout(() => live && setPhase("refresh"), FALLBACK_MS);
    void (async () => {
      for (const delay of CHECK_DELAYS_MS) {
        await sleep(delay);
        if (!live) return;
        const status = await fetchWithRetry();
        if (!live) return;
        if (status) updateStoredUser(status.user);
        if (status && status.user.paypalSubscriptionId === subscriptionId && hasPlan(status.user, planName)) {
          clearTimeout(fallback);
          latest.current.onActive(status);
          return;
        }
      }
      if (live) setPhase("refresh");
    })();
    return () => {
      live = false;
      clearTimeout(fallback);
    };
  }, [subscriptionId, planName]);

  return (
    <Modal title={PROCESSING_TITLE} onClose={onClose}>
      <div role="status" className={`alert ${phase === "checking" ? "alert-info" : "alert-warning"}`}>
        {phase === "checking" ? PROCESSING_WAIT : PROCESSING_REFRESH}
      </div>
      <div className="modal-actions">
        {phase === "refresh" && (
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Refresh page
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
