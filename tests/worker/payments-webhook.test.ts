import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentEvents, users } from "../../src/worker/db/schema";
import { addOneMonth, expireLapsedSubscriptions } from "../../src/worker/billing/subscriptions";
import { call, createUser, db, fakePaypal, getUser, PAYPAL_ENV } from "./payments-support";

let paypal = fakePaypal();
function usePaypal(state: Parameters<typeof fakePaypal>[0]) {
  paypal = fakePaypal(state);
  vi.stubGlobal("fetch", paypal.fetchFn);
}
beforeEach(() => usePaypal({}));
afterEach(() => vi.unstubAllGlobals());

const now = () => Math.floor(Date.now() / 1000);
const eventId = () => `WH-${crypto.randomUUID()}`;
const DAY = 24 * 3600;

async function paidUser(patch: Partial<typeof users.$inferInsert> = {}) {
  const sub = `I-${crypto.randomUUID().slice(0, 12).toUpperCase()}`;
  const user = await createUser({
    plan: "premium",
    paypalSubscriptionId: sub,
    subscriptionStatus: "active",
    templatesUsed: 7,
    periodStart: now() - 30 * DAY,
    periodEnd: now() - 60,
    ...patch,
  });
  return { ...user, sub };
}

function send(event: unknown, env = {}, headers: Record<string, string> = {}) {
  return call("/webhook/paypal", { json: event, env, headers });
}

