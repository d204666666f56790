import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientErrors } from "../../src/worker/db/schema";
import { LIMITS } from "../../src/worker/platform/rate-limit";
import { call, db, expectError, freshIp, signedIn } from "./auth-support";
import { pinRateLimitClock } from "./rate-limit-support";

const report = (message: string) => ({
  type: "react",
  error: { message, stack: "Error: boom\n    at App", componentStack: "\n    at Dashboard", status: 0 },
  performance: { loadTime: 1200, threshold: 3000 },
  context: {
    url: "http://app.test/",
    userAgent: "Chromium",
    timestamp: new Date().toISOString(),
    sessionId: "s-1",
    userId: "u-1",
  },
  extra: "dropped",
});

describe("POST /webhook/client-error", () => {
  it("stores a valid report with its type and message, dropping unknown keys", async () => {
    const message = `boom ${crypto.randomUUID()}`;
    const res = await call("/webhook/client-error", { body: report(message) });
    expect(res.status).toBe(202);
    const [row] = await db().select().from(clientErrors).where(eq(clientErrors.message, message));
    expect(row.type).toBe("react");
    expect(row.userId).toBeNull();
    const payload = JSON.parse(row.payload);
    expect(payload.context.sessionId).toBe("s-1");
    expect(payload.extra).toBeUndefined();
  });

  it("links the report to the signed-in user only through a valid bearer token", async () => {
    const { user, login } = await signedIn();
    const message = `signed ${crypto.randomUUID()}`;
    expect(
      (await call("/webhook/client-error", { body: report(message), token: login.access_token })).status,
    ).toBe(202);
    const [row] = await db().select().from(clientErrors).where(eq(clientErrors.message, message));
    expect(row.userId).toBe(user.id);
  });

  it("uses the reason when there is no message (unhandled rejections)", async () => {
    const reason = `rejected ${crypto.randomUUID()}`;
    await call("/webhook/client-error", { body: { type: "unhandledrejection", error: { reason } } });
    const [row] = await db()
      .select()
      .from(clientErrors)
      .orderBy(desc(clientErrors.createdAt))
      .where(eq(clientErrors.message, reason));
    expect(row.type).toBe("unhandledrejection");
  });

  it("limits reports per IP address", async () => {
    const ip = freshIp();
    // The limiter's clock stands still, so the one-minute window cannot pass during the flood on a busy machine.
    pinRateLimitClock();
    let last = { status: 0, headers: new Headers(), body: null as unknown };
    for (let i = 0; i <= LIMITS.clientErrorIp.max && last.status !== 429; i++)
      last = await call("/webhook/client-error", { body: { type: "flood" }, ip });
    expectError(last, 429, "rate_limited");
  });
});
