import { useCallback, useEffect, useRef, useState } from "react";
import type { JobSite, JobStatus } from "../../../shared/api-types";
import { ApiRequestError } from "../../lib/api";
import {
  EXCEEDED_TIME_LIMIT,
  generateTemplate,
  submitErrorMessage,
  timedOutTemplate,
  type GenerateRequest,
} from "./api/generate-template";
import { getJobStatus } from "./api/job-status";
import { cancelJob } from "./api/cancel-job";
import { watchJobEvents } from "./api/job-events";
import { listTemplatesPage } from "../../lib/list-templates";
import {
  clearProgress,
  readProgress,
  saveProgress,
  updateProgress,
  type StoredJob,
} from "./generation-storage";
import {
  displayedStep,
  MAX_POLL_ATTEMPTS,
  MESSAGE_ROTATION_MS,
  pollDelayMs,
  POLL_TIMEOUT_MESSAGE,
  QUEUE_WAITING,
  ROTATING_MESSAGES,
  SITE_READING,
  SITE_UNREAD,
  timerStep,
  waitingStep,
} from "./progress";
import { handleSessionExpired } from "../../lib/session-expiry";

export type GenerationPhase = "idle" | "running" | "completed" | "failed" | "cancelling" | "cancelled";

export interface GenerationState {
  phase: GenerationPhase;
  jobId: string | null;
  status: JobStatus | null;
  position: number | null;
  estimatedSeconds: number | null;
  /** What the server reported about reading the website. */
  site: JobSite | null;
  wasQueued: boolean;
  serverStep: number;
  startedAt: number;
  processingSince: number | null;
  error: string | null;
  errorStatus: number | null;
  /** What the cancel answered, shown in the overlay: cancelled and refunded, or too late. */
  cancelNotice: { title: string; message: string; completed: boolean } | null;
  /** Versions of the brief being written (2 or 3 when asked for A/B tests; absent: one). */
  versions?: number;
}

const IDLE: GenerationState = {
  phase: "idle",
  jobId: null,
  status: null,
  position: null,
  estimatedSeconds: null,
  site: null,
  wasQueued: false,
  serverStep: 0,
  startedAt: 0,
  processingSince: null,
  error: null,
  errorStatus: null,
  cancelNotice: null,
  versions: 1,
};

/** The "ready" overlay stays this long: the new card must be visible within 1 s of the job's completion. */
export const CLOSE_AFTER_COMPLETE_MS = 700;
const LIST_POLL_MS = 5000;
export const CANCEL_FAILED_MESSAGE =
  "We could not reach the server to cancel. Your template is still being generated; try Cancel again in a moment.";
const MAX_STATUS_ERRORS = 3;

/** Processing moves to step 2, step 3 after 3 s, step 4 after 10 s more. */
export function processingStep(sinceMs: number): number {
  if (sinceMs < 3000) return 2;
  if (sinceMs < 13_000) return 3;
  return 4;
}

function currentServerStep(s: GenerationState, now: number): number {
  if (s.status === "completed") return 4;
  if (s.status === "processing" && s.processingSince) return processingStep(now - s.processingSince);
  return s.serverStep;
}

const isWaiting = (s: { status?: GenerationState["status"] }) =>
  s.status === "pending" || s.status === "queued";

/** The engine's last step that a running job can be known to be in: it generates until it reports completion. */
const GENERATING_STEP = 3;

/**
 * The step shown. Decision 10 (no step is claimed that is not happening) narrows the spec's timers: a job waiting in
 * the queue shows only its waiting step; the submission (the logo being uploaded and checked) at most step 1; while
 * the server reports the website being read, step 1 ("Processing your logo and website"); after that the spec's
 * processing steps count from the engine's start, up to "AI generating custom template", which stays active until
 * the job completes (optimising and finalising are not reported apart from completion).
 */
