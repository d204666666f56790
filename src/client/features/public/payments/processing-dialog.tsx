import { useEffect, useRef, useState } from "react";
import type { PublicUser } from "../../../../shared/api-types";
import { Modal } from "../modal";
import {
  CHECKOUT_SESSION_EXPIRED,
  readAfterCheckout,
  type AfterCheckoutRead,
  type CompletedCheckout,
} from "./after-checkout";
import type { PaidPlanKey } from "./payment-config";
import { hasPlan } from "./subscription-status";

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

/** A failed read is tried again 1 s apart; a 401 goes to the verify fallback at once (readAfterCheckout). */
async function readWithRetry(checkout: CompletedCheckout): Promise<AfterCheckoutRead> {
  for (let i = 0; i < FETCH_RETRIES; i++) {
    const read = await readAfterCheckout(checkout);
    if (read.kind !== "failed") return read;
    if (i < FETCH_RETRIES - 1) await sleep(FETCH_RETRY_MS);
  }
  return { kind: "failed" };
}

interface Props {
  subscriptionId: string;
  planName: PaidPlanKey;
  onActive(user: PublicUser): void;
  onClose(): void;
}

/** Shown when PayPal approved a subscription but has not activated it yet: polls until the server sees it active. */
export function ProcessingDialog({ subscriptionId, planName, onActive, onClose }: Props) {
  const [phase, setPhase] = useState<"checking" | "refresh" | "expired">("checking");
  const latest = useRef({ onActive });
  latest.current = { onActive };

  useEffect(() => {
    let live = true;
    const fallback = setTimeout(() => live && setPhase("refresh"), FALLBACK_MS);
    void (async () => {
      for (const delay of CHECK_DELAYS_MS) {
        await sleep(delay);
        if (!live) return;
        const read = await readWithRetry({ subscriptionId, planName });
        if (!live) return;
        if (read.kind === "expired") {
          clearTimeout(fallback);
          setPhase("expired");
          return;
        }
        if (
          read.kind === "account" &&
          read.user.paypalSubscriptionId === subscriptionId &&
          hasPlan(read.user, planName)
        ) {
          clearTimeout(fallback);
          latest.current.onActive(read.user);
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
        {phase === "checking"
          ? PROCESSING_WAIT
          : phase === "expired"
            ? CHECKOUT_SESSION_EXPIRED
            : PROCESSING_REFRESH}
      </div>
      <div className="modal-actions">
        {phase !== "checking" && (
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
