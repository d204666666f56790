import { describe, expect, it, vi } from "vitest";
import { readSite } from "../../../src/worker/reading";
import { siteRendererFor } from "../../../src/worker/reading/site/rendered";

// The brand colour lives in a stylesheet on another host, which the static reader does not fetch.
const UNSURE = `<!doctype html><html lang="en"><head><title>Acme</title>
<link rel="stylesheet" href="https://cdn.other.example/theme.css"></head>
<body><header class="site-header"><a href="/">Acme</a> <a href="/shop">Shop</a></header><p>Welcome.</p></body></html>`;
const SURE = `<!doctype html><html lang="en"><head><title>Acme</title>
<style>.site-header{background:#0f766e} .btn{background:#0f766e;color:#fff} nav a{color:#0f766e}</style></head>
<body><header class="site-header"><nav><a href="/">Home</a> <a href="/shop">Shop</a></nav><a class="btn">Buy</a></header></body></html>`;
// What the browser pass gives back for UNSURE: the computed colours written into the role elements' style.
const RENDERED = UNSURE.replace(
  '<header class="site-header">',
  '<header class="site-header" style="background-color:rgb(124, 58, 237);color:rgb(255, 255, 255)">',
);
const page = (html: string) =>
  vi.fn(async () => new Response(html, { headers: { "content-type": "text/html" } }));

describe("the optional rendered second pass", () => {
  it("is off unless the Browser Rendering binding is bound", () => {
    expect(siteRendererFor({})).toBeNull();
  });

  it("takes the rendered colours when the static reading found none", async () => {
    const render = vi.fn(async () => RENDERED);
    const r = await readSite("https://acme.example/", { fetch: page(UNSURE), render });
    expect(render).toHaveBeenCalledWith("https://acme.example/", expect.any(AbortSignal));
    expect(r.colors[0].value).toBe("#7c3aed");
    expect(r.colors[0].source).toMatch(/^rendered /);
    expect(r.name?.value).toBe("Acme");
  });

  it("is not asked when the static reading is sure of the colour", async () => {
    const render = vi.fn(async () => RENDERED);
    const r = await readSite("https://acme.example/", { fetch: page(SURE), render });
    expect(render).not.toHaveBeenCalled();
    expect(r.colors[0].value).toBe("#0f766e");
  });

  it("keeps the static reading when the render fails or gives nothing", async () => {
    for (const render of [
      async () => {
        throw new Error("browser unavailable");
      },
      async () => null,
    ]) {
      const r = await readSite("https://acme.example/", { fetch: page(UNSURE), render });
      expect(r.ok).toBe(true);
      expect(r.colors).toEqual([]);
      expect(r.name?.value).toBe("Acme");
    }
  });

  it("is never asked for a site that could not be read", async () => {
    const render = vi.fn(async () => RENDERED);
    const fetch = vi.fn(async () => new Response("gone", { status: 404 }));
    const r = await readSite("https://acme.example/", { fetch, render });
    expect(r.ok).toBe(false);
    expect(render).not.toHaveBeenCalled();
  });
});
