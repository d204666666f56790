import type { BrowserWorker } from "@cloudflare/puppeteer";
import type { RenderPage, SiteReading } from "./types";

/*
 * The optional second pass: a real browser renders the page and gives back its HTML with the colours it computed
 * written into the role elements' `style` attributes, so the static reader reads them as it reads any inline style.
 * It runs only when the static reading is unsure of the brand colour (stylesheets it could not fetch, colours set by
 * scripts); the static reader stays the default and the only reader in tests.
 */

/** Under this, the static colour is a guess worth checking against what a browser paints. */
const RENDER_BELOW_CONFIDENCE = 0.5;
/** A rendered page is read like a fetched one: at most this many characters. */
const MAX_RENDERED_CHARS = 1_000_000;

/** Whether the static reading is unsure enough of the colour to be worth a render. */
function wantsRender(reading: SiteReading): boolean {
  return (
    reading.ok && (reading.colors.length === 0 || reading.colors[0].confidence < RENDER_BELOW_CONFIDENCE)
  );
}

/**
 * Takes the rendered page's colours when they are surer than the static ones; every other field stays the static
 * reading's, whose sources (structured data, the stylesheets' own words) a render does not improve.
 */
function withRenderedColours(reading: SiteReading, rendered: SiteReading): SiteReading {
  const before = reading.colors[0]?.confidence ?? 0;
  const after = rendered.colors[0]?.confidence ?? 0;
  if (after <= before) return reading;
  return {
    ...reading,
    colors: rendered.colors.map((c) => ({ ...c, source: `rendered ${c.source}` })),
  };
}

/**
 * Runs in the rendered page (no imports, no closures): appends the computed background and text colour of the
 * elements whose role counts to their `style` attribute (a logo's background image stays), removes what is not
 * displayed, and returns the HTML. Scripts are removed: the static reader must not see markup a script would write
 * a second time. At most 5000 elements are looked at: the pass must not cost the browser more than the page.
 */
export const INLINE_COMPUTED_COLOURS = `(() => {
  const roles = "header, nav, [role=banner], [role=navigation], button, [role=button], a, input[type=submit], [class*=logo], [id*=logo], [class*=header], [id*=header], [class*=menu], [class*=nav], [class*=btn], [class*=button], h1, h2, h3, footer";
  const all = Array.from(document.body ? document.body.querySelectorAll("*") : []).slice(0, 5000);
  const hidden = [];
  for (const el of all) {
    const cs = getComputedStyle(el);
    if (cs.display === "none" || cs.visibility === "hidden") { hidden.push(el); continue; }
    if (!el.matches(roles)) continue;
    const parts = [];
    if (cs.backgroundColor && cs.backgroundColor !== "rgba(0, 0, 0, 0)") parts.push("background-color:" + cs.backgroundColor);
    if (cs.color) parts.push("color:" + cs.color);
    if (parts.length) el.setAttribute("style", (el.getAttribute("style") || "") + ";" + parts.join(";"));
  }
  for (const el of hidden) el.remove();
  for (const s of Array.from(document.querySelectorAll("script:not([type='application/ld+json'])"))) s.remove();
  return "<!doctype html>" + document.documentElement.outerHTML;
})()`;

/** Ends a render that overruns its time limit; the static reading is then kept. */
const RENDER_TIMEOUT_MS = 10_000;

/** The second pass over a finished static reading: never throws, never waits past its time limit. */
export async function renderPass(
  reading: SiteReading,
  render: RenderPage,
  readHtml: (html: string) => SiteReading,
) {
  if (!wantsRender(reading)) return reading;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), RENDER_TIMEOUT_MS);
  try {
    const html = await Promise.race([
      render(reading.url, controller.signal),
      new Promise<null>((resolve) => controller.signal.addEventListener("abort", () => resolve(null))),
    ]);
    return html ? withRenderedColours(reading, readHtml(html)) : reading;
  } catch {
    return reading;
  } finally {
    clearTimeout(timer);
  }
}

/** The Browser Rendering binding (production only) as a page renderer; null when it is not bound, which is the default. */
export function siteRendererFor(env: { BROWSER?: BrowserWorker }): RenderPage | null {
  const binding = env.BROWSER;
  if (!binding) return null;
  return async (url, signal) => {
    const { launch } = await import("@cloudflare/puppeteer");
    const browser = await launch(binding);
    const close = () => void browser.close().catch(() => undefined);
    signal.addEventListener("abort", close, { once: true });
    try {
      const page = await browser.newPage();
      await page.goto(url, { waitUntil: "networkidle2", timeout: RENDER_TIMEOUT_MS });
      const html: unknown = await page.evaluate(INLINE_COMPUTED_COLOURS);
      return typeof html === "string" ? html.slice(0, MAX_RENDERED_CHARS) : null;
    } finally {
      signal.removeEventListener("abort", close);
      close();
    }
  };
}
