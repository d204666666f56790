import { useRef } from "react";
import { RegisterModal } from "../../../components/auth/register-modal";

/**
 * Registration from the pricing screens; the chosen plan is already saved as the pending plan (with its tier).
 * `keepPlan` says whether the visitor is still on the way to that plan (registered, or gone to log in).
 */
export function RegistrationSlot({ onClose }: { onClose(keepPlan: boolean): void }) {
  const registered = useRef(false);
  return (
    <RegisterModal
      onClose={() => onClose(registered.current)}
      onRegistered={() => (registered.current = true)}
      onLogin={() => onClose(true)}
    />
  );
}
