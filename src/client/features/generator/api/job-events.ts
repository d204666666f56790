import type { JobSite, JobStatus } from "../../../../shared/api-types";
import { getStoredUser } from "../../../lib/session";

export interface JobEvent {
  jobId: string;
  status: JobStatus;
  position: number;
  estimatedSeconds: number | null;
  site?: JobSite | null;
}

/**
 * Listens to the job's live status (GET /api/queue/events/{jobId}, a WebSocket). Browsers cannot send headers on a
 * WebSocket, so the access token rides in the subprotocol list. A dropped socket is opened again; a refused one
 * leaves the caller on polling.
 * Returns a function that closes the socket.
 */
export function watchJobEvents(jobId: string, onEvent: (event: JobEvent) => void): () => void {
  const token = getStoredUser()?.sessionToken;
  if (!token || typeof WebSocket === "undefined" || typeof location === "undefined") return () => undefined;
  let socket: WebSocket | null = null;
  let stopped = false;
  let retries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A socket that drops (a cold start, a restart, a network change) is opened again: on connect the tracker sends
  // the job's current state, so a completion missed meanwhile arrives at once instead of at the next slow poll.
  const open = () => {
    if (stopped) return;
    try {
      const url = `${location.origin.replace(/^http/, "ws")}/api/queue/events/${encodeURIComponent(jobId)}`;
      const ws = new WebSocket(url, ["brandmail.v1", `bearer.${token}`]);
      socket = ws;
      ws.addEventListener("message", (e) => {
        retries = 0;
        try {
          const event = JSON.parse(String(e.data)) as JobEvent;
          if (event && event.jobId === jobId) onEvent(event);
        } catch {
          /* not ours */
        }
      });
      ws.addEventListener("error", () => undefined);
      ws.addEventListener("close", (e: { code?: number }) => {
        // 4xxx/1008: refused (gone, not ours); polling carries on alone.
        if (stopped || socket !== ws || (e.code ?? 1006) === 1008 || (e.code ?? 0) >= 4000) return;
        if (++retries > MAX_RECONNECTS) return;
        timer = setTimeout(open, RECONNECT_MS);
      });
    } catch {
      /* polling carries on */
    }
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    try {
      socket?.close(1000);
    } catch {
      /* already closed */
    }
  };
}

export const RECONNECT_MS = 300;
const MAX_RECONNECTS = 20;
