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
    fireEvent.click(
      within(screen.getByRole("dialog")).getByRole("button", {
        name: "Continue with Enterprise 100 - Monthly",
      }),
    );
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
    "/api/subscription/change-plan": () => json(200, { success: true, status: "changed", user: changed }),
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

describe("plan change success (spec 02 section 4)", () => {
  it("shows a notice the user closes; only then, 0.5 s later, the page reloads", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    const flow = await changeBasicToPremium();
    await flow.click();
    const notice = await screen.findByRole("dialog", { name: "Subscription upgraded" });
    expect(within(notice).getByText("Payment successful! Your Premium plan is now active.")).toBeTruthy();
    // Not read yet: it stays, and nothing reloads under it.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole("dialog", { name: "Subscription upgraded" })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    // From here only the test moves the clock, so 499 ms means 499 ms on a busy machine too.
    vi.useRealTimers();
    vi.useFakeTimers();
    fireEvent.click(within(notice).getByRole("button", { name: "OK" }));
    expect(screen.queryByRole("dialog", { name: "Subscription upgraded" })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(reload).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says in the same notice when the old subscription must be cancelled by hand, so the reload loses nothing", async () => {
    // A suspended Basic subscription cannot be revised: Premium is a new checkout that replaces it.
    signIn({
      plan: "basic",
      subscriptionStatus: "suspended",
      paypalSubscriptionId: "SIM-OLD",
      templateLimit: 4,
    });
    mockApi({
      "/api/payment/config": () => json(200, SIM_CONFIG),
      "/api/subscription/status": () =>
        json(200, {
          user: getStoredUser(),
          pending: null,
          planChangePending: null,
          manualCancellationRequired: false,
        }),
      "/api/payment/verify-subscription": (_u, init) => {
        const { subscriptionId } = JSON.parse(init.body as string) as { subscriptionId: string };
        return json(200, {
          success: true,
          id: subscriptionId,
          subscriptionId,
          plan: "premium",
          planName: "premium",
          templateLimit: 10,
          message: "ok",
          replacedSubscriptionId: "SIM-OLD",
          oldSubscriptionCancelled: false,
          manualCancellationRequired: true,
          user: {
            plan: "premium",
            templateLimit: 10,
            subscriptionStatus: "active",
            paypalSubscriptionId: subscriptionId,
          },
        });
      },
    });
    renderPricing();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    fireEvent.click(await screen.findByRole("button", { name: /Subscribe/ }));
    const sim = screen.getByRole("dialog", { name: "Simulated checkout (development)" });
    fireEvent.click(within(sim).getByRole("button", { name: "Approve subscription" }));
    const notice = await screen.findByRole("dialog", { name: "Subscription activated" });
    expect(within(notice).getByText("Payment successful! Your Premium plan is now active.")).toBeTruthy();
    expect(within(notice).getByRole("alert").textContent).toBe(
      "We could not cancel your previous subscription automatically. Please cancel it in your PayPal account or contact support.",
    );
  });

  it("reloads only for a title that mentions Subscription or upgraded, and titles every plan change that way", async () => {
    const { reloadsOnClose, RELOAD_DELAY_MS } = await import("../../src/client/features/public/notice");
    const { planChangeTitle } = await import("../../src/client/features/public/pricing/use-plan-selection");
    expect(RELOAD_DELAY_MS).toBe(500);
    const titles: [string, boolean][] = [
      ["Subscription upgraded", true],
      ["Subscription activated", true],
      ["Your subscription", true],
      ["Plan upgraded", true],
      ["Template Saved!", false],
      ["Payment failed", false],
      ["Upgrade to Premium", false],
    ];
    for (const [title, reloads] of titles) expect([title, reloadsOnClose(title)]).toEqual([title, reloads]);
    const active = (plan: "basic" | "premium" | "enterprise", customTemplateLimit: number | null = null) => ({
      plan,
      customTemplateLimit,
      subscriptionStatus: "active" as const,
    });
    const cases: [Parameters<typeof planChangeTitle>[0], Parameters<typeof planChangeTitle>[1], string][] = [
      [null, { plan: "basic", planName: "basic" }, "Subscription activated"],
      [
        { plan: "free", customTemplateLimit: null, subscriptionStatus: "none" },
        { plan: "premium", planName: "premium" },
        "Subscription activated",
      ],
      [
        { ...active("basic"), subscriptionStatus: "cancelled" },
        { plan: "premium", planName: "premium" },
        "Subscription activated",
      ],
      [active("basic"), { plan: "premium", planName: "premium" }, "Subscription upgraded"],
      [active("premium"), { plan: "enterprise", planName: "enterprise-50" }, "Subscription upgraded"],
      [active("enterprise", 50), { plan: "enterprise", planName: "enterprise-100" }, "Subscription upgraded"],
      [active("premium"), { plan: "basic", planName: "basic" }, "Subscription changed"],
      [active("enterprise", 100), { plan: "enterprise", planName: "enterprise-50" }, "Subscription changed"],
    ];
    for (const [before, result, title] of cases) {
      expect(planChangeTitle(before, result)).toBe(title);
      expect(reloadsOnClose(title)).toBe(true);
    }
  });
});

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
