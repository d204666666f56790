import { useState } from "react";
import { formatEuro, monthlyCost, PLANS, usageLabel } from "../../../../shared/plans";
import type { StoredUser } from "../../../lib/session";
import { showUpgradeButton } from "../lib/plan-rules";
import { formatDate } from "../lib/templates-filter";
import { ConfirmDialog } from "./modal";
import { UsageBar } from "./usage-bar";
import { Icon } from "./icon";

export const PAYPAL_AUTOPAY_URL = "https://www.paypal.com/myaccount/autopay/";
const CANCEL_NOTICE_DAYS = 30;

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

export function BillingTab({ user, onUpgrade }: { user: StoredUser; onUpgrade: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const plan = PLANS[user.plan];
  const paid = user.plan !== "free";
  const status = user.subscriptionStatus || (paid ? "active" : "none");
  return (
    <section aria-labelledby="billing-title">
      <h2 id="billing-title">Billing &amp; Subscription</h2>
      <div className="billing-grid">
        <div className="card">
          <h3>Current Plan</h3>
          <p className="big-number">{plan.name}</p>
          <p>
            {formatEuro(monthlyCost(user.plan, user.customTemplateLimit))} / month
            {user.plan === "enterprise" && ` · ${user.customTemplateLimit ?? 100} templates per month`}
          </p>
          <p className="muted small">
            Status: <span className={`status-pill status-${status}`}>{status}</span>
            {paid && user.nextBillingDate && <> · Next billing date {formatDate(user.nextBillingDate)}</>}
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
      {paid && (
        <div className="card danger-zone">
          <div>
            <h3>Cancel Subscription</h3>
            <p className="muted small">
              Cancellation is done at PayPal. You keep access until the end of the current billing period.
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
                PayPal&apos;s automatic payments page opens in a new tab, where you complete the cancellation.
              </p>
            </>
          }
          confirmLabel="Cancel at PayPal"
          cancelLabel="Keep subscription"
          danger
          onConfirm={() => {
            openAutopay();
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
