import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformKeys, users } from "../../src/worker/db/schema";
import type { AppBindings } from "../../src/worker/env";
import { DAILY, runScheduled } from "../../src/worker/jobs/scheduled";
import { call, createUser, db } from "./pipeline-support";
import { fakePlatforms, KLAVIYO_KEY, MAILCHIMP_KEY, PLATFORM_ENV } from "./integrations-support";

const saveKey = (token: string, platform: string, apiKey: string) =>
  call(`/api/integrations/${platform}`, { method: "PUT", token, json: { apiKey }, env: PLATFORM_ENV });
const keysOf = (userId: string) => db.select().from(platformKeys).where(eq(platformKeys.userId, userId));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Premium account with a saved Mailchimp key. */
async function premiumWithKey() {
  vi.stubGlobal("fetch", fakePlatforms().fetchFn);
  const user = await createUser({ plan: "premium" });
  expect((await saveKey(user.token, "mailchimp", MAILCHIMP_KEY)).status).toBe(200);
  expect(await keysOf(user.id)).toHaveLength(1);
  return user;
}

describe("a stored key is its owner's to see and delete on every plan", () => {
  for (const plan of ["free", "basic"] as const)
    it(`a ${plan} account lists its key (last 4 characters only) and deletes it, but cannot save one`, async () => {
      const user = await createUser({ plan });
      // A key saved before a downgrade deleted keys may still sit on a lower plan.
      await db.insert(platformKeys).values({
        userId: user.id,
        platform: "klaviyo",
        ciphertext: "opaque-ciphertext",
        last4: KLAVIYO_KEY.slice(-4),
      });
      const list = await call("/api/integrations", { token: user.token });
      expect(list.status).toBe(200);
      const body = await list.json<{ keys: { platform: string; last4: string }[] }>();
      expect(body.keys).toEqual([
        expect.objectContaining({ platform: "klaviyo", last4: KLAVIYO_KEY.slice(-4) }),
      ]);
      expect(JSON.stringify(body)).not.toContain("opaque-ciphertext");
      const fake = fakePlatforms();
      vi.stubGlobal("fetch", fake.fetchFn);
      expect((await saveKey(user.token, "klaviyo", KLAVIYO_KEY)).status).toBe(403);
      expect(fake.calls).toEqual([]);
      const del = await call("/api/integrations/klaviyo", { method: "DELETE", token: user.token });
      expect(del.status).toBe(200);
      expect(await keysOf(user.id)).toEqual([]);
    });
});

describe("keys are deleted when a plan below Premium takes effect", () => {
  it("a Premium account that moves to Basic loses its stored key", async () => {
    const user = await premiumWithKey();
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      json: { subscriptionId: `SIM-${crypto.randomUUID()}`, planName: "basic", billingCycle: "monthly" },
    });
    expect(res.status).toBe(200);
    expect((await db.query.users.findFirst({ where: eq(users.id, user.id) }))?.plan).toBe("basic");
    expect(await keysOf(user.id)).toEqual([]);
  });

  it("a cancelled Premium plan keeps its key until the paid period ends, then the daily run deletes it", async () => {
    const user = await premiumWithKey();
    const now = Math.floor(Date.now() / 1000);
    await db
      .update(users)
      .set({ subscriptionStatus: "cancelled", periodEnd: now + 3600 })
      .where(eq(users.id, user.id));
    expect(await keysOf(user.id)).toHaveLength(1);
    await db
      .update(users)
      .set({ periodEnd: now - 60 })
      .where(eq(users.id, user.id));
    await runScheduled(DAILY, env as AppBindings, new Date());
    expect((await db.query.users.findFirst({ where: eq(users.id, user.id) }))?.plan).toBe("free");
    expect(await keysOf(user.id)).toEqual([]);
  });

  it("a move between Premium and Enterprise keeps the key; other accounts' keys are untouched", async () => {
    const user = await premiumWithKey();
    const other = await premiumWithKey();
    await db.update(users).set({ plan: "enterprise" }).where(eq(users.id, user.id));
    expect(await keysOf(user.id)).toHaveLength(1);
    await db.update(users).set({ plan: "basic" }).where(eq(users.id, user.id));
    expect(await keysOf(user.id)).toEqual([]);
    expect(await keysOf(other.id)).toHaveLength(1);
  });
});
