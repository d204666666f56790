import { log } from "../../../lib/log";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api";
import { updateStoredUser } from "../../../lib/session";
import { useUser } from "../../../lib/use-user";
import {
  loadPaymentConfig,
  planIdFor,
  type BillingCycle,
  type PaidPlanKey,
  type PaymentConfig,
} from "./payment-config";
import { loadPaypalSdk } from "./paypal-sdk";
import { ProcessingDialog } from "./processing-dialog";
import { SimulatedCheckout } from "./simulated-checkout";
import { changePlan, getSubscriptionStatus, type SubscriptionStatus } from "./subscription-status";
import { verifySubscription, type VerifyResult } from "./verify-subscription";

export type ButtonState = "idle" | "processing" | "success" | "error" | "cancelled";

export const STATE_MESSAGES: Record<Exclude<ButtonState, "idle">, string> = {
  processing: "Setting up your subscription...",
  success: "Subscription activated! You will be billed automatically.",
  error: "Subscription setup failed. Please contact support.",
  cancelled: "Subscription cancelled.",
};
/** The payment setup could not be loaded: refreshing may help (spec 01 section 5). */
export const CONFIG_ERROR = "PayPal configuration error. Please refresh the page and try again.";
/** The setup loaded but has no plan id for this plan: only the operator can fix that (spec 01 section 8). */
export const NO_PLAN_ID = "PayPal configuration error. Please contact support.";
/** Yearly ids are not configured (decision 2): monthly billing is what can be bought. */
export const YEARLY_UNAVAILABLE = "Yearly billing is not available yet. Please choose monthly billing.";
/** The reason of a failed checkout, as spec 01 section 8 words it. */
export const paymentFailed = (reason: string) => `Payment failed: ${reason}`;
export const PENDING_NOTE = "A subscription you approved is still being processed by PayPal.";

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

function resultFrom(
  status: SubscriptionStatus["user"],
  planName: PaidPlanKey,
  message: string,
): VerifyResult {
  const id = status.paypalSubscriptionId ?? "";
  return {
    success: true,
    id,
    subscriptionId: id,
    plan: status.plan,
    planName,
    templateLimit: status.templateLimit,
    message,
    user: status,
  };
}

