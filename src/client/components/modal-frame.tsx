import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";

interface Props {
  labelledBy: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
  /** Render into <body>, so an opener inside a sticky or clipped container cannot clip the dialog. */
  portal?: boolean;
}

/**
 * The one dialog shell: Escape, the backdrop and the close button close it; focus moves to the element marked
 * data-autofocus (else the first field or button) and returns to the opener on close.
 */
export function ModalFrame({ labelledBy, onClose, className, children, portal }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first =
      ref.current?.querySelector<HTMLElement>("[data-autofocus]") ??
      ref.current?.querySelector<HTMLElement>("input, button:not(.modal-close), a");
    (first ?? ref.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close.current();
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, []);

  const dialog = (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`modal${className ? ` ${className}` : ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        {children}
      </div>
    </div>
  );
  return portal ? createPortal(dialog, document.body) : dialog;
}
