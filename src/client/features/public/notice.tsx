import { useSyncExternalStore } from "react";

export type NoticeKind = "success" | "error" | "info" | "warning";
export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

let notices: Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** App-wide alerts that survive navigation (the pricing view closing, the dashboard opening). */
export function showNotice(kind: NoticeKind, message: string, timeoutMs = 9000): void {
  const notice = { id: nextId++, kind, message };
  notices = [...notices.filter((n) => n.message !== message), notice];
  emit();
  if (timeoutMs > 0) setTimeout(() => dismissNotice(notice.id), timeoutMs);
}

export function dismissNotice(id: number): void {
  notices = notices.filter((n) => n.id !== id);
  emit();
}

export function clearNotices(): void {
  notices = [];
  emit();
}

export function Notices() {
  const list = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => notices,
    () => notices,
  );
  if (!list.length) return null;
  return (
    <div className="notice-stack">
      {list.map((n) => (
        <div
          key={n.id}
          role={n.kind === "error" ? "alert" : "status"}
          className={`notice alert alert-${n.kind}`}
        >
          <span>{n.message}</span>
          <button
            type="button"
            className="notice-close"
            aria-label="Dismiss"
            onClick={() => dismissNotice(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