export function SubscriptionButton(props: SubscriptionButtonProps) {
  const { planName, userId, userEmail, billingCycle = "monthly" } = props;
  const user = useUser();
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [configError, setConfigError] = useState<string | null>(null);
  const [state, setState] = useState<ButtonState>("idle");
  const [detail, setDetail] = useState<string | null>(null);
  const [sdkFailed, setSdkFailed] = useState(false);
  const [simOpen, setSimOpen] = useState(false);
  const [waiting, setWaiting] = useState<{ subscriptionId: string; planName: PaidPlanKey } | null>(null);
  const [pendingElsewhere, setPendingElsewhere] = useState<{
    subscriptionId: string;
    planName: PaidPlanKey;
  } | null>(null);
  const [dialogFor, setDialogFor] = useState<{ subscriptionId: string; planName: PaidPlanKey } | null>(null);
  // A running subscription is changed in place (PayPal revise); a new checkout only when that cannot apply.
  const hasRunning =
    !!user?.paypalSubscriptionId && user.plan !== "free" && user.subscriptionStatus === "active";
  const [checkout, setCheckout] = useState(!hasRunning);
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    let live = true;
    loadPaymentConfig()
      .then((c) => live && setConfig(c))
      .catch((e: unknown) => {
        log.warn("payment configuration not loaded", e);
        if (live) setConfigError(errorMessage(e, "Payment configuration could not be loaded"));
      });
    // A checkout approved earlier (another tab, a closed dialog) is still pending: never start a second one.
    getSubscriptionStatus()
      .then((s) => {
        if (!live) return;
        updateStoredUser(s.user);
        if (!s.pending) return;
        const pending = {
          subscriptionId: s.pending.subscriptionId,
          planName: s.pending.planName ?? latest.current.planName,
        };
        setPendingElsewhere(pending);
        if (pending.planName === latest.current.planName) setDialogFor(pending);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  const planId = config ? planIdFor(config, planName, billingCycle) : "";

  const fail = (message: string) => {
    setState("error");
    setDetail(message);
    latest.current.onError?.(message);
  };

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
      if ("pending" in result) {
        setWaiting({ subscriptionId, planName });
        setDialogFor({ subscriptionId, planName });
        return;
      }
      setState("success");
      latest.current.onSuccess(result);
    } catch (e) {
      fail(e instanceof Error ? e.message : "Subscription setup failed");
    }
  };
  const approveRef = useRef(approve);
  approveRef.current = approve;

  const change = async () => {
    setState("processing");
    setDetail(null);
    try {
      const res = await changePlan(planName);
      if (res.status === "changed") {
        setState("success");
        latest.current.onSuccess(
          resultFrom(res.user, planName, `Your plan was changed to ${latest.current.planLabel}.`),
        );
      } else if (res.status === "approval_required") {
        window.location.assign(res.approveUrl);
      } else {
        setState("idle");
        setCheckout(true);
      }
    } catch (e) {
      fail(errorMessage(e, "Subscription setup failed"));
    }
  };

  const blocked = !!pendingElsewhere || !!waiting;
  useEffect(() => {
    if (!checkout || blocked || !config || config.mode !== "paypal" || !planId || !container.current) return;
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
        log.error("Failed to load PayPal SDK");
        if (!closed) setSdkFailed(true);
      });
    return () => {
      closed = true;
      target.replaceChildren();
    };
  }, [checkout, blocked, config, planId, userId]);

  if (configError)
    return (
      <div className="alert alert-error" role="alert">
        {CONFIG_ERROR}
      </div>
    );
  if (!config) return <p className="muted">Loading secure checkout…</p>;
  if (!planId)
    return (
      <div className="alert alert-error" role="alert">
        {billingCycle === "yearly" ? YEARLY_UNAVAILABLE : NO_PLAN_ID}
      </div>
    );

  const processing = dialogFor;
  const dialog = processing && (
    <ProcessingDialog
      subscriptionId={processing.subscriptionId}
      planName={processing.planName}
      onActive={(activeUser) => {
        setWaiting(null);
        setPendingElsewhere(null);
        setDialogFor(null);
        setState("success");
        latest.current.onSuccess(resultFrom(activeUser, processing.planName, STATE_MESSAGES.success));
      }}
      onClose={() => setDialogFor(null)}
    />
  );

  let action;
  const pendingNow = waiting ?? pendingElsewhere;
  if (pendingNow) {
    action = (
      <div className="alert alert-info">
        <p>
          {PENDING_NOTE}{" "}
          {pendingNow.planName === planName
            ? null
            : "Please wait until it is active before choosing another plan."}
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setDialogFor(pendingNow)}
        >
          Check status
        </button>
      </div>
    );
  } else if (!checkout) {
    action = (
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={state === "processing" || state === "success"}
        onClick={() => void change()}
      >
        Change plan – {props.planLabel}
      </button>
    );
  } else if (config.mode === "simulated") {
    action = (
      <>
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={state === "processing" || state === "success" || !!waiting}
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
    );
  } else {
    action = sdkFailed ? (
      <p className="muted">Online payment is unavailable right now. Please try again later.</p>
    ) : (
      <div ref={container} className="paypal-buttons" />
    );
  }

  return (
    <div className="subscription-button">
      {state !== "idle" && (
        <div
          role={state === "error" ? "alert" : "status"}
          className={`alert ${state === "success" ? "alert-success" : state === "error" ? "alert-error" : state === "cancelled" ? "alert-warning" : "alert-info"}`}
        >
          {STATE_MESSAGES[state]}
          {state === "error" && detail && detail !== STATE_MESSAGES.error && (
            <div className="small">{paymentFailed(detail)}</div>
          )}
        </div>
      )}
      {action}
      {dialog}
    </div>
  );
}
