import { useCallback, useEffect, useRef, useState } from "react";

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

/**
 * The controls the user last pressed, newest first. A dialog's button is gone once the dialog closes; the control
 * that opened it (a card's Download, disabled while it loaded, so focus never came back to it) is still there.
 */
let pressed: Element[] = [];
const remember = (e: Event) => {
  const el =
    e.target instanceof Element ? (e.target.closest("button, a, [role='button']") ?? e.target) : null;
  if (el) pressed = [el, ...pressed.filter((p) => p !== el)].slice(0, 5);
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
  const used = [document.activeElement, pressed.find((el) => el.isConnected)];
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
  const [placed, setPlaced] = useState<{ id: number; top: boolean } | null>(null);
  useEffect(() => {
    document.addEventListener("pointerdown", remember, true);
    return () => document.removeEventListener("pointerdown", remember, true);
  }, []);
  const newest = toasts.at(-1)?.id;
  // Placed once per toast, never while one is read (a toast that jumps away cannot be clicked). A passive effect:
  // a dialog that just closed has given focus back to the control that opened it by then. Until placed the stack is
  // transparent, not hidden, so screen readers still hear it.
  useEffect(() => {
    if (newest !== undefined && box.current) setPlaced({ id: newest, top: coversUsedControl(box.current) });
  }, [newest]);
  const ready = placed?.id === newest;
  return (
    <div
      ref={box}
      className={`dash-toasts${placed?.top ? " dash-toasts-top" : ""}`}
      style={ready ? undefined : { opacity: 0 }}
      aria-live="polite"
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
