import { useCallback, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { PLAN_RANK, PLANS, type EnterpriseTier, type PlanId } from "../../../../shared/plans";
import { getStoredUser, updateStoredUser, type StoredUser } from "../../../lib/session";
import { useUser } from "../../../lib/use-user";
import { showNotice, showNoticeDialog } from "../notice";
import { refreshAfterCheckout } from "../payments/after-checkout";
import type { VerifyResult } from "../payments/verify-subscription";
import { DowngradeModal } from "./downgrade-modal";
import { EnterpriseModal } from "./enterprise-modal";
import { clearPendingPlan, savePendingPlan } from "./pending-plan";
import { PurchaseModal } from "./purchase-modal";
import { RegistrationSlot } from "./registration-slot";
import { SignupPrompt } from "./signup-prompt";

type Dialog =
  | { kind: "none" }
  | { kind: "signup"; plan: PlanId; tier?: EnterpriseTier }
  | { kind: "register" }
  | { kind: "purchase"; plan: "basic" | "premium" }
  | { kind: "enterprise"; tier: EnterpriseTier }
  | { kind: "downgrade" };

export const PAYMENT_FAILED = "Payment failed. Please try again.";
export const MANUAL_CANCELLATION_REQUIRED =
  "We could not cancel your previous subscription automatically. Please cancel it in your PayPal account or contact support.";
export const ENTERPRISE_SUBSCRIPTION_FAILED = "Subscription failed. Please try again.";

/**
 * The title of the success notice: what happened to the subscription. Every one mentions Subscription, so closing
 * the notice reloads the page (spec 02 section 4).
 */
export function planChangeTitle(
  before: Pick<StoredUser, "plan" | "customTemplateLimit" | "subscriptionStatus"> | null,
  result: Pick<VerifyResult, "plan" | "planName">,
): string {
  if (!before || before.plan === "free" || before.subscriptionStatus !== "active")
    return "Subscription activated";
  const rank = (plan: PlanId, fifty: boolean) =>
    PLAN_RANK[plan] * 2 + (plan === "enterprise" && !fifty ? 1 : 0);
  const from = rank(before.plan, before.customTemplateLimit === 50);
  const to = rank(result.plan, result.planName === "enterprise-50");
  return to > from ? "Subscription upgraded" : "Subscription changed";
}

/** Plan selection rules of the pricing screens; `onDone` closes the pricing view once a purchase succeeds. */
export function usePlanSelection(onDone: () => void): {
  select(plan: PlanId, tier?: EnterpriseTier): void;
  dialogs: ReactNode;
} {
  const user = useUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>({ kind: "none" });
  const close = useCallback(() => setDialog({ kind: "none" }), []);
  // A visitor who closes the sign-up for a plan has let that choice go: a later free sign-up must not open its checkout.
  // ("Log in" from the dialog keeps it: the checkout opens after signing in.)
  const closeRegistration = useCallback((keepPlan: boolean) => {
    setDialog({ kind: "none" });
    if (!keepPlan && !getStoredUser()) clearPendingPlan();
  }, []);

  const select = useCallback(
    (plan: PlanId, tier?: EnterpriseTier) => {
      const current = getStoredUser();
      if (!current) {
        if (plan === "free") {
          clearPendingPlan();
          setDialog({ kind: "signup", plan });
          return;
        }
        // Spec 01 section 4: Basic or Premium opens the login modal naming the plan; Enterprise first picks its tier.
        if (plan === "enterprise") {
          setDialog({ kind: "enterprise", tier: tier ?? 50 });
          return;
        }
        savePendingPlan({ plan, tier });
        setDialog({ kind: "signup", plan });
        return;
      }
      if (!current.email) {
        navigate("/login");
        return;
      }
      if (plan === "free") {
        if (current.plan === "free") {
          onDone();
          return;
        }
        setDialog({ kind: "downgrade" });
        return;
      }
      if (plan === "enterprise") {
        setDialog({ kind: "enterprise", tier: tier ?? 50 });
        return;
      }
      if (current.plan === plan && current.subscriptionStatus === "active") {
        showNotice("info", `You are already on the ${PLANS[plan].name} plan.`);
        return;
      }
      setDialog({ kind: "purchase", plan });
    },
    [navigate, onDone],
  );

  const onSuccess = useCallback(
    (result: VerifyResult) => {
      const title = planChangeTitle(getStoredUser(), result);
      updateStoredUser({ ...result.user, plan: result.plan, templateLimit: result.templateLimit });
      clearPendingPlan();
      // Spec 02 section 4: the profile is read again 2, 5 and 8 s after checkout (with the verify fallback on a 401).
      refreshAfterCheckout({ subscriptionId: result.subscriptionId, planName: result.planName });
      // The notice stays until the user closes it, then the page reloads; a replaced subscription is cancelled by
      // the server, which retries, and only a final failure needs the user: it is said in the same notice.
      showNoticeDialog({
        title,
        kind: "success",
        message: `Payment successful! Your ${PLANS[result.plan].name} plan is now active.`,
        warning: result.manualCancellationRequired ? MANUAL_CANCELLATION_REQUIRED : undefined,
      });
      sessionStorage.setItem("showDashboard", "true");
      setDialog({ kind: "none" });
      onDone();
    },
    [onDone],
  );
  const onError = useCallback(() => showNotice("error", PAYMENT_FAILED), []);
  const onEnterpriseError = useCallback(() => showNotice("error", ENTERPRISE_SUBSCRIPTION_FAILED), []);

  let dialogs: ReactNode = null;
  if (dialog.kind === "signup")
    dialogs = (
      <SignupPrompt
        plan={dialog.plan}
        tier={dialog.tier}
        onClose={() => closeRegistration(false)}
        onLogin={close}
        onRegister={() => setDialog({ kind: "register" })}
      />
    );
  else if (dialog.kind === "register") dialogs = <RegistrationSlot onClose={closeRegistration} />;
  else if (user && dialog.kind === "purchase")
    dialogs = (
      <PurchaseModal
        planKey={dialog.plan}
        user={user}
        onClose={close}
        onSuccess={onSuccess}
        onError={onError}
      />
    );
  else if (dialog.kind === "enterprise")
    dialogs = (
      <EnterpriseModal
        initialTier={dialog.tier}
        user={user}
        onClose={close}
        onSuccess={onSuccess}
        onError={onEnterpriseError}
        onChooseSignedOut={(tier) => {
          savePendingPlan({ plan: "enterprise", tier });
          setDialog({ kind: "signup", plan: "enterprise", tier });
        }}
      />
    );
  else if (user && dialog.kind === "downgrade") dialogs = <DowngradeModal user={user} onClose={close} />;

  return { select, dialogs };
}
