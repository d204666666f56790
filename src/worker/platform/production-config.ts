import type { MiddlewareHandler } from "hono";
import type { AppBindings, AppEnv } from "../env";
import { errorBody } from "./errors";

/** The JWT secret wrangler.jsonc carries for development; never valid anywhere else. */
export const DEV_JWT_SECRET = "dev-only-secret-change-me-in-production-0123456789";
export const MIN_SECRET_LENGTH = 32;

const isDevelopment = (env: Pick<AppBindings, "APP_ENV">) => env.APP_ENV === "development";

/** What makes this configuration unsafe to serve outside development (empty when it is fine). */
export function unsafeConfiguration(env: Pick<AppBindings, "APP_ENV" | "JWT_SECRET">): string[] {
  if (isDevelopment(env)) return [];
  const secret = env.JWT_SECRET ?? "";
  if (!secret) return ["JWT_SECRET is not set"];
  if (secret.length < MIN_SECRET_LENGTH)
    return [`JWT_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`];
  if (secret === DEV_JWT_SECRET || /dev-only-secret|change-me/i.test(secret))
    return ["JWT_SECRET is the development value"];
  return [];
}

/** The platform-keys secret wrangler.jsonc carries for development; never valid anywhere else. */
export const DEV_PLATFORM_KEYS_SECRET = "dev-only-platform-keys-secret-change-me-0123456789";

/**
 * Why stored platform API keys cannot be used (null when they can). Outside development the secret must be a real
 * one, as JWT_SECRET must; only the routes that read or write keys refuse without it, the rest of the app serves.
 */
export function platformKeysSecretProblem(
  env: Pick<AppBindings, "APP_ENV" | "PLATFORM_KEYS_SECRET">,
): string | null {
  const secret = env.PLATFORM_KEYS_SECRET ?? "";
  if (!secret) return "PLATFORM_KEYS_SECRET is not set";
  if (isDevelopment(env)) return null;
  if (secret.length < MIN_SECRET_LENGTH)
    return `PLATFORM_KEYS_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`;
  if (secret === DEV_PLATFORM_KEYS_SECRET || /dev-only|change-me/i.test(secret))
    return "PLATFORM_KEYS_SECRET is the development value";
  return null;
}

/** Outside development every access token must name its session, so logout and reuse detection always apply. */
export function sessionIdMissing(env: Pick<AppBindings, "APP_ENV">, sid: string | null): boolean {
  return !sid && !isDevelopment(env);
}

/** Refuses to serve at all (503) rather than sign or accept tokens with a guessable or missing secret. */
export const refuseUnsafeConfiguration: MiddlewareHandler<AppEnv> = async (c, next) => {
  const problems = unsafeConfiguration(c.env);
  if (problems.length) {
    console.error("refusing requests: unsafe configuration", problems);
    return c.json(
      errorBody("internal", "The service is not configured safely and cannot answer requests."),
      503,
    );
  }
  await next();
};
