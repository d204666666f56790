import { jwtVerify, SignJWT } from "jose";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

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

export async function verifyAccessToken(secret: string, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Sets c.var.userId from a valid access token, else answers 401 'Authentication required'. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  const userId = token ? await verifyAccessToken(c.env.JWT_SECRET, token) : null;
  if (!userId) throw new ApiError(401, "unauthorized", "Authentication required");
  c.set("userId", userId);
  await next();
};
