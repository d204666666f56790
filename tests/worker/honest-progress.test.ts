import { describe, expect, it, vi } from "vitest";
import { generateTemplate } from "../../src/worker/generation";
import { CANCELLED_MESSAGE } from "../../src/worker/jobs/cancel";
import { processJob, type PipelineDeps } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { sequencerFor, trackerFor } from "../../src/worker/jobs/stubs";
import type { JobEvent } from "../../src/worker/jobs/job-tracker";
import {
  call,
  createUser,
  getJob,
  getUser,
  recordingEnv,
  submitDirect,
  templatesOf,
  testEnv,
} from "./pipeline-support";

const WRITTEN = {
  subject: "What's new this autumn at Northwind Coffee",
  preheader: "Winter opening hours, customer evenings and a new look for the app.",
  headline: "What's new this autumn",
  intro: "Here is a short look at what we have been working on this season.",
  sections: [
    { heading: "Winter opening hours", body: "We are open until 20:00 on weekdays." },
    { heading: "Customer evenings", body: "Join us every first Thursday of the month." },
  ],
  cta: { label: "Read the brewing journal" },
  footer: "You get this email because you joined the Northwind Coffee club.",
  layout: "minimal",
};

/** A bucket that records the keys written through it. */
function recordingBucket(puts: string[]): R2Bucket {
  return new Proxy(testEnv.BUCKET, {
    get(target, prop) {
      if (prop === "put")
        return (key: string, ...rest: unknown[]) => {
          puts.push(key);
          return (target.put as (...a: unknown[]) => unknown)(key, ...rest);
        };
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("cancel of a job already in the engine (slow Workers AI writer)", () => {
  it("stops between stages, refunds once, stores nothing more, and the tracker says it was cancelled", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, { campaignType: "newsletter" });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let writing!: () => void;
    const inWriter = new Promise<void>((r) => (writing = r));
    const ai = {
      run: vi.fn(async () => {
        writing();
        await gate;
        return { response: JSON.stringify(WRITTEN) };
      }),
    };
    const puts: string[] = [];
    const real = await pipelineDeps(testEnv);
    const deps: PipelineDeps = {
      ...real,
      bucket: recordingBucket(puts),
      generate: (input) => generateTemplate({ GENERATOR: "workers-ai", AI: ai as unknown as Ai }, input),
    };
    const outcome = processJob(deps, jobId, 1);
    await inWriter;
    const res = await call(`/api/queue/cancel/${jobId}`, { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "cancelled",
      refunded: true,
      message: CANCELLED_MESSAGE,
    });
    puts.length = 0;
    release();
    expect(await outcome).toBe("skipped");
    // Nothing after the writer ran: no images, no body, no row.
    expect(puts).toEqual([]);
    expect(await templatesOf(user.id)).toHaveLength(0);
    expect((await getUser(user.id)).templatesUsed).toBe(0);
    expect((await getJob(jobId))?.creditRefunded).toBe(true);
    expect(await trackerFor(testEnv, jobId).view()).toMatchObject({
      status: "failed",
      error: CANCELLED_MESSAGE,
    });
    // A second cancel answers the same without a second refund.
    const again = await call(`/api/queue/cancel/${jobId}`, { method: "POST", token: user.token });
    expect(await again.json()).toMatchObject({ status: "cancelled" });
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });
});

describe("what the tracker reports while the engine runs", () => {
  it("says the website could not be read instead of claiming a read", async () => {
    const user = await createUser({ plan: "premium" });
    // The test site is a loopback address: the reader refuses it, as it would a site that does not answer.
    const { jobId } = await submitDirect(recordingEnv(), user.id);
    const seen: (string | null | undefined)[] = [];
    const real = await pipelineDeps(testEnv);
    const deps: PipelineDeps = {
      ...real,
      tracker: (id) => {
        const t = real.tracker(id);
        return {
          view: () => t.view!(),
          update: (patch) => {
            if ("site" in patch) seen.push(patch.site);
            return t.update(patch);
          },
        };
      },
    };
    expect(await processJob(deps, jobId, 1)).toBe("completed");
    expect(seen).toEqual(["reading", "unread"]);
    expect((await trackerFor(testEnv, jobId).view())?.site).toBe("unread");
  });

  it("gives no estimate before any run was timed, and one from timed runs after", async () => {
    const seq = sequencerFor(testEnv, `estimate-${crypto.randomUUID()}`);
    const first = await seq.take(1);
    expect(first.measured).toBe(false);
    await seq.finish(first.ticket, 40_000);
    const second = await seq.take(1);
    expect(second).toMatchObject({ measured: true, processingSeconds: 40 });
    const third = await seq.take(1);
    await seq.finish(second.ticket, 80_000);
    expect((await seq.ahead(third.ticket + 1)).processingSeconds).toBe(60);
  });

  it("pushes the site stage and a null estimate to an open dashboard", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id);
    const tracker = trackerFor(testEnv, jobId);
    const state = await tracker.update({ status: "processing", startedAt: Date.now(), site: "unread" });
    expect(state?.site).toBe("unread");
    const view = (await tracker.view())!;
    const event: Partial<JobEvent> = { site: view.site ?? null, estimatedSeconds: view.estimatedSeconds };
    expect(event.site).toBe("unread");
  });
});
