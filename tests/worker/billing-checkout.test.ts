import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { signAccessToken } from "../../src/worker/accounts/access-token";
import { CANCEL_RETRY_DELAYS, MAX_CANCEL_ATTEMPTS } from "../../src/worker/billing/cancellations";
import { billingCancellations } from "../../src/worker/db/schema";
import type { AppBindings } from "../../src/worker/env";
import { HOURLY, runScheduled } from "../../src/worker/jobs/scheduled";
import { FakePaypal } from "./billing-support";
import { call, createUser, db, getUser, PAYPAL_ENV } from "./payments-support";

let paypal: FakePaypal;
beforeEach(() => {
  paypal = new FakePaypal().install();
});
afterEach(() => vi.unstubAllGlobals());

type Status = {
  user: {
    plan: string;
    paypalSubscriptionId: string | null;
    subscriptionStatus: string;
    templateLimit: number;
  };
  pending: { subscriptionId: string; planName: string; status: string } | null;
  planChangePending: string | null;
  manualCancellationRequired: boolean;
  message?: string;
};

const verify = (token: string, subscriptionId: string, planName: string) =>
  call("/api/payment/verify-subscription", {
    token,
    env: PAYPAL_ENV,
    json: { subscriptionId, planName, billingCycle: "monthly" },
  });
const status = async (token: string) => {
  const res = await call("/api/subscription/status", { token, env: PAYPAL_ENV });
  expect(res.status).toBe(200);
  return res.json<Status>();
};
const changePlan = (token: string, planName: string) =>
  call("/api/subscription/change-plan", { token, env: PAYPAL_ENV, json: { planName } });
const cancelCalls = (id: string) =>
  paypal.calls.filter((c) => c.method === "POST" && c.path === `/v1/billing/subscriptions/${id}/cancel`)
    .length;

async function basicSubscriber() {
  const user = await createUser();
  const sub = paypal.create("P-BASIC", { customId: user.id });
  expect((await verify(user.token, sub.id, "basic")).status).toBe(200);
  return { ...user, sub: sub.id };
}

describe("approval states", () => {
  it("answers APPROVAL_PENDING as pending, grants nothing, and a server check finishes it once PayPal activates", async () => {
    const user = await createUser();
    const sub = paypal.create("P-PREMIUM", { status: "APPROVAL_PENDING", customId: user.id });
    const res = await verify(user.token, sub.id, "premium");
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({
      success: true,
      pending: true,
      status: "APPROVAL_PENDING",
      planName: "premium",
    });
    expect(await status(user.token)).toMatchObject({
      user: { plan: "free" },
      pending: { subscriptionId: sub.id, planName: "premium" },
    });
    paypal.setStatus(sub.id, "APPROVED");
    expect((await status(user.token)).user.plan).toBe("free");
    paypal.setStatus(sub.id, "ACTIVE");
    const done = await status(user.token);
    expect(done).toMatchObject({
      user: { plan: "premium", paypalSubscriptionId: sub.id, subscriptionStatus: "active" },
      pending: null,
    });
  });

  it("finishes a pending subscription on the ACTIVATED webhook", async () => {
    const user = await createUser();
    const sub = paypal.create("P-ENT100", { status: "APPROVED", customId: user.id });
    expect((await verify(user.token, sub.id, "enterprise-100")).status).toBe(202);
    paypal.setStatus(sub.id, "ACTIVE");
    const event = paypal.subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", sub.id);
    expect(
      (await call("/webhook/paypal", { json: event.body, headers: event.headers, env: PAYPAL_ENV })).status,
    ).toBe(200);
    expect(await getUser(user.id)).toMatchObject({
      plan: "enterprise",
      customTemplateLimit: 100,
      subscriptionStatus: "active",
    });
  });

  it("never lets a second checkout started while one was pending bill next to it", async () => {
    const user = await createUser();
    const first = paypal.create("P-PREMIUM", { status: "APPROVAL_PENDING", customId: user.id });
    expect((await verify(user.token, first.id, "premium")).status).toBe(202);
    const second = paypal.create("P-PREMIUM", { customId: user.id });
    expect((await verify(user.token, second.id, "premium")).status).toBe(200);
    expect((await status(user.token)).pending).toBeNull();
    // The first one is activated late by PayPal: it is cancelled, not linked.
    paypal.setStatus(first.id, "ACTIVE");
    const event = paypal.subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", first.id);
    await call("/webhook/paypal", { json: event.body, headers: event.headers, env: PAYPAL_ENV });
    expect((await getUser(user.id)).paypalSubscriptionId).toBe(second.id);
    await runScheduled(HOURLY, { ...env, ...PAYPAL_ENV } as AppBindings, new Date());
    expect(paypal.subs.get(first.id)!.status).toBe("CANCELLED");
  });

  it("refuses a pending subscription for another plan than the one chosen", async () => {
    const user = await createUser();
    const sub = paypal.create("P-BASIC", { status: "APPROVAL_PENDING" });
    expect((await verify(user.token, sub.id, "premium")).status).toBe(400);
    expect((await status(user.token)).pending).toBeNull();
  });
});

