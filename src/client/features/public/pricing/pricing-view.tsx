import { useEffect, useRef } from "react";
import { useDialog } from "../../../components/use-dialog";
import { PricingContent } from "./pricing-content";

/** The pricing view opened by /?showPricing=true, over the landing page or the dashboard. */
export function PricingView({ planParam, onClose }: { planParam: string | null; onClose(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialog(ref, onClose);
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <div
      ref={ref}
      className="pricing-overlay"
      role="dialog"
      aria-modal="true"
      aria-label="Pricing"
      tabIndex={-1}
    >
      <div className="pricing-overlay-inner">
        <button
          type="button"
          className="pricing-close btn btn-secondary btn-small"
          onClick={onClose}
          aria-label="Close pricing"
        >
          × Close
        </button>
        <PricingContent headingLevel="h2" planParam={planParam} onDone={onClose} />
      </div>
    </div>
  );
}
