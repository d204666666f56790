import { describe, expect, it, onTestFinished, vi } from "vitest";
import { assertPublicUrl } from "../../../src/worker/platform/safe-fetch";
import { buildFacts, readSite, type SiteReading } from "../../../src/worker/reading";

const PAGE = `<!doctype html><html><head>
<title>Northwind Coffee | Small-batch roasters</title>
<meta property="og:site_name" content="Northwind Coffee">
<meta name="description" content="Fresh beans &amp; honest coffee, delivered weekly.">
<meta name="theme-color" content="#0F766E">
<link rel="icon" href="/favicon.ico">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Playfair+Display:wght@400;700&family=Inter&display=swap">
<style>body { font-family: "Inter", system-ui, sans-serif } h1 { font-family: 'Playfair Display', Georgia, serif }</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Northwind","address":{"@type":"PostalAddress","streetAddress":"Keizersgracht 12","postalCode":"1015 CN","addressLocality":"Amsterdam","addressCountry":"NL"}}</script>
</head><body>
<header><a href="/"><img src="/img/northwind-logo.png" alt="Northwind logo"></a></header>
<p style="font-family: Lora, serif">Hello</p>
<footer>
<a href="https://www.linkedin.com/company/northwind">LinkedIn</a>
<a href="https://instagram.com/northwind">Instagram</a>
<a href="https://x.com/">X home</a>
<a href="javascript:alert(1)">bad</a>
</footer>
</body></html>`;

function html(body: string, init: ResponseInit = {}) {
  return new Response(body, {
    status: 200,
    headers: { "content-type": "text/html; charset=utf-8" },
    ...init,
  });
}

/** What an e-mail may state about the brand from this reading: only values sure enough for copy. */
const brandOf = (r: SiteReading) => buildFacts({ campaignText: "", websiteUrl: r.url, brand: r }).brand;
const logoUrls = (r: SiteReading) => r.logos.map((l) => l.value.url);

