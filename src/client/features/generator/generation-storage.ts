import type { JobStatus } from "../../../shared/api-types";

export const IN_PROGRESS_KEY = "templateGenerationInProgress";
export const MESSAGE_KEY = "templateGenerationMessage";
export const STEP_KEY = "templateGenerationStep";
export const JOB_KEY = "templateGenerationJob";

export interface StoredJob {
  userId: string;
  jobId: string | null;
  startedAt: number;
  countBefore: number;
  status: JobStatus | null;
  /** Versions of the brief the job writes (absent: one). */
  versions?: number;
}

export function saveProgress(job: StoredJob, message: string, step: number): void {
  localStorage.setItem(IN_PROGRESS_KEY, "true");
  localStorage.setItem(MESSAGE_KEY, message);
  localStorage.setItem(STEP_KEY, String(step));
  localStorage.setItem(JOB_KEY, JSON.stringify(job));
}

/**
 * Updates the message and step of a generation still marked in progress. A tick rendered just before the job
 * finished may run its effect after the finish cleared the progress; it must not mark the finished job as running
 * again (a reload would then restore a finished generation).
 */
export function updateProgress(job: StoredJob, message: string, step: number): void {
  if (localStorage.getItem(IN_PROGRESS_KEY) !== "true") return;
  saveProgress(job, message, step);
}

export function readProgress(userId: string): { job: StoredJob; message: string; step: number } | null {
  if (localStorage.getItem(IN_PROGRESS_KEY) !== "true") return null;
  try {
    const job = JSON.parse(localStorage.getItem(JOB_KEY) ?? "null") as StoredJob | null;
    if (!job || job.userId !== userId) return null;
    return {
      job,
      message: localStorage.getItem(MESSAGE_KEY) ?? "",
      step: Number(localStorage.getItem(STEP_KEY) ?? "0") || 0,
    };
  } catch {
    return null;
  }
}

export function clearProgress(): void {
  for (const k of [IN_PROGRESS_KEY, MESSAGE_KEY, STEP_KEY, JOB_KEY]) localStorage.removeItem(k);
}
