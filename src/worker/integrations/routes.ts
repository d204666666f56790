import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../env";
import { requireAuth } from "../accounts/access-token";
import { ApiError } from "../platform/errors";
import { readJson } from "../platform/validate";
import { sendPlatformParam } from "./client";
import { deleteKey, listKeys, saveKey } from "./keys";
import { PLATFORM_RULES } from "./plan-gate";

const keyBody = z.object({
  apiKey: z
    .string({ error: "apiKey is required" })
    .trim()
    .min(8, "That is too short to be an API key.")
    .max(200, "That is too long to be an API key.")
    .regex(/^[\x21-\x7e]+$/, "An API key has no spaces or special characters."),
});

/** The user's e-mail platform keys: saved on Premium and Enterprise, listed and deleted on every plan. */
export const integrationsRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/", PLATFORM_RULES.ownKeys, async (c) => c.json({ keys: await listKeys(c.var.db, c.var.userId) }))
  .put("/:platform", PLATFORM_RULES.saveKey, async (c) => {
    const platform = sendPlatformParam(c.req.param("platform"));
    const { apiKey } = await readJson(c, keyBody, 4 * 1024);
    return c.json({ key: await saveKey(c.env, c.var.db, c.var.userId, platform, apiKey) });
  })
  .delete("/:platform", PLATFORM_RULES.ownKeys, async (c) => {
    const platform = sendPlatformParam(c.req.param("platform"));
    if (!(await deleteKey(c.var.db, c.var.userId, platform)))
      throw new ApiError(404, "not_found", "No key is saved for that platform.");
    return c.json({ deleted: true as const });
  });
