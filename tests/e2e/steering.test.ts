import { request as httpRequest, Agent } from "node:http";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage, type CreatedUser } from "./support/accounts";

const baseURL = inject("baseURL");
const browser = useBrowser();
const eventually = <T>(fn: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(fn, { timeout, interval: 150 });

const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=",
  "base64",
);
const BRIEF =
  "Open house at the Northwind roastery on 12 March 2027 at 18:00 at Roastery Hall, Mill Lane 4, Berlin. RSVP: https://northwind-labs.com/rsvp";

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
}

async function openGenerator(page: Page) {
  await page.getByRole("button", { name: "Start Creating" }).click();
  await page.getByRole("heading", { name: "Email Template Generator" }).waitFor();
  await page
    .getByTestId("logo-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await page.getByAltText("Uploaded logo preview").waitFor();
  await page.getByLabel(/Website URL/).fill("https://northwind-labs.com");
  await page.getByRole("button", { name: /Campaign Type/ }).click();
  await page.getByRole("option", { name: /Offline event/ }).click();
  const address = page.getByLabel(/Company postal address/);
  if (await address.count()) await address.fill("12 Sample Street, 10115 Berlin, Germany");
}

const paletteOf = (page: Page) =>
  page
    .locator(".palette-row input.hex-input")
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

describe("a generator a marketer can steer, in Chromium", () => {
  it("confirms the facts beside the form, generates with a corrected date, and the edited subject reaches the test e-mail", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Sam" });
    await upgradeToPremium(user);
    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("0/10");
    await openGenerator(page);

    // A refused logo leaves the form as it was, and says why.
    const logoBefore = await page.getByAltText("Uploaded logo preview").getAttribute("src");
    const colours = await paletteOf(page);
    await page.getByTestId("logo-input").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("not an image at all"),
    });
    await page.getByText(/Your previous logo and colours are kept\./).waitFor();
    expect(await page.getByAltText("Uploaded logo preview").getAttribute("src")).toBe(logoBefore);
    expect(await paletteOf(page)).toEqual(colours);

    await page.getByLabel(/Campaign Details/).fill(BRIEF);
    await page.getByRole("button", { name: /Generate Template/ }).click();
    const panel = page.getByTestId("brief-panel");
    await panel.getByRole("heading", { name: "We understood" }).waitFor();
    // Beside the form, inside the window: never below the fold.
    const details = (await page.getByLabel(/Campaign Details/).boundingBox())!;
    expect((await panel.boundingBox())!.x).toBeGreaterThan(details.x + details.width);
    // In the window once the page has laid out what it is still loading (a busy machine is slower).
    await eventually(async () => {
      const box = (await panel.boundingBox())!;
      return box.y >= 0 && box.y + 60 < 900;
    }).toBe(true);
    await eventually(() => panel.getByLabel("Date", { exact: true }).inputValue()).toBe("2027-03-12");
    await panel.getByLabel("Date", { exact: true }).fill("2027-03-13");
    await screenshot(page, "steering-facts-1280");
    expect(await page.locator(".progress-modal").count()).toBe(0);
    await panel.getByRole("button", { name: /Generate with these facts/ }).click();
    await eventually(
      () => page.getByRole("heading", { name: "Your template is ready!" }).isVisible(),
      120_000,
    ).toBe(true);

    await page.getByRole("heading", { name: "Generated Templates" }).waitFor();
    const card = page.getByRole("article").first();
    await card.waitFor();
    const auth = { authorization: `Bearer ${user.login.sessionToken}` };
    const original = (await (
      await fetch(`${baseURL}/api/templates/${await card.getAttribute("data-template-id")}`, {
        headers: auth,
      })
    ).json()) as { template: { htmlContent: string } };
    // The corrected date, whichever layout the seed chose (a line of text or a date tile): the calendar link and the
    // words carry the 13th, nothing the 12th.
    const html = original.template.htmlContent;
    expect(html).toMatch(/dates=20270313T/);
    expect(html).toMatch(/13 March/);
    expect(html).not.toMatch(/20270312T|12 March/);

    await card.getByRole("button", { name: "Edit Template" }).click();
    await page.getByRole("heading", { name: "Template Editor" }).waitFor();
    const subject = page.getByLabel("Subject line");
    await subject.fill("Last places for our open house");
    expect(await page.getByText(/^30 characters: Gmail shows about 70/).count()).toBe(1);
    await page.getByLabel("Name of the edited copy").fill("Open house, new subject");
    await screenshot(page, "steering-editor-subject-1280");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    const saved = page.getByRole("dialog", { name: "Template Saved!" });
    await saved.waitFor();
    await saved.getByRole("button", { name: "OK" }).click();

    await page.getByRole("button", { name: /^Templates/ }).click();
    const copy = page.getByRole("article", { name: "Open house, new subject" });
    await copy.waitFor();
    const copyId = await copy.getAttribute("data-template-id");
    const detail = (await (await fetch(`${baseURL}/api/templates/${copyId}`, { headers: auth })).json()) as {
      template: { subject: string; htmlContent: string };
    };
    expect(detail.template.subject).toBe("Last places for our open house");
    expect(detail.template.htmlContent).toContain("<title>Last places for our open house</title>");

    await copy.getByRole("button", { name: "Send test to me" }).click();
    await page.getByText(`Test e-mail sent to ${user.email}`).waitFor();
    const outbox = (await (
      await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(user.email)}`)
    ).json()) as { messages: { subject: string }[] };
    expect(outbox.messages.map((m) => m.subject)).toContain("[Test] Last places for our open house");
    await context.close();
  });

  it("on a phone, the facts stand right under the details box and are scrolled into view", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Pia" });
    await upgradeToPremium(user);
    const context = await newContext(browser, baseURL, { width: 375, height: 812 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await openGenerator(page);
    await page.getByLabel(/Campaign Details/).fill(BRIEF);
    await page.getByRole("button", { name: /Generate Template/ }).click();
    const panel = page.getByTestId("brief-panel");
    await panel.getByRole("heading", { name: "We understood" }).waitFor();
    await eventually(async () => {
      const b = (await panel.boundingBox())!;
      return b.y >= 0 && b.y < 812;
    }).toBe(true);
    // Where the panel settles once the page has laid out what it is still loading (a busy machine is slower).
    // Under the details box; on Premium the versions control (1, 2 or 3 versions) belongs to the form above it.
    await eventually(async () => {
      const details = (await page.locator(".details-footer").boundingBox())!;
      const versions = (await page.locator(".variants-field").boundingBox())!;
      const box = (await panel.boundingBox())!;
      return box.y > details.y && versions.y > details.y && box.y - (versions.y + versions.height) < 48;
    }).toBe(true);
    await screenshot(page, "steering-facts-375");
    await context.close();
  });

  it("after 'Decline Analytics', / and /pricing request no host but the app's own", async () => {
    const context = await newContext(browser, baseURL, { consent: false });
    const page = await context.newPage();
    const hosts = new Set<string>();
    await page.goto("/");
    await page.getByRole("button", { name: "Decline Analytics" }).click();
    context.on("request", (r) => hosts.add(new URL(r.url()).host));
    await page.reload();
    await page.waitForLoadState("networkidle");
    await page.goto("/pricing");
    await page.waitForLoadState("networkidle");
    expect(hosts.size).toBeGreaterThan(0);
    expect([...hosts]).toEqual([new URL(baseURL).host]);
    await context.close();
  });
});

describe("refused bodies on kept-alive connections", () => {
  it("answers 35 malformed or oversized bodies on the auth routes with 4xx, none with 5xx", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL(baseURL);
    const send = (path: string, body: Buffer, type: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path,
            method: "POST",
            agent,
            headers: { "content-type": type, "content-length": body.length },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    const routes = [
      "/api/auth/login",
      "/api/auth/register-v2",
      "/api/auth/reset-password",
      "/api/auth/refresh",
    ];
    const bodies: [Buffer, string][] = [
      [Buffer.alloc(1024 * 1024, "a"), "application/json"],
      [Buffer.from("{email:"), "application/json"],
      [Buffer.from("[]"), "application/json"],
      [Buffer.from("email=a@b.c"), "application/x-www-form-urlencoded"],
      [Buffer.from(JSON.stringify({ email: "x".repeat(200_000) })), "application/json"],
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const [body, type] = bodies[i % bodies.length];
      statuses.push(await send(routes[i % routes.length], body, type));
    }
    agent.destroy();
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
  });
});
