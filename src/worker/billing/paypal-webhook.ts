import { eq } from "drizzle-orm";
import { z } from "zod";
import { paymentEvents, users, type UserRow } from "../db/schema";
import type { Db } from "../platform/db";
import type { Limit } from "../platform/rate-limit";
import { activateSubscription, addOneMonth, planKeyFromPlanId, type PaymentBindings, type PaymentMode } from "./subscriptions";

export const webhookEventSchema = z.looseObject({
  id: z.string().trim().regex(/^[A-Za-z0-9._-]{1,128}$/, "Event id is invalid."),
  event_type: z.string().trim().min(1).max(128),
  resource: z.record(z.string(), z.unknown()).default({}),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export type WebhookOutcome = { handled: boolean; action: string };

/** Requests to /webhook/paypal per client address per minute (PayPal retries slowly; a flood is not PayPal). */
export const WEBHOOK_IP_LIMIT: Limit = { name: "webhook-ip", max: 120, windowSeconds: 60 };
export const WEBHOOK_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The checks that need no network: PayPal's certificate lives on a paypal.com host (or the configured API's own
 * host), the algorithm is PayPal's, and the transmission is recent. Only then is PayPal asked to verify.
 */
export function webhookHeadersPlausible(headers: Headers, apiBase: string, now: number): boolean {
  const h = (name: string) => headers.get(name) ?? "";
  if (!/^[A-Za-z0-9-]{1,100}$/.test(h("paypal-transmission-id"))) return false;
  if (!/^SHA256withRSA$/i.test(h("paypal-auth-algo"))) return false;
  let cert: URL;
  try {
    cert = new URL(h("paypal-cert-url"));
  } catch {
    return false;
  }
  const apiHost = (() => {
    try {
      return new URL(apiBase).hostname;
    } catch {
      return "";
    }
  })();
  if (cert.protocol !== "https:" || cert.port || !(cert.hostname.endsWith(".paypal.com") || cert.hostname === apiHost)) return false;
  const sent = Date.parse(h("paypal-transmission-time"));
  return Number.isFinite(sent) && Math.abs(now - sent) <= WEBHOOK_MAX_AGE_MS;
}

const RENEWAL_WINDOW_SECONDS = 3 * 24 * 3600;

function str(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

function subscriptionIdOf(event: WebhookEvent): string | null {
  if (event.event_type.startsWith("PAYMENT.SALE.")) return str(event.resource.billing_agreement_id);
  return str(event.resource.id);
}

async function userBySubscription(db: Db, subscriptionId: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.paypalSubscriptionId, subscriptionId) });
}

async function setStatus(db: Db, user: UserRow, patch: Partial<UserRow>, action: string): Promise<WebhookOutcome> {
  await db.update(users).set(patch).where(eq(users.id, user.id));
  return { handled: true, action };
}

async function apply(db: Db, env: PaymentBindings, mode: PaymentMode, event: WebhookEvent, now: number): Promise<WebhookOutcome> {
  const subscriptionId = subscriptionIdOf(event);
  if (!subscriptionId) return { handled: false, action: "no subscription id" };
  const user = await userBySubscription(db, subscriptionId);

  switch (event.event_type) {
    case "BILLING.SUBSCRIPTION.ACTIVATED": {
      if (user) return setStatus(db, user, { subscriptionStatus: "active" }, "activated");
      // The buyer closed the tab before the client verified: bind by custom_id (our user id) and plan id.
      const userId = str(event.resource.custom_id);
      const key = planKeyFromPlanId(env, mode, str(event.resource.plan_id) ?? "");
      const owner = userId ? await db.query.users.findFirst({ where: eq(users.id, userId) }) : undefined;
      if (!owner || !key) return { handled: false, action: "unknown subscriber or plan" };
      await activateSubscription(db, owner, key, subscriptionId, now);
      return { handled: true, action: "activated and linked" };
    }
    case "PAYMENT.SALE.COMPLETED": {
      if (!user) return { handled: false, action: "unknown subscription" };
      const due = !user.periodEnd || now >= user.periodEnd - RENEWAL_WINDOW_SECONDS;
      if (!due) return setStatus(db, user, { subscriptionStatus: "active" }, "first payment");
      // Anchored to the old period end, like the daily backstop, so both agree on the billing day.
      let start = user.periodEnd ?? now;
      while (addOneMonth(start) <= now) start = addOneMonth(start);
      return setStatus(
        db,
        user,
        { subscriptionStatus: "active", templatesUsed: 0, periodStart: start, periodEnd: addOneMonth(start) },
        "renewed",
      );
    }
    case "BILLING.SUBSCRIPTION.CANCELLED":
      if (!user) return { handled: false, action: "unknown subscription" };
      return setStatus(db, user, { subscriptionStatus: "cancelled" }, "cancelled");
    case "BILLING.SUBSCRIPTION.SUSPENDED":
      if (!user) return { handled: false, action: "unknown subscription" };
      return setStatus(db, user, { subscriptionStatus: "suspended" }, "suspended");
    case "BILLING.SUBSCRIPTION.EXPIRED":
      if (!user) return { handled: false, action: "unknown subscription" };
      return setStatus(db, user, { subscriptionStatus: "expired", plan: "free", customTemplateLimit: null }, "expired");
    default:
      return { handled: false, action: "ignored event type" };
  }
}

/**
 * Deliveries are at least once: the event id is claimed first, and released again if applying it fails,
 * so PayPal's retry can succeed while a duplicate of a processed event does nothing.
 */
export async function handleWebhookEvent(
  db: Db,
  env: PaymentBindings,
  mode: PaymentMode,
  event: WebhookEvent,
  now: number,
): Promise<WebhookOutcome & { duplicate: boolean }> {
  const claimed = await db
    .insert(paymentEvents)
    .values({ id: event.id, type: event.event_type, resourceId: subscriptionIdOf(event), payload: JSON.stringify(event) })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (claimed.length === 0) return { duplicate: true, handled: false, action: "already processed" };
  try {
    return { duplicate: false, ...(await apply(db, env, mode, event, now)) };
  } catch (e) {
    await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw e;
  }
}
