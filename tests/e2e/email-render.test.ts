import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPE_VALUES } from "../../src/shared/campaign-types";
import { createBuiltinGenerator } from "../../src/worker/generation/builtin";
import { sampleInput } from "../fixtures/samples";
import { useBrowser } from "./browser";

// A 2x1 PNG; the logo host is answered locally so no test touches the network.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mNkYPhfz8DAwMAAAA0FAQH0Vqk3AAAAAElFTkSuQmCC",
  "base64",
);
const LOGO = "https://cdn.brandmail.example/l/logo.png";

const browser = useBrowser();

async function open(html: string, width: number, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
  await page.route("**/*", (route) =>
    route.request().url() === LOGO ? route.fulfill({ body: PNG, contentType: "image/png" }) : route.abort(),
  );
  await page.setContent(html, { waitUntil: "load" });
  return page;
}

const generator = createBuiltinGenerator();

describe.each(CAMPAIGN_TYPE_VALUES)("%s in Chromium", (type) => {
  it.each([1, 2, 3])(
    "seed %i: fits 600 px, no horizontal scrolling at 375 and 320 px, call to action visible",
    async (seed) => {
      const t = await generator.generate(sampleInput(type, seed, { logoUrl: LOGO }));
      for (const width of [600, 375, 320]) {
        const page = await open(t.html, width);
        const m = await page.evaluate(() => {
          const btn = document.querySelector("a.bm-btn")!.getBoundingClientRect();
          const widest = Math.max(
            ...Array.from(document.querySelectorAll("body *")).map((e) => e.getBoundingClientRect().right),
          );
          return {
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
            widest,
            btn: { left: btn.left, right: btn.right, width: btn.width, height: btn.height },
          };
        });
        expect(m.scroll, `scrollWidth at ${width}`).toBeLessThanOrEqual(m.client);
        expect(m.widest, `widest element at ${width}`).toBeLessThanOrEqual(width + 0.5);
        const cta = page.locator("a.bm-btn");
        await cta.scrollIntoViewIfNeeded();
        expect(await cta.isVisible()).toBe(true);
        expect(m.btn.left).toBeGreaterThanOrEqual(0);
        expect(m.btn.right).toBeLessThanOrEqual(width);
        expect(m.btn.height).toBeGreaterThanOrEqual(44);
        if (width === 600) {
          const container = await page.evaluate(() =>
            Math.max(
              ...Array.from(document.querySelectorAll("table"))
                .map((e) => e.getBoundingClientRect().width)
                .filter((w) => w < window.innerWidth),
            ),
          );
          expect(container).toBeLessThanOrEqual(600);
        }
        await page.close();
      }
    },
  );
});

describe("dark mode in Chromium", () => {
  // The logo's plate is baked into its image (worker tests check it against white, black and transparent logos).
  it("switches card and text colours", async () => {
    const t = await generator.generate(sampleInput("newsletter", 2, { logoUrl: LOGO }));
    const read = async (scheme: "light" | "dark") => {
      const page = await open(t.html, 600, scheme);
      const c = await page.evaluate(() => ({
        card: getComputedStyle(document.querySelector(".bm-card")!).backgroundColor,
        text: getComputedStyle(document.querySelector(".bm-t")!).color,
      }));
      await page.close();
      return c;
    };
    const light = await read("light");
    const dark = await read("dark");
    expect(light.card).toBe("rgb(255, 255, 255)");
    expect(dark.card).not.toBe(light.card);
    expect(dark.text).not.toBe(light.text);
  });
});
