import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

/** How much longer than in production the tests let reading a website take (src/worker/platform/time-limits.ts). */
const TIME_LIMIT_SCALE = "10";

/** The workerd pool with the app's wrangler configuration and the migrations for the set-up file. */
const workerPool = () =>
  cloudflareTest(async () => ({
    remoteBindings: false,
    wrangler: { configPath: "./wrangler.jsonc" },
    miniflare: {
      bindings: {
        TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
        // Fixture sites are read within the app's time limits; on a busy machine the parsing alone can outlast them.
        TIME_LIMIT_SCALE: TIME_LIMIT_SCALE,
      },
    },
  }));

/**
 * How long a worker or client test (or hook) may run before it counts as hung: a safety net, not a speed check. On a
 * 2-core machine with other busy processes a test gets a third of a core or less, so several times its usual time.
 */
const SAFETY_NET_MS = 90_000;

/** Worker tests that need storage no other file has touched (absolute queue positions in an empty line). */
const FRESH_STORAGE = ["tests/worker/perf-jobs.test.ts"];

// `npm test` (scripts/test.mjs) runs the e2e project beside the others: a new project goes into its list too.
export default defineConfig({
  test: {
    // When the run ends, the workerd pool closes its module runner; a dynamic import that work left running by a test
    // (a waitUntil, a queue message) is still resolving then is reported as a teardown error although every test
    // passed. Only that error is ignored; any other unhandled error still fails the run.
    onUnhandledError(error) {
      if (error.name === "EnvironmentTeardownError" && /Closing rpc while/.test(error.message)) return false;
    },
    // Vitest's default on 2 cores is one file at a time; the worker and client files keep two cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        plugins: [workerPool()],
        test: {
          name: "worker",
          include: ["tests/worker/**/*.test.ts"],
          exclude: FRESH_STORAGE,
          setupFiles: [
            "./tests/worker/apply-migrations.ts",
            "./tests/worker/steady-clocks.ts",
            "./tests/worker/preload-lazy.ts",
          ],
          testTimeout: SAFETY_NET_MS,
          hookTimeout: SAFETY_NET_MS,
          // One workerd and one module graph for all files: starting workerd and loading the app (with ~3 MB of
          // image WebAssembly) per file cost ~4.6 s a file, most of this project's time. Files share D1, R2,
          // Durable Objects and module state, so each test makes its own users and rows and restores what it stubs.
          isolate: false,
        },
      },
      {
        plugins: [workerPool()],
        test: {
          name: "worker-fresh",
          include: FRESH_STORAGE,
          setupFiles: [
            "./tests/worker/apply-migrations.ts",
            "./tests/worker/steady-clocks.ts",
            "./tests/worker/preload-lazy.ts",
          ],
          testTimeout: SAFETY_NET_MS,
          hookTimeout: SAFETY_NET_MS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: "client",
          environment: "happy-dom",
          include: ["tests/client/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/client/setup.ts"],
          // A safety net, not a speed check: on a shared CI machine with other processes busy, a page of rendering
          // and user events can take several seconds of wall time.
          testTimeout: SAFETY_NET_MS,
          hookTimeout: SAFETY_NET_MS,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["./tests/e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        // Node-only checks (caniemail, the import graph): no app server needed.
        test: {
          name: "node",
          environment: "node",
          include: ["tests/node/**/*.test.ts"],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
