// Pipeline benchmark against the real app (wrangler dev, local queue, Durable Objects, D1, R2):
//  1. end-to-end time from POST /api/generate-template-async to status "completed", 20 jobs, builtin generator;
//  2. throughput of GET /api/templates for a user with 100 templates vs GET /api/health, in the same run.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT } from "jose";
import { performance } from "node:perf_hooks";
import { TextEncoder } from "node:util";

const ROOT = path.join(import.meta.dirname, "..", "..");
const WRANGLER = path.join(ROOT, "node_modules", "wrangler", "bin", "wrangler.js");
const JOBS = 20;
const LIST_TEMPLATES = 100;
const THROUGHPUT_SECONDS = 3;
const ROUNDS = 3;
const CONCURRENCY = 8;
const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

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

function jwtSecret() {
  const devVars = path.join(ROOT, ".dev.vars");
  if (existsSync(devVars)) {
    const line = readFileSync(devVars, "utf8").split("\n").find((l) => l.startsWith("JWT_SECRET="));
    if (line) return line.slice("JWT_SECRET=".length).trim().replace(/^"|"$/g, "");
  }
  const config = JSON.parse(readFileSync(path.join(ROOT, "wrangler.jsonc"), "utf8").replace(/^\s*\/\/.*$/gm, ""));
  return config.vars.JWT_SECRET;
}

function tokenFor(userId) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer("brandmail")
    .setAudience("brandmail-api")
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(new TextEncoder().encode(jwtSecret()));
}

function wrangler(args, persist) {
  const r = spawnSync(process.execPath, [WRANGLER, ...args, "--local", "--persist-to", persist, "-c", "wrangler.jsonc"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, CI: "1" },
  });
  if (r.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
}

/** Two users written straight into the local D1 before the app starts: no dependency on the accounts API. */
function seed(persist, generatorUser, listUser) {
  wrangler(["d1", "migrations", "apply", "DB"], persist);
  const user = (id, plan) =>
    `INSERT INTO users (id, email, first_name, last_name, password_hash, email_verified_at, plan, custom_template_limit, bonus_templates) VALUES (${sqlString(id)}, ${sqlString(`${id.slice(0, 8)}@bench-corp.com`)}, 'Bench', 'User', 'x', unixepoch(), ${sqlString(plan)}, 100, 1000);`;
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function endToEnd(baseURL, token) {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const times = [];
  const types = ["newsletter", "webinar", "product-launch", "customer-onboarding", "transactional-purchase"];
  for (let i = 0; i < JOBS; i++) {
    const started = performance.now();
    const res = await fetch(`${baseURL}/api/generate-template-async`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        palette: ["#0b6e4f", "#f4a259", "#1d3557"],
        logo: PNG,
        // Submissions refuse private addresses; a .invalid name never resolves, so the reader fails fast and the job carries on.
        url: "https://www.bench-corp.invalid/bench",
        sessionId: randomUUID(),
        campaignType: types[i % types.length],
        campaignText: "Bench run: our spring webinar on 12 March.",
      }),
    });
    if (res.status !== 202) throw new Error(`submit answered ${res.status}: ${await res.text()}`);
    const { jobId } = await res.json();
    for (;;) {
      const s = await (await fetch(`${baseURL}/api/queue/status/${jobId}`, { headers })).json();
      if (s.status === "completed") break;
      if (s.status === "failed") throw new Error(`job ${jobId} failed: ${s.error}`);
      if (performance.now() - started > 60_000) throw new Error(`job ${jobId} did not finish in 60 s`);
      await sleep(50);
    }
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    jobs: JOBS,
    medianMs: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    minMs: Math.round(sorted[0]),
    maxMs: Math.round(sorted[sorted.length - 1]),
  };
}

async function throughput(url, headers) {
  let count = 0;
  let errors = 0;
  const deadline = performance.now() + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        if (res.ok) count++;
        else errors++;
      }
    }),
  );
  if (errors) throw new Error(`${errors} failed requests to ${url}`);
  return count / THROUGHPUT_SECONDS;
}

export async function run() {
  const persist = mkdtempSync(path.join(tmpdir(), "brandmail-bench-"));
  const generatorUser = randomUUID();
  const listUser = randomUUID();
  let app;
  try {
    seed(persist, generatorUser, listUser);
    app = await startApp(persist);
    const e2e = await endToEnd(app.baseURL, await tokenFor(generatorUser));
    console.log(
      `end-to-end submission -> completed (${e2e.jobs} jobs, builtin): median ${e2e.medianMs} ms, p95 ${e2e.p95Ms} ms (min ${e2e.minMs}, max ${e2e.maxMs})`,
    );

    const listToken = await tokenFor(listUser);
    const check = await (await fetch(`${app.baseURL}/api/templates`, { headers: { authorization: `Bearer ${listToken}` } })).json();
    if (check.total !== LIST_TEMPLATES) throw new Error(`expected ${LIST_TEMPLATES} templates, got ${check.total}`);
    // Warm both paths, then alternate short rounds so load from anything else on the machine hits both alike.
    await throughput(`${app.baseURL}/api/health`, {});
    await throughput(`${app.baseURL}/api/templates`, { authorization: `Bearer ${listToken}` });
    let healthTotal = 0;
    let listTotal = 0;
    for (let round = 0; round < ROUNDS; round++) {
      healthTotal += await throughput(`${app.baseURL}/api/health`, {});
      listTotal += await throughput(`${app.baseURL}/api/templates`, { authorization: `Bearer ${listToken}` });
    }
    const healthRps = healthTotal / ROUNDS;
    const listRps = listTotal / ROUNDS;
    const ratio = listRps / healthRps;
    console.log(
      `GET /api/templates (100 templates, page of 50): ${listRps.toFixed(1)} req/s; GET /api/health: ${healthRps.toFixed(1)} req/s; ratio ${ratio.toFixed(2)} (concurrency ${CONCURRENCY}, ${ROUNDS} alternating rounds of ${THROUGHPUT_SECONDS} s)`,
    );
    return { endToEnd: e2e, templatesListRps: listRps, healthRps, listToHealthRatio: ratio };
  } catch (err) {
    if (app) console.error(app.log().split("\n").filter((l) => !l.includes("GET /api/queue/status")).join("\n").slice(-5000));
    throw err;
  } finally {
    if (app) stop(app.child);
    await sleep(500);
    rmSync(persist, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
