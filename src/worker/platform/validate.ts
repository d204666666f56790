import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
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
 * The body as text within maxBytes, through Hono's bodyLimit: a declared length over the cap is refused unread, a
 * length-less (chunked) body is read only up to the cap. What is left of a refused body is read off before the 413
 * (up to DRAIN_LIMIT), here for a chunked body and by drainUnreadBody for one refused on its declared length.
 */
async function readBodyCapped(c: Context, maxBytes: number): Promise<string> {
  const raw = c.req.raw;
  if (!raw.body) return "";
  let source: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let read = 0;
  if (!raw.headers.has("content-length") || raw.headers.has("transfer-encoding")) {
    const reader = raw.body.getReader();
    source = reader;
    const counted = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        read += value.byteLength;
        controller.enqueue(value);
      },
    });
    c.req.raw = new Request(raw, { body: counted });
  }
  let text = "";
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: async () => {
      if (source) await drain(source, read);
      throw tooLarge(maxBytes);
    },
  });
  await limit(c, async () => {
    // Kept by Hono: a later reader of the same request (a webhook's signature check) gets the same text.
    text = await c.req.text();
  });
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
