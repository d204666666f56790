import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage } from "./support/accounts";

const baseURL = inject("baseURL");
const browser = useBrowser();

const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000, interval: 100 });

describe("subscription checkout in Chromium", () => {
  it("upgrades a signed-in free user to Premium through the simulated checkout", async () => {
    const user = await createVerifiedUser(baseURL);
    const context = await newContext(browser, baseURL, { width: 1280 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("Free 0/1");

    await page.goto("/?showPricing=true");
    await eventually(() => page.locator("#pricing-plans").isVisible()).toBe(true);
    await page.locator('article[data-plan="premium"]').getByRole("button", { name: "Upgrade to Premium" }).click();
    const purchase = page.getByRole("dialog", { name: "Complete Your Premium Plan Purchase" });
    await eventually(() => purchase.isVisible()).toBe(true);
    expect(await purchase.locator(".purchase-price").textContent()).toBe("€45/month");
    expect(await purchase.getByText("10 templates per month").isVisible()).toBe(true);
    await purchase.getByRole("button", { name: /Subscribe/ }).click();
    const checkout = page.getByRole("dialog", { name: "Simulated checkout (development)" });
    await eventually(() => checkout.isVisible()).toBe(true);
    await screenshot(page, "payments-simulated-checkout-1280");
    await checkout.getByRole("button", { name: "Approve subscription" }).click();

    await eventually(() => page.getByText("Payment successful! Your Premium plan is now active.").isVisible()).toBe(true);
    await eventually(() => page.locator("#pricing-plans").count()).toBe(0);
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("Premium 0/10");
    await screenshot(page, "payments-upgraded-dashboard-1280");

    const profile = await fetch(`${baseURL}/api/auth/profile`, { headers: { authorization: `Bearer ${user.login.sessionToken}` } });
    const body = (await profile.json()) as { plan?: string; user?: { plan: string }; templateLimit?: number; subscriptionStatus?: string };
    expect(body.plan ?? body.user?.plan).toBe("premium");

    // Reloading keeps the tab's session and the server-side plan.
    await page.reload();
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("Premium");

    // Moving up to Enterprise 100 replaces the Premium subscription, which is cancelled automatically.
    const premiumId = await page.evaluate(() => JSON.parse(sessionStorage.getItem("user")!).paypalSubscriptionId as string);
    await page.goto("/?showPricing=true");
    const enterprise = page.locator('article[data-plan="enterprise"]');
    await enterprise.getByRole("button", { name: "100 templates" }).click();
    await enterprise.getByRole("button", { name: "Upgrade to Enterprise" }).click();
    const tiers = page.getByRole("dialog", { name: "Choose Your Enterprise Plan" });
    await eventually(() => tiers.isVisible()).toBe(true);
    expect(await tiers.getByLabel(/Enterprise 100 - Monthly/).isChecked()).toBe(true);
    await tiers.getByRole("button", { name: /Subscribe/ }).click();
    await page.getByRole("dialog", { name: "Simulated checkout (development)" }).getByRole("button", { name: "Approve subscription" }).click();
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("Enterprise 0/100");
    const enterpriseId = await page.evaluate(() => JSON.parse(sessionStorage.getItem("user")!).paypalSubscriptionId as string);
    expect(enterpriseId).not.toBe(premiumId);
    await context.close();
  });

  it("keeps a plan chosen before sign-in and opens its checkout after logging in", async () => {
    const user = await createVerifiedUser(baseURL);
    const context = await newContext(browser, baseURL, { width: 375 });
    const page = await context.newPage();
    await page.goto("/pricing");
    await page.locator('article[data-plan="basic"]').getByRole("button", { name: "Choose Basic" }).click();
    await eventually(() => page.getByRole("dialog", { name: "Create your free account" }).isVisible()).toBe(true);
    await signInPage(page, user.email, user.password);
    const purchase = page.getByRole("dialog", { name: "Complete Your Basic Plan Purchase" });
    await eventually(() => purchase.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("pendingPlan"))).toBeNull();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, "payments-pending-plan-checkout-375");
    await context.close();
  });

  it("refuses a forged simulated id and an unauthenticated verification", async () => {
    const user = await createVerifiedUser(baseURL);
    const headers = { "content-type": "application/json", authorization: `Bearer ${user.login.sessionToken}` };
    const forged = await fetch(`${baseURL}/api/payment/verify-subscription`, {
      method: "POST",
      headers,
      body: JSON.stringify({ subscriptionId: "I-REALLOOKING1", planName: "premium", billingCycle: "monthly" }),
    });
    expect(forged.status).toBe(400);
    const anonymous = await fetch(`${baseURL}/api/payment/verify-subscription`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ subscriptionId: `SIM-${crypto.randomUUID()}`, planName: "premium" }),
    });
    expect(anonymous.status).toBe(401);
  });
});
