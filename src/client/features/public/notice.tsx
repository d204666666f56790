import { useSyncExternalStore } from "react";
import { Modal } from "./modal";

export type NoticeKind = "success" | "error" | "info" | "warning";
export interface Notice {
  id: number;
  kind: NoticeKind;
  message: string;
}

/** A notice the user closes (the app's result or notice modal), with a title. */
export interface NoticeDialog {
  title: string;
  kind: NoticeKind;
  message: string;
  /** Something the user still has to do, shown under the message. */
  warning?: string;
}

let notices: Notice[] = [];
let dialog: NoticeDialog | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Spec 02 section 9: the reload delay. */
export const RELOAD_DELAY_MS = 500;

/**
 * Spec 02 section 4: when a notice modal whose title mentions Subscription or upgraded closes, the page reloads after
 * 0.5 s, so every screen shows the new plan. Only once the user closed it: nothing they have not read is lost.
 */
export function reloadsOnClose(title: string): boolean {
  return /subscription|upgraded/i.test(title);
}

/** Opens the notice modal; it stays until the user closes it, also across the pricing view closing. */
export function showNoticeDialog(next: NoticeDialog): void {
  dialog = next;
  emit();
}

export function closeNoticeDialog(): void {
  const closed = dialog;
  dialog = null;
  emit();
  if (closed && reloadsOnClose(closed.title)) setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
}

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

/** @internal */
export function clearNotices(): void {
  notices = [];
  dialog = null;
  emit();
}

const subscribe = (cb: () => void) => {
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
  };
};

export function Notices() {
  const list = useSyncExternalStore(
    subscribe,
    () => notices,
    () => notices,
  );
  const open = useSyncExternalStore(
    subscribe,
    () => dialog,
    () => null,
  );
  return (
    <>
      {list.length > 0 && <NoticeStack list={list} />}
      {open && (
        <Modal title={open.title} onClose={closeNoticeDialog}>
          <p className={`alert alert-${open.kind}`}>{open.message}</p>
          {open.warning && (
            <p className="alert alert-warning" role="alert">
              {open.warning}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="btn btn-primary" onClick={closeNoticeDialog} data-autofocus>
              OK
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}

function NoticeStack({ list }: { list: Notice[] }) {
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
