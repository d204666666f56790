import { hc, type ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AppType } from "../../worker/app";
import { reportClientError } from "./error-reporting";
import { getStoredUser, setStoredUser, updateStoredUser } from "./session";

export const CONNECTION_ERROR = "Cannot connect to server. Please check your connection and try again.";
export const SESSION_EXPIRED = "Your session has expired. Please log in again.";
const REFRESH_MARGIN_SECONDS = 60;
const REFRESH_TIMEOUT_MS = 10_000;

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type SessionExpiredHandler = (message: string) => void;
let onSessionExpired: SessionExpiredHandler = () => {};
export function setSessionExpiredHandler(handler: SessionExpiredHandler) {
  onSessionExpired = handler;
}

async function parse(res: Response): Promise<unknown> {
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("application/json")) return res.json().catch(() => null);
  const text = await res.text();
  if (/^\s*</.test(text))
    throw new ApiRequestError(
      `Server returned HTML instead of JSON. Status: ${res.status}`,
      res.status,
      "html",
    );
  return text ? { error: { code: "text", message: text } } : null;
}

function errorFrom(res: Response, body: unknown, fallback: string): ApiRequestError {
  const err = (body as { error?: { code?: string; message?: string } | string } | null)?.error;
  const message = typeof err === "string" ? err : err?.message;
  const code = typeof err === "object" && err?.code ? err.code : "error";
  return new ApiRequestError(message || fallback, res.status, code, body);
}

async function rawFetch(path: string, init: RequestInit, timeoutMs?: number): Promise<Response> {
  const controller = new AbortController();
  const timer = timeoutMs ? setTimeout(() => controller.abort(), timeoutMs) : undefined;
  const outer = init.signal;
  outer?.addEventListener("abort", () => controller.abort(outer.reason));
  try {
    return await fetch(path, { ...init, signal: controller.signal, credentials: "include" });
  } catch (e) {
    if (controller.signal.aborted && !outer?.aborted)
      throw new ApiRequestError("Request timed out", 0, "timeout");
    if (outer?.aborted) throw e;
    throw new ApiRequestError(CONNECTION_ERROR, 0, "network");
  } finally {
    if (timer) clearTimeout(timer);
  }
}

let refreshing: Promise<string> | null = null;

/** One refresh at a time: concurrent callers share the same promise. */
export function refreshSession(): Promise<string> {
  if (refreshing) return refreshing;
  refreshing = (async () => {
    const user = getStoredUser();
    if (!user?.refreshToken) throw new ApiRequestError("Token refresh failed", 401, "refresh_failed");
    const res = await rawFetch(
      "/api/auth/refresh",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refreshToken: user.refreshToken }),
      },
      REFRESH_TIMEOUT_MS,
    ).catch(() => null);
    // No answer at all says nothing about the session: keep it and report the connection problem.
    if (!res) throw new ApiRequestError(CONNECTION_ERROR, 0, "network");
    const body = res
      ? ((await parse(res).catch(() => null)) as {
          session?: { access_token: string; refresh_token: string; expires_at: number };
        } | null)
      : null;
    if (!res?.ok || !body?.session)
      throw new ApiRequestError("Token refresh failed", res?.status ?? 0, "refresh_failed");
    updateStoredUser({
      sessionToken: body.session.access_token,
      refreshToken: body.session.refresh_token,
      tokenExpiresAt: body.session.expires_at,
    });
    return body.session.access_token;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

export function expiringSoon(expiresAt: number | undefined): boolean {
  return !expiresAt || expiresAt - Date.now() / 1000 <= REFRESH_MARGIN_SECONDS;
}

/** Forgets this tab's session and lets the app send the user to /login with the expiry message. */
export function endExpiredSession(): void {
  setStoredUser(null);
  onSessionExpired(SESSION_EXPIRED);
}

/** Spec 01 section 7: a failed refresh before the call, and a failed refresh or retry after a 401. */
const TOKEN_REFRESH_FAILED = "Token refresh failed";
const AUTHENTICATION_FAILED = "Authentication failed";

