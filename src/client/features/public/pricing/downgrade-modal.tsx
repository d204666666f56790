import { useState } from "react";
import { PLANS } from "../../../../shared/plans";
import { errorMessage } from "../../../lib/api";
import { updateStoredUser, type StoredUser } from "../../../lib/session";
import { Modal } from "../modal";
import { KeysDowngradeNote } from "../../../components/keys-downgrade-note";
import { showNotice } from "../notice";
import { cancelSubscription } from "../payments/verify-subscription";

export const PAYPAL_AUTOPAY_URL = "https://www.paypal.com/myaccount/autopay/";
const SUPPORT = "support@brandmail.example";

function formatDate(iso: string | null) {
  return iso
    ? new Date(iso).toLocaleDateString("en-GB", { dateStyle: "long" })
    : "the end of your billing period";
}

/** Moving to Free means ending the subscription: at PayPal, here, or through support. */
export function DowngradeModal({ user, onClose }: { user: StoredUser; onClose(): void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = PLANS[user.plan].name;
  const active = user.subscriptionStatus === "active" && !!user.paypalSubscriptionId;

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await cancelSubscription();
      updateStoredUser(res.user);
      showNotice("success", res.message);
      onClose();
    } catch (e) {
      setError(errorMessage(e, "Cancellation failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Switch to the Free plan" onClose={onClose}>
      <p className="alert alert-warning">
        To downgrade to Free, cancel your subscription in PayPal or contact support at{" "}
        <a href={`mailto:${SUPPORT}`}>{SUPPORT}</a>. Your {plan} plan stays active until{" "}
        {formatDate(user.nextBillingDate)}; after that your account moves to Free.
      </p>
      <KeysDowngradeNote from={user.plan} to="free" />
      {!active && <p className="muted">Your subscription is already cancelled. Nothing else to do.</p>}
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="modal-actions">
        <a className="btn btn-secondary" href={PAYPAL_AUTOPAY_URL} target="_blank" rel="noreferrer">
          Open PayPal automatic payments
        </a>
        {active && (
          <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void cancel()}>
            {busy ? "Cancelling..." : "Cancel my subscription"}
          </button>
        )}
      </div>
    </Modal>
  );
}
