import { describe, expect, it } from "vitest";
import { waitLimitMs } from "../../src/worker/platform/time-limits";

describe("time limits on reading websites", () => {
  it("are multiplied by TIME_LIMIT_SCALE outside production", () => {
    expect(waitLimitMs({ APP_ENV: "development", TIME_LIMIT_SCALE: "10" }, 2500)).toBe(25_000);
    expect(waitLimitMs({ APP_ENV: "development", TIME_LIMIT_SCALE: "1.5" }, 2000)).toBe(3000);
  });

  it("stay as written in production, and when the scale is absent, below 1 or not a number", () => {
    expect(waitLimitMs({ APP_ENV: "production", TIME_LIMIT_SCALE: "10" }, 2500)).toBe(2500);
    for (const scale of [undefined, "", "0.5", "-3", "ten", "Infinity"])
      expect(waitLimitMs({ APP_ENV: "development", TIME_LIMIT_SCALE: scale }, 4000), String(scale)).toBe(
        4000,
      );
  });
});
