import { lazy, Suspense, useCallback, useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isPlanId, PLANS, type PlanId } from "../../../shared/plans";
import { getStoredUser, updateStoredUser } from "../../lib/session";
import { getSubscriptionStatus } from "./payments/subscription-status";
import { Notices, showNotice } from "./notice";
import { readPendingPlan } from "./pricing/pending-plan";
import { useHydrated } from "../../lib/use-hydrated";
import { afterEmailVerified } from "./email-verified-return";
import "./public.css";

const PricingView = lazy(() => import("./pricing/pricing-view").then((m) => ({ default: m.PricingView })));

export const PAYMENT_ALERTS = {
  success: (plan: string) => `Payment successful! Your ${plan} plan is now active.`,
  cancelled: "Payment was cancelled. You can try again anytime.",
  error: "There was an error processing your payment. Please try again.",
};

const PRICING_PARAMS = ["showPricing", "plan", "checkPendingPlan"];

function planFromParam(value: string | null): PlanId | null {
  const plan = value?.toLowerCase().replace(/[-_ ]?(50|100)$/, "") ?? null;
  return isPlanId(plan) && plan !== "free" ? plan : null;
}

/**
 * A payment notice is shown only to a signed-in user, and the success notice only once the server (which asks PayPal
 * about anything still pending) reports that plan on the account: a crafted link proves nothing.
 */
async function showPaymentNotice(payment: string, planParam: string | null): Promise<void> {
  if (!getStoredUser()) return;
  if (payment === "cancelled") return showNotice("warning", PAYMENT_ALERTS.cancelled);
  if (payment === "error") return showNotice("error", PAYMENT_ALERTS.error);
  const plan = planFromParam(planParam);
  if (payment !== "success" || !plan) return;
  const status = await getSubscriptionStatus().catch(() => null);
  if (!status) return;
  updateStoredUser(status.user);
  if (status.user.plan !== plan || status.user.subscriptionStatus !== "active") return;
  showNotice("success", PAYMENT_ALERTS.success(PLANS[plan].name));
  sessionStorage.setItem("showDashboard", "true");
}

/** What "/" adds over the landing page or the dashboard: the pricing view, payment-return alerts, notices. */
export function PublicOverlays() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // The pre-rendered HTML knows no query: what the query opens appears right after hydration, not during it.
  const hydrated = useHydrated();
  const payment = params.get("payment");
  const emailVerified = params.get("emailVerified");
  const showPricing =
    hydrated &&
    (params.get("showPricing") === "true" ||
      (params.get("checkPendingPlan") === "true" && !!readPendingPlan()));

  useEffect(() => {
    if (!payment) return;
    void showPaymentNotice(payment, params.get("plan"));
    setParams(
      (p) => {
        p.delete("payment");
        p.delete("plan");
        return p;
      },
      { replace: true },
    );
  }, [payment, params, setParams]);

  useEffect(() => {
    if (emailVerified !== "true") return;
    void afterEmailVerified(params, navigate);
  }, [emailVerified, params, navigate]);

  const closePricing = useCallback(() => {
    setParams(
      (p) => {
        for (const k of PRICING_PARAMS) p.delete(k);
        return p;
      },
      { replace: true },
    );
  }, [setParams]);

  return (
    <>
      <Notices />
      {showPricing && !payment && (
        <Suspense fallback={null}>
          <PricingView planParam={params.get("plan")} onClose={closePricing} />
        </Suspense>
      )}
    </>
  );
}
