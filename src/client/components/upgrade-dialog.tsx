import { useNavigate } from "react-router";
import { formatEuro, PLAN_RANK, PLANS, type PlanId } from "../../shared/plans";
import { Modal } from "./modal";
import { Icon } from "./icon";

export type UpgradeTarget = "basic" | "premium" | "enterprise";

const TITLES: Record<UpgradeTarget, string> = {
  basic: "Upgrade to Basic",
  premium: "Upgrade to Premium",
  enterprise: "Upgrade to Enterprise",
};

/** Premium-feature upsell with plan cards; the choice continues in the pricing view. */
export function UpgradeDialog({
  target,
  currentPlan,
  reason,
  onClose,
}: {
  target: UpgradeTarget;
  currentPlan: PlanId;
  reason?: string;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const plans = (["basic", "premium", "enterprise"] as const).filter(
    (p) => PLAN_RANK[p] > PLAN_RANK[currentPlan],
  );
  const featured: UpgradeTarget =
    PLAN_RANK[target] > PLAN_RANK[currentPlan] ? target : (plans[0] ?? "enterprise");
  const choose = (plan: PlanId) => {
    onClose();
    navigate(`/?showPricing=true&plan=${plan}`);
  };
  return (
    <Modal title={TITLES[featured]} onClose={onClose} wide>
      {reason && <p className="muted">{reason}</p>}
      <div className="upgrade-cards">
        {plans.map((id) => {
          const plan = PLANS[id];
          return (
            <div key={id} className={`upgrade-card ${id === featured ? "upgrade-card-featured" : ""}`}>
              <h3>{plan.name}</h3>
              <p className="upgrade-price">
                {id === "enterprise" ? "from " : ""}
                {formatEuro(plan.monthlyPrice)}
                <span>/month</span>
              </p>
              <p className="upgrade-allowance">{plan.templates}</p>
              <ul>
                {[...plan.advancedFeatures, ...plan.campaignTypes.slice(0, 2)].slice(0, 4).map((f) => (
                  <li key={f}>
                    <Icon name="check" size={14} /> {f}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className={`btn ${id === featured ? "btn-primary" : "btn-secondary"}`}
                onClick={() => choose(id)}
              >
                Choose {plan.name}
              </button>
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
