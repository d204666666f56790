import { lt } from "drizzle-orm";
import { emailTokens, refreshTokens } from "../db/schema";
import type { AppBindings } from "../env";
import { getDb } from "../lib/db";

export async function runScheduled(_cron: string, env: AppBindings, now: Date): Promise<void> {
  const db = getDb(env.DB);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, nowSeconds));
  await db.delete(emailTokens).where(lt(emailTokens.expiresAt, nowSeconds));
}
