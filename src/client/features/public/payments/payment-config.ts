import { api } from "../../../lib/api";

export type PaymentMode = "simulated" | "paypal";
export type PaidPlanKey = "basic" | "premium" | "enterprise-50" | "enterprise-100";
export type BillingCycle = "monthly" | "yearly";

export interface PaymentConfig {
  mode: PaymentMode;
  currency: "EUR";
  supportEmail: string;
  clientId: string;
  plans: {
    basic: { monthly: string; yearly: string };
    premium: { monthly: string; yearly: string };
    enterprise: { "50": string; "100": string };
  };
}

let cached: Promise<PaymentConfig> | null = null;

export function loadPaymentConfig(): Promise<PaymentConfig> {
  if (!cached) {
    cached = api<PaymentConfig>("/api/payment/config", {
      fallbackError: "Payment configuration could not be loaded",
    });
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
