import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage } from "./support/accounts";

const baseURL = inject("baseURL");
const browser = useBrowser();
const LOGO = path.join(import.meta.dirname, "fixtures", "sites", "northwind.test", "logo.png");

interface Kit {
  logoUrl: string | null;
  version: number;
  logoPalette: string[];
}

describe("the site's logo in What we found", () => {
  it("is shown beside the kit's, taken into the kit with 'use this', and served from the kit afterwards", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Lou" });
    const kits = async () => {
      const res = await fetch(`${baseURL}/api/brands`, {
        headers: { authorization: `Bearer ${user.login.sessionToken}` },
      });
      return ((await res.json()) as { brands: Kit[] }).brands;
    };
    for (const [width, dark] of [
      [1280, false],
      [375, true],
    ] as const) {
      const context = await newContext(browser, baseURL, { width, height: 900 });
      // The browser shows the site's own image; `.test` sites exist only for the app, so Chromium gets the file here.
      await context.route("https://northwind.test/logo.png", async (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: await readFile(LOGO) }),
      );
      const page = await context.newPage();
      if (dark) await page.emulateMedia({ colorScheme: "dark" });
      await signInPage(page, user.email, user.password);
      await page.locator('.dash-nav-item[data-tab="brand"]').click();
      await page.getByLabel("Website address").fill("https://northwind.test/");
      await page.getByRole("button", { name: "Read website" }).click();
      const found = page.getByRole("region", { name: "What we found on your site" });
      const logo = found.getByRole("group", { name: "Logo" });
      const img = logo.getByRole("img", { name: "Logo found on your site" });
      await img.waitFor({ timeout: 20_000 });
      expect(await img.getAttribute("src")).toBe("https://northwind.test/logo.png");
      await expect
        .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
        .toBe(true);
      expect(await logo.getByLabel("Keep").isChecked()).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `brand-found-logo-${width}${dark ? "-dark" : ""}`);
      if (width === 1280) {
        await logo.getByLabel("Use this").check();
        await found.getByRole("button", { name: "Approve and save" }).click();
        // The first approval makes the kit, and the message names it.
        await page.getByText(/^Your brand kit ".+" is created\.$/).waitFor();
        const [kit] = await kits();
        expect(kit.logoUrl).toMatch(/^\/api\/brands\/[0-9a-f-]{36}\/logo\/[0-9a-f]{32}\.png$/);
        expect(kit.logoPalette.length).toBeGreaterThan(0);
        const served = await fetch(`${baseURL}${kit.logoUrl}`);
        expect(served.headers.get("content-type")).toBe("image/png");
        await screenshot(page, "brand-page-site-logo-1280");
      } else {
        // A second read shows the kit's logo (now stored) beside the site's.
        const current = logo.getByRole("img", { name: "Logo in your kit" });
        expect(await current.getAttribute("src")).toBe((await kits())[0].logoUrl);
      }
      await context.close();
    }
  });

  it("a kit made with the site's logo, a tone and a sender name generates an e-mail signed by that sender", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Ada" });
    const api = async <T>(path: string, body?: unknown) => {
      const res = await fetch(`${baseURL}${path}`, {
        method: body ? "POST" : "GET",
        headers: { "content-type": "application/json", authorization: `Bearer ${user.login.sessionToken}` },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: (await res.json()) as T };
    };
    const upgraded = await api<{ plan: string }>("/api/payment/verify-subscription", {
      subscriptionId: `SIM-${crypto.randomUUID()}`,
      userId: user.login.user.id,
      userEmail: user.email,
      planName: "premium",
      billingCycle: "monthly",
    });
    expect(upgraded.body.plan).toBe("premium");
    const created = await api<{ brand: Kit & { id: string } }>("/api/brands", {
      name: "Northwind Labs",
      website: "https://northwind.test/",
      logoFromSite: "https://northwind.test/logo.png",
      palette: ["#1f3a8a", "#0f766e"],
      address: "Keizersgracht 12, 1015 CN Amsterdam",
      tone: "formal",
      senderName: "Anna Berg, Northwind Labs",
    });
    expect(created.status).toBe(201);
    expect(created.body.brand.logoUrl).toMatch(/\/logo\/[0-9a-f]{32}\.png$/);
    const submitted = await api<{ jobId: string }>("/api/generate-template-async", {
      brandId: created.body.brand.id,
      campaignType: "customer-onboarding",
      campaignText: "Welcome mail for new lab customers.",
    });
    expect(submitted).toMatchObject({ status: 202 });
    let templateId: string | null = null;
    await expect
      .poll(
        async () => {
          const s = await api<{ status: string; templateId: string | null }>(
            `/api/queue/status/${submitted.body.jobId}`,
          );
          templateId = s.body.templateId;
          return s.body.status;
        },
        { timeout: 90_000, interval: 300 },
      )
      .toBe("completed");
    // The stored template keeps the formal greeting's merge tag; the preview shows what a reader sees.
    const stored = await api<{ template: { htmlContent: string | null } }>(`/api/templates/${templateId}`);
    expect(stored.body.template.htmlContent).toContain("Dear {{first_name|Sir or Madam}},");
    const list = await api<{ templates: { id: string; previewUrl: string }[] }>("/api/templates");
    const preview = list.body.templates.find((t) => t.id === templateId)!.previewUrl;
    for (const [width, dark] of [
      [1280, false],
      [375, true],
    ] as const) {
      const context = await newContext(browser, baseURL, { width, height: 900 });
      const page = await context.newPage();
      if (dark) await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(preview.startsWith("http") ? preview : `${baseURL}${preview}`);
      const text = await page.evaluate(() => document.body.innerText);
      expect(text).toMatch(/^Dear Sir or Madam,/m);
      expect(text).toContain("Anna Berg, Northwind Labs");
      expect(text).not.toContain("The Northwind Labs team");
      await screenshot(page, `kit-signed-email-${width}${dark ? "-dark" : ""}`);
      await context.close();
    }
  });
});
