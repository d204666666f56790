import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { billingCancellations, paymentEvents, users } from "../../src/worker/db/schema";
import type { AppBindings } from "../../src/worker/env";
import { DAILY, runScheduled } from "../../src/worker/jobs/scheduled";
import { FakePaypal } from "./billing-support";
import { call, createUser, db, getUser, PAYPAL_ENV } from "./payments-support";

let paypal: FakePaypal;
beforeEach(() => {
  paypal = new FakePaypal().install();
});
afterEach(() => vi.unstubAllGlobals());

const DAY_MS = 24 * 3600 * 1000;
type Delivery = { body: Record<string, unknown>; headers: Record<string, string> };

function deliver(event: Delivery, mode: "paypal" | "simulated" = "paypal") {
  return call("/webhook/paypal", {
    json: event.body,
    env: mode === "paypal" ? PAYPAL_ENV : {},
    headers: event.headers,
  });
}

async function outcome(event: Delivery, mode: "paypal" | "simulated" = "paypal") {
  const res = await deliver(event, mode);
  expect(res.status).toBe(200);
  return res.json<{ duplicate: boolean; handled: boolean; action: string }>();
}

/** A Premium subscriber whose last credited payment was a month ago and whose period has just ended. */
async function premiumSubscriber(mode: "paypal" | "simulated" = "paypal") {
  const user = await createUser();
  const monthAgo = Date.now() - 31 * DAY_MS;
  let id: string;
  if (mode === "paypal") {
    id = paypal.create("P-PREMIUM", { customId: user.id, paidAt: monthAgo }).id;
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: id, planName: "premium" },
    });
    expect(res.status).toBe(200);
  } else {
    id = `SIM-${crypto.randomUUID()}`;
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      json: { subscriptionId: id, planName: "premium" },
    });
    expect(res.status).toBe(200);
  }
  const periodStart = Math.floor(monthAgo / 1000);
  await db
    .update(users)
    .set({ templatesUsed: 9, periodStart, periodEnd: periodStart + 30 * 86400 })
    .where(eq(users.id, user.id));
  const { billingSubscriptions } = await import("../../src/worker/db/schema");
  await db
    .update(billingSubscriptions)
    .set({ lastPaymentTime: monthAgo })
    .where(eq(billingSubscriptions.id, id));
  return { ...user, sub: id };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

const ORDERINGS = permutations(["ACTIVATED", "SALE", "SUSPENDED", "CANCELLED"]);

