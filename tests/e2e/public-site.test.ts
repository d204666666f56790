import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";

const baseURL = inject("baseURL");
const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

const SPEC_ROUTES = [
  "/",
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
];
const PUBLIC_PAGES: [string, string][] = [
  ["/", "Branded e-mail templates from your logo, in seconds"],
  ["/pricing", "Choose a plan"],
  ["/privacy", "Privacy Policy"],
  ["/terms", "Terms of Service"],
];

const focusInsideDialog = (page: Page, name: string) =>
  page.evaluate((label) => {
    const dialog = Array.from(document.querySelectorAll('[role="dialog"]')).find(
      (d) => d.getAttribute("aria-label") === label || d.querySelector("h2")?.textContent === label,
    );
    return !!dialog && dialog.contains(document.activeElement);
  }, name);

/**
 * The landing page as painted before its code runs: a plain context (the shared helper would wait for the app) in
 * which the app's entry is held back until `release()`.
 */
async function landingWithoutCode() {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem("cookieConsent", "declined"));
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "domcontentloaded" });
  return { context, page, release };
}

describe("try it without an account", () => {
  it("a visitor enters a website, picks a campaign and sees a generated e-mail, then can sign up to keep it", async () => {
    const context = await newContext(browser, baseURL, { width: 1280 });
    const page = await context.newPage();
    await page.goto("/");
    const form = page.locator("form.try-form");
    expect(await form.locator('input[name="url"]').getAttribute("type")).toBe("url");
    await form.locator('input[name="url"]').fill("https://northwind-coffee.example");
    await form.locator('select[name="campaignType"]').selectOption("product-launch");
    await form.locator('textarea[name="brief"]').fill("Our new cold brew subscription");
    await form.getByRole("button", { name: "Generate my e-mail" }).click();
    const frame = page.locator("iframe.try-frame");
    // How fast the demo answers is measured by `npm run bench`; here only that it answers.
    await expect.poll(() => frame.count(), { timeout: 90_000, interval: 200 }).toBe(1);
    expect(await frame.getAttribute("sandbox")).toBe("");
    const doc = page.frameLocator("iframe.try-frame");
    await eventually(async () => (await doc.locator("table[role=presentation]").count()) > 0).toBe(true);
    expect(await doc.locator("body").textContent()).toContain("cold brew");
    expect((await page.locator(".try-subject").textContent())?.length).toBeGreaterThan(3);
    await screenshot(page, "public-site-demo");

    await page.getByRole("button", { name: "Sign up to keep and edit it" }).click();
    await eventually(() => page.getByRole("dialog", { name: "Create your free account" }).count()).toBe(1);
    const prefill = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("brandmail.demoPrefill") ?? "null"),
    );
    expect(prefill).toMatchObject({
      url: "https://northwind-coffee.example",
      campaignType: "product-launch",
      brief: "Our new cold brew subscription",
    });
    await context.close();
  });

  it("keeps what a visitor sent before the page's code was running and generates it", async () => {
    // The app's entry is held back until the form is sent.
    const { context, page, release } = await landingWithoutCode();
    const form = page.locator("form.try-form");
    await form.locator('input[name="url"]').fill("https://northwind-coffee.example");
    await form.locator('select[name="campaignType"]').selectOption("newsletter");
    await form.locator('textarea[name="brief"]').fill("Our spring roast");
    await form.getByRole("button", { name: "Generate my e-mail" }).click();
    await page.waitForURL(/[?&]url=/);
    release();
    await eventually(() => page.locator("iframe.try-frame").count()).toBe(1);
    expect(await page.locator('form.try-form input[name="url"]').inputValue()).toBe(
      "https://northwind-coffee.example",
    );
    expect(await page.locator('form.try-form select[name="campaignType"]').inputValue()).toBe("newsletter");
    await eventually(() => page.frameLocator("iframe.try-frame").locator("body").textContent()).toContain(
      "spring roast",
    );
    expect(new URL(page.url()).search).toBe("");
    await context.close();
  });

  it("keeps what a visitor typed before the page's code was running", async () => {
    const { context, page, release } = await landingWithoutCode();
    const form = page.locator("form.try-form");
    await form.locator('input[name="url"]').fill("https://typed-early.example");
    await form.locator('textarea[name="brief"]').fill("Typed before the code ran");
    release();
    await page.waitForFunction(() => document.documentElement.dataset.app === "ready");
    const request = page.waitForRequest(
      (r) => r.url().endsWith("/api/demo/generate") && r.method() === "POST",
    );
    await form.getByRole("button", { name: "Generate my e-mail" }).click();
    // Both typed values reach the generator. (The default type, a confirmation, takes its brief as a note to us,
    // never as the e-mail's words (issue 23), so the brief is checked in what was sent, the address in the e-mail.)
    const sent = (await request).postDataJSON() as { url: string; brief?: string };
    expect(sent.url).toBe("https://typed-early.example");
    expect(sent.brief).toBe("Typed before the code ran");
    await eventually(() => page.locator("iframe.try-frame").count()).toBe(1);
    await eventually(() => page.frameLocator("iframe.try-frame").locator("body").textContent()).toContain(
      "Typed Early",
    );
    await context.close();
  });

  it("explains a private address instead of generating", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/");
    await page.locator('form.try-form input[name="url"]').fill("http://127.0.0.1/admin");
    await page.getByRole("button", { name: "Generate my e-mail" }).click();
    await eventually(() => page.locator(".try-error").textContent()).toMatch(/private or internal/i);
    expect(await page.locator("iframe.try-frame").count()).toBe(0);
    await context.close();
  });
});

