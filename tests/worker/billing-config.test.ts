import { describe, expect, it } from "vitest";
import { paypalApiBase } from "../../src/worker/billing/config";
import { call, PAYPAL_ENV } from "./payments-support";

// A production-grade JWT secret: production refuses to serve with the development one.
const PRODUCTION = {
  APP_ENV: "production",
  PAYMENT_MODE: "paypal",
  JWT_SECRET: "a-production-secret-of-plenty-of-characters-123",
};
const SECRET_NAMES = [
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
  "PAYPAL_WEBHOOK_ID",
  "PAYPAL_PLAN_BASIC_MONTHLY",
  "PAYPAL_PLAN_PREMIUM_MONTHLY",
  "PAYPAL_PLAN_ENTERPRISE_50_MONTHLY",
  "PAYPAL_PLAN_ENTERPRISE_100_MONTHLY",
];

describe("production configuration", () => {
  it("answers /api/health 200 { ok, version } in development", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    expect(Object.keys(await res.json<object>()).sort()).toEqual(["ok", "version"]);
  });

  it("answers 503 with the names of every missing PayPal secret and plan id in production", async () => {
    const blank = Object.fromEntries(SECRET_NAMES.map((n) => [n, ""]));
    const res = await call("/api/health", { env: { ...PRODUCTION, ...blank } });
    expect(res.status).toBe(503);
    const body = await res.json<{ ok: boolean; error: { code: string; missing: string[] } }>();
    expect(body.ok).toBe(false);
    expect(body.error.missing).toEqual(SECRET_NAMES);
  });

  it("names only what is missing and never echoes a configured value", async () => {
    const res = await call("/api/health", {
      env: { ...PAYPAL_ENV, ...PRODUCTION, PAYPAL_PLAN_ENTERPRISE_100_MONTHLY: " " },
    });
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(JSON.parse(text).error.missing).toEqual(["PAYPAL_PLAN_ENTERPRISE_100_MONTHLY"]);
    for (const value of Object.values(PAYPAL_ENV))
      if (value && value !== "paypal") expect(text).not.toContain(value);
  });

  it("is ready in production once everything is configured, and reports a production without paypal mode", async () => {
    expect((await call("/api/health", { env: { ...PAYPAL_ENV, ...PRODUCTION } })).status).toBe(200);
    const simulated = await call("/api/health", {
      env: { ...PAYPAL_ENV, ...PRODUCTION, PAYMENT_MODE: "simulated" },
    });
    expect(simulated.status).toBe(503);
    expect((await simulated.json<{ error: { missing: string[] } }>()).error.missing).toEqual([
      "PAYMENT_MODE",
    ]);
  });

  it("defaults the PayPal API to live in production and to the sandbox elsewhere; an explicit base wins", () => {
    expect(paypalApiBase({ APP_ENV: "production" })).toBe("https://api-m.paypal.com");
    expect(paypalApiBase({ APP_ENV: "development" })).toBe("https://api-m.sandbox.paypal.com");
    expect(paypalApiBase({ APP_ENV: "production", PAYPAL_API_BASE: "https://paypal.test/" })).toBe(
      "https://paypal.test",
    );
  });

  it("does not serve the payment sandbox page in production", async () => {
    const res = await call("/paypal-test", { env: PRODUCTION });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("<html");
  });
});
