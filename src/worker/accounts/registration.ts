import { and, eq, gt, isNull } from "drizzle-orm";
import { emailTokens, users, type UserRow } from "../db/schema";
import type { AppBindings } from "../env";
import { mailLayout } from "./auth-mail";
import { nowSeconds, randomToken, sha256Hex, VERIFY_TOKEN_TTL_SECONDS } from "./auth-tokens";
import type { Db } from "../platform/db";
import { sendMail } from "../platform/mail";

/** What a registration wants to become once its own link is followed. */
export interface PendingRegistration {
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/**
 * A verification link that carries the registration it belongs to. The link token goes only to the mailbox; the
 * status token goes only to the registering browser, which polls with it (it cannot verify anything itself).
 */
export async function createRegistrationToken(
  db: Db,
  userId: string,
  pending: PendingRegistration,
  statusToken: string,
) {
  const token = randomToken();
  const t = nowSeconds();
  await db.insert(emailTokens).values({
    id: crypto.randomUUID(),
    userId,
    kind: "verify",
    tokenHash: await sha256Hex(token),
    statusHash: await sha256Hex(statusToken),
    passwordHash: pending.passwordHash,
    firstName: pending.firstName,
    lastName: pending.lastName,
    expiresAt: t + VERIFY_TOKEN_TTL_SECONDS,
    createdAt: t,
  });
  return token;
}

/** Spends a verification token in the statement that checks it and returns its row (with any pending password). */
export async function consumeVerifyToken(db: Db, token: string) {
  const t = nowSeconds();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: t })
    .where(
      and(
        eq(emailTokens.tokenHash, await sha256Hex(token)),
        eq(emailTokens.kind, "verify"),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, t),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Verified only when the account is verified AND the password of this very registration is the one in effect:
 * someone who registered an address they do not own learns nothing when the owner verifies their own sign-up.
 */
export async function registrationVerified(db: Db, statusToken: string): Promise<boolean> {
  const row = await db.query.emailTokens.findFirst({
    where: and(eq(emailTokens.statusHash, await sha256Hex(statusToken)), eq(emailTokens.kind, "verify")),
  });
  if (!row?.passwordHash) return false;
  const user = await db.query.users.findFirst({ where: eq(users.id, row.userId) });
  return Boolean(user?.emailVerifiedAt && user.passwordHash === row.passwordHash);
}

/** The body of a registration answer for an address that already has an account: shaped like a brand-new one. */
export function unsavedUser(email: string, firstName: string, lastName: string): UserRow {
  return {
    id: crypto.randomUUID(),
    email,
    firstName,
    lastName,
    passwordHash: "",
    emailVerifiedAt: null,
    verificationSentAt: nowSeconds(),
    plan: "free",
    templatesUsed: 0,
    bonusTemplates: 0,
    customTemplateLimit: null,
    periodStart: null,
    periodEnd: null,
    paypalSubscriptionId: null,
    subscriptionStatus: "none",
    notificationsEnabled: true,
    companyAddress: null,
    espPlatform: null,
    isAdmin: false,
    createdAt: nowSeconds(),
  };
}

/** Someone registered an address that already has a verified account: tell the owner, change nothing. */
export async function sendAlreadyRegisteredMail(
  env: AppBindings,
  db: Db,
  to: string,
  firstName: string,
  base: string,
) {
  const intro = `Hi ${firstName}, someone tried to create a new BrandMail account with this e-mail address. You already have an account, so nothing was changed.`;
  const outro = `If that was you, log in at ${base}/login, or choose a new password from the login page ("Forgot password?"). If it was not you, you can ignore this e-mail; your password stays the same.`;
  await sendMail(env, db, {
    to,
    subject: "You already have a BrandMail account",
    text: `${intro}\n\nLog in: ${base}/login\n\n${outro}\n`,
    html: mailLayout("You already have an account", intro, "Log in", `${base}/login`, outro),
  });
}

/** Someone registered again an address whose account was never verified: the new password needs this link. */
export async function sendReRegistrationMail(
  env: AppBindings,
  db: Db,
  to: string,
  firstName: string,
  link: string,
) {
  const intro = `Hi ${firstName}, someone signed up again for BrandMail with this e-mail address, which has an account that was never verified. Following this link verifies the account and sets the password chosen in that new sign-up.`;
  const outro =
    "This link expires in 24 hours. If you did not sign up again, ignore this e-mail: your account and its password stay as they are, and your first verification link keeps working.";
  await sendMail(env, db, {
    to,
    subject: "Verify your BrandMail e-mail address",
    text: `${intro}\n\nVerify your e-mail: ${link}\n\n${outro}\n`,
    html: mailLayout("Verify your e-mail address", intro, "Verify email", link, outro),
  });
}
