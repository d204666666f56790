import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../../src/worker/app";
import type { AppBindings } from "../../src/worker/env";

const CHUNK = 64 * 1024;

/** A body that counts how much of it the server read, sent as the client sends it: chunk by chunk, on demand. */
function countedBody(total: number) {
  const seen = { bytes: 0 };
  let left = total;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) return controller.close();
      const n = Math.min(CHUNK, left);
      left -= n;
      seen.bytes += n;
      controller.enqueue(new Uint8Array(n).fill(0x61));
    },
  });
  return { stream, seen };
}

async function post(path: string, total: number, headers: Record<string, string>) {
  const { stream, seen } = countedBody(total);
  const res = await app.fetch(
    new Request(`http://app.test${path}`, {
      method: "POST",
      headers,
      body: stream,
      duplex: "half",
    } as RequestInit),
    env as unknown as AppBindings,
  );
  return { res, seen };
}

// A kept-alive connection survives a refusal only when the refused body has been read off it.
describe("refused request bodies are read to their end before the answer", () => {
  it("drains a body over the route's limit before answering 413 (declared length)", async () => {
    const total = 900 * 1024;
    const { res, seen } = await post("/api/auth/login", total, {
      "content-type": "application/json",
      "content-length": String(total),
    });
    expect(res.status).toBe(413);
    expect(seen.bytes).toBe(total);
  });

  it("drains a body over the limit sent without a length, before answering 413", async () => {
    const total = 1000 * 1024 + 5;
    const { res, seen } = await post("/api/auth/register-v2", total, { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect(seen.bytes).toBe(total);
  });

  it("drains a body the route refused unread (not JSON: 415)", async () => {
    const total = 300 * 1024;
    const { res, seen } = await post("/api/auth/reset-password", total, { "content-type": "text/plain" });
    expect(res.status).toBe(415);
    expect(seen.bytes).toBe(total);
  });

  it("drains a body sent to an unknown API path (404)", async () => {
    const total = 200 * 1024;
    const { res, seen } = await post("/api/nowhere", total, { "content-type": "application/json" });
    expect(res.status).toBe(404);
    expect(seen.bytes).toBe(total);
  });
});
