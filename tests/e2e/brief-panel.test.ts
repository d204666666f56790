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
  'Webinar "Pricing pages that convert" on Tuesday, February 9, 2027 from 11:00 to 11:45 AM ET with Maya Chen, Head of Growth. Register here: https://northwind-labs.com/webinars/pricing';

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

async function latestHtml(user: CreatedUser): Promise<string> {
  const auth = { authorization: `Bearer ${user.login.sessionToken}` };
  const list = (await (await fetch(`${baseURL}/api/templates`, { headers: auth })).json()) as {
    templates: { id: string }[];
  };
  const res = await fetch(`${baseURL}/api/templates/${list.templates[0].id}`, { headers: auth });
  const body = (await res.json()) as { htmlContent?: string; template?: { htmlContent?: string } };
  return body.htmlContent ?? body.template?.htmlContent ?? "";
}

async function fill(page: Page) {
  await page.getByRole("button", { name: "Start Creating" }).click();
  await page.getByRole("heading", { name: "Email Template Generator" }).waitFor();
  await page
    .getByTestId("logo-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await page.getByAltText("Uploaded logo preview").waitFor();
  await page.getByLabel(/Website URL/).fill("https://northwind-labs.com");
  await page.getByRole("button", { name: /Campaign Type/ }).click();
  await page.getByRole("option", { name: /Webinar/ }).click();
}

const NOTES_BRIEF = `${BRIEF}

Don't mention the price.

Internal notes (not for the email):
Sam, please check the speaker bio with Maya before Friday.`;

describe("the We understood panel in Chromium", () => {
  it("a Premium user types a webinar brief, corrects the time zone, and the e-mail, calendar link and .ics carry it", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Wen" });
    await upgradeToPremium(user);
    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await eventually(() => page.locator(".plan-chip").first().textContent()).toContain("0/10");
    await fill(page);
    const address = page.getByLabel(/Company postal address/);
    if (await address.count()) await address.fill("12 Sample Street, 10115 Berlin, Germany");
    await page.getByLabel(/Campaign Details/).pressSequentially(BRIEF.slice(0, 60), { delay: 5 });
    await page.getByLabel(/Campaign Details/).fill(BRIEF);
    const panel = page.getByTestId("brief-panel");
    await panel.waitFor();
    await eventually(() => panel.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe(
      "Pricing pages that convert",
    );
    expect(await panel.getByRole("textbox", { name: "Time", exact: true }).inputValue()).toBe("11:00-11:45");
    expect(await panel.getByRole("textbox", { name: "Time zone", exact: true }).inputValue()).toBe(
      "America/New_York",
    );
    await panel.getByRole("textbox", { name: "Time zone", exact: true }).fill("Europe/London");
    await screenshot(page, "brief-panel-1280");
    await eventually(() => page.getByRole("button", { name: /Generate Template/ }).isEnabled()).toBe(true);

    await page.getByRole("button", { name: /Generate Template/ }).click();
    await page.getByRole("button", { name: /Generate with these facts/ }).click();
    await eventually(
      () => page.getByRole("heading", { name: "Your template is ready!" }).isVisible(),
      120_000,
    ).toBe(true);
    const html = await latestHtml(user);
    expect(html).toContain("Pricing pages that convert");
    expect(html).toMatch(/11:00[^<]{0,12}11:45/);
    expect(html).toContain("ctz=Europe%2FLondon");
    expect(html).not.toContain("America%2FNew_York");
    const ics = html.match(/href="([^"]+\.ics)"/)?.[1];
    expect(ics).toBeTruthy();
    const calendar = await (await fetch(ics!.replace(/&amp;/g, "&"))).text();
    expect(calendar).toContain("SUMMARY:Pricing pages that convert");
    // 11:00 in London in February is 11:00 UTC; 45 minutes long.
    expect(calendar).toContain("DTSTART:20270209T110000Z");
    expect(calendar).toContain("DTEND:20270209T114500Z");
    await context.close();
  });

  for (const width of [1280, 375])
    it(`shows a note for the team left out and an instruction followed, and the e-mail prints neither (${width} px)`, async () => {
      const user = await createVerifiedUser(baseURL, { firstName: "Noa" });
      await upgradeToPremium(user);
      const context = await newContext(browser, baseURL, { width, height: 900 });
      const page = await context.newPage();
      await signInPage(page, user.email, user.password);
      await fill(page);
      const address = page.getByLabel(/Company postal address/);
      if (await address.count()) await address.fill("12 Sample Street, 10115 Berlin, Germany");
      await page.getByLabel(/Campaign Details/).fill(NOTES_BRIEF);
      const panel = page.getByTestId("brief-panel");
      await eventually(() =>
        panel.getByRole("region", { name: "Left out of the e-mail" }).textContent(),
      ).toMatch(/Note for the team.*Sam, please check the speaker bio with Maya before Friday/s);
      const found = panel.getByRole("region", { name: "Instructions found" });
      expect(await found.textContent()).toMatch(/Followed.*Not to mention:.*Don't mention the price/s);
      expect(await panel.locator("#brief-name-from").textContent()).toBe("From Pricing pages that convert");
      // The value's words stand out in the brief while its field is in focus.
      await panel.getByRole("textbox", { name: "Name", exact: true }).focus();
      expect(await panel.locator("mark.is-active").first().textContent()).toBe("Pricing pages that convert");
      const note = panel.locator("mark.brief-mark-note");
      expect(await note.first().textContent()).toMatch(/Sam, please check the speaker bio/);
      expect(await note.first().evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
        "line-through",
      );
      // Nothing of the panel runs off a narrow screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `brief-panel-notes-${width}`);
      if (process.env.SCREENSHOTS_DIR) {
        // The whole panel at once: the sticky box beside the form scrolls within the window.
        await panel.evaluate((el) =>
          el.parentElement?.setAttribute("style", "max-height:none;overflow:visible"),
        );
        await panel.screenshot({
          path: `${process.env.SCREENSHOTS_DIR}/brief-panel-notes-${width}-panel.png`,
        });
      }
      if (width === 1280) {
        await eventually(() => page.getByRole("button", { name: /Generate Template/ }).isEnabled()).toBe(
          true,
        );
        await page.getByRole("button", { name: /Generate Template/ }).click();
        await page.getByRole("button", { name: /Generate with these facts/ }).click();
        await eventually(
          () => page.getByRole("heading", { name: "Your template is ready!" }).isVisible(),
          120_000,
        ).toBe(true);
        const html = await latestHtml(user);
        expect(html).toContain("Pricing pages that convert");
        expect(html).not.toMatch(/speaker bio|Internal notes|mention the price/i);
      }
      await context.close();
    });
});
