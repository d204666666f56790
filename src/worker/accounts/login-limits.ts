import { eq, or, sql } from "drizzle-orm";
import { rateLimits } from "../db/schema";
import type { Db } from "../platform/db";
import { hit, LIMITS } from "../platform/rate-limit";

export const TOO_MANY_SIGN_INS = "Too many sign-in attempts. Please wait a few minutes and try again.";

const pairKey = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Counts a sign-in attempt before its password is checked, in one atomic upsert per counter, so parallel guesses
 * cannot get past the limit. The tight limit is per account AND client address (someone guessing from one
 * address cannot lock the owner out elsewhere); the per-account ceiling is looser and only stops distributed guessing.
 */
export async function countSignInAttempt(db: Db, email: string, ip: string): Promise<void> {
  await hit(db, LIMITS.loginIp, ip, TOO_MANY_SIGN_INS);
  await hit(db, LIMITS.loginAccountIp, pairKey(email, ip), TOO_MANY_SIGN_INS);
  await hit(db, LIMITS.loginAccount, email, TOO_MANY_SIGN_INS);
}

/** A correct password: its attempt was not a guess, so it is taken back and the pair's failures are forgotten. */
export async function forgiveSignIn(db: Db, email: string, ip: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(eq(rateLimits.key, `${LIMITS.loginAccountIp.name}:${pairKey(email, ip)}`));
  await db
    .update(rateLimits)
    .set({ count: sql`MAX(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, `${LIMITS.loginAccount.name}:${email}`));
}

/** A completed password reset proves the owner: every sign-in lock on the account is lifted. */
export async function clearSignInLocks(db: Db, email: string): Promise<void> {
  const prefix = `${LIMITS.loginAccountIp.name}:${email}|`;
  await db
    .delete(rateLimits)
    .where(
      or(
        eq(rateLimits.key, `${LIMITS.loginAccount.name}:${email}`),
        sql`substr(${rateLimits.key}, 1, ${prefix.length}) = ${prefix}`,
      ),
    );
}
