import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generationJobs } from "../../src/worker/db/schema";
import { getDb } from "../../src/worker/platform/db";
import { purgeFinishedJobs } from "../../src/worker/jobs/finished-job";
import { processJob } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { sequencerFor, trackerFor } from "../../src/worker/jobs/stubs";
import type { JobEvent } from "../../src/worker/jobs/job-tracker";
import { createUser, generationBody, getJob, recordingEnv, testEnv } from "./pipeline-support";
import { callWith, countingD1 } from "./perf-support";

const noQueue = () => ({ GENERATION_QUEUE: recordingEnv().GENERATION_QUEUE });

async function submit(token: string, bindings: Parameters<typeof callWith>[0] = noQueue()) {
  const res = await callWith(bindings, "/api/generate-template-async", {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(generationBody({ campaignType: "newsletter" })),
  });
  expect(res.status).toBe(202);
  return res.json<{ jobId: string; position: number }>();
}

async function position(token: string, jobId: string) {
  const res = await callWith({}, `/api/queue/status/${jobId}`, { token });
  return (await res.json<{ position: number }>()).position;
}

// Runs in the worker-fresh project (storage no other file touches) and first in this file, so the line starts
// empty: nothing else has submitted yet.
describe("queue positions under the sharded sequencer", () => {
  it("reports 1, 2, 3 for three waiting jobs, and moves them up as the first one finishes", async () => {
    const user = await createUser({ plan: "enterprise" });
    const jobs = [await submit(user.token), await submit(user.token), await submit(user.token)];
    expect(jobs.map((j) => j.position)).toEqual([1, 2, 3]);
    expect([
      await position(user.token, jobs[0].jobId),
      await position(user.token, jobs[1].jobId),
      await position(user.token, jobs[2].jobId),
    ]).toEqual([1, 2, 3]);

    // A job being made is still ahead: the others keep their places until it ends.
    await trackerFor(env, jobs[0].jobId).update({ status: "processing", startedAt: Date.now() });
    await new Promise((r) => setTimeout(r, 1100));
    expect(await position(user.token, jobs[0].jobId)).toBe(0);
    expect([await position(user.token, jobs[1].jobId), await position(user.token, jobs[2].jobId)]).toEqual([
      2, 3,
    ]);
    await trackerFor(env, jobs[0].jobId).update({
      status: "completed",
      templateId: "t",
      finishedAt: Date.now(),
    });
    await new Promise((r) => setTimeout(r, 1100));
    expect([await position(user.token, jobs[1].jobId), await position(user.token, jobs[2].jobId)]).toEqual([
      1, 2,
    ]);

    await trackerFor(env, jobs[2].jobId).update({ status: "failed", error: "x", finishedAt: Date.now() });
    await new Promise((r) => setTimeout(r, 1100));
    expect(await position(user.token, jobs[1].jobId)).toBe(1);
  });

  it("spreads tickets over several shards instead of one object", async () => {
    const seq = sequencerFor(env, `spread-${crypto.randomUUID()}`);
    const tickets = await Promise.all(Array.from({ length: 40 }, () => seq.take(5)));
    expect(new Set(tickets.map((t) => t.ticket % 8)).size).toBeGreaterThan(3);
    expect(new Set(tickets.map((t) => t.ticket)).size).toBe(40);
  });
});

describe("D1 statements per generation", () => {
  it("costs at most 12 statements from submission to a completed job seen by a status poll", async () => {
    const user = await createUser({ plan: "enterprise" });
    const counting = countingD1();
    const { jobId } = await submit(user.token, { ...noQueue(), DB: counting.db });
    const submitted = counting.statements.length;
    const deps = await pipelineDeps({ ...testEnv, DB: counting.db });
    expect(await processJob(deps, jobId, 1)).toBe("completed");
    const processed = counting.statements.length - submitted;
    const poll = await callWith({ DB: counting.db }, `/api/queue/status/${jobId}`, { token: user.token });
    expect((await poll.json<{ status: string }>()).status).toBe("completed");
    console.log(
      `D1 statements: submit ${submitted}, process ${processed}, status poll ${counting.statements.length - submitted - processed}`,
    );
    expect(counting.statements.length).toBeLessThanOrEqual(12);
  });
});

