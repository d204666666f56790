import { eq, isNotNull } from "drizzle-orm";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { refreshTokens } from "../../src/worker/db/schema";
import { verifyAccessToken } from "../../src/worker/accounts/access-token";
import { sha256Hex } from "../../src/worker/accounts/auth-tokens";
import { call, db, expectError, freshEmail, PASSWORD, seedUser, signedIn } from "./auth-support";

describe("POST /api/auth/login", () => {
  it("signs a verified user in and returns every token field the client reads", async () => {
    const { user, login } = await signedIn();
    expect(login.user.email).toBe(user.email);
    expect(login.sessionToken).toBe(login.access_token);
    expect(login.session).toEqual({
      access_token: login.access_token,
      refresh_token: login.refresh_token,
      expires_at: login.tokenExpiresAt,
    });
    expect(login.user.sessionToken).toBe(login.access_token);
    expect(login.user.refreshToken).toBe(login.refresh_token);
    expect(login.tokenExpiresAt).toBeGreaterThan(Date.now() / 1000 + 600);
    expect(login.tokenExpiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 15 * 60 + 5);
    expect(login.user).toMatchObject({
      plan: "free",
      templatesUsed: 0,
      templateLimit: 1,
      templatesRemaining: 1,
      emailVerified: true,
    });
    expect(login.user.passwordHash).toBeUndefined();
    expect(await verifyAccessToken(env.JWT_SECRET as string, login.access_token)).toBe(user.id);
  });

  it("stores only the hash of the refresh token", async () => {
    const { user, login } = await signedIn();
    const rows = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(await sha256Hex(login.refresh_token));
    expect(rows[0].tokenHash).not.toContain(login.refresh_token);
  });

  it("gives a 30-day session with remember-me and a 1-day one without", async () => {
    const a = await signedIn();
    const b = await seedUser();
    const short = await call("/api/auth/login", {
      body: { email: b.email, password: PASSWORD, rememberMe: false },
    });
    const [longRow] = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, a.user.id));
    const [shortRow] = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, b.id));
    expect(longRow.expiresAt - longRow.createdAt).toBe(30 * 24 * 3600);
    expect(shortRow.expiresAt - shortRow.createdAt).toBe(24 * 3600);
    expect(short.status).toBe(200);
  });

  it("accepts the address in any letter case and with spaces around it", async () => {
    const user = await seedUser();
    const res = await call("/api/auth/login", {
      body: { email: `  ${user.email.toUpperCase()} `, password: PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it("refuses an unverified user with 403 and a clear message", async () => {
    const user = await seedUser({ verified: false });
    const res = await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } });
    const error = expectError(res, 403, "email_not_verified");
    expect(error.message).toMatch(/verify your email address before signing in/);
    expect(error.message).toMatch(/request a new one/);
  });

  it("does not reveal an unverified account to someone with the wrong password", async () => {
    const user = await seedUser({ verified: false });
    const res = await call("/api/auth/login", { body: { email: user.email, password: "wrong-password" } });
    expect(expectError(res, 401, "unauthorized").message).toBe("Invalid email or password");
  });

  it("answers a wrong password and an unknown address with the same 401", async () => {
    const user = await seedUser();
    const wrong = await call("/api/auth/login", {
      body: { email: user.email, password: "not-the-password" },
    });
    const unknown = await call("/api/auth/login", {
      body: { email: freshEmail("ghost"), password: "not-the-password" },
    });
    expect(expectError(wrong, 401)).toEqual(expectError(unknown, 401));
    expect(wrong.body).toEqual({ error: { code: "unauthorized", message: "Invalid email or password" } });
  });
});

