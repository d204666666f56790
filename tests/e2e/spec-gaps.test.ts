import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage } from "./support/accounts";

const baseURL = inject("baseURL");
const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000, interval: 100 });

// Every query the spec names for "/" (spec 01 section 2), alone and combined as the app's own links build them.
const QUERIES = [
  "/?showPricing=true",
  "/?showPricing=true&plan=premium",
  "/?payment=success&plan=basic",
  "/?payment=cancelled",
  "/?payment=error",
  "/?plan=basic",
  "/?emailVerified=true",
  "/?emailVerified=true&email=ada%40acme-corp.com",
  "/?checkPendingPlan=true",
  "/?email=ada%40acme-corp.com",
];

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

describe("the pre-rendered landing page with the spec's queries", () => {
  it("hydrates every query without a console error (no React #418)", async () => {
    const context = await newContext(browser, baseURL, { width: 1280 });
    await context.addInitScript(() =>
      localStorage.setItem("pendingPlan", JSON.stringify({ plan: "basic", savedAt: Date.now() })),
    );
    for (const query of QUERIES) {
      const page = await context.newPage();
      const errors = consoleErrors(page);
      await page.goto(query);
      // Hydrated: the app's code and what it asks for have loaded, so a hydration error would be logged by now.
      await page.waitForLoadState("networkidle");
      expect(errors, query).toEqual([]);
      await page.close();
    }
    const page = await context.newPage();
    await page.goto("/?showPricing=true");
    await eventually(() => page.getByRole("dialog", { name: "Pricing" }).isVisible()).toBe(true);
    await context.close();
  });

  it("opens the login modal naming Basic for a signed-out choice, and states the beta where registration is offered", async () => {
    const context = await newContext(browser, baseURL, { width: 1280 });
    const page = await context.newPage();
    await page.goto("/?showPricing=true");
    await page.locator('article[data-plan="basic"]').getByRole("button", { name: "Choose Basic" }).click();
    const prompt = page.getByRole("dialog", { name: "Log in or sign up to get Basic" });
    await eventually(() => prompt.isVisible()).toBe(true);
    await prompt.getByRole("button", { name: "Sign up for free" }).click();
    const register = page.getByRole("dialog", { name: "Create your free account" });
    await eventually(() => register.isVisible()).toBe(true);
    expect(await register.getByRole("link", { name: "support@brandmail.example" }).isVisible()).toBe(true);
    expect(await register.getByLabel("First name").getAttribute("maxlength")).toBe("100");
    await screenshot(page, "spec-gaps-register-beta");
    await context.close();
  });
});

describe("the cookie settings button on a phone", () => {
  it("covers no content at 375 px anywhere on the page", async () => {
    const context = await newContext(browser, baseURL, { width: 375, height: 740 });
    const page = await context.newPage();
    await page.goto("/");
    const button = page.getByRole("button", { name: "Cookie settings" });
    await eventually(() => button.count()).toBe(1);
    const covered = await page.evaluate(async () => {
      const btn = document.querySelector(".cookie-settings")!;
      const hits: string[] = [];
      const max = document.documentElement.scrollHeight;
      for (let y = 0; y <= max; y += 300) {
        window.scrollTo(0, y);
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const r = btn.getBoundingClientRect();
        if (r.bottom < 0 || r.top > innerHeight) continue;
        for (const [x, yy] of [
          [r.left + 2, r.top + 2],
          [r.right - 2, r.bottom - 2],
          [r.left + r.width / 2, r.top + r.height / 2],
        ]) {
          for (const el of document.elementsFromPoint(x, yy)) {
            if (btn.contains(el) || el.contains(btn)) continue;
            hits.push(`${el.tagName}.${el.className} at scroll ${y}`);
          }
        }
      }
      return hits;
    });
    expect(covered).toEqual([]);
    await screenshot(page, "spec-gaps-cookie-375");
    await context.close();
  });
});

describe("the templates list on a wide screen", () => {
  it("puts the side panel beside the card grid at 1280 px", async () => {
    const user = await createVerifiedUser(baseURL);
    const context = await newContext(browser, baseURL, { width: 1280 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await page.goto("/?tab=templates");
    const side = page.locator(".templates-side");
    await eventually(() => side.isVisible()).toBe(true);
    const [list, panel] = await Promise.all([
      page.locator(".templates-layout > :first-child").boundingBox(),
      side.boundingBox(),
    ]);
    expect(panel!.x).toBeGreaterThanOrEqual(list!.x + list!.width);
    expect(Math.abs(panel!.y - list!.y)).toBeLessThan(40);
    await screenshot(page, "spec-gaps-templates-1280");
    await context.close();
  });
});
