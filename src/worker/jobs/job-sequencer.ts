import { DurableObject } from "cloudflare:workers";

interface SequencerState {
  next: number;
  finished: number[];
  watermark: number;
  durations: number[];
}

const DEFAULT_SECONDS = 8;

/** Hands out increasing tickets and keeps the finished watermark: position = ticket - watermark. */
export class JobSequencer extends DurableObject {
  private async load(): Promise<SequencerState> {
    return (
      (await this.ctx.storage.get<SequencerState>("s")) ?? { next: 1, finished: [], watermark: 0, durations: [] }
    );
  }

  async take(): Promise<{ ticket: number; position: number; estimatedSeconds: number }> {
    const s = await this.load();
    const ticket = s.next++;
    await this.ctx.storage.put("s", s);
    const position = ticket - s.watermark;
    return { ticket, position, estimatedSeconds: position * this.average(s) };
  }

  async finish(ticket: number, durationMs: number | null): Promise<void> {
    const s = await this.load();
    if (ticket <= s.watermark || s.finished.includes(ticket)) return;
    s.finished.push(ticket);
    s.finished.sort((a, b) => a - b);
    while (s.finished[0] === s.watermark + 1) {
      s.watermark++;
      s.finished.shift();
    }
    if (durationMs !== null) s.durations = [...s.durations.slice(-19), durationMs];
    await this.ctx.storage.put("s", s);
  }

  async position(ticket: number): Promise<{ position: number; estimatedSeconds: number }> {
    const s = await this.load();
    const position = Math.max(1, ticket - s.watermark);
    return { position, estimatedSeconds: Math.round(position * this.average(s)) };
  }

  private average(s: SequencerState): number {
    if (!s.durations.length) return DEFAULT_SECONDS;
    return Math.max(1, s.durations.reduce((a, b) => a + b, 0) / s.durations.length / 1000);
  }
}
