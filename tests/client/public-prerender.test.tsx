import { describe, expect, it } from "vitest";
import { renderPage } from "../../src/client/prerender";
import { PUBLIC_PAGES } from "../../src/client/lib/public-pages";

// The same function scripts/prerender.mjs runs at build time to write the public pages' HTML.
describe("pre-rendered public pages", () => {
  const HEADINGS: Record<keyof typeof PUBLIC_PAGES, RegExp> = {
    "/": /<h1[^>]*>Branded e-mail templates from your logo, in seconds<\/h1>/,
    "/pricing": /<h1[^>]*>Choose a plan<\/h1>/,
    "/privacy": /<h1[^>]*>Privacy Policy<\/h1>/,
    "/terms": /<h1[^>]*>Terms of Service<\/h1>/,
  };

  for (const [path, heading] of Object.entries(HEADINGS)) {
    it(`renders ${path} with its heading and content and no inline script`, async () => {
      const html = await renderPage(path);
      expect(html).toMatch(heading);
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain("Privacy Policy");
      expect(html.length).toBeGreaterThan(5000);
    });
  }

  it("renders the landing page's demo form, examples as script-less frames, and no cookie banner before the browser knows the choice", async () => {
    const html = await renderPage("/");
    expect(html).toMatch(/<input[^>]*type="url"/);
    expect(html).toMatch(/<iframe[^>]*src="\/examples\/[a-z-]+"[^>]*sandbox=""/);
    expect(html).not.toContain("Cookie Consent");
  });
});
