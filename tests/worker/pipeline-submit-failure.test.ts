import { describe, expect, it } from "vitest";
import { ApiError } from "../../src/worker/platform/errors";
import { signPreviewToken } from "../../src/worker/templates/preview-token";
import {
  call,
  createUser,
  db,
  getUser,
  recordingEnv,
  seedTemplate,
  submitDirect,
  testEnv as env,
} from "./pipeline-support";
import { generationJobs } from "../../src/worker/db/schema";
import { eq } from "drizzle-orm";

describe("submission when the queue is down", () => {
  it("answers 503, gives the credit back, fails the job and drops the upload", async () => {
    const user = await createUser({ plan: "free" });
    const sub = recordingEnv();
    sub.GENERATION_QUEUE = {
      send: async () => {
        throw new Error("queue unavailable");
      },
    } as unknown as Queue;
    const err = await submitDirect(sub, user.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(503);
    expect((err as ApiError).message).toBe("Failed to submit job. Please try again in a moment.");
    expect((await getUser(user.id)).templatesUsed).toBe(0);
    const [job] = await db.select().from(generationJobs).where(eq(generationJobs.userId, user.id));
    expect(job).toMatchObject({ status: "failed", creditRefunded: true });
    expect(await env.BUCKET.head(`uploads/${job.id}`)).toBeNull();
    // The credit is really usable again.
    expect((await submitDirect(recordingEnv(), user.id)).status).toBe("queued");
  });
});

describe("token scopes", () => {
  it("does not accept a preview token as a session token", async () => {
    const user = await createUser();
    const t = await seedTemplate(user.id);
    const preview = await signPreviewToken(env.JWT_SECRET, t.id);
    const res = await call("/api/templates", { token: preview });
    expect(res.status).toBe(401);
  });
});

describe("GET /api/assets", () => {
  it("answers 404 for unknown or malformed asset paths", async () => {
    for (const path of [
      `/api/assets/${"0".repeat(32)}/logo.png`,
      "/api/assets/..%2Fuploads/x.png",
      "/api/assets/abc/logo.png",
      `/api/assets/${"0".repeat(32)}/logo.svg`,
    ]) {
      expect((await call(path)).status).toBe(404);
    }
  });
});
