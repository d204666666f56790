import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage, type CreatedUser } from "./support/accounts";
import { clickGenerate } from "./support/generate";

const baseURL = inject("baseURL");
const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(fn, { timeout, interval: 150 });

const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=",
  "base64",
);

async function subscribe(user: CreatedUser, planName: "basic" | "premium") {
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

async function generate(page: Page, campaign: RegExp) {
  await page.getByRole("button", { name: "Start Creating" }).click();
  await page.getByRole("heading", { name: "Email Template Generator" }).waitFor();
  await page
    .getByTestId("logo-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await page.getByAltText("Uploaded logo preview").waitFor();
  await page.getByLabel(/Website URL/).fill("https://northwind-labs.com");
  await page.getByRole("button", { name: /Campaign Type/ }).click();
  await page.getByRole("option", { name: campaign }).click();
  const address = page.getByLabel(/Company postal address/);
  if (await address.count()) await address.fill("12 Sample Street, 10115 Berlin, Germany");
}

async function waitForCard(page: Page): Promise<Locator> {
  await eventually(
    () => page.getByRole("heading", { name: "Your template is ready!" }).isVisible(),
    120_000,
  ).toBe(true);
  await page.getByRole("heading", { name: "Generated Templates" }).waitFor();
  const card = page.getByRole("article").first();
  await card.waitFor();
  return card;
}

/** Scrolls so the element's bottom edge sits just above the window's: where a bottom-right toast would land. */
async function toBottomOfWindow(el: Locator) {
  await el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    window.scrollBy(0, r.bottom - window.innerHeight + 24);
  });
}

const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && a.x + a.width > b.x && a.y < b.y + b.height && a.y + a.height > b.y;

