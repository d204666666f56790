import { ApiError } from "../platform/errors";
import { webhookHeadersPlausible } from "./paypal-webhook";

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

// Resolved at call time so tests can put their PayPal stand-in behind the global fetch.
export const paypalFetch: FetchLike = (input, init) => fetch(input, init);

export interface PaypalCredentials {
  clientId: string;
  clientSecret: string;
  apiBase: string;
}

export interface PaypalSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  subscriber?: { email_address?: string };
  billing_info?: {
    next_billing_time?: string;
    last_payment?: { time?: string; amount?: { value?: string } };
  };
  status_update_time?: string;
}

export type ReviseOutcome =
  { ok: true; approveUrl: string | null } | { ok: false; status: number; issue: string | null };

export const PAYPAL_SANDBOX_API = "https://api-m.sandbox.paypal.com";
const TIMEOUT_MS = 10_000;

/** OAuth tokens per API base and client id, shared by every request of this isolate until they expire. */
const sharedTokens = new Map<string, { value: string; expiresAt: number }>();

/** A thin PayPal REST client; the fetch is passed in so tests never touch the network. */
export class PaypalClient {
  private get token() {
    return sharedTokens.get(`${this.creds.apiBase}|${this.creds.clientId}`) ?? null;
  }

  private set token(value: { value: string; expiresAt: number } | null) {
    const key = `${this.creds.apiBase}|${this.creds.clientId}`;
    if (value) sharedTokens.set(key, value);
    else sharedTokens.delete(key);
  }

  constructor(
    private readonly creds: PaypalCredentials,
    private readonly fetchFn: FetchLike,
  ) {}

  private async call(path: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchFn(`${this.creds.apiBase}${path}`, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new ApiError(
        502,
        "payment_failed",
        "The payment provider could not be reached. Please try again in a moment.",
      );
    }
  }

  async accessToken(now = Date.now()): Promise<string> {
    if (this.token && this.token.expiresAt > now + 30_000) return this.token.value;
    const res = await this.call("/v1/oauth2/token", {
      method: "POST",
      headers: {
        authorization: `Basic ${btoa(`${this.creds.clientId}:${this.creds.clientSecret}`)}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    const body = (await res.json().catch(() => null)) as {
      access_token?: string;
      expires_in?: number;
    } | null;
    if (!res.ok || !body?.access_token) {
      console.error("paypal oauth failed", res.status);
      throw new ApiError(
        502,
        "payment_failed",
        "The payment provider refused our credentials. Please contact support.",
      );
    }
    this.token = { value: body.access_token, expiresAt: now + (body.expires_in ?? 300) * 1000 };
    return this.token.value;
  }

  private async authed(path: string, init: RequestInit = {}, retry = true): Promise<Response> {
    const cached = this.token !== null;
    const token = await this.accessToken();
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${token}`);
    headers.set("accept", "application/json");
    if (init.body) headers.set("content-type", "application/json");
    const res = await this.call(path, { ...init, headers });
    // A shared token PayPal no longer accepts (revoked early, credentials rotated): fetch a new one, once.
    if (res.status === 401 && cached && retry) {
      this.token = null;
      return this.authed(path, init, false);
    }
    return res;
  }

  /** Returns null when PayPal does not know the subscription id. */
  async getSubscription(id: string): Promise<PaypalSubscription | null> {
    const res = await this.authed(`/v1/billing/subscriptions/${encodeURIComponent(id)}`);
    if (res.status === 404) return null;
    const body = (await res.json().catch(() => null)) as PaypalSubscription | null;
    if (!res.ok || !body || typeof body.status !== "string") {
      console.error("paypal get subscription failed", res.status);
      throw new ApiError(
        502,
        "payment_failed",
        "The payment provider could not confirm the subscription. Please try again.",
      );
    }
    return body;
  }

  /** True when PayPal accepted the cancellation (or the subscription was already cancelled). */
  async cancelSubscription(id: string, reason: string): Promise<boolean> {
    const res = await this.authed(`/v1/billing/subscriptions/${encodeURIComponent(id)}/cancel`, {
      method: "POST",
      body: JSON.stringify({ reason: reason.slice(0, 127) }),
    });
    if (res.status === 204) return true;
    const body = (await res.json().catch(() => null)) as { details?: { issue?: string }[] } | null;
    return body?.details?.some((d) => d.issue === "SUBSCRIPTION_STATUS_INVALID") ?? false;
  }

  /** Plan change on the same subscription; PayPal usually answers with an approval link the buyer must follow. */
  async reviseSubscription(
    id: string,
    planId: string,
    urls: { returnUrl: string; cancelUrl: string },
  ): Promise<ReviseOutcome> {
    const res = await this.authed(`/v1/billing/subscriptions/${encodeURIComponent(id)}/revise`, {
      method: "POST",
      body: JSON.stringify({
        plan_id: planId,
        application_context: { return_url: urls.returnUrl, cancel_url: urls.cancelUrl },
      }),
    });
    const body = (await res.json().catch(() => null)) as {
      links?: { rel?: string; href?: string }[];
      details?: { issue?: string }[];
    } | null;
    if (!res.ok) return { ok: false, status: res.status, issue: body?.details?.[0]?.issue ?? null };
    return { ok: true, approveUrl: body?.links?.find((l) => l.rel === "approve")?.href ?? null };
  }

  async verifyWebhookSignature(webhookId: string, headers: Headers, event: unknown): Promise<boolean> {
    const h = (name: string) => headers.get(name) ?? "";
    if (!h("paypal-transmission-id") || !h("paypal-transmission-sig")) return false;
    // Cheap local checks first: a forged request costs no call to PayPal.
    if (!webhookHeadersPlausible(headers, this.creds.apiBase, Date.now())) return false;
    const res = await this.authed("/v1/notifications/verify-webhook-signature", {
      method: "POST",
      body: JSON.stringify({
        auth_algo: h("paypal-auth-algo"),
        cert_url: h("paypal-cert-url"),
        transmission_id: h("paypal-transmission-id"),
        transmission_sig: h("paypal-transmission-sig"),
        transmission_time: h("paypal-transmission-time"),
        webhook_id: webhookId,
        webhook_event: event,
      }),
    });
    const body = (await res.json().catch(() => null)) as { verification_status?: string } | null;
    return res.ok && body?.verification_status === "SUCCESS";
  }
}
