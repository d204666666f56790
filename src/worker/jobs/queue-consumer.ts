import { eq } from "drizzle-orm";
import { generationJobs } from "../db/schema";
import type { AppBindings } from "../env";
import { getDb } from "../platform/db";
import { waitLimitMs } from "../platform/time-limits";
import { SITE_ASSET_TIMEOUT_MS } from "../platform/safe-fetch";
import type { GenerationMessage } from "./generation-message";
import { failJob, processJob, type PipelineDeps } from "./process-job";
import { sequencerFor, trackerFor } from "./stubs";

export const DEAD_LETTER_FAILURE = "Template generation failed. Please try again.";

export async function pipelineDeps(env: AppBindings): Promise<PipelineDeps> {
  const [{ generateTemplate }, { readSite, modelReaderFor, siteRendererFor, SITE_READ_TIMEOUT_MS }] =
    await Promise.all([import("../generation"), import("../reading")]);
  return {
    db: getDb(env.DB),
    bucket: env.BUCKET,
    tracker: (jobId) => trackerFor(env, jobId),
    finishTicket: (ticket, ms) => sequencerFor(env).finish(ticket, ms),
    readSite: (url) =>
      readSite(url, {
        timeoutMs: waitLimitMs(env, SITE_READ_TIMEOUT_MS),
        render: siteRendererFor(env) ?? undefined,
      }),
    siteAssetTimeoutMs: waitLimitMs(env, SITE_ASSET_TIMEOUT_MS),
    readBrief: modelReaderFor(env) ?? undefined,
    generate: (input) => generateTemplate(env, input),
    maxAttempts: maxAttempts(env),
  };
}

export function maxAttempts(env: Pick<AppBindings, "QUEUE_MAX_RETRIES">): number {
  const retries = Number(env.QUEUE_MAX_RETRIES);
  return (Number.isInteger(retries) && retries >= 0 ? retries : 3) + 1;
}

/** Every message is handled on its own: one failure never retries its neighbours. */
export async function consumeGenerationBatch(
  batch: MessageBatch<GenerationMessage>,
  deps: PipelineDeps,
): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const jobId = typeof message.body?.jobId === "string" ? message.body.jobId : null;
      if (!jobId) return message.ack();
      try {
        const outcome = await processJob(deps, jobId, message.attempts);
        if (outcome === "retry") message.retry({ delaySeconds: Math.min(30, 2 ** message.attempts) });
        // On the last attempt the job is already failed and refunded; retrying hands the message to the DLQ.
        else if (outcome === "failed-final") message.retry();
        else message.ack();
      } catch (err) {
        console.error("generation message crashed", jobId, err);
        message.retry({ delaySeconds: Math.min(30, 2 ** message.attempts) });
      }
    }),
  );
}

/** Messages that reached the dead-letter queue without a recorded failure (a crash) fail here and refund. */
export async function consumeDeadLetters(
  batch: MessageBatch<GenerationMessage>,
  deps: PipelineDeps,
): Promise<void> {
  for (const message of batch.messages) {
    const jobId = typeof message.body?.jobId === "string" ? message.body.jobId : null;
    if (jobId) {
      const [job] = await deps.db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
      if (job) await failJob(deps, job, DEAD_LETTER_FAILURE, Date.now());
    }
    message.ack();
  }
}

export async function handleGenerationBatch(
  batch: MessageBatch<GenerationMessage>,
  env: AppBindings,
  _ctx: ExecutionContext,
): Promise<void> {
  const deps = await pipelineDeps(env);
  if (batch.queue.endsWith("-dlq")) return consumeDeadLetters(batch, deps);
  return consumeGenerationBatch(batch, deps);
}
