import type { AppBindings } from "../env";
import type { RevocationState } from "./session-revocations";

type RevocationEnv = Pick<AppBindings, "SESSION_REVOCATIONS">;

/**
 * Per-isolate copy of each user's revocation list. A revocation made in this isolate is seen at once; other
 * isolates see it within CACHE_MS (before: up to the token's 15 min, or one D1 read on every request).
 */
export const CACHE_MS = 5_000;
const MAX_USERS = 10_000;
const cache = new Map<string, { state: RevocationState; at: number }>();

const stub = (env: RevocationEnv, userId: string) =>
  env.SESSION_REVOCATIONS.get(env.SESSION_REVOCATIONS.idFromName(userId));

function remember(userId: string, state: RevocationState, now: number) {
  cache.delete(userId);
  if (cache.size >= MAX_USERS) cache.delete(cache.keys().next().value as string);
  cache.set(userId, { state, at: now });
  return state;
}

export async function revocationsOf(
  env: RevocationEnv,
  userId: string,
  now = Date.now(),
): Promise<RevocationState> {
  const hit = cache.get(userId);
  if (hit && now - hit.at < CACHE_MS) return hit.state;
  return remember(userId, await stub(env, userId).state(), now);
}

export function isRevoked(state: RevocationState, sid: string | null, issuedAt: number): boolean {
  // Strictly before: a sign-in in the same second as a password reset must keep working.
  if (state.allBefore !== null && issuedAt < state.allBefore) return true;
  return sid !== null && state.sids.includes(sid);
}

/** Called wherever D1 marks a refresh-token family revoked (logout, reuse, unverified user). */
export async function publishSessionRevoked(env: RevocationEnv, userId: string, sid: string): Promise<void> {
  remember(userId, await stub(env, userId).revokeSession(sid), Date.now());
}

/** Called when every session of a user ends (password reset). */
export async function publishAllSessionsRevoked(env: RevocationEnv, userId: string): Promise<void> {
  remember(userId, await stub(env, userId).revokeAll(), Date.now());
}
