import { and, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refreshTokens } from "../../src/worker/db/schema";
import {
  purgeSpentRefreshTokens,
  REFRESH_GRACE_SECONDS,
  sha256Hex,
} from "../../src/worker/accounts/auth-tokens";
import { call, db, expectError, signedIn } from "./auth-support";

const refresh = (refreshToken: string) => call("/api/auth/refresh", { body: { refreshToken } });
const ageSpent = (userId: string, seconds: number) =>
  db()
    .update(refreshTokens)
    .set({ usedAt: Math.floor(Date.now() / 1000) - seconds })
    .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.usedAt)));

describe("refresh in parallel (grace window)", () => {
  it("ten parallel refreshes with the same token keep the session and all return the same new pair", async () => {
    const { login } = await signedIn();
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh(login.refresh_token)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const pairs = new Set(
      results.map((r) => `${r.body.session.access_token} ${r.body.session.refresh_token}`),
    );
    expect(pairs.size).toBe(1);
    const next = results[0].body.session;
    expect((await call("/api/auth/profile", { token: next.access_token })).status).toBe(200);
    expect((await refresh(next.refresh_token)).status).toBe(200);
  });

  it("a duplicated tab that refreshes a few seconds later gets the same pair", async () => {
    const { user, login } = await signedIn();
    const first = await refresh(login.refresh_token);
    await ageSpent(user.id, REFRESH_GRACE_SECONDS - 3);
    const late = await refresh(login.refresh_token);
    expect(late.status).toBe(200);
    expect(late.body.session.refresh_token).toBe(first.body.session.refresh_token);
  });

  it("a replay after the grace window still ends the whole session", async () => {
    const { user, login } = await signedIn();
    const first = await refresh(login.refresh_token);
    await ageSpent(user.id, REFRESH_GRACE_SECONDS + 5);
    expectError(await refresh(login.refresh_token), 401, "unauthorized");
    expectError(await refresh(first.body.session.refresh_token), 401, "unauthorized");
  });
});

describe("spent refresh tokens are deleted once their grace window has passed", () => {
  it("on the family's next rotation, keeping only live tokens and still recognising a replay of a purged one", async () => {
    const { user, login } = await signedIn();
    const first = (await refresh(login.refresh_token)).body.session;
    await ageSpent(user.id, REFRESH_GRACE_SECONDS + 5);
    const second = (await refresh(first.refresh_token)).body.session;
    const rows = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    // The first token's row is gone; the just-spent one stays for its grace window, plus the live successor.
    expect(rows.map((r) => r.tokenHash).sort()).toEqual(
      [await sha256Hex(first.refresh_token), await sha256Hex(second.refresh_token)].sort(),
    );
    await ageSpent(user.id, REFRESH_GRACE_SECONDS + 5);
    await purgeSpentRefreshTokens(db());
    const left = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(left.map((r) => r.tokenHash)).toEqual([await sha256Hex(second.refresh_token)]);
    // A replay of the purged token is still a replay: the session ends.
    expectError(await refresh(first.refresh_token), 401, "unauthorized");
    expectError(await refresh(second.refresh_token), 401, "unauthorized");
  });
});
