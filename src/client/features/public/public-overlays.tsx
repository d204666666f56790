import { lazy, Suspense, useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { isPlanId, PLANS } from "../../../shared/plans";
import { Notices, showNotice } from "./notice";
import { readPendingPlan } from "./pricing/pending-plan";
import "./public.css";

const PricingView = lazy(() => import("./pricing/pricing-view").then((m) => ({ default: m.PricingView })));

export const PAYMENT_ALERTS = {
  success: (plan: string) => `Payment successful! Your ${plan} plan is now active.`,
  cancelled: "Payment was cancelled. You can try again anytime.",
  error: "There was an error processing your payment. Please try again.",
};

const PRICING_PARAMS = ["showPricing", "plan", "checkPendingPlan"];

/** What "/" adds over the landing page or the dashboard: the pricing view, payment-return alerts, notices. */
export function PublicOverlays() {
  const [params, setParams] = useSearchParams();
  const payment = params.get("payment");
  const showPricing =
    params.get("showPricing") === "true" ||
    (params.get("checkPendingPlan") === "true" && !!readPendingPlan());

  useEffect(() => {
    if (!payment) return;
    const plan = params.get("plan");
    const planName = isPlanId(plan) ? PLANS[plan].name : "new";
    if (payment === "success") {
      showNotice("success", PAYMENT_ALERTS.success(planName));
      sessionStorage.setItem("showDashboard", "true");
    } else if (payment === "cancelled") showNotice("warning", PAYMENT_ALERTS.cancelled);
    else if (payment === "error") showNotice("error", PAYMENT_ALERTS.error);
    setParams(
      (p) => {
        p.delete("payment");
        p.delete("plan");
        return p;
      },
      { replace: true },
    );
  }, [payment, params, setParams]);

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
