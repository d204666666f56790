import { DurableObject } from "cloudflare:workers";
import type { JobStatus } from "../../shared/api-types";
import type { Ticket } from "./job-sequencer";

export interface JobState {
  jobId: string;
  userId: string;
  status: JobStatus;
  ticket: number;
  positionAtTake: number;
  secondsPerSlot: number;
  processingSeconds: number;
  error: string | null;
  templateId: string | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface JobView extends JobState {
  position: number;
  estimatedSeconds: number;
}

type Patch = Partial<Pick<JobState, "status" | "error" | "templateId" | "startedAt" | "finishedAt">>;

/**
 * Queue position and estimate of a waiting job, from what the sequencer said when it took its ticket:
 * the jobs ahead clear at one per secondsPerSlot. Polling never touches the shared sequencer.
 */
export function viewOf(state: JobState, now: number): JobView {
  if (state.status === "queued" || state.status === "pending") {
    const elapsed = Math.max(0, (now - state.createdAt) / 1000);
    const ahead = Math.max(0, state.positionAtTake - 1 - Math.floor(elapsed / state.secondsPerSlot));
    const estimate = ahead * state.secondsPerSlot + state.processingSeconds;
    return { ...state, position: ahead + 1, estimatedSeconds: Math.max(1, Math.round(estimate)) };
  }
  if (state.status === "processing") {
    const running = state.startedAt ? (now - state.startedAt) / 1000 : 0;
    return { ...state, position: 0, estimatedSeconds: Math.max(1, Math.round(state.processingSeconds - running)) };
  }
  return { ...state, position: 0, estimatedSeconds: 0 };
}

/** One object per job (addressed by job id), so status polling spreads across the platform. */
export class JobTracker extends DurableObject {
  async register(init: { jobId: string; userId: string; ticket: Ticket }): Promise<JobView> {
    const existing = await this.ctx.storage.get<JobState>("job");
    if (existing) return viewOf(existing, Date.now());
    const state: JobState = {
      jobId: init.jobId,
      userId: init.userId,
      status: "queued",
      ticket: init.ticket.ticket,
      positionAtTake: init.ticket.position,
      secondsPerSlot: init.ticket.secondsPerSlot,
      processingSeconds: init.ticket.processingSeconds,
      error: null,
      templateId: null,
      createdAt: Date.now(),
      startedAt: null,
      finishedAt: null,
    };
    await this.ctx.storage.put("job", state);
    return viewOf(state, state.createdAt);
  }

  async view(): Promise<JobView | null> {
    const state = await this.ctx.storage.get<JobState>("job");
    return state ? viewOf(state, Date.now()) : null;
  }

  async update(patch: Patch): Promise<JobState | null> {
    const current = await this.ctx.storage.get<JobState>("job");
    if (!current) return null;
    // Final states never move back: a redelivered message must not reopen a finished job.
    if (current.status === "completed" || current.status === "failed") return current;
    const next = { ...current, ...patch };
    await this.ctx.storage.put("job", next);
    return next;
  }
}
