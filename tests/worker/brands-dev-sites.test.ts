import { describe, expect, it, vi } from "vitest";
import { siteFetch } from "../../src/worker/brands/dev-sites";

describe("development fixture sites", () => {
  it("is never used in production, without an origin, or with an origin that is not local", () => {
    expect(siteFetch({ APP_ENV: "production", DEV_SITES_ORIGIN: "http://127.0.0.1:4000" })).toBeUndefined();
    expect(siteFetch({ APP_ENV: "development" })).toBeUndefined();
    expect(siteFetch({ APP_ENV: "development", DEV_SITES_ORIGIN: "https://evil.example" })).toBeUndefined();
  });

  it("sends only .test sites to the local fixture server, naming the site in a header", async () => {
    const calls: { url: string; site: string | null }[] = [];
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push({ url: String(input), site: new Headers(init?.headers).get("x-dev-site") });
      return new Response("ok");
    });
    try {
      const f = siteFetch({ APP_ENV: "development", DEV_SITES_ORIGIN: "http://127.0.0.1:4000" })!;
      await f("https://northwind.test/about?x=1", { redirect: "manual" });
      await f("https://example.com/", {});
      expect(calls).toEqual([
        { url: "http://127.0.0.1:4000/about?x=1", site: "northwind.test" },
        { url: "https://example.com/", site: null },
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});
