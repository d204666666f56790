import { and, count, eq, gte, lt } from "drizzle-orm";
import { clientErrors } from "../db/schema";
import type { Db } from "../platform/db";

export const CLIENT_ERROR_RETENTION_SECONDS = 30 * 24 * 60 * 60;
/** Reports kept per client address within a day: enough to diagnose, too few to fill the table. */
export const MAX_REPORTS_PER_ADDRESS_PER_DAY = 100;

export async function mayStoreClientError(db: Db, clientIp: string, nowSeconds: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(clientErrors)
    .where(and(eq(clientErrors.clientIp, clientIp), gte(clientErrors.createdAt, nowSeconds - 24 * 60 * 60)));
  return (row?.n ?? 0) < MAX_REPORTS_PER_ADDRESS_PER_DAY;
}

/** For the hourly cron: client error reports are kept 30 days. */
export async function purgeClientErrors(db: Db, nowSeconds: number): Promise<void> {
  await db
    .delete(clientErrors)
    .where(lt(clientErrors.createdAt, nowSeconds - CLIENT_ERROR_RETENTION_SECONDS));
}
