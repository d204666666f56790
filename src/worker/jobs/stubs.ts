import type { AppBindings } from "../env";
import { DEFAULT_PROCESSING_SECONDS, type Ticket } from "./job-sequencer";

export const trackerFor = (env: Pick<AppBindings, "JOB_TRACKER">, jobId: string) =>
  env.JOB_TRACKER.get(env.JOB_TRACKER.idFromName(jobId));

/** Shards of the waiting line: status reads of waiting jobs and starts/finishes spread over eight objects. */
export const SEQUENCER_SHARDS = 8;

type SequencerEnv = Pick<AppBindings, "JOB_SEQUENCER">;

/**
 * The queue position service. A ticket comes from the line's clock, which puts it into its shard (ticket % 8, so
 * consecutive tickets spread over every shard) before it issues the next; positions add up what waits ahead in
 * every shard. Only submissions and status reads of waiting jobs fan out;
 * processing and finished jobs never touch it.
 */
export function sequencerFor(env: SequencerEnv, name = "generation") {
  const shard = (i: number) => env.JOB_SEQUENCER.get(env.JOB_SEQUENCER.idFromName(`${name}-${i}`));
  const owner = (ticket: number) =>
    shard(((ticket % SEQUENCER_SHARDS) + SEQUENCER_SHARDS) % SEQUENCER_SHARDS);
  const all = () => Array.from({ length: SEQUENCER_SHARDS }, (_, i) => shard(i));

  async function ahead(
    ticket: number,
  ): Promise<{ count: number; processingSeconds: number; measured: boolean }> {
    const parts = await Promise.all(all().map((s) => s.ahead(ticket)));
    // Only shards that timed real runs count: an estimate comes from measured durations (decision 10), never a guess.
    const timed = parts.filter((p) => p.measured > 0);
    const runs = timed.reduce((n, p) => n + p.measured, 0);
    const processingSeconds = runs
      ? timed.reduce((n, p) => n + p.processingSeconds * p.measured, 0) / runs
      : DEFAULT_PROCESSING_SECONDS;
    return { count: parts.reduce((n, p) => n + p.count, 0), processingSeconds, measured: runs > 0 };
  }

  return {
    async take(parallelism: number): Promise<Ticket> {
      const clock = env.JOB_SEQUENCER.get(env.JOB_SEQUENCER.idFromName(`${name}-clock`));
      const ticket = await clock.issue(name, SEQUENCER_SHARDS);
      const { count, processingSeconds, measured } = await ahead(ticket);
      return {
        ticket,
        position: count + 1,
        secondsPerSlot: Math.max(0.5, processingSeconds / Math.max(1, parallelism)),
        processingSeconds,
        measured,
      };
    },
    /** Jobs not yet finished ahead of this ticket, in every shard. */
    ahead,
    finish: (ticket: number, durationMs: number | null) => owner(ticket).finish(ticket, durationMs),
  };
}

export const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
