import { Hono, type Context } from "hono";
import type { AppEnv } from "../env";
import { appUrl } from "../platform/app-url";
import { clientIp } from "../platform/rate-limit";
import { readJson } from "../platform/validate";
import { requireAuth } from "./access-token";
import { MAX_REPORT_BYTES, reportSchema, storeClientError } from "./client-error-report";
import { requestPasswordReset, updatePassword } from "./password-reset";
import { readProfile, updateProfile } from "./profile";
import {
  emailOnlySchema,
  loginSchema,
  logoutSchema,
  profilePatchSchema,
  refreshSchema,
  registerSchema,
  resetRequestSchema,
  updatePasswordSchema,
  verifyConfirmationSchema,
  verifyEmailSchema,
  verifyStatusSchema,
} from "./schemas";
import type { AccountScope } from "./scope";
import { login, logout, refreshSession, rethrowUnlessEmpty } from "./sessions";
import { register, resendVerification, verificationStatus, verifyEmail } from "./sign-up";

const scope = (c: Context<AppEnv>): AccountScope => ({
  db: c.var.db,
  env: c.env,
  ip: clientIp(c.req.header("cf-connecting-ip")),
});
const origin = (c: Context<AppEnv>) => () => appUrl(c.env, c.req.url);
const hasBody = (c: Context<AppEnv>) =>
  (c.req.header("content-length") ?? "0") !== "0" || Boolean(c.req.header("content-type")?.includes("json"));

/** /api/auth/*, /auth/verify-confirmation and /webhook/client-error. */
export const accountsRoutes = new Hono<AppEnv>()
  .post("/api/auth/register-v2", async (c) => {
    const body = await readJson(c, registerSchema);
    return c.json(await register(scope(c), origin(c), body), 201);
  })
  .post("/api/auth/verify-email", async (c) => {
    const { token } = await readJson(c, verifyEmailSchema);
    return c.json(await verifyEmail(scope(c), token));
  })
  .post("/auth/verify-confirmation", async (c) => {
    const { token_hash } = await readJson(c, verifyConfirmationSchema);
    return c.json(await verifyEmail(scope(c), token_hash));
  })
  .post("/api/auth/verify-email-status", async (c) => {
    const { token } = await readJson(c, verifyStatusSchema);
    return c.json(await verificationStatus(scope(c), token));
  })
  .post("/api/auth/resend-verification", async (c) => {
    const { email } = await readJson(c, emailOnlySchema);
    return c.json(await resendVerification(scope(c), origin(c), email));
  })
  .post("/api/auth/login", async (c) => {
    const body = await readJson(c, loginSchema);
    return c.json(await login(scope(c), body));
  })
  .post("/api/auth/refresh", async (c) => {
    const { refreshToken } = await readJson(c, refreshSchema);
    return c.json(await refreshSession(scope(c), refreshToken));
  })
  .post("/api/auth/logout", async (c) => {
    const { refreshToken } = hasBody(c)
      ? await readJson(c, logoutSchema).catch(rethrowUnlessEmpty)
      : { refreshToken: undefined };
    return c.json(await logout(scope(c), refreshToken, c.req.header("authorization")));
  })
  .post("/api/auth/reset-password", async (c) => {
    const body = await readJson(c, resetRequestSchema);
    return c.json(await requestPasswordReset(scope(c), origin(c), body));
  })
  .post("/api/auth/update-password", async (c) => {
    const body = await readJson(c, updatePasswordSchema);
    return c.json(await updatePassword(scope(c), body));
  })
  .get("/api/auth/profile", requireAuth, async (c) => c.json(await readProfile(c.var.db, c.var.userId)))
  .patch("/api/auth/profile", requireAuth, async (c) => {
    const patch = await readJson(c, profilePatchSchema);
    return c.json(await updateProfile(c.var.db, c.var.userId, patch));
  })
  .post("/webhook/client-error", async (c) => {
    const report = await readJson(c, reportSchema, MAX_REPORT_BYTES);
    return c.json(await storeClientError(scope(c), report, c.req.header("authorization")), 202);
  });
