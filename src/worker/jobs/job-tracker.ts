import { DurableObject } from "cloudflare:workers";
import type { JobStatus } from "../../shared/api-types";

export interface JobState {
  jobId: string;
  userId: string;
  status: JobStatus;
  ticket: number;
  error: string | null;
  templateId: string | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

/** One object per job (addressed by job id), so status polling spreads across the platform. */
export class JobTracker extends DurableObject {
  async register(init: { jobId: string; userId: string; ticket: number }): Promise<JobState> {
    const existing = await this.ctx.storage.get<JobState>("job");
    if (existing) return existing;
    const state: JobState = {
      ...init,
      status: "queued",
      error: null,
      templateId: null,
      createdAt: Date.now(),
      startedAt: null,
      finishedAt: null,
    };
    await this.ctx.storage.put("job", state);
    return state;
  }

  async get(): Promise<JobState | null> {
    return (await this.ctx.storage.get<JobState>("job")) ?? null;
  }

  async update(patch: Partial<Pick<JobState, "status" | "error" | "templateId" | "startedAt" | "finishedAt">>) {
    const current = await this.ctx.storage.get<JobState>("job");
    if (!current) return null;
    // Final states never move back: a redelivered message must not reopen a finished job.
    if (current.status === "completed" || current.status === "failed") return current;
    const next = { ...current, ...patch };
    await this.ctx.storage.put("job", next);
    return next;
  }
}
