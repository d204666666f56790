import type { AppBindings } from "../env";
import { getDb } from "../platform/db";
import { ApiError } from "../platform/errors";
import { bodyKey } from "../templates/store";
import { finishedJobView } from "./finished-job";
import { JOB_ID, trackerFor } from "./stubs";

export function jobIdParam(id: string) {
  if (!JOB_ID.test(id)) throw new ApiError(404, "not_found", "Job not found");
  return id;
}

/** Reads only the job's own tracker object (and the finished body): polling never touches a shared object. */
export async function jobStatus(env: AppBindings, userId: string, rawId: string) {
  const jobId = jobIdParam(rawId);
  // A finished job's tracker deletes itself after a grace period; its row in D1 answers from then on.
  const view = (await trackerFor(env, jobId).view()) ?? (await finishedJobView(getDb(env.DB), jobId));
  if (!view || view.userId !== userId) throw new ApiError(404, "not_found", "Job not found");
  let htmlTemplate: string | null = null;
  if (view.status === "completed" && view.templateId) {
    const object = await env.BUCKET.get(bodyKey(view.userId, view.templateId));
    htmlTemplate = object ? await object.text() : null;
  }
  return {
    jobId,
    status: view.status,
    position: view.position,
    estimatedSeconds: view.estimatedSeconds,
    site: "site" in view ? (view.site ?? null) : null,
    error: view.error,
    templateId: view.templateId,
    htmlTemplate,
    data: { htmlTemplate },
  };
}
