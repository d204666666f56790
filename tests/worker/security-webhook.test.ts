import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WEBHOOK_IP_LIMIT } from "../../src/worker/billing/paypal-webhook";
import { call, fakePaypal, PAYPAL_ENV } from "./payments-support";

let paypal = fakePaypal();
beforeEach(() => {
  paypal = fakePaypal({ verify: false });
  vi.stubGlobal("fetch", paypal.fetchFn);
});
afterEach(() => vi.unstubAllGlobals());

const event = () => ({
  id: `WH-${crypto.randomUUID()}`,
  event_type: "PAYMENT.SALE.COMPLETED",
  resource: { billing_agreement_id: "I-NOPE" },
});
const signed = (patch: Record<string, string> = {}) => ({
  "paypal-transmission-id": crypto.randomUUID(),
  "paypal-transmission-sig": "c2lnbmF0dXJl",
  "paypal-auth-algo": "SHA256withRSA",
  "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-1",
  "paypal-transmission-time": new Date().toISOString(),
  "cf-connecting-ip": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ...patch,
});
const send = (headers: Record<string, string>) =>
  call("/webhook/paypal", { json: event(), env: PAYPAL_ENV, headers });
const paypalCalls = () => paypal.calls.length;

describe("webhook cost: cheap local checks before any call to PayPal", () => {
  it.each([
    ["a certificate on another host", { "paypal-cert-url": "https://evil.example/cert.pem" }],
    ["a certificate over http", { "paypal-cert-url": "http://api.paypal.com/cert" }],
    ["a look-alike host", { "paypal-cert-url": "https://api.paypal.com.evil.example/cert" }],
    [
      "an old transmission",
      { "paypal-transmission-time": new Date(Date.now() - 60 * 60 * 1000).toISOString() },
    ],
    [
      "a future transmission",
      { "paypal-transmission-time": new Date(Date.now() + 60 * 60 * 1000).toISOString() },
    ],
    ["an unparseable time", { "paypal-transmission-time": "yesterday" }],
    ["another algorithm", { "paypal-auth-algo": "none" }],
  ])("refuses %s with 401 and no PayPal call", async (_, patch) => {
    const res = await send(signed(patch));
    expect(res.status).toBe(401);
    expect(paypalCalls()).toBe(0);
  });

  it("asks PayPal once the local checks pass, and reuses the OAuth token until it expires", async () => {
    expect((await send(signed())).status).toBe(401);
    expect((await send(signed())).status).toBe(401);
    const paths = paypal.calls.map((c) => c.url);
    expect(paths.filter((p) => p === "/v1/notifications/verify-webhook-signature")).toHaveLength(2);
    expect(paths.filter((p) => p === "/v1/oauth2/token").length).toBeLessThanOrEqual(1);
  });

  it("rate-limits the route per client address", async () => {
    const headers = {
      ...signed({ "paypal-cert-url": "https://evil.example/cert" }),
      "cf-connecting-ip": "203.0.113.7",
    };
    let last = 0;
    for (let i = 0; i <= WEBHOOK_IP_LIMIT.max; i++) last = (await send(headers)).status;
    expect(last).toBe(429);
  });
});
