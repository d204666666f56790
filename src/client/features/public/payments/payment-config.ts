import { request, type Answer, type Api } from "../../../lib/api";

export type PaidPlanKey = "basic" | "premium" | "enterprise-50" | "enterprise-100";
export type BillingCycle = "monthly" | "yearly";

export type PaymentConfig = Answer<Api["api"]["payment"]["config"]["$get"]>;

let cached: Promise<PaymentConfig> | null = null;

export function loadPaymentConfig(): Promise<PaymentConfig> {
  if (!cached) {
    cached = request({ fallbackError: "Payment configuration could not be loaded" }, (c) =>
      c.api.payment.config.$get(),
    );
    cached.catch(() => (cached = null));
  }
  return cached;
}

/** @internal */
export function resetPaymentConfigCache() {
  cached = null;
}

export function planIdFor(config: PaymentConfig, key: PaidPlanKey, cycle: BillingCycle = "monthly"): string {
  if (key === "enterprise-50") return cycle === "monthly" ? config.plans.enterprise["50"] : "";
  if (key === "enterprise-100") return cycle === "monthly" ? config.plans.enterprise["100"] : "";
  return config.plans[key][cycle];
}
