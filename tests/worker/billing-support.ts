import { vi } from "vitest";
import { PAYPAL_ENV } from "./payments-support";

export interface FakeSub {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  create_time: string;
  status_update_time: string;
  billing_info: {
    next_billing_time?: string;
    last_payment?: { time: string; amount: { currency_code: string; value: string } };
  };
}

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
const iso = (ms: number) => new Date(ms).toISOString();
const MONTH = 30 * 24 * 3600 * 1000;

/**
 * A stateful stand-in for PayPal's REST API, reached through the same global fetch the worker uses: OAuth client
 * credentials, subscriptions (get, revise with buyer approval, cancel), webhook signature verification. Events it
 * "sends" are signed; anything else fails verification, like a forged delivery.
 */
export class FakePaypal {
  readonly subs = new Map<string, FakeSub>();
  readonly calls: { method: string; path: string; body?: unknown }[] = [];
  private tokens = new Set<string>();
  private signatures = new Set<string>();
  private pendingRevisions = new Map<string, string>();
  private counter = 0;
  failCancels = 0;
  reviseFails: string | null = null;
  reviseNeedsApproval = true;
  down = false;

  install() {
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      this.handle(new Request(input, init)),
    );
    return this;
  }

  create(planId: string, opts: { status?: string; customId?: string; paidAt?: number } = {}): FakeSub {
    const id = `I-${(++this.counter).toString().padStart(4, "0")}${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
    const now = Date.now();
    const status = opts.status ?? "ACTIVE";
    const sub: FakeSub = {
      id,
      status,
      plan_id: planId,
      custom_id: opts.customId,
      create_time: iso(now),
      status_update_time: iso(now),
      billing_info: status === "ACTIVE" ? this.payment(opts.paidAt ?? now) : {},
    };
    this.subs.set(id, sub);
    return sub;
  }

  private payment(at: number) {
    return {
      last_payment: { time: iso(at), amount: { currency_code: "EUR", value: "45.00" } },
      next_billing_time: iso(at + MONTH),
    };
  }

  setStatus(id: string, status: string) {
    const sub = this.subs.get(id)!;
    sub.status = status;
    sub.status_update_time = iso(Date.now());
  }

  /** PayPal collects a renewal: the subscription shows the payment and a sale event is produced. */
  collect(id: string, at = Date.now()) {
    const sub = this.subs.get(id)!;
    sub.status = "ACTIVE";
    sub.billing_info = this.payment(at);
    const saleId = `SALE-${crypto.randomUUID().slice(0, 13).toUpperCase()}`;
    return {
      saleId,
      event: this.event(
        "PAYMENT.SALE.COMPLETED",
        { id: saleId, billing_agreement_id: id, create_time: iso(at), state: "completed" },
        at,
      ),
    };
  }

  /** The buyer follows the approve link of a revise. */
  approveRevision(id: string) {
    const plan = this.pendingRevisions.get(id);
    if (!plan) throw new Error("no revision to approve");
    this.subs.get(id)!.plan_id = plan;
    this.pendingRevisions.delete(id);
  }

  event(type: string, resource: Record<string, unknown>, at = Date.now()) {
    const id = `WH-${crypto.randomUUID()}`;
    const transmission = `T-${id}`;
    const sig = `SIG-${crypto.randomUUID()}`;
    this.signatures.add(`${transmission}|${sig}`);
    return {
      body: {
        id,
        event_type: type,
        create_time: iso(at),
        resource_type: type.startsWith("PAYMENT") ? "sale" : "subscription",
        resource,
      },
      headers: {
        "paypal-transmission-id": transmission,
        "paypal-transmission-sig": sig,
        "paypal-transmission-time": iso(at),
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": "https://paypal.test/certs/cert.pem",
      },
    };
  }

  subscriptionEvent(type: string, id: string, at = Date.now()) {
    const sub = this.subs.get(id)!;
    return this.event(type, { id, status: sub.status, plan_id: sub.plan_id, custom_id: sub.custom_id }, at);
  }

  private async handle(req: Request): Promise<Response> {
    const url = new URL(req.url);
    if (url.origin !== PAYPAL_ENV.PAYPAL_API_BASE) throw new Error(`unexpected network call to ${url.href}`);
    const text = req.method === "GET" ? "" : new TextDecoder().decode(await req.arrayBuffer());
    const body =
      text && req.headers.get("content-type")?.includes("json")
        ? (JSON.parse(text) as Record<string, unknown>)
        : text;
    this.calls.push({ method: req.method, path: url.pathname, body });
    if (this.down) return json(503, { name: "SERVICE_UNAVAILABLE" });
    if (url.pathname === "/v1/oauth2/token") {
      const expected = `Basic ${btoa(`${PAYPAL_ENV.PAYPAL_CLIENT_ID}:${PAYPAL_ENV.PAYPAL_CLIENT_SECRET}`)}`;
      if (req.headers.get("authorization") !== expected || body !== "grant_type=client_credentials")
        return json(401, { error: "invalid_client" });
      const token = `A21-${crypto.randomUUID()}`;
      this.tokens.add(token);
      return json(200, { access_token: token, token_type: "Bearer", expires_in: 32400 });
    }
    const bearer = req.headers.get("authorization")?.replace(/^Bearer /, "") ?? "";
    if (!this.tokens.has(bearer)) return json(401, { name: "AUTHENTICATION_FAILURE" });
    if (url.pathname === "/v1/notifications/verify-webhook-signature" && req.method === "POST") {
      const b = body as Record<string, string>;
      const ok =
        b.webhook_id === PAYPAL_ENV.PAYPAL_WEBHOOK_ID &&
        this.signatures.has(`${b.transmission_id}|${b.transmission_sig}`);
      return json(200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    const m = url.pathname.match(/^\/v1\/billing\/subscriptions\/([^/]+)(?:\/(cancel|revise))?$/);
    const sub = m ? this.subs.get(decodeURIComponent(m[1]!)) : undefined;
    if (!m) throw new Error(`unexpected PayPal call ${req.method} ${url.pathname}`);
    if (!sub) return json(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
    if (!m[2] && req.method === "GET") return json(200, sub);
    if (m[2] === "cancel" && req.method === "POST") {
      if (this.failCancels > 0) {
        this.failCancels--;
        return json(500, { name: "INTERNAL_SERVER_ERROR" });
      }
      if (sub.status === "CANCELLED" || sub.status === "EXPIRED")
        return json(422, {
          name: "UNPROCESSABLE_ENTITY",
          details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }],
        });
      this.setStatus(sub.id, "CANCELLED");
      return new Response(null, { status: 204 });
    }
    if (m[2] === "revise" && req.method === "POST") {
      if (this.reviseFails)
        return json(422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: this.reviseFails }] });
      if (sub.status !== "ACTIVE")
        return json(422, {
          name: "UNPROCESSABLE_ENTITY",
          details: [{ issue: "SUBSCRIPTION_STATUS_INVALID" }],
        });
      const planId = (body as { plan_id: string }).plan_id;
      if (!this.reviseNeedsApproval) {
        sub.plan_id = planId;
        return json(200, { plan_id: planId, links: [] });
      }
      this.pendingRevisions.set(sub.id, planId);
      return json(200, {
        plan_id: planId,
        links: [
          {
            href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions/update?ba_token=BA-${sub.id}`,
            rel: "approve",
            method: "GET",
          },
        ],
      });
    }
    throw new Error(`unexpected PayPal call ${req.method} ${url.pathname}`);
  }
}
