import { useEffect, useId, useRef, type ReactNode } from "react";

interface Props {
  title: string;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
  className?: string;
}

export function Modal({ title, onClose, children, wide, className }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        tabIndex={-1}
        className={`modal${wide ? " modal-wide" : ""} ${className ?? ""}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
      >
        <button type="button" className="modal-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
        <h2 id={id} className="modal-title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
