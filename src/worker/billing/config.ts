import { isProduction, type AppBindings } from "../env";
import { PAYPAL_SANDBOX_API } from "./paypal";

export const PAYPAL_LIVE_API = "https://api-m.paypal.com";

/** An explicit PAYPAL_API_BASE wins; otherwise production talks to live PayPal and everything else to the sandbox. */
export function paypalApiBase(env: Pick<AppBindings, "APP_ENV" | "PAYPAL_API_BASE">): string {
  const explicit = env.PAYPAL_API_BASE?.trim();
  if (explicit) return explicit.replace(/\/+$/, "");
  return isProduction(env) ? PAYPAL_LIVE_API : PAYPAL_SANDBOX_API;
}

const PAYPAL_REQUIRED = [
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "PAYPAL_WEBHOOK_ID",
  "PAYPAL_PLAN_BASIC_MONTHLY",
  "PAYPAL_PLAN_PREMIUM_MONTHLY",
  "PAYPAL_PLAN_ENTERPRISE_50_MONTHLY",
  "PAYPAL_PLAN_ENTERPRISE_100_MONTHLY",
] as const;

/**
 * Names (never values) of the settings that real payments need but are missing. Checked by /api/health so a
 * deployment is reported not ready before a buyer pays, instead of failing after the PayPal approval.
 */
export function missingPaymentSettings(env: AppBindings): string[] {
  const mode = (env.PAYMENT_MODE ?? "").trim().toLowerCase();
  if (mode !== "paypal") return isProduction(env) ? ["PAYMENT_MODE"] : [];
  const record = env as unknown as Record<string, unknown>;
  return PAYPAL_REQUIRED.filter((name) => {
    const value = record[name];
    return typeof value !== "string" || value.trim() === "";
  });
}
