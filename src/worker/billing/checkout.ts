import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth } from "../accounts/access-token";
import { ApiError } from "../platform/errors";
import type { PaypalSubscription } from "./paypal";
import { WEBHOOK_IP_LIMIT, webhookEventSchema } from "./paypal-webhook";
import { attemptCancellation, scheduleCancellation } from "./cancellations";
import { MANUAL_CANCELLATION_MESSAGE, PENDING_MESSAGE, paypalFetch } from "./routes";
import { applyRemote, markSubscription, PENDING_STATUSES, remoteFromPaypal, subscriptionRow, type RemoteSubscription } from "./state";
import { applyWebhookEvent } from "./webhook-events";
import {
  loadUser,
  markCancelled,
  paymentConfig,
  paymentMode,
  paypalClient,
  planIdFor,
  planLabel,
  subscriptionOwner,
  type PaidPlanKey,
} from "./subscriptions";
import { clientIp, hit } from "../platform/rate-limit";
import { toPublicUser } from "../accounts/user-view";
import { readJson } from "../platform/validate";
import { PLANS } from "../../shared/plans";

const nowSeconds = () => Math.floor(Date.now() / 1000);

const subscriptionId = z
  .string({ error: "Subscription id is required." })
  .trim()
  .regex(/^[A-Za-z0-9-]{3,64}$/, "Subscription id is invalid.");

const planName = z
  .string({ error: "Plan name is required." })
  .trim()
  .toLowerCase()
  .transform((v) => (v === "enterprise" ? "enterprise-100" : v.replace(/^enterprise[ _]?(50|100)$/, "enterprise-$1")))
  .pipe(z.enum(["basic", "premium", "enterprise-50", "enterprise-100"], { error: "Plan must be basic, premium, enterprise-50 or enterprise-100." }));

const verifySchema = z.object({
  subscriptionId,
  planName,
  billingCycle: z.enum(["monthly", "yearly"], { error: "Billing cycle must be monthly or yearly." }).default("monthly"),
  userId: z.string().max(128).optional(),
  userEmail: z.string().max(320).optional(),
});

const upgradeSchema = z.object({
  newSubscriptionId: subscriptionId,
  oldSubscriptionId: subscriptionId,
  newPlan: z.string().trim().min(1, "New plan is required.").max(40),
  oldPlan: z.string().trim().max(40).optional(),
});

// Every verification can cost a PayPal API round trip on our credentials.
const PAYMENT_LIMIT = { name: "payment-user", max: 20, windowSeconds: 60 * 60 };

const CANCELLABLE = ["active", "payment_failed", "suspended"];

const SIMULATED_ID = /^SIM-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PayPal's word on the subscription; only ACTIVE with the selected plan grants it, APPROVAL_PENDING/APPROVED wait. */
async function confirmAtPaypal(env: AppEnv["Bindings"], id: string, expectedPlanId: string, userId: string): Promise<PaypalSubscription> {
  const sub = await paypalClient(env, paypalFetch).getSubscription(id);
  if (!sub) throw new ApiError(400, "payment_failed", "PayPal does not know this subscription. Please try the checkout again.");
  if (sub.plan_id !== expectedPlanId)
    throw new ApiError(400, "payment_failed", "The subscription does not match the selected plan.");
  if (sub.custom_id && sub.custom_id !== userId)
    throw new ApiError(403, "forbidden", "This subscription belongs to another account.");
  if (sub.status !== "ACTIVE" && !PENDING_STATUSES.includes(sub.status))
    throw new ApiError(402, "payment_failed", `The subscription is not active at PayPal (status ${sub.status}).`);
  return sub;
}

