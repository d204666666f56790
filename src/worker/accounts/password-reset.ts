import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { AccountScope } from "./scope";
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
import { hit, LIMITS } from "../platform/rate-limit";
import { pacedHash, withHashSlot } from "./hash-gate";
import { clearSignInLocks } from "./login-limits";
import type { ResetRequestBody, UpdatePasswordBody } from "./schemas";

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

export async function requestPasswordReset(
  s: AccountScope,
  origin: () => string,
  { email, redirectTo }: ResetRequestBody,
) {
  const db = s.db;
  const tooMany = "Too many password reset requests. Please try again later.";
  await hit(db, LIMITS.resetIp, s.ip, tooMany);
  await hit(db, LIMITS.resetAccount, email, tooMany);
  const user = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (user) {
    const token = await createEmailToken(db, user.id, "reset");
    await sendResetMail(s.env, db, user.email, user.firstName, resetLink(origin(), redirectTo, token));
  }
  return { success: true, message: RESET_REQUEST_MESSAGE };
}

export async function updatePassword(s: AccountScope, body: UpdatePasswordBody) {
  const db = s.db;
  await hit(db, LIMITS.updatePasswordIp, s.ip);
  const token = (body.token?.trim() || body.accessToken?.trim()) ?? "";
  // Hashed before the link is spent, so a busy server does not burn the user's single-use link.
  const passwordHash = await withHashSlot(() => pacedHash(() => hashPassword(body.password)));
  const userId = token.length <= 200 ? await consumeEmailToken(db, token, "reset") : null;
  if (!userId) throw new ApiError(400, "bad_request", INVALID_RESET);
  const t = nowSeconds();
  const [user] = await db.update(users).set({ passwordHash }).where(eq(users.id, userId)).returning();
  // Following the link proved the address; old links and every signed-in session stop working.
  if (!user.emailVerifiedAt) await db.update(users).set({ emailVerifiedAt: t }).where(eq(users.id, userId));
  await spendAllEmailTokens(db, userId, "reset");
  await revokeAllForUser(db, userId);
  await clearSignInLocks(db, user.email);
  await publishAllSessionsRevoked(s.env, userId);
  return {
    success: true,
    message: "Password reset successfully! You can now log in with your new password.",
  };
}
