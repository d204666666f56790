import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { users, type UserRow } from "../db/schema";
import type { AppEnv } from "../env";
import { appUrl } from "../platform/app-url";
import { sendVerificationMail } from "./auth-mail";
import {
  consumeVerifyToken,
  createRegistrationToken,
  registrationVerified,
  sendAlreadyRegisteredMail,
  sendReRegistrationMail,
  unsavedUser,
  type PendingRegistration,
} from "./registration";
import { pacedHash, withHashSlot } from "./hash-gate";
import {
  createEmailToken,
  findEmailToken,
  nowSeconds,
  randomToken,
  spendAllEmailTokens,
} from "./auth-tokens";
import { ApiError } from "../platform/errors";
import { hashPassword } from "./password-hash";
import { clientIp, cooldown, hit, LIMITS, RESEND_COOLDOWN_SECONDS } from "../platform/rate-limit";
import { toPublicUser } from "./user-view";
import { readJson } from "../platform/validate";
import {
  emailOnlySchema,
  registerSchema,
  verifyConfirmationSchema,
  verifyEmailSchema,
  verifyStatusSchema,
} from "./schemas";

export const VERIFIED_MESSAGE = "Email verified successfully! You can now log in.";
const INVALID_VERIFICATION = "This verification link is invalid or has expired. Please request a new one.";
const resendWait = (s: number) => `Please wait ${s} seconds before requesting another verification email.`;

interface RegistrationLink {
  pending: PendingRegistration;
  statusToken: string;
  /** The address already had an (unverified) account: the mail says so, and the link carries the new password. */
  again?: boolean;
}

async function sendVerification(c: Context<AppEnv>, user: UserRow, registration?: RegistrationLink) {
  const token = registration
    ? await createRegistrationToken(c.var.db, user.id, registration.pending, registration.statusToken)
    : await createEmailToken(c.var.db, user.id, "verify");
  const link = `${appUrl(c.env, c.req.url)}/verify-email?token=${encodeURIComponent(token)}&type=email`;
  if (registration?.again)
    await sendReRegistrationMail(c.env, c.var.db, user.email, registration.pending.firstName, link);
  else await sendVerificationMail(c.env, c.var.db, user.email, user.firstName, link);
  await c.var.db.update(users).set({ verificationSentAt: nowSeconds() }).where(eq(users.id, user.id));
}

/** Spends a verification token; a link clicked again after it worked still reports success, without a second use. */
async function verifyToken(c: Context<AppEnv>, token: string) {
  const db = c.var.db;
  await hit(db, LIMITS.verifyIp, clientIp(c.req.header("cf-connecting-ip")));
  const spent = await consumeVerifyToken(db, token);
  if (spent) {
    const current = await db.query.users.findFirst({ where: eq(users.id, spent.userId) });
    // A link carries the password of the registration that mailed it; it can set it only while the account is unverified.
    const adopt =
      current && !current.emailVerifiedAt && spent.passwordHash && spent.passwordHash !== current.passwordHash
        ? {
            passwordHash: spent.passwordHash,
            firstName: spent.firstName ?? current.firstName,
            lastName: spent.lastName ?? current.lastName,
          }
        : {};
    const [user] = await db
      .update(users)
      .set({ emailVerifiedAt: current?.emailVerifiedAt ?? nowSeconds(), ...adopt })
      .where(eq(users.id, spent.userId))
      .returning();
    // Once the address is proved, other registrations' links for it can no longer change the password.
    await spendAllEmailTokens(db, spent.userId, "verify");
    return { success: true, message: VERIFIED_MESSAGE, email: user.email, alreadyVerified: false };
  }
  const used = await findEmailToken(db, token, "verify");
  if (used?.usedAt) {
    const user = await db.query.users.findFirst({ where: eq(users.id, used.userId) });
    if (user?.emailVerifiedAt)
      return { success: true, message: VERIFIED_MESSAGE, email: user.email, alreadyVerified: true };
  }
  throw new ApiError(400, "bad_request", INVALID_VERIFICATION);
}

/** Sends at most one e-mail per address per cooldown, whatever the path, so registering cannot flood an inbox. */
async function mayMail(c: Context<AppEnv>, email: string, pause: number): Promise<boolean> {
  return cooldown(c.var.db, "resend", email, pause, resendWait).then(
    () => true,
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 429) return false;
      throw e;
    },
  );
}

export const accountRoutes = new Hono<AppEnv>()
  .post("/api/auth/register-v2", async (c) => {
    const body = await readJson(c, registerSchema);
    const db = c.var.db;
    await hit(db, LIMITS.registerIp, clientIp(c.req.header("cf-connecting-ip")));
    // Every path pays for one hash and answers the same, so the answer does not tell whether the address has an account.
    const passwordHash = await withHashSlot(() => pacedHash(() => hashPassword(body.password)));
    const pending = { passwordHash, firstName: body.firstName, lastName: body.lastName };
    const statusToken = randomToken();
    let existing = await db.query.users.findFirst({ where: eq(users.email, body.email) });
    let shown: UserRow;
    if (!existing) {
      // Every account starts on free; a paid plan is only ever set by a verified payment.
      const [created] = await db
        .insert(users)
        .values({
          id: crypto.randomUUID(),
          email: body.email,
          plan: "free",
          createdAt: nowSeconds(),
          ...pending,
        })
        .onConflictDoNothing()
        .returning();
      if (created) {
        shown = created;
        if (await mayMail(c, body.email, 0)) await sendVerification(c, created, { pending, statusToken });
      } else {
        existing = await db.query.users.findFirst({ where: eq(users.email, body.email) });
      }
    }
    if (existing) {
      // A registration never changes an existing account: the owner is told, and a new password takes effect
      // only through the link mailed to the owner's inbox.
      shown = unsavedUser(body.email, body.firstName, body.lastName);
      if (await mayMail(c, body.email, RESEND_COOLDOWN_SECONDS)) {
        if (existing.emailVerifiedAt) {
          await sendAlreadyRegisteredMail(
            c.env,
            db,
            existing.email,
            existing.firstName,
            appUrl(c.env, c.req.url),
          );
        } else {
          await sendVerification(c, existing, { pending, statusToken, again: true });
        }
      }
    }
    return c.json(
      {
        success: true,
        message: "Registration successful! Please check your email to verify your account.",
        requiresVerification: true,
        emailVerified: false,
        user: toPublicUser(shown!),
        statusToken,
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
    const { token } = await readJson(c, verifyStatusSchema);
    await hit(c.var.db, LIMITS.statusIp, clientIp(c.req.header("cf-connecting-ip")));
    return c.json({ emailVerified: await registrationVerified(c.var.db, token) });
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
