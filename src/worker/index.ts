import app from "./app";
import type { AppBindings } from "./env";
import type { GenerationMessage } from "./jobs/generation-message";

export { JobTracker } from "./jobs/job-tracker";
export { JobSequencer } from "./jobs/job-sequencer";
export { SessionRevocations } from "./accounts/session-revocations";

export default {
  fetch: app.fetch,
  async queue(batch, env, ctx) {
    const { handleGenerationBatch } = await import("./jobs/queue-consumer");
    await handleGenerationBatch(batch, env, ctx);
  },
  async scheduled(controller, env, ctx) {
    const { runScheduled } = await import("./jobs/scheduled");
    ctx.waitUntil(runScheduled(controller.cron, env, new Date(controller.scheduledTime)));
  },
} satisfies ExportedHandler<AppBindings, GenerationMessage>;
