import type { PlanId } from "../../../shared/plans";
import { canAskVariants, VARIANT_COUNTS, VARIANT_LABELS, type VariantCount } from "../../../shared/variants";
import { Icon } from "../../components/icon";

interface Props {
  plan: PlanId;
  value: VariantCount;
  onChange: (value: VariantCount) => void;
  /** Below Premium, 2 and 3 stay visible and open the upgrade dialog instead. */
  onUpgrade: () => void;
}

/** "1 / 2 / 3 versions": versions of one brief for A/B tests, all for one template credit. */
export function VariantsControl({ plan, value, onChange, onUpgrade }: Props) {
  const allowed = canAskVariants(plan);
  const labels = VARIANT_LABELS.slice(0, value)
    .join(", ")
    .replace(/, (\w)$/, " and $1");
  return (
    <div className="field variants-field">
      <span className="dash-label">
        <span id="variants-label">Versions for A/B testing</span>
        {!allowed && (
          <span className="lock-note">
            <Icon name="lock" size={12} /> Premium
          </span>
        )}
      </span>
      <div
        className="segmented"
        role="group"
        aria-labelledby="variants-label"
        aria-describedby="variants-help"
      >
        {VARIANT_COUNTS.map((n) => {
          const locked = n > 1 && !allowed;
          return (
            <button
              key={n}
              type="button"
              aria-pressed={value === n}
              className={locked ? "segmented-locked" : undefined}
              onClick={() => (locked ? onUpgrade() : onChange(n))}
            >
              {locked && <Icon name="lock" size={12} label="Premium feature" />}
              {n} {n === 1 ? "version" : "versions"}
            </button>
          );
        })}
      </div>
      <p className="muted small" id="variants-help">
        {!allowed ? (
          <>
            Get 2 or 3 versions of one brief for A/B tests with Premium, for one template credit.{" "}
            <button type="button" className="link-button" onClick={onUpgrade}>
              Upgrade
            </button>
          </>
        ) : value > 1 ? (
          `One template credit for ${value} versions with their own subject line, preheader, headline and opening, saved as versions ${labels}.`
        ) : (
          "Ask for 2 or 3 versions to A/B test subject lines and openings, for one template credit."
        )}
      </p>
    </div>
  );
}
