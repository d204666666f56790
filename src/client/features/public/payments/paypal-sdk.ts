export interface PaypalButtonsActions {
  subscription: { create(options: { plan_id: string; custom_id?: string }): Promise<string> };
}
export interface PaypalButtonsOptions {
  style?: Record<string, string | number>;
  createSubscription(data: unknown, actions: PaypalButtonsActions): Promise<string>;
  onApprove(data: { subscriptionID?: string; orderID?: string }): Promise<void> | void;
  onCancel?(): void;
  onError?(err: unknown): void;
}
export interface PaypalNamespace {
  Buttons(options: PaypalButtonsOptions): {
    render(container: HTMLElement): Promise<void>;
    close?(): Promise<void>;
  };
}

declare global {
  interface Window {
    paypal?: PaypalNamespace;
  }
}

let loading: Promise<PaypalNamespace> | null = null;

/** Loads the PayPal JS SDK once per page, for subscriptions (vault + intent=subscription). */
export function loadPaypalSdk(clientId: string, currency = "EUR"): Promise<PaypalNamespace> {
  if (window.paypal) return Promise.resolve(window.paypal);
  if (loading) return loading;
  loading = new Promise<PaypalNamespace>((resolve, reject) => {
    const params = new URLSearchParams({
      "client-id": clientId,
      vault: "true",
      intent: "subscription",
      currency,
    });
    const script = document.createElement("script");
    script.src = `https://www.paypal.com/sdk/js?${params}`;
    script.async = true;
    script.dataset.sdkIntegrationSource = "button-factory";
    script.onload = () =>
      window.paypal ? resolve(window.paypal) : reject(new Error("Failed to load PayPal SDK"));
    script.onerror = () => {
      script.remove();
      reject(new Error("Failed to load PayPal SDK"));
    };
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}
