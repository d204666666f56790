// The whole build: public examples from the engine, the Vite build (SPA + Worker), then the pre-rendered pages.
import { spawnSync } from "node:child_process";

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run(process.execPath, ["scripts/examples.mjs"]);
run("node_modules/.bin/vite", ["build"]);
run(process.execPath, ["scripts/prerender.mjs"]);
