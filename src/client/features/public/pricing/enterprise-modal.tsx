import { useState } from "react";
import { ENTERPRISE_TIERS, formatEuro, type EnterpriseTier } from "../../../../shared/plans";
import type { StoredUser } from "../../../lib/session";
import { Modal } from "../modal";
import { SubscriptionButton } from "../payments/subscription-button";
import type { VerifyResult } from "../payments/verify-subscription";
import { BillingTerms } from "./purchase-modal";

interface Props {
  initialTier: EnterpriseTier;
  /** Signed out, the selector picks a tier and hands it on to sign-up or login. */
  user: StoredUser | null;
  onChooseSignedOut?(tier: EnterpriseTier): void;
  onClose(): void;
  onSuccess(result: VerifyResult): void;
  onError(message: string): void;
}

/** What the 100 tier saves on each template against the 50 tier (spec 02 section 9: "best value, saves 0.49 each"). */
export const ENTERPRISE_100_SAVING = ENTERPRISE_TIERS[50].perTemplate - ENTERPRISE_TIERS[100].perTemplate;

function tierNote(t: EnterpriseTier): string {
  const info = ENTERPRISE_TIERS[t];
  const value = t === 100 ? ` · Best value: saves ${formatEuro(ENTERPRISE_100_SAVING)} per template` : "";
  return `${formatEuro(info.perTemplate)} per template${value} · ${info.features.slice(-2).join(", ")}`;
}

export function EnterpriseModal({
  initialTier,
  user,
  onClose,
  onSuccess,
  onError,
  onChooseSignedOut,
}: Props) {
  const [tier, setTier] = useState<EnterpriseTier>(initialTier);
  const current =
    user?.plan === "enterprise" && user.subscriptionStatus === "active"
      ? (user.customTemplateLimit ?? 100)
      : null;
  return (
    <Modal title="Choose Your Enterprise Plan" onClose={onClose} className="purchase-modal">
      <fieldset className="tier-options">
        <legend className="muted small">Templates per month, billed monthly in EUR</legend>
        {([50, 100] as const).map((t) => {
          const info = ENTERPRISE_TIERS[t];
          return (
            <label key={t} className={`tier-option${tier === t ? " selected" : ""}`}>
              <input
                type="radio"
                name="enterprise-tier"
                value={t}
                checked={tier === t}
                onChange={() => setTier(t)}
                disabled={current === t}
              />
              <span className="tier-name">{info.name}</span>
              <span className="tier-price">
                {formatEuro(info.price)} <small>/month</small>
              </span>
              <span className="tier-note muted small">
                {current === t ? "Your current tier" : tierNote(t)}
              </span>
            </label>
          );
        })}
      </fieldset>
      {!user ? (
        <button type="button" className="btn btn-primary btn-block" onClick={() => onChooseSignedOut?.(tier)}>
          Continue with {ENTERPRISE_TIERS[tier].name}
        </button>
      ) : current === tier ? (
        <>
          <BillingTerms
            user={user}
            newLabel={ENTERPRISE_TIERS[tier].name}
            newPrice={ENTERPRISE_TIERS[tier].price}
          />
          <p className="alert alert-info">You are already on this tier.</p>
        </>
      ) : (
        <>
          <BillingTerms
            user={user}
            newLabel={ENTERPRISE_TIERS[tier].name}
            newPrice={ENTERPRISE_TIERS[tier].price}
          />
          <SubscriptionButton
            key={tier}
            planName={tier === 50 ? "enterprise-50" : "enterprise-100"}
            planLabel={ENTERPRISE_TIERS[tier].name}
            price={ENTERPRISE_TIERS[tier].price}
            userId={user.id}
            userEmail={user.email}
            onSuccess={onSuccess}
            onError={onError}
          />
        </>
      )}
    </Modal>
  );
}
