import { env, exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { encodePng } from "../../src/worker/generation/assets/raster";
import { imageUrls } from "../../src/worker/generation/validate";
import { deleteExpiredDemoAssets } from "../../src/worker/public/demo";

let ipCounter = 0;
const freshIp = () => `203.0.113.${(ipCounter++ % 250) + 1}-${crypto.randomUUID().slice(0, 8)}`;

const SITE_HTML = `<!doctype html><html><head><title>Larkspur Labs | Lab software</title>
<meta property="og:site_name" content="Larkspur Labs"><meta name="description" content="Lab software for small research teams">
<meta property="og:image" content="https://larkspur-labs.com/og.png">
<meta name="theme-color" content="#7c3aed"></head><body>
<a href="https://www.linkedin.com/company/larkspur-labs">LinkedIn</a></body></html>`;

/** A dark wordmark-like block on transparency, so the logo gets a plate. */
function logoPng(width = 120, height = 40): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 8; y < height - 8; y++)
    for (let x = 6; x < width - 6; x++) data.set([30, 41, 59, 255], (y * width + x) * 4);
  return encodePng({ width, height, data });
}

/** A photo-like picture for the site's og:image, fetched through the safe fetcher. */
function photoPng(width = 800, height = 420): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([(x * 7) % 256, (y * 3) % 256, 140, 255], (y * width + x) * 4);
  return encodePng({ width, height, data });
}

const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const siteImageRequests: string[] = [];

async function demo(body: unknown) {
  const res = await exports.default.fetch("http://app.test/api/demo/generate", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { subject: string; preheader: string; html: string; text: string };
}

beforeEach(() => {
  siteImageRequests.length = 0;
  const real = globalThis.fetch;
  const photo = photoPng();
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url === "https://larkspur-labs.com/og.png") {
      siteImageRequests.push(url);
      return Promise.resolve(new Response(photo, { headers: { "content-type": "image/png" } }));
    }
    if (url.startsWith("https://larkspur-labs.com"))
      return Promise.resolve(new Response(SITE_HTML, { headers: { "content-type": "text/html" } }));
    if (url.startsWith("http://app.test")) return real(input, init);
    return Promise.reject(new Error("no network in tests"));
  });
});
afterEach(() => vi.restoreAllMocks());

describe("demo e-mails carry the pipeline's hosted images", () => {
  it("answers an image-led e-mail whose images are served under /api/demo/assets/ and deleted after an hour", async () => {
    const body = await demo({
      url: "https://larkspur-labs.com/",
      campaignType: "product-launch",
      brief: "Introducing Larkspur Notebook: shared lab notes for the whole team.",
      logo: `data:image/png;base64,${b64(logoPng())}`,
    });
    expect(Object.keys(body).sort()).toEqual(["html", "made", "preheader", "subject", "text"]);
    const urls = imageUrls(body.html);
    // Logo, hero artwork and at least one more picture (icons, cards or the site's photo).
    expect(urls.length).toBeGreaterThanOrEqual(3);
    const dirs = new Set<string>();
    for (const url of urls) {
      const m = /^http:\/\/app\.test\/api\/demo\/assets\/([0-9a-f]{32})\/[a-z0-9-]+\.(png|jpg)$/.exec(url);
      expect(m, url).not.toBeNull();
      dirs.add(m![1]!);
    }
    // One private folder per answer.
    expect(dirs.size).toBe(1);
    expect(urls.some((u) => u.endsWith("/logo.png"))).toBe(true);
    expect(urls.some((u) => u.endsWith("/hero.jpg"))).toBe(true);
    // The site's picture came through the safe fetcher.
    expect(siteImageRequests).toEqual(["https://larkspur-labs.com/og.png"]);

    for (const url of urls) {
      const res = await exports.default.fetch(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type"), url).toMatch(/^image\/(png|jpeg)$/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.byteLength, url).toBeGreaterThan(100);
    }

    expect(await deleteExpiredDemoAssets(env.BUCKET, new Date())).toBe(0);
    const later = new Date(Date.now() + 61 * 60 * 1000);
    expect(await deleteExpiredDemoAssets(env.BUCKET, later)).toBeGreaterThanOrEqual(urls.length);
    for (const url of urls) expect((await exports.default.fetch(url)).status, url).toBe(404);
  });

  it("links an event's calendar file under the demo folder", async () => {
    const body = await demo({
      url: "https://larkspur-labs.com/",
      campaignType: "webinar",
      brief: "Title: Lab notes that scale\nDate: Thursday, 12 March 2026\nTime: 16:00 CET",
    });
    const ics = /href="(http:\/\/app\.test\/api\/demo\/assets\/[0-9a-f]{32}\/event\.ics)"/.exec(body.html);
    expect(ics).not.toBeNull();
    const res = await exports.default.fetch(ics![1]!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(await res.text()).toContain("Lab notes that scale");
  });

  it("serves nothing outside the demo's own file names", async () => {
    for (const path of ["../assets/x/logo.png", "0123/logo.png", `${"a".repeat(32)}/LOGO.PNG`]) {
      const res = await exports.default.fetch(`http://app.test/api/demo/assets/${path}`);
      expect(res.status, path).toBe(404);
      await res.arrayBuffer();
    }
  });
});
