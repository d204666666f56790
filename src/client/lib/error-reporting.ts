import { log } from "./log";
import { getStoredUser } from "./session";

export interface ErrorDetails {
  message?: string;
  stack?: string;
  componentStack?: string;
  filename?: string;
  line?: number;
  column?: number;
  reason?: string;
  endpoint?: string;
  status?: number;
  response?: string;
}

const QUEUE_KEY = "errorReportQueue";
const MAX_QUEUE = 50;

function sessionId(): string {
  let id = sessionStorage.getItem("session_id");
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem("session_id", id);
  }
  return id;
}

function readQueue(): unknown[] {
  try {
    return JSON.parse(localStorage.getItem(QUEUE_KEY) ?? "[]") as unknown[];
  } catch {
    return [];
  }
}

async function send(report: unknown): Promise<boolean> {
  try {
    const res = await fetch("/webhook/client-error", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(report),
      keepalive: true,
    });
    return res.ok || (res.status >= 400 && res.status < 500);
  } catch {
    return false;
  }
}

let flushing: Promise<void> | null = null;

/**
 * Sends queued reports in order; stops at the first failure so order is kept. One flush at a time: a second
 * 'online' event while one runs (a flapping connection) joins it instead of sending the same reports again.
 */
export function flushErrorQueue(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (let queue = readQueue(); queue.length; queue = readQueue()) {
        if (!(await send(queue[0]))) break;
        localStorage.setItem(QUEUE_KEY, JSON.stringify(readQueue().slice(1)));
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

export function reportClientError(
  type: string,
  error: ErrorDetails,
  performance?: Record<string, number>,
): void {
  const report = {
    type,
    error,
    performance,
    context: {
      url: window.location.href,
      userAgent: navigator.userAgent,
      timestamp: new Date().toISOString(),
      sessionId: sessionId(),
      userId: getStoredUser()?.id,
    },
  };
  log.debug("client error report", type, error);
  if (!navigator.onLine) {
    localStorage.setItem(QUEUE_KEY, JSON.stringify([...readQueue(), report].slice(-MAX_QUEUE)));
    return;
  }
  void send(report).then((ok) => {
    if (ok) return;
    // Spec 01 section 8: a failed report send is logged and queued for retry.
    log.warn("client error report not sent; queued for retry", type);
    localStorage.setItem(QUEUE_KEY, JSON.stringify([...readQueue(), report].slice(-MAX_QUEUE)));
  });
}

export function installGlobalErrorReporting(): void {
  window.addEventListener("error", (e) =>
    reportClientError("window", {
      message: e.message,
      filename: e.filename,
      line: e.lineno,
      column: e.colno,
      stack: e.error?.stack,
    }),
  );
  window.addEventListener("unhandledrejection", (e) =>
    reportClientError("unhandledrejection", { reason: String(e.reason) }),
  );
  window.addEventListener("online", () => void flushErrorQueue());
  window.addEventListener("load", () => {
    setTimeout(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      if (!nav) return;
      const loadTime = nav.loadEventEnd || nav.domComplete;
      if (loadTime > 3000) {
        const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? 0;
        reportClientError(
          "slow-load",
          {},
          { loadTime, domReadyTime: nav.domContentLoadedEventEnd, firstPaintTime: paint, threshold: 3000 },
        );
      }
    }, 1000);
  });
}
