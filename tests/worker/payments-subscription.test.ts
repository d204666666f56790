import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { call, createUser, fakePaypal, getUser, PAYPAL_ENV } from "./payments-support";

const simId = () => `SIM-${crypto.randomUUID()}`;
let paypal = fakePaypal();
function usePaypal(state: Parameters<typeof fakePaypal>[0]) {
  paypal = fakePaypal(state);
  vi.stubGlobal("fetch", paypal.fetchFn);
}
beforeEach(() => usePaypal({}));
afterEach(() => vi.unstubAllGlobals());

async function subscribe(token: string, planName: string, subscriptionId = simId()) {
  const res = await call("/api/payment/verify-subscription", {
    token,
    json: { subscriptionId, planName, billingCycle: "monthly" },
  });
  expect(res.status).toBe(200);
  return subscriptionId;
}

describe("POST /api/subscription/upgrade", () => {
  it("cancels the old simulated subscription after the new one is verified", async () => {
    const user = await createUser();
    const oldId = await subscribe(user.token, "basic");
    const newId = await subscribe(user.token, "premium");
    const res = await call("/api/subscription/upgrade", {
      token: user.token,
      json: { newSubscriptionId: newId, oldSubscriptionId: oldId, newPlan: "premium", oldPlan: "basic" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: true,
      oldSubscriptionCancelled: true,
      manualCancellationRequired: false,
    });
    expect(await getUser(user.id)).toMatchObject({ plan: "premium", paypalSubscriptionId: newId });
  });

  it("cancels the old subscription at PayPal in paypal mode", async () => {
    const user = await createUser();
    usePaypal({
      subscriptions: [
        { id: "I-OLD", status: "ACTIVE", plan_id: "P-BASIC" },
        { id: "I-NEW", status: "ACTIVE", plan_id: "P-PREMIUM" },
      ],
    });
    for (const [id, plan] of [
      ["I-OLD", "basic"],
      ["I-NEW", "premium"],
    ])
      expect(
        (
          await call("/api/payment/verify-subscription", {
            token: user.token,
            env: PAYPAL_ENV,
            json: { subscriptionId: id, planName: plan },
          })
        ).status,
      ).toBe(200);
    const res = await call("/api/subscription/upgrade", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { newSubscriptionId: "I-NEW", oldSubscriptionId: "I-OLD", newPlan: "premium", oldPlan: "basic" },
    });
    expect(await res.json()).toMatchObject({
      success: true,
      oldSubscriptionCancelled: true,
      manualCancellationRequired: false,
    });
    expect(
      paypal.calls.some((c) => c.method === "POST" && c.url === "/v1/billing/subscriptions/I-OLD/cancel"),
    ).toBe(true);
  });

  it("keeps retrying on the server, rather than asking for manual cancellation, when PayPal refuses once", async () => {
    const user = await createUser();
    usePaypal({
      subscriptions: [
        { id: "I-OLD2", status: "ACTIVE", plan_id: "P-BASIC" },
        { id: "I-NEW2", status: "ACTIVE", plan_id: "P-ENT100" },
      ],
      cancelStatus: 500,
    });
    await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-OLD2", planName: "basic" },
    });
    await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-NEW2", planName: "enterprise-100" },
    });
    const res = await call("/api/subscription/upgrade", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { newSubscriptionId: "I-NEW2", oldSubscriptionId: "I-OLD2", newPlan: "enterprise-100" },
    });
    expect(await res.json()).toMatchObject({
      success: true,
      oldSubscriptionCancelled: false,
      manualCancellationRequired: false,
      cancellationRetrying: true,
    });
  });

  it("refuses to cancel a subscription that belongs to someone else", async () => {
    const victim = await createUser();
    const victimSub = await subscribe(victim.token, "premium");
    const attacker = await createUser();
    const mine = await subscribe(attacker.token, "basic");
    const res = await call("/api/subscription/upgrade", {
      token: attacker.token,
      json: { newSubscriptionId: mine, oldSubscriptionId: victimSub, newPlan: "basic" },
    });
    expect(res.status).toBe(403);
  });

  it("refuses an upgrade whose new subscription was never verified, and identical ids", async () => {
    const user = await createUser();
    const oldId = await subscribe(user.token, "basic");
    const unverified = await call("/api/subscription/upgrade", {
      token: user.token,
      json: { newSubscriptionId: simId(), oldSubscriptionId: oldId, newPlan: "premium" },
    });
    expect(unverified.status).toBe(409);
    const same = await call("/api/subscription/upgrade", {
      token: user.token,
      json: { newSubscriptionId: oldId, oldSubscriptionId: oldId, newPlan: "basic" },
    });
    expect(same.status).toBe(400);
    const missing = await call("/api/subscription/upgrade", {
      token: user.token,
      json: { newSubscriptionId: oldId },
    });
    expect(missing.status).toBe(400);
  });
});

