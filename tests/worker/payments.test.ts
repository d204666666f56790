import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addOneMonth } from "../../src/worker/billing/subscriptions";
import { call, createUser, fakePaypal, getUser, PAYPAL_ENV } from "./payments-support";

const simId = () => `SIM-${crypto.randomUUID()}`;
let paypal = fakePaypal();

beforeEach(() => {
  paypal = fakePaypal();
  vi.stubGlobal("fetch", paypal.fetchFn);
});
afterEach(() => vi.unstubAllGlobals());

function usePaypal(state: Parameters<typeof fakePaypal>[0]) {
  paypal = fakePaypal(state);
  vi.stubGlobal("fetch", paypal.fetchFn);
}

describe("GET /api/payment/config", () => {
  it("reports simulated mode with synthetic monthly ids and no yearly ids locally", async () => {
    const res = await call("/api/payment/config");
    expect(res.status).toBe(200);
    const body = await res.json<{
      mode: string;
      clientId: string;
      currency: string;
      plans: Record<string, Record<string, string>>;
    }>();
    expect(body.mode).toBe("simulated");
    expect(body.currency).toBe("EUR");
    expect(body.clientId).toBe("");
    expect(body.plans.basic).toEqual({ monthly: "SIM-PLAN-BASIC-MONTHLY", yearly: "" });
    expect(body.plans.premium!.yearly).toBe("");
    expect(body.plans.enterprise).toEqual({
      "50": "SIM-PLAN-ENTERPRISE-50-MONTHLY",
      "100": "SIM-PLAN-ENTERPRISE-100-MONTHLY",
    });
  });

  it("exposes the configured PayPal client id and plan ids in paypal mode", async () => {
    const body = await (
      await call("/api/payment/config", { env: PAYPAL_ENV })
    ).json<{ mode: string; clientId: string; plans: Record<string, Record<string, string>> }>();
    expect(body.mode).toBe("paypal");
    expect(body.clientId).toBe("client-id-test");
    expect(body.plans.premium).toEqual({ monthly: "P-PREMIUM", yearly: "" });
    expect(body.plans.enterprise!["50"]).toBe("P-ENT50");
  });

  // Production refuses to serve at all with the development JWT secret, so this test gives it a real-looking one.
  const PRODUCTION_SECRET = "a-production-secret-of-plenty-of-characters-123";
  it("refuses simulated payments in production with a clear 503, never simulating", async () => {
    const res = await call("/api/payment/config", {
      env: { APP_ENV: "production", PAYMENT_MODE: "simulated", JWT_SECRET: PRODUCTION_SECRET },
    });
    expect(res.status).toBe(503);
    const body = await res.json<{ error: { message: string } }>();
    expect(body.error.message).toMatch(/simulated checkout is disabled in production/);
    const unset = await call("/api/payment/config", {
      env: { APP_ENV: "production", PAYMENT_MODE: "", JWT_SECRET: PRODUCTION_SECRET },
    });
    expect(unset.status).toBe(503);
  });
});

