import { useEffect } from "react";
import { PricingContent } from "./pricing-content";

/** The pricing view opened by /?showPricing=true, over the landing page or the dashboard. */
export function PricingView({ planParam, onClose }: { planParam: string | null; onClose(): void }) {
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape" && !document.querySelector(".modal")) onClose();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return (
    <div className="pricing-overlay" role="dialog" aria-modal="true" aria-label="Pricing">
      <div className="pricing-overlay-inner">
        <button type="button" className="pricing-close btn btn-secondary btn-small" onClick={onClose} aria-label="Close pricing">
          × Close
        </button>
        <PricingContent headingLevel="h2" planParam={planParam} onDone={onClose} />
      </div>
    </div>
  );
}
