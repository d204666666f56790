// The static checks `npm test` runs before Vitest: the three type checks, ESLint, the import rules, the
// dead-code check (production code alone, then with tests and scripts) and Prettier. Each is one single-threaded process, so they run two at a time (one per core of the machines
// this project is tested on; CHECK_JOBS to change) instead of one after another. Every check runs to the end; the
// output of each is printed whole, in order, with its time, and the exit code is non-zero if any failed.
/* global performance */
import { spawn } from "node:child_process";
import os from "node:os";

const bin = (name) => `node_modules/.bin/${name}`;
const CHECKS = [
  ["typecheck worker", bin("tsc"), ["-p", "tsconfig.worker.json"]],
  // The client reads the API's types from the worker's declarations (tsconfig.api.json), built first.
  [
    "typecheck client",
    "sh",
    ["-c", `${bin("tsc")} -b tsconfig.api.json && ${bin("tsc")} -p tsconfig.app.json`],
  ],
  ["lint", bin("eslint"), ["."]],
  ["typecheck node", bin("tsc"), ["-p", "tsconfig.node.json"]],
  ["knip (production: tests are not entry points)", bin("knip"), ["--production"]],
  ["knip (tests and scripts)", bin("knip"), []],
  ["format", bin("prettier"), ["--check", "src", "tests", "scripts"]],
  ["deps", bin("depcruise"), ["src", "--config", ".dependency-cruiser.cjs", "--output-type", "err"]],
];
const jobs = Math.max(1, Number(process.env.CHECK_JOBS) || Math.min(2, os.availableParallelism()));

function run([name, cmd, args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    let out = "";
    const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: "1" } });
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", (e) =>
      resolve({ name, code: 1, out: `${out}${e.message}\n`, ms: performance.now() - started }),
    );
    child.on("close", (code) => resolve({ name, code: code ?? 1, out, ms: performance.now() - started }));
  });
}

const results = new Array(CHECKS.length);
let next = 0;
let printed = 0;
function flush() {
  while (printed < CHECKS.length && results[printed]) {
    const r = results[printed++];
    console.log(
      `\n> ${r.name}: ${r.code === 0 ? "ok" : `FAILED (exit ${r.code})`} in ${(r.ms / 1000).toFixed(1)} s`,
    );
    if (r.out.trim()) console.log(r.out.trimEnd());
  }
}
async function worker() {
  while (next < CHECKS.length) {
    const i = next++;
    results[i] = await run(CHECKS[i]);
    flush();
  }
}
const t0 = performance.now();
await Promise.all(Array.from({ length: jobs }, worker));
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(
  `\nstatic checks: ${failed.length ? `FAILED: ${failed.join(", ")}` : "all passed"} in ${((performance.now() - t0) / 1000).toFixed(1)} s (${jobs} at a time)`,
);
process.exit(failed.length ? 1 : 0);