describe("POST /api/payment/verify-subscription (simulated)", () => {
  it("activates Premium, resets the monthly credits and opens a one-month period", async () => {
    const user = await createUser({ templatesUsed: 1 });
    const id = simId();
    const before = Math.floor(Date.now() / 1000);
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      json: {
        subscriptionId: id,
        userId: user.id,
        userEmail: "x@acme-corp.com",
        planName: "premium",
        billingCycle: "monthly",
      },
    });
    expect(res.status).toBe(200);
    const body = await res.json<{
      success: boolean;
      plan: string;
      templateLimit: number;
      id: string;
      message: string;
    }>();
    expect(body).toMatchObject({ success: true, plan: "premium", templateLimit: 10, id });
    expect(body.message).toContain("Premium");
    const row = await getUser(user.id);
    expect(row).toMatchObject({
      plan: "premium",
      templatesUsed: 0,
      subscriptionStatus: "active",
      paypalSubscriptionId: id,
      customTemplateLimit: null,
    });
    expect(row.periodStart).toBeGreaterThanOrEqual(before);
    expect(row.periodEnd).toBe(addOneMonth(row.periodStart!));
  });

  it("sets the custom limit for Enterprise 50", async () => {
    const user = await createUser();
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      json: { subscriptionId: simId(), planName: "enterprise-50" },
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ templateLimit: number }>()).templateLimit).toBe(50);
    expect(await getUser(user.id)).toMatchObject({ plan: "enterprise", customTemplateLimit: 50 });
  });

  it("is idempotent for the same subscription: a second verify does not reset credits again", async () => {
    const user = await createUser();
    const id = simId();
    await call("/api/payment/verify-subscription", {
      token: user.token,
      json: { subscriptionId: id, planName: "basic" },
    });
    const { db } = await import("./payments-support");
    const { users } = await import("../../src/worker/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(users).set({ templatesUsed: 3 }).where(eq(users.id, user.id));
    const again = await call("/api/payment/verify-subscription", {
      token: user.token,
      json: { subscriptionId: id, planName: "basic" },
    });
    expect(again.status).toBe(200);
    expect((await getUser(user.id)).templatesUsed).toBe(3);
  });

  it("uses the token's user, never the userId in the body", async () => {
    const owner = await createUser();
    const victim = await createUser();
    const res = await call("/api/payment/verify-subscription", {
      token: owner.token,
      json: { subscriptionId: simId(), planName: "premium", userId: victim.id },
    });
    expect(res.status).toBe(403);
    expect((await getUser(victim.id)).plan).toBe("free");
    expect((await getUser(owner.id)).plan).toBe("free");
  });

  it("refuses a subscription id that is already linked to another account with 409", async () => {
    const a = await createUser();
    const b = await createUser();
    const id = simId();
    expect(
      (
        await call("/api/payment/verify-subscription", {
          token: a.token,
          json: { subscriptionId: id, planName: "basic" },
        })
      ).status,
    ).toBe(200);
    const res = await call("/api/payment/verify-subscription", {
      token: b.token,
      json: { subscriptionId: id, planName: "basic" },
    });
    expect(res.status).toBe(409);
    expect((await getUser(b.id)).plan).toBe("free");
  });

  it("refuses simulation in production even when PAYMENT_MODE says simulated", async () => {
    const user = await createUser();
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      json: { subscriptionId: simId(), planName: "premium" },
      env: { APP_ENV: "production", PAYMENT_MODE: "simulated" },
    });
    expect(res.status).toBe(503);
    expect((await getUser(user.id)).plan).toBe("free");
  });

  it("requires authentication", async () => {
    const res = await call("/api/payment/verify-subscription", {
      json: { subscriptionId: simId(), planName: "premium" },
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: "unauthorized", message: "Authentication required" } });
  });

  const badInputs: [string, unknown, number, RegExp][] = [
    ["a missing subscription id", { planName: "premium" }, 400, /Subscription id is required/],
    [
      "a subscription id with spaces",
      { subscriptionId: "I- 123", planName: "premium" },
      400,
      /Subscription id is invalid/,
    ],
    [
      "an over-long subscription id",
      { subscriptionId: "I-" + "A".repeat(80), planName: "premium" },
      400,
      /Subscription id is invalid/,
    ],
    [
      "a non-SIM id in simulated mode",
      { subscriptionId: "I-BW452GLLEP1G", planName: "premium" },
      400,
      /only SIM- subscription ids/,
    ],
    [
      "an unknown plan",
      { subscriptionId: `SIM-${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`, planName: "gold" },
      400,
      /Plan must be/,
    ],
    [
      "the free plan",
      { subscriptionId: `SIM-${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}`, planName: "free" },
      400,
      /Plan must be/,
    ],
    ["a numeric plan name", { subscriptionId: "SIM-x", planName: 5 }, 400, /planName|Plan/],
    [
      "an unknown billing cycle",
      { subscriptionId: "SIM-abc", planName: "basic", billingCycle: "weekly" },
      400,
      /Billing cycle must be/,
    ],
    [
      "yearly billing, which has no plan id",
      { subscriptionId: "SIM-abc", planName: "basic", billingCycle: "yearly" },
      400,
      /Yearly plans are not yet available/,
    ],
  ];
  for (const [name, json, status, message] of badInputs) {
    it(`answers ${status} for ${name}`, async () => {
      const user = await createUser();
      const res = await call("/api/payment/verify-subscription", { token: user.token, json });
      expect(res.status).toBe(status);
      const body = await res.json<{ error: { message: string } }>();
      expect(body.error.message).toMatch(message);
      expect((await getUser(user.id)).plan).toBe("free");
    });
  }

  it("answers 400 for a body that is not JSON and 413 for a huge one", async () => {
    const user = await createUser();
    const bad = await call("/api/payment/verify-subscription", {
      token: user.token,
      body: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(bad.status).toBe(400);
    const arr = await call("/api/payment/verify-subscription", { token: user.token, json: [1, 2] });
    expect(arr.status).toBe(400);
    const huge = await call("/api/payment/verify-subscription", {
      token: user.token,
      json: { subscriptionId: "x".repeat(20_000) },
    });
    expect(huge.status).toBe(413);
  });
});