describe("plan changes bill once", () => {
  it("upgrades with PayPal's revise after the buyer approves, on the same subscription, cancelling nothing", async () => {
    const user = await basicSubscriber();
    const res = await changePlan(user.token, "premium");
    const body = await res.json<{ status: string; approveUrl: string }>();
    expect(body.status).toBe("approval_required");
    expect(body.approveUrl).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\//);
    const revise = paypal.calls.find((c) => c.path.endsWith("/revise"));
    expect(revise?.body).toMatchObject({
      plan_id: "P-PREMIUM",
      application_context: { return_url: "http://app.test/?payment=success&plan=premium" },
    });
    expect(await status(user.token)).toMatchObject({ user: { plan: "basic" }, planChangePending: "premium" });
    paypal.approveRevision(user.sub);
    expect(await status(user.token)).toMatchObject({
      user: { plan: "premium", paypalSubscriptionId: user.sub },
      planChangePending: null,
    });
    expect(cancelCalls(user.sub)).toBe(0);
  });

  it("applies a revise PayPal accepts without approval at once", async () => {
    const user = await basicSubscriber();
    paypal.reviseNeedsApproval = false;
    const body = await (
      await changePlan(user.token, "enterprise-50")
    ).json<{ status: string; user: { plan: string; templateLimit: number } }>();
    expect(body).toMatchObject({ status: "changed", user: { plan: "enterprise", templateLimit: 50 } });
  });

  it("falls back to a checkout when revise cannot apply, and the server cancels the old subscription once the new one is verified", async () => {
    const user = await basicSubscriber();
    paypal.reviseFails = "PLAN_NOT_IN_SAME_PRODUCT";
    expect(await (await changePlan(user.token, "premium")).json()).toMatchObject({
      success: false,
      status: "checkout_required",
    });
    expect((await getUser(user.id)).plan).toBe("basic");
    const next = paypal.create("P-PREMIUM", { customId: user.id });
    const res = await verify(user.token, next.id, "premium");
    expect(await res.json()).toMatchObject({
      plan: "premium",
      replacedSubscriptionId: user.sub,
      oldSubscriptionCancelled: true,
      manualCancellationRequired: false,
    });
    expect(paypal.subs.get(user.sub)!.status).toBe("CANCELLED");
  });

  it("refuses a change to the current plan and answers checkout_required without a subscription", async () => {
    const user = await basicSubscriber();
    expect((await changePlan(user.token, "basic")).status).toBe(400);
    const free = await createUser();
    expect(await (await changePlan(free.token, "premium")).json()).toMatchObject({
      status: "checkout_required",
    });
    expect((await changePlan(free.token, "gold")).status).toBe(400);
  });

  it("changes the plan directly in simulated mode", async () => {
    const user = await createUser();
    const sim = `SIM-${crypto.randomUUID()}`;
    expect(
      (
        await call("/api/payment/verify-subscription", {
          token: user.token,
          json: { subscriptionId: sim, planName: "basic" },
        })
      ).status,
    ).toBe(200);
    const res = await call("/api/subscription/change-plan", {
      token: user.token,
      json: { planName: "premium" },
    });
    expect(await res.json()).toMatchObject({
      status: "changed",
      user: { plan: "premium", paypalSubscriptionId: sim },
    });
  });
});

