// Load benchmark against the real app (wrangler dev: local queue, Durable Objects, D1, R2), one run, ratios from it:
//  - tokens come from POST /api/auth/login, so every request pays the real per-request session check;
//  - throughput is measured with autocannon (a client much faster than the server, unlike a fetch loop);
//  - CPU is read from the workerd processes (/proc), not guessed from wall time.
// Prints: templates list / health, login / health, health during 8 parallel logins / idle health, CPU per login,
// submission-to-completed p50/p95 (and when the pushed completion arrived), CPU per generation, click-to-card.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { scryptSync } from "node:crypto";
import { readdirSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { Buffer } from "node:buffer";
import { clearTimeout, setTimeout } from "node:timers";

const ROOT = path.join(import.meta.dirname, "..", "..");
const WRANGLER = path.join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
const JOBS = Number(process.env.BENCH_JOBS ?? 20);
const LIST_TEMPLATES = 100;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = 8;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const emailOf = (id) => `${id.slice(0, 8)}@bench-corp.com`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sqlString = (v) => `'${String(v).replace(/'/g, "''")}'`;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === "object" ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

export const PASSWORD = "bench horse battery staple";

/** The app's stored format (s1$N$r$p$salt$key) at the production parameters, so logins pay the real cost. */
export function passwordHash() {
  const salt = Buffer.from(randomUUID().replace(/-/g, ""), "hex");
  const key = scryptSync(Buffer.from(PASSWORD.normalize("NFKC")), salt, 32, {
    N: 2 ** 14,
    r: 8,
    p: 5,
    maxmem: 64 * 1024 * 1024,
  });
  return ["s1", 2 ** 14, 8, 5, salt.toString("base64"), key.toString("base64")].join("$");
}

export function wrangler(args, persist) {
  const r = spawnSync(
    process.execPath,
    [WRANGLER, ...args, "--local", "--persist-to", persist, "-c", "wrangler.jsonc"],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, CI: "1" },
    },
  );
  if (r.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
}

/** Two users written straight into the local D1 before the app starts: no dependency on the accounts API. */
function seed(persist, generatorUser, listUser) {
  wrangler(["d1", "migrations", "apply", "DB"], persist);
  const hash = passwordHash();
  const user = (id, plan) =>
    `INSERT INTO users (id, email, first_name, last_name, password_hash, email_verified_at, plan, custom_template_limit, bonus_templates) VALUES (${sqlString(id)}, ${sqlString(emailOf(id))}, 'Bench', 'User', ${sqlString(hash)}, unixepoch(), ${sqlString(plan)}, 100, 1000);`;
  const rows = [user(generatorUser, "enterprise"), user(listUser, "enterprise")];
  const types = ["newsletter", "webinar", "product-launch", "offline-event", "confirmation-email"];
  for (let i = 0; i < LIST_TEMPLATES; i++) {
    const id = randomUUID();
    rows.push(
      `INSERT INTO templates (id, user_id, name, campaign_type, website_url, templatecardid, subject, preheader, body_key, text_key, size_bytes, created_at) VALUES (${sqlString(id)}, ${sqlString(listUser)}, ${sqlString(`Bench template ${i}`)}, ${sqlString(types[i % types.length])}, 'https://www.bench-corp.com', ${sqlString(`BN${String(i).padStart(4, "0")}`)}, 'Subject', 'Preheader', ${sqlString(`templates/${listUser}/${id}/index.html`)}, ${sqlString(`templates/${listUser}/${id}/plain.txt`)}, 20000, unixepoch() - ${i});`,
    );
  }
  const file = path.join(persist, "seed.sql");
  writeFileSync(file, rows.join("\n"));
  wrangler(["d1", "execute", "DB", "--file", file], persist);
}

async function startApp(persist) {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PERSIST_DIR: persist },
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
      if ((await fetch(`${baseURL}/api/health`)).ok) return { baseURL, child, log: () => log };
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error(`app did not start:\n${log.slice(-3000)}`);
}

function stop(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** CPU seconds used so far by each workerd process of the app (its own process group), by pid. */
export function workerdCpuByProcess(pgid) {
  const ticks = 100;
  const byPid = new Map();
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid || !comm.startsWith("workerd")) continue;
      byPid.set(pid, (Number(fields[11]) + Number(fields[12])) / ticks);
    } catch {
      /* process ended */
    }
  }
  return byPid;
}

/** CPU seconds used so far by the workerd processes of the app, together. */
export function workerdCpuSeconds(pgid) {
  let total = 0;
  for (const seconds of workerdCpuByProcess(pgid).values()) total += seconds;
  return total;
}

