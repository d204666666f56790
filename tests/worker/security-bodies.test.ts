import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, expectError, freshIp, signedIn } from "./auth-support";

/** A chunked body of `total` bytes produced on demand; `pulled` tells how much the server actually asked for. */
function lazyBody(total: number, chunk = 64 * 1024) {
  const state = { pulled: 0 };
  const piece = new TextEncoder().encode("x".repeat(chunk));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      state.pulled += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return { stream, state };
}

describe("bounded request bodies", () => {
  it("refuses an 80 MB chunked body after reading little more than the route's cap", async () => {
    const { stream, state } = lazyBody(80 * 1024 * 1024);
    const res = await exports.default.fetch("http://app.test/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: stream,
      // @ts-expect-error -- workerd needs duplex for a streamed request body in some versions
      duplex: "half",
    });
    expect(res.status).toBe(413);
    expect((await res.json()) as unknown).toMatchObject({ error: { code: "payload_too_large" } });
    expect(state.pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it("refuses a declared Content-Length over the cap without reading", async () => {
    const res = await call("/api/auth/login", {
      raw: "{}",
      headers: { "content-length": String(10 * 1024 * 1024) },
    });
    expectError(res, 413, "payload_too_large");
  });

  it("still reads a body under the cap that arrives in many chunks", async () => {
    const parts = ['{"email":"a@acme-corp.io",', '"password":"not-the-one"}'];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(next));
      },
    });
    const res = await exports.default.fetch("http://app.test/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: stream,
      // @ts-expect-error -- see above
      duplex: "half",
    });
    expect(res.status).toBe(401);
  });
});

describe("JSON routes require application/json", () => {
  const cases: [string, string][] = [
    ["/api/auth/register-v2", "text/plain"],
    ["/api/auth/resend-verification", "application/x-www-form-urlencoded"],
    ["/api/auth/reset-password", "multipart/form-data; boundary=x"],
    ["/api/auth/login", ""],
    ["/webhook/client-error", "text/plain;charset=UTF-8"],
  ];
  it.each(cases)("%s with content-type %j answers 415", async (path, type) => {
    const res = await call(path, {
      raw: JSON.stringify({ email: "a@acme-corp.io" }),
      headers: { "content-type": type },
    });
    expectError(res, 415, "unsupported_media_type");
  });

  it("accepts application/json with parameters", async () => {
    const res = await call("/api/auth/resend-verification", {
      raw: JSON.stringify({ email: "nobody@acme-corp.io" }),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.status).toBe(200);
  });

  it("also on authenticated routes", async () => {
    const { login } = await signedIn();
    const res = await call("/api/auth/profile", {
      method: "PATCH",
      token: login.access_token,
      raw: JSON.stringify({ firstName: "X" }),
      headers: { "content-type": "text/plain" },
    });
    expectError(res, 415, "unsupported_media_type");
  });
});
