import { Link } from "react-router";
import { ENTERPRISE_TIERS, formatEuro, PLANS } from "../../../../shared/plans";
import type { StoredUser } from "../../../lib/session";
import { Modal } from "../modal";
import { KeysDowngradeNote } from "../../../components/keys-downgrade-note";
import type { PaidPlanKey } from "../payments/payment-config";
import { SubscriptionButton } from "../payments/subscription-button";
import type { VerifyResult } from "../payments/verify-subscription";

export function planKeyInfo(key: PaidPlanKey) {
  if (key === "enterprise-50" || key === "enterprise-100") {
    const tier = key === "enterprise-50" ? 50 : 100;
    const t = ENTERPRISE_TIERS[tier];
    return {
      label: t.name,
      price: t.price,
      allowance: `${tier} templates per month`,
      perTemplate: `${formatEuro(t.perTemplate)} per template`,
    };
  }
  const p = PLANS[key];
  return {
    label: `${p.name} - Monthly`,
    price: p.monthlyPrice,
    allowance: p.templates,
    perTemplate: p.perTemplatePrice,
  };
}

/**
 * What a plan change does to the period already paid, as PayPal's revise does it: the subscription is changed in
 * place, the new price starts with the next billing cycle, and nothing is prorated or refunded.
 */
export function planChangeText(currentName: string, newLabel: string, newPrice: number): string {
  return (
    `Your ${currentName} subscription is changed in place with PayPal, so only one subscription bills. ` +
    "The new plan and its monthly templates apply as soon as PayPal confirms the change (PayPal may ask you to " +
    "approve it). What you paid for the current billing period is not prorated or refunded; " +
    `${newLabel} at ${formatEuro(newPrice)} a month is billed from your next billing date. If PayPal cannot ` +
    "change the subscription in place, you check out the new plan and the old subscription is cancelled once the " +
    "new one is active."
  );
}

export function BillingTerms({
  user,
  newLabel,
  newPrice,
}: {
  user: StoredUser;
  newLabel: string;
  newPrice: number;
}) {
  const replacing = user.plan !== "free" && user.subscriptionStatus === "active" && user.paypalSubscriptionId;
  return (
    <>
      {replacing && (
        <p className="alert alert-info small" data-testid="plan-change-terms">
          {planChangeText(PLANS[user.plan].name, newLabel, newPrice)}
        </p>
      )}
      <p className="muted small billing-terms">
        Billed monthly in EUR, tax included. Cancel anytime; access continues to the end of the billing
        period. Unused templates do not roll over and payments are non-refundable (
        <Link to="/terms">Terms of Service</Link>).
      </p>
    </>
  );
}

interface Props {
  planKey: "basic" | "premium";
  user: StoredUser;
  onClose(): void;
  onSuccess(result: VerifyResult): void;
  onError(message: string): void;
}

export function PurchaseModal({ planKey, user, onClose, onSuccess, onError }: Props) {
  const plan = PLANS[planKey];
  const info = planKeyInfo(planKey);
  return (
    <Modal title={`Complete Your ${plan.name} Plan Purchase`} onClose={onClose} className="purchase-modal">
      <div className="purchase-summary">
        <div>
          <div className="purchase-price">
            {formatEuro(info.price)}
            <span>/month</span>
          </div>
          <div className="muted small">{info.perTemplate}</div>
        </div>
        <div className="purchase-allowance">
          <strong>{info.allowance}</strong>
          <span className="muted small">
            {plan.campaignTypes.length > 1
              ? `${plan.campaignTypes.length} campaign types`
              : plan.campaignTypes[0]}
          </span>
        </div>
      </div>
      <BillingTerms user={user} newLabel={info.label} newPrice={info.price} />
      <KeysDowngradeNote from={user.plan} to={planKey} />
      <SubscriptionButton
        planName={planKey}
        planLabel={info.label}
        price={info.price}
        userId={user.id}
        userEmail={user.email}
        onSuccess={onSuccess}
        onError={onError}
      />
    </Modal>
  );
}
