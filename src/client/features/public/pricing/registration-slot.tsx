import { RegisterModal } from "../../auth/register-modal";

/** Registration from the pricing screens; the chosen plan is already saved as the pending plan (with its tier). */
export function RegistrationSlot({ onClose }: { onClose(): void }) {
  return <RegisterModal onClose={onClose} />;
}
