import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api";
import { useUser } from "../../lib/use-user";
import { loadPaymentConfig, type PaymentConfig } from "./payments/payment-config";
import "./public.css";

const HIDDEN_ON = [
  /^\/privacy/,
  /^\/terms/,
  /^\/pricing/,
  /^\/login/,
  /^\/auth\//,
  /^\/email-verified/,
  /^\/reset-password/,
  /^\/verify-email/,
];

export function debugPanelAllowed(pathname: string): boolean {
  return !HIDDEN_ON.some((re) => re.test(pathname));
}

/**
 * ?debug=env (spec 01, not on the auth, legal and pricing pages) and ?debug=paypal (spec 02, anywhere): what the
 * payment setup looks like from the browser. Never a secret: ids PayPal shows to any buyer, and whether a value is set.
 */
export function DebugPanel() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const paypal = params.get("debug") === "paypal";
  const wanted = paypal || (params.get("debug") === "env" && debugPanelAllowed(pathname));
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!wanted) return;
    loadPaymentConfig()
      .then(setConfig)
      .catch((e: unknown) => setError(errorMessage(e, "Payment configuration could not be loaded")));
  }, [wanted]);

  if (!wanted) return null;
  const id = (v: string | undefined) => v || "not configured";
  if (paypal) return <PaypalDebug config={config} error={error} />;
  return (
    <aside className="debug-panel" aria-label="Environment debug panel">
      <h2>Environment</h2>
      {error && <p role="alert">{error}</p>}
      <dl>
        <dt>Payment mode</dt>
        <dd>{config?.mode ?? "…"}</dd>
        <dt>PayPal client id</dt>
        <dd>{config ? (config.clientId ? "set" : "not set") : "…"}</dd>
        <dt>API URL</dt>
        <dd>set ({window.location.origin})</dd>
        <dt>Basic monthly</dt>
        <dd>{id(config?.plans.basic.monthly)}</dd>
        <dt>Basic yearly</dt>
        <dd>{id(config?.plans.basic.yearly)}</dd>
        <dt>Premium monthly</dt>
        <dd>{id(config?.plans.premium.monthly)}</dd>
        <dt>Premium yearly</dt>
        <dd>{id(config?.plans.premium.yearly)}</dd>
      </dl>
    </aside>
  );
}

function PaypalDebug({ config, error }: { config: PaymentConfig | null; error: string | null }) {
  const user = useUser();
  const id = (v: string | undefined) => v || "not configured";
  const sdk = typeof window !== "undefined" && "paypal" in window ? "loaded" : "not loaded on this page";
  return (
    <aside className="debug-panel" aria-label="PayPal debug panel">
      <h2>PayPal</h2>
      {error && <p role="alert">{error}</p>}
      <dl>
        <dt>Payment mode</dt>
        <dd>{config?.mode ?? "…"}</dd>
        <dt>Client id</dt>
        <dd>{config ? (config.clientId ? "set" : "not set") : "…"}</dd>
        <dt>JS SDK</dt>
        <dd>{sdk}</dd>
        <dt>Basic monthly</dt>
        <dd>{id(config?.plans.basic.monthly)}</dd>
        <dt>Premium monthly</dt>
        <dd>{id(config?.plans.premium.monthly)}</dd>
        <dt>Enterprise 50</dt>
        <dd>{id(config?.plans.enterprise["50"])}</dd>
        <dt>Enterprise 100</dt>
        <dd>{id(config?.plans.enterprise["100"])}</dd>
        <dt>Your plan</dt>
        <dd>{user ? `${user.plan} (${user.subscriptionStatus ?? "no subscription"})` : "signed out"}</dd>
        <dt>Your subscription</dt>
        <dd>{user?.paypalSubscriptionId ?? "none"}</dd>
      </dl>
    </aside>
  );
}
