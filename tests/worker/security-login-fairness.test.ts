import { describe, expect, it } from "vitest";
import {
  hashesInFlight,
  pacedHash,
  REFUSED_SIGN_IN_DELAY_MS,
  refuseSlowly,
  withHashSlot,
} from "../../src/worker/accounts/hash-gate";
import { ApiError } from "../../src/worker/platform/errors";
import { call, freshIp, PASSWORD, seedUser } from "./auth-support";

const login = (email: string, password: string, ip: string) =>
  call("/api/auth/login", { body: { email, password }, ip });

describe("hashing is queued per account", () => {
  it("refuses a second section for the same account at once and admits another account", async () => {
    let release!: () => void;
    const held = withHashSlot(() => new Promise<void>((r) => (release = r)), 4, "a@example.com");
    const refused = await withHashSlot(() => "never", 4, "a@example.com").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(429);
    expect(await withHashSlot(() => "ran", 4, "b@example.com")).toBe("ran");
    release();
    await held;
    expect(hashesInFlight()).toBe(0);
    expect(await withHashSlot(() => "again", 4, "a@example.com")).toBe("again");
  });

  it("a wrong-password flood on one account does not refuse other accounts' sign-ins", async () => {
    const target = await seedUser();
    const others = await Promise.all(Array.from({ length: 6 }, () => seedUser()));
    let flooding = true;
    const floodStatuses: number[] = [];
    const flood = Array.from({ length: 8 }, async (_, c) => {
      for (let i = 0; flooding; i++)
        floodStatuses.push((await login(target.email, `wrong-${c}-${i}`, freshIp())).status);
    });
    const mine: number[] = [];
    for (const u of others) mine.push((await login(u.email, PASSWORD, freshIp())).status);
    flooding = false;
    await Promise.all(flood);
    expect(mine).toEqual(others.map(() => 200));
    // The flood meets the account's one place in line: its extra requests are refused (429), no hash.
    expect(floodStatuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(floodStatuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});

describe("pacing takes turns between accounts", () => {
  it("lets another account's waiting hash go before the account that hashed last", async () => {
    const order: string[] = [];
    const run = (account: string) => pacedHash(() => order.push(account), account);
    await run("flood");
    // Both wait for the rest after the first hash; the other account goes first.
    await Promise.all([run("flood"), run("other")]);
    expect(order).toEqual(["flood", "other", "flood"]);
  });

  it("answers a refused sign-in after a pause that costs no CPU", async () => {
    const started = Date.now();
    await expect(refuseSlowly(new ApiError(429, "rate_limited", "busy"))).rejects.toBeInstanceOf(ApiError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFUSED_SIGN_IN_DELAY_MS - 5);
    await expect(refuseSlowly(new ApiError(400, "validation_failed", "x"))).rejects.toBeInstanceOf(ApiError);
  });
});