describe("no dead ends for plans without an action, in Chromium", () => {
  it("shows Free's 'Send test to me' with its Basic plan, leading to the plans; toasts leave Download and Copy visible at 375 px", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Fay" });
    const context = await newContext(browser, baseURL, { width: 375, height: 740 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await generate(page, /Double opt-in/);
    await clickGenerate(page);
    const card = await waitForCard(page);

    const sendTest = card.getByRole("button", { name: /^Send test to me/ });
    expect(await sendTest.getByTestId("plan-badge").textContent()).toBe("Basic");
    await screenshot(page, "steering2-free-card-375");
    await sendTest.click();
    const upsell = page.getByRole("dialog", { name: "Upgrade to Basic" });
    await upsell.waitFor();
    expect(await upsell.getByText(/test of your template/).isVisible()).toBe(true);
    expect(await page.locator(".dash-toast-error").count()).toBe(0);
    await screenshot(page, "steering2-free-send-test-upsell-375");
    await upsell.getByRole("button", { name: "Close" }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, "steering2-free-card-1280");
    await page.setViewportSize({ width: 375, height: 740 });

    // Download at the bottom of the window: the toast that answers it keeps the card's buttons in view.
    const download = card.getByRole("button", { name: "Download" });
    const copy = card.getByRole("button", { name: "Copy HTML" });
    await toBottomOfWindow(copy);
    await download.click();
    const dialog = page.getByRole("dialog", { name: /Download for your e-mail platform/ });
    await dialog.getByLabel("Plain HTML (no platform)").check();
    const file = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download", exact: true }).click();
    await file;
    const toast = page.locator(".dash-toast").first();
    await toast.waitFor();
    await toBottomOfWindow(copy);
    for (const control of [download, copy])
      expect(intersects((await toast.boundingBox())!, (await control.boundingBox())!)).toBe(false);
    await screenshot(page, "steering2-download-toast-375");

    await copy.click();
    // The checks (the opt-in's confirmation link to replace) are shown first, then the copy goes.
    const copyDialog = page.getByRole("dialog", { name: /Copy HTML for your e-mail platform/ });
    const copied = page.locator(".dash-toast", { hasText: /HTML copied to clipboard/ });
    await copyDialog.or(copied).first().waitFor();
    if (await copyDialog.isVisible())
      await copyDialog.getByRole("button", { name: "Copy HTML", exact: true }).click();
    await copied.waitFor();
    for (const control of [download, copy])
      expect(intersects((await copied.boundingBox())!, (await control.boundingBox())!)).toBe(false);
    await screenshot(page, "steering2-copy-toast-375");
    await context.close();
  });

  it("gives a Basic user's webinar marked fields for its date and time, listed to fill in before sending", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Bo" });
    await subscribe(user, "basic");
    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await generate(page, /Webinar/);
    await page.getByRole("button", { name: /Generate Template/ }).click();
    const notice = page.getByTestId("missing-facts");
    await notice.waitFor();
    expect(await notice.getByRole("list", { name: "Marked fields in the e-mail" }).textContent()).toContain(
      "{{event_date}}",
    );
    await screenshot(page, "steering2-basic-notice-1280");
    await notice.getByRole("button", { name: /Generate with marked fields/ }).click();
    const card = await waitForCard(page);

    const auth = { authorization: `Bearer ${user.login.sessionToken}` };
    const id = await card.getAttribute("data-template-id");
    const { template } = (await (
      await fetch(`${baseURL}/api/templates/${id}`, { headers: auth })
    ).json()) as {
      template: { htmlContent: string; plainText: string };
    };
    expect(template.htmlContent).toMatch(/<span data-bm-fill="event_date"[^>]*>\{\{event_date\}\}<\/span>/);
    expect(template.htmlContent).toMatch(/<span data-bm-fill="event_time"[^>]*>\{\{event_time\}\}<\/span>/);
    expect(template.plainText).toContain("{{event_date}}");

    // The card's own preview shows the marked chip.
    const frame = card.frameLocator("iframe");
    const chip = frame.locator('[data-bm-fill="event_date"]');
    await chip.waitFor();
    expect(await chip.textContent()).toBe("{{event_date}}");
    expect(await chip.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe("dashed");

    await card.getByRole("button", { name: "Download" }).click();
    const dialog = page.getByRole("dialog", { name: /Download for your e-mail platform/ });
    await dialog.getByLabel("Mailchimp").check();
    const checks = dialog.getByTestId("handoff-checks");
    await checks.getByText("Fill in before sending:").waitFor();
    expect(await checks.textContent()).toContain(
      "*|EVENT_DATE|* stands for the event's date: type it in its place, or fill that field in Mailchimp.",
    );
    expect(await dialog.getByRole("button", { name: "Download", exact: true }).isEnabled()).toBe(true);
    await screenshot(page, "steering2-basic-fill-in-checks-1280");
    await context.close();
  });

  it("says on the Brand page that a website read failed, without claiming a template, and Approve waits", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Kim" });
    // A kit that already has this website: a read that finds nothing would change nothing.
    const kit = await fetch(`${baseURL}/api/brands`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.login.sessionToken}` },
      body: JSON.stringify({ name: "Kim's shop", website: "https://no-such-site.invalid/" }),
    });
    expect(kit.status).toBe(201);
    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await page.getByRole("button", { name: "Brand" }).first().click();
    await page.getByRole("heading", { name: "Brand", exact: true }).waitFor();
    await page.getByLabel("Website address").fill("https://no-such-site.invalid/");
    await page.getByRole("button", { name: "Read website" }).click();
    const found = page.getByRole("region", { name: "What we found on your site" });
    await found.waitFor({ timeout: 20_000 });
    const status = (await found.getByTestId("site-read-status").textContent()) ?? "";
    expect(status).toContain("We could not read no-such-site.invalid.");
    expect(status).not.toMatch(/template|logo colours/i);
    expect(await found.getByRole("button", { name: "Approve and save" }).isDisabled()).toBe(true);
    expect(await found.getByText(/Nothing to save yet/).isVisible()).toBe(true);
    await found.scrollIntoViewIfNeeded();
    await screenshot(page, "steering2-brand-unread-1280");
    await page.setViewportSize({ width: 375, height: 812 });
    await found.scrollIntoViewIfNeeded();
    await screenshot(page, "steering2-brand-unread-375");
    await context.close();
  });

  it("the demo says when the website could not be read and that the colours are a default", async () => {
    for (const width of [1280, 375]) {
      const context = await newContext(browser, baseURL, { width, height: 900 });
      const page = await context.newPage();
      await page.goto("/");
      const form = page.locator("form.try-form");
      await form.locator('input[name="url"]').fill("https://no-such-site.invalid");
      await form.locator('select[name="campaignType"]').selectOption("newsletter");
      await form.getByRole("button", { name: "Generate my e-mail" }).click();
      const made = page.getByTestId("demo-made-from");
      await made.waitFor({ timeout: 20_000 });
      expect(await made.textContent()).toContain("We could not read no-such-site.invalid");
      expect(await made.textContent()).toContain("The colours are a default, not yours");
      await made.scrollIntoViewIfNeeded();
      await screenshot(page, `steering2-demo-unread-${width}`);
      await context.close();
    }
  });
});
