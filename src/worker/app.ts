import { Hono } from "hono";
import type { AppEnv } from "./env";
import { ApiError, errorBody } from "./lib/errors";
import { getDb } from "./lib/db";
import { announcementsRoutes } from "./routes/announcements";
import { authRoutes } from "./routes/auth";
import { devRoutes } from "./routes/dev";
import { generationRoutes } from "./routes/generation";
import { billingRoutes } from "./billing/routes";
import { paymentsRoutes } from "./routes/payments";
import { templatesRoutes } from "./routes/templates";
import { templateToolsRoutes } from "./templates/routes";
import { integrationsRoutes } from "./integrations/routes";
import { healthRoutes } from "./routes/health";
import { publicRoutes } from "./public/routes";
import { serveAppShell } from "./public/app-shell";
import { securityHeaders } from "./platform/security-headers";
import { refuseUnsafeConfiguration } from "./platform/production-config";

const app = new Hono<AppEnv>();

app.use(securityHeaders);
app.use(refuseUnsafeConfiguration);

app.use(async (c, next) => {
  c.set("db", getDb(c.env.DB));
  await next();
});

export const routes = app
  .route("/api/health", healthRoutes)
  .route("/api/dev", devRoutes)
  // auth: /api/auth/* plus /auth/verify-confirmation and /webhook/client-error live in routes/auth.ts
  .route("/", authRoutes)
  // generation: /api/generate-template-async, /api/queue/status/:id, /api/templates/status/:id, /api/template-status/:id
  .route("/", generationRoutes)
  .route("/api/templates", templatesRoutes)
  // templates/routes.ts: /api/templates/:id/send-test, /:id/images, /:id/blocks
  .route("/api/templates", templateToolsRoutes)
  .route("/api/announcements", announcementsRoutes)
  // integrations: /api/integrations (e-mail platform API keys)
  .route("/api/integrations", integrationsRoutes)
  // payments: /api/payment/*, /api/subscription/*, /webhook/paypal
  .route("/", paymentsRoutes)
  // billing: /api/subscription/status, /api/subscription/change-plan
  .route("/", billingRoutes)
  // public site: /api/demo/generate, /api/demo/assets/*, /api/site-config
  .route("/", publicRoutes);

app.notFound((c) => {
  const { pathname } = new URL(c.req.url);
  const api = pathname.startsWith("/api/") || pathname.startsWith("/webhook/") || pathname === "/api";
  if (!api && c.env.ASSETS && (c.req.method === "GET" || c.req.method === "HEAD")) return serveAppShell(c.env.ASSETS, c.req.raw);
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

export type AppType = typeof routes;
export default app;
