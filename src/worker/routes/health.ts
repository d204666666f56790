import { Hono } from "hono";
import type { AppEnv } from "../env";

declare const __BUILD_VERSION__: string | undefined;

export const healthRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({ ok: true as const, version: typeof __BUILD_VERSION__ === "string" ? __BUILD_VERSION__ : "dev" }),
);
