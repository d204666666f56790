import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetPaymentConfigCache } from "../../src/client/features/public/payments/payment-config";
import type { PaypalButtonsOptions } from "../../src/client/features/public/payments/paypal-sdk";
import { SubscriptionButton } from "../../src/client/features/public/payments/subscription-button";
import { json, mockApi, renderAt, SIM_CONFIG } from "./pricing-support";
import { signIn } from "./pricing-support";

const PAYPAL_CONFIG = {
  ...SIM_CONFIG,
  mode: "paypal",
  clientId: "sandbox-client",
  plans: { ...SIM_CONFIG.plans, premium: { monthly: "P-PREMIUM-1", yearly: "" } },
};

beforeEach(() => {
  resetPaymentConfigCache();
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.paypal;
});

function renderButton(props: Partial<Parameters<typeof SubscriptionButton>[0]> = {}) {
  const onSuccess = vi.fn();
  const onError = vi.fn();
  renderAt(
    "/",
    <SubscriptionButton
      planName="premium"
      planLabel="Premium - Monthly"
      price={45}
      userId="user-1"
      userEmail="ada@acme-corp.com"
      onSuccess={onSuccess}
      onError={onError}
      {...props}
    />,
  );
  return { onSuccess, onError };
}

describe("SubscriptionButton in paypal mode", () => {
  it("creates the subscription with the configured plan id and verifies the approved id on the server", async () => {
    let options: PaypalButtonsOptions | null = null;
    window.paypal = {
      Buttons: (o) => {
        options = o;
        return { render: async () => {} };
      },
    };
    const api = mockApi({
      "/api/payment/config": () => json(200, PAYPAL_CONFIG),
      "/api/payment/verify-subscription": () =>
        json(200, {
          success: true,
          id: "I-ABC",
          subscriptionId: "I-ABC",
          plan: "premium",
          planName: "premium",
          templateLimit: 10,
          message: "ok",
          user: {},
        }),
    });
    const { onSuccess } = renderButton();
    await waitFor(() => expect(options).not.toBeNull());
    const create = vi.fn(async () => "I-ABC");
    await act(async () => {
      await options!.createSubscription({}, { subscription: { create } });
    });
    expect(create).toHaveBeenCalledWith({ plan_id: "P-PREMIUM-1", custom_id: "user-1" });
    expect(screen.getByText("Setting up your subscription...")).toBeTruthy();
    await act(async () => {
      await options!.onApprove({ subscriptionID: "I-ABC" });
    });
    expect(screen.getByText("Subscription activated! You will be billed automatically.")).toBeTruthy();
    expect(api.calls.at(-1)).toMatchObject({
      url: "/api/payment/verify-subscription",
      body: { subscriptionId: "I-ABC", planName: "premium", billingCycle: "monthly" },
    });
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: "I-ABC", plan: "premium" }));
  });

  it("shows 'Subscription cancelled.' when the buyer closes PayPal and the error state on a PayPal error", async () => {
    let options: PaypalButtonsOptions | null = null;
    window.paypal = { Buttons: (o) => ((options = o), { render: async () => {} }) };
    mockApi({ "/api/payment/config": () => json(200, PAYPAL_CONFIG) });
    renderButton();
    await waitFor(() => expect(options).not.toBeNull());
    act(() => options!.onCancel!());
    expect(screen.getByText("Subscription cancelled.")).toBeTruthy();
    act(() => options!.onError!(new Error("popup blocked")));
    expect(screen.getByText("Subscription setup failed. Please contact support.")).toBeTruthy();
  });

  // Decision 2: no yearly plan ids are configured; spec 01 section 5 says a yearly choice needs monthly billing.
  it("says yearly billing is not available yet, and starts no checkout, when the cycle has no plan id", async () => {
    mockApi({ "/api/payment/config": () => json(200, PAYPAL_CONFIG) });
    renderButton({ billingCycle: "yearly" });
    expect(
      await screen.findByText("Yearly billing is not available yet. Please choose monthly billing."),
    ).toBeTruthy();
    expect(document.querySelector(".paypal-buttons")).toBeNull();
  });

  it("logs 'Failed to load PayPal SDK' and shows no button when the script cannot load", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
      queueMicrotask(() => (node as unknown as HTMLScriptElement).onerror?.(new Event("error")));
      return node;
    });
    mockApi({ "/api/payment/config": () => json(200, PAYPAL_CONFIG) });
    renderButton();
    expect(
      await screen.findByText("Online payment is unavailable right now. Please try again later."),
    ).toBeTruthy();
    expect(errors).toHaveBeenCalledWith("Failed to load PayPal SDK");
    expect(document.querySelector(".paypal-buttons")).toBeNull();
  });

  it("asks for the SDK with vault, subscription intent, EUR and the client id", async () => {
    let src = "";
    vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
      src = (node as unknown as HTMLScriptElement).src;
      return node;
    });
    mockApi({ "/api/payment/config": () => json(200, PAYPAL_CONFIG) });
    renderButton();
    await waitFor(() => expect(src).not.toBe(""));
    const url = new URL(src);
    expect(url.origin + url.pathname).toBe("https://www.paypal.com/sdk/js");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      "client-id": "sandbox-client",
      vault: "true",
      intent: "subscription",
      currency: "EUR",
    });
  });
});
