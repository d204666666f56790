import { and, eq, gt, isNotNull, isNull, lt } from "drizzle-orm";
import { emailTokens, refreshTokens } from "../db/schema";
import type { Db } from "../platform/db";
import { signAccessToken } from "./access-token";

export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_TTL_SHORT_SECONDS = 24 * 60 * 60;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** 256 random bits, base64url: what travels in links and to the client. Only its SHA-256 is stored. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  familyId: string;
}

async function insertRefreshToken(
  db: Db,
  userId: string,
  familyId: string,
  ttlSeconds: number,
  token = randomToken(),
  parentHash: string | null = null,
) {
  const t = nowSeconds();
  await db.insert(refreshTokens).values({
    id: crypto.randomUUID(),
    userId,
    familyId,
    tokenHash: await sha256Hex(token),
    parentHash,
    expiresAt: t + ttlSeconds,
    createdAt: t,
  });
  return token;
}

/** Two tabs, or a retry after a lost answer, may present the same refresh token within this many seconds. */
export const REFRESH_GRACE_SECONDS = 10;

/**
 * The successor of a refresh token is derived from it (HMAC under the server secret), so every request presenting
 * it within the grace window gets the very same new token without the plain token ever being stored.
 */
async function successorOf(secret: string, presented: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`refresh-successor:${presented}`)),
  );
  return btoa(String.fromCharCode(...mac))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Spent tokens are kept only through their grace window; the successor's parent_hash still recognises a replay. */
export async function purgeSpentRefreshTokens(db: Db, now = nowSeconds(), familyId?: string): Promise<void> {
  const spentBefore = and(
    isNotNull(refreshTokens.usedAt),
    lt(refreshTokens.usedAt, now - REFRESH_GRACE_SECONDS),
  );
  await db
    .delete(refreshTokens)
    .where(familyId ? and(eq(refreshTokens.familyId, familyId), spentBefore) : spentBefore);
}

/** A new sign-in starts a new refresh-token family; `sid` in the access token names it so logout can revoke it. */
export async function issueSession(
  db: Db,
  secret: string,
  userId: string,
  ttlSeconds = REFRESH_TTL_SECONDS,
): Promise<IssuedSession> {
  const familyId = crypto.randomUUID();
  const refreshToken = await insertRefreshToken(db, userId, familyId, ttlSeconds);
  const { token, expiresAt } = await signAccessToken(secret, userId, nowSeconds(), { sid: familyId });
  return { accessToken: token, refreshToken, expiresAt, familyId };
}

export type RotateResult =
  | { ok: true; session: IssuedSession; userId: string }
  | { ok: false; reason: "unknown" | "expired" }
  /** The revoked family, so its access tokens can be revoked too (the cache of revocations needs user and family). */
  | { ok: false; reason: "reused"; family: { userId: string; familyId: string } };

/**
 * Spends a refresh token and hands out its successor in the same family. Presenting a token that was already
 * spent (or revoked) means it leaked or was replayed, so the whole family is revoked.
 */
export async function rotateRefreshToken(db: Db, secret: string, presented: string): Promise<RotateResult> {
  const t = nowSeconds();
  const tokenHash = await sha256Hex(presented);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: t })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, t),
      ),
    )
    .returning();
  if (spent) {
    const ttl = Math.max(60, spent.expiresAt - spent.createdAt);
    const refreshToken = await insertRefreshToken(
      db,
      spent.userId,
      spent.familyId,
      ttl,
      await successorOf(secret, presented),
      tokenHash,
    );
    await purgeSpentRefreshTokens(db, t, spent.familyId);
    const { token, expiresAt } = await signAccessToken(secret, spent.userId, t, { sid: spent.familyId });
    return {
      ok: true,
      userId: spent.userId,
      session: { accessToken: token, refreshToken, expiresAt, familyId: spent.familyId },
    };
  }
  const row = await db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) });
  if (!row) {
    // A token spent long ago (its row purged) is still known as the parent of its successor: a replay.
    const child = await db.query.refreshTokens.findFirst({ where: eq(refreshTokens.parentHash, tokenHash) });
    if (!child) return { ok: false, reason: "unknown" };
    await revokeFamily(db, child.familyId);
    return { ok: false, reason: "reused", family: { userId: child.userId, familyId: child.familyId } };
  }
  if (row.usedAt !== null && row.revokedAt === null && t - row.usedAt <= REFRESH_GRACE_SECONDS) {
    // The same token again within seconds: hand out the same pair (same successor, same access token as issued).
    const refreshToken = await successorOf(secret, presented);
    const successor = await db.query.refreshTokens.findFirst({
      where: eq(refreshTokens.tokenHash, await sha256Hex(refreshToken)),
    });
    if (!successor || successor.revokedAt === null) {
      const { token, expiresAt } = await signAccessToken(secret, row.userId, row.usedAt, {
        sid: row.familyId,
      });
      return {
        ok: true,
        userId: row.userId,
        session: { accessToken: token, refreshToken, expiresAt, familyId: row.familyId },
      };
    }
  }
  if (row.usedAt !== null || row.revokedAt !== null) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: "reused", family: { userId: row.userId, familyId: row.familyId } };
  }
  return { ok: false, reason: "expired" };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: nowSeconds() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: nowSeconds() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function familyOf(db: Db, presented: string) {
  return db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, await sha256Hex(presented)) });
}

export type EmailTokenKind = "verify" | "reset";

export async function createEmailToken(db: Db, userId: string, kind: EmailTokenKind): Promise<string> {
  const token = randomToken();
  const t = nowSeconds();
  await db.insert(emailTokens).values({
    id: crypto.randomUUID(),
    userId,
    kind,
    tokenHash: await sha256Hex(token),
    expiresAt: t + (kind === "verify" ? VERIFY_TOKEN_TTL_SECONDS : RESET_TOKEN_TTL_SECONDS),
    createdAt: t,
  });
  return token;
}

/** Marks the token used in the same statement that checks it, so two concurrent clicks cannot both succeed. */
export async function consumeEmailToken(db: Db, token: string, kind: EmailTokenKind): Promise<string | null> {
  const t = nowSeconds();
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: t })
    .where(
      and(
        eq(emailTokens.tokenHash, await sha256Hex(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, t),
      ),
    )
    .returning();
  return row?.userId ?? null;
}

export async function findEmailToken(db: Db, token: string, kind: EmailTokenKind) {
  return db.query.emailTokens.findFirst({
    where: and(eq(emailTokens.tokenHash, await sha256Hex(token)), eq(emailTokens.kind, kind)),
  });
}

export async function spendAllEmailTokens(db: Db, userId: string, kind: EmailTokenKind): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: nowSeconds() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
}
