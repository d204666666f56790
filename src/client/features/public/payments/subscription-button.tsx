import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api";
import { loadPaymentConfig, planIdFor, type BillingCycle, type PaidPlanKey, type PaymentConfig } from "./payment-config";
import { loadPaypalSdk } from "./paypal-sdk";
import { SimulatedCheckout } from "./simulated-checkout";
import { verifySubscription, type VerifyResult } from "./verify-subscription";

export type ButtonState = "idle" | "processing" | "success" | "error" | "cancelled";

export const STATE_MESSAGES: Record<Exclude<ButtonState, "idle">, string> = {
  processing: "Setting up your subscription...",
  success: "Subscription activated! You will be billed automatically.",
  error: "Subscription setup failed. Please contact support.",
  cancelled: "Subscription cancelled.",
};
export const CONFIG_ERROR = "PayPal configuration error. Please refresh the page and try again.";

export interface SubscriptionButtonProps {
  planName: PaidPlanKey;
  planLabel: string;
  price: number;
  userId: string;
  userEmail: string;
  billingCycle?: BillingCycle;
  onSuccess(result: VerifyResult): void;
  onError?(message: string): void;
  onCancel?(): void;
}

export function SubscriptionButton(props: SubscriptionButtonProps) {
  const { planName, userId, userEmail, billingCycle = "monthly" } = props;
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [configError, setConfigError] = useState<string | null>(null);
  const [state, setState] = useState<ButtonState>("idle");
  const [detail, setDetail] = useState<string | null>(null);
  const [sdkFailed, setSdkFailed] = useState(false);
  const [simOpen, setSimOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let live = true;
    loadPaymentConfig()
      .then((c) => live && setConfig(c))
      .catch((e: unknown) => live && setConfigError(errorMessage(e, "Payment configuration could not be loaded")));
    return () => {
      live = false;
    };
  }, []);

  const planId = config ? planIdFor(config, planName, billingCycle) : "";

  const approve = async (subscriptionId: string | undefined) => {
    if (!subscriptionId) {
      setState("error");
      setDetail("Subscription setup failed");
      return;
    }
    setState("processing");
    setDetail(null);
    try {
      const result = await verifySubscription({ subscriptionId, userId, userEmail, planName, billingCycle });
      setState("success");
      latest.current.onSuccess(result);
    } catch (e) {
      const message = e instanceof Error ? e.message : "Subscription setup failed";
      setState("error");
      setDetail(message);
      latest.current.onError?.(message);
    }
  };
  const approveRef = useRef(approve);
  approveRef.current = approve;

  useEffect(() => {
    if (!config || config.mode !== "paypal" || !planId || !container.current) return;
    let closed = false;
    const target = container.current;
    loadPaypalSdk(config.clientId, config.currency)
      .then((paypal) => {
        if (closed) return;
        return paypal
          .Buttons({
            style: { shape: "rect", color: "gold", layout: "vertical", label: "subscribe" },
            createSubscription: (_data, actions) => {
              setState("processing");
              return actions.subscription.create({ plan_id: planId, custom_id: userId });
            },
            onApprove: (data) => approveRef.current(data.subscriptionID ?? data.orderID),
            onCancel: () => {
              setState("cancelled");
              latest.current.onCancel?.();
            },
            onError: () => {
              setState("error");
              setDetail(null);
            },
          })
          .render(target);
      })
      .catch(() => {
        console.error("Failed to load PayPal SDK");
        if (!closed) setSdkFailed(true);
      });
    return () => {
      closed = true;
      target.replaceChildren();
    };
  }, [config, planId, userId]);

  if (configError) return <div className="alert alert-error">{configError}</div>;
  if (!config) return <p className="muted">Loading secure checkout…</p>;
  if (!planId) return <div className="alert alert-error">{CONFIG_ERROR}</div>;

  return (
    <div className="subscription-button">
      {state !== "idle" && (
        <div
          role={state === "error" ? "alert" : "status"}
          className={`alert ${state === "success" ? "alert-success" : state === "error" ? "alert-error" : state === "cancelled" ? "alert-warning" : "alert-info"}`}
        >
          {STATE_MESSAGES[state]}
          {state === "error" && detail && detail !== STATE_MESSAGES.error && <div className="small">{detail}</div>}
        </div>
      )}
      {config.mode === "simulated" ? (
        <>
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={state === "processing" || state === "success"}
            onClick={() => {
              setState("idle");
              setSimOpen(true);
            }}
          >
            Subscribe – {props.planLabel}
          </button>
          {simOpen && (
            <SimulatedCheckout
              planLabel={props.planLabel}
              price={props.price}
              email={userEmail}
              planId={planId}
              onApprove={() => {
                setSimOpen(false);
                void approve(`SIM-${crypto.randomUUID()}`);
              }}
              onCancel={() => {
                setSimOpen(false);
                setState("cancelled");
                props.onCancel?.();
              }}
            />
          )}
        </>
      ) : sdkFailed ? (
        <p className="muted">Online payment is unavailable right now. Please try again later.</p>
      ) : (
        <div ref={container} className="paypal-buttons" />
      )}
    </div>
  );
}
