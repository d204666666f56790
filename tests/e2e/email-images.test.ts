import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { newContext, screenshot, useBrowser } from "./browser";
import { createVerifiedUser, type CreatedUser } from "./support/accounts";

const baseURL = inject("baseURL");
const browser = useBrowser();

// A 24x24 PNG: an indigo block with a white bar over an orange band, transparent border.
const LOGO_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAABgAAAAYCAYAAADgdz34AAAAeklEQVR4AeyRsQ2AMAwEDQ07sAMFS0AJi7EIFS0DQcESpHK6V2LpkzSO9LL0UnT+dy+FXz3Atjw/U1pMvQRKZE+Y4LpHsQgtBgHog9VvB9jXVyxCydolQBtZfU+QbCxWdE6zMKXkCFCDPR2QbNQryq9oOL6OKSUXv0EAAAD//7vbrI4AAAAGSURBVAMASgWIMeaEA6UAAAAASUVORK5CYII=";

// The customer's own photo (public domain, scripts/examples/photos/LICENCES.md). Since issue 24 an e-mail shows a
// picture only when it means something (no abstract artwork), so the pictures here are the ones a customer uploads.
const PHOTO = resolve(import.meta.dirname, "../../scripts/examples/photos/coffee.png");

async function api<T>(user: CreatedUser, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${user.login.sessionToken}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function premiumUser(): Promise<CreatedUser> {
  const user = await createVerifiedUser(baseURL, { firstName: "Iris" });
  const res = await api<{ plan: string }>(user, "/api/payment/verify-subscription", {
    subscriptionId: `SIM-${crypto.randomUUID()}`,
    userId: user.login.user.id,
    userEmail: user.email,
    planName: "premium",
    billingCycle: "monthly",
  });
  expect(res.body.plan).toBe("premium");
  return user;
}

async function generate(user: CreatedUser, campaignType: string, campaignText: string): Promise<string> {
  const submitted = await api<{ jobId: string }>(user, "/api/generate-template-async", {
    palette: ["#0f766e", "#f59e0b"],
    logo: `data:image/png;base64,${LOGO_PNG}`,
    images: [`data:image/png;base64,${(await readFile(PHOTO)).toString("base64")}`],
    url: "https://northwind-labs.com",
    campaignType,
    campaignText,
  });
  expect(submitted.status).toBe(202);
  let templateId: string | null = null;
  await expect
    .poll(
      async () => {
        const s = await api<{ status: string; templateId: string | null }>(
          user,
          `/api/queue/status/${submitted.body.jobId}`,
        );
        templateId = s.body.templateId;
        return s.body.status;
      },
      { timeout: 90_000, interval: 300 },
    )
    .toBe("completed");
  const list = await api<{ templates: { id: string; previewUrl: string }[] }>(user, "/api/templates");
  return list.body.templates.find((t) => t.id === templateId)!.previewUrl;
}

describe("hosted e-mail images in Chromium", () => {
  it("generates a newsletter and a webinar whose every image loads in the preview", async () => {
    const user = await premiumUser();
    const previews = {
      newsletter: await generate(
        user,
        "newsletter",
        "Our spring issue: new roasts, a visit to our farm partners and brewing tips.",
      ),
      webinar: await generate(
        user,
        "webinar",
        "Title: Brewing at home\nDate: 12 March 2027\nTime: 16:00 CET\nSpeakers: Ada Lovelace (Head roaster)\n\nA practical live session.",
      ),
    };
    const context = await newContext(browser, baseURL, { width: 800 });
    for (const [type, previewUrl] of Object.entries(previews)) {
      const page = await context.newPage();
      await page.goto(previewUrl, { waitUntil: "load" });
      const images = await page.evaluate(() =>
        Array.from(document.images).map((im) => ({
          src: im.currentSrc,
          ok: im.complete && im.naturalWidth > 0,
          w: im.getAttribute("width"),
          h: im.getAttribute("height"),
          alt: im.getAttribute("alt"),
        })),
      );
      // Background images (the bulletproof hero) load outside document.images: fetch them as the client would.
      const backgrounds = await page.evaluate(() =>
        Array.from(document.querySelectorAll("[background]")).map((el) => el.getAttribute("background")!),
      );
      expect(images.length + backgrounds.length, `${type} images`).toBeGreaterThanOrEqual(3);
      for (const im of images) {
        expect(im.ok, `${type}: ${im.src} loads`).toBe(true);
        expect(im.src.startsWith(`${baseURL}/api/assets/`), `${type}: ${im.src} is hosted by the app`).toBe(
          true,
        );
        expect(im.w && im.h && im.alt !== null, `${type}: ${im.src} has width, height and alt`).toBe(true);
      }
      for (const src of [...new Set([...images.map((i) => i.src), ...backgrounds])]) {
        const res = await fetch(src);
        expect(res.status, src).toBe(200);
        expect(res.headers.get("content-type"), src).toMatch(/^image\/(png|jpeg)$/);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect((await res.arrayBuffer()).byteLength).toBeLessThanOrEqual(200 * 1024);
      }
      if (type === "webinar") {
        const ics = await page.evaluate(() =>
          Array.from(document.querySelectorAll("a"))
            .map((a) => a.href)
            .find((h) => h.endsWith(".ics")),
        );
        expect(ics).toBeTruthy();
        const res = await fetch(ics!);
        expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
        expect(await res.text()).toContain("DTSTART:20270312T150000Z");
      }
      await screenshot(page, `email-images-${type}`);
      await page.close();
    }
    await context.close();
  });
});
