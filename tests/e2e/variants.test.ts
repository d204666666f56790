import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage, upgradePlan } from "./support/accounts";
import { clickGenerate } from "./support/generate";

const baseURL = inject("baseURL");
const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(fn, { timeout, interval: 150 });

const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=",
  "base64",
);
const BRIEF =
  "Launching Northwind Cold Brew Kit on 4 May 2027: everything to brew cold coffee at home for 39 euros. " +
  "15% off launch week with code COLDBREW15. Order at https://northwind-labs.com/cold-brew";

async function openGenerator(page: Page, type: RegExp) {
  await page.getByRole("button", { name: "Start Creating" }).click();
  await page.getByRole("heading", { name: "Email Template Generator" }).waitFor();
  await page
    .getByTestId("logo-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await page.getByAltText("Uploaded logo preview").waitFor();
  await page.getByLabel(/Website URL/).fill("https://northwind-labs.com");
  await page.getByRole("button", { name: /Campaign Type/ }).click();
  await page.getByRole("option", { name: type }).click();
  const address = page.getByLabel(/Company postal address/);
  if (await address.count()) await address.fill("12 Sample Street, 10115 Berlin, Germany");
}

type Listed = { id: string; subject: string; headline: string; variant: string; variantGroup: string };

describe("versions of one brief for A/B tests, in Chromium", () => {
  it("gives a Premium user three templates side by side that differ in subject and headline, for one credit", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Ada" });
    await upgradePlan(baseURL, user);
    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("0/10");
    await openGenerator(page, /Product launch/);
    await page.getByLabel(/Campaign Details/).fill(BRIEF);
    const versions = page.getByRole("group", { name: "Versions for A/B testing" });
    await versions.getByRole("button", { name: "3 versions" }).click();
    expect(await versions.getByRole("button", { name: "3 versions" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await page.getByText(/saved as versions A, B and C/).waitFor();
    await screenshot(page, "variants-form-1280");
    await clickGenerate(page);
    await eventually(
      () => page.getByRole("heading", { name: "Your 3 versions are ready!" }).isVisible(),
      120_000,
    ).toBe(true);

    await page.locator(".progress-modal").waitFor({ state: "detached" });
    const group = page.locator(".version-group");
    await group.waitFor();
    const cards = group.getByRole("article");
    await eventually(() => cards.count()).toBe(3);
    expect(await cards.locator(".version-badge").allTextContents()).toEqual([
      "Version A",
      "Version B",
      "Version C",
    ]);
    // Side by side on a wide screen: one row.
    const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    for (let i = 0; i < 3; i++) await cards.nth(i).frameLocator("iframe").locator("table").first().waitFor();
    await screenshot(page, "variants-list-1280");

    // Each version opens like any template.
    await cards.nth(1).getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: /Version B/ });
    await preview.waitFor();
    const subjectB = await cards.nth(1).locator(".version-lines dd").first().textContent();
    await eventually(() => preview.locator(".preview-meta").textContent()).toContain(subjectB);
    await preview.frameLocator("iframe").locator("table").first().waitFor();
    await screenshot(page, "variants-preview-1280");
    await page.keyboard.press("Escape");

    const phone = await newContext(browser, baseURL, { width: 375, height: 812 });
    const small = await phone.newPage();
    await signInPage(small, user.email, user.password);
    await small.goto("/?tab=templates");
    const stacked = small.locator(".version-group").getByRole("article");
    await eventually(() => stacked.count()).toBe(3);
    const widths = await stacked.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    expect(Math.max(...widths)).toBeLessThanOrEqual(375);
    expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(small, "variants-list-375");
    await phone.close();

    const auth = { authorization: `Bearer ${user.login.sessionToken}` };
    const listed = (
      (await (await fetch(`${baseURL}/api/templates`, { headers: auth })).json()) as { templates: Listed[] }
    ).templates;
    expect(listed.map((t) => t.variant).sort()).toEqual(["A", "B", "C"]);
    expect(new Set(listed.map((t) => t.variantGroup)).size).toBe(1);
    expect(new Set(listed.map((t) => t.subject)).size).toBe(3);
    expect(new Set(listed.map((t) => t.headline)).size).toBe(3);
    // What each card shows is its own template's subject and headline.
    for (const t of listed) {
      const lines = group.locator(`[data-template-id="${t.id}"] .version-lines dd`);
      expect(await lines.allTextContents()).toEqual(
        t.subject === t.headline ? [t.subject] : [t.subject, t.headline],
      );
    }
    const profile = (await (await fetch(`${baseURL}/api/auth/profile`, { headers: auth })).json()) as {
      templatesUsed: number;
    };
    expect(profile.templatesUsed).toBe(1);

    await context.close();
  });

  it("shows 2 and 3 versions to a Basic user as a Premium upgrade", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Ben" });
    await upgradePlan(baseURL, user, "basic");
    const context = await newContext(browser, baseURL, { width: 375, height: 812 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await openGenerator(page, /Newsletter/);
    const versions = page.getByRole("group", { name: "Versions for A/B testing" });
    await versions.scrollIntoViewIfNeeded();
    await screenshot(page, "variants-form-basic-375");
    await versions.getByRole("button", { name: /3 versions/ }).click();
    const upgrade = page.getByRole("dialog", { name: "Upgrade to Premium" });
    await upgrade.waitFor();
    await upgrade.getByText("Get 2 or 3 versions of one brief for A/B tests with Premium.").waitFor();
    await screenshot(page, "variants-upgrade-375");
    await page.keyboard.press("Escape");
    expect(await versions.getByRole("button", { name: "1 version" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await context.close();
  });
});
