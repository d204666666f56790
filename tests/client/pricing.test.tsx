import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearNotices, Notices } from "../../src/client/features/public/notice";
import { resetPaymentConfigCache } from "../../src/client/features/public/payments/payment-config";
import { PricingContent } from "../../src/client/features/public/pricing/pricing-content";
import { getStoredUser } from "../../src/client/lib/session";
import { json, mockApi, renderAt, signIn, SIM_CONFIG } from "./pricing-support";

function renderPricing(path = "/pricing", onDone = vi.fn()) {
  renderAt(
    path,
    <>
      <Notices />
      <PricingContent planParam={new URL(path, "http://x").searchParams.get("plan")} onDone={onDone} />
    </>,
  );
  return onDone;
}

function card(name: string) {
  return screen.getByRole("article", { name });
}

beforeEach(() => resetPaymentConfigCache());
afterEach(() => {
  vi.unstubAllGlobals();
  clearNotices();
});

describe("pricing cards", () => {
  it("shows the four plans from the catalogue in #pricing-plans with decisions-table prices", () => {
    renderPricing();
    const section = document.getElementById("pricing-plans")!;
    expect(within(section).getAllByRole("article")).toHaveLength(4);
    expect(within(card("Free")).getByText("€0")).toBeTruthy();
    expect(within(card("Free")).getByText("1 template (lifetime)")).toBeTruthy();
    expect(within(card("Basic")).getByText("€20")).toBeTruthy();
    expect(within(card("Basic")).getByText("4 templates per month")).toBeTruthy();
    expect(within(card("Basic")).getByText(/€5.00 per template/)).toBeTruthy();
    expect(within(card("Premium")).getByText("€45")).toBeTruthy();
    expect(within(card("Premium")).getByText("10 templates per month")).toBeTruthy();
    expect(within(card("Premium")).getByText(/€4.50 per template/)).toBeTruthy();
    expect(within(card("Enterprise")).getByText("€149")).toBeTruthy();
    for (const heading of ["Campaign types", "Features"])
      expect(within(card("Basic")).getByRole("heading", { name: heading })).toBeTruthy();
    expect(within(card("Basic")).getByRole("heading", { name: "Limitations" })).toBeTruthy();
    expect(within(card("Premium")).getByRole("heading", { name: "Advanced features" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Your Free Account" })).toBeTruthy();
  });

  it("toggles the Enterprise card between 50 and 100 templates", () => {
    renderPricing();
    const enterprise = card("Enterprise");
    expect(within(enterprise).getByText("50 templates per month")).toBeTruthy();
    expect(within(enterprise).queryByText("Dedicated account manager (100 tier)")).toBeNull();
    fireEvent.click(within(enterprise).getByRole("button", { name: "100 templates" }));
    expect(within(enterprise).getByText("€249")).toBeTruthy();
    expect(within(enterprise).getByText("100 templates per month")).toBeTruthy();
    expect(within(enterprise).getByText(/€2.49 per template/)).toBeTruthy();
    expect(within(enterprise).getByText("Dedicated account manager (100 tier)")).toBeTruthy();
  });

  it("marks the signed-in user's plan as current", () => {
    signIn({ plan: "premium", subscriptionStatus: "active", paypalSubscriptionId: "SIM-1" });
    renderPricing();
    const button = within(card("Premium")).getByRole("button", { name: "Current plan" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    // A higher-plan user is never offered an "upgrade" to a lower plan.
    expect(within(card("Basic")).getByRole("button", { name: "Switch to Basic" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Upgrade to Basic/ })).toBeNull();
    expect(within(card("Enterprise")).getByRole("button", { name: "Upgrade to Enterprise" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Create Your Free Account" })).toBeNull();
  });
});

describe("enterprise tiers on the cards", () => {
  it("shows an Enterprise 100 user Contact Support, never 'Change tier', and lets Enterprise 50 move up", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    signIn({ plan: "enterprise", customTemplateLimit: 100, subscriptionStatus: "active" });
    renderPricing();
    expect(screen.queryByRole("button", { name: "Change tier" })).toBeNull();
    fireEvent.click(within(card("Enterprise")).getByRole("button", { name: "Contact Support" }));
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^mailto:support@brandmail\.example/));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("offers Enterprise 50 the move to 100", () => {
    signIn({ plan: "enterprise", customTemplateLimit: 50, subscriptionStatus: "active" });
    renderPricing();
    expect(
      within(card("Enterprise")).getByRole("button", { name: "Upgrade to Enterprise 100" }),
    ).toBeTruthy();
  });
});

describe("plan change text", () => {
  it("says what happens to the period already paid, as PayPal's revise does it", async () => {
    signIn({ plan: "basic", subscriptionStatus: "active", paypalSubscriptionId: "SIM-1" });
    mockApi({ "/api/payment/config": () => json(200, SIM_CONFIG) });
    renderPricing();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Your Premium Plan Purchase" });
    const terms = within(dialog).getByTestId("plan-change-terms").textContent!;
    expect(terms).toMatch(/changed in place with PayPal, so only one subscription bills/);
    expect(terms).toMatch(/current billing period is not prorated or refunded/);
    expect(terms).toMatch(/Premium - Monthly at €45 a month is billed from your next billing date/);
  });
});

describe("plan selection when signed out", () => {
  it("remembers a paid plan and opens the login modal naming it, with sign-up beside it", () => {
    renderPricing();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Choose Premium" }));
    expect(JSON.parse(localStorage.getItem("pendingPlan")!)).toMatchObject({ plan: "premium" });
    const dialog = screen.getByRole("dialog", { name: "Log in or sign up to get Premium" });
    expect(
      within(dialog)
        .getByRole("link", { name: /Log in/ })
        .getAttribute("href"),
    ).toBe("/login");
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign up for free" }));
    expect(screen.getByRole("heading", { name: "Create your free account" })).toBeTruthy();
  });

  it("takes Enterprise through its own tier selector and keeps the tier in the pending plan", () => {
    renderPricing();
    fireEvent.click(within(card("Enterprise")).getByRole("button", { name: "100 templates" }));
    fireEvent.click(within(card("Enterprise")).getByRole("button", { name: "Choose Enterprise" }));
    const tiers = screen.getByRole("dialog", { name: "Choose Your Enterprise Plan" });
    expect(localStorage.getItem("pendingPlan")).toBeNull();
    fireEvent.click(within(tiers).getByRole("button", { name: "Continue with Enterprise 100 - Monthly" }));
    expect(JSON.parse(localStorage.getItem("pendingPlan")!)).toMatchObject({ plan: "enterprise", tier: 100 });
    expect(
      screen.getByRole("dialog", { name: "Log in or sign up to get Enterprise 100 - Monthly" }),
    ).toBeTruthy();
  });

  it("offers sign-up or log-in for Free without storing a pending plan", () => {
    renderPricing();
    fireEvent.click(screen.getByRole("button", { name: "Create Your Free Account" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Sign up for free" })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("link", { name: /Log in/ })
        .getAttribute("href"),
    ).toBe("/login");
    expect(localStorage.getItem("pendingPlan")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign up for free" }));
    expect(screen.getByRole("heading", { name: "Create your free account" })).toBeTruthy();
  });
});

describe("plan selection when signed in", () => {
  it("opens the Basic purchase modal with price, allowance and the subscription button", async () => {
    signIn();
    mockApi({ "/api/payment/config": () => json(200, SIM_CONFIG) });
    renderPricing();
    fireEvent.click(within(card("Basic")).getByRole("button", { name: "Upgrade to Basic" }));
    const dialog = await screen.findByRole("dialog", { name: "Complete Your Basic Plan Purchase" });
    expect(within(dialog).getByText("€20")).toBeTruthy();
    expect(within(dialog).getByText("4 templates per month")).toBeTruthy();
    expect(await within(dialog).findByRole("button", { name: /Subscribe/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("upgrades to Premium through the simulated checkout and updates the stored user", async () => {
    signIn();
    const api = mockApi({
      "/api/payment/config": () => json(200, SIM_CONFIG),
      "/api/payment/verify-subscription": (_u, init) => {
        const body = JSON.parse(init.body as string) as { subscriptionId: string };
        return json(200, {
          success: true,
          id: body.subscriptionId,
          subscriptionId: body.subscriptionId,
          plan: "premium",
          planName: "premium",
          templateLimit: 10,
          message: "ok",
          user: {
            plan: "premium",
            templatesUsed: 0,
            templateLimit: 10,
            templatesRemaining: 10,
            subscriptionStatus: "active",
            paypalSubscriptionId: body.subscriptionId,
          },
        });
      },
    });
    const onDone = renderPricing();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Upgrade to Premium" }));
    fireEvent.click(await screen.findByRole("button", { name: /Subscribe/ }));
    const sim = screen.getByRole("dialog", { name: "Simulated checkout (development)" });
    fireEvent.click(within(sim).getByRole("button", { name: "Approve subscription" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const verify = api.calls.find((c) => c.url === "/api/payment/verify-subscription")!.body as Record<
      string,
      string
    >;
    expect(verify).toMatchObject({
      planName: "premium",
      billingCycle: "monthly",
      userId: "user-1",
      userEmail: "ada@acme-corp.com",
    });
    expect(verify.subscriptionId).toMatch(/^SIM-[0-9a-f-]{36}$/);
    expect(getStoredUser()).toMatchObject({
      plan: "premium",
      templateLimit: 10,
      subscriptionStatus: "active",
    });
    expect(screen.getByText("Payment successful! Your Premium plan is now active.")).toBeTruthy();
    expect(sessionStorage.getItem("showDashboard")).toBe("true");
  });

  it("shows 'Subscription cancelled.' when the checkout is cancelled", async () => {
    signIn();
    mockApi({ "/api/payment/config": () => json(200, SIM_CONFIG) });
    renderPricing();
    fireEvent.click(within(card("Basic")).getByRole("button", { name: "Upgrade to Basic" }));
    fireEvent.click(await screen.findByRole("button", { name: /Subscribe/ }));
    fireEvent.click(
      within(screen.getByRole("dialog", { name: "Simulated checkout (development)" })).getByRole("button", {
        name: "Cancel",
      }),
    );
    expect(screen.getByText("Subscription cancelled.")).toBeTruthy();
  });

  it("shows the error state with the server's reason when verification fails", async () => {
    signIn();
    mockApi({
      "/api/payment/config": () => json(200, SIM_CONFIG),
      "/api/payment/verify-subscription": () =>
        new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }),
    });
    const onDone = renderPricing();
    fireEvent.click(within(card("Basic")).getByRole("button", { name: "Upgrade to Basic" }));
    fireEvent.click(await screen.findByRole("button", { name: /Subscribe/ }));
    fireEvent.click(screen.getByRole("button", { name: "Approve subscription" }));
    expect(await screen.findByText("Subscription setup failed. Please contact support.")).toBeTruthy();
    expect(
      screen.getByText("Payment failed: Server returned HTML instead of JSON. Status: 502"),
    ).toBeTruthy();
    expect(screen.getByText("Payment failed. Please try again.")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(getStoredUser()!.plan).toBe("free");
  });

  it("treats a JSON answer without success true as a failure", async () => {
    signIn();
    mockApi({
      "/api/payment/config": () => json(200, SIM_CONFIG),
      "/api/payment/verify-subscription": () => json(200, { success: false }),
    });
    renderPricing();
    fireEvent.click(within(card("Basic")).getByRole("button", { name: "Upgrade to Basic" }));
    fireEvent.click(await screen.findByRole("button", { name: /Subscribe/ }));
    fireEvent.click(screen.getByRole("button", { name: "Approve subscription" }));
    expect(await screen.findByText("Payment failed: Subscription setup failed")).toBeTruthy();
  });

  // Spec 01 sections 5 and 8 name two messages for a checkout that cannot start: refreshing helps when the setup did
  // not load; a plan id the server does not have needs support. Neither starts a checkout.
  it("refuses to start without a plan id (contact support) or without the setup (refresh)", async () => {
    signIn();
    mockApi({
      "/api/payment/config": () =>
        json(200, { ...SIM_CONFIG, plans: { ...SIM_CONFIG.plans, basic: { monthly: "", yearly: "" } } }),
    });
    renderPricing();
    fireEvent.click(within(card("Basic")).getByRole("button", { name: "Upgrade to Basic" }));
    expect(await screen.findByText("PayPal configuration error. Please contact support.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Subscribe/ })).toBeNull();
  });

  it("asks to refresh when the payment setup cannot be loaded", async () => {
    signIn();
    resetPaymentConfigCache();
    mockApi({ "/api/payment/config": () => json(503, { error: { code: "unavailable", message: "Down" } }) });
    renderPricing();
    fireEvent.click(within(card("Basic")).getByRole("button", { name: "Upgrade to Basic" }));
    expect(
      await screen.findByText("PayPal configuration error. Please refresh the page and try again."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Subscribe/ })).toBeNull();
  });

  it("opens the Enterprise tier selector in EUR", async () => {
    signIn();
    mockApi({ "/api/payment/config": () => json(200, SIM_CONFIG) });
    renderPricing();
    fireEvent.click(within(card("Enterprise")).getByRole("button", { name: "Upgrade to Enterprise" }));
    const dialog = await screen.findByRole("dialog", { name: "Choose Your Enterprise Plan" });
    expect(within(dialog).getByLabelText(/Enterprise 50 - Monthly/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Enterprise 100 - Monthly/)).toBeTruthy();
    expect(within(dialog).getByText("€149")).toBeTruthy();
    expect(within(dialog).getByText("€249")).toBeTruthy();
    // Spec 02 section 9: the 100 tier is the best value and saves 0.49 on each template.
    expect(
      within(dialog)
        .getByLabelText(/Enterprise 100 - Monthly/)
        .closest("label")!.textContent,
    ).toContain("Best value: saves €0.49 per template");
    expect(
      within(dialog)
        .getByLabelText(/Enterprise 50 - Monthly/)
        .closest("label")!.textContent,
    ).not.toContain("Best value");
  });

  it("asks a paid user who picks Free to cancel at PayPal or contact support", () => {
    signIn({
      plan: "premium",
      subscriptionStatus: "active",
      paypalSubscriptionId: "SIM-1",
      nextBillingDate: "2026-12-22T00:00:00.000Z",
    });
    renderPricing();
    fireEvent.click(within(card("Free")).getByRole("button", { name: "Switch to Free" }));
    const dialog = screen.getByRole("dialog", { name: "Switch to the Free plan" });
    expect(dialog.textContent).toContain(
      "To downgrade to Free, cancel your subscription in PayPal or contact support",
    );
    expect(within(dialog).getByRole("button", { name: "Cancel my subscription" })).toBeTruthy();
  });

  it("cancels the subscription from the downgrade dialog", async () => {
    signIn({ plan: "basic", subscriptionStatus: "active", paypalSubscriptionId: "SIM-1" });
    mockApi({
      "/api/subscription/cancel": () =>
        json(200, {
          success: true,
          message: "Your subscription has been cancelled.",
          accessUntil: null,
          user: { subscriptionStatus: "cancelled" },
        }),
    });
    renderPricing();
    fireEvent.click(within(card("Free")).getByRole("button", { name: "Switch to Free" }));
    fireEvent.click(screen.getByRole("button", { name: "Cancel my subscription" }));
    expect(await screen.findByText("Your subscription has been cancelled.")).toBeTruthy();
    expect(getStoredUser()!.subscriptionStatus).toBe("cancelled");
  });

  it("shows Free as the current, unselectable plan of a free user", () => {
    signIn();
    renderPricing();
    expect(
      (within(card("Free")).getByRole("button", { name: "Current plan" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("opens the purchase modal by itself about 100 ms after sign-in when a plan is pending", async () => {
    vi.useFakeTimers();
    try {
      signIn();
      localStorage.setItem("pendingPlan", JSON.stringify({ plan: "premium", savedAt: Date.now() }));
      mockApi({ "/api/payment/config": () => json(200, SIM_CONFIG) });
      renderPricing("/?showPricing=true");
      expect(screen.queryByRole("dialog")).toBeNull();
      await act(async () => vi.advanceTimersByTime(120));
      expect(screen.getByRole("dialog", { name: "Complete Your Premium Plan Purchase" })).toBeTruthy();
      expect(localStorage.getItem("pendingPlan")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("pre-selects the plan named in the query", async () => {
    signIn();
    mockApi({ "/api/payment/config": () => json(200, SIM_CONFIG) });
    renderPricing("/?showPricing=true&plan=basic");
    expect(card("Basic").className).toContain("preselected");
    expect(await screen.findByRole("dialog", { name: "Complete Your Basic Plan Purchase" })).toBeTruthy();
  });
});
