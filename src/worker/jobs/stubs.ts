import type { AppBindings } from "../env";
import type { Ticket } from "./job-sequencer";

export const trackerFor = (env: Pick<AppBindings, "JOB_TRACKER">, jobId: string) =>
  env.JOB_TRACKER.get(env.JOB_TRACKER.idFromName(jobId));

/** Shards of the waiting line: 200 submissions a second meet in eight objects at 25 a second each, not in one. */
export const SEQUENCER_SHARDS = 8;

type SequencerEnv = Pick<AppBindings, "JOB_SEQUENCER">;

/**
 * The queue position service. Each job takes its ticket from one shard (picked at random, so no shard is hot);
 * positions add up what waits ahead in every shard. Only submissions and status reads of waiting jobs fan out;
 * processing and finished jobs never touch it.
 */
export function sequencerFor(env: SequencerEnv, name = "generation") {
  const shard = (i: number) => env.JOB_SEQUENCER.get(env.JOB_SEQUENCER.idFromName(`${name}-${i}`));
  const owner = (ticket: number) =>
    shard(((ticket % SEQUENCER_SHARDS) + SEQUENCER_SHARDS) % SEQUENCER_SHARDS);
  const all = () => Array.from({ length: SEQUENCER_SHARDS }, (_, i) => shard(i));

  async function ahead(ticket: number): Promise<{ count: number; processingSeconds: number }> {
    const parts = await Promise.all(all().map((s) => s.ahead(ticket)));
    const processingSeconds = parts.reduce((n, p) => n + p.processingSeconds, 0) / parts.length;
    return { count: parts.reduce((n, p) => n + p.count, 0), processingSeconds };
  }

  return {
    async take(parallelism: number): Promise<Ticket> {
      const i = Math.floor(Math.random() * SEQUENCER_SHARDS);
      const taken = await shard(i).take(i, SEQUENCER_SHARDS);
      const { count } = await ahead(taken.ticket);
      return {
        ticket: taken.ticket,
        position: count + 1,
        secondsPerSlot: Math.max(0.5, taken.processingSeconds / Math.max(1, parallelism)),
        processingSeconds: taken.processingSeconds,
      };
    },
    /** Jobs still waiting ahead of this ticket, in every shard. */
    ahead,
    start: (ticket: number) => owner(ticket).start(ticket),
    requeue: (ticket: number) => owner(ticket).requeue(ticket),
    finish: (ticket: number, durationMs: number | null) => owner(ticket).finish(ticket, durationMs),
  };
}


export const JOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
