import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHECKOUT_SESSION_EXPIRED,
  PROFILE_REFRESH_AFTER_CHECKOUT_MS,
  refreshAfterCheckout,
} from "../../src/client/features/public/payments/after-checkout";
import { clearNotices, Notices } from "../../src/client/features/public/notice";
import {
  PROCESSING_REFRESH,
  PROCESSING_WAIT,
  ProcessingDialog,
} from "../../src/client/features/public/payments/processing-dialog";
import { setSessionExpiredHandler } from "../../src/client/lib/api";
import { getStoredUser, setStoredUser } from "../../src/client/lib/session";
import { json, mockApi, signIn } from "./pricing-support";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSessionExpiredHandler(() => {});
  clearNotices();
  setStoredUser(null);
});

const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe("Subscription Processing dialog (spec 02 section 4)", () => {
  it("checks the profile after 3 s, then 2 s apart, and finishes when the subscription is active on the plan", async () => {
    const user = signIn();
    let checks = 0;
    mockApi({
      "/api/subscription/status": () => {
        checks++;
        const active = checks >= 2;
        return json(200, {
          user: active
            ? { ...user, plan: "premium", subscriptionStatus: "active", paypalSubscriptionId: "I-P" }
            : user,
          pending: active ? null : { subscriptionId: "I-P", planName: "premium", status: "APPROVED" },
          planChangePending: null,
          manualCancellationRequired: false,
        });
      },
    });
    const onActive = vi.fn();
    render(
      <ProcessingDialog subscriptionId="I-P" planName="premium" onActive={onActive} onClose={() => {}} />,
    );
    expect(screen.getByRole("dialog", { name: "Subscription Processing" })).toBeTruthy();
    expect(screen.getByText(PROCESSING_WAIT)).toBeTruthy();
    await tick(2900);
    expect(checks).toBe(0);
    await tick(200);
    expect(checks).toBe(1);
    await tick(2000);
    expect(checks).toBe(2);
    expect(onActive).toHaveBeenCalledTimes(1);
  });

  it("asks for a refresh after three checks that do not see the plan, retrying a failed fetch 1 s apart", async () => {
    const user = signIn();
    let calls = 0;
    mockApi({
      "/api/subscription/status": () => {
        calls++;
        if (calls === 1) return json(503, { error: { code: "x", message: "down" } });
        return json(200, { user, pending: null, planChangePending: null, manualCancellationRequired: false });
      },
    });
    const onActive = vi.fn();
    render(<ProcessingDialog subscriptionId="I-P" planName="basic" onActive={onActive} onClose={() => {}} />);
    await tick(3000);
    expect(calls).toBe(1);
    await tick(1000);
    expect(calls).toBe(2);
    await tick(4000);
    expect(calls).toBe(4);
    expect(screen.getByText(PROCESSING_REFRESH)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh page" })).toBeTruthy();
    expect(onActive).not.toHaveBeenCalled();
  });
});

const UNAUTHORIZED = () => json(401, { error: { code: "unauthorized", message: "Authentication required" } });
const REFUSED = () => json(401, { error: { code: "invalid_token", message: "Invalid refresh token" } });

describe("a profile 401 after checkout (spec 02 section 8)", () => {
  it("reads the profile 2, 5 and 8 s after checkout, and a 401 goes to the verify fallback, not to the login page", async () => {
    const user = signIn({
      plan: "premium",
      subscriptionStatus: "active",
      paypalSubscriptionId: "SIM-P",
      templateLimit: 10,
    });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const api = mockApi({
      "/api/subscription/status": UNAUTHORIZED,
      "/api/auth/refresh": REFUSED,
      "/api/payment/verify-subscription": () =>
        json(200, {
          success: true,
          id: "SIM-P",
          subscriptionId: "SIM-P",
          plan: "premium",
          planName: "premium",
          templateLimit: 12,
          message: "Subscription activated! Your Premium plan is now active.",
          user: { ...user, templatesUsed: 0, bonusTemplates: 2, templateLimit: 12 },
        }),
    });
    expect(PROFILE_REFRESH_AFTER_CHECKOUT_MS).toEqual([2000, 5000, 8000]);
    render(<Notices />);
    refreshAfterCheckout({ subscriptionId: "SIM-P", planName: "premium" });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const verifies = () => api.calls.filter((c) => c.url === "/api/payment/verify-subscription");
    expect(verifies()).toHaveLength(1);
    expect(verifies()[0].body).toMatchObject({
      subscriptionId: "SIM-P",
      planName: "premium",
      userId: user.id,
      userEmail: user.email,
    });
    // The verification answered: the account is shown as the server has it, and the session was not ended.
    expect(getStoredUser()).toMatchObject({ plan: "premium", bonusTemplates: 2, templateLimit: 12 });
    expect(expired).not.toHaveBeenCalled();
    expect(screen.queryByText(CHECKOUT_SESSION_EXPIRED)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(verifies()).toHaveLength(3);
  });

  it("says 'Session expired. Please refresh the page and try again.' once when the fallback is refused too, and loses nothing", async () => {
    signIn({ plan: "basic", subscriptionStatus: "active", paypalSubscriptionId: "SIM-B", templateLimit: 4 });
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const api = mockApi({
      "/api/subscription/status": UNAUTHORIZED,
      "/api/auth/refresh": REFUSED,
      "/api/payment/verify-subscription": UNAUTHORIZED,
    });
    render(<Notices />);
    refreshAfterCheckout({ subscriptionId: "SIM-B", planName: "basic" });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole("alert").textContent).toContain(CHECKOUT_SESSION_EXPIRED);
    expect(CHECKOUT_SESSION_EXPIRED).toBe("Session expired. Please refresh the page and try again.");
    const callsAfterFirst = api.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    // Told once; the 5 s and 8 s reads are not made against a session the server refused.
    expect(api.calls).toHaveLength(callsAfterFirst);
    expect(screen.getAllByText(CHECKOUT_SESSION_EXPIRED)).toHaveLength(1);
    // The page stays as it is for the user to refresh: the tab keeps the plan it bought, nothing was cancelled.
    // The purchase itself is the server's: tests/worker/billing-checkout.test.ts shows it after the next sign-in.
    expect(expired).not.toHaveBeenCalled();
    expect(getStoredUser()).toMatchObject({ plan: "basic", paypalSubscriptionId: "SIM-B" });
    expect(api.calls.map((c) => c.url)).not.toContain("/api/subscription/cancel");
  });

  it("makes no read for a tab signed out before the first one", async () => {
    signIn();
    const api = mockApi({});
    refreshAfterCheckout({ subscriptionId: "SIM-B", planName: "basic" });
    setStoredUser(null);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.calls).toHaveLength(0);
  });

  it("lets the Subscription Processing dialog use the same fallback: pending keeps checking, refused asks for a refresh", async () => {
    signIn();
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    let verifyCalls = 0;
    mockApi({
      "/api/subscription/status": UNAUTHORIZED,
      "/api/auth/refresh": REFUSED,
      "/api/payment/verify-subscription": () =>
        ++verifyCalls === 1
          ? json(202, {
              success: true,
              pending: true,
              status: "APPROVED",
              id: "I-P",
              subscriptionId: "I-P",
              planName: "premium",
              message: "pending",
            })
          : UNAUTHORIZED(),
    });
    const onActive = vi.fn();
    render(
      <ProcessingDialog subscriptionId="I-P" planName="premium" onActive={onActive} onClose={() => {}} />,
    );
    await tick(3000);
    expect(verifyCalls).toBe(1);
    expect(screen.getByText(PROCESSING_WAIT)).toBeTruthy();
    await tick(2000);
    expect(verifyCalls).toBe(2);
    expect(screen.getByText(CHECKOUT_SESSION_EXPIRED)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh page" })).toBeTruthy();
    expect(onActive).not.toHaveBeenCalled();
    expect(expired).not.toHaveBeenCalled();
  });
});
