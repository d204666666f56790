import { beforeEach, vi } from "vitest";
import { rateLimitClock } from "../../src/worker/platform/rate-limit";

// Every worker test sees the rate limiter's clock stand still from its start: a test that fills a window and then
// expects the refusal cannot see the window end between the two on a slow machine, and a test that needs time to
// pass moves this clock itself (rate-limit-support.ts). Each test gets the second it starts in.
beforeEach(() => {
  const spy = vi.spyOn(rateLimitClock, "seconds").mockReturnValue(Math.floor(Date.now() / 1000));
  return () => spy.mockRestore();
});
