import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  PROCESSING_REFRESH,
  PROCESSING_WAIT,
  ProcessingDialog,
} from "../../src/client/features/public/payments/processing-dialog";
import { setStoredUser } from "../../src/client/lib/session";
import { json, mockApi, signIn } from "./pricing-support";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
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
