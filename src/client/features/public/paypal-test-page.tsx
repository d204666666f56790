import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Footer, Navbar } from "../../components/navbar";
import { usePageMeta } from "../../lib/use-page-meta";
import { useUser } from "../../lib/use-user";
import { ENTERPRISE_TIERS, formatEuro, PLANS } from "../../../shared/plans";
import { loadPaymentConfig, type PaidPlanKey, type PaymentConfig } from "./payments/payment-config";
import { SubscriptionButton } from "./payments/subscription-button";
import "./public.css";

const SANDBOX_PLANS: { key: PaidPlanKey; label: string; price: number; allowance: string }[] = [
  {
    key: "basic",
    label: `${PLANS.basic.name} - Monthly`,
    price: PLANS.basic.monthlyPrice,
    allowance: PLANS.basic.templates,
  },
  {
    key: "premium",
    label: `${PLANS.premium.name} - Monthly`,
    price: PLANS.premium.monthlyPrice,
    allowance: PLANS.premium.templates,
  },
  {
    key: "enterprise-50",
    label: ENTERPRISE_TIERS[50].name,
    price: ENTERPRISE_TIERS[50].price,
    allowance: "50 templates per month",
  },
  {
    key: "enterprise-100",
    label: ENTERPRISE_TIERS[100].name,
    price: ENTERPRISE_TIERS[100].price,
    allowance: "100 templates per month",
  },
];

type Outcome = { plan: string; kind: "success" | "failed" | "cancelled"; text: string; at: string };

export function PaypalTestPage() {
  usePageMeta("Payment sandbox", "Test a subscription checkout against the payment sandbox.");
  const user = useUser();
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [selected, setSelected] = useState<PaidPlanKey>("basic");
  const [log, setLog] = useState<Outcome[]>([]);
  useEffect(() => {
    loadPaymentConfig().then(setConfig, () => setConfig(null));
  }, []);
  const plan = SANDBOX_PLANS.find((p) => p.key === selected)!;
  const record = (kind: Outcome["kind"], text: string) =>
    setLog((l) => [{ plan: plan.label, kind, text, at: new Date().toLocaleTimeString() }, ...l].slice(0, 10));

  return (
    <>
      <Navbar />
      <main className="page narrow paypal-test">
        <h1>Payment sandbox test</h1>
        <p className="muted">
          Runs a real subscription checkout against the{" "}
          {config?.mode === "paypal" ? "PayPal sandbox" : "simulated checkout"}. Prices come from the plan
          catalogue, in EUR with tax included.
        </p>
        <div className="card">
          <fieldset className="tier-options">
            <legend className="muted small">Plan to test</legend>
            {SANDBOX_PLANS.map((p) => (
              <label key={p.key} className={`tier-option${selected === p.key ? " selected" : ""}`}>
                <input
                  type="radio"
                  name="sandbox-plan"
                  checked={selected === p.key}
                  onChange={() => setSelected(p.key)}
                />
                <span className="tier-name">{p.label}</span>
                <span className="tier-price">
                  {formatEuro(p.price)} <small>/month</small>
                </span>
                <span className="tier-note muted small">{p.allowance}</span>
              </label>
            ))}
          </fieldset>
          {user ? (
            <SubscriptionButton
              key={selected}
              planName={plan.key}
              planLabel={plan.label}
              price={plan.price}
              userId={user.id}
              userEmail={user.email}
              onSuccess={(r) =>
                record("success", `Subscription ${r.id} active: ${r.plan}, ${r.templateLimit} templates`)
              }
              onError={(message) => record("failed", `Payment failed: ${message}`)}
              onCancel={() => record("cancelled", "Payment cancelled by user")}
            />
          ) : (
            <p className="alert alert-info">
              <Link to="/login">Sign in</Link> to run a test checkout.
            </p>
          )}
        </div>
        <h2>Results</h2>
        {log.length === 0 ? (
          <p className="muted">No test payments yet.</p>
        ) : (
          <ul className="sandbox-log">
            {log.map((o, i) => (
              <li
                key={i}
                className={`alert alert-${o.kind === "success" ? "success" : o.kind === "failed" ? "error" : "warning"}`}
              >
                <strong>
                  {o.kind === "failed"
                    ? "Payment failed"
                    : o.kind === "cancelled"
                      ? "Payment cancelled by user"
                      : "Payment succeeded"}
                </strong>
                <span className="small">
                  {" "}
                  · {o.plan} · {o.at} · {o.text}
                </span>
              </li>
            ))}
          </ul>
        )}
      </main>
      <Footer />
    </>
  );
}
