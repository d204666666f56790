import { eq } from "drizzle-orm";
import { users, type UserRow } from "../db/schema";
import type { AccountScope } from "./scope";
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
import { cooldown, hit, LIMITS, RESEND_COOLDOWN_SECONDS } from "../platform/rate-limit";
import { toPublicUser } from "./user-view";
import type { RegisterBody } from "./schemas";

export const VERIFIED_MESSAGE = "Email verified successfully! You can now log in.";
const INVALID_VERIFICATION = "This verification link is invalid or has expired. Please request a new one.";
const resendWait = (s: number) => `Please wait ${s} seconds before requesting another verification email.`;

interface RegistrationLink {
  pending: PendingRegistration;
  statusToken: string;
  /** The address already had an (unverified) account: the mail says so, and the link carries the new password. */
  again?: boolean;
}

async function sendVerification(
  s: AccountScope,
  origin: () => string,
  user: UserRow,
  registration?: RegistrationLink,
) {
  const token = registration
    ? await createRegistrationToken(s.db, user.id, registration.pending, registration.statusToken)
    : await createEmailToken(s.db, user.id, "verify");
  const link = `${origin()}/verify-email?token=${encodeURIComponent(token)}&type=email`;
  if (registration?.again)
    await sendReRegistrationMail(s.env, s.db, user.email, registration.pending.firstName, link);
  else await sendVerificationMail(s.env, s.db, user.email, user.firstName, link);
  await s.db.update(users).set({ verificationSentAt: nowSeconds() }).where(eq(users.id, user.id));
}

/** Spends a verification token; a link clicked again after it worked still reports success, without a second use. */
export async function verifyEmail(s: AccountScope, token: string) {
  const db = s.db;
  await hit(db, LIMITS.verifyIp, s.ip);
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
async function mayMail(s: AccountScope, email: string, pause: number): Promise<boolean> {
  return cooldown(s.db, "resend", email, pause, resendWait).then(
    () => true,
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 429) return false;
      throw e;
    },
  );
}

/** Every path pays for one hash and answers the same, so the answer does not tell whether the address has an account. */
export async function register(s: AccountScope, origin: () => string, body: RegisterBody) {
  const db = s.db;
  await hit(db, LIMITS.registerIp, s.ip);
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
      if (await mayMail(s, body.email, 0))
        await sendVerification(s, origin, created, { pending, statusToken });
    } else {
      existing = await db.query.users.findFirst({ where: eq(users.email, body.email) });
    }
  }
  if (existing) {
    // A registration never changes an existing account: the owner is told, and a new password takes effect
    // only through the link mailed to the owner's inbox.
    shown = unsavedUser(body.email, body.firstName, body.lastName);
    if (await mayMail(s, body.email, RESEND_COOLDOWN_SECONDS)) {
      if (existing.emailVerifiedAt) {
        await sendAlreadyRegisteredMail(s.env, db, existing.email, existing.firstName, origin());
      } else {
        await sendVerification(s, origin, existing, { pending, statusToken, again: true });
      }
    }
  }
  return {
    success: true,
    message: "Registration successful! Please check your email to verify your account.",
    requiresVerification: true,
    emailVerified: false,
    user: toPublicUser(shown!),
    statusToken,
  };
}

export async function verificationStatus(s: AccountScope, token: string) {
  await hit(s.db, LIMITS.statusIp, s.ip);
  return { emailVerified: await registrationVerified(s.db, token) };
}

/** The cooldown is keyed by address, existing or not, so its answers do not reveal accounts. */
export async function resendVerification(s: AccountScope, origin: () => string, email: string) {
  await hit(s.db, LIMITS.resendIp, s.ip);
  await cooldown(s.db, "resend", email, RESEND_COOLDOWN_SECONDS, resendWait);
  const user = await s.db.query.users.findFirst({ where: eq(users.email, email) });
  if (user && !user.emailVerifiedAt) await sendVerification(s, origin, user);
  return { success: true, message: "Verification email sent! Please check your inbox." };
}
