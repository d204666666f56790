import type { JobStatus } from "../../../shared/api-types";

export const PROGRESS_STEPS = [
  { id: "queue", label: "Initializing template engine" },
  { id: "upload", label: "Processing your logo and website" },
  { id: "analyze", label: "Analyzing brand colors and fonts" },
  { id: "generate", label: "AI generating custom template" },
  { id: "optimize", label: "Optimizing for email clients" },
  { id: "finalize", label: "Finalizing your template" },
] as const;

export const STEP_PERCENT = [5, 20, 40, 60, 80, 95];
export const MAX_POLL_ATTEMPTS = 60;
export const MESSAGE_ROTATION_MS = 15_000;
export const POLL_TIMEOUT_MESSAGE =
  "Template generation is taking longer than usual. Please try again later or contact support.";
export const NOT_COUNTED_MESSAGE = "Don't worry - this won't count against your template limit.";

/** What the server says about the website read: shown instead of the rotating message while it applies. */
export const SITE_READING = "Reading your website for brand details...";
export const SITE_UNREAD = "Couldn't read your website; using your logo and details";
/** While the job waits for the engine nothing is being made yet: no engine step is claimed (decision 10). */
export const QUEUE_WAITING = "Waiting for a free spot in the queue...";
export const SPEC_ESTIMATE =
  "AI crafting usually takes 60-90 seconds; complex designs can take up to 5 minutes.";

// None of these claims a step the server has not reported (the website read has its own lines above).
export const ROTATING_MESSAGES = [
  "Getting your brand details ready...",
  "Matching your logo colours...",
  "Choosing a layout for your campaign...",
  "Writing on-brand copy...",
  "Making it look great in Outlook and Gmail...",
  "Checking dark mode and mobile widths...",
  "Adding a plain-text version...",
  "Polishing the final details...",
];

export type StepState = "pending" | "active" | "completed" | "error";

/** Step from elapsed seconds: <2 -> 0, <5 -> 1, <10 -> 2, <25 -> 3, <35 -> 4, later 5. */
export function timerStep(elapsedSeconds: number): number {
  if (elapsedSeconds < 2) return 0;
  if (elapsedSeconds < 5) return 1;
  if (elapsedSeconds < 10) return 2;
  if (elapsedSeconds < 25) return 3;
  if (elapsedSeconds < 35) return 4;
  return 5;
}

/** The larger of server step and timer step; the caller passes the seconds the engine has been working. */
export function displayedStep(serverStep: number, elapsedSeconds: number): number {
  return Math.min(PROGRESS_STEPS.length - 1, Math.max(serverStep, timerStep(elapsedSeconds)));
}

export function stepPercent(step: number): number {
  return STEP_PERCENT[Math.max(0, Math.min(STEP_PERCENT.length - 1, step))];
}

/** Server step for a waiting job: position 1 is step 1, otherwise step 0. */
export function waitingStep(position: number | null | undefined): number {
  return position === 1 ? 1 : 0;
}

/** Delay before poll number `attempt` (0-based): <2 -> 2 s, <12 -> 5 s, <24 -> 10 s, else 15 s. */
export function pollDelayMs(attempt: number): number {
  if (attempt < 2) return 2000;
  if (attempt < 12) return 5000;
  if (attempt < 24) return 10_000;
  return 15_000;
}

export function stepStates(step: number, failed: boolean): StepState[] {
  return PROGRESS_STEPS.map((_, i) => {
    if (i < step) return "completed";
    if (i === step) return failed ? "error" : "active";
    return "pending";
  });
}

export interface QueueHeading {
  title: string;
  showPosition: boolean;
}

export function queueHeading(
  status: JobStatus | null,
  position: number | null,
  estimatedSeconds: number | null,
): QueueHeading {
  if (status === "processing" || position === 1)
    return { title: "Creating your custom template", showPosition: false };
  // No timed runs yet: no time-based promise ("Almost ready!"), just the place in the queue.
  if (estimatedSeconds == null) return { title: "Your template is in production", showPosition: true };
  const est = estimatedSeconds;
  if (est <= 30) return { title: "Almost ready!", showPosition: false };
  if (est <= 60) return { title: "Preparing your template", showPosition: false };
  if (est < 120) return { title: "Crafting your perfect template", showPosition: true };
  return { title: "Your template is in production", showPosition: true };
}

export function formatElapsed(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

/**
 * The estimate line: the spec's "60-90 seconds" sentence only when the server's estimate (from recently measured
 * runs) is in that range; otherwise the server's own figure, or nothing while no run has been timed.
 */
export function estimateText(estimatedSeconds: number | null): string | null {
  // Nothing left to estimate once the server says no time remains (the overlay is closing on a finished job).
  if (estimatedSeconds == null || estimatedSeconds < 1) return null;
  if (estimatedSeconds >= 60 && estimatedSeconds <= 90) return SPEC_ESTIMATE;
  if (estimatedSeconds < 2) return "About 1 second to go, judging by recent templates.";
  if (estimatedSeconds < 60)
    return `About ${Math.round(estimatedSeconds)} seconds to go, judging by recent templates.`;
  return `About ${Math.round(estimatedSeconds / 60)} minutes to go, judging by recent templates.`;
}
