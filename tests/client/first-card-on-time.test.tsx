import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useGeneration } from "../../src/client/features/generator/use-generation";

vi.mock("../../src/client/features/generator/api/generate-template", async (orig) => ({
  ...(await orig<typeof import("../../src/client/features/generator/api/generate-template")>()),
  generateTemplate: vi.fn(),
}));
vi.mock("../../src/client/features/generator/api/job-status", () => ({ getJobStatus: vi.fn() }));
vi.mock("../../src/client/lib/list-templates", () => ({ listTemplatesPage: vi.fn() }));

import { generateTemplate } from "../../src/client/features/generator/api/generate-template";
import { getJobStatus } from "../../src/client/features/generator/api/job-status";
import { setStoredUser } from "../../src/client/lib/session";
import { NOTHING_MORE } from "./support/job-status";

class FakeSocket {
  static all: FakeSocket[] = [];
  listeners: Record<string, ((e: { data?: string; code?: number }) => void)[]> = {};
  closed = false;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data?: string; code?: number }) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  push(data: unknown) {
    for (const fn of this.listeners.message ?? []) fn({ data: JSON.stringify(data) });
  }
  drop() {
    for (const fn of this.listeners.close ?? []) fn({ code: 1006 });
  }
  close() {
    this.closed = true;
  }
}

const request = {
  palette: ["#111111"],
  logo: "data:image/png;base64,AA==",
  url: "https://acme.com",
  campaignType: "newsletter",
  campaignText: "",
  userPlan: "basic",
};
let completedAt = Infinity;
const status = () => ({
  jobId: "job-1",
  ...NOTHING_MORE,
  status: Date.now() >= completedAt ? ("completed" as const) : ("processing" as const),
  position: 0,
  estimatedSeconds: 5,
  error: null,
  templateId: Date.now() >= completedAt ? "t1" : null,
});

function useFakeLine() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("WebSocket", FakeSocket);
    FakeSocket.all = [];
    completedAt = Infinity;
    setStoredUser({
      id: "u1",
      sessionToken: "tok",
      refreshToken: "r",
      tokenExpiresAt: Date.now() / 1000 + 900,
    } as never);
    vi.mocked(generateTemplate).mockResolvedValue({
      jobId: "job-1",
      ...NOTHING_MORE,
      status: "queued",
      position: 1,
      estimatedSeconds: 8,
    });
    vi.mocked(getJobStatus).mockImplementation(async () => status());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setStoredUser(null);
  });
}

describe("the first card after a completed job", () => {
  useFakeLine();

  it("reloads the list within 1 s of the pushed completion and closes the overlay within 1 s", async () => {
    const onCompleted = vi.fn();
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted, onSettled: vi.fn() }),
    );
    await act(async () => void result.current.start(request));
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    completedAt = Date.now();
    await act(async () =>
      FakeSocket.all[0].push({ jobId: "job-1", status: "completed", position: 0, estimatedSeconds: 0 }),
    );
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(onCompleted).toHaveBeenCalledTimes(1);
    expect(result.current.state.phase).toBe("idle");
  });

  it("opens a dropped socket again, so a completion during a cold start is not left to a 10 s poll", async () => {
    const onCompleted = vi.fn();
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted, onSettled: vi.fn() }),
    );
    await act(async () => void result.current.start(request));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    // The socket drops; the job completes while it is down; the new socket's first message is the current state.
    await act(async () => FakeSocket.all[0].drop());
    completedAt = Date.now();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(FakeSocket.all).toHaveLength(2);
    await act(async () =>
      FakeSocket.all[1].push({ jobId: "job-1", status: "completed", position: 0, estimatedSeconds: 0 }),
    );
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });
});

describe("honest progress in the overlay", () => {
  useFakeLine();

  it("follows the server's website read: reading, then 'Couldn't read' instead of a read that failed", async () => {
    const { progressMessage } = await import("../../src/client/features/generator/use-generation");
    const { ROTATING_MESSAGES } = await import("../../src/client/features/generator/progress");
    expect(progressMessage({ site: "reading", startedAt: 0 }, 1000)).toBe(
      "Reading your website for brand details...",
    );
    expect(progressMessage({ site: "unread", startedAt: 0 }, 1000)).toBe(
      "Couldn't read your website; using your logo and details",
    );
    // No rotating message claims the read: it is the server's to report.
    expect(ROTATING_MESSAGES.some((m) => /reading your website/i.test(m))).toBe(false);
    for (let t = 0; t < 8 * 15_000; t += 15_000)
      expect(progressMessage({ site: "read", startedAt: 0 }, t)).not.toMatch(/Reading your website/);
  });

  it("shows the spec's 60-90 seconds only when that is the server's estimate", async () => {
    const { estimateText, queueHeading } = await import("../../src/client/features/generator/progress");
    expect(estimateText(75)).toMatch(/60-90 seconds/);
    expect(estimateText(12)).toBe("About 12 seconds to go, judging by recent templates.");
    expect(estimateText(12)).not.toMatch(/60-90/);
    expect(estimateText(null)).toBeNull();
    // A finished job's estimate is 0: no "About 0 seconds to go" while the overlay closes; one second is singular.
    expect(estimateText(0)).toBeNull();
    expect(estimateText(1)).toBe("About 1 second to go, judging by recent templates.");
    expect(queueHeading("queued", 3, null).title).not.toBe("Almost ready!");
  });

  it("takes the pushed site stage into the overlay state", async () => {
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    await act(async () => void result.current.start(request));
    await act(async () =>
      FakeSocket.all[0].push({
        jobId: "job-1",
        ...NOTHING_MORE,
        status: "processing",
        position: 0,
        estimatedSeconds: 20,
        site: "unread",
      }),
    );
    expect(result.current.state.site).toBe("unread");
  });
});