describe("POST /api/subscription/cancel", () => {
  it("marks the subscription cancelled and keeps the plan until the period ends", async () => {
    const user = await createUser();
    await subscribe(user.token, "premium");
    const res = await call("/api/subscription/cancel", { token: user.token, method: "POST" });
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; accessUntil: string; message: string }>();
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/You keep your Premium plan until/);
    const row = await getUser(user.id);
    expect(row).toMatchObject({ plan: "premium", subscriptionStatus: "cancelled" });
    expect(new Date(body.accessUntil).getTime()).toBe(row.periodEnd! * 1000);
  });

  it("cancels at PayPal in paypal mode and answers 502 if PayPal refuses, leaving the subscription active", async () => {
    const user = await createUser();
    usePaypal({ subscriptions: [{ id: "I-C1", status: "ACTIVE", plan_id: "P-BASIC" }], cancelStatus: 422 });
    await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: "I-C1", planName: "basic" },
    });
    const refused = await call("/api/subscription/cancel", {
      token: user.token,
      method: "POST",
      env: PAYPAL_ENV,
    });
    expect(refused.status).toBe(502);
    expect((await getUser(user.id)).subscriptionStatus).toBe("active");
    usePaypal({ subscriptions: [{ id: "I-C1", status: "ACTIVE", plan_id: "P-BASIC" }] });
    const ok = await call("/api/subscription/cancel", { token: user.token, method: "POST", env: PAYPAL_ENV });
    expect(ok.status).toBe(200);
    expect(paypal.calls.at(-1)).toMatchObject({
      method: "POST",
      url: "/v1/billing/subscriptions/I-C1/cancel",
    });
    expect((await getUser(user.id)).subscriptionStatus).toBe("cancelled");
  });

  it("answers 400 for a free user and for a second cancellation", async () => {
    const free = await createUser();
    expect((await call("/api/subscription/cancel", { token: free.token, method: "POST" })).status).toBe(400);
    const paid = await createUser();
    await subscribe(paid.token, "basic");
    expect((await call("/api/subscription/cancel", { token: paid.token, method: "POST" })).status).toBe(200);
    expect((await call("/api/subscription/cancel", { token: paid.token, method: "POST" })).status).toBe(400);
  });

  it("requires authentication", async () => {
    expect((await call("/api/subscription/cancel", { method: "POST" })).status).toBe(401);
  });
});

describe("credit resets", () => {
  it("does not reset credits when a user switches back to a subscription they used before", async () => {
    const user = await createUser();
    const first = await subscribe(user.token, "basic");
    await subscribe(user.token, "premium");
    const { db } = await import("./payments-support");
    const { users } = await import("../../src/worker/db/schema");
    const { eq } = await import("drizzle-orm");
    await db.update(users).set({ templatesUsed: 4 }).where(eq(users.id, user.id));
    const before = await getUser(user.id);
    await subscribe(user.token, "basic", first);
    const after = await getUser(user.id);
    expect(after).toMatchObject({
      plan: "basic",
      paypalSubscriptionId: first,
      templatesUsed: 4,
      periodEnd: before.periodEnd,
    });
  });
});
