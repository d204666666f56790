import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../src/worker/index";
import { isSpaRoute, serveAppShell } from "../../src/worker/public/app-shell";

const SHELL =
  '<!doctype html><html lang="en"><head><title>BrandMail</title></head><body><div id="root"></div></body></html>';

/** Stands in for the static-assets binding: only the SPA shell exists. */
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.pathname === "/app-shell"
      ? new Response(SHELL, { headers: { "content-type": "text/html" } })
      : new Response("nope", { status: 404 });
  },
} as unknown as Fetcher;

const call = (path: string, init?: RequestInit) =>
  worker.fetch!(
    new Request(`http://app.test${path}`, init) as Request<unknown, IncomingRequestCfProperties>,
    { ...env, ASSETS: assets },
    {
      waitUntil() {},
      passThroughOnException() {},
    } as unknown as ExecutionContext,
  );

describe("navigation requests that match no static file", () => {
  const SPEC_ROUTES = [
    "/login",
    "/reset-password",
    "/auth/confirm",
    "/auth/callback",
    "/email-verified",
    "/verify-email",
    "/pricing",
    "/privacy",
    "/terms",
    "/paypal-test",
    "/dev/outbox",
    "/",
  ];

  it("answers every route of the spec with the app shell and 200", async () => {
    for (const path of SPEC_ROUTES) {
      const res = await call(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await call("/login/?email=a%40b.example")).status).toBe(200);
  });

  it("answers an unknown path with the same page (landing and cookie banner) but status 404", async () => {
    const res = await call("/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(SHELL);
    expect((await call("/pricing/extra")).status).toBe(404);
    expect((await call("/login.php", { method: "HEAD" })).status).toBe(404);
  });

  it("keeps the JSON error shape for unknown API paths", async () => {
    const res = await call("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it("uses index.html when there is no pre-rendered build (vite dev)", async () => {
    const dev = {
      fetch: async (input: Request) =>
        new URL(input.url).pathname === "/"
          ? new Response(SHELL, { headers: { "content-type": "text/html" } })
          : new Response("", { status: 404 }),
    } as unknown as Fetcher;
    const ok = await serveAppShell(dev, new Request("http://app.test/login"));
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe(SHELL);
    expect((await serveAppShell(dev, new Request("http://app.test/nope"))).status).toBe(404);
  });

  it("falls back to a plain 404 when the shell itself is missing", async () => {
    const empty = { fetch: async () => new Response("", { status: 404 }) } as unknown as Fetcher;
    const res = await serveAppShell(empty, new Request("http://app.test/login"));
    expect(res.status).toBe(404);
  });

  it("treats a trailing slash like the route itself", () => {
    expect(isSpaRoute("/privacy/")).toBe(true);
    expect(isSpaRoute("/privacy/x")).toBe(false);
  });

  it("still answers unknown paths without an assets binding (tests) with JSON", async () => {
    const res = await exports.default.fetch("http://app.test/elsewhere");
    expect(res.status).toBe(404);
  });
});

describe("robots.txt and sitemap.xml (written by the build)", () => {
  it("robots.txt allows the site, keeps crawlers out of the API and names the sitemap", async () => {
    const { robotsTxt } = await import("../../src/worker/public/seo-files");
    const text = robotsTxt("https://brandmail.example/");
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/brandmail\.example\/sitemap\.xml$/m);
  });

  it("sitemap.xml lists the public routes as absolute URLs", async () => {
    const { sitemapXml } = await import("../../src/worker/public/seo-files");
    const xml = sitemapXml(
      "https://brandmail.example",
      ["/", "/pricing", "/privacy", "/terms"],
      "2026-11-23",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://brandmail.example/",
      "https://brandmail.example/pricing",
      "https://brandmail.example/privacy",
      "https://brandmail.example/terms",
    ]);
    expect(xml).toContain("<lastmod>2026-11-23</lastmod>");
  });
});
