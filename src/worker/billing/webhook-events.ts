import { eq } from "drizzle-orm";
import { billingSubscriptions, paymentEvents, users } from "../db/schema";
import type { Db } from "../platform/db";
import type { FetchLike } from "./paypal";
import type { WebhookEvent } from "./paypal-webhook";
import { paypalClient, planKeyFromPlanId, type PaymentBindings, type PaymentMode } from "./subscriptions";
import {
  applyRemote,
  PENDING_STATUSES,
  remoteFromPaypal,
  subscriptionRow,
  type RemoteSubscription,
} from "./state";

export interface EventContext {
  db: Db;
  env: PaymentBindings;
  mode: PaymentMode;
  fetchFn: FetchLike;
  now: number;
}

export type EventOutcome = { handled: boolean; action: string };

const SUBSCRIPTION_STATUS_OF: Record<string, string> = {
  "BILLING.SUBSCRIPTION.ACTIVATED": "ACTIVE",
  "BILLING.SUBSCRIPTION.RE-ACTIVATED": "ACTIVE",
  "BILLING.SUBSCRIPTION.CANCELLED": "CANCELLED",
  "BILLING.SUBSCRIPTION.SUSPENDED": "SUSPENDED",
  "BILLING.SUBSCRIPTION.EXPIRED": "EXPIRED",
  "BILLING.SUBSCRIPTION.PAYMENT.FAILED": "ACTIVE",
  "BILLING.SUBSCRIPTION.UPDATED": "",
};

