// Lighthouse (mobile preset, Lighthouse 12 through npx) on the public pages of a running app, three runs per
// page, median printed. Start the app first (`npm start`), then `npm run lighthouse` (BASE_URL to point elsewhere).
// Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); nothing is downloaded but the npm package.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const base = (process.env.BASE_URL ?? "http://localhost:8787").replace(/\/$/, "");
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/pricing"];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const dir = mkdtempSync(path.join(tmpdir(), "lighthouse-"));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const out = path.join(dir, `run-${i}.json`);
      const r = spawnSync(
        "npx",
        [
          "-y",
          "lighthouse@12",
          `${base}${page}`,
          "--quiet",
          "--output=json",
          `--output-path=${out}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-background-networking --disable-component-update",
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
          stdio: "ignore",
        },
      );
      if (r.status !== 0) throw new Error(`lighthouse failed on ${page} (exit ${r.status})`);
      const report = JSON.parse(readFileSync(out, "utf8"));
      runs.push({
        scores: CATEGORIES.map((c) => Math.round(report.categories[c].score * 100)),
        fcp: report.audits["first-contentful-paint"].numericValue,
        lcp: report.audits["largest-contentful-paint"].numericValue,
        tbt: report.audits["total-blocking-time"].numericValue,
      });
    }
    const scores = CATEGORIES.map((c, i) => `${c} ${median(runs.map((r) => r.scores[i]))}`).join(", ");
    console.log(
      `${page}: ${scores} (median of ${RUNS}; performance runs ${runs.map((r) => r.scores[0]).join("/")}; ` +
        `FCP ${(median(runs.map((r) => r.fcp)) / 1000).toFixed(1)} s, LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(1)} s, ` +
        `TBT ${Math.round(median(runs.map((r) => r.tbt)))} ms)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
