import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  displayedStep,
  formatElapsed,
  MAX_POLL_ATTEMPTS,
  pollDelayMs,
  POLL_TIMEOUT_MESSAGE,
  PROGRESS_STEPS,
  QUEUE_WAITING,
  queueHeading,
  stepPercent,
  stepStates,
  timerStep,
  waitingStep,
} from "../../src/client/features/generator/progress";
import {
  processingStep,
  progressMessage,
  rotatingMessage,
  useGeneration,
  viewStep,
  type GenerationState,
} from "../../src/client/features/generator/use-generation";
import {
  clearProgress,
  IN_PROGRESS_KEY,
  JOB_KEY,
  MESSAGE_KEY,
  STEP_KEY,
} from "../../src/client/features/generator/generation-storage";

vi.mock("../../src/client/features/generator/api/generate-template", async (orig) => ({
  ...(await orig<typeof import("../../src/client/features/generator/api/generate-template")>()),
  generateTemplate: vi.fn(),
}));
vi.mock("../../src/client/features/generator/api/job-status", () => ({ getJobStatus: vi.fn() }));
vi.mock("../../src/client/lib/list-templates", () => ({ listTemplatesPage: vi.fn() }));
vi.mock("../../src/client/features/generator/api/cancel-job", () => ({
  cancelJob: vi.fn(async (jobId: string) => ({
    jobId,
    status: "cancelled",
    refunded: true,
    message: "Cancelled.",
  })),
}));

import { generateTemplate } from "../../src/client/features/generator/api/generate-template";
import { getJobStatus } from "../../src/client/features/generator/api/job-status";
import { ApiRequestError } from "../../src/client/lib/api";

