import { describe, expect, it } from "vitest";
import {
  HASH_BUSY_RETRY_SECONDS,
  hashesInFlight,
  MIN_REST_MS,
  pacedHash,
  withHashSlot,
} from "../../src/worker/accounts/hash-gate";
import { ApiError } from "../../src/worker/platform/errors";
import { LIMITS } from "../../src/worker/platform/rate-limit";
import { call, expectError, freshIp, latestLink, PASSWORD, seedUser, tokenFrom } from "./auth-support";

const login = (email: string, password: string, ip: string) =>
  call("/api/auth/login", { body: { email, password }, ip });

describe("sign-in attempts are counted before the password is checked", () => {
  it("lets at most 10 of 30 parallel wrong guesses from one address reach the password check", async () => {
    const user = await seedUser();
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(user.email, `wrong-${i}`, ip)),
    );
    const statuses = results.map((r) => r.status);
    // Some of the 10 counted attempts may also meet the per-isolate hashing cap (429); none beyond 10 is checked.
    const checked = statuses.filter((s) => s === 401).length;
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(LIMITS.loginAccountIp.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - checked);
    for (const r of results.filter((r) => r.status === 429))
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("a lockout is not a weapon", () => {
  it("ten wrong passwords from one address do not lock the owner out from another address", async () => {
    const user = await seedUser();
    const attacker = freshIp();
    for (let i = 0; i < LIMITS.loginAccountIp.max; i++)
      expectError(await login(user.email, `wrong-${i}`, attacker), 401);
    expectError(await login(user.email, PASSWORD, attacker), 429, "rate_limited");
    expect((await login(user.email, PASSWORD, freshIp())).status).toBe(200);
  });

  it("stops distributed guessing at a looser per-account ceiling", async () => {
    const user = await seedUser();
    let last = 0;
    for (let i = 0; i < LIMITS.loginAccount.max + 1; i++) {
      last = (await login(user.email, `wrong-${i}`, freshIp())).status;
      if (last === 429) break;
    }
    expect(last).toBe(429);
  }, 120_000);

  it("a completed password reset lifts the lock at once", async () => {
    const user = await seedUser();
    const ip = freshIp();
    for (let i = 0; i < LIMITS.loginAccountIp.max; i++) await login(user.email, `wrong-${i}`, ip);
    expectError(await login(user.email, PASSWORD, ip), 429);
    await call("/api/auth/reset-password", { body: { email: user.email } });
    const token = tokenFrom(await latestLink(user.email, "/reset-password"));
    const reset = await call("/api/auth/update-password", { body: { token, password: "a-fresh-passw0rd" } });
    expect(reset.status).toBe(200);
    expect((await login(user.email, "a-fresh-passw0rd", ip)).status).toBe(200);
  });
});

describe("per-isolate cap on concurrent password hashing", () => {
  it("answers 429 with Retry-After beyond the cap instead of queueing, and frees slots afterwards", async () => {
    const releases: (() => void)[] = [];
    const held = Array.from({ length: 3 }, () =>
      withHashSlot(() => new Promise<void>((resolve) => releases.push(resolve)), 3),
    );
    expect(hashesInFlight()).toBe(3);
    const refused = await withHashSlot(() => "never", 3).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect((refused as ApiError).headers).toEqual({ "Retry-After": String(HASH_BUSY_RETRY_SECONDS) });
    releases.forEach((r) => r());
    await Promise.all(held);
    expect(hashesInFlight()).toBe(0);
    expect(await withHashSlot(() => "ran", 3)).toBe("ran");
  });

  it("hashes one at a time and rests after each hash before the next, so other requests get the isolate", async () => {
    const log: string[] = [];
    const starts: number[] = [];
    const hash = (name: string) => () => {
      starts.push(Date.now());
      log.push(`start ${name}`);
      log.push(`end ${name}`);
      return name;
    };
    const results = Promise.all(["a", "b", "c"].map((n) => pacedHash(hash(n))));
    // Work that arrives while hashes are queued runs in the rests between them: a timer shorter than the rest fires
    // before the second hash starts, however late the machine runs both timers.
    await new Promise((r) => setTimeout(r, 1));
    log.push("other");
    expect(await results).toEqual(["a", "b", "c"]);
    // Each hash ran once; which waiting hash goes next is up to the waiters' timers, not a queue.
    expect(log).toHaveLength(7);
    const hashStarts = log.flatMap((entry, i) => (entry.startsWith("start") ? [i] : []));
    expect(log.indexOf("other")).toBeLessThan(hashStarts[1]);
    expect(new Set(log)).toEqual(
      new Set(["start a", "end a", "start b", "end b", "start c", "end c", "other"]),
    );
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(MIN_REST_MS);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(MIN_REST_MS);
  });

  it("a hash that throws still hands the turn on", async () => {
    await expect(
      pacedHash(() => {
        throw new Error("bad hash");
      }),
    ).rejects.toThrow("bad hash");
    expect(await pacedHash(() => "next")).toBe("next");
  });

  it("frees the slot when the hashing throws", async () => {
    await expect(withHashSlot(() => Promise.reject(new Error("boom")), 1)).rejects.toThrow("boom");
    expect(await withHashSlot(() => 1, 1)).toBe(1);
  });
});
