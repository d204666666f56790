import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { outboxLink, uniqueEmail } from "./support/accounts";

const baseURL = inject("baseURL");
const browser = useBrowser();

const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(fn, { timeout, interval: 100 });
const visible = (page: Page, text: string) => page.getByText(text, { exact: false }).first().isVisible();

async function registerInPage(page: Page, email: string, password: string, firstName: string) {
  await page.goto("/");
  await page.getByRole("link", { name: "Start your free trial" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Create your free account" });
  await eventually(() => dialog.isVisible()).toBe(true);
  await dialog.getByLabel("First name").fill(firstName);
  await dialog.getByLabel("Last name").fill("Tester");
  await dialog.getByLabel("Business email").fill(email);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await eventually(() => page.getByRole("dialog", { name: "Verify your email" }).isVisible()).toBe(true);
}

async function signInAttempt(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("account takeover before verification, in Chromium", () => {
  it("a second registration of an unverified address neither changes its password nor learns about it", async () => {
    const email = uniqueEmail("takeover");
    const ownerPassword = "owner-Passw0rd-1";
    const attackerPassword = "attacker-Passw0rd-2";

    const ownerContext = await newContext(browser, baseURL);
    const owner = await ownerContext.newPage();
    await registerInPage(owner, email, ownerPassword, "Olivia");
    const ownerLink = await outboxLink(baseURL, email, "/verify-email");

    // The attacker registers the same address from another browser and sees exactly what a new sign-up sees.
    const attackerContext = await newContext(browser, baseURL);
    const attacker = await attackerContext.newPage();
    await registerInPage(attacker, email, attackerPassword, "Mallory");
    await screenshot(attacker, "security-attacker-registered");

    // The owner follows the original link; the owner's waiting tab notices and signs in with the owner's password.
    const linkPage = await ownerContext.newPage();
    await linkPage.goto(ownerLink);
    await eventually(() => visible(linkPage, "Email verified successfully! You can now log in.")).toBe(true);
    await eventually(() => owner.getByRole("button", { name: "Logout" }).first().isVisible(), 20_000).toBe(
      true,
    );

    // The attacker's waiting tab never signs in, and the attacker's password does not work.
    expect(await attacker.getByRole("button", { name: "Logout" }).first().isVisible()).toBe(false);
    const probe = await attackerContext.newPage();
    await signInAttempt(probe, email, attackerPassword);
    await eventually(() => visible(probe, "Invalid email or password")).toBe(true);
    expect(await probe.evaluate(() => sessionStorage.getItem("user"))).toBeNull();
    await screenshot(probe, "security-attacker-refused");

    // The owner's password still signs in from a fresh browser.
    const fresh = await newContext(browser, baseURL);
    const again = await fresh.newPage();
    await signInAttempt(again, email, ownerPassword);
    await again.waitForURL((u) => u.pathname === "/", { timeout: 15_000 });
    await eventually(() => again.getByRole("button", { name: "Logout" }).first().isVisible()).toBe(true);

    await Promise.all([ownerContext.close(), attackerContext.close(), fresh.close()]);
  });
});

describe("security headers on the real server", () => {
  it("pages (index, SPA fallback) and bundles carry the policy; no inline script; no CSP violation in Chromium", async () => {
    for (const path of ["/", "/login", "/pricing", "/dashboard/anything"]) {
      const res = await fetch(`${baseURL}${path}`);
      // An unknown path still shows the app, with status 404 (issue 13).
      expect(res.status).toBe(path === "/dashboard/anything" ? 404 : 200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc).toContain("https://*.paypal.com");
      expect(scriptSrc).toContain("https://static.cloudflareinsights.com");
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      const html = await res.text();
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag).toMatch(/\ssrc=/);
      const bundle = html.match(/<script[^>]*src="([^"]+)"/)?.[1];
      if (bundle) {
        const js = await fetch(`${baseURL}${bundle}`);
        expect(js.headers.get("x-content-type-options")).toBe("nosniff");
      }
    }
    const api = await fetch(`${baseURL}/api/health`);
    expect(api.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(api.headers.get("cache-control")).toBe("no-store");

    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    for (const path of ["/", "/pricing", "/login"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
    await context.close();
  });
});