/**
 * Runs a load and returns it with the CPU per request of all workerd processes together and of the busiest one
 * (wrangler dev runs the app, its D1 simulator and its Durable Objects in one workerd process, whose one JavaScript
 * thread is what saturates first).
 */
async function cannonWithCpu(pgid, opts) {
  const before = workerdCpuByProcess(pgid);
  const result = await cannon(opts);
  const deltas = [...workerdCpuByProcess(pgid)].map(([pid, s]) => s - (before.get(pid) ?? 0));
  return {
    ...result,
    cpu: deltas.reduce((a, b) => a + b, 0) / result.total,
    busiestCpu: Math.max(...deltas) / result.total,
  };
}

let ipCounter = 0;
const freshIp = () => `10.77.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}`;

async function login(baseURL, email) {
  for (;;) {
    const res = await fetch(`${baseURL}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    // The isolate's hashing is full: a client waits as told (Retry-After) and tries again.
    if (res.status === 429 && res.headers.get("retry-after")) {
      loginRefusals++;
      await res.arrayBuffer();
      await sleep(Number(res.headers.get("retry-after")) * 1000);
      continue;
    }
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
    return (await res.json()).access_token;
  }
}
let loginRefusals = 0;

function cannon(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONCURRENCY, duration: THROUGHPUT_SECONDS, ...opts }, (err, result) => {
      if (err) return reject(err);
      if (result.non2xx || result.errors)
        return reject(new Error(`${opts.url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({
        rps: result.requests.total / THROUGHPUT_SECONDS,
        total: result.requests.total,
        p50: result.latency.p50,
      });
    });
  });
}

async function submitJob(baseURL, headers, i) {
  const types = ["newsletter", "webinar", "product-launch", "customer-onboarding", "transactional-purchase"];
  const res = await fetch(`${baseURL}/api/generate-template-async`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      palette: ["#0b6e4f", "#f4a259", "#1d3557"],
      logo: PNG,
      // A loopback address: the site reader refuses it without touching the network, the job carries on.
      // Submissions refuse private addresses; a .invalid name never resolves, so the reader fails fast and the job carries on.
      url: "https://www.bench-corp.invalid/bench",
      sessionId: randomUUID(),
      campaignType: types[i % types.length],
      campaignText: "Bench run: our spring webinar on 12 March.",
    }),
  });
  if (res.status !== 202) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
  return (await res.json()).jobId;
}

/** Resolves with performance.now() when the job's WebSocket reports completed. */
function pushedCompletion(baseURL, jobId, token) {
  return new Promise((resolve, reject) => {
    const ws = new globalThis.WebSocket(`${baseURL.replace(/^http/, "ws")}/api/queue/events/${jobId}`, [
      "brandmail.v1",
      `bearer.${token}`,
    ]);
    const timer = setTimeout(() => reject(new Error(`no push for ${jobId}`)), 60_000);
    ws.addEventListener("message", (e) => {
      const event = JSON.parse(String(e.data));
      if (event.status === "completed" || event.status === "failed") {
        clearTimeout(timer);
        ws.close();
        resolve(performance.now());
      }
    });
    ws.addEventListener("error", () => reject(new Error(`socket for ${jobId} failed`)));
  });
}

/** Submission -> completed per job, seen by a 25 ms poll and by the pushed event; one job at a time. */
async function endToEnd(baseURL, token) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const polled = [];
  const pushed = [];
  for (let i = 0; i < JOBS; i++) {
    const started = performance.now();
    const jobId = await submitJob(baseURL, headers, i);
    const push = pushedCompletion(baseURL, jobId, token);
    let seen;
    for (;;) {
      const s = await (await fetch(`${baseURL}/api/queue/status/${jobId}`, { headers })).json();
      if (s.status === "completed") break;
      if (s.status === "failed") throw new Error(`job ${jobId} failed: ${s.error}`);
      if (performance.now() - started > 60_000) throw new Error(`job ${jobId} did not finish in 60 s`);
      await sleep(25);
    }
    seen = performance.now();
    polled.push(seen - started);
    pushed.push((await push) - started);
  }
  const stats = (list) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      max: Math.round(sorted[sorted.length - 1]),
    };
  };
  return {
    polled: stats(polled),
    pushed: stats(pushed),
    pushLag: stats(pushed.map((p, i) => p - polled[i])),
  };
}

