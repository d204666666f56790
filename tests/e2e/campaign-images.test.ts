import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, signInPage } from "./support/accounts";
import { clickGenerate } from "./support/generate";

const baseURL = inject("baseURL");
const browser = useBrowser();

const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=",
  "base64",
);
// A public-domain product photo (scripts/examples/photos/LICENCES.md): an espresso cup on a wooden table.
const PHOTO = path.resolve(import.meta.dirname, "../../scripts/examples/photos/coffee.png");

describe("campaign images in Chromium", () => {
  it("a Premium user drops a product photo with the logo and gets a launch e-mail whose hero is that photo", async () => {
    const user = await createVerifiedUser(baseURL, { firstName: "Iris" });
    const upgraded = await fetch(`${baseURL}/api/payment/verify-subscription`, {
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
    expect(upgraded.status).toBe(200);
    const context = await newContext(browser, baseURL, { width: 1280, height: 900 });
    const page = await context.newPage();
    await signInPage(page, user.email, user.password);
    await page.getByRole("button", { name: "Start Creating" }).click();
    await page.getByRole("heading", { name: "Email Template Generator" }).waitFor();
    await page
      .getByTestId("logo-input")
      .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
    await page.getByAltText("Uploaded logo preview").waitFor();
    await page
      .getByTestId("campaign-images-input")
      .setInputFiles({ name: "espresso.png", mimeType: "image/png", buffer: await readFile(PHOTO) });
    await screenshot(page, "campaign-images-dropped");
    await page.getByAltText("Campaign image 1: espresso.png").waitFor();
    await page.getByLabel(/Website URL/).fill("https://northwind-labs.com");
    await page.getByRole("button", { name: /Campaign Type/ }).click();
    await page.getByRole("option", { name: /Product launch/ }).click();
    await page
      .getByLabel(/Campaign Details/)
      .fill("Product: Espresso Blend No. 5\nPrice: €14\n\nOur new house espresso, roasted every Monday.");
    await screenshot(page, "campaign-images-form");
    await clickGenerate(page);
    await expect
      .poll(() => page.getByRole("heading", { name: "Your template is ready!" }).isVisible(), {
        timeout: 120_000,
        interval: 300,
      })
      .toBe(true);

    const list = (await (
      await fetch(`${baseURL}/api/templates`, {
        headers: { authorization: `Bearer ${user.login.sessionToken}` },
      })
    ).json()) as { templates: { previewUrl: string; campaignType?: string }[] };
    const html = await (await fetch(`${baseURL}${list.templates[0].previewUrl}`)).text();
    // No site picture can be fetched here and no artwork is drawn any more: a hero.jpg can only be the upload.
    const hero = /(?:background="|<img src=")([^"]+\/hero\.jpg)"/.exec(html)?.[1];
    expect(hero, "a photo hero").toBeTruthy();
    // The served bytes are drawn from a data URL: an image from the app's origin would taint a blank page's canvas.
    const served = await fetch(new URL(hero!, baseURL));
    expect(served.headers.get("content-type")).toMatch(/^image\/jpeg/);
    const bytes = Buffer.from(await served.arrayBuffer()).toString("base64");
    const view = await context.newPage();
    await view.setContent(`<img id="h" src="data:image/jpeg;base64,${bytes}">`);
    await view.waitForFunction(
      () => (globalThis.document.getElementById("h") as HTMLImageElement | null)?.complete,
    );
    const [r, g, b] = await view.evaluate(() => {
      const img = globalThis.document.getElementById("h") as HTMLImageElement;
      const canvas = globalThis.document.createElement("canvas");
      canvas.width = 60;
      canvas.height = 30;
      const ctx = canvas.getContext("2d")!;
      ctx.drawImage(img, 0, 0, 60, 30);
      const d = ctx.getImageData(0, 0, 60, 30).data;
      const sum = [0, 0, 0];
      for (let i = 0; i < d.length; i += 4) for (let k = 0; k < 3; k++) sum[k] += d[i + k];
      return sum.map((v) => v / (d.length / 4));
    });
    // The espresso photo: warm browns, red well above blue.
    expect(r - b).toBeGreaterThan(40);
    expect(g).toBeGreaterThan(0);
    await view.goto(`${baseURL}${list.templates[0].previewUrl}`);
    await screenshot(view, "campaign-images-launch");
    await context.close();
  });
});