describe("live status over a WebSocket", () => {
  it("pushes the completion to an open dashboard the moment the job's tracker learns it", async () => {
    const user = await createUser({ plan: "enterprise" });
    const { jobId } = await submit(user.token);
    const res = await callWith({}, `/api/queue/events/${jobId}`, {
      headers: { upgrade: "websocket", "sec-websocket-protocol": `brandmail.v1, bearer.${user.token}` },
    });
    expect(res.status).toBe(101);
    expect(res.headers.get("sec-websocket-protocol")).toBe("brandmail.v1");
    const ws = res.webSocket!;
    const events: JobEvent[] = [];
    const completed = new Promise<JobEvent>((resolve) =>
      ws.addEventListener("message", (e) => {
        const event = JSON.parse(e.data as string) as JobEvent;
        events.push(event);
        if (event.status === "completed") resolve(event);
      }),
    );
    ws.accept();
    await trackerFor(env, jobId).update({ status: "completed", templateId: "t-1", finishedAt: Date.now() });
    // Pushed, not answered: this socket never sends, so only the tracker's update can have delivered it.
    const event = await completed;
    expect(event).toMatchObject({ jobId, status: "completed", templateId: "t-1", position: 0 });
    expect(events[0].status).toBe("queued");
    ws.close();
  });

  it("refuses a socket without a valid token, or for someone else's job", async () => {
    const owner = await createUser({ plan: "enterprise" });
    const other = await createUser({ plan: "enterprise" });
    const { jobId } = await submit(owner.token);
    const anon = await callWith({}, `/api/queue/events/${jobId}`, {
      headers: { upgrade: "websocket", "sec-websocket-protocol": "brandmail.v1" },
    });
    expect(anon.status).toBe(401);
    const stranger = await callWith({}, `/api/queue/events/${jobId}`, {
      headers: { upgrade: "websocket", "sec-websocket-protocol": `brandmail.v1, bearer.${other.token}` },
    });
    expect(stranger.status).toBe(404);
    expect((await callWith({}, `/api/queue/events/${jobId}`, { token: owner.token })).status).toBe(426);
  });
});

describe("finished jobs are cleaned up", () => {
  it("a finished job's tracker deletes its storage after the grace period, and D1 answers status from then on", async () => {
    const user = await createUser({ plan: "enterprise" });
    const { jobId } = await submit(user.token);
    const deps = await pipelineDeps(testEnv);
    expect(await processJob(deps, jobId, 1)).toBe("completed");
    const stub = trackerFor(env, jobId);
    expect(await stub.view()).not.toBeNull();
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.view()).toBeNull();
    const res = await callWith({}, `/api/queue/status/${jobId}`, { token: user.token });
    const body = await res.json<{ status: string; htmlTemplate: string | null; templateId: string }>();
    expect(body.status).toBe("completed");
    expect(body.htmlTemplate).toContain("<html");
  });

  it("purges jobs finished more than 7 days ago with their trackers, and keeps newer and unfinished ones", async () => {
    const user = await createUser({ plan: "enterprise" });
    const old = await submit(user.token);
    const recent = await submit(user.token);
    const waiting = await submit(user.token);
    const db = getDb(env.DB);
    const now = new Date();
    const day = 24 * 60 * 60;
    const t = Math.floor(now.getTime() / 1000);
    await db
      .update(generationJobs)
      .set({ status: "completed", finishedAt: t - 8 * day })
      .where(eq(generationJobs.id, old.jobId));
    await db
      .update(generationJobs)
      .set({ status: "failed", finishedAt: t - 1 * day })
      .where(eq(generationJobs.id, recent.jobId));
    expect(await purgeFinishedJobs(db, (id) => trackerFor(env, id), now)).toBeGreaterThanOrEqual(1);
    expect(await getJob(old.jobId)).toBeUndefined();
    expect(await trackerFor(env, old.jobId).view()).toBeNull();
    expect(await getJob(recent.jobId)).toBeDefined();
    expect(await getJob(waiting.jobId)).toBeDefined();
    expect(await trackerFor(env, waiting.jobId).view()).not.toBeNull();
  });
});
