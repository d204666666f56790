import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { users, type UserRow } from "../db/schema";
import type { AccountScope } from "./scope";
import { bearerToken, verifyAccessToken } from "./access-token";
import {
  familyOf,
  issueSession,
  REFRESH_TTL_SECONDS,
  REFRESH_TTL_SHORT_SECONDS,
  revokeFamily,
  rotateRefreshToken,
  type IssuedSession,
} from "./auth-tokens";
import { ApiError } from "../platform/errors";
import { publishSessionRevoked } from "./revocation-cache";
import { dummyHash, verifyPassword } from "./password-hash";
import { assertAccountIdle, MAX_CONCURRENT_HASHES, pacedHash, refuseSlowly, withHashSlot } from "./hash-gate";
import { countSignInAttempt, forgiveSignIn } from "./login-limits";
import { toPublicUser } from "./user-view";
import type { LoginBody } from "./schemas";

export const NOT_VERIFIED_MESSAGE =
  "Please verify your email address before signing in. Check your inbox for the verification link, or request a new one.";
const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** Register, login and refresh all answer with the fields the client reads, under every name it reads them by. */
export function sessionBody(user: UserRow, s: IssuedSession) {
  const session = { access_token: s.accessToken, refresh_token: s.refreshToken, expires_at: s.expiresAt };
  return {
    user: {
      ...toPublicUser(user),
      sessionToken: s.accessToken,
      refreshToken: s.refreshToken,
      tokenExpiresAt: s.expiresAt,
    },
    sessionToken: s.accessToken,
    access_token: s.accessToken,
    refresh_token: s.refreshToken,
    refreshToken: s.refreshToken,
    session,
    tokenExpiresAt: s.expiresAt,
  };
}

export async function login(s: AccountScope, { email, password, rememberMe }: LoginBody) {
  const db = s.db;
  // One place in the hashing line per account: a flood's extra requests are refused here, before any D1 or hash work.
  await Promise.resolve()
    .then(() => assertAccountIdle(email))
    // Counted before any hashing, so a flood is refused cheaply and parallel guesses cannot pass the limit.
    .then(() => countSignInAttempt(db, email, s.ip))
    .catch(refuseSlowly);
  const { user, ok } = await withHashSlot(
    async () => {
      const user = await db.query.users.findFirst({ where: eq(users.email, email) });
      // Unknown addresses still pay for one hash so timing does not tell which accounts exist.
      const ok = await pacedHash(() => verifyPassword(password, user?.passwordHash ?? dummyHash()), email);
      return { user, ok: ok && Boolean(user) };
    },
    MAX_CONCURRENT_HASHES,
    email,
  ).catch(refuseSlowly);
  if (!user || !ok) throw new ApiError(401, "unauthorized", "Invalid email or password");
  await forgiveSignIn(db, email, s.ip);
  if (!user.emailVerifiedAt) throw new ApiError(403, "email_not_verified", NOT_VERIFIED_MESSAGE);
  const ttl = rememberMe === false ? REFRESH_TTL_SHORT_SECONDS : REFRESH_TTL_SECONDS;
  const session = await issueSession(db, s.env.JWT_SECRET, user.id, ttl);
  return sessionBody(user, session);
}

export async function refreshSession(s: AccountScope, refreshToken: string) {
  const db = s.db;
  const result = await rotateRefreshToken(db, s.env.JWT_SECRET, refreshToken);
  if (!result.ok) {
    // The family was revoked in D1; its access tokens must die now too, not when they expire.
    if (result.reason === "reused")
      await publishSessionRevoked(s.env, result.family.userId, result.family.familyId);
    throw new ApiError(401, "unauthorized", SESSION_EXPIRED);
  }
  const user = await db.query.users.findFirst({ where: eq(users.id, result.userId) });
  if (!user || !user.emailVerifiedAt) {
    await revokeFamily(db, result.session.familyId);
    await publishSessionRevoked(s.env, result.userId, result.session.familyId);
    throw new ApiError(401, "unauthorized", SESSION_EXPIRED);
  }
  return sessionBody(user, result.session);
}

/** Ends the presented refresh family and the bearer token's own session; either one is enough. */
export async function logout(
  s: AccountScope,
  refreshToken: string | undefined,
  authorization: string | undefined,
) {
  const db = s.db;
  const bearer = bearerToken(authorization);
  const userId = bearer ? await verifyAccessToken(s.env.JWT_SECRET, bearer) : null;
  const presented = refreshToken ? await familyOf(db, refreshToken) : undefined;
  if (!userId && !presented) throw new ApiError(401, "unauthorized", "Authentication required");
  if (presented && (!userId || presented.userId === userId)) {
    await revokeFamily(db, presented.familyId);
    await publishSessionRevoked(s.env, presented.userId, presented.familyId);
  }
  if (userId && bearer) {
    const sid = decodeJwt(bearer).sid;
    if (typeof sid === "string") {
      await revokeFamily(db, sid);
      await publishSessionRevoked(s.env, userId, sid);
    }
  }
  return { success: true };
}

/** An empty body is fine for logout (the bearer token is enough); anything else must be valid. */
export function rethrowUnlessEmpty(e: unknown): { refreshToken: undefined } {
  if (
    e instanceof ApiError &&
    e.code === "invalid_json" &&
    e.message === "Request body must be a JSON object."
  ) {
    return { refreshToken: undefined };
  }
  throw e;
}
