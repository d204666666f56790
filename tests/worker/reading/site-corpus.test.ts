/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { scoreCorpus, type Expected, type SiteFiles } from "../../../scripts/bench/brand-corpus-score";

const pages = import.meta.glob("../../fixtures/sites/*/page.html", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
const expected = import.meta.glob("../../fixtures/sites/*/expected.json", {
  import: "default",
  eager: true,
}) as Record<string, Expected>;
// Stylesheets and manifests saved next to a page are read as the site's own, like `npm run generate -- --site-html`.
const resources = import.meta.glob(
  [
    "../../fixtures/sites/*/**/*.css",
    "../../fixtures/sites/*/**/*.{webmanifest,json}",
    "!../../fixtures/sites/*/expected.json",
  ],
  { query: "?raw", import: "default", eager: true },
) as Record<string, string>;

function filesOf(page: string): SiteFiles {
  const dir = page.replace(/page\.html$/, "");
  return Object.fromEntries(
    Object.entries(resources)
      .filter(([p]) => p.startsWith(dir))
      .map(([p, text]) => [p.slice(dir.length), text]),
  );
}

describe("site reader on the corpus of real pages", () => {
  it("reads what a person reads off the page", async () => {
    const corpus = Object.entries(pages).map(([path, html]) => ({
      name: path,
      html,
      expected: expected[path.replace("page.html", "expected.json")],
      files: filesOf(path),
    }));
    expect(corpus.length).toBeGreaterThanOrEqual(40);
    const t = await scoreCorpus(corpus);
    expect(t.rate("name")).toBeGreaterThanOrEqual(0.9);
    expect(t.rate("logo")).toBeGreaterThanOrEqual(0.85);
    expect(t.rate("lang")).toBeGreaterThanOrEqual(0.95);
    expect(t.rate("all")).toBeGreaterThanOrEqual(0.8);
    expect(t.table.tagline.wrong).toBe(0);
    // Colour is scored on the pages whose capture shows a brand colour (33: the trafilatura captures lack their
    // stylesheets, the htmldate and metascraper ones carry them inline). ADAC's yellow is not in its capture and The
    // Verge's pink is only on a consent button: both stay wrong, by rule.
    const colourPages = Object.values(expected).filter((e) => e.color).length;
    expect(colourPages).toBeGreaterThanOrEqual(25);
    expect(t.rate("color")).toBeGreaterThanOrEqual(0.85);
  });
});
