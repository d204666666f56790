import { DurableObject } from "cloudflare:workers";

interface SequencerState {
  next: number;
  finished: number[];
  watermark: number;
  durations: number[];
}

export interface Ticket {
  ticket: number;
  /** Jobs ahead of this one plus itself, at the moment the ticket was taken. */
  position: number;
  /** Seconds one queue slot takes to clear (average processing time / parallelism). */
  secondsPerSlot: number;
  /** Average processing time of one job, in seconds. */
  processingSeconds: number;
}

const DEFAULT_PROCESSING_SECONDS = 8;
// Tickets whose jobs vanished without a finish must not freeze positions forever.
const MAX_OUT_OF_ORDER = 500;

/**
 * Hands out increasing tickets and keeps the finished watermark: position = ticket - watermark.
 * It is called twice per job (take, finish), never per status poll.
 */
export class JobSequencer extends DurableObject {
  private async load(): Promise<SequencerState> {
    return (await this.ctx.storage.get<SequencerState>("s")) ?? { next: 1, finished: [], watermark: 0, durations: [] };
  }

  async take(parallelism: number): Promise<Ticket> {
    const s = await this.load();
    const ticket = s.next++;
    await this.ctx.storage.put("s", s);
    const processingSeconds = average(s);
    return {
      ticket,
      position: ticket - s.watermark,
      secondsPerSlot: Math.max(0.5, processingSeconds / Math.max(1, parallelism)),
      processingSeconds,
    };
  }

  async finish(ticket: number, durationMs: number | null): Promise<{ watermark: number }> {
    const s = await this.load();
    if (ticket <= s.watermark || ticket >= s.next || s.finished.includes(ticket)) return { watermark: s.watermark };
    s.finished.push(ticket);
    s.finished.sort((a, b) => a - b);
    while (s.finished[0] === s.watermark + 1) {
      s.watermark++;
      s.finished.shift();
    }
    if (s.finished.length > MAX_OUT_OF_ORDER) {
      s.watermark = s.finished[0];
      s.finished.shift();
      while (s.finished[0] === s.watermark + 1) {
        s.watermark++;
        s.finished.shift();
      }
    }
    if (durationMs !== null && durationMs >= 0) s.durations = [...s.durations.slice(-19), durationMs];
    await this.ctx.storage.put("s", s);
    return { watermark: s.watermark };
  }

  async snapshot(): Promise<SequencerState> {
    return this.load();
  }
}

function average(s: SequencerState): number {
  if (!s.durations.length) return DEFAULT_PROCESSING_SECONDS;
  return Math.max(1, s.durations.reduce((a, b) => a + b, 0) / s.durations.length / 1000);
}
