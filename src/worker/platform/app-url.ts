import type { AppBindings } from "../env";

/**
 * Base URL for links in e-mails: the caller's origin only in development (any port); everywhere else the
 * configured one, so a forged Host header can never point a reset link at another site.
 */
export function appUrl(env: AppBindings, requestUrl: string): string {
  if (env.APP_ENV !== "development") return env.APP_URL.replace(/\/$/, "");
  return new URL(requestUrl).origin;
}
