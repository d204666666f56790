import { and, eq, gt, isNull } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { refreshTokens } from "../db/schema";
import type { Db } from "./db";
import { ApiError } from "./errors";
import { sessionIdMissing } from "../platform/production-config";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "brandmail";
const AUDIENCE = "brandmail-api";

function key(secret: string) {
  if (!secret || secret.length < 32) throw new Error("JWT_SECRET must be set to at least 32 characters");
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  secret: string,
  userId: string,
  now = Math.floor(Date.now() / 1000),
  claims: Record<string, string> = {},
) {
  const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(key(secret));
  return { token, expiresAt };
}

export async function verifyAccessClaims(secret: string, token: string): Promise<{ userId: string; sid: string | null } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string") return null;
    return { userId: payload.sub, sid: typeof payload.sid === "string" ? payload.sid : null };
  } catch {
    return null;
  }
}

export async function verifyAccessToken(secret: string, token: string): Promise<string | null> {
  return (await verifyAccessClaims(secret, token))?.userId ?? null;
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** A session is alive while its refresh-token family has a token that is neither revoked nor expired. */
async function sessionAlive(db: Db, userId: string, familyId: string): Promise<boolean> {
  const now = Math.floor(Date.now() / 1000);
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Sets c.var.userId from a valid access token, else answers 401 'Authentication required'. Tokens that name
 * their session (sid) stop working as soon as that session is logged out or revoked for reuse, not 15 min later.
 */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  const claims = token ? await verifyAccessClaims(c.env.JWT_SECRET, token) : null;
  if (!claims || sessionIdMissing(c.env, claims.sid) || (claims.sid && !(await sessionAlive(c.var.db, claims.userId, claims.sid))))
    throw new ApiError(401, "unauthorized", "Authentication required");
  c.set("userId", claims.userId);
  await next();
};