describe("POST /api/payment/verify-subscription (paypal)", () => {
  it("asks PayPal and activates when the subscription is ACTIVE on the configured plan id", async () => {
    const user = await createUser();
    usePaypal({
      subscriptions: [{ id: "I-PREM1", status: "ACTIVE", plan_id: "P-PREMIUM", custom_id: user.id }],
    });
    // A client id of its own: OAuth tokens are cached per isolate and client id, and other files share the isolate.
    const env = { ...PAYPAL_ENV, PAYPAL_CLIENT_ID: `client-${crypto.randomUUID()}` };
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      env,
      json: { subscriptionId: "I-PREM1", planName: "premium" },
    });
    expect(res.status).toBe(200);
    expect(await getUser(user.id)).toMatchObject({ plan: "premium", paypalSubscriptionId: "I-PREM1" });
    expect(paypal.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /v1/oauth2/token",
      "GET /v1/billing/subscriptions/I-PREM1",
    ]);
  });

  it("accepts an APPROVED subscription as pending without granting the plan", async () => {
    const user = await createUser();
    usePaypal({ subscriptions: [{ id: "I-APP1", status: "APPROVED", plan_id: "P-BASIC" }] });
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-APP1", planName: "basic" },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ success: true, pending: true, status: "APPROVED" });
    expect((await getUser(user.id)).plan).toBe("free");
  });

  it("refuses a forged plan: a Basic subscription claimed as Premium", async () => {
    const user = await createUser();
    usePaypal({ subscriptions: [{ id: "I-CHEAP", status: "ACTIVE", plan_id: "P-BASIC" }] });
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-CHEAP", planName: "premium" },
    });
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { message: string } }>()).error.message).toBe(
      "The subscription does not match the selected plan.",
    );
    expect((await getUser(user.id)).plan).toBe("free");
  });

  it("refuses an inactive subscription with 402", async () => {
    const user = await createUser();
    usePaypal({ subscriptions: [{ id: "I-SUSP", status: "SUSPENDED", plan_id: "P-PREMIUM" }] });
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-SUSP", planName: "premium" },
    });
    expect(res.status).toBe(402);
    expect((await res.json<{ error: { message: string } }>()).error.message).toContain("SUSPENDED");
    expect((await getUser(user.id)).plan).toBe("free");
  });

  it("refuses an id PayPal does not know, a subscription made for another user, and SIM ids", async () => {
    const user = await createUser();
    usePaypal({
      subscriptions: [{ id: "I-OTHER", status: "ACTIVE", plan_id: "P-PREMIUM", custom_id: "someone-else" }],
    });
    const unknown = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-NOPE", planName: "premium" },
    });
    expect(unknown.status).toBe(400);
    const other = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-OTHER", planName: "premium" },
    });
    expect(other.status).toBe(403);
    const sim = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: simId(), planName: "premium" },
    });
    expect(sim.status).toBe(400);
    expect((await getUser(user.id)).plan).toBe("free");
  });

  it("answers 400 when the plan has no configured PayPal plan id", async () => {
    const user = await createUser();
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: { ...PAYPAL_ENV, PAYPAL_PLAN_BASIC_MONTHLY: "" },
      json: { subscriptionId: "I-X1", planName: "basic" },
    });
    expect(res.status).toBe(400);
    expect((await res.json<{ error: { message: string } }>()).error.message).toBe(
      "This plan cannot be processed right now. Please contact support.",
    );
    expect(paypal.calls).toHaveLength(0);
  });

  it("answers 502, not 500, when PayPal cannot be reached", async () => {
    const user = await createUser();
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("network down");
    });
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-NET", planName: "basic" },
    });
    expect(res.status).toBe(502);
  });
});

describe("payment rate limit", () => {
  it("answers 429 with Retry-After after 20 payment attempts in an hour", async () => {
    const user = await createUser();
    for (let i = 0; i < 20; i++) {
      const res = await call("/api/payment/verify-subscription", {
        token: user.token,
        json: { subscriptionId: "I-NOT-SIM", planName: "basic" },
      });
      expect(res.status).toBe(400);
    }
    const limited = await call("/api/payment/verify-subscription", {
      token: user.token,
      json: { subscriptionId: "I-NOT-SIM", planName: "basic" },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
