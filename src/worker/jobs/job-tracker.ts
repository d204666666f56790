import { DurableObject } from "cloudflare:workers";
import type { JobSite, JobStatus } from "../../shared/api-types";
import type { AppBindings } from "../env";
import type { Ticket } from "./job-sequencer";
import { sequencerFor } from "./stubs";

export interface JobState {
  jobId: string;
  userId: string;
  status: JobStatus;
  ticket: number;
  positionAtTake: number;
  secondsPerSlot: number;
  processingSeconds: number;
  /** The processing time comes from timed runs; without any, no estimate is given. Absent in older states. */
  measured?: boolean;
  /** What the engine did with the website: reading it, read, or could not read it (failed or skipped). */
  site?: JobSite | null;
  error: string | null;
  templateId: string | null;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
}

export interface JobView extends JobState {
  position: number;
  estimatedSeconds: number | null;
}

type Patch = Partial<Pick<JobState, "status" | "error" | "templateId" | "startedAt" | "finishedAt" | "site">>;

/** What the open dashboard receives on its WebSocket whenever the job changes. */
export interface JobEvent {
  jobId: string;
  status: JobStatus;
  position: number;
  estimatedSeconds: number | null;
  site: JobSite | null;
  error: string | null;
  templateId: string | null;
}

/** A finished job's object keeps answering late polls this long, then deletes its storage (D1 answers after). */
export const FINISHED_GRACE_MS = 15 * 60 * 1000;
const AHEAD_CACHE_MS = 1000;
export const SOCKET_PROTOCOL = "brandmail.v1";

const isFinal = (status: JobStatus) => status === "completed" || status === "failed";

/**
 * Queue position and estimate of a waiting job. `ahead` is how many jobs wait before it right now (from the
 * sequencer); without it the estimate counts down from what the sequencer said at take time.
 */
export function viewOf(state: JobState, now: number, ahead?: number): JobView {
  const measured = state.measured !== false;
  if (state.status === "queued" || state.status === "pending") {
    const elapsed = Math.max(0, (now - state.createdAt) / 1000);
    const waiting =
      ahead ?? Math.max(0, state.positionAtTake - 1 - Math.floor(elapsed / state.secondsPerSlot));
    const estimate = waiting * state.secondsPerSlot + state.processingSeconds;
    return {
      ...state,
      position: waiting + 1,
      estimatedSeconds: measured ? Math.max(1, Math.round(estimate)) : null,
    };
  }
  if (state.status === "processing") {
    const running = state.startedAt ? (now - state.startedAt) / 1000 : 0;
    return {
      ...state,
      position: 0,
      estimatedSeconds: measured ? Math.max(1, Math.round(state.processingSeconds - running)) : null,
    };
  }
  return { ...state, position: 0, estimatedSeconds: 0 };
}

export function eventOf(v: JobView): JobEvent {
  return {
    jobId: v.jobId,
    status: v.status,
    position: v.position,
    estimatedSeconds: v.estimatedSeconds,
    site: v.site ?? null,
    error: v.error,
    templateId: v.templateId,
  };
}

/**
 * One object per job (addressed by job id), so status polling spreads across the platform. It tells the
 * sequencer when its job leaves the waiting line, pushes every change to the dashboards watching it (WebSocket
 * hibernation API: an idle socket costs nothing) and deletes itself a grace period after the job ends.
 */
export class JobTracker extends DurableObject<AppBindings> {
  private aheadCache: { at: number; count: number } | null = null;
  private lowestAhead: number | null = null;

  async register(init: { jobId: string; userId: string; ticket: Ticket }): Promise<JobView> {
    const existing = await this.ctx.storage.get<JobState>("job");
    if (existing) return viewOf(existing, Date.now());
    const state: JobState = {
      jobId: init.jobId,
      userId: init.userId,
      status: "queued",
      ticket: init.ticket.ticket,
      positionAtTake: init.ticket.position,
      secondsPerSlot: init.ticket.secondsPerSlot,
      processingSeconds: init.ticket.processingSeconds,
      measured: init.ticket.measured,
      site: null,
      error: null,
      templateId: null,
      createdAt: Date.now(),
      startedAt: null,
      finishedAt: null,
    };
    await this.ctx.storage.put("job", state);
    this.aheadCache = { at: state.createdAt, count: init.ticket.position - 1 };
    return viewOf(state, state.createdAt, init.ticket.position - 1);
  }

