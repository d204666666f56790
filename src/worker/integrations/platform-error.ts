import { ApiError } from "../platform/errors";
import { PLATFORM_TIMEOUT_MS } from "./client";

/** How one platform is called: its name, how it reads the key, and where its error answer says what went wrong. */
export interface PlatformHttp {
  label: string;
  /** What the key needs, said when the platform answers 403 (a key without the scope). */
  scopeHint: string;
  headers(apiKey: string): Record<string, string>;
  detail(body: Record<string, unknown> | null): string | null;
  /** How long a 429 asks to wait; Retry-After unless the platform names it otherwise. */
  retryAfter?(headers: Headers): string | null;
}

/**
 * One call to a platform. A failed answer becomes the error the user reads in plain words; `allow` lists statuses the
 * caller handles itself (404 when a template sent before was deleted at the platform).
 */
export async function platformFetch(
  p: PlatformHttp,
  apiKey: string,
  url: string,
  init: RequestInit = {},
  allow: number[] = [],
): Promise<{ status: number; body: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: p.headers(apiKey),
      signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
    });
  } catch {
    throw unreachable(p.label);
  }
  const body = await readAnswer(res);
  if (!res.ok && !allow.includes(res.status))
    throw platformError(
      p,
      res.status,
      p.detail(body),
      apiKey,
      p.retryAfter ? p.retryAfter(res.headers) : res.headers.get("retry-after"),
    );
  return { status: res.status, body: body ?? {} };
}

/**
 * A platform's answer in plain words. The key is never part of a message or a log line: messages are built from the
 * status and the platform's own short description, with anything that looks like the key removed.
 */
export function platformError(
  p: Pick<PlatformHttp, "label" | "scopeHint">,
  status: number,
  detail: string | null,
  apiKey: string,
  retryAfter: string | null = null,
): ApiError {
  const { label } = p;
  const said = detail ? clean(detail, apiKey) : "";
  if (status === 401)
    return new ApiError(
      400,
      "validation_failed",
      `${label} refused the API key. Check that you copied the whole key and that it is still active.`,
    );
  if (status === 403)
    return new ApiError(
      400,
      "validation_failed",
      `${label} refused the API key for this: it may not manage templates. ${p.scopeHint}${said ? ` (${label}: ${said})` : ""}`,
    );
  if (status === 410) {
    // The platform retired the API version this app speaks: ours to fix, not the user's.
    console.error("platform API version retired", label);
    return new ApiError(
      502,
      "internal",
      `${label} no longer accepts the API version we use. We have been told; please try again later.`,
    );
  }
  if (status === 429) {
    const seconds = retrySeconds(retryAfter);
    return new ApiError(
      502,
      "rate_limited",
      `${label} is limiting requests right now. Please try again in ${seconds ? `${seconds} seconds` : "a minute"}.`,
      seconds ? { "retry-after": String(seconds) } : undefined,
    );
  }
  if (status >= 500)
    return new ApiError(
      502,
      "internal",
      `${label} is not answering properly right now (error ${status}). Please try again later.`,
    );
  return new ApiError(422, "bad_request", `${label} did not accept the request${said ? `: ${said}` : "."}`);
}

export function unreachable(label: string): ApiError {
  return new ApiError(502, "internal", `We could not reach ${label}. Please try again later.`);
}

/** Retry-After in seconds or as an HTTP date; an hour at most, so a wrong value never reads as "come back tomorrow". */
function retrySeconds(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const n = /^\d+$/.test(value.trim()) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 3600) : null;
}

function clean(detail: string, apiKey: string): string {
  let s = detail.replace(/\s+/g, " ").trim().slice(0, 300);
  if (apiKey) s = s.split(apiKey).join("[key]");
  // Long opaque strings (keys, tokens) are left out even when they are not this key.
  s = s.replace(/[A-Za-z0-9_-]{24,}/g, "[…]");
  return s.length > 200 ? `${s.slice(0, 199)}…` : s;
}

/** Reads a JSON answer without trusting its size or shape. */
async function readAnswer(res: Response): Promise<Record<string, unknown> | null> {
  const text = await res.text().catch(() => "");
  if (!text || text.length > 1_000_000) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const str = (v: unknown) => (typeof v === "string" && v ? v : null);
