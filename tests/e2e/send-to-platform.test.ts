import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage, type CreatedUser } from "./support/accounts";
import { startMailchimpStandin, type StandinTemplate } from "./support/mailchimp-standin";

const baseURL = inject("baseURL");
const browser = useBrowser();
const MAILCHIMP_KEY = "0123456789abcdef0123456789abcdef-us21";
// A 24x24 PNG logo.
const LOGO_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=";

let standin: Awaited<ReturnType<typeof startMailchimpStandin>>;
beforeAll(async () => {
  standin = await startMailchimpStandin(inject("platformStandinPort"), MAILCHIMP_KEY);
});
afterAll(() => new Promise<void>((r) => standin.server.close(() => r())));

async function api<T>(user: CreatedUser, path: string, json?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method: json === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${user.login.sessionToken}` },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as T };
}

describe("send to Mailchimp", () => {
  it("a Premium user saves a Mailchimp key, sends a newsletter, edits it and sends again: Mailchimp holds one updated template", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Nia" });
    const paid = await api<{ plan: string }>(user, "/api/payment/verify-subscription", {
      subscriptionId: `SIM-${crypto.randomUUID()}`,
      userId: user.login.user.id,
      userEmail: user.email,
      planName: "premium",
      billingCycle: "monthly",
    });
    expect(paid.body.plan).toBe("premium");
    const submitted = await api<{ jobId: string }>(user, "/api/generate-template-async", {
      palette: ["#0f766e", "#f59e0b"],
      logo: `data:image/png;base64,${LOGO_PNG}`,
      url: "https://northwind-labs.com",
      campaignType: "newsletter",
      campaignText: "Our spring issue: new roasts and brewing tips.",
    });
    expect(submitted.status).toBe(202);
    await expect
      .poll(
        async () =>
          (await api<{ status: string }>(user, `/api/queue/status/${submitted.body.jobId}`)).body.status,
        {
          timeout: 90_000,
          interval: 300,
        },
      )
      .toBe("completed");

    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);

    // Settings: a wrong key is refused in plain words; the right one is checked and shown by its last 4 characters.
    await page.locator('[data-tab="settings"]').click();
    const field = page.getByLabel("Mailchimp API key");
    await field.fill("ffffffffffffffffffffffffffffffff-us21");
    await page.locator('form[data-platform="mailchimp"]').getByRole("button", { name: "Save key" }).click();
    await expect
      .poll(() => page.locator('form[data-platform="mailchimp"] [role="alert"]').textContent())
      .toContain("Mailchimp refused the API key");
    await field.fill(MAILCHIMP_KEY);
    await page.locator('form[data-platform="mailchimp"]').getByRole("button", { name: "Save key" }).click();
    await page.getByTestId("key-mailchimp").waitFor();
    expect(await page.getByTestId("key-mailchimp").textContent()).toContain(
      `ending in ${MAILCHIMP_KEY.slice(-4)}`,
    );
    expect(await page.content()).not.toContain(MAILCHIMP_KEY);
    await screenshot(page, "send-to-platform-settings-1280");

    // Templates: "Send to platform" is the card's own action; its dialog checks, states Mailchimp's conditions, sends.
    await page.locator('[data-tab="templates"]').click();
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: "Send to platform" }).click();
    const dialog = page.getByRole("dialog", { name: "Send to your e-mail platform" });
    await dialog.waitFor();
    await dialog.getByLabel("Mailchimp").check();
    // The checks ran for Mailchimp: nothing blocks this newsletter; the plan conditions are stated.
    expect(await dialog.getByRole("alert").count()).toBe(0);
    expect(await dialog.textContent()).toContain("Mailchimp takes custom-coded templates on its paid plans.");
    await screenshot(page, "send-to-platform-dialog-1280");
    await dialog.getByRole("button", { name: "Send to Mailchimp" }).click();
    const open = dialog.getByRole("link", { name: "Open it in Mailchimp" });
    await open.waitFor({ timeout: 20_000 });
    expect(await open.getAttribute("href")).toMatch(
      /^https:\/\/us21\.admin\.mailchimp\.com\/templates\/edit\?id=5000$/,
    );
    expect(await dialog.getByRole("status").textContent()).toContain("Created in Mailchimp.");
    await screenshot(page, "send-to-platform-sent-1280");
    await dialog.getByRole("button", { name: "Done" }).click();

    expect(standin.templates).toHaveLength(1);
    const sent: StandinTemplate = standin.templates[0];
    expect(sent.html).toContain('href="*|UNSUB|*"');
    expect(sent.html).toContain("*|LIST:ADDRESSLINE|*");
    expect(sent.html).toContain("*|LIST:COMPANY|*");
    expect(sent.html).toContain("*|REWARDS|*");
    expect(sent.html).not.toMatch(/\{\{\s*(unsubscribe_url|preferences_url|view_in_browser_url|first_name)/);
    const images = [...sent.html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) {
      expect(src.startsWith(`${baseURL}/api/assets/`) || src.includes("/api/assets/")).toBe(true);
      const res = await fetch(src.startsWith("http") ? src : `${baseURL}${src}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\//);
    }

    // Edit the template and save the copy; sending the copy updates the template Mailchimp holds.
    await card.getByRole("button", { name: "Edit Template" }).click();
    await page.getByRole("heading", { name: "Template Editor" }).waitFor();
    const heading = page.frameLocator("iframe.editor-frame").locator("h1").first();
    await heading.click();
    await expect.poll(() => heading.getAttribute("contenteditable")).toBe("true");
    await page.keyboard.press("End");
    await page.keyboard.type(" this spring");
    await page.getByLabel("Name of the edited copy").fill("Spring issue v2");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const saved = page.getByRole("dialog", { name: "Template Saved!" });
    await saved.waitFor();
    await saved.getByRole("button", { name: "OK" }).click();
    await page.getByRole("button", { name: /^Templates/ }).click();
    const copy = page.getByRole("article", { name: "Spring issue v2" });
    await copy.getByRole("button", { name: "Send to platform" }).click();
    await dialog.waitFor();
    await dialog.getByLabel("Mailchimp").check();
    const last = dialog.getByTestId("last-sent");
    await last.waitFor();
    expect(await last.textContent()).toMatch(
      /^Last sent to Mailchimp on .+ \(as “.+”\)\. Open it in Mailchimp\./,
    );
    await screenshot(page, "send-to-platform-again-1280");
    await dialog.getByRole("button", { name: "Update in Mailchimp" }).click();
    await expect
      .poll(() => dialog.getByRole("status").textContent(), { timeout: 20_000 })
      .toContain("Updated in Mailchimp.");
    expect(await dialog.getByRole("link", { name: "Open it in Mailchimp" }).getAttribute("href")).toMatch(
      /edit\?id=5000$/,
    );

    // Mailchimp holds one template, updated with the edit.
    expect(standin.templates).toHaveLength(1);
    expect(standin.templates[0].updates).toBe(1);
    expect(standin.templates[0].name).toBe("Spring issue v2");
    expect(standin.templates[0].html).toContain("this spring");
    expect(standin.templates[0].html).toContain("*|LIST:ADDRESSLINE|*");

    // The same dialog on a phone and in dark mode.
    for (const [width, scheme] of [
      [375, "light"],
      [375, "dark"],
      [1280, "dark"],
    ] as const) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `send-to-platform-updated-${width}-${scheme}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await context.close();
  });
});
