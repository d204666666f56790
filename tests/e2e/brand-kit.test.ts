import type { Page } from "playwright-core";
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

async function upgrade(user: CreatedUser, planName: string) {
  const res = await fetch(`${baseURL}/api/payment/verify-subscription`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.login.sessionToken}` },
    body: JSON.stringify({
      subscriptionId: `SIM-${crypto.randomUUID()}`,
      userId: user.login.user.id,
      userEmail: user.email,
      planName,
      billingCycle: "monthly",
    }),
  });
  expect(res.status).toBe(200);
}

async function apiGet<T>(user: CreatedUser, path: string): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    headers: { authorization: `Bearer ${user.login.sessionToken}` },
  });
  return (await res.json()) as T;
}

async function readSite(page: Page, url: string) {
  await page.getByLabel("Website address").fill(url);
  await page.getByRole("button", { name: "Read website" }).click();
  const found = page.getByRole("region", { name: "What we found on your site" });
  await found.waitFor({ timeout: 20_000 });
  return found;
}

async function generate(page: Page, campaign: RegExp, options: { brand?: string; dropLogo?: boolean } = {}) {
  await page.locator('.dash-nav-item[data-tab="overview"]').click();
  await page.getByRole("button", { name: "Start Creating" }).click();
  await page.getByRole("heading", { name: "Email Template Generator" }).waitFor();
  if (options.brand) await page.getByLabel("Brand", { exact: true }).selectOption({ label: options.brand });
  if (options.dropLogo)
    await page
      .getByTestId("logo-input")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await page.getByAltText("Uploaded logo preview").waitFor();
  await page.getByRole("button", { name: /Campaign Type/ }).click();
  await page.getByRole("option", { name: campaign }).click();
  await clickGenerate(page);
  await eventually(
    () => page.getByRole("heading", { name: "Your template is ready!" }).isVisible(),
    120_000,
  ).toBe(true);
  await page.getByRole("heading", { name: "Generated Templates" }).waitFor({ timeout: 15_000 });
}

interface Kit {
  id: string;
  name: string;
  palette: string[];
  tagline: string | null;
  address: string | null;
  logoUrl: string | null;
  isDefault: boolean;
}
interface Listed {
  templates: { id: string; websiteUrl: string }[];
}

async function htmlOf(user: CreatedUser, id: string) {
  const res = await fetch(`${baseURL}/api/templates/${id}`, {
    headers: { authorization: `Bearer ${user.login.sessionToken}` },
  });
  const body = (await res.json()) as { htmlContent?: string; template?: { htmlContent?: string } };
  return body.htmlContent ?? body.template?.htmlContent ?? "";
}

describe("brand kit in Chromium", () => {
  it("a new Premium user reviews what was found, changes colour and tagline, approves, and generates twice without dropping the logo again", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Pia" });
    await upgrade(user, "premium");
    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await page.locator('.dash-nav-item[data-tab="brand"]').click();
    await page.getByRole("heading", { name: "Brand", exact: true }).waitFor();

    const found = await readSite(page, "https://northwind.test/");
    const name = found.getByRole("group", { name: "Brand name" });
    expect(await name.textContent()).toContain("Northwind Labs");
    expect(await found.getByRole("list", { name: "Colours found on your site" }).textContent()).toContain(
      "#0f766e",
    );
    expect(await found.getByRole("group", { name: "Postal address" }).textContent()).toContain(
      "Keizersgracht 12",
    );
    await screenshot(page, "brand-found-1280");
    // Nothing is saved before approval.
    expect((await apiGet<{ brands: Kit[] }>(user, "/api/brands")).brands).toEqual([]);

    const colours = found.getByRole("group", { name: "Colours" });
    await colours.getByLabel("Edit").check();
    await colours.getByLabel("Colours: your value").fill("#b91c1c, #0f766e");
    const tagline = found.getByRole("group", { name: "Tagline" });
    await tagline.getByLabel("Edit").check();
    await tagline.getByLabel("Tagline: your value").fill("Measure without waiting");
    await found.getByRole("button", { name: "Approve and save" }).click();
    await page.getByText('Your brand kit "Northwind Labs" is created.').waitFor();
    const [kit] = (await apiGet<{ brands: Kit[] }>(user, "/api/brands")).brands;
    expect(kit).toMatchObject({
      name: "Northwind Labs",
      palette: ["#b91c1c", "#0f766e"],
      tagline: "Measure without waiting",
      isDefault: true,
    });
    expect(kit.address).toContain("Keizersgracht 12");
    await screenshot(page, "brand-page-1280");

    // First generation: the kit has no logo yet, so it is dropped once and becomes the kit's.
    await generate(page, /Newsletter/, { dropLogo: true });
    const withLogo = (await apiGet<{ brands: Kit[] }>(user, "/api/brands")).brands[0];
    expect(withLogo.logoUrl).toMatch(/^\/api\/brands\/.+\.png$/);

    // Second generation: prefilled from the kit (logo, website, palette); nothing is dropped.
    await page.locator('.dash-nav-item[data-tab="overview"]').click();
    await page.getByRole("button", { name: "Start Creating" }).click();
    expect(await page.getByLabel(/Website URL/).inputValue()).toBe("https://northwind.test/");
    const preview = page.getByAltText("Uploaded logo preview");
    expect(await preview.getAttribute("src")).toBe(withLogo.logoUrl);
    await eventually(() =>
      preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await screenshot(page, "brand-generator-prefilled-1280");
    await generate(page, /Product launch/);

    const listed = await apiGet<Listed>(user, "/api/templates");
    expect(listed.templates.length).toBe(2);
    for (const t of listed.templates) {
      const html = await htmlOf(user, t.id);
      expect(html).toContain("Northwind Labs");
      expect(html).toContain("Keizersgracht 12");
    }
    for (const [w, dark] of [
      [375, false],
      [1280, true],
    ] as const) {
      const ctx = await newContext(browser, baseURL, { width: w, height: 900 });
      const p = await ctx.newPage();
      if (dark) await p.emulateMedia({ colorScheme: "dark" });
      await signInPage(p, user.email, user.password);
      await p.locator('.dash-nav-item[data-tab="brand"]').click();
      await p.getByRole("heading", { name: "Your brand kit" }).waitFor();
      await readSite(p, "https://northwind.test/");
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(p, `brand-found-${w}${dark ? "-dark" : ""}`);
      await ctx.close();
    }
    await context.close();
  });

  it("an Enterprise user keeps two brands and generates for each", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Eno" });
    await upgrade(user, "enterprise-100");
    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await page.locator('.dash-nav-item[data-tab="brand"]').click();

    let found = await readSite(page, "https://northwind.test/");
    await found.getByRole("button", { name: "Approve and save" }).click();
    await page.getByText('Your brand kit "Northwind Labs" is created.').first().waitFor();
    await page.getByRole("button", { name: "Add brand" }).click();
    await page.getByRole("heading", { name: "Create your brand kit" }).waitFor();
    found = await readSite(page, "https://brightlane.test/");
    await found.getByRole("button", { name: "Approve and save" }).click();
    await eventually(async () => (await apiGet<{ brands: Kit[] }>(user, "/api/brands")).brands.length).toBe(
      2,
    );
    const brands = (await apiGet<{ brands: Kit[] }>(user, "/api/brands")).brands;
    expect(brands.map((b) => b.name).sort()).toEqual(["Brightlane", "Northwind Labs"]);
    expect(brands.filter((b) => b.isDefault).map((b) => b.name)).toEqual(["Northwind Labs"]);
    await page.getByRole("group", { name: "Your brands" }).waitFor();
    await screenshot(page, "brand-enterprise-1280");

    await generate(page, /Newsletter/, { dropLogo: true });
    await generate(page, /Webinar/, { brand: "Brightlane", dropLogo: true });
    const listed = await apiGet<Listed>(user, "/api/templates");
    expect(listed.templates.map((t) => t.websiteUrl).sort()).toEqual([
      "https://brightlane.test/",
      "https://northwind.test/",
    ]);
    const htmls = await Promise.all(listed.templates.map((t) => htmlOf(user, t.id)));
    expect(htmls.some((h) => h.includes("Brightlane") && h.includes("Hafenstraße 5"))).toBe(true);
    expect(htmls.some((h) => h.includes("Northwind Labs") && h.includes("Keizersgracht 12"))).toBe(true);
    await context.close();
  });
});