describe("readSite", () => {
  it("reads name, title, description, theme colour, fonts, logos, social links and address", async () => {
    const fetch = vi.fn(async () => html(PAGE));
    const r = await readSite("https://northwind.example/", { fetch });
    expect(r.ok).toBe(true);
    expect(r.warning).toBeNull();
    const b = brandOf(r);
    // The organisation's own name in structured data comes first; the host and the logo's alt echo it.
    expect(b.name).toMatchObject({ value: "Northwind", source: "site" });
    expect(b.name.confidence).toBeGreaterThanOrEqual(0.5);
    expect(r.title).toBe("Northwind Coffee | Small-batch roasters");
    expect(b.description?.value).toBe(
      "Fresh beans &amp; honest coffee, delivered weekly.".replace("&amp;", "&"),
    );
    expect(b.themeColor).toBe("#0f766e");
    // Body and heading fonts (issue 21); a paragraph's inline font is not the brand's.
    expect(b.fonts).toEqual(["Playfair Display", "Inter"]);
    expect(b.fonts).not.toContain("system-ui");
    expect(logoUrls(r)[0]).toBe("https://northwind.example/img/northwind-logo.png");
    expect(logoUrls(r)).toContain("https://northwind.example/apple-touch-icon.png");
    expect(b.social).toEqual([
      { network: "linkedin", url: "https://www.linkedin.com/company/northwind" },
      { network: "instagram", url: "https://instagram.com/northwind" },
    ]);
    expect(b.address?.value).toBe("Keizersgracht 12, 1015 CN Amsterdam, NL");
    expect(fetch).toHaveBeenCalledWith(
      "https://northwind.example/",
      expect.objectContaining({ redirect: "manual" }),
    );
  });

  it("finds a postal address in the footer when there is no structured data", async () => {
    const r = await readSite("https://acme.example/", {
      fetch: async () =>
        html(
          `<html><body><footer><p>© 2026 Acme GmbH</p><address>Acme GmbH, Hauptstraße 5, 10115 Berlin</address></footer></body></html>`,
        ),
    });
    expect(brandOf(r).address?.value).toContain("10115 Berlin");
  });

  it("follows up to three public redirects and resolves relative URLs against the final page", async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(
        new Response(null, { status: 301, headers: { location: "https://www.acme.example/" } }),
      )
      .mockResolvedValueOnce(new Response(null, { status: 302, headers: { location: "/en/" } }))
      .mockResolvedValueOnce(html(`<html><head><link rel="icon" href="icon.png"></head></html>`));
    const r = await readSite("http://acme.example", { fetch });
    expect(r.ok).toBe(true);
    expect(logoUrls(r)).toEqual(["https://www.acme.example/en/icon.png"]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("stops after three redirects", async () => {
    const fetch = vi.fn(
      async () => new Response(null, { status: 302, headers: { location: "https://loop.example/next" } }),
    );
    const r = await readSite("https://loop.example/", { fetch });
    expect(r.ok).toBe(false);
    expect(r.warning).toMatch(/redirected too many times/);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it.each([
    "http://127.0.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://[::ffff:169.254.169.254]/",
  ])("refuses a redirect to %s without fetching it", async (target) => {
    const fetch = vi.fn(async () => new Response(null, { status: 302, headers: { location: target } }));
    const r = await readSite("https://public.example/", { fetch });
    expect(r.ok).toBe(false);
    expect(r.warning).toMatch(/Private or internal addresses/);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives up after the timeout with a readable, non-fatal warning", async () => {
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    );
    // The reading's own timer ends it, at the limit given: not a moment before, and without the fetch answering.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let settled = false;
    const reading = readSite("https://slow.example/", { fetch, timeoutMs: 50 }).finally(
      () => (settled = true),
    );
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const r = await reading;
    expect(r).toMatchObject({ ok: false, warning: expect.stringMatching(/took too long/) });
    expect(r.url).toBe("https://slow.example/");
  });

  it("times out on a body that never ends", async () => {
    const stream = new ReadableStream({
      start: (c) => c.enqueue(new TextEncoder().encode("<html><head><title>Slow")),
    });
    const r = await readSite("https://drip.example/", {
      fetch: async () => html(stream as unknown as string),
      timeoutMs: 80,
    });
    expect(r.ok).toBe(false);
  });

  it("reads at most maxBytes of a huge page and still returns what it found", async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`<div>${"x".repeat(16 * 1024)}</div>`);
    const body = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode(`<html><head><title>Big site</title></head><body>`)),
      pull: (c) => {
        pulled++;
        c.enqueue(chunk);
      },
    });
    const r = await readSite("https://big.example/", {
      fetch: async () => new Response(body, { headers: { "content-type": "text/html" } }),
      maxBytes: 64 * 1024,
    });
    expect(r.ok).toBe(true);
    expect(r.title).toBe("Big site");
    expect(pulled).toBeLessThan(20);
  });

  it("reports an error status and a non-HTML answer as warnings", async () => {
    const a = await readSite("https://gone.example/", { fetch: async () => html("nope", { status: 404 }) });
    expect(a).toMatchObject({ ok: false, warning: expect.stringMatching(/status 404/) });
    const b = await readSite("https://pdf.example/", {
      fetch: async () => new Response("%PDF", { headers: { "content-type": "application/pdf" } }),
    });
    expect(b).toMatchObject({ ok: false, warning: expect.stringMatching(/did not return a web page/) });
  });

  it("reports a network failure without throwing", async () => {
    const r = await readSite("https://down.example/", {
      fetch: async () => Promise.reject(new TypeError("connection refused")),
    });
    expect(r).toMatchObject({ ok: false, warning: expect.stringMatching(/could not be reached/) });
  });
});

describe("assertPublicUrl", () => {
  it.each([
    "ftp://example.com/",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "http://localhost:8787/",
    "http://app.localhost/",
    "http://LOCALHOST./",
    "http://127.0.0.1/",
    "http://127.1.2.3/",
    "http://0.0.0.0/",
    "http://10.1.2.3/",
    "http://172.16.0.1/",
    "http://172.31.255.255/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://169.254.169.254/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0177.0.0.1/",
    "http://[::1]/",
    "http://[::]/",
    "http://[fe80::1]/",
    "http://[fd00::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[2002:7f00:1::]/",
    "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
    "http://metadata.google.internal/",
    "http://metadata/",
    "http://service.internal/",
    "http://printer.local/",
    "http://intranet/",
    "http://user:pass@example.com/",
    "http://example.com:22/",
  ])("refuses %s", (url) => {
    expect(() => assertPublicUrl(url)).toThrow();
  });

  it.each([
    "https://example.com/",
    "http://www.example.co.uk/path?q=1",
    "https://8.8.8.8/",
    "https://[2606:4700::1111]/",
    "https://example.com:8443/",
  ])("accepts %s", (url) => {
    expect(assertPublicUrl(url).toString()).toBe(new URL(url).toString());
  });
});
