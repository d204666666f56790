import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deleteExpiredDemoAssets } from "../../src/worker/public/demo";
import { DEMO_LIMIT } from "../../src/worker/public/routes";

let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;

// 1x1 transparent PNG
const PNG_1PX =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

const SITE_HTML = `<!doctype html><html><head><title>Larkspur Labs | Lab software</title>
<meta property="og:site_name" content="Larkspur Labs"><meta name="description" content="Lab software for small research teams">
<meta name="theme-color" content="#7c3aed"></head><body></body></html>`;

async function demo(body: unknown, ip = freshIp()) {
  const res = await exports.default.fetch("http://app.test/api/demo/generate", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown> & { error?: { code: string; message: string } },
  };
}

beforeEach(() => {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("https://larkspur-labs.com"))
      return Promise.resolve(new Response(SITE_HTML, { headers: { "content-type": "text/html" } }));
    if (url.startsWith("http://app.test")) return real(input, init);
    return Promise.reject(new Error("no network in tests"));
  });
});
afterEach(() => vi.restoreAllMocks());

describe("POST /api/demo/generate", () => {
  it("answers a generated e-mail for the visitor's site without a token", async () => {
    const res = await demo({ url: "https://larkspur-labs.com/", campaignType: "product-launch" });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["html", "made", "preheader", "subject", "text"]);
    // Read, with the site's theme colour.
    expect(res.body.made).toEqual({ siteRead: true, siteProblem: null, colours: "site" });
    expect(res.body.html).toMatch(/^<!DOCTYPE html>/i);
    expect(res.body.html).toContain("Larkspur Labs");
    expect(String(res.body.subject).length).toBeGreaterThan(0);
    expect(res.body.text).toContain("Larkspur Labs");
  });

  it("says when the website could not be read and the colours are only a default, never that a template used logo colours", async () => {
    const res = await demo({ url: "https://unreachable-site.example/", campaignType: "newsletter" });
    expect(res.status).toBe(200);
    const made = res.body.made as { siteRead: boolean; siteProblem: string; colours: string };
    expect(made.siteRead).toBe(false);
    expect(made.siteProblem).toMatch(/could not be reached|took too long|could not be read/);
    expect(made.siteProblem).not.toMatch(/template|logo/i);
    expect(made.colours).toBe("default");
    const withLogo = await demo({
      url: "https://unreachable-site.example/",
      campaignType: "newsletter",
      logo: `data:image/png;base64,${PNG_1PX}`,
      palette: ["#6b4226", "#e8892b", "#4a7c3a"],
    });
    expect((withLogo.body.made as { colours: string }).colours).toBe("logo");
  });

  it("accepts an address without a scheme and any of the eight campaign types, with a brief", async () => {
    const res = await demo({
      url: "larkspur-labs.com",
      campaignType: "newsletter",
      brief: "Spring update for our customers",
    });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain("<table");
  });

  it("hosts a dropped logo under demo/ and the hourly cleanup removes it after an hour", async () => {
    const res = await demo({
      url: "https://larkspur-labs.com",
      campaignType: "webinar",
      logo: `data:image/png;base64,${PNG_1PX}`,
    });
    expect(res.status).toBe(200);
    const src = /src="(http:\/\/app\.test\/api\/demo\/assets\/[0-9a-f]{32}\/logo\.png)"/.exec(
      String(res.body.html),
    );
    expect(src).not.toBeNull();
    const logo = await exports.default.fetch(src![1]!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/png");
    await logo.arrayBuffer();
    expect(await deleteExpiredDemoAssets(env.BUCKET, new Date())).toBe(0);
    const later = new Date(Date.now() + 61 * 60 * 1000);
    expect(await deleteExpiredDemoAssets(env.BUCKET, later)).toBeGreaterThanOrEqual(1);
    expect((await exports.default.fetch(src![1]!)).status).toBe(404);
  });

  it("refuses a malformed website address with 400", async () => {
    const res = await demo({ url: "http://exa mple", campaignType: "newsletter" });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe("validation_failed");
    expect((await demo({ url: "ftp://files.example.com", campaignType: "newsletter" })).status).toBe(400);
  });

  it("refuses private and internal addresses like generation does", async () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://localhost:8787/",
      "http://169.254.169.254/latest",
      "http://10.0.0.8",
      "http://[::1]/",
    ]) {
      const res = await demo({ url, campaignType: "newsletter" });
      expect(res.status, url).toBe(400);
      expect(res.body.error?.message).toMatch(/private|internal|not allowed/i);
    }
  });

  it("refuses a logo over 2 MB with 413, a non-image with 415 and an undecodable image with 400", async () => {
    const huge = `data:image/png;base64,${"A".repeat(2_900_000)}`;
    expect(
      (await demo({ url: "https://larkspur-labs.com", campaignType: "newsletter", logo: huge })).status,
    ).toBe(413);
    const text = `data:image/png;base64,${btoa("plain text, not an image")}`;
    expect(
      (await demo({ url: "https://larkspur-labs.com", campaignType: "newsletter", logo: text })).status,
    ).toBe(415);
    // A GIF is a supported type, but this one cannot be decoded: refused like any damaged upload.
    const gif = `data:image/gif;base64,${btoa("GIF89a\x01\x00\x01\x00\x00\x00\x00;")}`;
    expect(
      (await demo({ url: "https://larkspur-labs.com", campaignType: "newsletter", logo: gif })).status,
    ).toBe(400);
  });

  it("refuses an unknown campaign type, a wrong field type and a body that is not JSON with 400", async () => {
    expect(
      (await demo({ url: "https://larkspur-labs.com", campaignType: "flyer" })).body.error?.message,
    ).toMatch(/campaign type/);
    expect((await demo({ url: 42, campaignType: "newsletter" })).status).toBe(400);
    expect(
      (await demo({ url: "https://larkspur-labs.com", campaignType: "newsletter", brief: ["x"] })).status,
    ).toBe(400);
    expect((await demo("not json")).status).toBe(400);
  });

  it("allows 10 demos an hour per address, then answers 429 with Retry-After and a friendly message", async () => {
    const ip = freshIp();
    for (let i = 0; i < DEMO_LIMIT.max; i++) {
      expect(
        (await demo({ url: "https://larkspur-labs.com", campaignType: "confirmation-email" }, ip)).status,
      ).toBe(200);
    }
    const limited = await demo({ url: "https://larkspur-labs.com", campaignType: "confirmation-email" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.error?.message).toMatch(/Sign up free/);
    const retry = Number(limited.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(
      (await demo({ url: "https://larkspur-labs.com", campaignType: "confirmation-email" })).status,
    ).toBe(200);
  });

  it("does not count bad input against the visitor's tries", async () => {
    const ip = freshIp();
    for (let i = 0; i < DEMO_LIMIT.max + 2; i++)
      expect((await demo({ url: "http://10.0.0.1", campaignType: "newsletter" }, ip)).status).toBe(400);
    expect((await demo({ url: "https://larkspur-labs.com", campaignType: "newsletter" }, ip)).status).toBe(
      200,
    );
  });
});

describe("GET /api/site-config", () => {
  it("exposes no analytics token when none is configured", async () => {
    const res = await exports.default.fetch("http://app.test/api/site-config");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ analyticsToken: null });
  });
});
