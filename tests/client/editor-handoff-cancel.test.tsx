import { act, render, renderHook, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useGeneration } from "../../src/client/features/generator/use-generation";
import { ProgressOverlay } from "../../src/client/features/generator/progress-overlay";
import { IN_PROGRESS_KEY } from "../../src/client/features/generator/generation-storage";
import { ApiRequestError } from "../../src/client/lib/api";

vi.mock("../../src/client/features/generator/api/generate-template", async (orig) => ({
  ...(await orig<typeof import("../../src/client/features/generator/api/generate-template")>()),
  generateTemplate: vi.fn(),
}));
vi.mock("../../src/client/features/generator/api/job-status", () => ({ getJobStatus: vi.fn() }));
vi.mock("../../src/client/lib/list-templates", () => ({ listTemplatesPage: vi.fn() }));
vi.mock("../../src/client/features/generator/api/cancel-job", () => ({ cancelJob: vi.fn() }));

import { generateTemplate } from "../../src/client/features/generator/api/generate-template";
import { getJobStatus } from "../../src/client/features/generator/api/job-status";
import { cancelJob } from "../../src/client/features/generator/api/cancel-job";
import { NOTHING_MORE } from "./support/job-status";

const request = {
  palette: ["#112233"],
  logo: "data:image/png;base64,AA",
  url: "https://acme.example",
  campaignType: "newsletter",
  campaignText: "",
  userPlan: "premium",
};
const queued = {
  jobId: "job-1",
  ...NOTHING_MORE,
  status: "queued" as const,
  position: 3,
  estimatedSeconds: 30,
  error: null,
  templateId: null,
};

function setup() {
  const onCompleted = vi.fn();
  const onSettled = vi.fn();
  const hook = renderHook(() => useGeneration({ userId: "u1", templateCount: 0, onCompleted, onSettled }));
  return { ...hook, onCompleted, onSettled };
}

describe("cancelling a generation", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    vi.mocked(generateTemplate)
      .mockReset()
      .mockResolvedValue({ jobId: "job-1", status: "queued", position: 3, estimatedSeconds: 30 });
    vi.mocked(getJobStatus).mockReset().mockResolvedValue(queued);
    vi.mocked(cancelJob).mockReset();
  });

  it("asks the server to cancel, stops polling and says the credit came back", async () => {
    vi.mocked(cancelJob).mockResolvedValue({
      jobId: "job-1",
      status: "cancelled",
      refunded: true,
      message: "You cancelled this generation. Your template credit has been returned.",
    });
    const { result, onSettled } = setup();
    await act(async () => void result.current.start(request));
    await act(async () => result.current.cancel());
    expect(cancelJob).toHaveBeenCalledWith("job-1");
    expect(result.current.state.phase).toBe("cancelled");
    expect(result.current.state.cancelNotice?.message).toMatch(/credit has been returned/);
    expect(onSettled).toHaveBeenCalled();
    expect(localStorage.getItem(IN_PROGRESS_KEY)).toBeNull();
    const polls = vi.mocked(getJobStatus).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(vi.mocked(getJobStatus).mock.calls.length).toBe(polls);
  });

  it("tells the user when the job had already finished (409) and refreshes the list", async () => {
    vi.mocked(cancelJob).mockRejectedValue(
      new ApiRequestError(
        "This template was already finished, so it could not be cancelled. You can find it in the Templates tab.",
        409,
        "conflict",
      ),
    );
    const { result, onCompleted } = setup();
    await act(async () => void result.current.start(request));
    await act(async () => result.current.cancel());
    expect(result.current.state.phase).toBe("cancelled");
    expect(result.current.state.cancelNotice?.title).toBe("Already finished");
    expect(onCompleted).toHaveBeenCalled();
  });

  it("keeps following the job and says so when the cancel did not reach the server", async () => {
    vi.mocked(cancelJob).mockRejectedValue(new ApiRequestError("Cannot connect", 0, "network"));
    const { result } = setup();
    await act(async () => void result.current.start(request));
    await act(async () => result.current.cancel());
    expect(result.current.state.phase).toBe("running");
    expect(result.current.state.cancelNotice?.title).toBe("Not cancelled");
    const polls = vi.mocked(getJobStatus).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(vi.mocked(getJobStatus).mock.calls.length).toBeGreaterThan(polls);
  });

  it("cancels a submission that had not answered yet as soon as it does", async () => {
    let answer: (v: Awaited<ReturnType<typeof generateTemplate>>) => void = () => {};
    vi.mocked(generateTemplate).mockReturnValue(new Promise((r) => (answer = r)));
    vi.mocked(cancelJob).mockResolvedValue({
      jobId: "job-9",
      status: "cancelled",
      refunded: true,
      message: "You cancelled this generation. Your template credit has been returned.",
    });
    const { result } = setup();
    await act(async () => void result.current.start(request));
    await act(async () => result.current.cancel());
    expect(result.current.state.phase).toBe("cancelling");
    await act(async () => answer({ jobId: "job-9", status: "queued", position: 0, estimatedSeconds: null }));
    expect(cancelJob).toHaveBeenCalledWith("job-9");
    expect(result.current.state.phase).toBe("cancelled");
  });

  it("shows the server's answer in the overlay with a Close button", () => {
    const onDismiss = vi.fn();
    render(
      <ProgressOverlay
        state={{
          phase: "cancelled",
          jobId: "j",
          ...NOTHING_MORE,
          status: "queued",
          position: 2,
          estimatedSeconds: 10,
          site: null,
          wasQueued: true,
          serverStep: 0,
          startedAt: 0,
          processingSince: null,
          error: null,
          errorStatus: null,
          cancelNotice: {
            title: "Generation cancelled",
            message: "You cancelled this generation. Your template credit has been returned.",
            completed: false,
          },
        }}
        now={1000}
        onCancel={vi.fn()}
        onDismiss={onDismiss}
        onRetry={vi.fn()}
        onUpgrade={vi.fn()}
      />,
    );
    expect(screen.getByRole("heading", { name: "Generation cancelled" })).toBeTruthy();
    expect(screen.getByTestId("cancel-result").textContent).toMatch(/credit has been returned/);
    act(() => screen.getByRole("button", { name: "Close" }).click());
    expect(onDismiss).toHaveBeenCalled();
  });
});