describe("POST /webhook/paypal", () => {
  it("renews on PAYMENT.SALE.COMPLETED: resets monthly credits and advances the period", async () => {
    const user = await paidUser();
    const before = await getUser(user.id);
    const res = await send({
      id: eventId(),
      event_type: "PAYMENT.SALE.COMPLETED",
      resource: { id: "SALE-1", billing_agreement_id: user.sub },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      received: true,
      duplicate: false,
      handled: true,
      action: "renewed",
    });
    const row = await getUser(user.id);
    expect(row.templatesUsed).toBe(0);
    // The period starts at the payment (credits follow payments, not the calendar).
    expect(row.periodStart).toBeGreaterThan(before.periodEnd!);
    expect(row.periodStart).toBeLessThanOrEqual(now());
    expect(row.periodEnd).toBeGreaterThan(now());
    expect(row.periodEnd).toBe(addOneMonth(row.periodStart!));
  });

  it("is idempotent: the same event delivered twice renews once", async () => {
    const user = await paidUser();
    const event = {
      id: eventId(),
      event_type: "PAYMENT.SALE.COMPLETED",
      resource: { billing_agreement_id: user.sub },
    };
    await send(event);
    const afterFirst = await getUser(user.id);
    await db.update(users).set({ templatesUsed: 2 }).where(eq(users.id, user.id));
    const second = await send(event);
    expect(await second.json()).toMatchObject({ received: true, duplicate: true });
    const row = await getUser(user.id);
    expect(row.templatesUsed).toBe(2);
    expect(row.periodEnd).toBe(afterFirst.periodEnd);
    const stored = await db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(stored).toHaveLength(1);
  });

  it("treats the first payment of a fresh period as activation, not a renewal", async () => {
    const user = await paidUser({
      periodStart: now() - 60,
      periodEnd: addOneMonth(now() - 60),
      templatesUsed: 2,
    });
    const res = await send({
      id: eventId(),
      event_type: "PAYMENT.SALE.COMPLETED",
      resource: { billing_agreement_id: user.sub },
    });
    expect(await res.json()).toMatchObject({ action: "first payment" });
    expect((await getUser(user.id)).templatesUsed).toBe(2);
  });

  it("handles cancellation, suspension and expiry of the current subscription", async () => {
    const user = await paidUser({ periodEnd: now() + 10 * DAY });
    await send({ id: eventId(), event_type: "BILLING.SUBSCRIPTION.SUSPENDED", resource: { id: user.sub } });
    expect((await getUser(user.id)).subscriptionStatus).toBe("suspended");
    await send({ id: eventId(), event_type: "BILLING.SUBSCRIPTION.CANCELLED", resource: { id: user.sub } });
    expect(await getUser(user.id)).toMatchObject({ subscriptionStatus: "cancelled", plan: "premium" });
    await send({ id: eventId(), event_type: "BILLING.SUBSCRIPTION.EXPIRED", resource: { id: user.sub } });
    expect(await getUser(user.id)).toMatchObject({
      subscriptionStatus: "expired",
      plan: "free",
      customTemplateLimit: null,
    });
  });

  it("ignores events about an old subscription the user has already replaced", async () => {
    const user = await paidUser({ periodEnd: now() + 10 * DAY });
    const res = await send({
      id: eventId(),
      event_type: "BILLING.SUBSCRIPTION.CANCELLED",
      resource: { id: "I-REPLACED-OLD" },
    });
    expect(await res.json()).toMatchObject({ handled: false });
    expect((await getUser(user.id)).subscriptionStatus).toBe("active");
  });

  it("links an activation that the browser never verified, by custom_id and plan id", async () => {
    const user = await createUser();
    usePaypal({
      verify: true,
      subscriptions: [{ id: "I-LATE1", status: "ACTIVE", plan_id: "P-ENT50", custom_id: user.id }],
    });
    const res = await send(
      {
        id: eventId(),
        event_type: "BILLING.SUBSCRIPTION.ACTIVATED",
        resource: { id: "I-LATE1", plan_id: "P-ENT50", custom_id: user.id },
      },
      PAYPAL_ENV,
      {
        "paypal-transmission-id": "t1",
        "paypal-transmission-sig": "sig",
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": "https://paypal.test/cert",
        "paypal-transmission-time": new Date().toISOString(),
      },
    );
    expect(res.status).toBe(200);
    expect(await getUser(user.id)).toMatchObject({
      plan: "enterprise",
      customTemplateLimit: 50,
      paypalSubscriptionId: "I-LATE1",
      subscriptionStatus: "active",
    });
    const verifyCall = paypal.calls.find((c) => c.url === "/v1/notifications/verify-webhook-signature");
    expect(JSON.parse(verifyCall!.body!)).toMatchObject({
      webhook_id: "WH-CONFIG-1",
      transmission_id: "t1",
      webhook_event: { event_type: "BILLING.SUBSCRIPTION.ACTIVATED" },
    });
  });

  it("refuses an unverified webhook in paypal mode and records nothing", async () => {
    const user = await paidUser();
    usePaypal({ verify: false });
    const id = eventId();
    const res = await send(
      { id, event_type: "PAYMENT.SALE.COMPLETED", resource: { billing_agreement_id: user.sub } },
      PAYPAL_ENV,
      {
        "paypal-transmission-id": "t2",
        "paypal-transmission-sig": "forged",
      },
    );
    expect(res.status).toBe(401);
    expect((await getUser(user.id)).templatesUsed).toBe(7);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).toHaveLength(0);
    const unsigned = await send(
      { id: eventId(), event_type: "PAYMENT.SALE.COMPLETED", resource: { billing_agreement_id: user.sub } },
      PAYPAL_ENV,
    );
    expect(unsigned.status).toBe(401);
  });

  it("answers 400 for malformed events", async () => {
    expect((await send({ event_type: "PAYMENT.SALE.COMPLETED" })).status).toBe(400);
    expect((await send({ id: "link:I-1", event_type: "PAYMENT.SALE.COMPLETED" })).status).toBe(400);
    expect(
      (await call("/webhook/paypal", { body: "not json", headers: { "content-type": "application/json" } }))
        .status,
    ).toBe(400);
  });

  it("records unknown event types without acting on them", async () => {
    const res = await send({ id: eventId(), event_type: "CUSTOMER.DISPUTE.CREATED", resource: { id: "X" } });
    expect(await res.json()).toMatchObject({ received: true, handled: false });
  });
});

describe("expireLapsedSubscriptions", () => {
  it("downgrades cancelled subscriptions whose period has ended, and leaves active ones alone", async () => {
    const lapsed = await paidUser({ subscriptionStatus: "cancelled", periodEnd: now() - 10 });
    const running = await paidUser({ subscriptionStatus: "cancelled", periodEnd: now() + DAY });
    const active = await paidUser({ periodEnd: now() - 10 });
    await expireLapsedSubscriptions(db, now());
    expect(await getUser(lapsed.id)).toMatchObject({ plan: "free", subscriptionStatus: "expired" });
    expect((await getUser(running.id)).plan).toBe("premium");
    expect((await getUser(active.id)).plan).toBe("premium");
  });
});