/** CPU per generation: jobs submitted back to back, completion learned from the push only (no polling). */
async function cpuPerGeneration(app, token, jobs = 10) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const before = workerdCpuSeconds(app.child.pid);
  const done = [];
  for (let i = 0; i < jobs; i++)
    done.push(pushedCompletion(app.baseURL, await submitJob(app.baseURL, headers, i), token));
  await Promise.all(done);
  return (workerdCpuSeconds(app.child.pid) - before) / jobs;
}

async function clickToCard(baseURL, email) {
  let chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    return null;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    // The cookie choice is made, so the consent overlay does not cover the page.
    await context.addInitScript(() => {
      if (!globalThis.localStorage.getItem("cookieConsent")) {
        globalThis.localStorage.setItem("cookieConsent", "declined");
        globalThis.localStorage.setItem("cookieConsentDate", String(Date.now()));
      }
    });
    const page = await context.newPage();
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.waitForFunction(() => Boolean(globalThis.sessionStorage.getItem("user")), undefined, {
      timeout: 30_000,
    });
    await page.waitForURL((url) => url.pathname === "/", { timeout: 30_000 });
    await page.getByRole("heading", { name: /Welcome back/ }).waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Start Creating" }).click();
    await page.getByTestId("logo-input").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from(PNG.split(",")[1], "base64"),
    });
    await page.getByAltText("Uploaded logo preview").waitFor();
    // A name that never resolves: private addresses are refused, and the bench must not reach the internet.
    await page.getByLabel(/Website URL/).fill("https://www.bench-corp.invalid/bench");
    await page.getByRole("button", { name: /Campaign Type/ }).click();
    await page.getByRole("option", { name: /Double opt-in/ }).click();
    const before = await page.getByRole("article").count();
    const clicked = performance.now();
    await page.getByRole("button", { name: /Generate Template/ }).click();
    await page.getByRole("heading", { name: "Your template is ready!" }).waitFor({ timeout: 60_000 });
    const ready = performance.now() - clicked;
    await page.waitForFunction((n) => globalThis.document.querySelectorAll("article").length > n, before, {
      timeout: 60_000,
    });
    return { readyMs: Math.round(ready), cardMs: Math.round(performance.now() - clicked) };
  } finally {
    await browser.close();
  }
}