export function viewStep(s: GenerationState, now: number): number {
  const server = currentServerStep(s, now);
  if (s.status === "completed") return server;
  if (isWaiting(s)) return server;
  if (s.status === "processing") {
    if (s.site === "reading") return 1;
    const since = s.processingSince ?? now;
    return Math.min(GENERATING_STEP, displayedStep(server, Math.floor((now - since) / 1000)));
  }
  return Math.max(server, Math.min(1, timerStep(Math.floor((now - s.startedAt) / 1000))));
}

/**
 * The overlay's message: the website read as the server reports it; while the job waits, that it waits; the rotating
 * messages only while the engine works on it.
 */
export function progressMessage(
  s: Pick<GenerationState, "site" | "startedAt"> &
    Partial<Pick<GenerationState, "status" | "processingSince">>,
  now: number,
): string {
  if (s.site === "reading") return SITE_READING;
  if (s.site === "unread") return SITE_UNREAD;
  if (isWaiting(s)) return QUEUE_WAITING;
  if (s.status !== "processing") return ROTATING_MESSAGES[0];
  return rotatingMessage(s.processingSince ?? s.startedAt, now);
}

export function rotatingMessage(startedAt: number, now: number): string {
  return ROTATING_MESSAGES[
    Math.floor(Math.max(0, now - startedAt) / MESSAGE_ROTATION_MS) % ROTATING_MESSAGES.length
  ];
}

/** Ends the current wait between polls early; a nudge that comes while no wait runs ends the next one at once. */
class Waker {
  private wake: (() => void) | null = null;
  private pending = false;

  nudge() {
    if (this.wake) this.wake();
    else this.pending = true;
  }

  sleep(ms: number, signal: AbortSignal) {
    return new Promise<void>((resolve) => {
      if (this.pending || signal.aborted) {
        this.pending = false;
        return resolve();
      }
      const done = () => {
        clearTimeout(t);
        this.wake = null;
        resolve();
      };
      const t = setTimeout(done, ms);
      this.wake = done;
      signal.addEventListener("abort", done);
    });
  }
}

const sleep = (ms: number, signal: AbortSignal) => new Waker().sleep(ms, signal);

interface Options {
  userId: string;
  templateCount: number;
  /** `note` replaces the usual "ready" message when the template came with a warning (a 504 that carried it). */
  onCompleted: (note?: string, versions?: number) => void;
  onSettled: () => void;
}

