import type { ReactNode } from "react";
import { ModalFrame } from "../modal-frame";

/** Rendered into <body> so an opener inside the sticky navbar neither clips it nor lends it the navbar's link styles. */
export function Modal({
  titleId,
  onClose,
  children,
}: {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ModalFrame labelledBy={titleId} onClose={onClose} portal>
      {children}
    </ModalFrame>
  );
}
