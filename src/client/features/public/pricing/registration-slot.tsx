import { useRef } from "react";
import { RegisterModal } from "../../auth/register-modal";

/** Registration from the pricing screens; the chosen plan is already saved as the pending plan (with its tier). */
export function RegistrationSlot({ onClose }: { onClose(registered: boolean): void }) {
  const registered = useRef(false);
  return (
    <RegisterModal
      onClose={() => onClose(registered.current)}
      onRegistered={() => (registered.current = true)}
    />
  );
}