describe("real e-mails on the landing and pricing pages", () => {
  it("every example is a real e-mail document from our engine, shown live in a script-less frame with desktop, mobile and dark views", async () => {
    const manifest = (await (await fetch(`${baseURL}/examples/manifest.json`)).json()) as {
      type: string;
      src: string;
      darkSrc: string;
    }[];
    expect(manifest.length).toBeGreaterThanOrEqual(8);
    for (const example of manifest) {
      for (const src of [example.src, example.darkSrc]) {
        const res = await fetch(`${baseURL}${src}`);
        expect(res.status, src).toBe(200);
        const html = await res.text();
        expect(html).toMatch(/^<!DOCTYPE html/i);
        expect(html).toContain('role="presentation"');
        expect(html).not.toMatch(/<script/i);
      }
    }
    const context = await newContext(browser, baseURL, { width: 1280 });
    const page = await context.newPage();
    for (const path of ["/", "/pricing"]) {
      await page.goto(path);
      const frames = page.locator("#examples iframe");
      await frames.first().scrollIntoViewIfNeeded();
      await eventually(() => frames.count()).toBe(3);
      expect(await frames.first().getAttribute("sandbox")).toBe("");
      const first = await frames.first().getAttribute("src");
      await eventually(async () => {
        const f = page.frames().find((x) => x.url().endsWith(first!));
        return f ? f.locator("table[role=presentation]").count() : 0;
      }).toBeGreaterThan(0);
      const views = page.locator(".example-views");
      await views.getByRole("button", { name: "Dark", exact: true }).click();
      expect(await frames.first().getAttribute("src")).toBe(`${first}-dark`);
      await views.getByRole("button", { name: "Mobile", exact: true }).click();
      expect(await frames.first().evaluate((f) => (f as HTMLIFrameElement).style.width)).toBe("375px");
      await views.getByRole("button", { name: "Desktop", exact: true }).click();
    }
    await context.close();
  });
});