/**
 * Ends the tab's session (the user is told 'Your session has expired. Please log in again.') and fails the call with
 * the spec's message for what went wrong; the code `session_expired` lets callers tell it from other 401s.
 */
function expireSession(message: string, keepSession = false): never {
  if (!keepSession) endExpiredSession();
  throw new ApiRequestError(message, 401, "session_expired");
}

/** A refresh the server refused ends the session; one that never reached the server does not. */
function refreshOrExpire(message: string, keepSession: boolean): Promise<string> {
  return refreshSession().catch((e: unknown) => {
    if (e instanceof ApiRequestError && e.code === "network") throw e;
    return expireSession(message, keepSession);
  });
}

export interface CallOptions {
  /** A JSON body: the worker reads its bodies with zod inside the handler, so the RPC types carry no input. */
  json?: unknown;
  auth?: boolean;
  fallbackError?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * A 401 that no refresh cures fails the call (code `session_expired`) without ending the tab's session: for a caller
   * with its own fallback and its own words for the user (spec 02 section 8, the profile read after a checkout).
   */
  keepSession?: boolean;
}

/** Bearer auth with refresh and one retry on 401; any answer but a 2xx becomes an ApiRequestError. */
async function send(path: string, init: RequestInit, options: CallOptions): Promise<Response> {
  const {
    json,
    auth = false,
    fallbackError = "Request failed",
    timeoutMs,
    keepSession = false,
    signal,
  } = options;
  const headers = new Headers(init.headers);
  let body = init.body;
  if (json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(json);
  }
  const request = (): RequestInit => ({ ...init, headers, body, signal });

  if (auth) {
    const user = getStoredUser();
    let token = user?.sessionToken ?? null;
    if (!token) throw new ApiRequestError("No authentication token", 401, "no_token");
    if (expiringSoon(user?.tokenExpiresAt)) token = await refreshOrExpire(TOKEN_REFRESH_FAILED, keepSession);
    headers.set("authorization", `Bearer ${token}`);
  }

  let res = await rawFetch(path, request(), timeoutMs);
  if (auth && res.status === 401) {
    const token = await refreshOrExpire(AUTHENTICATION_FAILED, keepSession);
    headers.set("authorization", `Bearer ${token}`);
    res = await rawFetch(path, request(), timeoutMs);
    if (res.status === 401) expireSession(AUTHENTICATION_FAILED, keepSession);
  }
  if (res.ok) return res;
  const data = await parse(res);
  const error = errorFrom(res, data, fallbackError);
  // Server faults are worth a report; 4xx answers are the user's input and already shown to them.
  if (res.status >= 500)
    reportClientError("api", {
      endpoint: path,
      status: res.status,
      message: error.message,
      response: JSON.stringify(data)?.slice(0, 2000),
    });
  throw error;
}

/** The API as the worker's routes declare it (Hono's RPC client), each call sent the house way. */
export function client(options: CallOptions = {}) {
  return hc<AppType>("/", {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => send(String(input), init ?? {}, options),
  });
}

export type Api = ReturnType<typeof client>;

/** What a route answers on success: the error statuses' bodies never reach a caller (they are thrown). */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F>
    ? [Extract<S, SuccessStatusCode>] extends [never]
      ? never
      : T
    : never;

/** The success body of an endpoint of `Api`, for the types a component keeps in its state. */
export type Answer<E extends (...args: never[]) => Promise<unknown>> = OkBody<Awaited<ReturnType<E>>>;

/** One typed call: `request({ auth: true }, (c) => c.api.templates.$get({ query }))` answers the route's JSON. */
export async function request<R extends ClientResponse<unknown, number, string>>(
  options: CallOptions,
  call: (api: Api) => Promise<R>,
): Promise<OkBody<R>> {
  const res = await call(client(options));
  return (await parse(res)) as OkBody<R>;
}

export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiRequestError) return e.message || fallback;
  if (e instanceof Error && e.message === "Failed to fetch") return CONNECTION_ERROR;
  return fallback;
}
