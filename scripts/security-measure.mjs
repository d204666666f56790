// Figures for the security note, against a running app (PORT, default 8811):
//   node scripts/security-measure.mjs load        40 parallel wrong-password logins while /api/health is polled
//   node scripts/security-measure.mjs body PID    an 80 MB chunked body, with the RSS of process PID (workerd) sampled
//   node scripts/security-measure.mjs submit N    N generation jobs for a fresh enterprise user (prints the user id)
//   node scripts/security-measure.mjs jobs USERID job statuses and credits of that user (from the local D1)
//   node scripts/security-measure.mjs svg PID     the SVG family of issue 20 as demo logos, time and RSS of PID each
/* global performance, setInterval, clearInterval, Buffer */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";

const port = Number(process.env.PORT ?? 8811);
const base = `http://127.0.0.1:${port}`;
const persist = process.env.PERSIST_DIR ?? "/tmp/i11-state";
const [mode, arg] = process.argv.slice(2);

const post = (path, body, headers = {}) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const d1 = (sql) =>
  JSON.parse(
    execFileSync(
      "node_modules/.bin/wrangler",
      [
        "d1",
        "execute",
        "DB",
        "--local",
        "--persist-to",
        persist,
        "-c",
        "wrangler.jsonc",
        "--json",
        "--command",
        sql,
      ],
      {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      },
    ),
  )[0].results;

async function verifiedUser(password = "measure-Passw0rd-9") {
  const email = `measure.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@northwind-labs.com`;
  const reg = await post("/api/auth/register-v2", {
    email,
    password,
    plan: "free",
    firstName: "M",
    lastName: "E",
  });
  if (reg.status !== 201) throw new Error(`register ${reg.status}`);
  const box = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = box.messages.flatMap((m) => m.links).find((l) => l.includes("/verify-email"));
  await post("/api/auth/verify-email", { token: new URL(link).searchParams.get("token") });
  return { email, password };
}

async function load() {
  const user = await verifiedUser();
  const probeHealth = async () => {
    const t = performance.now();
    await fetch(`${base}/api/health`);
    return performance.now() - t;
  };
  const idle = [];
  for (let i = 0; i < 10; i++) idle.push(await probeHealth());
  for (const scenario of ["one account, one address", "40 different addresses (no account)"]) {
    // Health is asked every 50 ms, independently of earlier probes, for as long as the logins run.
    const probes = [];
    let running = true;
    const ticker = (async () => {
      while (running) {
        probes.push(probeHealth());
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(
          "/api/auth/login",
          {
            email: scenario.startsWith("one") ? user.email : `nobody${i}.${Date.now()}@northwind-labs.com`,
            password: `wrong-${i}-password`,
          },
          { "cf-connecting-ip": scenario.startsWith("one") ? "203.0.113.7" : `203.0.113.${i + 10}` },
        ).then((r) => r.status),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await ticker;
    const health = await Promise.all(probes);
    const counts = statuses.reduce((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});
    console.log(
      JSON.stringify({
        scenario,
        answered: statuses.length,
        seconds: +seconds.toFixed(2),
        loginsPerSecond: +(statuses.length / seconds).toFixed(1),
        statuses: counts,
        healthMs: {
          samples: health.length,
          median: +pct(health, 50).toFixed(1),
          p95: +pct(health, 95).toFixed(1),
          max: +Math.max(...health).toFixed(1),
        },
      }),
    );
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(
    JSON.stringify({
      idleHealthMs: { median: +pct(idle, 50).toFixed(1), max: +Math.max(...idle).toFixed(1) },
    }),
  );
}

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function body(pid) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 20);
  const chunk = Buffer.alloc(64 * 1024, "x");
  const total = 80 * 1024 * 1024;
  const started = performance.now();
  const result = await new Promise((resolve) => {
    let sent = 0;
    const req = http.request(
      `${base}/api/auth/login`,
      { method: "POST", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () =>
          resolve({ status: res.statusCode, body: text.slice(0, 120), sentMb: +(sent / 1048576).toFixed(1) }),
        );
      },
    );
    req.on("error", (e) => resolve({ error: String(e), sentMb: +(sent / 1048576).toFixed(1) }));
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 300));
  console.log(
    JSON.stringify({
      ...result,
      ms: Math.round(performance.now() - started),
      rssMb: { before, peak, after: rssMb(pid) },
    }),
  );
}

async function submit(n) {
  const user = await verifiedUser();
  d1(`UPDATE users SET plan='enterprise', custom_template_limit=500 WHERE email='${user.email}'`);
  const login = await (await post("/api/auth/login", { email: user.email, password: user.password })).json();
  const [{ id }] = d1(`SELECT id FROM users WHERE email='${user.email}'`);
  const statuses = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      post(
        "/api/generate-template-async",
        {
          palette: ["#0b6e4f"],
          logo: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
          url: `https://northwind-labs.com/p${i}`,
          campaignType: "newsletter",
          sessionId: `m-${i}-${Date.now()}`,
        },
        { authorization: `Bearer ${login.access_token}` },
      ).then((r) => r.status),
    ),
  );
  console.log(JSON.stringify({ userId: id, submitted: statuses }));
}

