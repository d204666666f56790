import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });
const SECTIONS = [
  "#how-it-works",
  "#demo",
  "#examples",
  "#problem",
  "#solution",
  "#ab-testing",
  "#dark-mode",
  "#live-demo",
  "#faq",
  ".closing-cta",
];

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe("the landing page in Chromium", () => {
  for (const width of [1280, 375]) {
    it(`renders every section at ${width} px without horizontal scrolling`, async () => {
      const context = await newContext(browser, baseURL, { width });
      const page = await context.newPage();
      await page.goto("/");
      await eventually(() => page.locator(".hero h1").isVisible()).toBe(true);
      for (const selector of SECTIONS) {
        const section = page.locator(selector);
        await section.scrollIntoViewIfNeeded();
        expect(await section.isVisible(), selector).toBe(true);
      }
      expect(await page.locator(".faq-item").count()).toBe(7);
      expect(await page.getByText("Premium feature").first().isVisible()).toBe(true);
      expect(await page.locator(".closing-cta").getByText("Start your free trial").isVisible()).toBe(true);
      expect(await page.locator(".closing-cta").getByText("No credit card required").isVisible()).toBe(true);
      for (const name of ["Privacy Policy", "Terms of Service", "Contact"])
        expect(await page.locator("footer").getByText(name).isVisible()).toBe(true);
      const titles = await page
        .locator("#examples iframe")
        .evaluateAll((frames) => frames.map((f) => f.getAttribute("title") ?? ""));
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((title) => title.length > 10)).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await screenshot(page, `public-landing-${width}`);
      await context.close();
    });
  }

  it("wraps the template carousel around and shows three slides at 1280 px", async () => {
    const context = await newContext(browser, baseURL, { width: 1280 });
    const page = await context.newPage();
    await page.goto("/");
    const slides = page.locator("#examples figure");
    await slides.first().scrollIntoViewIfNeeded();
    expect(await slides.count()).toBe(3);
    expect(await slides.first().locator("strong").textContent()).toBe("Customer onboarding");
    await page.getByRole("button", { name: "Previous template" }).click();
    expect(await slides.first().locator("strong").textContent()).toBe("Whitepaper auto-reply");
    expect(await slides.nth(1).locator("strong").textContent()).toBe("Customer onboarding");
    await page.getByRole("button", { name: "Next template" }).click();
    await page.getByRole("button", { name: "Show Whitepaper auto-reply" }).click();
    await page.getByRole("button", { name: "Next template" }).click();
    expect(await slides.first().locator("strong").textContent()).toBe("Customer onboarding");
    for (const name of ["Webinar invitation", "Product launch", "Event invitation", "Newsletter"])
      expect(await page.getByRole("button", { name: `Show ${name}` }).count()).toBe(1);
    await context.close();
  });

  it("lets a visitor edit the live demo and flips the dark-mode preview", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/");
    expect(await page.locator("iframe.live-frame").getAttribute("sandbox")).toBe("allow-same-origin");
    const frame = page.frameLocator("iframe.live-frame");
    await frame.locator("h1").click();
    await page.keyboard.type(" today");
    await eventually(() => page.getByText("Great! You're editing like a pro!").isVisible()).toBe(true);
    expect(await frame.locator("h1").textContent()).toContain("today");
    expect(await frame.locator("script").count()).toBe(0);
    await page.locator("#dark-mode").getByRole("button", { name: /Dark/ }).click();
    expect(await page.locator(".dm-preview").getAttribute("data-theme")).toBe("dark");
    await context.close();
  });

  for (const width of [1280, 375]) {
    it(`opens the pricing view with ?showPricing=true at ${width} px`, async () => {
      const context = await newContext(browser, baseURL, { width });
      const page = await context.newPage();
      await page.goto("/?showPricing=true");
      await eventually(() => page.locator("#pricing-plans").isVisible()).toBe(true);
      expect(await page.locator("#pricing-plans article").count()).toBe(4);
      for (const price of ["€0", "€20", "€45", "€149"])
        expect(await page.locator("#pricing-plans").getByText(price, { exact: true }).isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await page
        .screenshot({ path: `${process.env.SCREENSHOTS_DIR ?? "/tmp"}/public-pricing-view-${width}.png` })
        .catch(() => {});
      await page.getByRole("button", { name: "Close pricing" }).click();
      await eventually(() => page.locator("#pricing-plans").count()).toBe(0);
      expect(new URL(page.url()).search).toBe("");
      await context.close();
    });
  }

  it("sends a visitor who picks Premium to registration and remembers the plan", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/pricing");
    await page
      .locator('article[data-plan="premium"]')
      .getByRole("button", { name: "Choose Premium" })
      .click();
    // Issue 26 / spec 01 section 4: a signed-out Premium choice first opens the login modal naming the plan.
    const prompt = page.getByRole("dialog", { name: "Log in or sign up to get Premium" });
    await eventually(() => prompt.isVisible()).toBe(true);
    await prompt.getByRole("button", { name: "Sign up for free" }).click();
    await eventually(() => page.getByRole("dialog", { name: "Create your free account" }).isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pendingPlan") ?? "null")?.plan)).toBe(
      "premium",
    );
    await context.close();
  });

  it("serves the legal pages and the payment sandbox with real content", async () => {
    const context = await newContext(browser, baseURL, { width: 375 });
    const page = await context.newPage();
    await page.goto("/privacy");
    await eventually(() => page.getByRole("heading", { name: "Privacy Policy" }).isVisible()).toBe(true);
    expect(await page.getByText("Last updated September 28, 2025").isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "← Back to home" }).isVisible()).toBe(true);
    const privacy = await page.locator("main").textContent();
    for (const phrase of [
      "Cloudflare",
      "PayPal",
      "deleted 1 hour after processing",
      "within 30 days",
      "18 years old",
      "International transfers",
    ])
      expect(privacy).toContain(phrase);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, "public-privacy-375");

    await page.goto("/terms");
    await eventually(() => page.getByRole("heading", { name: "Terms of Service" }).isVisible()).toBe(true);
    expect(await page.getByText("Last updated September 20, 2025").isVisible()).toBe(true);
    expect(await page.locator("main section h2").count()).toBe(15);
    const terms = await page.locator("main").textContent();
    for (const phrase of [
      "State of Israel",
      "binding arbitration",
      "class",
      "one month",
      "non-refundable",
      "do not roll over",
      "30 days",
    ])
      expect(terms).toContain(phrase);

    await page.goto("/paypal-test");
    await eventually(() => page.getByRole("heading", { name: "Payment sandbox test" }).isVisible()).toBe(
      true,
    );
    expect(await page.locator(".tier-price").allTextContents()).toEqual([
      "€20 /month",
      "€45 /month",
      "€149 /month",
      "€249 /month",
    ]);
    await context.close();
  });

  it("shows the debug panel with ?debug=env on / but never on /pricing", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/?debug=env");
    const panel = page.getByRole("complementary", { name: "Environment debug panel" });
    await eventually(() => panel.textContent()).toContain("simulated");
    expect(await panel.textContent()).toContain("SIM-PLAN-PREMIUM-MONTHLY");
    await page.goto("/pricing?debug=env");
    await eventually(() => page.locator("#pricing-plans").isVisible()).toBe(true);
    expect(await panel.count()).toBe(0);
    await context.close();
  });
});
