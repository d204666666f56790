// Public site figures: the landing page's first JavaScript download (gzip) and the no-account demo's answer time
// (POST /api/demo/generate against the real app, builtin generator, fresh state so the 10-an-hour limit starts at 0).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";

const ROOT = path.join(import.meta.dirname, "..", "..");
const CLIENT = path.join(ROOT, "dist", "client");
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Scripts the landing page loads before any interaction: its module entry and every modulepreload, and for a
 * pre-rendered page the boot entry plus the modules it starts after the first paint (<meta name="app-modules">).
 */
export function initialJs(htmlFile) {
  const html = readFileSync(htmlFile, "utf8");
  const tags = html.matchAll(
    /<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g,
  );
  const booted = /<meta name="app-modules" content="([^"]*)"/.exec(html)?.[1].split(" ") ?? [];
  const files = [...new Set([...[...tags].map((m) => m[1]), ...booted.map((f) => f.replace(/^\//, ""))])];
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(CLIENT, f))).length, 0);
  return { files: files.length, gzipKB: +(gzipBytes / 1024).toFixed(1) };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === "object" ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

export async function startApp(persist) {
  const port = await freePort();
  const skip = existsSync(path.join(CLIENT, "app-shell.html")) ? "1" : "0";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PERSIST_DIR: persist,
      SKIP_BUILD: process.env.SKIP_BUILD ?? skip,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const start = Date.now();
  while (Date.now() - start < 240_000) {
    if (child.exitCode !== null) throw new Error(`app exited with ${child.exitCode}\n${log.slice(-3000)}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, child };
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error(`app did not start:\n${log.slice(-3000)}`);
}

export async function run() {
  if (existsSync(path.join(CLIENT, "index.html"))) {
    const landing = initialJs(path.join(CLIENT, "index.html"));
    console.log(
      `landing page initial JS: ${landing.gzipKB} KB gzip in ${landing.files} files (budget 100 KB)`,
    );
  }
  const persist = mkdtempSync(path.join(tmpdir(), "brandmail-bench-demo-"));
  const { baseURL, child } = await startApp(persist);
  try {
    const types = [
      "confirmation-email",
      "newsletter",
      "webinar",
      "product-launch",
      "offline-event",
      "customer-onboarding",
      "transactional-purchase",
      "whitepaper-autoreply",
    ];
    const times = [];
    // A dropped logo, as most visitors bring one: converted, plated and hosted with the e-mail's other images.
    const logo = `data:image/png;base64,${readFileSync(path.join(ROOT, "public/examples/logos/northwind.png")).toString("base64")}`;
    // 10 an hour per address: one warm-up and nine timed requests.
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const res = await fetch(`${baseURL}/api/demo/generate`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        // An unresolvable site: brand reading fails at once, as it does for most sites with no network here.
        body: JSON.stringify({
          url: "https://northwind-coffee.example",
          campaignType: types[i % types.length],
          brief: "Spring update",
          logo,
        }),
      });
      const body = await res.json();
      if (res.status !== 200 || !body.html)
        throw new Error(`demo answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
      if (i > 0) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `demo generation over HTTP: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms (${times.length} requests with a logo, budget 1000 ms)`,
    );
    const limited = await fetch(`${baseURL}/api/demo/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ url: "https://northwind-coffee.example", campaignType: "newsletter" }),
    });
    console.log(
      `11th demo in the hour: ${limited.status}, Retry-After ${limited.headers.get("retry-after")} s`,
    );
  } finally {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    await sleep(500);
    rmSync(persist, { recursive: true, force: true });
  }
}
