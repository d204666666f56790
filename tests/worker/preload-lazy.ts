// The app imports some modules lazily (the engine, the readers, the queue consumer, the cron handler). A test whose
// request leaves work running (waitUntil, a queue message) could trigger such an import after the last test of the
// run, and vitest then closes its module runner while that import is still being resolved. Loading them once before
// the tests makes every later import a cache hit.
await Promise.all([
  import("../../src/worker/generation"),
  import("../../src/worker/reading"),
  import("../../src/worker/jobs/queue-consumer"),
  import("../../src/worker/jobs/scheduled"),
]);

export {};
