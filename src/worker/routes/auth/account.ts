import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { users, type UserRow } from "../../db/schema";
import type { AppEnv } from "../../env";
import { appUrl } from "../../lib/app-url";
import { sendVerificationMail } from "../../lib/auth-mail";
import { consumeEmailToken, createEmailToken, findEmailToken, nowSeconds } from "../../lib/auth-tokens";
import { ApiError } from "../../lib/errors";
import { hashPassword } from "../../lib/password";
import { clientIp, cooldown, hit, LIMITS, RESEND_COOLDOWN_SECONDS } from "../../lib/rate-limit";
import { toPublicUser } from "../../lib/user-view";
import { readJson } from "../../lib/validate";
import { emailOnlySchema, registerSchema, verifyConfirmationSchema, verifyEmailSchema } from "./schemas";

export const VERIFIED_MESSAGE = "Email verified successfully! You can now log in.";
const INVALID_VERIFICATION = "This verification link is invalid or has expired. Please request a new one.";
const resendWait = (s: number) => `Please wait ${s} seconds before requesting another verification email.`;

async function sendVerification(c: Context<AppEnv>, user: UserRow) {
  const token = await createEmailToken(c.var.db, user.id, "verify");
  const link = `${appUrl(c.env, c.req.url)}/verify-email?token=${encodeURIComponent(token)}&type=email`;
  await sendVerificationMail(c.env, c.var.db, user.email, user.firstName, link);
  await c.var.db.update(users).set({ verificationSentAt: nowSeconds() }).where(eq(users.id, user.id));
}

/** Spends a verification token; a link clicked again after it worked still reports success, without a second use. */
async function verifyToken(c: Context<AppEnv>, token: string) {
  const db = c.var.db;
  await hit(db, LIMITS.verifyIp, clientIp(c.req.header("cf-connecting-ip")));
  const userId = await consumeEmailToken(db, token, "verify");
  if (userId) {
    const [user] = await db.update(users).set({ emailVerifiedAt: nowSeconds() }).where(eq(users.id, userId)).returning();
    return { success: true, message: VERIFIED_MESSAGE, email: user.email, alreadyVerified: false };
  }
  const used = await findEmailToken(db, token, "verify");
  if (used?.usedAt) {
    const user = await db.query.users.findFirst({ where: eq(users.id, used.userId) });
    if (user?.emailVerifiedAt) return { success: true, message: VERIFIED_MESSAGE, email: user.email, alreadyVerified: true };
  }
  throw new ApiError(400, "bad_request", INVALID_VERIFICATION);
}

export const accountRoutes = new Hono<AppEnv>()
  .post("/api/auth/register-v2", async (c) => {
    const body = await readJson(c, registerSchema);
    const db = c.var.db;
    await hit(db, LIMITS.registerIp, clientIp(c.req.header("cf-connecting-ip")));
    const existing = await db.query.users.findFirst({ where: eq(users.email, body.email) });
    if (existing?.emailVerifiedAt) {
      throw new ApiError(409, "conflict", "An account with this email already exists. Please log in instead.");
    }
    // Every account starts on free; a paid plan is only ever set by a verified payment.
    const fields = { firstName: body.firstName, lastName: body.lastName, passwordHash: hashPassword(body.password) };
    let user: UserRow;
    if (existing) {
      // Nobody has proved they own an unverified address, so a new registration may replace it.
      [user] = await db.update(users).set(fields).where(eq(users.id, existing.id)).returning();
    } else {
      [user] = await db
        .insert(users)
        .values({ id: crypto.randomUUID(), email: body.email, plan: "free", createdAt: nowSeconds(), ...fields })
        .onConflictDoNothing()
        .returning();
      if (!user) throw new ApiError(409, "conflict", "An account with this email already exists. Please log in instead.");
    }
    // Registering the same unverified address again must not become a way to flood its inbox.
    const mayMail = await cooldown(db, "resend", body.email, existing ? RESEND_COOLDOWN_SECONDS : 0, resendWait).then(
      () => true,
      (e: unknown) => {
        if (e instanceof ApiError && e.status === 429) return false;
        throw e;
      },
    );
    if (mayMail) await sendVerification(c, user);
    return c.json(
      {
        success: true,
        message: "Registration successful! Please check your email to verify your account.",
        requiresVerification: true,
        emailVerified: false,
        user: toPublicUser(user),
      },
      201,
    );
  })
  .post("/api/auth/verify-email", async (c) => {
    const { token } = await readJson(c, verifyEmailSchema);
    return c.json(await verifyToken(c, token));
  })
  .post("/auth/verify-confirmation", async (c) => {
    const { token_hash } = await readJson(c, verifyConfirmationSchema);
    return c.json(await verifyToken(c, token_hash));
  })
  .post("/api/auth/verify-email-status", async (c) => {
    const { email } = await readJson(c, emailOnlySchema);
    await hit(c.var.db, LIMITS.statusIp, clientIp(c.req.header("cf-connecting-ip")));
    const user = await c.var.db.query.users.findFirst({ where: eq(users.email, email) });
    return c.json({ emailVerified: Boolean(user?.emailVerifiedAt) });
  })
  .post("/api/auth/resend-verification", async (c) => {
    const { email } = await readJson(c, emailOnlySchema);
    const db = c.var.db;
    await hit(db, LIMITS.resendIp, clientIp(c.req.header("cf-connecting-ip")));
    // The cooldown is keyed by address, existing or not, so its answers do not reveal accounts.
    await cooldown(db, "resend", email, RESEND_COOLDOWN_SECONDS, resendWait);
    const user = await db.query.users.findFirst({ where: eq(users.email, email) });
    if (user && !user.emailVerifiedAt) await sendVerification(c, user);
    return c.json({ success: true, message: "Verification email sent! Please check your inbox." });
  });
