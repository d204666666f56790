import { describe, expect, it } from "vitest";
import { viewOf, type JobState } from "../../src/worker/jobs/job-tracker";
import { sequencerFor } from "../../src/worker/jobs/stubs";
import { call, createUser, generationBody, testEnv as env } from "./pipeline-support";

const sequencer = () => sequencerFor(env, `test-${crypto.randomUUID()}`);

describe("job sequencer", () => {
  it("hands out increasing tickets and positions that count only the jobs not yet finished ahead", async () => {
    const seq = sequencer();
    const a = await seq.take(1);
    const b = await seq.take(1);
    const c = await seq.take(1);
    expect(a.ticket).toBeLessThan(b.ticket);
    expect(b.ticket).toBeLessThan(c.ticket);
    expect([a.position, b.position, c.position]).toEqual([1, 2, 3]);
    // Out-of-order finish: b is gone from the line, so c has one job ahead, not two.
    await seq.finish(b.ticket, 4000);
    expect((await seq.ahead(c.ticket)).count).toBe(1);
    await seq.finish(a.ticket, 2000);
    expect((await seq.ahead(c.ticket)).count).toBe(0);
    const d = await seq.take(2);
    expect(d.position).toBe(2);
  });

  it("ignores tickets it never issued and finishes a ticket once", async () => {
    const seq = sequencer();
    const a = await seq.take(1);
    expect((await seq.finish(a.ticket + 8 * 10_000_000, 10)).waiting).toBe(1);
    expect((await seq.finish(a.ticket, null)).waiting).toBe(0);
    expect((await seq.finish(a.ticket, 5000)).waiting).toBe(0);
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
    expect(
      viewOf({ ...base, status: "processing", startedAt: base.createdAt }, base.createdAt + 2_000),
    ).toMatchObject({
      position: 0,
      estimatedSeconds: 4,
    });
    expect(viewOf({ ...base, status: "completed" }, base.createdAt)).toMatchObject({
      position: 0,
      estimatedSeconds: 0,
    });
  });

  it("gives later submissions later queue positions", async () => {
    const user = await createUser({ plan: "enterprise" });
    const positions: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call("/api/generate-template-async", {
        token: user.token,
        json: generationBody({ campaignType: "newsletter" }),
      });
      positions.push((await res.json<{ position: number }>()).position);
    }
    expect(positions[1]).toBeGreaterThanOrEqual(positions[0]);
    expect(positions[2]).toBeGreaterThanOrEqual(positions[1]);
  });
});
