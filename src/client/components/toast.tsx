import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

export interface ToastMessage {
  id: number;
  text: string;
  tone: "success" | "error" | "info";
  action?: { label: string; run: () => void };
}

const TOAST_MS = 6000;

export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((t) => t.filter((x) => x.id !== id)), []);
  const show = useCallback(
    (text: string, tone: ToastMessage["tone"] = "success", action?: ToastMessage["action"]) => {
      const id = next.current++;
      setToasts((t) => [...t.slice(-2), { id, text, tone, action }]);
      return id;
    },
    [],
  );
  return { toasts, show, dismiss };
}

function ToastItem({ toast, onDismiss }: { toast: ToastMessage; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const t = setTimeout(() => onDismiss(toast.id), TOAST_MS);
    return () => clearTimeout(t);
  }, [toast.id, onDismiss]);
  return (
    <div className={`dash-toast dash-toast-${toast.tone}`} role={toast.tone === "error" ? "alert" : "status"}>
      <span>{toast.text}</span>
      {toast.action && (
        <button
          type="button"
          className="btn btn-small btn-secondary"
          onClick={() => {
            toast.action?.run();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className="dash-toast-close"
        aria-label="Dismiss"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

/** The control the user last pressed (a click target, or what has focus after a dialog gave it back). */
let lastPressed: Element | null = null;
const remember = (e: Event) => {
  lastPressed = e.target instanceof Element ? e.target : null;
};

const MARGIN = 16;
const overlaps = (a: DOMRect, b: { top: number; bottom: number; left: number; right: number }) =>
  a.width > 0 && a.height > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/**
 * Toasts sit at the bottom right unless that would cover the control just used (a card's Download or Copy near the
 * bottom of a phone's screen): then they move to the top, so the user sees the control and what it did.
 */
function coversUsedControl(box: HTMLElement): boolean {
  const { height, width } = box.getBoundingClientRect();
  const zone = {
    top: window.innerHeight - MARGIN - height,
    bottom: window.innerHeight - MARGIN,
    left: window.innerWidth - MARGIN - width,
    right: window.innerWidth - MARGIN,
  };
  const used = [document.activeElement, lastPressed?.closest("button, a, [role='button']") ?? lastPressed];
  return used.some(
    (el) =>
      el instanceof Element &&
      el !== document.body &&
      el.isConnected &&
      !box.contains(el) &&
      overlaps(el.getBoundingClientRect(), zone),
  );
}

export function Toasts({ toasts, onDismiss }: { toasts: ToastMessage[]; onDismiss: (id: number) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(false);
  useEffect(() => {
    document.addEventListener("pointerdown", remember, true);
    return () => document.removeEventListener("pointerdown", remember, true);
  }, []);
  const newest = toasts.at(-1)?.id;
  // Placed when a toast arrives, never while one is read (a toast that jumps away cannot be clicked).
  useLayoutEffect(() => {
    if (newest !== undefined && box.current) setTop(coversUsedControl(box.current));
  }, [newest]);
  return (
    <div ref={box} className={`dash-toasts${top ? " dash-toasts-top" : ""}`} aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
