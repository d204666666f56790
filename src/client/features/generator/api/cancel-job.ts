import { api } from "../../../lib/api";

export interface CancelResponse {
  jobId: string;
  status: "cancelled";
  refunded: boolean;
  message: string;
}

export function cancelJob(jobId: string): Promise<CancelResponse> {
  return api<CancelResponse>(`/api/queue/cancel/${encodeURIComponent(jobId)}`, {
    method: "POST",
    auth: true,
    fallbackError: "The generation could not be cancelled. Please try again.",
  });
}