describe("six-step progress arithmetic", () => {
  it("names the six steps in order", () => {
    expect(PROGRESS_STEPS.map((s) => s.label)).toEqual([
      "Initializing template engine",
      "Processing your logo and website",
      "Analyzing brand colors and fonts",
      "AI generating custom template",
      "Optimizing for email clients",
      "Finalizing your template",
    ]);
  });

  it("derives the timer step from elapsed seconds", () => {
    expect([0, 1.9, 2, 4.9, 5, 9, 10, 24, 25, 34, 35, 300].map(timerStep)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
  });

  it("shows the larger of server step and timer step", () => {
    expect(displayedStep(4, 3)).toBe(4);
    expect(displayedStep(1, 26)).toBe(4);
    expect(displayedStep(0, 0)).toBe(0);
  });

  it("maps steps to 5, 20, 40, 60, 80 and 95 percent", () => {
    expect([0, 1, 2, 3, 4, 5].map(stepPercent)).toEqual([5, 20, 40, 60, 80, 95]);
  });

  it("puts a waiting job on step 1 only at queue position 1", () => {
    expect(waitingStep(1)).toBe(1);
    expect(waitingStep(3)).toBe(0);
    expect(waitingStep(null)).toBe(0);
  });

  it("moves a processing job to step 2, step 3 after 3 s and step 4 after 10 s more", () => {
    expect([0, 2999, 3000, 12_999, 13_000].map(processingStep)).toEqual([2, 2, 3, 3, 4]);
  });

  it("combines server and timer steps for the view", () => {
    const s = { status: "processing", processingSince: 1000, startedAt: 0, serverStep: 0 } as GenerationState;
    expect(viewStep(s, 1000 + 3500)).toBe(3);
    expect(viewStep({ ...s, status: "completed" }, 100)).toBe(4);
  });

  // Decision 10: no step is claimed that is not happening. The spec's timer runs only while the engine works.
  it("claims no engine step while the job waits in the queue, however long it waits", () => {
    const queued = {
      status: "queued",
      position: 5,
      serverStep: 0,
      startedAt: 0,
      processingSince: null,
    } as GenerationState;
    expect([0, 6_000, 12_000, 40_000, 300_000].map((t) => viewStep(queued, t))).toEqual([0, 0, 0, 0, 0]);
    expect(viewStep({ ...queued, position: 1, serverStep: 1 }, 40_000)).toBe(1);
    expect(progressMessage({ ...queued, site: null }, 40_000)).toBe(QUEUE_WAITING);
    // Ten minutes in the queue, then the engine starts: the timer counts from there.
    const started = {
      ...queued,
      status: "processing",
      processingSince: 600_000,
      serverStep: 0,
    } as GenerationState;
    expect(viewStep(started, 600_500)).toBe(2);
    expect(progressMessage({ ...started, site: null }, 600_500)).toBe(rotatingMessage(0, 0));
    // While the website is read the engine is on step 1; after it, generating stays active until completion.
    expect(viewStep({ ...started, site: "reading" }, 616_000)).toBe(1);
    expect([603_500, 616_000, 700_000].map((t) => viewStep({ ...started, site: "read" }, t))).toEqual([
      3, 3, 3,
    ]);
    // While the submission itself is under way (the logo is uploaded and checked) at most step 1.
    const submitting = {
      status: null,
      serverStep: 0,
      startedAt: 0,
      processingSince: null,
    } as GenerationState;
    expect([0, 1_999, 2_000, 60_000].map((t) => viewStep(submitting, t))).toEqual([0, 0, 1, 1]);
  });

  it("marks steps before the current one completed and the current one active or error", () => {
    expect(stepStates(2, false)).toEqual([
      "completed",
      "completed",
      "active",
      "pending",
      "pending",
      "pending",
    ]);
    expect(stepStates(1, true)[1]).toBe("error");
  });

  it("waits 2 s, then 5 s, then 10 s, then 15 s between polls", () => {
    expect([0, 1, 2, 11, 12, 23, 24, 59].map(pollDelayMs)).toEqual([
      2000, 2000, 5000, 5000, 10_000, 10_000, 15_000, 15_000,
    ]);
  });

  it("chooses the queue heading from status, position and estimate", () => {
    expect(queueHeading("processing", 4, 500).title).toBe("Creating your custom template");
    expect(queueHeading("queued", 1, 500).title).toBe("Creating your custom template");
    expect(queueHeading("queued", 2, 30).title).toBe("Almost ready!");
    expect(queueHeading("queued", 2, 45).title).toBe("Preparing your template");
    expect(queueHeading("queued", 3, 60).title).toBe("Preparing your template");
    expect(queueHeading("queued", 3, 119)).toEqual({
      title: "Crafting your perfect template",
      showPosition: true,
    });
    expect(queueHeading("queued", 9, 120)).toEqual({
      title: "Your template is in production",
      showPosition: true,
    });
  });

  it("rotates the message every 15 s and formats the timer", () => {
    expect(rotatingMessage(0, 14_999)).toBe(rotatingMessage(0, 0));
    expect(rotatingMessage(0, 15_000)).not.toBe(rotatingMessage(0, 0));
    expect(rotatingMessage(0, 8 * 15_000)).toBe(rotatingMessage(0, 0));
    expect(formatElapsed(75)).toBe("1:15");
  });
});

describe("useGeneration polling", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(generateTemplate).mockReset();
    vi.mocked(getJobStatus).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  const request = {
    palette: ["#111111"],
    logo: "data:image/png;base64,AA==",
    url: "https://acme.com",
    campaignType: "newsletter",
    campaignText: "",
    userPlan: "basic",
  };

  it("polls with the spec's delays, keeps progress in local storage and completes", async () => {
    vi.mocked(generateTemplate).mockResolvedValue({
      jobId: "job-1",
      status: "queued",
      position: 2,
      estimatedSeconds: 90,
    });
    const calls: number[] = [];
    vi.mocked(getJobStatus).mockImplementation(async () => {
      calls.push(Date.now());
      return calls.length < 3
        ? {
            jobId: "job-1",
            status: "processing",
            position: 0,
            estimatedSeconds: 30,
            error: null,
            templateId: null,
          }
        : {
            jobId: "job-1",
            status: "completed",
            position: 0,
            estimatedSeconds: 0,
            error: null,
            templateId: "t1",
          };
    });
    const onCompleted = vi.fn();
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted, onSettled: vi.fn() }),
    );
    const t0 = Date.now();
    await act(async () => {
      void result.current.start(request);
    });
    expect(result.current.state.status).toBe("queued");
    expect(localStorage.getItem(IN_PROGRESS_KEY)).toBe("true");
    expect(JSON.parse(localStorage.getItem(JOB_KEY)!).jobId).toBe("job-1");
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls.map((c) => c - t0)).toEqual([2000]);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.state.status).toBe("processing");
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.map((c) => c - t0)).toEqual([2000, 4000, 9000]);
    expect(result.current.state.phase).toBe("completed");
    expect(localStorage.getItem(IN_PROGRESS_KEY)).toBeNull();
    // The list is read again at once; the "ready" overlay closes within 1 s (first-card-on-time).
    expect(onCompleted).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(result.current.state.phase).toBe("idle");
  });

  it("fails a job reported completed with neither HTML nor a template id", async () => {
    vi.mocked(generateTemplate).mockResolvedValue({
      jobId: "job-x",
      status: "queued",
      position: 1,
      estimatedSeconds: 5,
    });
    vi.mocked(getJobStatus).mockResolvedValue({
      jobId: "job-x",
      status: "completed",
      position: 0,
      estimatedSeconds: 0,
      error: null,
      templateId: null,
    });
    const onCompleted = vi.fn();
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted, onSettled: vi.fn() }),
    );
    await act(async () => {
      void result.current.start(request);
    });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.state.phase).toBe("failed");
    expect(result.current.state.error).toBe("Template completed but no content received");
    expect(onCompleted).not.toHaveBeenCalled();
  });

  it("gives up after 60 attempts with the spec's message", async () => {
    vi.mocked(generateTemplate).mockResolvedValue({
      jobId: "job-2",
      status: "queued",
      position: 5,
      estimatedSeconds: 300,
    });
    vi.mocked(getJobStatus).mockResolvedValue({
      jobId: "job-2",
      status: "queued",
      position: 5,
      estimatedSeconds: 300,
      error: null,
      templateId: null,
    });
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    await act(async () => {
      void result.current.start(request);
    });
    const total = Array.from({ length: MAX_POLL_ATTEMPTS }, (_, i) => pollDelayMs(i)).reduce(
      (a, b) => a + b,
      0,
    );
    await act(() => vi.advanceTimersByTimeAsync(total - 1));
    expect(result.current.state.phase).toBe("running");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(getJobStatus).toHaveBeenCalledTimes(MAX_POLL_ATTEMPTS);
    expect(result.current.state.phase).toBe("failed");
    expect(result.current.state.error).toBe(POLL_TIMEOUT_MESSAGE);
  });

  it("shows the server's failure message and clears the stored progress", async () => {
    vi.mocked(generateTemplate).mockResolvedValue({
      jobId: "job-3",
      status: "queued",
      position: 1,
      estimatedSeconds: 20,
    });
    vi.mocked(getJobStatus).mockResolvedValue({
      jobId: "job-3",
      status: "failed",
      position: 0,
      estimatedSeconds: 0,
      error: "Website could not be reached",
      templateId: null,
    });
    const onSettled = vi.fn();
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled }),
    );
    await act(async () => {
      void result.current.start(request);
    });
    expect(result.current.state.serverStep).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.state).toMatchObject({ phase: "failed", error: "Website could not be reached" });
    expect(onSettled).toHaveBeenCalled();
    expect(localStorage.getItem(IN_PROGRESS_KEY)).toBeNull();
  });

  it("maps submit errors to the spec's messages", async () => {
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    for (const [err, message] of [
      [
        new ApiRequestError("Template limit reached for your plan", 403, "limit"),
        "Template limit reached for your plan",
      ],
      [new ApiRequestError("Request failed", 403, "error"), "Template limit reached"],
      [new ApiRequestError("Boom", 500, "internal"), "Boom"],
      [new ApiRequestError("Failed to submit job", 502, "error"), "Failed to submit job"],
      [new ApiRequestError("Nope", 401, "x"), "Authentication required"],
      [
        new ApiRequestError("No authentication token", 401, "no_token"),
        "Your session has expired. Please log out and log in again.",
      ],
      [new ApiRequestError("Gateway", 504, "error"), "Template generation timed out"],
      [
        new ApiRequestError("Request timed out", 0, "timeout"),
        "Template generation request timed out after 5 minutes",
      ],
      [new ApiRequestError("Unexpected response format", 200, "unexpected"), "Unexpected response format"],
    ] as const) {
      vi.mocked(generateTemplate).mockRejectedValueOnce(err);
      await act(() => result.current.start(request));
      expect(result.current.state.error).toBe(message);
    }
  });

  it("uses a template that came with a 504, with the spec's note, and never counts it as a failure", async () => {
    const onCompleted = vi.fn();
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted, onSettled: vi.fn() }),
    );
    vi.mocked(generateTemplate).mockRejectedValueOnce(
      new ApiRequestError("Gateway", 504, "error", { htmlTemplate: "<html>late</html>" }),
    );
    await act(() => result.current.start(request));
    expect(result.current.state.phase).toBe("completed");
    expect(onCompleted).toHaveBeenCalledWith("Template generation exceeded time limit", 1);
  });

  it("restores an in-progress generation after a reload and keeps polling", async () => {
    const startedAt = Date.now() - 12_000;
    localStorage.setItem(IN_PROGRESS_KEY, "true");
    localStorage.setItem(MESSAGE_KEY, "Writing on-brand copy...");
    localStorage.setItem(STEP_KEY, "3");
    localStorage.setItem(
      JOB_KEY,
      JSON.stringify({ userId: "u1", jobId: "job-9", startedAt, countBefore: 0, status: "processing" }),
    );
    vi.mocked(getJobStatus).mockResolvedValue({
      jobId: "job-9",
      status: "completed",
      position: 0,
      estimatedSeconds: 0,
      error: null,
      templateId: "t",
    });
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    expect(result.current.state).toMatchObject({ phase: "running", jobId: "job-9", startedAt });
    expect(viewStep(result.current.state, Date.now())).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(getJobStatus).toHaveBeenCalledWith("job-9", expect.anything());
    expect(result.current.state.phase).toBe("completed");
  });

  it("never marks a finished job as running again when a tick's effect runs after the finish cleared it", async () => {
    vi.mocked(generateTemplate).mockResolvedValue({
      jobId: "job-5",
      status: "queued",
      position: 1,
      estimatedSeconds: 9,
    });
    vi.mocked(getJobStatus).mockResolvedValue({
      jobId: "job-5",
      status: "processing",
      position: 0,
      estimatedSeconds: 9,
      error: null,
      templateId: null,
    });
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    await act(async () => {
      void result.current.start(request);
    });
    expect(localStorage.getItem(IN_PROGRESS_KEY)).toBe("true");
    // The finish clears the progress while the view still renders the job as running (React runs the pending
    // tick's effect before it renders the completion): that effect must not write the progress back.
    clearProgress();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.state.phase).toBe("running");
    expect(localStorage.getItem(IN_PROGRESS_KEY)).toBeNull();
    expect(localStorage.getItem(JOB_KEY)).toBeNull();
    act(() => result.current.dismiss());
  });

  it("ignores stored progress that belongs to another user", () => {
    localStorage.setItem(IN_PROGRESS_KEY, "true");
    localStorage.setItem(
      JOB_KEY,
      JSON.stringify({
        userId: "someone-else",
        jobId: "j",
        startedAt: Date.now(),
        countBefore: 0,
        status: null,
      }),
    );
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    expect(result.current.state.phase).toBe("idle");
  });

  it("cancel stops polling and clears the flag", async () => {
    vi.mocked(generateTemplate).mockResolvedValue({
      jobId: "job-4",
      status: "queued",
      position: 3,
      estimatedSeconds: 100,
    });
    vi.mocked(getJobStatus).mockResolvedValue({
      jobId: "job-4",
      status: "queued",
      position: 3,
      estimatedSeconds: 100,
      error: null,
      templateId: null,
    });
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    await act(async () => {
      void result.current.start(request);
    });
    await act(async () => result.current.cancel());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(getJobStatus).not.toHaveBeenCalled();
    expect(result.current.state.phase).toBe("cancelled");
    expect(localStorage.getItem(IN_PROGRESS_KEY)).toBeNull();
    act(() => result.current.dismiss());
    expect(result.current.state.phase).toBe("idle");
  });
});