describe("cancelling a replaced subscription", () => {
  it("retries from the hourly cron until PayPal accepts, without asking the user", async () => {
    const user = await basicSubscriber();
    paypal.failCancels = 2;
    const next = paypal.create("P-PREMIUM", { customId: user.id });
    expect(await (await verify(user.token, next.id, "premium")).json()).toMatchObject({
      oldSubscriptionCancelled: false,
      manualCancellationRequired: false,
    });
    const hourly = (ms: number) =>
      runScheduled(HOURLY, { ...env, ...PAYPAL_ENV } as AppBindings, new Date(ms));
    await hourly(Date.now()); // not due yet
    expect(cancelCalls(user.sub)).toBe(1);
    await hourly(Date.now() + (CANCEL_RETRY_DELAYS[0]! + 1) * 1000);
    expect(cancelCalls(user.sub)).toBe(2);
    await hourly(Date.now() + (CANCEL_RETRY_DELAYS[0]! + CANCEL_RETRY_DELAYS[1]! + 2) * 1000);
    expect(cancelCalls(user.sub)).toBe(3);
    expect(paypal.subs.get(user.sub)!.status).toBe("CANCELLED");
    expect((await status(user.token)).manualCancellationRequired).toBe(false);
  });

  it("asks the user to cancel by hand only when every attempt failed", async () => {
    const user = await basicSubscriber();
    paypal.failCancels = 100;
    const next = paypal.create("P-PREMIUM", { customId: user.id });
    await verify(user.token, next.id, "premium");
    let t = Date.now();
    for (const delay of CANCEL_RETRY_DELAYS) {
      expect((await status(user.token)).manualCancellationRequired).toBe(false);
      t += (delay + 1) * 1000;
      await runScheduled(HOURLY, { ...env, ...PAYPAL_ENV } as AppBindings, new Date(t));
    }
    expect(cancelCalls(user.sub)).toBe(MAX_CANCEL_ATTEMPTS);
    const [row] = await db
      .select()
      .from(billingCancellations)
      .where(eq(billingCancellations.subscriptionId, user.sub));
    expect(row?.status).toBe("failed");
    const final = await status(user.token);
    expect(final).toMatchObject({ manualCancellationRequired: true });
    expect(final.message).toMatch(/cancel it in your PayPal account/);
  });
});

describe("POST /api/subscription/cancel", () => {
  it("cancels at PayPal, keeps the plan to the period end, and a later ACTIVATED event does not undo it", async () => {
    const user = await basicSubscriber();
    const res = await call("/api/subscription/cancel", {
      token: user.token,
      method: "POST",
      env: PAYPAL_ENV,
    });
    expect(res.status).toBe(200);
    expect(paypal.subs.get(user.sub)!.status).toBe("CANCELLED");
    const event = paypal.event(
      "BILLING.SUBSCRIPTION.ACTIVATED",
      { id: user.sub, status: "ACTIVE", plan_id: "P-BASIC" },
      Date.now() - 60_000,
    );
    await call("/webhook/paypal", { json: event.body, headers: event.headers, env: PAYPAL_ENV });
    expect(await getUser(user.id)).toMatchObject({ plan: "basic", subscriptionStatus: "cancelled" });
    expect(
      (await call("/api/subscription/cancel", { token: user.token, method: "POST", env: PAYPAL_ENV })).status,
    ).toBe(400);
  });
});

describe("a verified checkout outlives the tab's session (spec 02 section 8)", () => {
  it("is kept by the server: the expired session's reads and verify fallback get 401, the next sign-in shows the plan", async () => {
    const user = await createUser();
    const sub = paypal.create("P-PREMIUM", { customId: user.id });
    expect((await verify(user.token, sub.id, "premium")).status).toBe(200);
    // The tab's session expires right after the checkout: the profile read and the verify fallback are refused.
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = (await signAccessToken(env.JWT_SECRET ?? "", user.id, hourAgo)).token;
    expect((await call("/api/subscription/status", { token: expired, env: PAYPAL_ENV })).status).toBe(401);
    expect((await verify(expired, sub.id, "premium")).status).toBe(401);
    // The purchase never depended on those reads: a new session sees it, and nothing was cancelled at PayPal.
    const next = (await signAccessToken(env.JWT_SECRET ?? "", user.id)).token;
    expect(await status(next)).toMatchObject({
      user: { plan: "premium", paypalSubscriptionId: sub.id, subscriptionStatus: "active" },
      pending: null,
    });
    expect(cancelCalls(sub.id)).toBe(0);
  });
});
