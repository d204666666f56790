import { Link } from "react-router";
import { ENTERPRISE_TIERS, PLANS, type EnterpriseTier, type PlanId } from "../../../../shared/plans";
import { Modal } from "../modal";

interface Props {
  plan: PlanId;
  tier?: EnterpriseTier;
  onRegister(): void;
  onClose(): void;
}

/** Shown to visitors who pick a plan: every account starts free, the chosen plan is remembered for later. */
export function SignupPrompt({ plan, tier, onRegister, onClose }: Props) {
  const name = plan === "enterprise" && tier ? ENTERPRISE_TIERS[tier].name : PLANS[plan].name;
  return (
    <Modal
      title={plan === "free" ? "Start with your free template" : `Create your account to get ${name}`}
      onClose={onClose}
    >
      <p>
        {plan === "free"
          ? "Sign up free, no credit card needed. Your first branded template is on us."
          : `Every account starts on Free with 1 template and no card. We have saved your ${name} choice: once your e-mail is verified and you are signed in, the checkout opens for you.`}
      </p>
      <div className="modal-actions stacked">
        <button type="button" className="btn btn-primary btn-block" onClick={onRegister}>
          Sign up for free
        </button>
        <Link className="btn btn-secondary btn-block" to="/login" onClick={onClose}>
          I already have an account – Log in
        </Link>
      </div>
    </Modal>
  );
}
