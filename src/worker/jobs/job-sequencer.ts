import { DurableObject } from "cloudflare:workers";

/** One shard's line: tickets taken and not yet finished (waiting or being made), plus recent processing times. */
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
  /** Whether that average comes from timed runs (otherwise no estimate is shown). */
  measured: boolean;
}

export const DEFAULT_PROCESSING_SECONDS = 8;
// A ticket whose job vanished without a finish must not hold positions forever: the stale-job cron fails such jobs
// after an hour, and anything older than this is dropped from the line regardless.
const MAX_WAIT_MS = 2 * 60 * 60 * 1000;
const RECENT_FINISHED = 500;

/**
 * One shard of the queue's line. Tickets come from the line's clock in arrival order (about arrival ms times the
 * shard count, so they also age) and live in shard ticket % shards. A job's position is one plus the number of
 * unfinished tickets ahead of it in all shards (decision 9: own ticket minus what finished), so later submissions
 * always get later positions and a position only goes down: a job ahead that starts is still ahead until it ends.
 */
export class JobSequencer extends DurableObject {
  // Held in memory and changed synchronously, so concurrent calls can never read the same `last`.
  private line: ShardState = { last: 0, waiting: [], finished: [], durations: [] };
  private issuing: Promise<unknown> = Promise.resolve();

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

  /**
   * The line's clock (one object per line): hands out tickets in arrival order and has each one joined to its
   * shard's waiting list before the next is handed out, so a later ticket never counts its position before an
   * earlier one is in the line (8 parallel submissions get 1..8, never a duplicate or a gap).
   */
  issue(line: string, shards: number, now = Date.now()): Promise<number> {
    const s = this.load();
    const ticket = Math.max(s.last + 1, now * shards);
    s.last = ticket;
    const joined = this.issuing.then(async () => {
      await this.save(s);
      await this.shardOf(line, ticket, shards).arrive(ticket, shards);
      return ticket;
    });
    this.issuing = joined.catch(() => undefined);
    return joined;
  }

  /** A ticket issued by the clock joins this shard's waiting line. */
  async arrive(ticket: number, shards: number, now = Date.now()): Promise<{ processingSeconds: number }> {
    const s = this.load();
    prune(s, shards, now);
    if (ticket > s.last) s.last = ticket;
    if (!s.waiting.includes(ticket)) s.waiting.splice(sortedIndex(s.waiting, ticket), 0, ticket);
    await this.save(s);
    return { processingSeconds: average(s) };
  }

  private shardOf(line: string, ticket: number, shards: number) {
    const ns = (this.env as Cloudflare.Env).JOB_SEQUENCER;
    return ns.get(ns.idFromName(`${line}-${((ticket % shards) + shards) % shards}`));
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

  /** Unfinished tickets in this shard ahead of `ticket`, its average processing time and how many runs it measured. */
  async ahead(ticket: number): Promise<{ count: number; processingSeconds: number; measured: number }> {
    const s = this.load();
    return {
      count: sortedIndex(s.waiting, ticket),
      processingSeconds: average(s),
      measured: s.durations.length,
    };
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
