import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage, type CreatedUser } from "./support/accounts";
import { clickGenerate } from "./support/generate";

const baseURL = inject("baseURL");
const browser = useBrowser();

// A 24x24 PNG drawn by Chromium: an indigo block with a white bar over an orange band, transparent border.
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=",
  "base64",
);

const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(fn, { timeout, interval: 150 });
const TABS = ["overview", "templates", "brand", "editor", "billing", "analytics", "settings"];

async function openContext(width = 1280): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, { width, height: 900 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // Nothing may leave the machine: the PayPal autopay page is answered locally.
  await context.route("https://www.paypal.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<h1>PayPal autopay</h1>" }),
  );
  return context;
}

async function upgradeToPremium(user: CreatedUser) {
  const res = await fetch(`${baseURL}/api/payment/verify-subscription`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.login.sessionToken}` },
    body: JSON.stringify({
      subscriptionId: `SIM-${crypto.randomUUID()}`,
      userId: user.login.user.id,
      userEmail: user.email,
      planName: "premium",
      billingCycle: "monthly",
    }),
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { plan: string }).plan).toBe("premium");
}

async function fillGenerator(page: Page, campaign: RegExp) {
  await page.getByRole("button", { name: "Start Creating" }).click();
  await page.getByRole("heading", { name: "Email Template Generator" }).waitFor();
  expect(await page.getByRole("button", { name: /Generate Template/ }).isDisabled()).toBe(true);
  expect(await page.getByText("Please fill in all fields").isVisible()).toBe(true);
  await page
    .getByTestId("logo-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await page.getByAltText("Uploaded logo preview").waitFor();
  await page.getByLabel(/Website URL/).fill("https://northwind-labs.com");
  await page.getByRole("button", { name: /Campaign Type/ }).click();
  await page.getByRole("option", { name: campaign }).click();
  expect(await page.getByRole("button", { name: /Generate Template/ }).isEnabled()).toBe(true);
}

async function generateAndWait(page: Page) {
  await clickGenerate(page);
  const overlay = page.getByRole("dialog", { name: /template|ready|Almost|Preparing|Crafting/i });
  await eventually(() => overlay.isVisible()).toBe(true);
  expect(await overlay.getByText("Processing your logo and website").isVisible()).toBe(true);
  expect(await overlay.getByText("Finalizing your template").isVisible()).toBe(true);
  expect(await page.getByTestId("progress-percent").textContent()).toMatch(/^(5|20|40|60|80|95|100)%$/);
  await eventually(
    () => page.getByRole("heading", { name: "Your template is ready!" }).isVisible(),
    120_000,
  ).toBe(true);
  expect(await page.getByTestId("progress-percent").textContent()).toBe("100%");
  await eventually(() => overlay.isVisible(), 10_000).toBe(false);
  await page.getByRole("heading", { name: "Generated Templates" }).waitFor();
}

describe("the signed-in dashboard in Chromium", () => {
  it("a new free user generates from a PNG logo, previews, copies, downloads, deletes, then meets a locked type and the limit", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Ada" });
    const context = await openContext();
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);

    // A new account is greeted "Welcome", not "Welcome back" (issue 26).
    await page.getByRole("heading", { name: "Welcome, Ada!", exact: true }).waitFor();
    for (const name of [
      "Templates Generated",
      "Current Plan",
      "Monthly Cost",
      "Plan Status",
      "Recent Templates",
      "Quick Actions",
    ])
      expect(await page.getByRole("heading", { name }).isVisible()).toBe(true);
    expect(await page.locator(".stat-card").first().textContent()).toContain("0/1");
    expect(await page.getByRole("button", { name: "Upgrade Plan" }).first().isVisible()).toBe(true);

    await page.getByRole("button", { name: "Start Creating" }).click();
    await page.getByRole("button", { name: /Campaign Type/ }).click();
    const menu = page.getByRole("listbox");
    expect(await menu.getByText("Basic plan & above").isVisible()).toBe(true);
    expect(await menu.getByText("Upgrade to unlock more campaign types").isVisible()).toBe(true);
    await menu.getByRole("option", { name: /Webinar invitation/ }).click();
    const upsell = page.getByRole("dialog", { name: "Upgrade to Basic" });
    await upsell.waitFor();
    expect(await upsell.getByText("€20").isVisible()).toBe(true);
    await screenshot(page, "dashboard-upsell-1280");
    await upsell.getByRole("button", { name: "Close" }).click();
    expect(await page.getByRole("button", { name: /Campaign Type/ }).textContent()).not.toContain("Webinar");
    await page.getByRole("button", { name: "Back to Dashboard" }).click();

    await fillGenerator(page, /Double opt-in/);
    const swatches = page.getByLabel("Brand colors (read-only)").locator("code");
    expect(await swatches.count()).toBe(3);
    expect(await swatches.nth(2).textContent()).toBe("#4a90e2");
    expect(await page.getByLabel(/Campaign Details/).isDisabled()).toBe(true);
    await screenshot(page, "dashboard-generator-filled-1280");

    await generateAndWait(page);
    const card = page.getByRole("article").first();
    await card.waitFor();
    expect(await card.textContent()).toContain("northwind-labs.com");
    expect(await card.locator(".card-id").textContent()).toMatch(/^#\S{4,}$/);
    expect(await card.locator("iframe").getAttribute("sandbox")).toBe("allow-same-origin");
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("1/1");
    await screenshot(page, "dashboard-templates-1280");

    await card.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog").filter({ has: page.locator("iframe") });
    await preview.waitFor();
    expect(await preview.locator("iframe").getAttribute("sandbox")).toBe("");
    await eventually(() => preview.frameLocator("iframe").locator("body").textContent()).toMatch(/confirm/i);
    await screenshot(page, "dashboard-preview-1280");
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: "Copy HTML" }).click();
    const ask = page.getByRole("dialog", { name: "Copy HTML for your e-mail platform" });
    await ask.getByLabel("Plain HTML (no platform)").check();
    await ask.getByRole("button", { name: "Copy HTML" }).click();
    await page.getByText("HTML copied to clipboard!").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^<!DOCTYPE html/i);
    expect(copied).toContain("</html>");
    expect(copied).not.toMatch(/<script/i);

    const htmlDownload = page.waitForEvent("download");
    await card.getByRole("button", { name: "Download" }).click();
    await page
      .getByRole("dialog", { name: "Download for your e-mail platform" })
      .getByRole("button", { name: "Download" })
      .click();
    const html = await htmlDownload;
    expect(html.suggestedFilename()).toMatch(/\.html$/);
    expect(await readFile((await html.path())!, "utf8")).toBe(copied);
    const textDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download plain text (.txt)" }).click();
    const text = await textDownload;
    expect(text.suggestedFilename()).toMatch(/\.txt$/);
    const plain = await readFile((await text.path())!, "utf8");
    expect(plain.length).toBeGreaterThan(20);
    expect(plain).not.toContain("<");

    // The one free template is used: a second generation is refused and not counted.
    await page.getByRole("button", { name: "New Template" }).click();
    expect(await page.getByText("You have used all the templates in your plan.").isVisible()).toBe(true);
    await page
      .getByTestId("logo-input")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
    await page.getByAltText("Uploaded logo preview").waitFor();
    await page.getByLabel(/Website URL/).fill("northwind-labs.com");
    await page.getByRole("button", { name: /Campaign Type/ }).click();
    await page.getByRole("option", { name: /Double opt-in/ }).click();
    await clickGenerate(page);
    const failed = page.getByRole("dialog", { name: "Generation Failed" });
    await failed.waitFor();
    expect(await failed.textContent()).toContain("Template limit reached");
    expect(await failed.textContent()).toContain(
      "Don't worry - this won't count against your template limit.",
    );
    await screenshot(page, "dashboard-limit-1280");
    await failed.getByRole("button", { name: "Close" }).click();
    expect(await page.locator(".plan-chip").first().textContent()).toContain("1/1");

    await page.getByRole("button", { name: "Back to Dashboard" }).click();
    await page.getByRole("button", { name: "View all" }).click();
    await card.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete template?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No templates yet").waitFor();

    // Generate-from-empty: a free user whose credit is used goes to billing.
    await page.getByRole("button", { name: "Create Template" }).click();
    await page.getByRole("heading", { name: "Billing & Subscription" }).waitFor();

    await page.getByRole("button", { name: /^Editor/ }).click();
    await page.getByRole("dialog", { name: "Upgrade to Premium" }).waitFor();
    await context.close();
  });

  it("a premium user writes campaign details, edits text and an image URL in the editor and saves a copy", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Pat" });
    await upgradeToPremium(user);
    const context = await openContext();
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("0/10");
    expect(await page.getByRole("button", { name: "Upgrade Plan" }).count()).toBe(0);

    await fillGenerator(page, /Product launch/);
    const details = page.getByLabel(/Campaign Details/);
    await details.fill("x".repeat(2100));
    expect(await page.getByTestId("char-counter").textContent()).toBe("2100/2500");
    expect(await page.getByTestId("char-counter").getAttribute("class")).toContain("char-counter-warning");
    await details.fill(
      "Spring collection launch on 1 March: 20% off for newsletter subscribers, free shipping over 50 EUR.",
    );
    expect(await page.getByLabel("Colour 1 hex").isVisible()).toBe(true);
    await page.getByLabel("Colour 3 hex").fill("#27ae60");
    expect(await page.getByRole("button", { name: /^Remove \(colour/ }).count()).toBe(3);
    await generateAndWait(page);

    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: "Edit Template" }).click();
    await page.getByRole("heading", { name: "Template Editor" }).waitFor();
    expect(await page.getByTestId("editor-status").textContent()).toBe("All changes saved");
    const frameEl = page.locator("iframe.editor-frame");
    expect(await frameEl.getAttribute("sandbox")).toBe("allow-same-origin");
    expect(await frameEl.evaluate((f) => (f as HTMLIFrameElement).getBoundingClientRect().height)).toBe(2000);
    const frame = page.frameLocator("iframe.editor-frame");
    const heading = frame.locator("h1").first();
    await heading.waitFor();
    await heading.click();
    await eventually(() => heading.getAttribute("contenteditable")).toBe("true");
    await page.keyboard.press("End");
    await page.keyboard.type(" - Edited in e2e");
    await eventually(() => page.getByTestId("editor-status").textContent()).toBe("Unsaved changes");

    await frame.locator("img").first().click();
    const dialog = page.getByRole("dialog", { name: "Change image URL" });
    await dialog.waitFor();
    const input = dialog.getByLabel("Image URL");
    await input.press("Enter");
    expect(await dialog.getByRole("alert").textContent()).toBe("The new URL is the same as the current one.");
    await input.fill("https://cdn.northwind-labs.com/new-logo.png");
    await input.press("Enter");
    await eventually(() => dialog.isVisible()).toBe(false);
    expect(await frame.locator("img").first().getAttribute("src")).toBe(
      "https://cdn.northwind-labs.com/new-logo.png",
    );
    await screenshot(page, "dashboard-editor-1280");

    // Leaving with unsaved changes asks first.
    await page.getByRole("button", { name: /^Analytics/ }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await leave.getByRole("button", { name: "Stay in editor" }).click();
    expect(await page.getByRole("heading", { name: "Template Editor" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Save", exact: true }).click();
    const saved = page.getByRole("dialog", { name: "Template Saved!" });
    await saved.waitFor();
    expect(await saved.textContent()).toContain("Your edited template has been saved successfully.");
    expect(await saved.textContent()).toContain("You can find it in the Templates tab.");
    await saved.getByRole("button", { name: "OK" }).click();
    expect(await page.getByTestId("editor-status").textContent()).toBe("All changes saved");

    await page.getByRole("button", { name: /^Templates/ }).click();
    await eventually(() => page.getByRole("article").count()).toBe(2);
    const edited = page.getByRole("article").filter({ hasText: "Edited copy" });
    expect(await edited.count()).toBe(1);
    const id = await edited.getAttribute("data-template-id");
    const token = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("user")!).sessionToken as string,
    );
    const res = await fetch(`${baseURL}/api/templates/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { template } = (await res.json()) as {
      template: { htmlContent: string; parentTemplateId: string };
    };
    expect(template.htmlContent).toContain("- Edited in e2e");
    expect(template.htmlContent).toContain("https://cdn.northwind-labs.com/new-logo.png");
    expect(template.htmlContent).not.toMatch(/contenteditable|data-editor/);
    expect(template.parentTemplateId).toBeTruthy();

    await page.getByRole("button", { name: /^Analytics/ }).click();
    await page.getByRole("heading", { name: "Analytics & Insights" }).waitFor();
    // The figures come from the stats endpoint once the tab opens.
    await eventually(() => page.locator(".stat-card").nth(0).textContent()).toContain("2");
    await eventually(() => page.locator(".stat-card").nth(2).textContent()).toContain("Product launch");
    await context.close();
  });

  it("billing, settings and session expiry behave as the spec says", async () => {
    const user = await createVerifiedUser(baseURL);
    await upgradeToPremium(user);
    const context = await openContext();
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);

    await page.goto("/?tab=billing");
    await page.getByRole("heading", { name: "Billing & Subscription" }).waitFor();
    await eventually(() => page.getByText("Premium", { exact: true }).first().isVisible()).toBe(true);
    await page.getByRole("button", { name: "Cancel Subscription" }).click();
    const confirm = page.getByRole("dialog", { name: "Cancel your subscription?" });
    expect(await confirm.textContent()).toContain("access continues until the period ends");
    // The server cancels at PayPal; Billing then shows the cancelled plan with its end date and no second Cancel.
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText(/access until/).waitFor();
    await eventually(() => page.getByRole("button", { name: "Cancel Subscription" }).count()).toBe(0);

    await page.evaluate(() => sessionStorage.setItem("dashboardTab", "settings"));
    await page.reload();
    await page.getByRole("heading", { name: "Account Settings" }).waitFor();
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(user.email);
    expect(await page.getByLabel("Email", { exact: true }).getAttribute("readonly")).not.toBeNull();
    const toggle = page.getByRole("switch", { name: "Email notifications" });
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
    await toggle.click();
    await page.getByText("E-mail notifications turned off").waitFor();
    const profile = await fetch(`${baseURL}/api/auth/profile`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => JSON.parse(sessionStorage.getItem("user")!).sessionToken as string)}`,
      },
    });
    expect(((await profile.json()) as { notificationsEnabled: boolean }).notificationsEnabled).toBe(false);

    await page.evaluate(() => {
      const u = JSON.parse(sessionStorage.getItem("user")!);
      sessionStorage.setItem(
        "user",
        JSON.stringify({ ...u, sessionToken: "expired", refreshToken: "revoked", tokenExpiresAt: 1 }),
      );
    });
    await page.getByRole("button", { name: /^Templates/ }).click();
    await page
      .getByRole("button", { name: "Refresh" })
      .click()
      .catch(() => {});
    await page.getByText("Your session has expired. Please log in again.").waitFor();
    await page.waitForURL((u) => u.pathname === "/login", { timeout: 10_000 });
    await page.getByText("Your session has expired. Please log in again.").waitFor();
    await context.close();
  });

  it("restores a running generation after a reload", async () => {
    const user = await createVerifiedUser(baseURL);
    const context = await openContext();
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    // Without the live status socket the tab learns of completion only by polling (first poll after 2 s), so the
    // job is still running in this tab when it reloads; with the socket a fast job could finish before the reload.
    await page.routeWebSocket(/\/api\/queue\/events\//, (ws) => ws.close());
    await fillGenerator(page, /Double opt-in/);
    await clickGenerate(page);
    await eventually(() => page.evaluate(() => localStorage.getItem("templateGenerationJob"))).toContain(
      'jobId":"',
    );
    await page.reload();
    await eventually(() => page.locator(".progress-modal").isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("templateGenerationInProgress"))).toBe("true");
    await eventually(() => page.locator(".progress-modal").isVisible(), 60_000).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("templateGenerationInProgress"))).toBeNull();
    await eventually(() => page.getByRole("article").count()).toBe(1);
    await context.close();
  });

  it("renders every tab at 1280 and 375 px", async () => {
    const user = await createVerifiedUser(baseURL);
    for (const width of [1280, 375]) {
      const context = await openContext(width);
      const page = await context.newPage();
      await signInPage(page, user.email, user.password);
      await page.locator(".dash-header").waitFor();
      const home = page.getByRole("button", { name: "Home", exact: true });
      expect(await home.isVisible()).toBe(width >= 768);
      expect(await page.locator(".dash-header").getByRole("button", { name: "Logout" }).isVisible()).toBe(
        true,
      );
      for (const tab of TABS) {
        await page.goto(`/?tab=${tab}`);
        await page.locator(".dash-main").waitFor();
        await eventually(() => page.locator(".dash-nav-item.active").getAttribute("data-tab")).toBe(tab);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `dashboard-${tab}-${width}`);
      }
      await context.close();
    }
  });
});
