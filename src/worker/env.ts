import type { Db } from "./platform/db";

export interface AppBindings extends Env {
  /** Workers AI, bound in production only. */
  AI?: Ai;
  /**
   * Cloudflare Browser Rendering, optional and unbound by default: when bound, the site reader renders a page whose
   * brand colour its static reading is unsure of (`siteRendererFor`).
   */
  BROWSER?: Fetcher;
  /** Cloudflare Email Routing send binding, production only. */
  EMAIL?: SendEmail;
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_CLIENT_SECRET?: string;
  PAYPAL_WEBHOOK_ID?: string;
  PAYPAL_API_BASE?: string;
  PAYPAL_PLAN_BASIC_MONTHLY?: string;
  PAYPAL_PLAN_PREMIUM_MONTHLY?: string;
  PAYPAL_PLAN_ENTERPRISE_50_MONTHLY?: string;
  PAYPAL_PLAN_ENTERPRISE_100_MONTHLY?: string;
  ADMIN_TOKEN?: string;
  /** Static assets (the built SPA); absent in worker tests. */
  ASSETS?: Fetcher;
  /** Cloudflare Web Analytics beacon token; analytics load only with it and the visitor's consent. */
  ANALYTICS_TOKEN?: string;
  JWT_SECRET: string;
  /** Derives the AES-GCM key for stored e-mail platform API keys; a development value in wrangler vars, a secret in production. */
  PLATFORM_KEYS_SECRET?: string;
  /** E-mail platform API bases; tests point them at local stand-ins. Mailchimp's "{dc}" is the key's data centre. */
  MAILCHIMP_API_BASE?: string;
  BREVO_API_BASE?: string;
  KLAVIYO_API_BASE?: string;
  /** Tests and local runs only: multiplies the time limits on reading websites (platform/time-limits.ts). */
  TIME_LIMIT_SCALE?: string;
}

export type AppEnv = {
  Bindings: AppBindings;
  Variables: { db: Db; userId: string };
};

export function isProduction(env: Pick<AppBindings, "APP_ENV">): boolean {
  return env.APP_ENV === "production";
}
