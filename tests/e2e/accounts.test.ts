import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, outboxLink, signInPage, uniqueEmail } from "./support/accounts";

const baseURL = inject("baseURL");
const browser = useBrowser();

// Generous: a reload on a machine busy with other work can take longer than a person would wait, never forever.
const eventually = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 25_000, interval: 100 });
const visible = (page: Page, text: string) => page.getByText(text, { exact: false }).first().isVisible();
const signedIn = (page: Page) => page.getByRole("button", { name: "Logout" }).first().isVisible();

describe("a new user's account life cycle in Chromium", () => {
  it("registers, verifies, signs in, survives a reload, signs out, resets the password and signs in again", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    const email = uniqueEmail("journey");
    const password = "first-Passw0rd";
    const newPassword = "second-Passw0rd";

    await page.goto("/");
    await page.getByRole("link", { name: "Start your free trial" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create your free account" });
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel("First name").fill("Grace");
    await dialog.getByLabel("Last name").fill("Hopper");
    await dialog.getByLabel("Password", { exact: true }).fill(password);

    await dialog.getByLabel("Business email").fill("grace.hopper@gmail.com");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await eventually(() =>
      visible(page, "Please use your business email address. Personal email providers are not accepted"),
    ).toBe(true);

    await dialog.getByLabel("Business email").fill(email.replace("@", "+news@"));
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await eventually(() =>
      visible(page, 'Email aliases with "+" are not allowed. Please use your primary business email address'),
    ).toBe(true);
    await screenshot(page, "accounts-register-refused");

    await dialog.getByLabel("Business email").fill(email);
    await dialog.getByRole("button", { name: "Create Account" }).click();
    const verify = page.getByRole("dialog", { name: "Verify your email" });
    await eventually(() => verify.isVisible()).toBe(true);
    expect(await verify.getByText(email).isVisible()).toBe(true);
    expect(await verify.getByRole("button", { name: /Resend email \(\d+s\)/ }).isDisabled()).toBe(true);
    await screenshot(page, "accounts-verify-modal");

    const link = await outboxLink(baseURL, email, "/verify-email");
    expect(link.startsWith(baseURL)).toBe(true);
    await page.goto(link);
    await eventually(() => visible(page, "Email verified successfully! You can now log in.")).toBe(true);
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("verified") === "true", {
      timeout: 10_000,
    });
    await eventually(() =>
      page
        .getByRole("status")
        .filter({ hasText: "Email verified successfully! You can now log in." })
        .isVisible(),
    ).toBe(true);
    await screenshot(page, "accounts-login-verified");

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await eventually(() => visible(page, "Signing you in...")).toBe(true);
    await page.waitForURL((u) => u.pathname === "/", { timeout: 10_000 });
    await eventually(() => signedIn(page)).toBe(true);
    await eventually(() => page.locator(".plan-chip").textContent()).toContain("0/1");

    await page.reload();
    await eventually(() => signedIn(page)).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem("user") ?? "null"));
    expect(stored.email).toBe(email);
    await screenshot(page, "accounts-signed-in");

    await page.getByRole("button", { name: "Logout" }).first().click();
    await eventually(() => page.getByRole("link", { name: "Login", exact: true }).first().isVisible()).toBe(
      true,
    );
    expect(await page.evaluate(() => sessionStorage.getItem("user"))).toBeNull();

    await page.goto("/login");
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await page.getByLabel("Account email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await eventually(() =>
      visible(page, "Password reset email sent! Please check your inbox (and spam folder)."),
    ).toBe(true);

    const resetLink = await outboxLink(baseURL, email, "/reset-password");
    await page.goto(resetLink);
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password", { exact: true }).fill("not-the-same-1");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await eventually(() => visible(page, "Passwords do not match")).toBe(true);
    await page.getByLabel("Confirm New Password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await eventually(() => visible(page, "Password Reset Successful!")).toBe(true);
    await page.waitForURL((u) => u.pathname === "/login" && u.searchParams.get("reset") === "success", {
      timeout: 10_000,
    });
    await eventually(() =>
      visible(page, "Password reset successfully! You can now log in with your new password."),
    ).toBe(true);

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await eventually(() => visible(page, "Invalid email or password")).toBe(true);

    await signInPage(page, email, newPassword);
    await eventually(() => signedIn(page)).toBe(true);
    await context.close();
  });

  it("createVerifiedUser and signInPage give a signed-in tab for other tests", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Helper" });
    expect(user.login.user.email).toBe(user.email);
    expect(user.login.session.refresh_token).toBeTruthy();
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await eventually(() => page.getByRole("button", { name: "Welcome, Helper" }).isVisible()).toBe(true);
    await context.close();
  });

  it("shows the invalid-link states of the reset and verification pages", async () => {
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await page.goto("/reset-password");
    await eventually(() => visible(page, "Invalid Reset Link")).toBe(true);
    expect(
      await visible(page, "This password reset link is invalid or has expired. Please request a new one."),
    ).toBe(true);
    await page.goto("/verify-email?token=bogus&type=email");
    await eventually(() => visible(page, "Invalid verification link")).toBe(true);
    await page.goto("/auth/confirm");
    await eventually(() => visible(page, "Invalid confirmation link")).toBe(true);
    await context.close();
  });

  it("sends a tab whose session can no longer be refreshed to /login with the expiry message", async () => {
    const user = await createVerifiedUser(baseURL);
    const context = await newContext(browser, baseURL);
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    // Revocation now ends the access token at once, so keep the old document's background calls from noticing
    // before the reload: the expiry must be found and shown by the freshly loaded tab.
    await page.route(
      (url) => url.pathname.startsWith("/api/") && url.pathname !== "/api/auth/logout",
      (route) => route.abort(),
    );
    await fetch(`${baseURL}/api/auth/logout`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.login.access_token}` },
      body: JSON.stringify({ refreshToken: user.login.refresh_token }),
    });
    // Revoke this tab's own family too, and make its access token look expired so the next check refreshes.
    await page.evaluate(async () => {
      const u = JSON.parse(sessionStorage.getItem("user")!);
      await fetch("/api/auth/logout", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ refreshToken: u.refreshToken }),
      });
      sessionStorage.setItem("user", JSON.stringify({ ...u, tokenExpiresAt: 1 }));
    });
    await page.unrouteAll();
    await page.reload();
    // Whichever part notices first (startup check or a dashboard call) shows the message, then /login follows.
    await eventually(() => visible(page, "Your session has expired. Please log in again.")).toBe(true);
    await page.waitForURL((u) => u.pathname === "/login", { timeout: 15_000 });
    expect(await page.evaluate(() => sessionStorage.getItem("user"))).toBeNull();
    await eventually(() => page.getByRole("button", { name: "Sign In" }).isVisible()).toBe(true);
    await context.close();
  });
});
