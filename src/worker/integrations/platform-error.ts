import { ApiError } from "../platform/errors";

/**
 * A platform's answer in plain words. The key is never part of a message or a log line: messages are built from the
 * status and the platform's own short description, with anything that looks like the key removed.
 */
export function platformError(
  label: string,
  status: number,
  detail: string | null,
  apiKey: string,
): ApiError {
  const said = detail ? clean(detail, apiKey) : "";
  if (status === 401 || status === 403)
    return new ApiError(
      400,
      "validation_failed",
      `${label} refused the API key. Check that you copied the whole key, that it is still active and that it may manage templates.`,
    );
  if (status === 429)
    return new ApiError(
      502,
      "rate_limited",
      `${label} is limiting requests right now. Please try again in a minute.`,
    );
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

function clean(detail: string, apiKey: string): string {
  let s = detail.replace(/\s+/g, " ").trim().slice(0, 300);
  if (apiKey) s = s.split(apiKey).join("[key]");
  // Long opaque strings (keys, tokens) are left out even when they are not this key.
  s = s.replace(/[A-Za-z0-9_-]{24,}/g, "[…]");
  return s.length > 200 ? `${s.slice(0, 199)}…` : s;
}

/** Reads a JSON answer without trusting its size or shape. */
export async function readAnswer(res: Response): Promise<Record<string, unknown> | null> {
  const text = await res.text().catch(() => "");
  if (!text || text.length > 1_000_000) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === "object" ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
