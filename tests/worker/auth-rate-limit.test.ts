import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "../../src/worker/db/schema";
import { LIMITS, purgeRateLimits } from "../../src/worker/platform/rate-limit";
import { call, db, expectError, freshEmail, freshIp, PASSWORD, seedUser } from "./auth-support";

describe("rate limits (rate_limits table, fixed window, 429 with Retry-After)", () => {
  it("locks an account for the guessing address after 10 failed sign-ins, even for the right password", async () => {
    const user = await seedUser();
    const ip = freshIp();
    for (let i = 0; i < LIMITS.loginAccountIp.max; i++) {
      expectError(
        await call("/api/auth/login", { body: { email: user.email, password: `wrong-${i}` }, ip }),
        401,
      );
    }
    const locked = await call("/api/auth/login", { body: { email: user.email, password: PASSWORD }, ip });
    expect(expectError(locked, 429, "rate_limited").message).toBe(
      "Too many sign-in attempts. Please wait a few minutes and try again.",
    );
    const retry = Number(locked.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(LIMITS.loginAccount.windowSeconds);
  });

  it("does not count successful sign-ins against the account", async () => {
    const user = await seedUser();
    for (let i = 0; i < LIMITS.loginAccount.max + 2; i++) {
      expect(
        (await call("/api/auth/login", { body: { email: user.email, password: PASSWORD } })).status,
      ).toBe(200);
    }
  });

  it("limits sign-in attempts per IP address (CF-Connecting-IP)", async () => {
    const ip = freshIp();
    const user = await seedUser();
    let last = { status: 0, headers: new Headers(), body: null as unknown };
    for (let i = 0; i <= LIMITS.loginIp.max; i++) {
      last = await call("/api/auth/login", { body: { email: freshEmail(), password: "x" }, ip });
      if (last.status === 429) break;
    }
    expectError(last, 429, "rate_limited");
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(
      (await call("/api/auth/login", { body: { email: user.email, password: PASSWORD }, ip: freshIp() }))
        .status,
    ).toBe(200);
  }, 120_000);

  it("limits reset requests per account, whether or not the account exists", async () => {
    for (const email of [(await seedUser()).email, freshEmail("ghost")]) {
      for (let i = 0; i < LIMITS.resetAccount.max; i++) {
        expect((await call("/api/auth/reset-password", { body: { email } })).status).toBe(200);
      }
      const limited = await call("/api/auth/reset-password", { body: { email } });
      expectError(limited, 429, "rate_limited");
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });

  it("limits reset requests per IP address", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.resetIp.max; i++) {
      expect((await call("/api/auth/reset-password", { body: { email: freshEmail() }, ip })).status).toBe(
        200,
      );
    }
    expectError(
      await call("/api/auth/reset-password", { body: { email: freshEmail() }, ip }),
      429,
      "rate_limited",
    );
  });

  it("limits resend requests per IP address", async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.resendIp.max; i++) {
      expect(
        (await call("/api/auth/resend-verification", { body: { email: freshEmail() }, ip })).status,
      ).toBe(200);
    }
    const limited = await call("/api/auth/resend-verification", { body: { email: freshEmail() }, ip });
    expectError(limited, 429, "rate_limited");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("purgeRateLimits", () => {
  it("drops counters older than a day and keeps current ones", async () => {
    const t = Math.floor(Date.now() / 1000);
    await db()
      .insert(rateLimits)
      .values([
        { key: "test-old", windowStart: t - 2 * 86400, count: 3 },
        { key: "test-new", windowStart: t - 60, count: 1 },
      ]);
    await purgeRateLimits(db(), t);
    expect(await db().query.rateLimits.findFirst({ where: eq(rateLimits.key, "test-old") })).toBeUndefined();
    expect(await db().query.rateLimits.findFirst({ where: eq(rateLimits.key, "test-new") })).toBeDefined();
  });
});
