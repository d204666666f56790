import { request } from "../../../lib/api";

export function cancelJob(jobId: string) {
  return request(
    { auth: true, fallbackError: "The generation could not be cancelled. Please try again." },
    (c) => c.api.queue.cancel[":jobId"].$post({ param: { jobId: encodeURIComponent(jobId) } }),
  );
}
