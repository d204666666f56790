import type { JobStatus } from "../../../../shared/api-types";
import { getStoredUser } from "../../../lib/session";

export interface JobEvent {
  jobId: string;
  status: JobStatus;
  position: number;
  estimatedSeconds: number;
}

/**
 * Listens to the job's live status (GET /api/queue/events/{jobId}, a WebSocket). Browsers cannot send headers on a
 * WebSocket, so the access token rides in the subprotocol list. Any failure just leaves the caller on polling.
 * Returns a function that closes the socket.
 */
export function watchJobEvents(jobId: string, onEvent: (event: JobEvent) => void): () => void {
  const token = getStoredUser()?.sessionToken;
  if (!token || typeof WebSocket === "undefined" || typeof location === "undefined") return () => undefined;
  let socket: WebSocket | null = null;
  try {
    const url = `${location.origin.replace(/^http/, "ws")}/api/queue/events/${encodeURIComponent(jobId)}`;
    socket = new WebSocket(url, ["brandmail.v1", `bearer.${token}`]);
    socket.addEventListener("message", (e) => {
      try {
        const event = JSON.parse(String(e.data)) as JobEvent;
        if (event && event.jobId === jobId) onEvent(event);
      } catch {
        /* not ours */
      }
    });
    socket.addEventListener("error", () => undefined);
  } catch {
    return () => undefined;
  }
  return () => {
    try {
      socket?.close(1000);
    } catch {
      /* already closed */
    }
  };
}
