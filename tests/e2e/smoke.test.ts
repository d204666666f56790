import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";

const baseURL = inject("baseURL");
const browser = useBrowser();

describe("the running app", () => {
  it("answers /api/health with ok and a version", async () => {
    const res = await fetch(`${baseURL}/api/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ok: boolean; version: string };
    expect(body.ok).toBe(true);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it("renders the landing page with its call to action", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/");
    await expect
      .poll(() => page.getByRole("link", { name: "Start your free trial" }).first().isVisible())
      .toBe(true);
    expect(await page.title()).toContain("BrandMail");
    await screenshot(page, "landing-1280");
    await context.close();
  });

  it("shows the main app and the cookie banner on an unknown path, answered with status 404", async () => {
    const context = await newContext(browser, baseURL, { consent: false });
    const page = await context.newPage();
    const res = await page.goto("/no/such/page");
    // Search engines must not index unknown paths; the visitor still gets the app (issue 13).
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Cookie Consent" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await expect
      .poll(() => page.getByRole("link", { name: "Start your free trial" }).first().isVisible())
      .toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");
    await context.close();
  });

  it("lists development e-mails as JSON, newest first", async () => {
    const res = await fetch(`${baseURL}/api/dev/outbox?to=nobody@example.org`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ messages: [] });
  });
});