function str(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

function time(value: unknown): number | null {
  const t = typeof value === "string" ? Date.parse(value) : NaN;
  return Number.isFinite(t) ? t : null;
}

const reversalMarker = (saleId: string) => `reversal:${saleId}`;

export function subscriptionIdOf(event: WebhookEvent): string | null {
  if (event.event_type.startsWith("PAYMENT.SALE.")) return str(event.resource.billing_agreement_id);
  return str(event.resource.id);
}

/** PayPal's own word on the subscription now; in simulated mode (no PayPal) the event is all there is. */
async function currentState(
  ctx: EventContext,
  id: string,
  claimed: RemoteSubscription,
): Promise<RemoteSubscription | null> {
  if (ctx.mode === "simulated") return claimed;
  const sub = await paypalClient(ctx.env, ctx.fetchFn).getSubscription(id);
  return sub ? remoteFromPaypal(ctx.env, ctx.mode, sub) : null;
}

async function claimedState(
  ctx: EventContext,
  event: WebhookEvent,
  id: string,
  status: string,
): Promise<RemoteSubscription> {
  const row = await subscriptionRow(ctx.db, id);
  const planId = str(event.resource.plan_id);
  return {
    id,
    status: status || str(event.resource.status) || row?.status || "ACTIVE",
    planKey:
      (planId ? planKeyFromPlanId(ctx.env, ctx.mode, planId) : null) ??
      (row?.planKey as RemoteSubscription["planKey"]) ??
      null,
    customId: str(event.resource.custom_id),
    lastPaymentMs: null,
    nextBillingSeconds: null,
  };
}

async function subscriptionEvent(
  ctx: EventContext,
  event: WebhookEvent,
  eventTime: number,
): Promise<EventOutcome> {
  const id = str(event.resource.id);
  if (!id) return { handled: false, action: "no subscription id" };
  const row = await subscriptionRow(ctx.db, id);
  // Equal times (PayPal stamps whole seconds) are applied in arrival order; in paypal mode PayPal's state decides anyway.
  if (row?.lastEventTime && eventTime < row.lastEventTime)
    return { handled: false, action: "older than the state already applied" };
  if (
    event.event_type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED" &&
    row?.lastPaymentTime &&
    eventTime <= row.lastPaymentTime
  )
    return { handled: false, action: "failure before the last payment" };
  const claimed = await claimedState(ctx, event, id, SUBSCRIPTION_STATUS_OF[event.event_type]!);
  const remote = await currentState(ctx, id, claimed);
  if (!remote) return { handled: false, action: "unknown at PayPal" };
  const result = await applyRemote(ctx.db, remote, {
    now: ctx.now,
    mode: ctx.mode,
    userId: claimed.customId,
    eventTimeMs: eventTime,
    paymentFailed: event.event_type === "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
  });
  return { handled: result.user !== null && result.action !== "unknown subscriber", action: result.action };
}

async function saleCompleted(
  ctx: EventContext,
  event: WebhookEvent,
  eventTime: number,
): Promise<EventOutcome> {
  const id = subscriptionIdOf(event);
  if (!id) return { handled: false, action: "no subscription id" };
  const row = await subscriptionRow(ctx.db, id);
  if (!row) return { handled: false, action: "unknown subscription" };
  const saleId = str(event.resource.id);
  // A refund or reversal that overtook its sale: the money is gone, so the sale buys no period.
  if (
    saleId &&
    (await ctx.db.query.paymentEvents.findFirst({ where: eq(paymentEvents.id, reversalMarker(saleId)) }))
  )
    return { handled: false, action: "payment already refunded" };
  const saleTime = time(event.resource.create_time) ?? eventTime;
  const claimed: RemoteSubscription = {
    id,
    // Simulated mode has no PayPal to ask: a payment does not undo a cancellation or suspension applied before.
    status: PENDING_STATUSES.includes(row.status) || row.status === "UNKNOWN" ? "ACTIVE" : row.status,
    planKey: (row.planKey as RemoteSubscription["planKey"]) ?? null,
    customId: null,
    lastPaymentMs: saleTime,
    nextBillingSeconds: null,
  };
  if (!claimed.planKey) {
    const user = await ctx.db.query.users.findFirst({ where: eq(users.id, row.userId) });
    if (user && user.plan !== "free")
      claimed.planKey =
        user.plan === "enterprise"
          ? user.customTemplateLimit === 50
            ? "enterprise-50"
            : "enterprise-100"
          : user.plan;
  }
  const remote = await currentState(ctx, id, claimed);
  if (!remote) return { handled: false, action: "unknown at PayPal" };
  const result = await applyRemote(ctx.db, remote, {
    now: ctx.now,
    mode: ctx.mode,
    payment: { timeMs: saleTime, saleId: str(event.resource.id) },
  });
  return { handled: result.user !== null, action: result.action };
}

/** A refund or reversal of the sale that paid the current period takes that period back. */
async function saleReversed(
  ctx: EventContext,
  event: WebhookEvent,
  kind: "refunded" | "reversed",
): Promise<EventOutcome> {
  const saleId = kind === "refunded" ? str(event.resource.sale_id) : str(event.resource.id);
  const agreement = str(event.resource.billing_agreement_id);
  const row =
    (agreement ? await subscriptionRow(ctx.db, agreement) : undefined) ??
    (saleId
      ? await ctx.db.query.billingSubscriptions.findFirst({
          where: eq(billingSubscriptions.lastSaleId, saleId),
        })
      : undefined);
  if (saleId)
    await ctx.db
      .insert(paymentEvents)
      .values({
        id: reversalMarker(saleId),
        type: `SALE.${kind.toUpperCase()}`,
        resourceId: row?.id ?? agreement,
        payload: "{}",
      })
      .onConflictDoNothing();
  if (!row || !saleId) return { handled: false, action: "unknown sale" };
  if (row.lastSaleId !== saleId) return { handled: false, action: "not the payment of the current period" };
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, row.userId) });
  if (!user || user.paypalSubscriptionId !== row.id)
    return { handled: false, action: "not the account's subscription" };
  await ctx.db
    .update(users)
    .set({
      plan: "free",
      customTemplateLimit: null,
      // A subscription already cancelled or suspended keeps saying so; the period is taken back either way.
      subscriptionStatus: ["active", "payment_failed"].includes(user.subscriptionStatus)
        ? kind
        : user.subscriptionStatus,
      periodEnd: ctx.now,
    })
    .where(eq(users.id, user.id));
  return { handled: true, action: kind };
}

async function apply(ctx: EventContext, event: WebhookEvent): Promise<EventOutcome> {
  const eventTime = time((event as { create_time?: unknown }).create_time) ?? Date.now();
  const type = event.event_type;
  if (type in SUBSCRIPTION_STATUS_OF) return subscriptionEvent(ctx, event, eventTime);
  if (type === "PAYMENT.SALE.COMPLETED") return saleCompleted(ctx, event, eventTime);
  if (type === "PAYMENT.SALE.REFUNDED") return saleReversed(ctx, event, "refunded");
  if (type === "PAYMENT.SALE.REVERSED") return saleReversed(ctx, event, "reversed");
  return { handled: false, action: "ignored event type" };
}

/**
 * Deliveries are at least once: the event id is claimed first and released again if applying it fails, so
 * PayPal's retry can succeed while a replay of a processed event does nothing.
 */
export async function applyWebhookEvent(
  ctx: EventContext,
  event: WebhookEvent,
): Promise<EventOutcome & { duplicate: boolean }> {
  const claimed = await ctx.db
    .insert(paymentEvents)
    .values({
      id: event.id,
      type: event.event_type,
      resourceId: subscriptionIdOf(event),
      payload: JSON.stringify(event),
    })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (claimed.length === 0) return { duplicate: true, handled: false, action: "already processed" };
  try {
    return { duplicate: false, ...(await apply(ctx, event)) };
  } catch (e) {
    await ctx.db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
    throw e;
  }
}
