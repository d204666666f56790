import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { errorMessage } from "../../lib/api";
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

/** ?debug=env: what the payment setup looks like from the browser, without revealing any secret. */
export function DebugPanel() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const wanted = params.get("debug") === "env" && debugPanelAllowed(pathname);
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
