import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startFixtureSites } from "./support/fixture-sites";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** Where the e-mail platform stand-in must listen: the app's MAILCHIMP_API_BASE etc. point there. */
    platformStandinPort: number;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`app server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`app server did not answer at ${url} within ${timeoutMs} ms`);
}

/** Builds and starts the real app once for all end-to-end tests, on a free port with its own fresh state. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const standin = await freePort();
  const persist = mkdtempSync(path.join(tmpdir(), "brandmail-e2e-"));
  // Websites the site reader reads in these tests (`*.test`), served locally: the app cannot reach the internet.
  const sites = await startFixtureSites();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      PERSIST_DIR: persist,
      DEV_SITES_ORIGIN: sites.origin,
      MAILCHIMP_API_BASE: `http://127.0.0.1:${standin}/mailchimp/{dc}/3.0`,
      BREVO_API_BASE: `http://127.0.0.1:${standin}/brevo/v3`,
      KLAVIYO_API_BASE: `http://127.0.0.1:${standin}/klaviyo/api`,
      // The fixture sites are read within the app's time limits, which a busy machine's parsing alone can outlast.
      TIME_LIMIT_SCALE: "10",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child, 180_000);
  } catch (e) {
    console.error(log.slice(-4000));
    throw e;
  }
  project.provide("baseURL", baseURL);
  project.provide("platformStandinPort", standin);
  return async () => {
    if (child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(persist, { recursive: true, force: true });
    sites.server.close();
  };
}
