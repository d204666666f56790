import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../e2e/browser";
import { readSiteHtml } from "../../src/worker/reading/site/index";
import { INLINE_COMPUTED_COLOURS } from "../../src/worker/reading/site/rendered";

// A page whose header colour only a browser knows: a script sets it.
const PAGE = `<!doctype html><html lang="en"><head><title>Acme</title>
<style>.cookie-bar{display:none;background:#f1d600}</style>
</head><body><header class="site-header"><a href="/">Acme</a> <a href="/shop">Shop</a></header>
<div class="cookie-bar">We use cookies</div><p>Welcome.</p>
<script>document.querySelector(".site-header").style.background = "oklch(0.55 0.2 290)"</script></body></html>`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the browser-side script of the rendered pass", () => {
  it("writes the colours the browser computed into the page, which the static reader then reads", async () => {
    const page = await browser.newPage();
    await page.setContent(PAGE);
    const html = (await page.evaluate(INLINE_COMPUTED_COLOURS)) as string;
    expect(readSiteHtml(PAGE, "https://acme.example/").colors).toEqual([]);
    const rendered = readSiteHtml(html, "https://acme.example/");
    expect(rendered.colors[0].value).toMatch(/^#[0-9a-f]{6}$/);
    // Chromium keeps oklch() as written in computed styles; the reader converts it as it does a stylesheet's.
    const written = PAGE.replace(
      '<header class="site-header">',
      '<header class="site-header" style="background:oklch(0.55 0.2 290)">',
    );
    expect(rendered.colors[0].value).toBe(readSiteHtml(written, "https://acme.example/").colors[0].value);
    expect(html).not.toContain("We use cookies");
    expect(html).not.toContain("<script>");
  });
});
