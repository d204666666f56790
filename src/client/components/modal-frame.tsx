import { useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useDialog } from "./use-dialog";

interface Props {
  labelledBy: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
  /** Render into <body>, so an opener inside a sticky or clipped container cannot clip the dialog. */
  portal?: boolean;
}

/**
 * The one dialog shell: Escape (top dialog only), the backdrop and the close button close it; focus moves in, stays
 * inside and returns to the opener on close (see useDialog).
 */
export function ModalFrame({ labelledBy, onClose, className, children, portal }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);

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
