import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BillingTab } from "../../src/client/features/billing/billing-tab";
import { getStoredUser, setStoredUser, type StoredUser } from "../../src/client/lib/session";
import { json, mockApi, signIn } from "./pricing-support";

afterEach(() => {
  vi.unstubAllGlobals();
  setStoredUser(null);
});

const END = "2026-12-20T10:00:00.000Z";
const status =
  (user: StoredUser, extra: Record<string, unknown> = {}) =>
  () =>
    json(200, { user, pending: null, planChangePending: null, manualCancellationRequired: false, ...extra });

function Harness() {
  const user = getStoredUser();
  return user ? <BillingTab user={user} onUpgrade={() => {}} /> : null;
}

async function renderBilling() {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<Harness />);
  });
  return view;
}

describe("Billing tab tells one story", () => {
  it("cancels at the server, then shows the plan as cancelled with its end date, no next billing date and no second Cancel", async () => {
    const user = signIn({
      plan: "premium",
      subscriptionStatus: "active",
      paypalSubscriptionId: "SIM-1",
      nextBillingDate: END,
      templateLimit: 10,
    });
    const cancelled = { ...user, subscriptionStatus: "cancelled" };
    const { calls } = mockApi({
      "/api/subscription/status": status(user),
      "/api/subscription/cancel": () =>
        json(200, {
          success: true,
          accessUntil: END,
          message: "Your subscription has been cancelled. You keep your Premium plan until 20 December 2026.",
          user: cancelled,
        }),
    });
    const view = await renderBilling();
    expect(screen.getByText(/Next billing date/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your subscription?" });
    // Spec 02 section 2: the Cancel action also offers PayPal's autopay management page, in a new tab.
    const autopay = within(dialog).getByRole("link", { name: "PayPal's automatic payments" });
    expect(autopay.getAttribute("href")).toBe("https://www.paypal.com/myaccount/autopay/");
    expect(autopay.getAttribute("target")).toBe("_blank");
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    });
    expect(calls.map((c) => c.url)).toContain("/api/subscription/cancel");
    view.rerender(<Harness />);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText(/You keep your Premium plan until/)).toBeTruthy();
    expect(screen.getByText(/access until/)).toBeTruthy();
    expect(screen.queryByText(/Next billing date/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
    expect(screen.getByText("Premium")).toBeTruthy();
  });

  it("keeps the cancelled state when the page's first status answer arrives after the cancellation", async () => {
    const user = signIn({
      plan: "premium",
      subscriptionStatus: "active",
      paypalSubscriptionId: "SIM-2",
      nextBillingDate: END,
    });
    let answerStatus!: () => void;
    const late = new Promise<void>((resolve) => (answerStatus = resolve));
    mockApi({
      "/api/subscription/status": async () => {
        await late;
        return status(user)();
      },
      "/api/subscription/cancel": () =>
        json(200, {
          success: true,
          accessUntil: END,
          message: "Cancelled.",
          user: { ...user, subscriptionStatus: "cancelled" },
        }),
    });
    const view = await renderBilling();
    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel subscription" }),
      );
    });
    await act(async () => {
      answerStatus();
      await late;
    });
    view.rerender(<Harness />);
    expect(getStoredUser()?.subscriptionStatus).toBe("cancelled");
    expect(screen.queryByRole("button", { name: "Cancel Subscription" })).toBeNull();
  });

  it("keeps the dialog open with the server's reason when the cancellation fails", async () => {
    const user = signIn({
      plan: "basic",
      subscriptionStatus: "active",
      paypalSubscriptionId: "I-1",
      nextBillingDate: END,
    });
    mockApi({
      "/api/subscription/status": status(user),
      "/api/subscription/cancel": () =>
        json(502, {
          error: {
            code: "payment_failed",
            message: "PayPal did not accept the cancellation. Please try again or contact support.",
          },
        }),
    });
    await renderBilling();
    fireEvent.click(screen.getByRole("button", { name: "Cancel Subscription" }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel subscription" }),
      );
    });
    expect(await screen.findByText(/PayPal did not accept the cancellation/)).toBeTruthy();
    expect(getStoredUser()?.subscriptionStatus).toBe("active");
  });

  it("asks for a manual cancellation only when the server finally could not cancel a replaced subscription", async () => {
    const user = signIn({
      plan: "premium",
      subscriptionStatus: "active",
      paypalSubscriptionId: "I-2",
      nextBillingDate: END,
    });
    const message =
      "We could not cancel your previous subscription automatically. Please cancel it in your PayPal account or contact support.";
    mockApi({ "/api/subscription/status": status(user, { manualCancellationRequired: true, message }) });
    await renderBilling();
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("never shows a next billing date for a failed payment or a suspension", async () => {
    const user = signIn({
      plan: "basic",
      subscriptionStatus: "payment_failed",
      paypalSubscriptionId: "I-3",
      nextBillingDate: END,
    });
    mockApi({ "/api/subscription/status": status(user) });
    await renderBilling();
    expect(screen.getByText(/Your last payment failed/)).toBeTruthy();
    expect(screen.queryByText(/Next billing date/)).toBeNull();
  });
});
