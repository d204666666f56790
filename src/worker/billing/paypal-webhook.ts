import { z } from "zod";
import type { Limit } from "../platform/rate-limit";

export const webhookEventSchema = z.looseObject({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,128}$/, "Event id is invalid."),
  event_type: z.string().trim().min(1).max(128),
  resource: z.record(z.string(), z.unknown()).default({}),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Requests to /webhook/paypal per client address per minute (PayPal retries slowly; a flood is not PayPal). */
export const WEBHOOK_IP_LIMIT: Limit = { name: "webhook-ip", max: 120, windowSeconds: 60 };
export const WEBHOOK_MAX_AGE_MS = 10 * 60 * 1000;

/**
 * The checks that need no network: PayPal's certificate lives on a paypal.com host (or the configured API's own
 * host), the algorithm is PayPal's, and the transmission is recent. Only then is PayPal asked to verify.
 */
export function webhookHeadersPlausible(headers: Headers, apiBase: string, now: number): boolean {
  const h = (name: string) => headers.get(name) ?? "";
  if (!/^[A-Za-z0-9-]{1,100}$/.test(h("paypal-transmission-id"))) return false;
  if (!/^SHA256withRSA$/i.test(h("paypal-auth-algo"))) return false;
  let cert: URL;
  try {
    cert = new URL(h("paypal-cert-url"));
  } catch {
    return false;
  }
  const apiHost = (() => {
    try {
      return new URL(apiBase).hostname;
    } catch {
      return "";
    }
  })();
  if (
    cert.protocol !== "https:" ||
    cert.port ||
    !(cert.hostname.endsWith(".paypal.com") || cert.hostname === apiHost)
  )
    return false;
  const sent = Date.parse(h("paypal-transmission-time"));
  return Number.isFinite(sent) && Math.abs(now - sent) <= WEBHOOK_MAX_AGE_MS;
}
