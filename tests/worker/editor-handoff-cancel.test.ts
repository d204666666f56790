import { describe, expect, it } from "vitest";
import { CANCELLED_MESSAGE } from "../../src/worker/jobs/cancel";
import { processJob, type PipelineDeps } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { trackerFor } from "../../src/worker/jobs/stubs";
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

type ErrorBody = { error: { code: string; message: string } };
type CancelBody = { jobId: string; status: string; refunded: boolean; message: string };

const cancel = (jobId: string, token: string) =>
  call(`/api/queue/cancel/${jobId}`, { method: "POST", token });

describe("POST /api/queue/cancel/:jobId", () => {
  it("cancels a queued job, refunds its credit once and the consumer never stores a template for it", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id);
    expect((await getUser(user.id)).templatesUsed).toBe(1);

    const res = await cancel(jobId, user.token);
    expect(res.status).toBe(200);
    const body = await res.json<CancelBody>();
    expect(body).toMatchObject({ jobId, status: "cancelled", refunded: true, message: CANCELLED_MESSAGE });
    expect((await getUser(user.id)).templatesUsed).toBe(0);
    const job = await getJob(jobId);
    expect(job?.status).toBe("failed");
    expect(job?.cancelledAt).not.toBeNull();
    expect(job?.creditRefunded).toBe(true);
    expect((await trackerFor(testEnv, jobId).view())?.status).toBe("failed");

    // A second cancel answers the same and does not refund again.
    const again = await cancel(jobId, user.token);
    expect(again.status).toBe(200);
    expect((await again.json<CancelBody>()).status).toBe("cancelled");
    expect((await getUser(user.id)).templatesUsed).toBe(0);

    // The queue message still arrives: the consumer skips it.
    const deps = await pipelineDeps(testEnv);
    expect(await processJob(deps, jobId, 1)).toBe("skipped");
    expect(await templatesOf(user.id)).toHaveLength(0);
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });

  it("deletes a result that lands after the cancel", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id);
    const real = await pipelineDeps(testEnv);
    // The owner cancels while the generator is running.
    const deps: PipelineDeps = {
      ...real,
      generate: async (input) => {
        const res = await cancel(jobId, user.token);
        expect(res.status).toBe(200);
        return real.generate(input);
      },
    };
    expect(await processJob(deps, jobId, 1)).toBe("skipped");
    expect(await templatesOf(user.id)).toHaveLength(0);
    const job = await getJob(jobId);
    expect(job?.status).toBe("failed");
    expect(job?.templateId).toBeNull();
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });

  it("answers 409 for a job that already completed and keeps its credit spent", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id);
    expect(await processJob(await pipelineDeps(testEnv), jobId, 1)).toBe("completed");
    const res = await cancel(jobId, user.token);
    expect(res.status).toBe(409);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe("conflict");
    expect(body.error.message).toMatch(/already finished/);
    expect((await getUser(user.id)).templatesUsed).toBe(1);
    expect(await templatesOf(user.id)).toHaveLength(1);
  });

  it("answers 404 to anyone but the owner and to unknown ids", async () => {
    const owner = await createUser({ plan: "premium" });
    const other = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), owner.id);
    expect((await cancel(jobId, other.token)).status).toBe(404);
    expect((await cancel(crypto.randomUUID(), owner.token)).status).toBe(404);
    expect((await cancel("not-a-job", owner.token)).status).toBe(404);
    expect((await cancel(jobId, "")).status).toBe(401);
    expect((await getJob(jobId))?.status).toBe("queued");
    expect((await getUser(owner.id)).templatesUsed).toBe(1);
  });
});
