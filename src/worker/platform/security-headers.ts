import type { MiddlewareHandler } from "hono";
import { isProduction, type AppEnv } from "../env";

const PAYPAL = "https://*.paypal.com https://*.paypalobjects.com";
const FONTS = "https://fonts.googleapis.com https://fonts.bunny.net";

/**
 * The pages' policy (public/_headers carries the same text for the static files the assets binding serves; a
 * test keeps the two equal). No inline script anywhere: scripts come from the app, the PayPal SDK and Cloudflare
 * Web Analytics. Inline styles stay allowed because sandboxed srcdoc previews inherit this policy and e-mail HTML
 * is styled inline.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  `script-src 'self' ${PAYPAL} https://static.cloudflareinsights.com`,
  `style-src 'self' 'unsafe-inline' ${PAYPAL} ${FONTS}`,
  "img-src 'self' data: blob: https:",
  "font-src 'self' data: https:",
  `connect-src 'self' ${PAYPAL} https://cloudflareinsights.com`,
  `frame-src 'self' ${PAYPAL}`,
  `child-src 'self' ${PAYPAL}`,
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  `form-action 'self' ${PAYPAL}`,
  "frame-ancestors 'none'",
].join("; ");

/** API answers are data, never documents: nothing may load from them or frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), serial=(), bluetooth=(), hid=(), magnetometer=(), gyroscope=(), accelerometer=(), payment=(self "https://www.paypal.com" "https://www.sandbox.paypal.com")';

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * One place for the headers of everything the Worker answers. A route that set its own policy (the sandboxed
 * template preview) keeps it. Authenticated answers, and every answer that can carry tokens, are never cached.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  // A WebSocket handshake answered by a Durable Object: its headers belong to the socket and cannot change.
  if (c.res.status === 101) return;
  try {
    c.res.headers.set("X-Content-Type-Options", "nosniff");
  } catch {
    // Answers passed through from another binding can carry immutable headers: copy them once.
    c.res = new Response(c.res.body, c.res);
  }
  const h = c.res.headers;
  const html = (h.get("content-type") ?? "").startsWith("text/html");
  if (!h.has("Content-Security-Policy")) {
    h.set("Content-Security-Policy", html ? PAGE_CSP : API_CSP);
    h.set("X-Frame-Options", "DENY");
  }
  h.set("X-Content-Type-Options", "nosniff");
  if (!h.has("Referrer-Policy")) h.set("Referrer-Policy", REFERRER_POLICY);
  h.set("Permissions-Policy", PERMISSIONS_POLICY);
  h.set("Cross-Origin-Opener-Policy", "same-origin-allow-popups");
  if (isProduction(c.env)) h.set("Strict-Transport-Security", HSTS);
  const path = new URL(c.req.url).pathname;
  if (c.req.header("authorization") || path.startsWith("/api/auth/") || path.startsWith("/auth/")) {
    h.set("Cache-Control", "no-store");
  } else if (!h.has("Cache-Control")) h.set("Cache-Control", "no-store");
};
