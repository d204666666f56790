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
  static last: FakeSocket | null = null;
  listeners: Record<string, ((e: { data?: string }) => void)[]> = {};
  closed = false;
  constructor(
    public url: string,
    public protocols: string[],
  ) {
    FakeSocket.last = this;
  }
  addEventListener(type: string, fn: (e: { data?: string }) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  push(data: unknown) {
    for (const fn of this.listeners.message ?? []) fn({ data: JSON.stringify(data) });
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

describe("live job status in the dashboard", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("WebSocket", FakeSocket);
    FakeSocket.last = null;
    setStoredUser({
      id: "u1",
      sessionToken: "tok.en.x",
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
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setStoredUser(null);
  });

  it("reads the status as soon as the server pushes the completion, not at the next poll", async () => {
    const calls: number[] = [];
    vi.mocked(getJobStatus).mockImplementation(async () => {
      calls.push(Date.now());
      return {
        jobId: "job-1",
        ...NOTHING_MORE,
        status: "completed",
        position: 0,
        estimatedSeconds: 0,
        error: null,
        templateId: "t1",
        htmlTemplate: "<html></html>",
      };
    });
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    const t0 = Date.now();
    await act(async () => {
      void result.current.start(request);
    });
    const socket = FakeSocket.last!;
    expect(socket.url).toMatch(/\/api\/queue\/events\/job-1$/);
    expect(socket.protocols).toEqual(["brandmail.v1", "bearer.tok.en.x"]);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(calls).toEqual([]);
    await act(async () =>
      socket.push({ jobId: "job-1", status: "completed", position: 0, estimatedSeconds: 0 }),
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(calls.map((c) => c - t0)).toEqual([300]);
    expect(result.current.state.phase).toBe("completed");
    expect(socket.closed).toBe(true);
  });

  it("keeps polling on the spec's schedule when no push comes", async () => {
    const calls: number[] = [];
    vi.mocked(getJobStatus).mockImplementation(async () => {
      calls.push(Date.now());
      return {
        jobId: "job-1",
        ...NOTHING_MORE,
        status: "queued",
        position: 1,
        estimatedSeconds: 8,
        error: null,
        templateId: null,
      };
    });
    const { result } = renderHook(() =>
      useGeneration({ userId: "u1", templateCount: 0, onCompleted: vi.fn(), onSettled: vi.fn() }),
    );
    const t0 = Date.now();
    await act(async () => {
      void result.current.start(request);
    });
    // A push that changes nothing worth reading (still queued) does not add a request.
    await act(async () =>
      FakeSocket.last!.push({ jobId: "job-1", status: "queued", position: 1, estimatedSeconds: 8 }),
    );
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(calls.map((c) => c - t0)).toEqual([2000, 4000]);
    act(() => result.current.cancel());
  });
});
