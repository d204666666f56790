import { Hono } from "hono";
import { missingPaymentSettings } from "../billing/config";
import { isProduction, type AppEnv } from "../env";
import { outboxMessages } from "./dev-outbox";
import { ApiError } from "./errors";

declare const __BUILD_VERSION__: string | undefined;

const version = () => (typeof __BUILD_VERSION__ === "string" ? __BUILD_VERSION__ : "dev");

const healthRoutes = new Hono<AppEnv>().get("/", (c) => {
  const missing = missingPaymentSettings(c.env);
  if (missing.length)
    return c.json(
      {
        ok: false as const,
        version: version(),
        error: { code: "not_ready", message: "Payment configuration is incomplete.", missing },
      },
      503,
    );
  return c.json({ ok: true as const, version: version() });
});

const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    // The outbox exists only outside production; there is no switch that turns it on there.
    if (isProduction(c.env)) throw new ApiError(404, "not_found", "Not found");
    await next();
  })
  .get("/outbox", async (c) => {
    const to = c.req.query("to");
    if (!to) throw new ApiError(400, "validation_failed", "Query parameter 'to' is required.");
    return c.json({ messages: await outboxMessages(c.var.db, to) });
  });

/** /api/health and, outside production, /api/dev/outbox. */
export const platformRoutes = new Hono<AppEnv>()
  .route("/api/health", healthRoutes)
  .route("/api/dev", devRoutes);
