import { Hono } from "hono";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./platform/errors";
import { getDb } from "./platform/db";
import { accountsRoutes } from "./accounts/routes";
import { announcementsRoutes } from "./announcements/routes";
import { billingRoutes } from "./billing/routes";
import { brandRoutes } from "./brands/routes";
import { readingRoutes } from "./reading/routes";
import { integrationsRoutes } from "./integrations/routes";
import { jobsRoutes } from "./jobs/routes";
import { platformRoutes } from "./platform/routes";
import { publicRoutes } from "./public/routes";
import { templatesRoutes } from "./templates/routes";
import { serveAppShell } from "./public/app-shell";
import { securityHeaders } from "./platform/security-headers";
import { refuseUnsafeConfiguration } from "./platform/production-config";
import { drainUnreadBody } from "./platform/validate";

const app = new Hono<AppEnv>();

app.use(drainUnreadBody);
app.use(securityHeaders);
app.use(refuseUnsafeConfiguration);

app.use(async (c, next) => {
  c.set("db", getDb(c.env.DB));
  await next();
});

// One router per domain. Order matters where paths overlap: jobs answers /api/templates/status/:id before the
// templates router's sign-in middleware for /api/templates/* sees it.
export const routes = app
  // /api/health, /api/dev/outbox
  .route("/", platformRoutes)
  // /api/auth/*, /auth/verify-confirmation, /webhook/client-error
  .route("/", accountsRoutes)
  // /api/generate-template-async, /api/queue/*, /api/templates/status/:id, /api/template-status/:id, /api/assets/*
  .route("/", jobsRoutes)
  // /api/brief/read
  .route("/", readingRoutes)
  .route("/api/templates", templatesRoutes)
  .route("/api/announcements", announcementsRoutes)
  .route("/api/brands", brandRoutes)
  // /api/integrations: e-mail platform API keys (Premium and Enterprise)
  .route("/api/integrations", integrationsRoutes)
  // /api/payment/*, /api/subscription/*, /webhook/paypal, /paypal-test
  .route("/", billingRoutes)
  // /api/demo/generate, /api/demo/assets/*, /api/site-config
  .route("/", publicRoutes);

app.notFound((c) => {
  const { pathname } = new URL(c.req.url);
  const api = pathname.startsWith("/api/") || pathname.startsWith("/webhook/") || pathname === "/api";
  if (!api && c.env.ASSETS && (c.req.method === "GET" || c.req.method === "HEAD"))
    return serveAppShell(c.env.ASSETS, c.req.raw);
  return c.json(errorBody("not_found", "Not found"), 404);
});

app.onError((err, c) => {
  if (err instanceof ApiError) {
    return c.json(errorBody(err.code, err.message), err.status, err.headers);
  }
  if (
    err &&
    typeof err === "object" &&
    "status" in err &&
    typeof err.status === "number" &&
    err.status < 500
  ) {
    const status = err.status as 400;
    return c.json(errorBody("bad_request", (err as Error).message || "Bad request"), status);
  }
  console.error("unhandled error", err);
  return c.json(errorBody("internal", "Something went wrong on our side. Please try again."), 500);
});

/** @public The typed shape of the API for a Hono RPC client. */
export type AppType = typeof routes;
export default app;
