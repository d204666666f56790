import { z } from "zod";
import type { AppBindings } from "../env";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { paypalFetch, type PaypalSubscription } from "./paypal";
import type { WebhookEvent } from "./paypal-webhook";
import { attemptCancellation, scheduleCancellation } from "./cancellations";
import { MANUAL_CANCELLATION_MESSAGE, PENDING_MESSAGE } from "./messages";
import {
  applyRemote,
  markSubscription,
  PENDING_STATUSES,
  remoteFromPaypal,
  subscriptionRow,
  type RemoteSubscription,
} from "./state";
import { applyWebhookEvent } from "./webhook-events";
import {
  loadUser,
  markCancelled,
  paymentMode,
  paypalClient,
  planIdFor,
  planLabel,
  subscriptionOwner,
  type PaidPlanKey,
  type PaymentMode,
} from "./subscriptions";
import { hit } from "../platform/rate-limit";
import { toPublicUser } from "../accounts/user-view";
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
  .transform((v) =>
    v === "enterprise" ? "enterprise-100" : v.replace(/^enterprise[ _]?(50|100)$/, "enterprise-$1"),
  )
  .pipe(
    z.enum(["basic", "premium", "enterprise-50", "enterprise-100"], {
      error: "Plan must be basic, premium, enterprise-50 or enterprise-100.",
    }),
  );

export const verifySchema = z.object({
  subscriptionId,
  planName,
  billingCycle: z
    .enum(["monthly", "yearly"], { error: "Billing cycle must be monthly or yearly." })
    .default("monthly"),
  userId: z.string().max(128).optional(),
  userEmail: z.string().max(320).optional(),
});