describe("webhook events apply in PayPal's order, whatever order they arrive in", () => {
  // One test per ordering: each stays short on a busy machine, and a failure names its ordering.
  for (const mode of ["paypal", "simulated"] as const)
    for (const order of ORDERINGS)
      it(`ends cancelled with exactly one credit reset whatever the order: ${order.join(", ")} (${mode} mode)`, async () => {
        {
          const user = await premiumSubscriber(mode);
          const t0 = Date.now() - 60_000;
          const saleAt = t0 + 1000;
          const subEvent = (type: string, at: number, status: string) =>
            paypal.event(
              type,
              {
                id: user.sub,
                status,
                plan_id: mode === "paypal" ? "P-PREMIUM" : "SIM-PLAN-PREMIUM-MONTHLY",
                custom_id: user.id,
              },
              at,
            );
          const events: Record<string, Delivery> = {
            ACTIVATED: subEvent("BILLING.SUBSCRIPTION.ACTIVATED", t0, "ACTIVE"),
            SALE: paypal.event(
              "PAYMENT.SALE.COMPLETED",
              {
                id: `SALE-${crypto.randomUUID()}`,
                billing_agreement_id: user.sub,
                create_time: new Date(saleAt).toISOString(),
              },
              saleAt,
            ),
            SUSPENDED: subEvent("BILLING.SUBSCRIPTION.SUSPENDED", t0 + 2000, "SUSPENDED"),
            CANCELLED: subEvent("BILLING.SUBSCRIPTION.CANCELLED", t0 + 3000, "CANCELLED"),
          };
          if (mode === "paypal") {
            // PayPal already shows where the history ended: the payment was collected, then the buyer cancelled.
            paypal.collect(user.sub, saleAt);
            paypal.setStatus(user.sub, "CANCELLED");
          }
          for (const name of order) await outcome(events[name]!, mode);
          const row = await getUser(user.id);
          expect({
            order,
            plan: row.plan,
            status: row.subscriptionStatus,
            used: row.templatesUsed,
            start: row.periodStart,
          }).toEqual({
            order,
            plan: "premium",
            status: "cancelled",
            used: 0,
            start: Math.floor(saleAt / 1000),
          });
          // Replays change nothing: a credit used after the reset stays used.
          await db.update(users).set({ templatesUsed: 3 }).where(eq(users.id, user.id));
          for (const name of [...order].reverse())
            expect((await outcome(events[name]!, mode)).duplicate).toBe(true);
          expect(await getUser(user.id)).toMatchObject({ subscriptionStatus: "cancelled", templatesUsed: 3 });
        }
      });

  for (const mode of ["paypal", "simulated"] as const)
    for (const order of permutations(["ACTIVATED", "SALE", "REFUNDED", "CANCELLED"]))
      it(`never lets a refunded payment buy a period: ${order.join(", ")} (${mode} mode)`, async () => {
        {
          const user = await premiumSubscriber(mode);
          const t0 = Date.now() - 60_000;
          const saleId = `SALE-${crypto.randomUUID()}`;
          const planId = mode === "paypal" ? "P-PREMIUM" : "SIM-PLAN-PREMIUM-MONTHLY";
          const events: Record<string, Delivery> = {
            ACTIVATED: paypal.event(
              "BILLING.SUBSCRIPTION.ACTIVATED",
              { id: user.sub, status: "ACTIVE", plan_id: planId },
              t0,
            ),
            SALE: paypal.event(
              "PAYMENT.SALE.COMPLETED",
              { id: saleId, billing_agreement_id: user.sub, create_time: new Date(t0 + 1000).toISOString() },
              t0 + 1000,
            ),
            REFUNDED: paypal.event(
              "PAYMENT.SALE.REFUNDED",
              { id: `R-${saleId}`, sale_id: saleId, billing_agreement_id: user.sub },
              t0 + 2000,
            ),
            CANCELLED: paypal.event(
              "BILLING.SUBSCRIPTION.CANCELLED",
              { id: user.sub, status: "CANCELLED", plan_id: planId },
              t0 + 3000,
            ),
          };
          if (mode === "paypal") {
            paypal.collect(user.sub, t0 + 1000);
            paypal.setStatus(user.sub, "CANCELLED");
          }
          for (const name of order) await outcome(events[name]!, mode);
          // The period the refunded sale would have bought is gone; the older one has ended: Free after the daily run.
          await runScheduled(
            DAILY,
            { ...env, ...(mode === "paypal" ? PAYPAL_ENV : {}) } as AppBindings,
            new Date(),
          );
          const row = await getUser(user.id);
          expect({
            order,
            plan: row.plan,
            cancelledOrExpired: ["cancelled", "expired"].includes(row.subscriptionStatus),
          }).toEqual({
            order,
            plan: "free",
            cancelledOrExpired: true,
          });
        }
      });

  it("ignores a late ACTIVATED after CANCELLED, even one PayPal sends with a newer time while it reports CANCELLED", async () => {
    const user = await premiumSubscriber();
    paypal.setStatus(user.sub, "CANCELLED");
    const now = Date.now();
    expect(
      await outcome(paypal.subscriptionEvent("BILLING.SUBSCRIPTION.CANCELLED", user.sub, now)),
    ).toMatchObject({ action: "cancelled" });
    expect(
      await outcome(paypal.subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", user.sub, now - 5000)),
    ).toMatchObject({
      handled: false,
      action: "older than the state already applied",
    });
    await outcome(
      paypal.event(
        "BILLING.SUBSCRIPTION.ACTIVATED",
        { id: user.sub, status: "ACTIVE", plan_id: "P-PREMIUM" },
        now + 5000,
      ),
    );
    expect(await getUser(user.id)).toMatchObject({ plan: "premium", subscriptionStatus: "cancelled" });
  });

  it("re-activates a suspended subscription on RE-ACTIVATED when PayPal shows it active again", async () => {
    const user = await premiumSubscriber();
    paypal.setStatus(user.sub, "SUSPENDED");
    await outcome(paypal.subscriptionEvent("BILLING.SUBSCRIPTION.SUSPENDED", user.sub, Date.now() - 2000));
    expect((await getUser(user.id)).subscriptionStatus).toBe("suspended");
    paypal.setStatus(user.sub, "ACTIVE");
    await outcome(paypal.subscriptionEvent("BILLING.SUBSCRIPTION.RE-ACTIVATED", user.sub, Date.now() - 1000));
    expect(await getUser(user.id)).toMatchObject({
      plan: "premium",
      subscriptionStatus: "active",
      templatesUsed: 9,
    });
  });
});

describe("credits follow payments", () => {
  it("resets credits on a completed payment and anchors the period to PayPal's next billing time", async () => {
    const user = await premiumSubscriber();
    const { event } = paypal.collect(user.sub);
    expect(await outcome(event)).toMatchObject({ handled: true, action: "renewed" });
    const row = await getUser(user.id);
    expect(row.templatesUsed).toBe(0);
    expect(row.periodEnd).toBe(
      Math.floor(Date.parse(paypal.subs.get(user.sub)!.billing_info.next_billing_time!) / 1000),
    );
  });

  it("keeps the plan but resets nothing on PAYMENT.FAILED, until a payment completes", async () => {
    const user = await premiumSubscriber();
    expect(
      await outcome(paypal.subscriptionEvent("BILLING.SUBSCRIPTION.PAYMENT.FAILED", user.sub)),
    ).toMatchObject({ action: "payment failed" });
    expect(await getUser(user.id)).toMatchObject({
      plan: "premium",
      subscriptionStatus: "payment_failed",
      templatesUsed: 9,
    });
    await runScheduled(DAILY, { ...env, ...PAYPAL_ENV } as AppBindings, new Date());
    expect(await getUser(user.id)).toMatchObject({
      plan: "premium",
      subscriptionStatus: "payment_failed",
      templatesUsed: 9,
    });
    await outcome(paypal.collect(user.sub, Date.now() + 1000).event);
    expect(await getUser(user.id)).toMatchObject({
      plan: "premium",
      subscriptionStatus: "active",
      templatesUsed: 0,
    });
  });

  it("moves to Free at once on EXPIRED", async () => {
    const user = await premiumSubscriber();
    paypal.setStatus(user.sub, "EXPIRED");
    await outcome(paypal.subscriptionEvent("BILLING.SUBSCRIPTION.EXPIRED", user.sub));
    expect(await getUser(user.id)).toMatchObject({
      plan: "free",
      subscriptionStatus: "expired",
      customTemplateLimit: null,
    });
  });

  it("takes the paid period back on a refund of its payment, and a later payment re-activates the plan", async () => {
    const user = await premiumSubscriber();
    const { saleId, event } = paypal.collect(user.sub, Date.now() - 10_000);
    await outcome(event);
    const refund = paypal.event("PAYMENT.SALE.REFUNDED", {
      id: "REFUND-1",
      sale_id: saleId,
      billing_agreement_id: user.sub,
      state: "completed",
    });
    expect(await outcome(refund)).toMatchObject({ handled: true, action: "refunded" });
    expect(await getUser(user.id)).toMatchObject({ plan: "free", subscriptionStatus: "refunded" });
    // Any later event while PayPal still shows the subscription active does not hand the period back for free.
    await outcome(paypal.subscriptionEvent("BILLING.SUBSCRIPTION.UPDATED", user.sub));
    expect((await getUser(user.id)).plan).toBe("free");
    await outcome(paypal.collect(user.sub).event);
    expect(await getUser(user.id)).toMatchObject({
      plan: "premium",
      subscriptionStatus: "active",
      templatesUsed: 0,
    });
  });

  it("takes the paid period back on a reversal (chargeback) of its payment, but not for an older payment", async () => {
    const user = await premiumSubscriber();
    const old = paypal.collect(user.sub, Date.now() - 20_000);
    await outcome(old.event);
    const latest = paypal.collect(user.sub, Date.now() - 10_000);
    await outcome(latest.event);
    expect(
      await outcome(paypal.event("PAYMENT.SALE.REVERSED", { id: old.saleId, state: "reversed" })),
    ).toMatchObject({ handled: false });
    expect((await getUser(user.id)).plan).toBe("premium");
    expect(
      await outcome(paypal.event("PAYMENT.SALE.REVERSED", { id: latest.saleId, state: "reversed" })),
    ).toMatchObject({ action: "reversed" });
    expect(await getUser(user.id)).toMatchObject({ plan: "free", subscriptionStatus: "reversed" });
  });

  it("the daily job resets a PayPal subscription only when PayPal shows a newer payment", async () => {
    const user = await premiumSubscriber();
    const daily = () => runScheduled(DAILY, { ...env, ...PAYPAL_ENV } as AppBindings, new Date());
    await daily();
    expect((await getUser(user.id)).templatesUsed).toBe(9);
    paypal.collect(user.sub); // the sale webhook never arrives
    await daily();
    expect((await getUser(user.id)).templatesUsed).toBe(0);
    await db.update(users).set({ templatesUsed: 2 }).where(eq(users.id, user.id));
    await daily();
    expect((await getUser(user.id)).templatesUsed).toBe(2);
  });
});

describe("webhook authenticity", () => {
  it("refuses forged, unsigned and re-signed-elsewhere deliveries with 401 and records nothing", async () => {
    const user = await premiumSubscriber();
    const genuine = paypal.collect(user.sub).event;
    const forged = {
      body: genuine.body,
      headers: { ...genuine.headers, "paypal-transmission-sig": "forged" },
    };
    expect((await deliver(forged)).status).toBe(401);
    expect((await deliver({ body: genuine.body, headers: {} })).status).toBe(401);
    expect(
      await db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.id, genuine.body.id as string)),
    ).toHaveLength(0);
    expect((await getUser(user.id)).templatesUsed).toBe(9);
    expect((await deliver(genuine)).status).toBe(200);
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });

  it("does not let a late ACTIVATED of a replaced subscription take over; it is cancelled instead", async () => {
    const user = await premiumSubscriber();
    const newer = paypal.create("P-ENT100", { customId: user.id });
    const res = await call("/api/payment/verify-subscription", {
      token: user.token,
      env: PAYPAL_ENV,
      json: { subscriptionId: newer.id, planName: "enterprise-100" },
    });
    expect(await res.json()).toMatchObject({ oldSubscriptionCancelled: true });
    expect(paypal.subs.get(user.sub)!.status).toBe("CANCELLED");
    // Someone re-activates the old one at PayPal: the account stays on the new plan and the old one is cancelled again.
    paypal.setStatus(user.sub, "ACTIVE");
    await outcome(paypal.subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", user.sub, Date.now() + 1000));
    expect(await getUser(user.id)).toMatchObject({
      plan: "enterprise",
      customTemplateLimit: 100,
      paypalSubscriptionId: newer.id,
    });
    const [retry] = await db
      .select()
      .from(billingCancellations)
      .where(eq(billingCancellations.subscriptionId, user.sub));
    expect(retry?.status).toBe("pending");
  });
});
