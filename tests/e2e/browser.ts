import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const candidate of ["/usr/bin/chromium", "/usr/bin/chromium-browser"])
    if (existsSync(candidate)) return candidate;
  return execSync("command -v chromium || command -v chromium-browser").toString().trim();
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-gpu",
      "--no-first-run",
      "--disable-sync",
    ],
  });
}

/** A fresh context with the cookie choice already made, so the consent overlay does not cover the page. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; consent?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
  });
  // Pre-rendered public pages start their code after the first paint (src/client/boot.ts), so the load event can
  // come before they are interactive: every navigation in these tests waits for the app's ready mark as a person
  // waits for a page that reacts. Documents that are not the app's own (examples, the API) are not waited for.
  context.on("page", (page) => {
    for (const method of ["goto", "reload"] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
      (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const response = await original(...args);
        await appReady(page);
        return response;
      };
    }
  });
  if (options.consent !== false) {
    await context.addInitScript(() => {
      // Sandboxed preview frames have no storage; only the app's own documents need the choice.
      try {
        if (!localStorage.getItem("cookieConsent")) {
          localStorage.setItem("cookieConsent", "declined");
          localStorage.setItem("cookieConsentDate", String(Date.now()));
        }
      } catch {
        /* no storage in this frame */
      }
    });
  }
  return context;
}

/** Resolves once a pre-rendered page has hydrated (<html data-app="ready">); at once for any other document. */
export async function appReady(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('meta[name="app-modules"]') || document.documentElement.dataset.app === "ready",
    undefined,
    { timeout: 15_000 },
  );
}

export async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOTS_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png`, fullPage: true });
}

/** One Chromium per test file: launched before the file's tests, closed after them. */
export function useBrowser(): Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return new Proxy({} as Browser, {
    get(_target, prop) {
      if (!browser) throw new Error("the browser is used before beforeAll launched it");
      const value = Reflect.get(browser, prop);
      return typeof value === "function" ? value.bind(browser) : value;
    },
  });
}
