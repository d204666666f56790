import { onTestFinished, vi } from "vitest";
import { rateLimits } from "../../src/worker/db/schema";
import { rateLimitClock, type Limit } from "../../src/worker/platform/rate-limit";
import { db } from "./pipeline-support";

/**
 * Stops the rate limiter's clock for the rest of the test (restored when it ends), so a window never passes
 * between filling a counter and the request that should be refused, however slow the machine is.
 */
export function pinRateLimitClock(): number {
  const seconds = rateLimitClock.seconds();
  const spy = vi.spyOn(rateLimitClock, "seconds").mockReturnValue(seconds);
  onTestFinished(() => spy.mockRestore());
  return seconds;
}

/** The subject's counter in the pinned window, already at its maximum. */
export async function fillWindow(limit: Limit, subject: string): Promise<void> {
  const t = pinRateLimitClock();
  await db
    .insert(rateLimits)
    .values({ key: `${limit.name}:${subject}`, windowStart: t - (t % limit.windowSeconds), count: limit.max })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { windowStart: t - (t % limit.windowSeconds), count: limit.max },
    });
}
