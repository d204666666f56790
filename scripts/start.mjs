// Builds the app, applies D1 migrations to the local state, then serves everything (SPA, API, queue
// consumer, Durable Objects, cron) with wrangler on http://localhost:$PORT (default 8787).
import { spawn, spawnSync } from "node:child_process";

const port = process.env.PORT ?? "8787";
const persist = process.env.PERSIST_DIR ?? ".wrangler/state";
const bin = (name) => `node_modules/.bin/${name}`;

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.env.SKIP_BUILD !== "1") run(process.execPath, ["scripts/build.mjs"]);
run(bin("wrangler"), [
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  "--persist-to",
  persist,
  "-c",
  "wrangler.jsonc",
]);

// E-mail platform API bases from the environment (tests point them at local stand-ins).
const platformVars = ["MAILCHIMP_API_BASE", "BREVO_API_BASE", "KLAVIYO_API_BASE"]
  .filter((name) => process.env[name])
  .flatMap((name) => ["--var", `${name}:${process.env[name]}`]);

const child = spawn(
  bin("wrangler"),
  [
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
  ],
  { stdio: "inherit", env: { ...process.env, CI: process.env.CI ?? "" } },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
