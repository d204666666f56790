import { ApiRequestError, request, type CallOptions } from "../../../lib/api";

export async function getJobStatus(jobId: string, signal?: AbortSignal) {
  const param = { jobId: encodeURIComponent(jobId) };
  const options: CallOptions = { auth: true, signal, fallbackError: "Failed to check job status" };
  try {
    return await request(options, (c) => c.api.queue.status[":jobId"].$get({ param }));
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 404)
      return request(options, (c) => c.api.templates.status[":jobId"].$get({ param }));
    throw e;
  }
}
