import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientErrors } from "../../src/worker/db/schema";
import { HOURLY, runScheduled } from "../../src/worker/jobs/scheduled";
import {
  CLIENT_ERROR_RETENTION_SECONDS,
  MAX_REPORTS_PER_ADDRESS_PER_DAY,
} from "../../src/worker/accounts/client-errors";
import { call, db, freshIp } from "./auth-support";
import { testEnv } from "./pipeline-support";

describe("client error reports do not only grow", () => {
  it("the hourly cron deletes reports older than 30 days and keeps newer ones", async () => {
    const t = Math.floor(Date.now() / 1000);
    const old = {
      id: crypto.randomUUID(),
      type: "t",
      message: "old",
      payload: "{}",
      createdAt: t - CLIENT_ERROR_RETENTION_SECONDS - 60,
    };
    const recent = { id: crypto.randomUUID(), type: "t", message: "new", payload: "{}", createdAt: t - 60 };
    await db().insert(clientErrors).values([old, recent]);
    await runScheduled(HOURLY, testEnv, new Date());
    expect(await db().query.clientErrors.findFirst({ where: eq(clientErrors.id, old.id) })).toBeUndefined();
    expect(await db().query.clientErrors.findFirst({ where: eq(clientErrors.id, recent.id) })).toBeDefined();
  });

  it("stores at most the per-address cap per day, still answering 202", async () => {
    const ip = freshIp();
    const t = Math.floor(Date.now() / 1000);
    const rows = Array.from({ length: MAX_REPORTS_PER_ADDRESS_PER_DAY }, (_, i) => ({
      id: crypto.randomUUID(),
      type: "t",
      message: `m${i}`,
      payload: "{}",
      clientIp: ip,
      createdAt: t - i,
    }));
    for (let i = 0; i < rows.length; i += 10)
      await db()
        .insert(clientErrors)
        .values(rows.slice(i, i + 10));
    const res = await call("/webhook/client-error", {
      body: { type: "window", error: { message: "one more" } },
      ip,
    });
    expect(res.status).toBe(202);
    const stored = await db().select().from(clientErrors).where(eq(clientErrors.clientIp, ip));
    expect(stored).toHaveLength(MAX_REPORTS_PER_ADDRESS_PER_DAY);
    const other = freshIp();
    await call("/webhook/client-error", {
      body: { type: "window", error: { message: "elsewhere" } },
      ip: other,
    });
    expect(await db().select().from(clientErrors).where(eq(clientErrors.clientIp, other))).toHaveLength(1);
  });
});