export const upgradeSchema = z.object({
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
async function confirmAtPaypal(
  env: AppBindings,
  id: string,
  expectedPlanId: string,
  userId: string,
): Promise<PaypalSubscription> {
  const sub = await paypalClient(env, paypalFetch).getSubscription(id);
  if (!sub)
    throw new ApiError(
      400,
      "payment_failed",
      "PayPal does not know this subscription. Please try the checkout again.",
    );
  if (sub.plan_id !== expectedPlanId)
    throw new ApiError(400, "payment_failed", "The subscription does not match the selected plan.");
  if (sub.custom_id && sub.custom_id !== userId)
    throw new ApiError(403, "forbidden", "This subscription belongs to another account.");
  if (sub.status !== "ACTIVE" && !PENDING_STATUSES.includes(sub.status))
    throw new ApiError(
      402,
      "payment_failed",
      `The subscription is not active at PayPal (status ${sub.status}).`,
    );
  return sub;
}

/** What a checkout action needs: the database, the bindings and the signed-in user. */
export interface CheckoutScope {
  db: Db;
  env: AppBindings;
  userId: string;
}

export async function verifySubscription(b: CheckoutScope, body: z.infer<typeof verifySchema>) {
  const mode = paymentMode(b.env);
  await hit(
    b.db,
    PAYMENT_LIMIT,
    b.userId,
    "Too many payment attempts. Please wait a while or contact support.",
  );
  const user = await loadUser(b.db, b.userId);
  if (body.userId && body.userId !== user.id)
    throw new ApiError(403, "forbidden", "This subscription request is for a different account.");
  const key = body.planName as PaidPlanKey;
  const expectedPlanId = planIdFor(b.env, mode, key, body.billingCycle);
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
    remote = {
      id: body.subscriptionId,
      status: "ACTIVE",
      planKey: key,
      customId: user.id,
      lastPaymentMs: null,
      nextBillingSeconds: null,
    };
  } else {
    if (body.subscriptionId.startsWith("SIM-"))
      throw new ApiError(400, "payment_failed", "Simulated subscriptions are not accepted.");
    remote = remoteFromPaypal(
      b.env,
      mode,
      await confirmAtPaypal(b.env, body.subscriptionId, expectedPlanId, user.id),
    );
  }
  const owner = await subscriptionOwner(b.db, body.subscriptionId);
  if (owner && owner !== user.id)
    throw new ApiError(409, "conflict", "This subscription is already linked to another account.");
  if (remote.status !== "ACTIVE") {
    // Approved is not paid: the plan waits for PayPal's activation (webhook or the status check).
    await applyRemote(b.db, remote, { now: nowSeconds(), mode, userId: user.id });
    return {
      success: true as const,
      pending: true as const,
      status: remote.status,
      id: body.subscriptionId,
      subscriptionId: body.subscriptionId,
      planName: key,
      message: PENDING_MESSAGE,
    };
  }
  const applied = await applyRemote(b.db, remote, {
    now: nowSeconds(),
    mode,
    userId: user.id,
    explicit: true,
  });
  const replaced = applied.replacedSubscriptionId;
  const cancelled = replaced
    ? await attemptCancellation(b.db, b.env, mode, paypalFetch, replaced, nowSeconds())
    : null;
  const snapshot = toPublicUser(applied.user ?? (await loadUser(b.db, user.id)));
  return {
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
  };
}

export async function upgradeSubscription(b: CheckoutScope, body: z.infer<typeof upgradeSchema>) {
  const mode = paymentMode(b.env);
  await hit(
    b.db,
    PAYMENT_LIMIT,
    b.userId,
    "Too many payment attempts. Please wait a while or contact support.",
  );
  const user = await loadUser(b.db, b.userId);
  if (body.newSubscriptionId === body.oldSubscriptionId)
    throw new ApiError(400, "validation_failed", "The new and the old subscription must be different.");
  if (user.paypalSubscriptionId !== body.newSubscriptionId)
    throw new ApiError(
      409,
      "conflict",
      "The new subscription is not active on your account yet. Please complete the checkout first.",
    );
  if ((await subscriptionOwner(b.db, body.oldSubscriptionId)) !== user.id)
    throw new ApiError(403, "forbidden", "The old subscription does not belong to your account.");
  // The server already cancels a replaced subscription when the new one is verified; this only reports (and,
  // for one it did not know was replaced, schedules) that cancellation, which the hourly cron retries.
  await scheduleCancellation(
    b.db,
    user.id,
    body.oldSubscriptionId,
    `Upgraded to ${body.newPlan}`,
    nowSeconds(),
  );
  const outcome = await attemptCancellation(
    b.db,
    b.env,
    mode,
    paypalFetch,
    body.oldSubscriptionId,
    nowSeconds(),
  );
  return {
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
  };
}

export async function cancelSubscription(b: CheckoutScope) {
  const mode = paymentMode(b.env);
  await hit(
    b.db,
    PAYMENT_LIMIT,
    b.userId,
    "Too many payment attempts. Please wait a while or contact support.",
  );
  const user = await loadUser(b.db, b.userId);
  if (user.plan === "free" || !user.paypalSubscriptionId || !CANCELLABLE.includes(user.subscriptionStatus))
    throw new ApiError(400, "bad_request", "You have no active subscription to cancel.");
  if (mode === "paypal" && !user.paypalSubscriptionId.startsWith("SIM-")) {
    const ok = await paypalClient(b.env, paypalFetch).cancelSubscription(
      user.paypalSubscriptionId,
      "Cancelled by the customer",
    );
    if (!ok)
      throw new ApiError(
        502,
        "payment_failed",
        "PayPal did not accept the cancellation. Please try again or contact support.",
      );
  }
  const updated = await markCancelled(b.db, user.id);
  await subscriptionRow(b.db, user.paypalSubscriptionId);
  await markSubscription(b.db, user.paypalSubscriptionId, user.id, {
    status: "CANCELLED",
    lastEventTime: Date.now(),
  });
  const snapshot = toPublicUser(updated);
  const until = snapshot.nextBillingDate
    ? new Date(snapshot.nextBillingDate).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" })
    : null;
  return {
    success: true as const,
    accessUntil: snapshot.nextBillingDate,
    message: until
      ? `Your subscription has been cancelled. You keep your ${PLANS[user.plan].name} plan until ${until}.`
      : "Your subscription has been cancelled.",
    user: snapshot,
  };
}

/** Only a delivery PayPal signed (in paypal mode) changes anything; the rest of the work is in webhook-events.ts. */
export async function receiveWebhook(
  b: Omit<CheckoutScope, "userId">,
  mode: PaymentMode,
  event: WebhookEvent,
  delivery: { headers: Headers; text: () => Promise<string> },
) {
  if (mode === "paypal") {
    if (!b.env.PAYPAL_WEBHOOK_ID)
      throw new ApiError(503, "payment_failed", "PayPal webhooks are not configured.");
    const raw = JSON.parse(await delivery.text()) as unknown;
    const verified = await paypalClient(b.env, paypalFetch).verifyWebhookSignature(
      b.env.PAYPAL_WEBHOOK_ID,
      delivery.headers,
      raw,
    );
    if (!verified) throw new ApiError(401, "unauthorized", "Webhook signature could not be verified.");
  }
  const outcome = await applyWebhookEvent(
    { db: b.db, env: b.env, mode, fetchFn: paypalFetch, now: nowSeconds() },
    event,
  );
  return { received: true as const, ...outcome };
}
