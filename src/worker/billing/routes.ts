import { serveAppShell } from "../public/app-shell";
import { Hono } from "hono";
import { z } from "zod";
import { isProduction, type AppEnv } from "../env";
import type { Context } from "hono";
import { requireAuth } from "../accounts/access-token";
import { appUrl } from "../platform/app-url";
import { paypalFetch } from "./paypal";
import { MANUAL_CANCELLATION_MESSAGE } from "./messages";
import { WEBHOOK_IP_LIMIT, webhookEventSchema } from "./paypal-webhook";
import {
  cancelSubscription,
  receiveWebhook,
  upgradeSubscription,
  upgradeSchema,
  verifySchema,
  verifySubscription,
  type CheckoutScope,
} from "./checkout";
import { clientIp, hit } from "../platform/rate-limit";
import { loadUser, paymentConfig, paymentMode, type PaidPlanKey } from "./subscriptions";
import { toPublicUser } from "../accounts/user-view";
import { readJson } from "../platform/validate";
import { failedCancellations } from "./cancellations";
import { changePlan } from "./plan-change";
import { reconcileAccount } from "./reconcile";
import { pendingSubscriptions, subscriptionRow } from "./state";

const nowSeconds = () => Math.floor(Date.now() / 1000);

const PAYMENT_LIMIT = { name: "payment-user", max: 20, windowSeconds: 60 * 60 };
const STATUS_LIMIT = { name: "billing-status", max: 120, windowSeconds: 60 * 60 };

const changeSchema = z.object({
  planName: z.enum(["basic", "premium", "enterprise-50", "enterprise-100"], {
    error: "Plan must be basic, premium, enterprise-50 or enterprise-100.",
  }),
});

const scope = (c: Context<AppEnv>): CheckoutScope => ({ db: c.var.db, env: c.env, userId: c.var.userId });

/** /api/payment/*, /api/subscription/*, /webhook/paypal and the /paypal-test sandbox page. */
export const billingRoutes = new Hono<AppEnv>()
  .get("/api/payment/config", (c) => c.json(paymentConfig(c.env)))
  .post("/api/payment/verify-subscription", requireAuth, async (c) => {
    const body = await readJson(c, verifySchema, 8 * 1024);
    const result = await verifySubscription(scope(c), body);
    return "pending" in result ? c.json(result, 202) : c.json(result);
  })
  .post("/api/subscription/upgrade", requireAuth, async (c) => {
    const body = await readJson(c, upgradeSchema, 8 * 1024);
    return c.json(await upgradeSubscription(scope(c), body));
  })
  .post("/api/subscription/cancel", requireAuth, async (c) => c.json(await cancelSubscription(scope(c))))
  .post("/webhook/paypal", async (c) => {
    await hit(c.var.db, WEBHOOK_IP_LIMIT, clientIp(c.req.header("cf-connecting-ip")));
    const mode = paymentMode(c.env);
    const event = await readJson(c, webhookEventSchema, 256 * 1024);
    const delivery = { headers: c.req.raw.headers, text: () => c.req.text() };
    return c.json(await receiveWebhook({ db: c.var.db, env: c.env }, mode, event, delivery));
  })
  // The payment sandbox page is a development tool: production answers 404 before the SPA is served.
  .get("/paypal-test", (c) => {
    const assets = (c.env as { ASSETS?: Fetcher }).ASSETS;
    if (isProduction(c.env) || !assets) return c.text("Not found", 404);
    return serveAppShell(assets, c.req.raw);
  })
  .get("/api/subscription/status", requireAuth, async (c) => {
    const mode = paymentMode(c.env);
    await hit(c.var.db, STATUS_LIMIT, c.var.userId, "Too many status checks. Please wait a moment.");
    const user = await reconcileAccount(
      c.var.db,
      c.env,
      mode,
      paypalFetch,
      await loadUser(c.var.db, c.var.userId),
      nowSeconds(),
    );
    const [pending] = await pendingSubscriptions(c.var.db, user.id);
    const current = user.paypalSubscriptionId
      ? await subscriptionRow(c.var.db, user.paypalSubscriptionId)
      : undefined;
    const failed = await failedCancellations(c.var.db, user.id);
    return c.json({
      user: toPublicUser(user),
      pending: pending
        ? {
            subscriptionId: pending.id,
            planName: pending.planKey as PaidPlanKey | null,
            status: pending.status,
          }
        : null,
      planChangePending: (current?.pendingPlanKey as PaidPlanKey | null | undefined) ?? null,
      manualCancellationRequired: failed.length > 0,
      uncancelledSubscriptionIds: failed,
      ...(failed.length ? { message: MANUAL_CANCELLATION_MESSAGE } : {}),
    });
  })
  .post("/api/subscription/change-plan", requireAuth, async (c) => {
    const body = await readJson(c, changeSchema, 4 * 1024);
    const mode = paymentMode(c.env);
    await hit(
      c.var.db,
      PAYMENT_LIMIT,
      c.var.userId,
      "Too many payment attempts. Please wait a while or contact support.",
    );
    const user = await loadUser(c.var.db, c.var.userId);
    const origin = appUrl(c.env, c.req.url);
    const result = await changePlan(
      c.var.db,
      c.env,
      mode,
      paypalFetch,
      user,
      body.planName,
      origin,
      nowSeconds(),
    );
    if (result.status === "changed")
      return c.json({ success: true as const, status: result.status, user: toPublicUser(result.user) });
    if (result.status === "approval_required")
      return c.json({ success: true as const, status: result.status, approveUrl: result.approveUrl });
    return c.json({ success: false as const, status: result.status, reason: result.reason });
  });
