// Sign-in fairness (issue 20) against the real app on a fresh state:
//  - /api/health throughput while 8 clients loop on wrong-password sign-ins for one account, as a share of idle
//    (target >= 0.5);
//  - during a wrong-password flood on one account (FLOOD_SECONDS, default 60), another account's sign-ins: how many
//    succeed and their p95 (target: all, p95 < 2 s).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startApp } from "./demo.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const randomIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const FLOOD_SECONDS = Number(process.env.FLOOD_SECONDS ?? 60);
const PASSWORD = "bench-Passw0rd-9";

async function verifiedUser(base) {
  const post = (p, body) =>
    fetch(`${base}${p}`, {
      method: "POST",
      headers: { "content-type": "application/json", "cf-connecting-ip": randomIp() },
      body: JSON.stringify(body),
    });
  const email = `bench.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@northwind-labs.com`;
  const reg = await post("/api/auth/register-v2", {
    email,
    password: PASSWORD,
    plan: "free",
    firstName: "B",
    lastName: "E",
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}`);
  const box = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = box.messages.flatMap((m) => m.links).find((l) => l.includes("/verify-email"));
  await post("/api/auth/verify-email", { token: new URL(link).searchParams.get("token") });
  return email;
}

const signIn = (base, email, password) =>
  fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": randomIp() },
    body: JSON.stringify({ email, password }),
  }).then(async (r) => (await r.arrayBuffer(), r.status));

/** Health requests answered per second by 4 sequential clients over `ms`. */
async function healthRate(base, ms) {
  let done = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (performance.now() < until) {
        await (await fetch(`${base}/api/health`)).arrayBuffer();
        done++;
      }
    }),
  );
  return done / (ms / 1000);
}

/** 8 clients looping on wrong-password sign-ins for one account until stopped; counts their answers. */
function flood(base, email) {
  let running = true;
  const statuses = {};
  const loops = Array.from({ length: 8 }, async (_, i) => {
    while (running) {
      const s = await signIn(base, email, `wrong-${i}-${Math.random()}`).catch(() => 0);
      statuses[s] = (statuses[s] ?? 0) + 1;
    }
  });
  return {
    statuses,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

export async function run() {
  const persist = mkdtempSync(path.join(tmpdir(), "brandmail-bench-signin-"));
  const { baseURL: base, child } = await startApp(persist);
  try {
    const target = await verifiedUser(base);
    const other = await verifiedUser(base);
    await healthRate(base, 1000);
    const idle = await healthRate(base, 5000);
    const a = flood(base, target);
    await sleep(500);
    const loaded = await healthRate(base, 5000);
    await a.stop();
    console.log(
      `/api/health while 8 clients loop on sign-in for one account: ${loaded.toFixed(0)}/s vs ${idle.toFixed(0)}/s idle = ${(loaded / idle).toFixed(2)} of idle (target >= 0.5); flood answers ${JSON.stringify(a.statuses)}`,
    );

    const quiet = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await signIn(base, other, PASSWORD);
      quiet.push(performance.now() - t);
      await sleep(250);
    }
    console.log(
      `the same account's sign-ins with no flood (the machine's floor): median ${percentile(quiet, 50).toFixed(0)} ms, p95 ${percentile(quiet, 95).toFixed(0)} ms`,
    );

    const victim = await verifiedUser(base);
    const b = flood(base, victim);
    const times = [];
    const statuses = {};
    const until = performance.now() + FLOOD_SECONDS * 1000;
    while (performance.now() < until) {
      const t = performance.now();
      const s = await signIn(base, other, PASSWORD);
      times.push(performance.now() - t);
      statuses[s] = (statuses[s] ?? 0) + 1;
      await sleep(250);
    }
    await b.stop();
    const ok = statuses[200] ?? 0;
    console.log(
      `another account's sign-ins during a ${FLOOD_SECONDS} s wrong-password flood on one account: ${ok}/${times.length} succeeded, median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (target: all, p95 < 2000 ms); answers ${JSON.stringify(statuses)}, flood answers ${JSON.stringify(b.statuses)}`,
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
