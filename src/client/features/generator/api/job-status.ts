import { api, ApiRequestError } from "../../../lib/api";
import type { JobStatusResponse } from "../../../lib/api-types";

export async function getJobStatus(jobId: string, signal?: AbortSignal): Promise<JobStatusResponse> {
  const id = encodeURIComponent(jobId);
  try {
    return await api<JobStatusResponse>(`/api/queue/status/${id}`, {
      auth: true,
      signal,
      fallbackError: "Failed to check job status",
    });
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 404) {
      return api<JobStatusResponse>(`/api/templates/status/${id}`, {
        auth: true,
        signal,
        fallbackError: "Failed to check job status",
      });
    }
    throw e;
  }
}
