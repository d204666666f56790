import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage, type CreatedUser } from "./support/accounts";
import { clickGenerate } from "./support/generate";

const baseURL = inject("baseURL");
const browser = useBrowser();

// A 24x24 PNG: an indigo block with a white bar over an orange band.
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=",
  "base64",
);
const GENERIC_TAG =
  /\{\{\s*(first_name[^}]*|unsubscribe_url|preferences_url|view_in_browser_url|company_address)\s*\}\}/;

const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(fn, { timeout, interval: 150 });

async function openContext(width = 1280): Promise<BrowserContext> {
  const context = await newContext(browser, baseURL, { width, height: 900 });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  return context;
}

async function upgradeToPremium(user: CreatedUser, planName = "premium") {
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

async function profile(user: CreatedUser) {
  const res = await fetch(`${baseURL}/api/auth/profile`, {
    headers: { authorization: `Bearer ${user.login.sessionToken}` },
  });
  return (await res.json()) as { templatesUsed: number };
}

/** Jobs of another account queued ahead, so the test's own job is certainly still waiting when it is cancelled. */
async function queueBacklog(count: number) {
  const other = await createVerifiedUser(baseURL, { firstName: "Backlog" });
  await upgradeToPremium(other, "enterprise-100");
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${baseURL}/api/generate-template-async`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${other.login.sessionToken}` },
        body: JSON.stringify({
          palette: ["#4338ca"],
          logo: `data:image/png;base64,${LOGO_PNG.toString("base64")}`,
          url: "https://northwind-labs.com",
          sessionId: crypto.randomUUID(),
          campaignType: "newsletter",
          campaignText: "",
        }),
      }),
    ),
  );
  for (const res of answers) expect(res.status).toBe(202);
}

