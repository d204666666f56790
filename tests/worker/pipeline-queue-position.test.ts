import { describe, expect, it } from "vitest";
import { viewOf, type JobState } from "../../src/worker/jobs/job-tracker";
import { call, createUser, generationBody, testEnv as env } from "./pipeline-support";

const sequencer = () => env.JOB_SEQUENCER.get(env.JOB_SEQUENCER.idFromName(`test-${crypto.randomUUID()}`));

describe("job sequencer", () => {
  it("hands out tickets in arrival order and positions relative to the finished watermark", async () => {
    const seq = sequencer();
    const a = await seq.take(1);
    const b = await seq.take(1);
    const c = await seq.take(1);
    expect([a.ticket, b.ticket, c.ticket]).toEqual([1, 2, 3]);
    expect([a.position, b.position, c.position]).toEqual([1, 2, 3]);
    // Out-of-order finish: the watermark only moves over a contiguous run of finished tickets.
    expect((await seq.finish(2, 4000)).watermark).toBe(0);
    expect((await seq.finish(1, 2000)).watermark).toBe(2);
    expect((await seq.finish(1, 2000)).watermark).toBe(2);
    const d = await seq.take(2);
    expect(d.ticket).toBe(4);
    expect(d.position).toBe(2);
    expect(d.processingSeconds).toBe(3);
    expect(d.secondsPerSlot).toBe(1.5);
  });

  it("ignores tickets it never issued", async () => {
    const seq = sequencer();
    await seq.take(1);
    expect((await seq.finish(99, 10)).watermark).toBe(0);
    expect((await seq.snapshot()).durations).toEqual([]);
  });
});

describe("job tracker view", () => {
  const base: JobState = {
    jobId: "j",
    userId: "u",
    status: "queued",
    ticket: 10,
    positionAtTake: 5,
    secondsPerSlot: 2,
    processingSeconds: 6,
    error: null,
    templateId: null,
    createdAt: 1_000_000,
    startedAt: null,
    finishedAt: null,
  };

  it("counts a waiting job down as the slots ahead of it clear", () => {
    expect(viewOf(base, base.createdAt)).toMatchObject({ position: 5, estimatedSeconds: 14 });
    expect(viewOf(base, base.createdAt + 4_000)).toMatchObject({ position: 3, estimatedSeconds: 10 });
    expect(viewOf(base, base.createdAt + 60_000)).toMatchObject({ position: 1, estimatedSeconds: 6 });
  });

  it("reports position 0 while processing and once finished", () => {
    expect(viewOf({ ...base, status: "processing", startedAt: base.createdAt }, base.createdAt + 2_000)).toMatchObject({
      position: 0,
      estimatedSeconds: 4,
    });
    expect(viewOf({ ...base, status: "completed" }, base.createdAt)).toMatchObject({ position: 0, estimatedSeconds: 0 });
  });

  it("gives later submissions later queue positions", async () => {
    const user = await createUser({ plan: "enterprise" });
    const positions: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/generate-template-async", { token: user.token, json: generationBody({ campaignType: "newsletter" }) });
      positions.push((await res.json<{ position: number }>()).position);
    }
    expect(positions[1]).toBeGreaterThanOrEqual(positions[0]);
    expect(positions[2]).toBeGreaterThanOrEqual(positions[1]);
  });
});
