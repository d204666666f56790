// The site reader on the corpus of real pages (tests/fixtures/sites/): right / partly / wrong / missed per field.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";

// `SITES_DIR=/path npm run bench -- brand-corpus` scores another set of pages laid out the same way (a blind set).
const SITES = process.env.SITES_DIR ?? path.join(import.meta.dirname, "../../tests/fixtures/sites");

/** A site folder's stylesheets and manifest (what the reader may ask for), by their path inside the folder. */
export function siteFiles(dir) {
  const files = {};
  for (const f of readdirSync(dir, { recursive: true }))
    if (/\.(css|json|webmanifest)$/i.test(f) && f !== "expected.json")
      files[f.split(path.sep).join("/")] = readFileSync(path.join(dir, f), "utf8");
  return files;
}

export async function run() {
  const { scoreCorpus, FIELDS } = await tsImport("./brand-corpus-score.ts", import.meta.url);
  const pages = readdirSync(SITES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()
    .map((name) => ({
      name,
      html: readFileSync(path.join(SITES, name, "page.html"), "utf8"),
      expected: JSON.parse(readFileSync(path.join(SITES, name, "expected.json"), "utf8")),
      files: siteFiles(path.join(SITES, name)),
    }));
  const verbose = process.env.BENCH_VERBOSE;
  const t = await scoreCorpus(pages, (name, r) => {
    const bad = Object.entries(r.verdicts).filter(([, v]) => v !== "right");
    if (verbose && bad.length)
      console.log(`${name}: ${bad.map(([f, v]) => `${f}=${v}`).join(" ")} ${JSON.stringify(r.found)}`);
  });
  console.log(
    `pages: ${t.pages}, median reading: ${t.medianMs.toFixed(1)} ms of CPU, p95 ${t.p95Ms.toFixed(1)} ms`,
  );
  console.log(
    `${"field".padEnd(9)} ${["right", "partly", "wrong", "missed", "right %"].map((h) => h.padStart(7)).join(" ")}`,
  );
  for (const f of FIELDS) {
    const row = t.table[f];
    console.log(
      `${f.padEnd(9)} ${[row.right, row.partly, row.wrong, row.missed].map((n) => String(n).padStart(7)).join(" ")} ${(100 * t.rate(f)).toFixed(0).padStart(6)}%`,
    );
  }
  console.log(`all fields: ${(100 * t.rate("all")).toFixed(0)}% right`);
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
