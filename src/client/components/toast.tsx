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

export function Toasts({ toasts, onDismiss }: { toasts: ToastMessage[]; onDismiss: (id: number) => void }) {
  return (
    <div className="dash-toasts" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
