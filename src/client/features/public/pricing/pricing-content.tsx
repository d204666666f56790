import { useEffect, useRef } from "react";
import { isPlanId, type EnterpriseTier, type PlanId } from "../../../../shared/plans";
import { useUser } from "../../../lib/use-user";
import "../public.css";
import { clearPendingPlan, readPendingPlan } from "./pending-plan";
import { PricingPlans } from "./pricing-plans";
import { usePlanSelection } from "./use-plan-selection";

export const AUTO_TRIGGER_MS = 100;

const STEPS = [
  { title: "Sign up free", text: "No credit card needed. Your account is ready in a minute." },
  { title: "Try 1 template", text: "Generate a branded, responsive template from your logo and website." },
  { title: "Upgrade anytime", text: "Pick a monthly plan when you need more. Cancel whenever you like." },
];

interface Props {
  headingLevel?: "h1" | "h2";
  planParam?: string | null;
  onDone(): void;
}

/** Intro, the four plan cards and the closing call to action: shared by /pricing and the pricing view. */
export function PricingContent({ headingLevel = "h1", planParam, onDone }: Props) {
  const user = useUser();
  const { select, dialogs } = usePlanSelection(onDone);
  const pending = readPendingPlan();
  const preselected: PlanId | null = isPlanId(planParam) ? planParam : (pending?.plan ?? null);
  const tier: EnterpriseTier | undefined = pending?.tier;
  const triggered = useRef(false);
  const selectRef = useRef(select);
  selectRef.current = select;
  const signedIn = !!user;

  // Marked as done only when the timer fires: a re-render that cancels the timer must not lose the trigger.
  useEffect(() => {
    if (!signedIn || triggered.current || !preselected || preselected === "free") return;
    const timer = setTimeout(() => {
      triggered.current = true;
      clearPendingPlan();
      selectRef.current(preselected, tier);
    }, AUTO_TRIGGER_MS);
    return () => clearTimeout(timer);
  }, [signedIn, preselected, tier]);

  const Heading = headingLevel;
  return (
    <div className="pricing-content">
      <header className="pricing-head">
        <span className="lp-eyebrow">Pricing</span>
        <Heading className="pricing-title">Choose a plan</Heading>
        <p className="lead">
          Start with 1 free template, no card needed. Upgrade anytime. All prices in EUR, tax included.
        </p>
        <ol className="pricing-steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <span className="lp-step-num">{i + 1}</span>
              <div>
                <strong>{s.title}</strong>
                <span className="muted small">{s.text}</span>
              </div>
            </li>
          ))}
        </ol>
      </header>
      {/* Plan names are h3: this keeps the outline in order for screen readers and search engines. */}
      {headingLevel === "h1" && <h2 className="sr-only">Plans</h2>}
      <PricingPlans user={user} onSelect={select} preselected={preselected} initialTier={tier ?? 50} />
      <p className="pricing-footnote muted small">
        Monthly template credits do not roll over. Paid plans renew monthly through PayPal and can be
        cancelled anytime; access continues to the end of the billing period.
      </p>
      {!user && (
        <div className="pricing-cta">
          <h2>Ready to see your brand in an e-mail?</h2>
          <p className="muted">One free template, no credit card required.</p>
          <button type="button" className="btn btn-primary btn-large" onClick={() => select("free")}>
            Create Your Free Account
          </button>
        </div>
      )}
      {dialogs}
    </div>
  );
}