  async view(): Promise<JobView | null> {
    const state = await this.ctx.storage.get<JobState>("job");
    if (!state) return null;
    const now = Date.now();
    if (state.status !== "queued" && state.status !== "pending") return viewOf(state, now);
    if (!this.aheadCache || now - this.aheadCache.at >= AHEAD_CACHE_MS) {
      try {
        this.aheadCache = { at: now, count: (await sequencerFor(this.env).ahead(state.ticket)).count };
      } catch (err) {
        console.warn("queue position unavailable", state.jobId, err);
        const guess = viewOf(state, now);
        return this.lowestAhead !== null && guess.position - 1 > this.lowestAhead
          ? viewOf(state, now, this.lowestAhead)
          : guess;
      }
    }
    // A position only goes down, even if a shard briefly answers late or a read fails over to the estimate.
    this.lowestAhead = Math.min(this.lowestAhead ?? state.positionAtTake - 1, this.aheadCache.count);
    return viewOf(state, now, this.lowestAhead);
  }

  async update(patch: Patch): Promise<JobState | null> {
    const current = await this.ctx.storage.get<JobState>("job");
    if (!current) return null;
    // Final states never move back: a redelivered message must not reopen a finished job.
    if (isFinal(current.status)) return current;
    const next = { ...current, ...patch };
    await this.ctx.storage.put("job", next);
    this.aheadCache = null;
    await this.followLine(current, next);
    if (isFinal(next.status)) await this.ctx.storage.setAlarm(Date.now() + FINISHED_GRACE_MS);
    this.broadcast(eventOf(viewOf(next, Date.now())));
    return next;
  }

  /** Drops this job's state now (the finished-job purge, or the end of the grace period). */
  async purge(): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) ws.close(1000, "job gone");
    await this.ctx.storage.deleteAll();
  }

  async alarm(): Promise<void> {
    const state = await this.ctx.storage.get<JobState>("job");
    if (!state || isFinal(state.status)) await this.purge();
  }

  /** WebSocket upgrade forwarded by GET /api/queue/events/:jobId after it checked the access token. */
  async fetch(request: Request): Promise<Response> {
    const state = await this.ctx.storage.get<JobState>("job");
    if (!state || state.userId !== request.headers.get("x-user-id"))
      return new Response(null, { status: 404 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify(eventOf(viewOf(state, Date.now()))));
    return new Response(null, {
      status: 101,
      webSocket: client,
      headers: { "Sec-WebSocket-Protocol": SOCKET_PROTOCOL },
    });
  }

  async webSocketMessage(ws: WebSocket): Promise<void> {
    const state = await this.view();
    if (state) ws.send(JSON.stringify(eventOf(state)));
  }

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, "closing");
    } catch {
      /* already closed by the runtime's automatic close reply */
    }
  }

  private broadcast(event: JobEvent) {
    const text = JSON.stringify(event);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        /* a socket closing under us: its own close handler cleans up */
      }
    }
  }

  /** Keeps the sequencer's line true: a job leaves it when it ends (a job being made still counts as ahead). */
  private async followLine(before: JobState, after: JobState) {
    if (before.status === after.status || !isFinal(after.status)) return;
    try {
      const ran = after.startedAt && after.finishedAt ? after.finishedAt - after.startedAt : null;
      await sequencerFor(this.env).finish(after.ticket, after.status === "completed" ? ran : null);
    } catch (err) {
      console.warn("sequencer update failed", after.jobId, err);
    }
  }
}

/** What the pipeline and the cancel path need of a tracker: a stub in production, a fake in tests. */
export interface TrackerLike {
  /** Lets the engine stop between stages once the job was cancelled (failed) meanwhile. */
  view?(): Promise<{ status: JobState["status"] } | null>;
  update(
    patch: Partial<Pick<JobState, "status" | "error" | "templateId" | "startedAt" | "finishedAt" | "site">>,
  ): Promise<unknown>;
}