export const paymentsRoutes = new Hono<AppEnv>()
  .get("/api/payment/config", (c) => c.json(paymentConfig(c.env)))
  .post("/api/payment/verify-subscription", requireAuth, async (c) => {
    const body = await readJson(c, verifySchema, 8 * 1024);
    const mode = paymentMode(c.env);
    await hit(c.var.db, PAYMENT_LIMIT, c.var.userId, "Too many payment attempts. Please wait a while or contact support.");
    const user = await loadUser(c.var.db, c.var.userId);
    if (body.userId && body.userId !== user.id)
      throw new ApiError(403, "forbidden", "This subscription request is for a different account.");
    const key = body.planName as PaidPlanKey;
    const expectedPlanId = planIdFor(c.env, mode, key, body.billingCycle);
    if (!expectedPlanId)
      throw new ApiError(
        400,
        "validation_failed",
        body.billingCycle === "yearly"
          ? "Yearly plans are not yet available. Please choose monthly billing."
          : "This plan cannot be processed right now. Please contact support.",
      );
    let remote: RemoteSubscription;
    if (mode === "simulated") {
      if (!SIMULATED_ID.test(body.subscriptionId))
        throw new ApiError(400, "payment_failed", "Simulated checkout accepts only SIM- subscription ids.");
      remote = { id: body.subscriptionId, status: "ACTIVE", planKey: key, customId: user.id, lastPaymentMs: null, nextBillingSeconds: null };
    } else {
      if (body.subscriptionId.startsWith("SIM-"))
        throw new ApiError(400, "payment_failed", "Simulated subscriptions are not accepted.");
      remote = remoteFromPaypal(c.env, mode, await confirmAtPaypal(c.env, body.subscriptionId, expectedPlanId, user.id));
    }
    const owner = await subscriptionOwner(c.var.db, body.subscriptionId);
    if (owner && owner !== user.id) throw new ApiError(409, "conflict", "This subscription is already linked to another account.");
    if (remote.status !== "ACTIVE") {
      // Approved is not paid: the plan waits for PayPal's activation (webhook or the status check).
      await applyRemote(c.var.db, remote, { now: nowSeconds(), mode, userId: user.id });
      return c.json(
        {
          success: true as const,
          pending: true as const,
          status: remote.status,
          id: body.subscriptionId,
          subscriptionId: body.subscriptionId,
          planName: key,
          message: PENDING_MESSAGE,
        },
        202,
      );
    }
    const applied = await applyRemote(c.var.db, remote, { now: nowSeconds(), mode, userId: user.id, explicit: true });
    const replaced = applied.replacedSubscriptionId;
    const cancelled = replaced ? await attemptCancellation(c.var.db, c.env, mode, paypalFetch, replaced, nowSeconds()) : null;
    const snapshot = toPublicUser(applied.user ?? (await loadUser(c.var.db, user.id)));
    return c.json({
      success: true as const,
      id: body.subscriptionId,
      subscriptionId: body.subscriptionId,
      plan: snapshot.plan,
      planName: key,
      templateLimit: snapshot.templateLimit,
      message: `Subscription activated! Your ${planLabel(key)} plan is now active.`,
      replacedSubscriptionId: replaced,
      oldSubscriptionCancelled: cancelled === "done",
      manualCancellationRequired: cancelled === "failed",
      user: snapshot,
    });
  })
  .post("/api/subscription/upgrade", requireAuth, async (c) => {
    const body = await readJson(c, upgradeSchema, 8 * 1024);
    const mode = paymentMode(c.env);
    await hit(c.var.db, PAYMENT_LIMIT, c.var.userId, "Too many payment attempts. Please wait a while or contact support.");
    const user = await loadUser(c.var.db, c.var.userId);
    if (body.newSubscriptionId === body.oldSubscriptionId)
      throw new ApiError(400, "validation_failed", "The new and the old subscription must be different.");
    if (user.paypalSubscriptionId !== body.newSubscriptionId)
      throw new ApiError(409, "conflict", "The new subscription is not active on your account yet. Please complete the checkout first.");
    if ((await subscriptionOwner(c.var.db, body.oldSubscriptionId)) !== user.id)
      throw new ApiError(403, "forbidden", "The old subscription does not belong to your account.");
    // The server already cancels a replaced subscription when the new one is verified; this only reports (and,
    // for one it did not know was replaced, schedules) that cancellation, which the hourly cron retries.
    await scheduleCancellation(c.var.db, user.id, body.oldSubscriptionId, `Upgraded to ${body.newPlan}`, nowSeconds());
    const outcome = await attemptCancellation(c.var.db, c.env, mode, paypalFetch, body.oldSubscriptionId, nowSeconds());
    return c.json({
      success: true as const,
      oldSubscriptionCancelled: outcome === "done",
      manualCancellationRequired: outcome === "failed",
      cancellationRetrying: outcome === "pending",
      message:
        outcome === "done"
          ? "Your previous subscription was cancelled. You will only be billed for your new plan."
          : outcome === "failed"
            ? MANUAL_CANCELLATION_MESSAGE
            : "Your previous subscription is being cancelled. You will only be billed for your new plan.",
      user: toPublicUser(user),
    });
  })
  .post("/api/subscription/cancel", requireAuth, async (c) => {
    const mode = paymentMode(c.env);
    await hit(c.var.db, PAYMENT_LIMIT, c.var.userId, "Too many payment attempts. Please wait a while or contact support.");
    const user = await loadUser(c.var.db, c.var.userId);
    if (user.plan === "free" || !user.paypalSubscriptionId || !CANCELLABLE.includes(user.subscriptionStatus))
      throw new ApiError(400, "bad_request", "You have no active subscription to cancel.");
    if (mode === "paypal" && !user.paypalSubscriptionId.startsWith("SIM-")) {
      const ok = await paypalClient(c.env, paypalFetch).cancelSubscription(user.paypalSubscriptionId, "Cancelled by the customer");
      if (!ok) throw new ApiError(502, "payment_failed", "PayPal did not accept the cancellation. Please try again or contact support.");
    }
    const updated = await markCancelled(c.var.db, user.id);
    await subscriptionRow(c.var.db, user.paypalSubscriptionId);
    await markSubscription(c.var.db, user.paypalSubscriptionId, user.id, { status: "CANCELLED", lastEventTime: Date.now() });
    const snapshot = toPublicUser(updated);
    const until = snapshot.nextBillingDate ? new Date(snapshot.nextBillingDate).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" }) : null;
    return c.json({
      success: true as const,
      accessUntil: snapshot.nextBillingDate,
      message: until
        ? `Your subscription has been cancelled. You keep your ${PLANS[user.plan].name} plan until ${until}.`
        : "Your subscription has been cancelled.",
      user: snapshot,
    });
  })
  .post("/webhook/paypal", async (c) => {
    await hit(c.var.db, WEBHOOK_IP_LIMIT, clientIp(c.req.header("cf-connecting-ip")));
    const mode = paymentMode(c.env);
    const event = await readJson(c, webhookEventSchema, 256 * 1024);
    if (mode === "paypal") {
      if (!c.env.PAYPAL_WEBHOOK_ID) throw new ApiError(503, "payment_failed", "PayPal webhooks are not configured.");
      const raw = JSON.parse(await c.req.text()) as unknown;
      const verified = await paypalClient(c.env, paypalFetch).verifyWebhookSignature(c.env.PAYPAL_WEBHOOK_ID, c.req.raw.headers, raw);
      if (!verified) throw new ApiError(401, "unauthorized", "Webhook signature could not be verified.");
    }
    const outcome = await applyWebhookEvent({ db: c.var.db, env: c.env, mode, fetchFn: paypalFetch, now: nowSeconds() }, event);
    return c.json({ received: true as const, ...outcome });
  });
