import { PLANS } from "../../shared/plans";
import type { UpgradeTarget } from "./upgrade-dialog";
import { Icon } from "./icon";

/**
 * An action the account's plan lacks, shown with the plan that has it: a click opens the way to that plan (the
 * upgrade dialog), never a request the server would refuse.
 */
export function PlanLockedButton({
  label,
  plan,
  className = "btn btn-small btn-secondary",
  onUpgrade,
}: {
  label: string;
  plan: UpgradeTarget;
  className?: string;
  onUpgrade: () => void;
}) {
  const name = PLANS[plan].name;
  return (
    <button
      type="button"
      className={`${className} btn-plan-locked`}
      aria-label={`${label} (${name} plan: see plans)`}
      title={`${label} is part of the ${name} plan`}
      onClick={onUpgrade}
    >
      <Icon name="lock" size={14} />
      {label}
      <span className="plan-badge" data-testid="plan-badge">
        {name}
      </span>
    </button>
  );
}
