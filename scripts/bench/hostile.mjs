// What hostile uploads cost the server, on a freshly started app (`npm run bench -- hostile`):
//  - each SVG of the paint family (and the older filter/size/path family) as a demo logo, with no account: answer
//    time, status, workerd CPU, the peak rise of workerd's memory and /api/health's latency meanwhile;
//  - a 4096 x 4096 PNG (about 60 KB) and one of 2000 x 2000 (at the decode budget) as demo logos: the same figures;
//  - a Free account without credit sending a logo and 3 images to POST /api/generate-template-async: status and CPU.
// CPU and memory are read from the workerd processes (/proc). A request that is not answered within HOSTILE_TIMEOUT_MS
// (default 60 s) is recorded as such and the app is started afresh for the next one, so one stall does not spill over.
/* global AbortSignal, setInterval, clearInterval */
import { Buffer } from "node:buffer";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { deflateSync } from "node:zlib";
import { tsImport } from "tsx/esm/api";
import { startApp } from "./demo.mjs";
import { PASSWORD, passwordHash, workerdCpuSeconds, wrangler } from "./pipeline.mjs";

const TIMEOUT_MS = Number(process.env.HOSTILE_TIMEOUT_MS ?? 60_000);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let ip = 0;
const freshIp = () => `198.18.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;

/** Resident memory of the app's workerd processes together, in MB. */
function workerdRssMb(pgid) {
  let kb = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== pgid || !comm.startsWith("workerd")) continue;
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      /* process ended */
    }
  }
  return Math.round(kb / 1024);
}

/** A PNG of one colour: tiny on disk, `w` x `h` pixels once decoded. */
export function flatPng(w, h) {
  const crc = (buf) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "ascii");
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8;
  header[9] = 2;
  const row = Buffer.alloc(1 + w * 3, 0x5a);
  row[0] = 0;
  const raw = Buffer.concat(Array.from({ length: h }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Health asked every 100 ms while `work` runs; each probe's latency (a probe still waiting counts until the end). */
async function withHealth(baseURL, work) {
  const probes = [];
  let running = true;
  const ticker = (async () => {
    while (running) {
      const started = performance.now();
      probes.push(
        fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) }).then(
          (r) => r.arrayBuffer().then(() => performance.now() - started),
          () => performance.now() - started,
        ),
      );
      await sleep(100);
    }
  })();
  try {
    return { result: await work(), health: await Promise.all(probes) };
  } finally {
    running = false;
    await ticker;
  }
}

/** One request with its CPU, memory and health figures; `timedOut` when it was not answered in time. */
async function measure(app, send) {
  const pgid = app.child.pid;
  const cpu0 = workerdCpuSeconds(pgid);
  const rss0 = workerdRssMb(pgid);
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, workerdRssMb(pgid))), 20);
  const started = performance.now();
  const { result, health } = await withHealth(app.baseURL, async () => {
    try {
      const res = await send(AbortSignal.timeout(TIMEOUT_MS));
      const text = await res.text();
      return { status: res.status, message: res.status >= 400 ? JSON.parse(text).error?.message : null };
    } catch {
      return { status: null, message: null };
    }
  });
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, workerdRssMb(pgid));
  return {
    ...result,
    timedOut: result.status === null,
    ms: Math.round(ms),
    cpuS: +(workerdCpuSeconds(pgid) - cpu0).toFixed(2),
    rssRiseMb: peak - rss0,
    healthMaxMs: Math.round(Math.max(0, ...health)),
  };
}

const demo = (logo) => (app, signal) =>
  fetch(`${app.baseURL}/api/demo/generate`, {
    method: "POST",
    signal,
    headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
    body: JSON.stringify({
      url: "https://northwind-labs.invalid/",
      campaignType: "newsletter",
      logo,
    }),
  });

const svgUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
const pngUrl = (png) => `data:image/png;base64,${png.toString("base64")}`;

/** A Free account whose one template is used, written into D1 before the app starts. */
function seedFreeUser(persist) {
  wrangler(["d1", "migrations", "apply", "DB"], persist);
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@bench-corp.com`;
  const file = path.join(persist, "seed.sql");
  writeFileSync(
    file,
    `INSERT INTO users (id, email, first_name, last_name, password_hash, email_verified_at, plan, templates_used) VALUES ('${id}', '${email}', 'Bench', 'Free', '${passwordHash()}', unixepoch(), 'free', 1);`,
  );
  wrangler(["d1", "execute", "DB", "--file", file], persist);
  return email;
}

async function freeSubmission(app, email, png) {
  const login = await fetch(`${app.baseURL}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": freshIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { access_token: token } = await login.json();
  await sleep(500);
  return measure(app, (signal) =>
    fetch(`${app.baseURL}/api/generate-template-async`, {
      method: "POST",
      signal,
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        palette: ["#0b6e4f"],
        logo: pngUrl(png),
        images: [pngUrl(png), pngUrl(png), pngUrl(png)],
        url: "https://www.bench-corp.invalid/",
        // A type the Free plan has: what refuses the request is the images, the credit, not the campaign type.
        campaignType: "confirmation-email",
        sessionId: randomUUID(),
      }),
    }),
  );
}

const line = (name, kb, m) =>
  console.log(
    `${name} (${kb} KB): ${m.timedOut ? `no answer within ${TIMEOUT_MS / 1000} s` : `${m.status} in ${m.ms} ms`}, CPU ${m.cpuS} s, memory +${m.rssRiseMb} MB, health max ${m.healthMaxMs} ms${m.message ? ` - "${m.message}"` : ""}`,
  );

export async function run() {
  const { PAINT_FAMILY, SVG_FAMILY } = await tsImport("../../tests/worker/svg-family.ts", import.meta.url);
  const persist = mkdtempSync(path.join(tmpdir(), "brandmail-bench-hostile-"));
  const email = seedFreeUser(persist);
  const big = flatPng(4096, 4096);
  let app = await startApp(persist);
  const restart = async () => {
    process.kill(-app.child.pid, "SIGKILL");
    await sleep(1000);
    app = await startApp(persist);
  };
  try {
    console.log("(figures from the workerd processes of a freshly started app; 2 shared cores)");
    // The first request of an isolate loads the image WebAssembly: a small PNG logo first, so no case pays for it.
    await demo(pngUrl(flatPng(64, 64)))(app);
    const cases = [
      ...[...PAINT_FAMILY, ...SVG_FAMILY].map((f) => ({ name: f.name, body: svgUrl(f.svg()) })),
      { name: "PNG of 4096 x 4096", body: pngUrl(big) },
      // At the 4-megapixel budget: decoded, so its memory rise is the most one upload may cost.
      { name: "PNG of 2000 x 2000", body: pngUrl(flatPng(2000, 2000)) },
    ];
    for (const c of cases) {
      const m = await measure(app, (signal) => demo(c.body)(app, signal));
      line(c.name, Math.round((c.body.length * 3) / 4 / 1024), m);
      if (m.timedOut) await restart();
      await sleep(300);
    }
    const free = await freeSubmission(app, email, big);
    line("Free account without credit: a logo and 3 images, each the 4096 x 4096 PNG", 4 * 60, free);
  } finally {
    try {
      process.kill(-app.child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    await sleep(500);
    rmSync(persist, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
