import { afterEach, describe, expect, it, vi } from "vitest";
import { request } from "../../src/client/lib/api";
import { flushErrorQueue, reportClientError } from "../../src/client/lib/error-reporting";

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
    await expect(request({}, (c) => c.api.health.$get())).rejects.toThrow("Down");
    await vi.waitFor(
      () => expect(fetchMock.mock.calls.some((c) => String(c[0]) === "/webhook/client-error")).toBe(true),
      { timeout: 20_000 },
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
    await expect(request({ json: {} }, (c) => c.api.auth.login.$post())).rejects.toThrow("Bad");
    await new Promise((r) => setTimeout(r, 10));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  // Spec 01 section 4: reports are queued while offline and sent in order when back online, each once, even when
  // the connection flaps and two 'online' events overlap.
  it("queues reports while offline and sends each once, in order, when back online", async () => {
    localStorage.removeItem("errorReportQueue");
    const sent: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: unknown, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)).error.message);
        await new Promise((r) => setTimeout(r, 5));
        return new Response(null, { status: 204 });
      }),
    );
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    reportClientError("custom", { message: "first" });
    reportClientError("custom", { message: "second" });
    expect(sent).toEqual([]);
    online.mockReturnValue(true);
    await Promise.all([flushErrorQueue(), flushErrorQueue()]);
    expect(sent).toEqual(["first", "second"]);
    expect(JSON.parse(localStorage.getItem("errorReportQueue") ?? "[]")).toEqual([]);
    online.mockRestore();
  });
});