describe("found by search engines", () => {
  it("serves the public pages pre-rendered, with their heading, title, description, canonical and social tags before any script", async () => {
    for (const [path, heading] of PUBLIC_PAGES) {
      const res = await fetch(`${baseURL}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toContain(heading);
      expect(root).toMatch(/<h1[^>]*>/);
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      for (const tag of ["og:title", "og:description", "og:image", "og:url"])
        expect(html).toContain(`property="${tag}"`);
      expect(html).toContain('name="twitter:card" content="summary_large_image"');
      // Painted from the HTML alone: styles inline, the app's code started by the boot entry after the first paint.
      expect(html, path).toMatch(/<style>[\s\S]{1000,}?<\/style>/);
      expect(html, path).not.toContain('rel="stylesheet"');
      expect(html, path).toMatch(
        /<script type="module" crossorigin src="\/assets\/boot-[^"]+\.js"><\/script>/,
      );
      const modules = /<meta name="app-modules" content="([^"]+)"/.exec(html)![1].split(" ");
      expect(modules[0], path).toMatch(/^\/assets\/index-[^/]+\.js$/);
      for (const m of modules) expect((await fetch(`${baseURL}${m}`)).status, m).toBe(200);
    }
    const titles = await Promise.all(
      PUBLIC_PAGES.map(
        async ([p]) => /<title>([^<]+)/.exec(await (await fetch(`${baseURL}${p}`)).text())![1],
      ),
    );
    expect(new Set(titles).size).toBe(4);
    const og = await fetch(`${baseURL}/og-image.png`);
    expect(og.status).toBe(200);
    expect(og.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await og.arrayBuffer()).slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it("has a robots.txt naming the sitemap and a sitemap listing the public routes", async () => {
    const robots = await fetch(`${baseURL}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await fetch(`${baseURL}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/xml/);
    const xml = await sitemap.text();
    for (const [path] of PUBLIC_PAGES)
      expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+${path === "/" ? "/" : path}</loc>`));
  });

  it("answers every spec route 200 and an unknown path 404 while still showing the app with the cookie banner", async () => {
    for (const path of SPEC_ROUTES) expect((await fetch(`${baseURL}${path}`)).status, path).toBe(200);
    expect((await fetch(`${baseURL}/no-such-page`)).status).toBe(404);
    const context = await newContext(browser, baseURL, { consent: false });
    const page = await context.newPage();
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await eventually(() => page.getByRole("dialog", { name: "Cookie Consent" }).count()).toBe(1);
    expect(await page.locator(".hero h1").count()).toBe(1);
    await context.close();
  });
});

describe("consent that means something", () => {
  it("keeps /privacy readable while the cookie choice is open, also when reached from 'Learn more'", async () => {
    const context = await newContext(browser, baseURL, { width: 375, height: 740, consent: false });
    const page = await context.newPage();
    await page.goto("/");
    await eventually(() => page.getByRole("dialog", { name: "Cookie Consent" }).count()).toBe(1);
    const banner = page.getByRole("dialog", { name: "Cookie Consent" });
    await banner.getByText("Learn more about cookies").click();
    await banner.getByRole("link", { name: "Privacy Policy" }).click();
    await eventually(() => page.url()).toMatch(/\/privacy$/);
    await eventually(() => page.getByRole("heading", { name: "Cookie Consent" }).isVisible()).toBe(true);
    await eventually(() => page.getByRole("dialog", { name: "Cookie Consent" }).count()).toBe(0);
    const h1 = page.getByRole("heading", { level: 1, name: "Privacy Policy" });
    await eventually(() => h1.isVisible()).toBe(true);
    const uncovered = await h1.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(uncovered).toBe(true);
    const section = page.getByRole("heading", { name: /Cookies/ }).first();
    await section.scrollIntoViewIfNeeded();
    expect(await section.isVisible()).toBe(true);
    await screenshot(page, "public-site-privacy-under-banner");
    await page.getByRole("button", { name: "Decline Analytics" }).click();
    expect(await page.locator("#analytics-script").count()).toBe(0);
    await context.close();
  });

  it("loads no analytics after 'Accept All Cookies' while no analytics token is configured", async () => {
    const context = await newContext(browser, baseURL, { consent: false });
    const page = await context.newPage();
    const beacons: string[] = [];
    page.on("request", (r) => r.url().includes("cloudflareinsights") && beacons.push(r.url()));
    await page.goto("/");
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await eventually(() => page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");
    // The site configuration has been asked for and answered: a script would be in the page by now.
    await page.waitForLoadState("networkidle");
    expect(await page.locator("#analytics-script").count()).toBe(0);
    expect(beacons).toEqual([]);
    await context.close();
  });
});

describe("dialogs behave", () => {
  it("keeps focus inside the open dialog, closes only the top one with Escape and returns focus to the opener", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/");
    const opener = page.locator(".hero").getByRole("link", { name: "Start your free trial" });
    await opener.click();
    await eventually(() => page.getByRole("dialog", { name: "Create your free account" }).count()).toBe(1);
    await eventually(() => focusInsideDialog(page, "Create your free account")).toBe(true);
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await focusInsideDialog(page, "Create your free account"), `after key ${i}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await eventually(() => page.getByRole("dialog").count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.goto("/?showPricing=true");
    await eventually(() => page.getByRole("dialog", { name: "Pricing" }).count()).toBe(1);
    await page.getByRole("dialog", { name: "Pricing" }).getByRole("button", { name: "Start free" }).click();
    const inner = page.locator('[role="dialog"]').nth(1);
    await eventually(() => inner.count()).toBe(1);
    await page.keyboard.press("Escape");
    await eventually(() => page.locator('[role="dialog"]').count()).toBe(1);
    expect(await page.getByRole("dialog", { name: "Pricing" }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await eventually(() => page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });
});

describe("no dead ends", () => {
  it("does not crash on a stored session with a plan this build does not know", async () => {
    const context = await newContext(browser, baseURL);
    await context.addInitScript(() => {
      // Sandboxed example frames have no storage; only the app's own document gets the session.
      if (window.top !== window) return;
      sessionStorage.setItem(
        "user",
        JSON.stringify({
          id: "u1",
          email: "ann@acme-corp.example",
          firstName: "Ann",
          lastName: "Lee",
          plan: "gold",
          templatesUsed: 0,
          bonusTemplates: 0,
          templateLimit: 1,
          sessionToken: "x",
          refreshToken: "y",
          tokenExpiresAt: 4102444800,
        }),
      );
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/pricing");
    // Not "networkidle": with this session the page never goes quiet for 500 ms (seen under load), so a pause.
    await page.waitForTimeout(1500);
    expect(await page.getByText("Something went wrong").count()).toBe(0);
    expect(errors.join("\n")).toBe("");
    await context.close();
  });

  it("says so when /email-verified is opened without a verification", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/email-verified");
    await eventually(() => page.getByRole("heading", { name: "No verification found" }).isVisible()).toBe(
      true,
    );
    expect(await page.getByText("Email verified successfully").count()).toBe(0);
    await context.close();
  });
});
