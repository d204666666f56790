import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearNotices, Notices } from "../../src/client/features/public/notice";
import { resetPaymentConfigCache } from "../../src/client/features/public/payments/payment-config";
import { PENDING_NOTE } from "../../src/client/features/public/payments/subscription-button";
import { PricingContent } from "../../src/client/features/public/pricing/pricing-content";
import { setSessionExpiredHandler } from "../../src/client/lib/api";
import { getStoredUser, setStoredUser } from "../../src/client/lib/session";
import { json, location, mockApi, renderAt, signIn, SIM_CONFIG } from "./pricing-support";

function renderPricing(path = "/pricing") {
  const onDone = vi.fn();
  renderAt(
    path,
    <>
      <Notices />
      <PricingContent planParam={null} onDone={onDone} />
    </>,
  );
  return onDone;
}
const card = (name: string) => screen.getByRole("article", { name });

beforeEach(() => {
  resetPaymentConfigCache();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setSessionExpiredHandler(() => {});
  clearNotices();
  setStoredUser(null);
});

describe("a plan chosen before signing up", () => {
  it("is let go when the visitor closes the sign-up, so a later free sign-up is not hijacked", async () => {
    renderPricing();
    fireEvent.click(within(card("Enterprise")).getByRole("button", { name: "100 templates" }));
    fireEvent.click(within(card("Enterprise")).getByRole("button", { name: "Choose Enterprise" }));
    // Signed out, Enterprise first goes through its tier selector, then the login modal naming the tier.
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Continue with Enterprise 100 - Monthly" }));
    expect(JSON.parse(localStorage.getItem("pendingPlan")!)).toMatchObject({ plan: "enterprise", tier: 100 });
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(localStorage.getItem("pendingPlan")).toBeNull());
  });

  it("survives going to log in from the sign-up dialog", async () => {
    renderPricing();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Choose Premium" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("link", { name: /Log in/ }));
    await waitFor(() => expect(location()).toBe("/login"));
    expect(JSON.parse(localStorage.getItem("pendingPlan")!)).toMatchObject({ plan: "premium" });
  });
});

describe("checkout while a subscription is pending", () => {
  it("offers no second Subscribe and opens the 'Subscription Processing' dialog instead", async () => {
    const user = signIn();
    mockApi({
      "/api/payment/config": () => json(200, SIM_CONFIG),
      "/api/subscription/status": () =>
        json(200, {
          user,
          pending: { subscriptionId: "I-PEND", planName: "premium", status: "APPROVED" },
          planChangePending: null,
          manualCancellationRequired: false,
        }),
    });
    renderPricing();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    expect(await screen.findByRole("dialog", { name: "Subscription Processing" })).toBeTruthy();
    const purchase = screen.getByRole("dialog", { name: "Complete Your Premium Plan Purchase" });
    expect(within(purchase).getByText(PENDING_NOTE)).toBeTruthy();
    expect(within(purchase).queryByRole("button", { name: /Subscribe/ })).toBeNull();
  });

  it("changes a running subscription in place instead of starting a second checkout", async () => {
    signIn({ plan: "basic", subscriptionStatus: "active", paypalSubscriptionId: "SIM-B", templateLimit: 4 });
    const changed = { ...getStoredUser()!, plan: "premium", templateLimit: 10 };
    const api = mockApi({
      "/api/payment/config": () => json(200, SIM_CONFIG),
      "/api/subscription/status": () =>
        json(200, {
          user: getStoredUser(),
          pending: null,
          planChangePending: null,
          manualCancellationRequired: false,
        }),
      "/api/subscription/change-plan": () => json(200, { success: true, status: "changed", user: changed }),
    });
    renderPricing();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    const purchase = await screen.findByRole("dialog", { name: "Complete Your Premium Plan Purchase" });
    expect(within(purchase).queryByRole("button", { name: /Subscribe/ })).toBeNull();
    await act(async () => {
      fireEvent.click(
        await within(purchase).findByRole("button", { name: "Change plan – Premium - Monthly" }),
      );
    });
    expect(await screen.findByText("Payment successful! Your Premium plan is now active.")).toBeTruthy();
    expect(getStoredUser()).toMatchObject({ plan: "premium", paypalSubscriptionId: "SIM-B" });
    expect(api.calls.filter((c) => c.url === "/api/payment/verify-subscription")).toHaveLength(0);
  });
});

/** A Basic subscriber changes to Premium in place; `dead()` makes the server refuse the tab's session from then on. */
async function changeBasicToPremium() {
  signIn({ plan: "basic", subscriptionStatus: "active", paypalSubscriptionId: "SIM-B", templateLimit: 4 });
  const changed = { ...getStoredUser()!, plan: "premium", templateLimit: 10 };
  let sessionDead = false;
  const refused = () => json(401, { error: { code: "unauthorized", message: "Authentication required" } });
  const api = mockApi({
    "/api/payment/config": () => json(200, SIM_CONFIG),
    "/api/subscription/status": () =>
      sessionDead
        ? refused()
        : json(200, {
            user: getStoredUser(),
            pending: null,
            planChangePending: null,
            manualCancellationRequired: false,
          }),
    "/api/auth/refresh": refused,
    "/api/payment/verify-subscription": refused,
    "/api/subscription/change-plan": () =>
      json(200, { success: true, status: "changed", user: changed }),
  });
  renderPricing();
  fireEvent.click(within(card("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
  const purchase = await screen.findByRole("dialog", { name: "Complete Your Premium Plan Purchase" });
  const change = await within(purchase).findByRole("button", { name: "Change plan – Premium - Monthly" });
  return {
    api,
    dead: () => (sessionDead = true),
    click: () => act(async () => void fireEvent.click(change)),
  };
}

describe("a profile 401 after checkout (spec 02 section 8)", () => {
  it("keeps the tab and says 'Session expired. Please refresh the page and try again.' when the verify fallback fails too", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const flow = await changeBasicToPremium();
    await flow.click();
    await screen.findByText("Payment successful! Your Premium plan is now active.");
    flow.dead();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const urls = flow.api.calls.map((c) => c.url);
    expect(urls.slice(urls.lastIndexOf("/api/subscription/status"))).toEqual([
      "/api/subscription/status",
      "/api/auth/refresh",
      "/api/payment/verify-subscription",
      "/api/auth/refresh",
    ]);
    expect(flow.api.calls.at(-2)?.body).toMatchObject({ subscriptionId: "SIM-B", planName: "premium" });
    expect(await screen.findByText("Session expired. Please refresh the page and try again.")).toBeTruthy();
    // The purchase stays: the tab still shows the plan it bought and was not sent to the login page.
    expect(expired).not.toHaveBeenCalled();
    expect(getStoredUser()).toMatchObject({ plan: "premium", paypalSubscriptionId: "SIM-B" });
  });
});
