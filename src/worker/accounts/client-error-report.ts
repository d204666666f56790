import { Hono } from "hono";
import { z } from "zod";
import { clientErrors } from "../db/schema";
import type { AppEnv } from "../env";
import { bearerToken, verifyAccessToken } from "./access-token";
import { nowSeconds } from "./auth-tokens";
import { clientIp, hit, LIMITS } from "../platform/rate-limit";
import { readJson } from "../platform/validate";
import { mayStoreClientError } from "../platform/client-errors";

const MAX_REPORT_BYTES = 16 * 1024;
const str = (max: number) => z.string().max(max).optional();
const num = z.number().finite().optional();

/** Spec 01 section 3: the client error report. Unknown keys are dropped, every field is capped. */
const reportSchema = z.object({
  type: z.string({ error: "type is required" }).trim().min(1, "type is required").max(64),
  error: z
    .object({
      message: str(2000),
      stack: str(8000),
      componentStack: str(8000),
      filename: str(1000),
      line: num,
      column: num,
      reason: str(2000),
      endpoint: str(1000),
      status: num,
      response: str(2000),
    })
    .optional(),
  performance: z.object({ loadTime: num, domReadyTime: num, firstPaintTime: num, threshold: num }).optional(),
  context: z
    .object({ url: str(2000), userAgent: str(500), timestamp: str(64), sessionId: str(100), userId: str(100) })
    .optional(),
});

export const clientErrorRoutes = new Hono<AppEnv>().post("/webhook/client-error", async (c) => {
  const report = await readJson(c, reportSchema, MAX_REPORT_BYTES);
  const ip = clientIp(c.req.header("cf-connecting-ip"));
  await hit(c.var.db, LIMITS.clientErrorIp, ip);
  // Over the per-address cap the report is accepted (the client need not retry) but not stored.
  if (!(await mayStoreClientError(c.var.db, ip, nowSeconds()))) return c.json({ received: true }, 202);
  const bearer = bearerToken(c.req.header("authorization"));
  const userId = bearer ? await verifyAccessToken(c.env.JWT_SECRET, bearer) : null;
  const message = (report.error?.message || report.error?.reason || report.type).slice(0, 500);
  await c.var.db.insert(clientErrors).values({
    id: crypto.randomUUID(),
    type: report.type,
    message,
    payload: JSON.stringify(report),
    userId,
    clientIp: ip,
    createdAt: nowSeconds(),
  });
  return c.json({ received: true }, 202);
});
