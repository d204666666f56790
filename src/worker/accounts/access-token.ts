import { jwtVerify, SignJWT } from "jose";
import type { MiddlewareHandler } from "hono";
import type { AppBindings, AppEnv } from "../env";
import { isRevoked, revocationsOf } from "./revocation-cache";
import { ApiError } from "../platform/errors";
import { sessionIdMissing } from "../platform/production-config";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = "brandmail";
const AUDIENCE = "brandmail-api";

const keys = new Map<string, Promise<CryptoKey>>();

/** Imported once per isolate: given raw bytes, jose would import the HMAC key again on every request. */
function key(secret: string): Promise<CryptoKey> {
  if (!secret || secret.length < 32) throw new Error("JWT_SECRET must be set to at least 32 characters");
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    keys.set(secret, k);
  }
  return k;
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
    .sign(await key(secret));
  return { token, expiresAt };
}

export interface AccessClaims {
  userId: string;
  sid: string | null;
  issuedAt: number;
}

/**
 * Tokens whose signature this isolate has already checked, with their expiry: a dashboard sends the same token with
 * every request for 15 minutes, so the signature is verified once per isolate, not per request. Revocation is still
 * checked on every request (authenticate), and an expired token is dropped here.
 */
const MAX_VERIFIED = 2000;
const verified = new Map<string, { secret: string; claims: AccessClaims; expiresAt: number }>();

export async function verifyAccessClaims(secret: string, token: string): Promise<AccessClaims | null> {
  const now = Math.floor(Date.now() / 1000);
  const known = verified.get(token);
  if (known && known.secret === secret && known.expiresAt > now) return known.claims;
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    if (typeof payload.sub !== "string") return null;
    const claims = {
      userId: payload.sub,
      sid: typeof payload.sid === "string" ? payload.sid : null,
      issuedAt: payload.iat ?? 0,
    };
    if (typeof payload.exp === "number") {
      if (verified.size >= MAX_VERIFIED) verified.clear();
      verified.set(token, { secret, claims, expiresAt: payload.exp });
    }
    return claims;
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

/**
 * The claims of a valid access token whose session is still alive, else null. Logging out, a refresh-token reuse
 * and a password reset publish to the user's revocation list (a Durable Object per user, cached per isolate), so
 * this check reads no D1 and a revoked token stops working at once in the isolate that revoked it and within
 * seconds everywhere else.
 */
export async function authenticate(
  env: Pick<AppBindings, "JWT_SECRET" | "SESSION_REVOCATIONS" | "APP_ENV">,
  token: string | null,
) {
  const claims = token ? await verifyAccessClaims(env.JWT_SECRET, token) : null;
  if (!claims || sessionIdMissing(env, claims.sid)) return null;
  return isRevoked(await revocationsOf(env, claims.userId), claims.sid, claims.issuedAt) ? null : claims;
}

/** Sets c.var.userId from a valid access token, else answers 401 'Authentication required'. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = await authenticate(c.env, bearerToken(c.req.header("authorization")));
  if (!claims) throw new ApiError(401, "unauthorized", "Authentication required");
  c.set("userId", claims.userId);
  await next();
};
