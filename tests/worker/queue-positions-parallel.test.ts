import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { sequencerFor, trackerFor } from "../../src/worker/jobs/stubs";
import { createUser, generationBody, getJob, recordingEnv } from "./pipeline-support";
import { callWith } from "./perf-support";

const noQueue = () => ({ GENERATION_QUEUE: recordingEnv().GENERATION_QUEUE });

async function submit(token: string) {
  const res = await callWith(noQueue(), "/api/generate-template-async", {
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

describe("queue positions of parallel submissions", () => {
  it("gives 8 parallel submissions 8 different positions in ticket order, and a position only goes down", async () => {
    const user = await createUser({ plan: "enterprise" });
    const jobs = await Promise.all(Array.from({ length: 8 }, () => submit(user.token)));
    const rows = await Promise.all(jobs.map((j) => getJob(j.jobId)));
    const byTicket = jobs
      .map((j, i) => ({ ...j, ticket: rows[i]!.ticket! }))
      .sort((a, b) => a.ticket - b.ticket);
    const first = byTicket[0].position;
    expect(byTicket.map((j) => j.position)).toEqual(Array.from({ length: 8 }, (_, i) => first + i));

    const seen = byTicket.map((j) => j.position);
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 1100));
      const now = await Promise.all(byTicket.map((j) => position(user.token, j.jobId)));
      now.forEach((p, i) => expect(p).toBeLessThanOrEqual(seen[i]));
      expect(new Set(now).size).toBe(8);
      now.forEach((p, i) => (seen[i] = p));
    }
  });
});

describe("the line's tickets", () => {
  it("keeps a job that started in the line ahead of later submissions until it ends", async () => {
    const user = await createUser({ plan: "enterprise" });
    const a = await submit(user.token);
    await trackerFor(env, a.jobId).update({ status: "processing", startedAt: Date.now() });
    const b = await submit(user.token);
    expect(b.position).toBe(a.position + 1);
    await trackerFor(env, a.jobId).update({ status: "completed", templateId: "t", finishedAt: Date.now() });
    await new Promise((r) => setTimeout(r, 1100));
    expect(await position(user.token, b.jobId)).toBe(b.position - 1);
  });

  it("orders 8 concurrent takes with positions 1..8 whatever shard each lands in", async () => {
    const seq = sequencerFor(env, `parallel-${crypto.randomUUID()}`);
    let n = 8;
    const random = vi.spyOn(Math, "random").mockImplementation(() => (--n + 0.5) / 8);
    try {
      const tickets = await Promise.all(Array.from({ length: 8 }, () => seq.take(5)));
      const sorted = [...tickets].sort((a, b) => a.ticket - b.ticket);
      expect(sorted.map((t) => t.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(tickets.map((t) => t.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    } finally {
      random.mockRestore();
    }
  });
});