describe("POST /api/auth/refresh", () => {
  it("rotates: hands out a new pair and the user, and the new refresh token works once more", async () => {
    const { user, login } = await signedIn();
    const first = await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } });
    expect(first.status).toBe(200);
    expect(first.body.session.refresh_token).not.toBe(login.refresh_token);
    expect(first.body.session.access_token).toBeTruthy();
    expect(first.body.session.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(first.body.user.id).toBe(user.id);
    expect(first.body.sessionToken).toBe(first.body.session.access_token);
    expect(await verifyAccessToken(env.JWT_SECRET as string, first.body.session.access_token)).toBe(user.id);
    const second = await call("/api/auth/refresh", {
      body: { refreshToken: first.body.session.refresh_token },
    });
    expect(second.status).toBe(200);
    const rows = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.familyId)).size).toBe(1);
  });

  it("detects reuse of a spent token and revokes the whole family", async () => {
    const { login } = await signedIn();
    const rotated = await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } });
    expect(rotated.status).toBe(200);
    await pastGraceWindow();
    const replay = await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } });
    expect(expectError(replay, 401, "unauthorized").message).toBe(
      "Your session has expired. Please log in again.",
    );
    const legit = await call("/api/auth/refresh", {
      body: { refreshToken: rotated.body.session.refresh_token },
    });
    expectError(legit, 401, "unauthorized");
  });

  it("leaves the user's other sessions alone when one family is revoked", async () => {
    const user = await seedUser();
    const tabA = (await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } })).body;
    const tabB = (await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } })).body;
    await call("/api/auth/refresh", { body: { refreshToken: tabA.refresh_token } });
    await call("/api/auth/refresh", { body: { refreshToken: tabA.refresh_token } });
    expect((await call("/api/auth/refresh", { body: { refreshToken: tabB.refresh_token } })).status).toBe(
      200,
    );
  });

  it("refuses an unknown token", async () => {
    expectError(
      await call("/api/auth/refresh", { body: { refreshToken: "made-up-token" } }),
      401,
      "unauthorized",
    );
  });

  it("refuses an expired token", async () => {
    const { user, login } = await signedIn();
    await db().update(refreshTokens).set({ expiresAt: 1 }).where(eq(refreshTokens.userId, user.id));
    expectError(
      await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } }),
      401,
      "unauthorized",
    );
  });

  it("concurrent uses of the same token all get the same new pair (grace window)", async () => {
    const { login } = await signedIn();
    const results = await Promise.all([
      call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } }),
      call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0].body.session).toEqual(results[1].body.session);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the access token at once, not when it expires", async () => {
    const { login } = await signedIn();
    expect((await call("/api/auth/profile", { token: login.access_token })).status).toBe(200);
    await call("/api/auth/logout", { method: "POST", token: login.access_token });
    expectError(await call("/api/auth/profile", { token: login.access_token }), 401, "unauthorized");
  });

  it("ends every access token of a family revoked for refresh-token reuse", async () => {
    const { login } = await signedIn();
    const rotated = (await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } })).body;
    expect((await call("/api/auth/profile", { token: rotated.session.access_token })).status).toBe(200);
    await pastGraceWindow();
    await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } });
    expectError(
      await call("/api/auth/profile", { token: rotated.session.access_token }),
      401,
      "unauthorized",
    );
  });

  it("revokes the session's refresh-token family with just the bearer token", async () => {
    const { login } = await signedIn();
    const res = await call("/api/auth/logout", { method: "POST", token: login.access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expectError(await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } }), 401);
  });

  it("revokes the family of a refresh token sent in the body", async () => {
    const { login } = await signedIn();
    const rotated = (await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } })).body;
    const res = await call("/api/auth/logout", {
      body: { refreshToken: rotated.session.refresh_token },
      token: rotated.session.access_token,
    });
    expect(res.status).toBe(200);
    expectError(
      await call("/api/auth/refresh", { body: { refreshToken: rotated.session.refresh_token } }),
      401,
    );
  });

  it("accepts a refresh token alone when the access token has expired", async () => {
    const { login } = await signedIn();
    const res = await call("/api/auth/logout", {
      body: { refreshToken: login.refresh_token },
      token: "expired.or.garbage",
    });
    expect(res.status).toBe(200);
    expectError(await call("/api/auth/refresh", { body: { refreshToken: login.refresh_token } }), 401);
  });

  it("does not let one user revoke another user's session", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await call("/api/auth/logout", {
      body: { refreshToken: bob.login.refresh_token },
      token: alice.login.access_token,
    });
    expect(
      (await call("/api/auth/refresh", { body: { refreshToken: bob.login.refresh_token } })).status,
    ).toBe(200);
  });

  it("answers 401 without any credential", async () => {
    expectError(await call("/api/auth/logout", { method: "POST" }), 401, "unauthorized");
    expectError(await call("/api/auth/logout", { body: { refreshToken: "nope" } }), 401, "unauthorized");
  });
});

/** Moves every spent refresh token's use back past the grace window, as if the replay came a minute later. */
async function pastGraceWindow() {
  await db()
    .update(refreshTokens)
    .set({ usedAt: Math.floor(Date.now() / 1000) - 60 })
    .where(isNotNull(refreshTokens.usedAt));
}