async function fillGenerator(page: Page) {
  await page.getByRole("button", { name: "Start Creating" }).click();
  await page.getByRole("heading", { name: "Email Template Generator" }).waitFor();
  await page
    .getByTestId("logo-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await page.getByAltText("Uploaded logo preview").waitFor();
  await page.getByLabel(/Website URL/).fill("https://northwind-labs.com");
  await page.getByRole("button", { name: /Campaign Type/ }).click();
  await page.getByRole("option", { name: /Customer onboarding/ }).click();
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("editor and hand-off", () => {
  it("a premium user edits a button, moves a section, uploads an image, saves a copy, downloads it for Mailchimp and as a ZIP, and sends a test", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Pat" });
    await upgradeToPremium(user);
    const context = await openContext();
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("0/10");

    await fillGenerator(page);
    await clickGenerate(page);
    await eventually(
      () => page.getByRole("heading", { name: "Your template is ready!" }).isVisible(),
      120_000,
    ).toBe(true);
    await page.getByRole("heading", { name: "Generated Templates" }).waitFor();
    const card = page.getByRole("article").first();
    await card.waitFor();
    const originalId = await card.getAttribute("data-template-id");

    // Health beside the preview, for a template that was never edited.
    await card.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog").filter({ has: page.locator("iframe") });
    await preview.getByTestId("health-panel").waitFor();
    expect(await preview.getByTestId("health-panel").textContent()).toMatch(/no clipping/);
    await preview.getByRole("button", { name: "Dark" }).click();
    await screenshot(page, "editor-handoff-preview-health-1280");
    await page.keyboard.press("Escape");

    await card.getByRole("button", { name: "Edit Template" }).click();
    await page.getByRole("heading", { name: "Template Editor" }).waitFor();
    const frame = page.frameLocator("iframe.editor-frame");
    const button = frame.locator("a.bm-btn").first();
    await button.waitFor();
    expect(await page.getByTestId("health-panel").textContent()).toContain("Gmail");

    // Button: an unsafe address is refused, then a real one and a colour are applied (Outlook's VML copy too).
    await button.click();
    const edit = page.getByRole("dialog", { name: "Edit button" });
    await edit.getByLabel("Link address").fill("javascript:alert(1)");
    await edit.getByRole("button", { name: "Apply" }).click();
    expect(await edit.getByRole("alert").textContent()).toContain("https://");
    await edit.getByLabel("Link address").fill("https://northwind-labs.com/start");
    await edit.getByLabel("Button text").fill("Start now");
    await edit.getByRole("button", { name: "Custom colour" }).click();
    await edit.getByLabel("Hex colour").fill("#0f766e");
    await edit.getByRole("button", { name: "Apply" }).click();
    await eventually(() => edit.isVisible()).toBe(false);
    expect(await button.getAttribute("href")).toBe("https://northwind-labs.com/start");
    expect(await button.textContent()).toBe("Start now");
    expect(await button.getAttribute("style")).toContain("background-color:#0f766e");
    expect(await page.getByTestId("editor-status").textContent()).toBe("Unsaved changes");

    // Typing into a heading keeps its Outlook line-height rule.
    const heading = frame.locator("h1").first();
    await heading.click();
    await eventually(() => heading.getAttribute("contenteditable")).toBe("true");
    await page.keyboard.press("End");
    await page.keyboard.type(" today");
    expect(await heading.getAttribute("style")).toContain("mso-line-height-rule:exactly");

    // Move the section holding the first paragraph down one place.
    const rows = frame.locator("table.bm-card > tbody > tr");
    const before = await rows.allTextContents();
    const paragraph = frame.locator("table.bm-card p.bm-t").first();
    const text = (await paragraph.textContent())!.trim().slice(0, 30);
    const index = before.findIndex((t) => t.includes(text));
    expect(index).toBeGreaterThanOrEqual(0);
    await paragraph.click();
    await page.getByRole("button", { name: "Move section down" }).click();
    const after = await rows.allTextContents();
    expect(after[index + 1]).toContain(text);
    expect(after[index]).toBe(before[index + 1]);

    // Undo puts it back, redo moves it again.
    await page.getByRole("button", { name: "Undo", exact: true }).click();
    expect((await rows.allTextContents())[index]).toContain(text);
    await page.getByRole("button", { name: "Redo", exact: true }).click();
    expect((await rows.allTextContents())[index + 1]).toContain(text);

    // Upload a new image through the same checks and hosting as generated images.
    await frame.locator("img").first().click();
    const imageDialog = page.getByRole("dialog", { name: "Change image URL" });
    await imageDialog
      .getByLabel(/Or upload an image/)
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: LOGO_PNG });
    await eventually(() => imageDialog.isVisible()).toBe(false);
    const uploaded = (await frame.locator("img").first().getAttribute("src"))!;
    expect(uploaded).toMatch(/\/api\/assets\/[0-9a-f]{32}\/img-[0-9a-f]{12}\.png$/);
    expect((await fetch(uploaded)).headers.get("content-type")).toBe("image/png");

    const fills = () =>
      frame.locator(".bm-num").evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
    const badgesBefore = await fills();
    await page.getByRole("button", { name: "Add section" }).click();
    const add = page.getByRole("dialog", { name: "Add a section" });
    await add.getByLabel(/Steps/).check();
    await add.getByRole("button", { name: "Add section" }).click();
    await eventually(() => add.isVisible()).toBe(false);
    expect(await frame.getByText("How it works").count()).toBeGreaterThan(0);
    // The new section takes the template's colours: a readable heading, and step numbers of one badge colour (the
    // template's own badges', else the kit's third colour; the engine's tests hold which), white on it at AA.
    await eventually(() => page.getByTestId("health-panel").textContent()).not.toContain("Low contrast");
    const added = (await fills()).filter((c, i, all) => all.indexOf(c) === i);
    expect(added).toHaveLength(1);
    if (badgesBefore[0]) expect(added[0]).toBe(badgesBefore[0]);
    const [r, g, b] = added[0].match(/\d+/g)!.map((v) => Number(v) / 255);
    const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    expect(1.05 / (0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b) + 0.05)).toBeGreaterThanOrEqual(4.5);
    await screenshot(page, "editor-handoff-editor-1280");

    await page.getByLabel("Name of the edited copy").fill("Onboarding for Mailchimp");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const saved = page.getByRole("dialog", { name: "Template Saved!" });
    await saved.waitFor();
    await saved.getByRole("button", { name: "OK" }).click();

    await page.getByRole("button", { name: /^Templates/ }).click();
    const copy = page.getByRole("article", { name: "Onboarding for Mailchimp" });
    await copy.waitFor();

    // Download for Mailchimp: asked once, merge fields in Mailchimp's syntax, Outlook styles kept.
    let download = page.waitForEvent("download");
    await copy.getByRole("button", { name: "Download" }).click();
    const ask = page.getByRole("dialog", { name: "Download for your e-mail platform" });
    await ask.getByLabel("Mailchimp").check();
    await ask.getByRole("button", { name: "Download" }).click();
    const html = await readFile((await (await download).path())!, "utf8");
    const original = (await (
      await fetch(`${baseURL}/api/templates/${originalId}`, {
        headers: { authorization: `Bearer ${user.login.sessionToken}` },
      })
    ).json()) as { template: { htmlContent: string } };
    const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;
    for (const re of [/mso-line-height-rule/g, /<!--\[if mso\]>/g, /mso-hide:all/g])
      expect(count(html, re)).toBeGreaterThanOrEqual(count(original.template.htmlContent, re));
    expect(html).toContain("*|FNAME|*");
    expect(html).toContain("*|UNSUB|*");
    expect(html).not.toMatch(GENERIC_TAG);
    expect(html).toContain("https://northwind-labs.com/start");
    expect(html).toContain("#0f766e");
    expect(html).toContain("mso-line-height-rule:exactly");
    expect(html).toContain("<!--[if mso]>");
    expect(html).toMatch(/fillcolor="#0f766e"/);
    expect(html).toContain("How it works");

    // The choice is remembered; a ZIP in Mailchimp's import layout: the HTML and its images side by side,
    // relative paths (Mailchimp writes its own plain text).
    download = page.waitForEvent("download");
    await copy.getByRole("button", { name: "Download" }).click();
    expect(await ask.textContent()).toContain("For Mailchimp");
    await ask.getByLabel("ZIP: HTML, plain text and images").check();
    await ask.getByRole("button", { name: "Download" }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await zip.path())!)));
    const names = Object.keys(files);
    expect(names.filter((n) => n.endsWith(".html"))).toHaveLength(1);
    expect(names.every((n) => !n.includes("/"))).toBe(true);
    expect(names.filter((n) => /^image-\d+\.(png|jpg|webp|gif)$/.test(n)).length).toBeGreaterThan(0);
    const zipped = strFromU8(files[names.find((n) => n.endsWith(".html"))!]);
    expect(zipped).toMatch(/src="image-1\.(png|jpg)"/);
    expect(zipped).toContain("*|UNSUB|*");
    expect(zipped).not.toMatch(GENERIC_TAG);

    // Send a test to me: it lands in the development outbox, merge fields filled.
    await copy.getByRole("button", { name: "Send test to me" }).click();
    await page.getByText(`Test e-mail sent to ${user.email}`).waitFor();
    const outbox = (await (
      await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(user.email)}`)
    ).json()) as {
      messages: { subject: string }[];
    };
    expect(outbox.messages.some((m) => m.subject.startsWith("[Test] "))).toBe(true);

    // Settings remember the platform on the server.
    await page.getByRole("button", { name: /^Settings/ }).click();
    expect(await page.getByLabel("E-mail platform").inputValue()).toBe("mailchimp");
    await context.close();

    // The same editor and health panel on a phone: nothing scrolls sideways.
    const phone = await openContext(375);
    const small = await phone.newPage();
    await signInPage(small, user.email, user.password);
    await small.goto("/?tab=editor");
    await small.getByLabel("Template to edit").selectOption({ label: "Onboarding for Mailchimp" });
    await small.frameLocator("iframe.editor-frame").locator("a.bm-btn").first().waitFor();
    await small.getByTestId("health-panel").waitFor();
    expect(await noSidewaysScroll(small)).toBeLessThanOrEqual(0);
    await screenshot(small, "editor-handoff-editor-375");
    await phone.close();
  });

  it("a user cancels a queued job and the credit comes back", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Quinn" });
    await upgradeToPremium(user);
    const context = await openContext(375);
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("0/10");
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    expect(await page.getByRole("button", { name: "Logout" }).filter({ visible: true }).count()).toBe(1);

    // Hold the submission's answer until Cancel is pressed, so the job is certainly still waiting in the queue.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route("**/api/generate-template-async", async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    await fillGenerator(page);
    // The local queue hands out one batch of five at a time, and a generation takes well under a second: forty jobs
    // ahead keep this one waiting for seconds.
    await queueBacklog(40);
    await clickGenerate(page);
    await eventually(async () => (await profile(user)).templatesUsed).toBe(1);
    await page.getByRole("button", { name: "Cancel generation" }).last().click();
    release();
    await page.getByRole("heading", { name: "Generation cancelled" }).waitFor();
    expect(await page.getByTestId("cancel-result").textContent()).toContain("credit has been returned");
    await screenshot(page, "editor-handoff-cancelled-375");
    expect((await profile(user)).templatesUsed).toBe(0);
    await page.getByRole("button", { name: "Close" }).click();
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("0/10");
    // The consumer never stores a template for the cancelled job.
    await page.waitForTimeout(3000);
    const list = (await (
      await fetch(`${baseURL}/api/templates`, {
        headers: { authorization: `Bearer ${user.login.sessionToken}` },
      })
    ).json()) as {
      total: number;
    };
    expect(list.total).toBe(0);
    expect((await profile(user)).templatesUsed).toBe(0);
    await context.close();
  });
});
