import { freshIp } from "./auth-support";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import app from "../../src/worker/app";
import { users, type UserRow } from "../../src/worker/db/schema";
import type { AppBindings } from "../../src/worker/env";
import { signAccessToken } from "../../src/worker/accounts/access-token";
import { getDb } from "../../src/worker/platform/db";

export const db = getDb(env.DB);

export const PAYPAL_ENV: Partial<AppBindings> = {
  PAYMENT_MODE: "paypal",
  PAYPAL_CLIENT_ID: "client-id-test",
  PAYPAL_CLIENT_SECRET: "client-secret-test",
  PAYPAL_WEBHOOK_ID: "WH-CONFIG-1",
  PAYPAL_API_BASE: "https://paypal.test",
  PAYPAL_PLAN_BASIC_MONTHLY: "P-BASIC",
  PAYPAL_PLAN_PREMIUM_MONTHLY: "P-PREMIUM",
  PAYPAL_PLAN_ENTERPRISE_50_MONTHLY: "P-ENT50",
  PAYPAL_PLAN_ENTERPRISE_100_MONTHLY: "P-ENT100",
};

export async function createUser(patch: Partial<UserRow> = {}) {
  const id = crypto.randomUUID();
  await db.insert(users).values({
    id,
    email: `${id.slice(0, 8)}@acme-corp.com`,
    firstName: "Ada",
    lastName: "Payer",
    passwordHash: "x",
    emailVerifiedAt: 1,
    ...patch,
  });
  const { token } = await signAccessToken(env.JWT_SECRET ?? "", id);
  return { id, token };
}

export async function getUser(id: string): Promise<UserRow> {
  return (await db.query.users.findFirst({ where: eq(users.id, id) }))!;
}

export function call(
  path: string,
  options: {
    method?: string;
    token?: string;
    json?: unknown;
    body?: string;
    env?: Partial<AppBindings>;
    headers?: Record<string, string>;
  } = {},
) {
  const headers = new Headers(options.headers);
  // Each call comes from its own client address, as real traffic does, unless a test names one.
  if (!headers.has("cf-connecting-ip")) headers.set("cf-connecting-ip", freshIp());
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("content-type", "application/json");
  }
  const req = new Request(`http://app.test${path}`, {
    method: options.method ?? (body !== undefined ? "POST" : "GET"),
    headers,
    body,
  });
  return app.fetch(req, { ...env, ...options.env } as AppBindings);
}

export interface FakeSubscription {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
}

/** A stand-in for PayPal's REST API; anything else it is asked for fails the test loudly. */
export function fakePaypal(
  state: { subscriptions?: FakeSubscription[]; verify?: boolean; cancelStatus?: number } = {},
) {
  const calls: { method: string; url: string; body?: string }[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? "GET";
    calls.push({ method, url: url.pathname, body: typeof init?.body === "string" ? init.body : undefined });
    if (url.origin !== "https://paypal.test") throw new Error(`unexpected network call to ${url.href}`);
    const json = (status: number, data: unknown) =>
      new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
    if (url.pathname === "/v1/oauth2/token")
      return json(200, { access_token: "A21-token", expires_in: 3600 });
    if (url.pathname === "/v1/notifications/verify-webhook-signature")
      return json(200, { verification_status: state.verify ? "SUCCESS" : "FAILURE" });
    const cancel = url.pathname.match(/^\/v1\/billing\/subscriptions\/([^/]+)\/cancel$/);
    if (cancel)
      return state.cancelStatus === 204 || state.cancelStatus === undefined
        ? new Response(null, { status: 204 })
        : json(state.cancelStatus, { name: "ERROR" });
    const get = url.pathname.match(/^\/v1\/billing\/subscriptions\/([^/]+)$/);
    if (get) {
      const sub = state.subscriptions?.find((s) => s.id === decodeURIComponent(get[1]!));
      return sub ? json(200, sub) : json(404, { name: "RESOURCE_NOT_FOUND" });
    }
    throw new Error(`unexpected PayPal call ${method} ${url.pathname}`);
  };
  return { fetchFn, calls };
}