export async function run() {
  const persist = mkdtempSync(path.join(tmpdir(), "brandmail-bench-"));
  const generatorUser = randomUUID();
  const listUser = randomUUID();
  let app;
  try {
    seed(persist, generatorUser, listUser);
    app = await startApp(persist);
    const pgid = app.child.pid;
    console.log("(2 CPU cores shared with other work: compare the ratios, which come from this one run)");

    const listToken = await login(app.baseURL, emailOf(listUser));
    const genToken = await login(app.baseURL, emailOf(generatorUser));
    const check = await (
      await fetch(`${app.baseURL}/api/templates`, { headers: { authorization: `Bearer ${listToken}` } })
    ).json();
    if (check.total !== LIST_TEMPLATES)
      throw new Error(`expected ${LIST_TEMPLATES} templates, got ${check.total}`);

    // BENCH_ONLY=e2e runs just the generation timings (e.g. to compare queue batch timeouts).
    const only = process.env.BENCH_ONLY ?? "";
    if (!only || only === "load") {
      // Warm up both paths, then measure.
      await cannon({ url: `${app.baseURL}/api/health`, duration: 1 });
      await cannon({
        url: `${app.baseURL}/api/templates`,
        headers: { authorization: `Bearer ${listToken}` },
        duration: 1,
      });
      // Health and list alternate for ROUNDS rounds, so a slow spell of this shared machine falls on both: each
      // round gives a ratio, the median round is printed.
      const rounds = [];
      const auth = { authorization: `Bearer ${listToken}` };
      for (let i = 0; i < ROUNDS; i++) {
        const health = await cannonWithCpu(pgid, { url: `${app.baseURL}/api/health` });
        const list = await cannonWithCpu(pgid, { url: `${app.baseURL}/api/templates`, headers: auth });
        // The request the dashboard itself makes: its first page of 24 cards.
        const dash = await cannon({ url: `${app.baseURL}/api/templates?pageSize=24`, headers: auth });
        // The smallest signed-in read there is (one user row): what a single D1 read costs here, whatever it reads.
        const profile = await cannonWithCpu(pgid, { url: `${app.baseURL}/api/auth/profile`, headers: auth });
        rounds.push({
          health,
          list,
          profile,
          ratio: list.rps / health.rps,
          dashRatio: dash.rps / health.rps,
          profileRatio: profile.rps / health.rps,
        });
      }
      const medianOf = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
      const byRatio = [...rounds].sort((x, y) => x.ratio - y.ratio);
      const median = byRatio[Math.floor(byRatio.length / 2)];
      const { health, list, profile } = median;
      const ms = (seconds) => (seconds * 1000).toFixed(2);
      const cpuOf = (r) =>
        `${ms(r.cpu)} ms CPU/request in workerd, ${ms(r.busiestCpu)} ms in its busiest process`;
      let cpu;
      console.log(`GET /api/health idle: ${health.rps.toFixed(0)} req/s (${cpuOf(health)})`);
      console.log(
        `GET /api/templates (real login token, 100 templates, page of 50): ${list.rps.toFixed(0)} req/s (${cpuOf(list)})`,
      );
      console.log(
        `ratio templates list / health: ${median.ratio.toFixed(2)} (median of ${ROUNDS} alternating rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(", ")}; concurrency ${CONCURRENCY}, autocannon)`,
      );
      console.log(
        `ratio dashboard's first page (pageSize=24) / health: ${medianOf(rounds.map((r) => r.dashRatio)).toFixed(2)} (median; rounds ${rounds.map((r) => r.dashRatio.toFixed(2)).join(", ")})`,
      );
      console.log(
        `reference, GET /api/auth/profile (one user row from D1): ${profile.rps.toFixed(0)} req/s (${cpuOf(profile)}); ratio to health ${medianOf(rounds.map((r) => r.profileRatio)).toFixed(2)} (median; rounds ${rounds.map((r) => r.profileRatio.toFixed(2)).join(", ")})`,
      );

      // CPU per login: sequential logins, workerd CPU before and after.
      cpu = workerdCpuSeconds(pgid);
      const LOGINS = 10;
      for (let i = 0; i < LOGINS; i++) await login(app.baseURL, emailOf(listUser));
      const loginCpu = (workerdCpuSeconds(pgid) - cpu) / LOGINS;
      console.log(`CPU per login: ${loginCpu.toFixed(3)} s (workerd, ${LOGINS} sequential logins)`);

      // Login throughput and health while 8 logins run in parallel, same run.
      let logins = 0;
      let stopLogins = false;
      loginRefusals = 0;
      const loginStarted = performance.now();
      const loops = Array.from({ length: CONCURRENCY }, async () => {
        while (!stopLogins) {
          await login(app.baseURL, emailOf(listUser));
          logins++;
        }
      });
      await sleep(300);
      const busyHealth = await cannon({ url: `${app.baseURL}/api/health` });
      stopLogins = true;
      await Promise.all(loops);
      const loginRps = logins / ((performance.now() - loginStarted) / 1000);
      console.log(
        `POST /api/auth/login, 8 in parallel: ${loginRps.toFixed(1)} logins/s (${loginRefusals} answered 429 busy, retried after Retry-After); ratio login / health: ${(loginRps / health.rps).toFixed(3)}`,
      );
      console.log(
        `GET /api/health during 8 parallel logins: ${busyHealth.rps.toFixed(0)} req/s; ratio to idle health: ${(busyHealth.rps / health.rps).toFixed(2)}`,
      );
    }
    if (!only || only === "e2e") {
      const e2e = await endToEnd(app.baseURL, genToken);
      console.log(
        `submission -> completed (${JOBS} jobs one at a time, builtin, 25 ms poll): p50 ${e2e.polled.p50} ms, p95 ${e2e.polled.p95} ms, max ${e2e.polled.max} ms`,
      );
      console.log(
        `completion pushed over the WebSocket: p50 ${e2e.pushed.p50} ms, p95 ${e2e.pushed.p95} ms after submission; push minus poll: p50 ${e2e.pushLag.p50} ms, max ${e2e.pushLag.max} ms`,
      );
      const genCpu = await cpuPerGeneration(app, genToken);
      console.log(
        `CPU per generation (workerd, submit + consumer + push, no polling): ${(genCpu * 1000).toFixed(0)} ms`,
      );
    }
    if (!only || only === "browser") {
      const card = await clickToCard(app.baseURL, emailOf(generatorUser)).catch((e) => {
        console.log(`click-to-card skipped: ${e.message.split("\n")[0]}`);
        return null;
      });
      if (card)
        console.log(
          `Chromium click -> "Your template is ready!": ${card.readyMs} ms; click -> new card in the list: ${card.cardMs} ms (includes the spec's 2 s before the overlay closes)`,
        );
    }
    return true;
  } catch (err) {
    if (app)
      console.error(
        app
          .log()
          .split("\n")
          .filter((l) => !l.includes("GET /api/queue/status"))
          .join("\n")
          .slice(-5000),
      );
    throw err;
  } finally {
    if (app) stop(app.child);
    await sleep(500);
    rmSync(persist, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
