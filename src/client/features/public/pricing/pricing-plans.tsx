import { useState } from "react";
import { PLAN_IDS, PLAN_RANK, PLANS, type EnterpriseTier, type PlanId } from "../../../../shared/plans";
import type { StoredUser } from "../../../lib/session";
import { PlanCard } from "./plan-card";
import { CONTACT_EMAIL } from "../../../lib/contact";

export const CONTACT_SUPPORT = "Contact Support";

interface Props {
  user: StoredUser | null;
  onSelect(plan: PlanId, tier?: EnterpriseTier): void;
  preselected?: PlanId | null;
  initialTier?: EnterpriseTier;
}

function labelFor(plan: PlanId, user: StoredUser | null): { label: string; disabled: boolean } {
  const name = PLANS[plan].name;
  if (!user) return { label: plan === "free" ? "Start free" : `Choose ${name}`, disabled: false };
  const current = user.plan === plan;
  if (plan === "free")
    return current ? { label: "Current plan", disabled: true } : { label: "Switch to Free", disabled: false };
  if (current && plan !== "enterprise" && user.subscriptionStatus === "active")
    return { label: "Current plan", disabled: true };
  // Spec 02 section 4: Enterprise 100 is the top: support, not a checkout; 50 can move up; no limit chooses one.
  if (current && plan === "enterprise") {
    if (user.customTemplateLimit === 100) return { label: CONTACT_SUPPORT, disabled: false };
    if (user.customTemplateLimit == null) return { label: "Choose Enterprise Plan", disabled: false };
    return { label: "Upgrade to Enterprise 100", disabled: false };
  }
  if (current) return { label: `Renew ${name}`, disabled: false };
  // Never call a move to a smaller plan an upgrade.
  if (PLAN_RANK[plan] < PLAN_RANK[user.plan]) return { label: `Switch to ${name}`, disabled: false };
  return { label: `Upgrade to ${name}`, disabled: false };
}

/** The four plan cards, built from the shared plan catalogue. */
export function PricingPlans({ user, onSelect, preselected, initialTier = 50 }: Props) {
  const [tier, setTier] = useState<EnterpriseTier>(
    user?.plan === "enterprise" && user.customTemplateLimit === 100 ? 100 : initialTier,
  );
  return (
    <section id="pricing-plans" className="pricing-grid" aria-label="Plans">
      {PLAN_IDS.map((id) => {
        const { label, disabled } = labelFor(id, user);
        return (
          <PlanCard
            key={id}
            plan={PLANS[id]}
            tier={tier}
            onTierChange={setTier}
            onSelect={
              label === CONTACT_SUPPORT
                ? () =>
                    window.location.assign(
                      `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent("Enterprise plan")}`,
                    )
                : onSelect
            }
            buttonLabel={label}
            buttonDisabled={disabled}
            preselected={preselected === id}
            current={user?.plan === id}
          />
        );
      })}
    </section>
  );
}
