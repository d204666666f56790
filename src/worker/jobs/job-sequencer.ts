import { DurableObject } from "cloudflare:workers";

/** One shard's waiting line: tickets taken and not yet started, plus recent processing times. */
interface ShardState {
  last: number;
  waiting: number[];
  finished: number[];
  durations: number[];
}

export interface Ticket {
  ticket: number;
  /** Jobs waiting ahead of this one plus itself, across every shard, when the ticket was taken. */
  position: number;
  /** Seconds one queue slot takes to clear (average processing time / parallelism). */
  secondsPerSlot: number;
  /** Average processing time of one job, in seconds. */
  processingSeconds: number;
}

export interface ShardTicket {
  ticket: number;
  waitingAhead: number;
  processingSeconds: number;
}

export const DEFAULT_PROCESSING_SECONDS = 8;
// A ticket whose job vanished without a finish must not hold positions forever: the stale-job cron fails such jobs
// after an hour, and anything older than this is dropped from the line regardless.
const MAX_WAIT_MS = 2 * 60 * 60 * 1000;
const RECENT_FINISHED = 500;

/**
 * One shard of the queue's waiting line. Tickets are arrival times (ms) times the shard count plus the shard
 * number, so they order jobs across shards and name their shard (ticket % shards). A job's position is one plus
 * the number of tickets still waiting ahead of it in all shards, so jobs that finish out of order or that are
 * already processing never count, and later submissions always get later positions.
 */
export class JobSequencer extends DurableObject {
  // Held in memory and changed synchronously, so concurrent calls can never read the same `last`.
  private line: ShardState = { last: 0, waiting: [], finished: [], durations: [] };

  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    void ctx.blockConcurrencyWhile(async () => {
      const s = await ctx.storage.get<Partial<ShardState>>("line");
      this.line = {
        last: s?.last ?? 0,
        waiting: s?.waiting ?? [],
        finished: s?.finished ?? [],
        durations: s?.durations ?? [],
      };
    });
  }

  private load(): ShardState {
    return this.line;
  }

  private save(s: ShardState) {
    return this.ctx.storage.put("line", s);
  }

  async take(shard: number, shards: number, now = Date.now()): Promise<ShardTicket> {
    const s = this.load();
    prune(s, shards, now);
    const ticket = Math.max(s.last + shards, now * shards + shard);
    s.last = ticket;
    s.waiting.push(ticket);
    await this.save(s);
    return { ticket, waitingAhead: s.waiting.length - 1, processingSeconds: average(s) };
  }

  /** The job left the line for a worker (processing). */
  async start(ticket: number): Promise<void> {
    const s = this.load();
    const i = s.waiting.indexOf(ticket);
    if (i < 0) return;
    s.waiting.splice(i, 1);
    await this.save(s);
  }

  /** A retried job waits again, at its original place. */
  async requeue(ticket: number): Promise<void> {
    const s = this.load();
    if (ticket > s.last || s.waiting.includes(ticket) || s.finished.includes(ticket)) return;
    s.waiting.splice(sortedIndex(s.waiting, ticket), 0, ticket);
    await this.save(s);
  }

  async finish(ticket: number, durationMs: number | null): Promise<{ waiting: number }> {
    const s = this.load();
    if (ticket > s.last || s.finished.includes(ticket)) return { waiting: s.waiting.length };
    const i = s.waiting.indexOf(ticket);
    if (i >= 0) s.waiting.splice(i, 1);
    s.finished = [...s.finished.slice(-(RECENT_FINISHED - 1)), ticket];
    if (durationMs !== null && durationMs >= 0) s.durations = [...s.durations.slice(-19), durationMs];
    await this.save(s);
    return { waiting: s.waiting.length };
  }

  /** Tickets in this shard still waiting ahead of `ticket`, and this shard's average processing time. */
  async ahead(ticket: number): Promise<{ count: number; processingSeconds: number }> {
    const s = this.load();
    return { count: sortedIndex(s.waiting, ticket), processingSeconds: average(s) };
  }

  async snapshot(): Promise<ShardState> {
    return this.load();
  }
}

function sortedIndex(list: number[], value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function prune(s: ShardState, shards: number, now: number) {
  const oldest = (now - MAX_WAIT_MS) * shards;
  if (s.waiting.length && s.waiting[0] < oldest) s.waiting = s.waiting.filter((t) => t >= oldest);
}

export function average(s: Pick<ShardState, "durations">): number {
  if (!s.durations.length) return DEFAULT_PROCESSING_SECONDS;
  return Math.max(1, s.durations.reduce((a, b) => a + b, 0) / s.durations.length / 1000);
}
