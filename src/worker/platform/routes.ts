import { Hono } from "hono";
import { missingPaymentSettings } from "../billing/config";
import type { AppEnv } from "../env";

declare const __BUILD_VERSION__: string | undefined;

const version = () => (typeof __BUILD_VERSION__ === "string" ? __BUILD_VERSION__ : "dev");

export const healthRoutes = new Hono<AppEnv>().get("/", (c) => {
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
