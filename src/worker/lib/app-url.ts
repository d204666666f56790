import type { AppBindings } from "../env";
import { isProduction } from "../env";

/** Base URL for links in e-mails: the configured one in production, the caller's origin locally (any port). */
export function appUrl(env: AppBindings, requestUrl: string): string {
  if (isProduction(env)) return env.APP_URL.replace(/\/$/, "");
  return new URL(requestUrl).origin;
}