function jobs(userId) {
  const rows = d1(
    `SELECT status, resent_at IS NOT NULL AS resent, credit_refunded FROM generation_jobs WHERE user_id='${userId}'`,
  );
  const [u] = d1(`SELECT templates_used FROM users WHERE id='${userId}'`);
  const summary = {};
  for (const r of rows) {
    const key = `${r.status}${r.resent ? "+resent" : ""}${r.credit_refunded ? "+refunded" : ""}`;
    summary[key] = (summary[key] ?? 0) + 1;
  }
  console.log(JSON.stringify({ jobs: rows.length, summary, templatesUsed: u.templates_used }));
}

async function registerTiming() {
  const existing = await verifiedUser();
  const time = async (email) => {
    const t = performance.now();
    const res = await post(
      "/api/auth/register-v2",
      { email, password: "timing-Passw0rd-7", plan: "free", firstName: "T", lastName: "M" },
      {
        "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250)}`,
      },
    );
    const body = await res.json();
    return { ms: performance.now() - t, status: res.status, keys: Object.keys(body).sort().join(",") };
  };
  const fresh = [];
  const known = [];
  for (let i = 0; i < 8; i++) {
    fresh.push(await time(`timing.${Date.now().toString(36)}${i}@northwind-labs.com`));
    known.push(await time(existing.email));
  }
  const show = (xs) => ({
    statuses: [...new Set(xs.map((x) => x.status))],
    keys: [...new Set(xs.map((x) => x.keys))].length,
    medianMs: +pct(
      xs.map((x) => x.ms),
      50,
    ).toFixed(0),
  });
  console.log(
    JSON.stringify({
      newAddress: show(fresh),
      existingVerifiedAddress: show(known),
      sameKeys: fresh[0].keys === known[0].keys,
    }),
  );
}

// The probe's SVG family (issue 20), the same shapes as tests/worker/svg-family.ts.
const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';
const blurred = (n) =>
  `<svg ${SVG_NS} width="400" height="400"><defs><filter id="b" x="-500%" y="-500%" width="1000%" height="1000%"><feGaussianBlur stdDeviation="60"/></filter></defs>${Array.from(
    { length: n },
    (_, i) =>
      `<rect x="${(i * 7) % 380}" y="${(i * 13) % 380}" width="20" height="20" fill="#4f46e5" filter="url(#b)"/>`,
  ).join("")}</svg>`;
const declared = (w, h) =>
  `<svg ${SVG_NS} width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#0f172a"/></svg>`;
const longPath = (n) =>
  `<svg ${SVG_NS} width="400" height="400"><path d="${Array.from({ length: n }, (_, i) => `${i ? "L" : "M"}${i % 400} ${(i * 37) % 400}`).join("")}" stroke="#000" fill="none"/></svg>`;

async function svgFamily(pid) {
  const family = [
    ["1 blurred rectangle", blurred(1)],
    ["10 blurred rectangles", blurred(10)],
    ["3,000 blurred rectangles", blurred(3000)],
    ["100 x 4096", declared(100, 4096)],
    ["40 x 4096", declared(40, 4096)],
    ["a path with 100,000 points", longPath(100_000)],
  ];
  for (const [name, svg] of family) {
    const before = rssMb(pid);
    let peak = before ?? 0;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 10);
    const started = performance.now();
    const res = await post(
      "/api/demo/generate",
      {
        url: "https://northwind-labs.invalid/",
        campaignType: "newsletter",
        logo: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
      },
      { "cf-connecting-ip": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    );
    const text = await res.text();
    const ms = Math.round(performance.now() - started);
    clearInterval(sampler);
    const message = res.status >= 400 ? JSON.parse(text).error?.message : undefined;
    console.log(
      JSON.stringify({
        svg: name,
        kb: Math.round(svg.length / 1024),
        status: res.status,
        ms,
        rssMb: { before, peak, rise: before === null ? null : peak - before },
        ...(message ? { message } : {}),
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
  }
}

if (mode === "load") await load();
else if (mode === "svg") await svgFamily(Number(arg));
else if (mode === "register") await registerTiming();
else if (mode === "body") await body(Number(arg));
else if (mode === "submit") await submit(Number(arg ?? 12));
else if (mode === "jobs") jobs(arg);
else console.log("usage: load | body PID | submit N | jobs USERID | svg PID");
