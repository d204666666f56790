import { z } from "zod";
import { clientErrors } from "../db/schema";
import type { AccountScope } from "./scope";
import { bearerToken, verifyAccessToken } from "./access-token";
import { nowSeconds } from "./auth-tokens";
import { hit, LIMITS } from "../platform/rate-limit";
import { mayStoreClientError } from "./client-errors";

export const MAX_REPORT_BYTES = 16 * 1024;
const str = (max: number) => z.string().max(max).optional();
const num = z.number().finite().optional();

/** Spec 01 section 3: the client error report. Unknown keys are dropped, every field is capped. */
export const reportSchema = z.object({
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
    .object({
      url: str(2000),
      userAgent: str(500),
      timestamp: str(64),
      sessionId: str(100),
      userId: str(100),
    })
    .optional(),
});

/** Over the per-address cap a report is accepted (the client need not retry) but not stored. */
export async function storeClientError(
  s: AccountScope,
  report: z.infer<typeof reportSchema>,
  authorization: string | undefined,
) {
  const db = s.db;
  await hit(db, LIMITS.clientErrorIp, s.ip);
  if (!(await mayStoreClientError(db, s.ip, nowSeconds()))) return { received: true };
  const bearer = bearerToken(authorization);
  const userId = bearer ? await verifyAccessToken(s.env.JWT_SECRET, bearer) : null;
  const message = (report.error?.message || report.error?.reason || report.type).slice(0, 500);
  await db.insert(clientErrors).values({
    id: crypto.randomUUID(),
    type: report.type,
    message,
    payload: JSON.stringify(report),
    userId,
    clientIp: s.ip,
    createdAt: nowSeconds(),
  });
  return { received: true };
}
