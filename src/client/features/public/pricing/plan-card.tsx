import {
  ENTERPRISE_TIERS,
  formatEuro,
  type EnterpriseTier,
  type PlanId,
  type PlanInfo,
} from "../../../../shared/plans";

export interface PlanCardProps {
  plan: PlanInfo;
  tier: EnterpriseTier;
  onTierChange(tier: EnterpriseTier): void;
  onSelect(plan: PlanId, tier?: EnterpriseTier): void;
  buttonLabel: string;
  buttonDisabled?: boolean;
  preselected?: boolean;
  current?: boolean;
}

function List({ title, items, kind }: { title: string; items: string[]; kind: "yes" | "no" }) {
  if (!items.length) return null;
  return (
    <div className="plan-list">
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item} className={kind === "yes" ? "yes" : "no"}>
            <span aria-hidden="true">{kind === "yes" ? "✓" : "✕"}</span> {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PlanCard({
  plan,
  tier,
  onTierChange,
  onSelect,
  buttonLabel,
  buttonDisabled,
  preselected,
  current,
}: PlanCardProps) {
  const enterprise = plan.id === "enterprise";
  const price = enterprise ? ENTERPRISE_TIERS[tier].price : plan.monthlyPrice;
  const allowance = enterprise ? `${tier} templates per month` : plan.templates;
  const perTemplate = enterprise
    ? `${formatEuro(ENTERPRISE_TIERS[tier].perTemplate)} per template`
    : plan.perTemplatePrice;
  const features = enterprise
    ? plan.features.filter((f) => tier === 100 || !f.includes("(100 tier)"))
    : plan.features;
  const popular = plan.id === "premium";
  return (
    <article
      className={`plan-card${popular ? " popular" : ""}${preselected ? " preselected" : ""}${current ? " current" : ""}`}
      aria-labelledby={`plan-${plan.id}-name`}
      data-plan={plan.id}
    >
      {popular && <span className="plan-ribbon">Most popular</span>}
      {current && <span className="plan-ribbon current-ribbon">Your plan</span>}
      <div className="plan-head">
        <h3 id={`plan-${plan.id}-name`}>{plan.name}</h3>
        {enterprise && (
          <div className="tier-toggle" role="group" aria-label="Enterprise templates per month">
            {([50, 100] as const).map((t) => (
              <button
                key={t}
                type="button"
                aria-pressed={tier === t}
                aria-label={`${t} templates`}
                className={tier === t ? "active" : ""}
                onClick={() => onTierChange(t)}
              >
                {t}
              </button>
            ))}
          </div>
        )}
      </div>
      <p className="plan-desc">{plan.description}</p>
      <div className="plan-price">
        <span className="amount">{formatEuro(price)}</span>
        <span className="per">/month</span>
      </div>
      <p className="plan-allowance">{allowance}</p>
      <p className="plan-per-template">
        {plan.id === "free" ? "No credit card required" : `${perTemplate} · tax included`}
      </p>
      <button
        type="button"
        className={`btn btn-block ${popular || preselected ? "btn-primary" : "btn-secondary"}`}
        disabled={buttonDisabled}
        onClick={() => onSelect(plan.id, enterprise ? tier : undefined)}
      >
        {buttonLabel}
      </button>
      <List title="Campaign types" items={plan.campaignTypes} kind="yes" />
      <List title="Advanced features" items={plan.advancedFeatures} kind="yes" />
      <List title="Features" items={features} kind="yes" />
      <List title="Limitations" items={plan.limitations} kind="no" />
    </article>
  );
}
