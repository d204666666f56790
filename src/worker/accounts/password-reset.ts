import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { users } from "../db/schema";
import type { AppEnv } from "../env";
import { appUrl } from "../platform/app-url";
import { sendResetMail } from "./auth-mail";
import { publishAllSessionsRevoked } from "./revocation-cache";
import {
  consumeEmailToken,
  createEmailToken,
  nowSeconds,
  revokeAllForUser,
  spendAllEmailTokens,
} from "./auth-tokens";
import { ApiError } from "../platform/errors";
import { hashPassword } from "./password-hash";
import { clientIp, hit, LIMITS } from "../platform/rate-limit";
import { readJson } from "../platform/validate";
import { pacedHash, withHashSlot } from "./hash-gate";
import { clearSignInLocks } from "./login-limits";
import { resetRequestSchema, updatePasswordSchema } from "./schemas";

export const RESET_REQUEST_MESSAGE =
  "If an account exists for this email, a password reset link has been sent.";
const INVALID_RESET = "Invalid or expired reset link";

/** The link always points at this app; a redirectTo on another origin is ignored so the link cannot be redirected away. */
function resetLink(base: string, redirectTo: string | undefined, token: string): string {
  let path = "/reset-password";
  if (redirectTo) {
    try {
      const url = new URL(redirectTo, base);
      if (url.origin === new URL(base).origin && ["/reset-password", "/auth/callback"].includes(url.pathname))
        path = url.pathname;
    } catch {
      /* not a URL: keep the default page */
    }
  }
  return `${base}${path}?token=${encodeURIComponent(token)}&type=recovery`;
}

export const passwordRoutes = new Hono<AppEnv>()
  .post("/api/auth/reset-password", async (c) => {
    const { email, redirectTo } = await readJson(c, resetRequestSchema);
    const db = c.var.db;
    const tooMany = "Too many password reset requests. Please try again later.";
    await hit(db, LIMITS.resetIp, clientIp(c.req.header("cf-connecting-ip")), tooMany);
    await hit(db, LIMITS.resetAccount, email, tooMany);
    const user = await db.query.users.findFirst({ where: eq(users.email, email) });
    if (user) {
      const token = await createEmailToken(db, user.id, "reset");
      await sendResetMail(
        c.env,
        db,
        user.email,
        user.firstName,
        resetLink(appUrl(c.env, c.req.url), redirectTo, token),
      );
    }
    return c.json({ success: true, message: RESET_REQUEST_MESSAGE });
  })
  .post("/api/auth/update-password", async (c) => {
    const body = await readJson(c, updatePasswordSchema);
    const db = c.var.db;
    await hit(db, LIMITS.updatePasswordIp, clientIp(c.req.header("cf-connecting-ip")));
    const token = (body.token?.trim() || body.accessToken?.trim()) ?? "";
    // Hashed before the link is spent, so a busy server does not burn the user's single-use link.
    const passwordHash = await withHashSlot(() => pacedHash(() => hashPassword(body.password)));
    const userId = token.length <= 200 ? await consumeEmailToken(db, token, "reset") : null;
    if (!userId) throw new ApiError(400, "bad_request", INVALID_RESET);
    const t = nowSeconds();
    const [user] = await db
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, userId))
      .returning();
    // Following the link proved the address; old links and every signed-in session stop working.
    if (!user.emailVerifiedAt) await db.update(users).set({ emailVerifiedAt: t }).where(eq(users.id, userId));
    await spendAllEmailTokens(db, userId, "reset");
    await revokeAllForUser(db, userId);
    await clearSignInLocks(db, user.email);
    await publishAllSessionsRevoked(c.env, userId);
    return c.json({
      success: true,
      message: "Password reset successfully! You can now log in with your new password.",
    });
  });
