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
  it("a Premium user saves a Mailchimp key and sends a newsletter; Mailchimp holds it with *|UNSUB|*, the address tag and hosted images", async () => {
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

    // Templates: Download > Mailchimp > Send to Mailchimp, then the link to it.
    await page.locator('[data-tab="templates"]').click();
    const card = page.getByRole("article").first();
    await card.getByRole("button", { name: "Download" }).click();
    const dialog = page.getByRole("dialog", { name: "Download for your e-mail platform" });
    await dialog.waitFor();
    await dialog.getByLabel("Mailchimp").check();
    // The checks ran for Mailchimp: nothing blocks this newsletter.
    expect(await dialog.getByRole("alert").count()).toBe(0);
    await screenshot(page, "send-to-platform-dialog-1280");
    await dialog.getByRole("button", { name: "Send to Mailchimp" }).click();
    const open = dialog.getByRole("link", { name: "Open it in Mailchimp" });
    await open.waitFor({ timeout: 20_000 });
    expect(await open.getAttribute("href")).toMatch(
      /^https:\/\/us21\.admin\.mailchimp\.com\/templates\/edit\?id=5000$/,
    );
    await screenshot(page, "send-to-platform-sent-1280");

    expect(standin.templates).toHaveLength(1);
    const sent: StandinTemplate = standin.templates[0];
    expect(sent.html).toContain('href="*|UNSUB|*"');
    expect(sent.html).toContain("*|LIST:ADDRESSLINE|*");
    expect(sent.html).toContain("*|LIST:COMPANY|*");
    expect(sent.html).not.toMatch(/\{\{\s*(unsubscribe_url|preferences_url|view_in_browser_url|first_name)/);
    const images = [...sent.html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const src of images) {
      expect(src.startsWith(`${baseURL}/api/assets/`) || src.includes("/api/assets/")).toBe(true);
      const res = await fetch(src.startsWith("http") ? src : `${baseURL}${src}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^image\//);
    }
    await context.close();
  });
});
