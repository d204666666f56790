// `npm test`: the static checks and every Vitest project, in two lanes that run side by side.
//   lane "e2e":   vitest run --project e2e (builds and starts the real app once, then drives Chromium file by file)
//   lane "rest":  the static checks (scripts/check.mjs), then vitest run for the worker, client and node projects
// The end-to-end files mostly wait on the app and the browser, so the other lane's work fits beside them: the whole
// run takes about as long as the end-to-end lane instead of the sum of both. Each line is printed as it comes,
// prefixed with its lane; the exit code is non-zero if either lane failed. `npm test -- FILTER...` passes its
// arguments to both Vitest runs (then the static checks are skipped: a filtered run is a developer's quick check).
/* global performance */
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const vitest = (projects) => [
  "node_modules/.bin/vitest",
  [
    "run",
    ...projects.flatMap((p) => ["--project", p]),
    ...(args.length ? ["--passWithNoTests", ...args] : []),
  ],
];

function run(lane, [cmd, cmdArgs]) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (d) => {
        const lines = (rest + d).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`[${lane}] ${line}\n`);
      });
      stream.on("end", () => rest && process.stdout.write(`[${lane}] ${rest}\n`));
    }
    child.on("error", (e) => {
      process.stdout.write(`[${lane}] ${e.message}\n`);
      resolve(1);
    });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

async function lane(name, steps) {
  const started = performance.now();
  for (const step of steps) {
    const code = await run(name, step);
    if (code !== 0) return { name, code, s: (performance.now() - started) / 1000 };
  }
  return { name, code: 0, s: (performance.now() - started) / 1000 };
}

// The landing's examples come from the engine (scripts/examples.mjs, untracked output): written once before the
// lanes, so the client tests and the app build read the same files and nothing is written while they are read.
if ((await run("examples", [process.execPath, ["scripts/examples.mjs"]])) !== 0) process.exit(1);

const results = await Promise.all([
  lane("e2e", [vitest(["e2e"])]),
  lane("rest", [
    ...(args.length ? [] : [[process.execPath, ["scripts/check.mjs"]]]),
    vitest(["worker", "worker-fresh", "client", "node"]),
  ]),
]);
for (const r of results)
  console.log(
    `lane ${r.name}: ${r.code === 0 ? "passed" : `FAILED (exit ${r.code})`} in ${r.s.toFixed(1)} s`,
  );
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
