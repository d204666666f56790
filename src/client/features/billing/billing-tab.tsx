import { useEffect, useRef, useState } from "react";
import { formatEuro, monthlyCost, PLANS, usageLabel } from "../../../shared/plans";
import { errorMessage } from "../../lib/api";
import { updateStoredUser, type StoredUser } from "../../lib/session";
import { cancelSubscription, getBillingStatus } from "./api/subscription";
import { showUpgradeButton } from "../../lib/plan-rules";
import { formatDate } from "../../lib/templates-filter";
import { ConfirmDialog } from "../../components/modal";
import { UsageBar } from "../../components/usage-bar";
import { Icon } from "../../components/icon";

export const PAYPAL_AUTOPAY_URL = "https://www.paypal.com/myaccount/autopay/";
const CANCEL_NOTICE_DAYS = 30;
/** Subscription states in which PayPal may still take a payment, so cancelling means something. */
const CANCELLABLE = ["active", "payment_failed", "suspended"];

const STATUS_LABELS: Record<string, string> = {
  active: "active",
  cancelled: "cancelled",
  suspended: "suspended",
  payment_failed: "payment failed",
  expired: "expired",
  refunded: "refunded",
  reversed: "reversed",
  none: "none",
};

function openAutopay() {
  window.open(PAYPAL_AUTOPAY_URL, "_blank", "noopener,noreferrer");
}

export function accessEndDate(user: Pick<StoredUser, "nextBillingDate">, now = new Date()): Date {
  if (user.nextBillingDate) {
    const d = new Date(user.nextBillingDate);
    if (!Number.isNaN(d.getTime()) && d > now) return d;
  }
  return new Date(now.getTime() + CANCEL_NOTICE_DAYS * 24 * 3600 * 1000);
}

/** One line that tells where the subscription stands: never a next billing date for a plan that will not bill. */
function statusDetail(user: StoredUser): string | null {
  const date = user.nextBillingDate ? formatDate(user.nextBillingDate) : null;
  switch (user.subscriptionStatus) {
    case "active":
      return date ? `Next billing date ${date}` : null;
    case "cancelled":
      return date ? `access until ${date}, no further payments` : "no further payments";
    case "suspended":
      return date ? `PayPal suspended the payments · access until ${date}` : "PayPal suspended the payments";
    case "payment_failed":
      return "Your last payment failed. PayPal retries it; please check your payment method at PayPal.";
    default:
      return null;
  }
}

export function BillingTab({ user, onUpgrade }: { user: StoredUser; onUpgrade: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [manual, setManual] = useState<string | null>(null);
  // A status answer that left before a cancellation must not put the old plan state back.
  const changed = useRef(false);
  const plan = PLANS[user.plan];
  const paid = user.plan !== "free";
  const status = user.subscriptionStatus || (paid ? "active" : "none");
  const cancellable = paid && CANCELLABLE.includes(status);
  const detail = paid ? statusDetail(user) : null;

  // The server asks PayPal about anything pending and tells whether a replaced subscription still needs the user.
  useEffect(() => {
    let live = true;
    getBillingStatus()
      .then((s) => {
        if (!live || changed.current) return;
        updateStoredUser(s.user);
        setManual(s.manualCancellationRequired ? (s.message ?? null) : null);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      const res = await cancelSubscription();
      changed.current = true;
      updateStoredUser(res.user);
      setDone(res.message);
      setConfirming(false);
    } catch (e) {
      setError(errorMessage(e, "Cancellation failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="billing-title">
      <h2 id="billing-title">Billing &amp; Subscription</h2>
      {manual && (
        <p className="alert alert-warning" role="alert">
          {manual}
        </p>
      )}
      {done && (
        <p className="alert alert-success" role="status">
          {done}
        </p>
      )}
      <div className="billing-grid">
        <div className="card">
          <h3>Current Plan</h3>
          <p className="big-number">{plan.name}</p>
          <p>
            {formatEuro(monthlyCost(user.plan, user.customTemplateLimit))} / month
            {user.plan === "enterprise" && ` · ${user.customTemplateLimit ?? 100} templates per month`}
          </p>
          <p className="muted small billing-status">
            Status: <span className={`status-pill status-${status}`}>{STATUS_LABELS[status] ?? status}</span>
            {detail && <> · {detail}</>}
          </p>
          <div className="button-row">
            {showUpgradeButton(user.plan) ? (
              <button type="button" className="btn btn-primary" onClick={onUpgrade}>
                Upgrade Plan
              </button>
            ) : (
              <button type="button" className="btn btn-secondary" onClick={onUpgrade}>
                View plans
              </button>
            )}
          </div>
        </div>
        <div className="card">
          <h3>Payment Method</h3>
          {paid ? (
            <>
              <p>
                <strong>PayPal</strong> automatic payments
              </p>
              {user.paypalSubscriptionId && (
                <p className="muted small">Subscription ID: {user.paypalSubscriptionId}</p>
              )}
              <button type="button" className="btn btn-secondary" onClick={openAutopay}>
                Update Payment Method <Icon name="external" size={15} />
              </button>
            </>
          ) : (
            <p className="muted">No payment method on file. The free plan needs no card.</p>
          )}
        </div>
        <div className="card">
          <h3>Usage This Month</h3>
          <p className="big-number">{usageLabel(user.templatesUsed, user.templateLimit)}</p>
          <UsageBar used={user.templatesUsed} limit={user.templateLimit} />
          <p className="muted small">
            {user.plan === "free"
              ? "Your free template is a lifetime allowance."
              : "Unused templates do not carry over to the next billing month."}
          </p>
        </div>
        <div className="card">
          <h3>Bonus Templates</h3>
          <p className="big-number">{user.bonusTemplates}</p>
          <p className="muted small">Bonus templates are added on top of your plan allowance.</p>
        </div>
      </div>
      {cancellable && (
        <div className="card danger-zone">
          <div>
            <h3>Cancel Subscription</h3>
            <p className="muted small">
              We cancel your subscription at PayPal for you. You keep access until the end of the current
              billing period.
            </p>
          </div>
          <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </button>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title="Cancel your subscription?"
          message={
            <>
              <p>
                Your {plan.name} access continues until the period ends, on{" "}
                {formatDate(accessEndDate(user).toISOString())}. After that your account returns to the free
                plan.
              </p>
              <p className="muted small">
                The subscription is cancelled at PayPal; no further payments are taken. You can also cancel it
                yourself in{" "}
                <a href={PAYPAL_AUTOPAY_URL} target="_blank" rel="noopener noreferrer">
                  PayPal&apos;s automatic payments
                </a>{" "}
                (opens in a new tab).
              </p>
              {error && (
                <p className="alert alert-error" role="alert">
                  {error}
                </p>
              )}
            </>
          }
          confirmLabel={busy ? "Cancelling..." : "Cancel subscription"}
          cancelLabel="Keep subscription"
          danger
          busy={busy}
          onConfirm={() => void cancel()}
          onCancel={() => {
            setConfirming(false);
            setError(null);
          }}
        />
      )}
    </section>
  );
}
