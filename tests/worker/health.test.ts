import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers ok with the build version", async () => {
    const res = await exports.default.fetch("http://app.test/api/health");
    expect(res.status).toBe(200);
    const body = await res.json<{ ok: boolean; version: string }>();
    expect(body.ok).toBe(true);
    expect(typeof body.version).toBe("string");
  });

  it("answers unknown API paths with the JSON error shape and 404", async () => {
    const res = await exports.default.fetch("http://app.test/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });
});
