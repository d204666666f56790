import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";

export const MAX_JSON_BYTES = 4 * 1024 * 1024;

/** Reads and validates a JSON body; every failure becomes a 4xx with a message a person can act on. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T, maxBytes = 64 * 1024): Promise<z.infer<T>> {
  const length = Number(c.req.header("content-length") ?? "0");
  if (length > maxBytes) throw new ApiError(413, "payload_too_large", `Request body is too large (limit ${maxBytes} bytes).`);
  const raw = await c.req.text();
  if (new TextEncoder().encode(raw).byteLength > maxBytes)
    throw new ApiError(413, "payload_too_large", `Request body is too large (limit ${maxBytes} bytes).`);
  let data: unknown;
  try {
    data = raw.length ? JSON.parse(raw) : undefined;
  } catch {
    throw new ApiError(400, "invalid_json", "Request body must be valid JSON.");
  }
  if (data === undefined || data === null || typeof data !== "object" || Array.isArray(data))
    throw new ApiError(400, "invalid_json", "Request body must be a JSON object.");
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".");
    const message = issue?.message ?? "Invalid request";
    const own = issue?.code === "custom" || !field;
    throw new ApiError(400, "validation_failed", own ? message : `${field}: ${message}`);
  }
  return parsed.data;
}