export function useGeneration({ userId, templateCount, onCompleted, onSettled }: Options) {
  const [state, setState] = useState<GenerationState>(IDLE);
  const [now, setNow] = useState(() => Date.now());
  const abort = useRef<AbortController | null>(null);
  const job = useRef<StoredJob | null>(null);
  const cancelRequested = useRef(false);
  const cancelOnServerRef = useRef<(jobId: string) => Promise<void>>(async () => {});
  const callbacks = useRef({ onCompleted, onSettled });
  callbacks.current = { onCompleted, onSettled };
  const countRef = useRef(templateCount);
  countRef.current = templateCount;

  const patch = useCallback((p: Partial<GenerationState>) => setState((s) => ({ ...s, ...p })), []);

  const finish = useCallback(
    (signal: AbortSignal, note?: string) => {
      clearProgress();
      patch({ phase: "completed", status: "completed", serverStep: 4 });
      // The list is read again at once, behind the "ready" overlay, so the new card is on screen when it closes.
      callbacks.current.onCompleted(note, job.current?.versions ?? 1);
      setTimeout(() => {
        if (signal.aborted) return;
        setState(IDLE);
      }, CLOSE_AFTER_COMPLETE_MS);
    },
    [patch],
  );

  const fail = useCallback(
    (message: string, status: number | null = null) => {
      clearProgress();
      patch({ phase: "failed", error: message, errorStatus: status });
      callbacks.current.onSettled();
    },
    [patch],
  );

  const poll = useCallback(
    async (jobId: string, signal: AbortSignal) => {
      let errors = 0;
      // The job's tracker pushes each change; a push ends the wait and the status is read at once. Polling on the
      // spec's schedule stays as the fallback when the socket cannot open.
      const waker = new Waker();
      let lastPushed: JobStatus | null = null;
      const stopWatching = watchJobEvents(jobId, (event) => {
        if (event.site !== undefined || event.estimatedSeconds !== undefined)
          setState((s) =>
            s.phase === "running"
              ? {
                  ...s,
                  site: event.site ?? s.site,
                  estimatedSeconds: event.estimatedSeconds ?? s.estimatedSeconds,
                }
              : s,
          );
        if (event.status === lastPushed) return;
        lastPushed = event.status;
        if (event.status !== "queued" && event.status !== "pending") waker.nudge();
      });
      signal.addEventListener("abort", stopWatching);
      try {
        return await pollLoop();
      } finally {
        stopWatching();
      }

      async function pollLoop() {
        for (let attempt = 0; attempt < MAX_POLL_ATTEMPTS; attempt++) {
          await waker.sleep(pollDelayMs(attempt), signal);
          if (signal.aborted) return;
          try {
            const res = await getJobStatus(jobId, signal);
            if (signal.aborted) return;
            errors = 0;
            if (job.current) job.current.status = res.status;
            if (res.status === "completed") {
              const html = res.htmlTemplate ?? res.data?.htmlTemplate;
              return html || res.templateId
                ? finish(signal)
                : fail("Template completed but no content received");
            }
            if (res.status === "failed") return fail(res.error || "Template generation failed");
            if (res.status === "processing") {
              setState((s) => ({
                ...s,
                status: "processing",
                position: res.position,
                estimatedSeconds: res.estimatedSeconds,
                site: res.site ?? s.site,
                processingSince: s.processingSince ?? Date.now(),
              }));
            } else {
              patch({
                status: res.status,
                position: res.position,
                estimatedSeconds: res.estimatedSeconds,
                wasQueued: true,
                serverStep: waitingStep(res.position),
              });
            }
          } catch (e) {
            if (signal.aborted) return;
            if (e instanceof ApiRequestError && e.status === 401) {
              clearProgress();
              return handleSessionExpired();
            }
            if (++errors >= MAX_STATUS_ERRORS) return fail("Failed to check job status");
          }
        }
        fail(POLL_TIMEOUT_MESSAGE);
      }
    },
    [fail, finish, patch],
  );

  /** After a reload with no job id (the submit never answered): watch the list until it grows. */
  const watchList = useCallback(
    async (countBefore: number, signal: AbortSignal) => {
      for (let i = 0; i < MAX_POLL_ATTEMPTS; i++) {
        await sleep(LIST_POLL_MS, signal);
        if (signal.aborted) return;
        try {
          const res = await listTemplatesPage(1, 1);
          if (res.total > countBefore) return finish(signal);
        } catch {
          /* keep watching */
        }
      }
      clearProgress();
      setState(IDLE);
    },
    [finish],
  );

  const start = useCallback(
    async (request: Omit<GenerateRequest, "sessionId" | "userId">) => {
      abort.current?.abort();
      cancelRequested.current = false;
      const controller = new AbortController();
      abort.current = controller;
      const startedAt = Date.now();
      const versions = request.variants ?? 1;
      job.current = { userId, jobId: null, startedAt, countBefore: countRef.current, status: null, versions };
      saveProgress(job.current, ROTATING_MESSAGES[0], 0);
      setNow(startedAt);
      setState({ ...IDLE, phase: "running", startedAt, versions });
      try {
        const res = await generateTemplate({ ...request, sessionId: crypto.randomUUID(), userId });
        if (controller.signal.aborted) return;
        if (!res.jobId) return finish(controller.signal);
        job.current = { ...job.current, jobId: res.jobId, status: res.status ?? "queued" };
        if (cancelRequested.current) {
          cancelRequested.current = false;
          patch({ jobId: res.jobId });
          return void cancelOnServerRef.current(res.jobId);
        }
        patch({
          jobId: res.jobId,
          status: res.status ?? "queued",
          position: res.position ?? null,
          estimatedSeconds: res.estimatedSeconds ?? null,
          wasQueued: true,
          serverStep: waitingStep(res.position),
        });
        await poll(res.jobId, controller.signal);
      } catch (e) {
        if (controller.signal.aborted) return;
        if (e instanceof ApiRequestError && e.status === 401 && e.code === "session_expired")
          return clearProgress();
        if (timedOutTemplate(e)) return finish(controller.signal, EXCEEDED_TIME_LIMIT);
        fail(submitErrorMessage(e), e instanceof ApiRequestError ? e.status : null);
      }
    },
    [fail, finish, patch, poll, userId],
  );

  const cancelOnServer = useCallback(
    async (jobId: string) => {
      abort.current?.abort();
      patch({ phase: "cancelling", cancelNotice: null });
      try {
        const res = await cancelJob(jobId);
        clearProgress();
        patch({
          phase: "cancelled",
          cancelNotice: { title: "Generation cancelled", message: res.message, completed: false },
        });
        callbacks.current.onSettled();
      } catch (e) {
        if (e instanceof ApiRequestError && e.status === 401 && e.code === "session_expired")
          return clearProgress();
        if (e instanceof ApiRequestError && e.status === 409) {
          clearProgress();
          const completed = !/stopped/.test(e.message);
          patch({
            phase: "cancelled",
            cancelNotice: {
              title: completed ? "Already finished" : "Generation stopped",
              message: e.message,
              completed,
            },
          });
          if (completed) callbacks.current.onCompleted();
          else callbacks.current.onSettled();
          return;
        }
        // The job keeps running: say so and go on following it.
        const message = e instanceof ApiRequestError && e.status !== 0 ? e.message : CANCEL_FAILED_MESSAGE;
        const controller = new AbortController();
        abort.current = controller;
        patch({ phase: "running", cancelNotice: { title: "Not cancelled", message, completed: false } });
        void poll(jobId, controller.signal);
      }
    },
    [patch, poll],
  );
  cancelOnServerRef.current = cancelOnServer;

  const cancel = useCallback(() => {
    const jobId = job.current?.jobId ?? state.jobId;
    if (state.phase === "running" && jobId) return void cancelOnServer(jobId);
    if (state.phase === "running") {
      // The submission has not answered yet: cancel as soon as it does, so the credit is never spent.
      cancelRequested.current = true;
      patch({ phase: "cancelling", cancelNotice: null });
      return;
    }
    abort.current?.abort();
    clearProgress();
    setState(IDLE);
  }, [cancelOnServer, patch, state.jobId, state.phase]);

  const dismiss = useCallback(() => {
    abort.current?.abort();
    clearProgress();
    setState(IDLE);
  }, []);

  useEffect(() => {
    const restored = readProgress(userId);
    if (!restored) return;
    const controller = new AbortController();
    abort.current = controller;
    job.current = restored.job;
    const { jobId, startedAt, status } = restored.job;
    setState({
      ...IDLE,
      phase: "running",
      startedAt,
      jobId,
      status,
      wasQueued: !!jobId,
      serverStep: Math.min(restored.step, 4),
      versions: restored.job.versions ?? 1,
    });
    if (jobId) void poll(jobId, controller.signal);
    else void watchList(restored.job.countBefore, controller.signal);
    return () => controller.abort();
  }, [userId, poll, watchList]);

  useEffect(() => () => abort.current?.abort(), []);

  useEffect(() => {
    if (state.phase !== "running") return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== "running" || !job.current) return;
    updateProgress(job.current, progressMessage(state, now), viewStep(state, now));
  }, [now, state]);

  return { state, now, start, cancel, dismiss };
}
