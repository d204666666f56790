import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../src/client/lib/api";

afterEach(() => vi.unstubAllGlobals());

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

describe("API error reports", () => {
  it("reports a server fault to /webhook/client-error with the endpoint and status", async () => {
    const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
      String(url) === "/webhook/client-error"
        ? new Response(null, { status: 204 })
        : jsonResponse(503, { error: { code: "internal", message: "Down" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("/api/health")).rejects.toThrow("Down");
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => String(c[0]) === "/webhook/client-error")).toBe(true),
    );
    const report = JSON.parse(
      fetchMock.mock.calls.find((c) => String(c[0]) === "/webhook/client-error")![1]!.body as string,
    );
    expect(report.type).toBe("api");
    expect(report.error).toMatchObject({ endpoint: "/api/health", status: 503, message: "Down" });
  });

  it("does not report a 4xx answer, which is the user's own input", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(400, { error: { code: "validation_failed", message: "Bad" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(api("/api/auth/login", { json: {} })).rejects.toThrow("Bad");
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
