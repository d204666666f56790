import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth } from "../lib/access-token";
import { ApiError } from "../lib/errors";
import type { FetchLike } from "../lib/paypal";
import { handleWebhookEvent, WEBHOOK_IP_LIMIT, webhookEventSchema } from "../lib/paypal-webhook";
import {
  activateSubscription,
  loadUser,
  markCancelled,
  paymentConfig,
  paymentMode,
  paypalClient,
  planIdFor,
  planLabel,
  subscriptionOwner,
  type PaidPlanKey,
} from "../lib/subscriptions";
import { clientIp, hit } from "../lib/rate-limit";
import { toPublicUser } from "../lib/user-view";
import { readJson } from "../lib/validate";
import { PLANS } from "../../shared/plans";

// Resolved at call time so tests can replace the global fetch; PayPal is never called from tests.
const paypalFetch: FetchLike = (input, init) => fetch(input, init);
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

const SIMULATED_ID = /^SIM-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function confirmAtPaypal(env: AppEnv["Bindings"], id: string, expectedPlanId: string, userId: string) {
  const sub = await paypalClient(env, paypalFetch).getSubscription(id);
  if (!sub) throw new ApiError(400, "payment_failed", "PayPal does not know this subscription. Please try the checkout again.");
  if (sub.status !== "ACTIVE" && sub.status !== "APPROVED")
    throw new ApiError(402, "payment_failed", `The subscription is not active at PayPal (status ${sub.status}).`);
  if (sub.plan_id !== expectedPlanId)
    throw new ApiError(400, "payment_failed", "The subscription does not match the selected plan.");
  if (sub.custom_id && sub.custom_id !== userId)
    throw new ApiError(403, "forbidden", "This subscription belongs to another account.");
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
    if (mode === "simulated") {
      if (!SIMULATED_ID.test(body.subscriptionId))
        throw new ApiError(400, "payment_failed", "Simulated checkout accepts only SIM- subscription ids.");
    } else {
      if (body.subscriptionId.startsWith("SIM-"))
        throw new ApiError(400, "payment_failed", "Simulated subscriptions are not accepted.");
      await confirmAtPaypal(c.env, body.subscriptionId, expectedPlanId, user.id);
    }
    const updated = await activateSubscription(c.var.db, user, key, body.subscriptionId, nowSeconds());
    const snapshot = toPublicUser(updated);
    return c.json({
      success: true as const,
      id: body.subscriptionId,
      subscriptionId: body.subscriptionId,
      plan: snapshot.plan,
      planName: key,
      templateLimit: snapshot.templateLimit,
      message: `Subscription activated! Your ${planLabel(key)} plan is now active.`,
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
    let cancelled = false;
    if (mode === "simulated") cancelled = body.oldSubscriptionId.startsWith("SIM-");
    else
      cancelled = await paypalClient(c.env, paypalFetch)
        .cancelSubscription(body.oldSubscriptionId, `Upgraded to ${body.newPlan}`)
        .catch(() => false);
    return c.json({
      success: true as const,
      oldSubscriptionCancelled: cancelled,
      manualCancellationRequired: !cancelled,
      message: cancelled
        ? "Your previous subscription was cancelled. You will only be billed for your new plan."
        : "We could not cancel your previous subscription automatically. Please cancel it in your PayPal account or contact support.",
      user: toPublicUser(user),
    });
  })
  .post("/api/subscription/cancel", requireAuth, async (c) => {
    const mode = paymentMode(c.env);
    await hit(c.var.db, PAYMENT_LIMIT, c.var.userId, "Too many payment attempts. Please wait a while or contact support.");
    const user = await loadUser(c.var.db, c.var.userId);
    if (user.plan === "free" || !user.paypalSubscriptionId || user.subscriptionStatus !== "active")
      throw new ApiError(400, "bad_request", "You have no active subscription to cancel.");
    if (mode === "paypal") {
      const ok = await paypalClient(c.env, paypalFetch).cancelSubscription(user.paypalSubscriptionId, "Cancelled by the customer");
      if (!ok) throw new ApiError(502, "payment_failed", "PayPal did not accept the cancellation. Please try again or contact support.");
    }
    const updated = await markCancelled(c.var.db, user.id);
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
    const outcome = await handleWebhookEvent(c.var.db, c.env, mode, event, nowSeconds());
    return c.json({ received: true as const, ...outcome });
  });
