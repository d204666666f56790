import { useId, type ReactNode } from "react";
import { ModalFrame } from "../../components/modal-frame";

interface Props {
  title: string;
  onClose(): void;
  children: ReactNode;
  wide?: boolean;
  className?: string;
}

export function Modal({ title, onClose, children, wide, className }: Props) {
  const id = useId();
  return (
    <ModalFrame
      labelledBy={id}
      onClose={onClose}
      className={`${wide ? "modal-wide" : ""} ${className ?? ""}`.trim()}
    >
      <h2 id={id} className="modal-title">
        {title}
      </h2>
      {children}
    </ModalFrame>
  );
}
