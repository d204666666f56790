import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth } from "../lib/access-token";
import { ApiError } from "../lib/errors";
import { readJson } from "../lib/validate";
import { SEND_PLATFORMS, type SendPlatform } from "./client";
import { deleteKey, listKeys, saveKey } from "./keys";
import { requirePremium } from "./plan-gate";

const keyBody = z.object({
  apiKey: z
    .string({ error: "apiKey is required" })
    .trim()
    .min(8, "That is too short to be an API key.")
    .max(200, "That is too long to be an API key.")
    .regex(/^[\x21-\x7e]+$/, "An API key has no spaces or special characters."),
});

function platformParam(v: string): SendPlatform {
  if (!(SEND_PLATFORMS as readonly string[]).includes(v))
    throw new ApiError(404, "not_found", `Sending is available for ${SEND_PLATFORMS.join(", ")}.`);
  return v as SendPlatform;
}

/** The user's e-mail platform keys (Premium and Enterprise). Mounted under /api/integrations. */
export const integrationsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .use(async (c, next) => {
    await requirePremium(c.var.db, c.var.userId);
    await next();
  })
  .get("/", async (c) => c.json({ keys: await listKeys(c.var.db, c.var.userId) }))
  .put("/:platform", async (c) => {
    const platform = platformParam(c.req.param("platform"));
    const { apiKey } = await readJson(c, keyBody, 4 * 1024);
    return c.json({ key: await saveKey(c.env, c.var.db, c.var.userId, platform, apiKey) });
  })
  .delete("/:platform", async (c) => {
    const platform = platformParam(c.req.param("platform"));
    if (!(await deleteKey(c.var.db, c.var.userId, platform)))
      throw new ApiError(404, "not_found", "No key is saved for that platform.");
    return c.json({ deleted: true as const });
  });
