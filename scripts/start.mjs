// Builds the app, applies D1 migrations to the local state, then serves everything (SPA, API, queue
// consumer, Durable Objects, cron) with wrangler on http://localhost:$PORT (default 8787).
// SIGINT or SIGTERM to this process (or to `npm start`, which passes it on) stops every process it started.
import { spawn } from "node:child_process";
import { constants } from "node:os";

const port = process.env.PORT ?? "8787";
const persist = process.env.PERSIST_DIR ?? ".wrangler/state";
const bin = (name) => `node_modules/.bin/${name}`;
const env = {
  ...process.env,
  CI: process.env.CI ?? "",
  // The app reads nothing from Request.cf; left on, wrangler fetches it from the internet at every start and
  // prints a stack trace when there is none.
  CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? "false",
};

let current = null;
let stoppedBy = null;

/**
 * Each step runs in its own process group, so a stop reaches the whole tree (wrangler's wrapper, its CLI and
 * workerd) rather than only the direct child, and a signal that arrives during the build is not lost.
 */
function step(cmd, args) {
  if (stoppedBy) return Promise.resolve(1);
  const child = spawn(cmd, args, { stdio: "inherit", env, detached: true });
  current = child;
  return new Promise((resolve) => {
    child.on("error", (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      current = null;
      resolve(code ?? (signal ? 128 + constants.signals[signal] : 1));
    });
  });
}

function killGroup(pid, sig) {
  try {
    process.kill(-pid, sig);
  } catch {
    /* the group is gone already */
  }
}

for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(sig, () => {
    if (stoppedBy) return;
    stoppedBy = sig;
    if (!current) process.exit(128 + constants.signals[sig]);
    const { pid } = current;
    killGroup(pid, sig);
    // workerd and wrangler stop within a second; whatever is still there after 5 s is forced.
    setTimeout(() => killGroup(pid, "SIGKILL"), 5000).unref();
  });
}

async function main() {
  const steps = [
    ...(process.env.SKIP_BUILD === "1" ? [] : [[process.execPath, ["scripts/build.mjs"]]]),
    [
      bin("wrangler"),
      ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist, "-c", "wrangler.jsonc"],
    ],
  ];
  for (const [cmd, args] of steps) {
    const code = await step(cmd, args);
    if (code !== 0 || stoppedBy) return code || 1;
  }

  // E-mail platform API bases from the environment (tests point them at local stand-ins), and the end-to-end
  // tests' longer time limits on reading websites (src/worker/platform/time-limits.ts).
  const platformVars = ["MAILCHIMP_API_BASE", "BREVO_API_BASE", "KLAVIYO_API_BASE", "TIME_LIMIT_SCALE"]
    .filter((name) => process.env[name])
    .flatMap((name) => ["--var", `${name}:${process.env[name]}`]);

  return step(bin("wrangler"), [
    "dev",
    "--port",
    port,
    "--ip",
    process.env.HOST ?? "127.0.0.1",
    "--persist-to",
    persist,
    "--test-scheduled",
    "--show-interactive-dev-session=false",
    // Development only: `*.test` websites are read from this local server (end-to-end tests; see src/worker/brands/dev-sites.ts).
    ...(process.env.DEV_SITES_ORIGIN ? ["--var", `DEV_SITES_ORIGIN:${process.env.DEV_SITES_ORIGIN}`] : []),
    ...platformVars,
  ]);
}

const code = await main();
process.exit(stoppedBy ? 128 + constants.signals[stoppedBy] : code);
