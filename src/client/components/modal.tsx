import { useId, type ReactNode } from "react";
import { ModalFrame } from "./modal-frame";

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  tone?: "default" | "error" | "success";
}

/** Labelled dialog with an optional row of actions. */
export function Modal({ title, onClose, children, actions, wide, tone = "default" }: ModalProps) {
  const id = useId();
  return (
    <ModalFrame
      labelledBy={id}
      onClose={onClose}
      className={`dash-modal ${wide ? "dash-modal-wide" : ""} dash-modal-${tone}`}
    >
      <h2 id={id}>{title}</h2>
      <div className="dash-modal-body">{children}</div>
      {actions && <div className="dash-modal-actions">{actions}</div>}
    </ModalFrame>
  );
}

interface ConfirmProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = "Cancel",
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`btn ${danger ? "btn-danger" : "btn-primary"}`}
            onClick={onConfirm}
            disabled={busy}
            data-autofocus
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {typeof message === "string" ? <p>{message}</p> : message}
    </Modal>
  );
}

export interface Notice {
  title: string;
  lines: string[];
  tone?: "default" | "error" | "success";
}

export function NoticeModal({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Modal
      title={notice.title}
      tone={notice.tone}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
          OK
        </button>
      }
    >
      {notice.lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </Modal>
  );
}
