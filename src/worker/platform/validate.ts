import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";
import { cleanStrings, MAX_JSON_DEPTH, TooDeepError } from "./clean-text";

const tooLarge = (maxBytes: number) =>
  new ApiError(413, "payload_too_large", `Request body is too large (limit ${maxBytes} bytes).`);

// How much of a refused body is read and thrown away before answering. A server that answers before the body has
// arrived leaves the rest on a kept-alive connection, and the local proxy then breaks it (the client sees a 5xx);
// past this size the connection is given up instead of the bandwidth (an attacker's 80 MB is not read to its end).
const DRAIN_LIMIT = 1.5 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let seen = alreadyRead;
  try {
    while (seen <= DRAIN_LIMIT) {
      const { done, value } = await reader.read();
      if (done) return;
      seen += value.byteLength;
    }
    await reader.cancel();
  } catch {
    /* the client went away */
  }
}

/** Reads and discards a body the route did not read (refused before reading, or never needed), up to DRAIN_LIMIT. */
export const drainUnreadBody: MiddlewareHandler = async (c, next) => {
  await next();
  const req = c.req.raw;
  if (req.body && !req.bodyUsed) await drain(req.body.getReader(), 0);
};

/** JSON routes take only JSON: a form or text/plain post from another site cannot reach them without a preflight. */
export function requireJsonContentType(c: Context): void {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "application/json")
    throw new ApiError(
      415,
      "unsupported_media_type",
      "Request body must be JSON (Content-Type: application/json).",
    );
}

/**
 * Reads the body as a stream and stops at maxBytes: an oversized (or chunked, length-less) body is refused before
 * it is buffered, so it never costs more memory than the route's own cap.
 */
export async function readBodyCapped(c: Context, maxBytes: number): Promise<string> {
  const declared = Number(c.req.header("content-length") ?? "0");
  const stream = c.req.raw.body;
  if (!stream) return "";
  const reader = stream.getReader();
  if (declared > maxBytes) {
    await drain(reader, 0);
    throw tooLarge(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await drain(reader, size);
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  const text = new TextDecoder().decode(bytes);
  // Later readers of the same request (a webhook's signature check) get the text without touching the spent stream.
  (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
  return text;
}

/** Reads and validates a JSON body; every failure becomes a 4xx with a message a person can act on. */
export async function readJson<T extends z.ZodType>(
  c: Context,
  schema: T,
  maxBytes = 64 * 1024,
): Promise<z.infer<T>> {
  requireJsonContentType(c);
  const raw = await readBodyCapped(c, maxBytes);
  let data: unknown;
  try {
    data = raw.length ? JSON.parse(raw) : undefined;
  } catch {
    throw new ApiError(400, "invalid_json", "Request body must be valid JSON.");
  }
  if (data === undefined || data === null || typeof data !== "object" || Array.isArray(data))
    throw new ApiError(400, "invalid_json", "Request body must be a JSON object.");
  let clean: unknown;
  try {
    clean = cleanStrings(data);
  } catch (e) {
    if (!(e instanceof TooDeepError)) throw e;
    throw new ApiError(400, "invalid_json", `Request body may nest at most ${MAX_JSON_DEPTH} levels deep.`);
  }
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".");
    const message = issue?.message ?? "Invalid request";
    const own = issue?.code === "custom" || !field;
    throw new ApiError(400, "validation_failed", own ? message : `${field}: ${message}`);
  }
  return parsed.data;
}
