import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { refreshTokens } from "../../src/worker/db/schema";
import { sha256Hex } from "../../src/worker/accounts/auth-tokens";
import { getDb } from "../../src/worker/platform/db";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS } from "../../src/worker/accounts/access-token";
import { CACHE_MS, revocationsOf } from "../../src/worker/accounts/revocation-cache";
import { call, expectError, PASSWORD, signedIn } from "./auth-support";
import { callWith, countingD1 } from "./perf-support";
import { generationBody, recordingEnv } from "./pipeline-support";

/** A waiting job of the user: its status is answered by the job's Durable Object alone, without D1. */
async function waitingJob(token: string) {
  const res = await callWith(
    { GENERATION_QUEUE: recordingEnv().GENERATION_QUEUE },
    "/api/generate-template-async",
    {
      method: "POST",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(generationBody()),
    },
  );
  expect(res.status).toBe(202);
  return `/api/queue/status/${(await res.json<{ jobId: string }>()).jobId}`;
}

describe("access-token check without D1", () => {
  it("authenticates a signed-in request without a single D1 statement", async () => {
    const { login } = await signedIn();
    const status = await waitingJob(login.access_token);
    const counting = countingD1();
    const first = await callWith({ DB: counting.db }, status, { token: login.access_token });
    const second = await callWith({ DB: counting.db }, status, { token: login.access_token });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(counting.statements).toEqual([]);
    // The wrapper does see the statements of a handler that reads D1.
    expect(
      (await callWith({ DB: counting.db }, "/api/templates", { token: login.access_token })).status,
    ).toBe(200);
    expect(counting.statements.length).toBeGreaterThan(0);
  });

  it("ends a logged-out session at once, still without reading D1 on the auth path", async () => {
    const { login } = await signedIn();
    const status = await waitingJob(login.access_token);
    expect((await call("/api/auth/profile", { token: login.access_token })).status).toBe(200);
    await call("/api/auth/logout", { method: "POST", token: login.access_token });
    const counting = countingD1();
    const after = await callWith({ DB: counting.db }, status, { token: login.access_token });
    expect(after.status).toBe(401);
    expect(counting.statements).toEqual([]);
  });

  it("ends the access tokens of a family revoked for refresh-token reuse, in other isolates too", async () => {
    const { user, login } = await signedIn();
    const rotated = (await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } })).body;
    // Past the grace window a second use of the spent token is a replay (within it, two tabs get the same pair).
    await getDb(env.DB)
      .update(refreshTokens)
      .set({ usedAt: Math.floor(Date.now() / 1000) - 60 })
      .where(eq(refreshTokens.tokenHash, await sha256Hex(login.refresh_token)));
    await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } });
    expectError(
      await call("/api/auth/profile", { token: rotated.session.access_token }),
      401,
      "unauthorized",
    );
    // What an isolate with an empty cache reads from the user's revocation object.
    const fresh = await revocationsOf(env, user.id, Date.now() + CACHE_MS + 1);
    expect(fresh.sids).toContain(JSON.parse(atob(rotated.session.access_token.split(".")[1])).sid);
  });

  it("keeps the user's other sessions alive when one is logged out", async () => {
    const { user, login } = await signedIn();
    const other = (await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } })).body;
    await call("/api/auth/logout", { method: "POST", token: login.access_token });
    expect((await call("/api/auth/profile", { token: other.access_token })).status).toBe(200);
  });

  it("ends every session of a user at once on a password reset, and a new sign-in works", async () => {
    const { user, login } = await signedIn();
    const { publishAllSessionsRevoked } = await import("../../src/worker/accounts/revocation-cache");
    // Tokens carry whole seconds: wait until the next second so the old token is strictly older than the reset.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
    await publishAllSessionsRevoked(env, user.id);
    expectError(await call("/api/auth/profile", { token: login.access_token }), 401, "unauthorized");
    const again = (await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } })).body;
    expect((await call("/api/auth/profile", { token: again.access_token })).status).toBe(200);
  });
});

const SECRET = env.JWT_SECRET as string;

describe("per-isolate caches on the signed-in path", () => {
  it("verifies a token's signature once, but still refuses it once it has expired or its session is revoked", async () => {
    const { signAccessToken, verifyAccessClaims } = await import("../../src/worker/accounts/access-token");
    const { user, login } = await signedIn();
    // A token with a minute left: accepted now (and remembered), refused after its expiry from the cache too. The
    // clock is moved past the expiry rather than waited for, so a slow machine cannot spend the minute first.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const now = Math.floor(Date.now() / 1000);
    const { token } = await signAccessToken(SECRET, user.id, now - ACCESS_TOKEN_TTL_SECONDS + 60);
    expect((await verifyAccessClaims(SECRET, token))?.userId).toBe(user.id);
    expect((await verifyAccessClaims(SECRET, token))?.userId).toBe(user.id);
    expect(await verifyAccessClaims("another-secret-that-is-at-least-32-chars", token)).toBeNull();
    vi.setSystemTime((now + 60) * 1000);
    expect(await verifyAccessClaims(SECRET, token)).toBeNull();
    vi.useRealTimers();
    // A remembered token of a logged-out session: the revocation check still runs on every request.
    expect((await call("/api/auth/profile", { token: login.access_token })).status).toBe(200);
    await call("/api/auth/logout", { method: "POST", token: login.access_token });
    expectError(await call("/api/auth/profile", { token: login.access_token }), 401, "unauthorized");
  });

  it("hands out one preview token per template per 5-minute step, valid 15 to 20 minutes", async () => {
    const { listedPreviewToken, verifyPreviewToken, PREVIEW_TOKEN_TTL_SECONDS, PREVIEW_TOKEN_STEP_SECONDS } =
      await import("../../src/worker/templates/preview-token");
    const now = Math.floor(Date.now() / 1000);
    const stepStart = Math.floor(now / PREVIEW_TOKEN_STEP_SECONDS) * PREVIEW_TOKEN_STEP_SECONDS;
    const a = await listedPreviewToken(SECRET, "tpl-a", stepStart + 1);
    expect(await listedPreviewToken(SECRET, "tpl-a", stepStart + PREVIEW_TOKEN_STEP_SECONDS - 1)).toBe(a);
    expect(await listedPreviewToken(SECRET, "tpl-b", stepStart + 1)).not.toBe(a);
    expect(await listedPreviewToken(SECRET, "tpl-a", stepStart + PREVIEW_TOKEN_STEP_SECONDS + 1)).not.toBe(a);
    const exp = parseInt(a.split(".")[0], 36);
    expect(exp - (stepStart + 1)).toBeGreaterThanOrEqual(PREVIEW_TOKEN_TTL_SECONDS);
    expect(exp - (stepStart + 1)).toBeLessThanOrEqual(PREVIEW_TOKEN_TTL_SECONDS + PREVIEW_TOKEN_STEP_SECONDS);
    expect(await verifyPreviewToken(SECRET, "tpl-a", a, stepStart + 1)).toBe(true);
    expect(await verifyPreviewToken(SECRET, "tpl-b", a, stepStart + 1)).toBe(false);
    expect(await verifyPreviewToken(SECRET, "tpl-a", a, exp + 1)).toBe(false);
  });
});

describe("drizzle instance per D1 binding", () => {
  it("builds drizzle (and its schema config) once per binding, a new one for another binding", () => {
    expect(getDb(env.DB)).toBe(getDb(env.DB));
    const other = countingD1(env.DB);
    expect(getDb(other.db)).not.toBe(getDb(env.DB));
    expect(getDb(other.db)).toBe(getDb(other.db));
  });
});
