import { Link } from "react-router";
import { ENTERPRISE_TIERS, PLANS, type EnterpriseTier, type PlanId } from "../../../../shared/plans";
import { Modal } from "../modal";

interface Props {
  plan: PlanId;
  tier?: EnterpriseTier;
  onRegister(): void;
  onClose(): void;
  /** Going to log in keeps the chosen plan (its checkout opens after signing in); closing lets it go. */
  onLogin?(): void;
}

/** Shown to visitors who pick a plan: every account starts free, the chosen plan is remembered for later. */
export function SignupPrompt({ plan, tier, onRegister, onClose, onLogin }: Props) {
  const name = plan === "enterprise" && tier ? ENTERPRISE_TIERS[tier].name : PLANS[plan].name;
  return (
    <Modal
      title={plan === "free" ? "Start with your free template" : `Log in or sign up to get ${name}`}
      onClose={onClose}
    >
      <p>
        {plan === "free"
          ? "Sign up free, no credit card needed. Your first branded template is on us."
          : `Log in and the ${name} checkout opens. New here? Every account starts on Free with 1 template and no card; we have saved your ${name} choice, and once your e-mail is verified and you are signed in, the checkout opens for you.`}
      </p>
      <div className="modal-actions stacked">
        {plan !== "free" && (
          <Link className="btn btn-primary btn-block" to="/login" onClick={onLogin ?? onClose}>
            I already have an account – Log in
          </Link>
        )}
        <button
          type="button"
          className={`btn ${plan === "free" ? "btn-primary" : "btn-secondary"} btn-block`}
          onClick={onRegister}
        >
          Sign up for free
        </button>
        {plan === "free" && (
          <Link className="btn btn-secondary btn-block" to="/login" onClick={onLogin ?? onClose}>
            I already have an account – Log in
          </Link>
        )}
      </div>
    </Modal>
  );
}
