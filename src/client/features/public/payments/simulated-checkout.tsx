import { useRef } from "react";
import { useDialog } from "../../../components/use-dialog";
import { formatEuro } from "../../../../shared/plans";

interface Props {
  planLabel: string;
  price: number;
  email: string;
  planId: string;
  onApprove(): void;
  onCancel(): void;
}

/** Stands in for PayPal's approval window in local development; the server refuses it in production. */
export function SimulatedCheckout({ planLabel, price, email, planId, onApprove, onCancel }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onCancel);
  return (
    <div className="modal-backdrop sim-backdrop" onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div
        ref={ref}
        className="modal sim-checkout"
        role="dialog"
        aria-modal="true"
        aria-labelledby="sim-title"
        tabIndex={-1}
      >
        <div className="sim-badge">Development only</div>
        <h2 id="sim-title">Simulated checkout (development)</h2>
        <p className="muted small">
          No money moves. The server activates the plan only because payments run in simulated mode.
        </p>
        <dl className="sim-summary">
          <dt>Plan</dt>
          <dd>{planLabel}</dd>
          <dt>Price</dt>
          <dd>{formatEuro(price)} / month, tax included</dd>
          <dt>Billed to</dt>
          <dd>{email}</dd>
          <dt>Plan id</dt>
          <dd>
            <code>{planId}</code>
          </dd>
        </dl>
        <div className="modal-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={onApprove}>
            Approve subscription
          </button>
        </div>
      </div>
    </div>
  );
}
