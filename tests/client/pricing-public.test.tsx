import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearNotices } from "../../src/client/features/public/notice";
import { DebugPanel } from "../../src/client/features/public/debug-panel";
import { slidesPerView, TemplateCarousel } from "../../src/client/features/public/landing/template-carousel";
import { FAQ_ITEMS } from "../../src/client/features/public/landing/faq";
import { resetPaymentConfigCache } from "../../src/client/features/public/payments/payment-config";
import { PublicOverlays } from "../../src/client/features/public/public-overlays";
import { setStoredUser } from "../../src/client/lib/session";
import { json, location, mockApi, renderAt, signIn, SIM_CONFIG } from "./pricing-support";

beforeEach(() => resetPaymentConfigCache());
afterEach(() => {
  vi.unstubAllGlobals();
  clearNotices();
  setStoredUser(null);
});

const statusWith = (patch: Record<string, unknown>) => () =>
  json(200, {
    user: { ...signIn(), ...patch },
    pending: null,
    planChangePending: null,
    manualCancellationRequired: false,
  });

describe("payment return on /", () => {
  it("confirms a successful payment to a signed-in user whose profile has that plan, and clears the query", async () => {
    signIn();
    mockApi({
      "/api/subscription/status": statusWith({
        plan: "premium",
        subscriptionStatus: "active",
        paypalSubscriptionId: "SIM-1",
      }),
    });
    renderAt("/?payment=success&plan=premium", <PublicOverlays />);
    expect(await screen.findByText("Payment successful! Your Premium plan is now active.")).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/"));
  });

  it("shows no success notice for a plan the profile does not have, nor to a visitor", async () => {
    signIn();
    const { calls } = mockApi({
      "/api/subscription/status": statusWith({ plan: "basic", subscriptionStatus: "active" }),
    });
    renderAt("/?payment=success&plan=premium", <PublicOverlays />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(location()).toBe("/"));
    expect(screen.queryByText(/Payment successful/)).toBeNull();
    setStoredUser(null);
    renderAt("/?payment=success&plan=basic", <PublicOverlays />);
    await waitFor(() => expect(location()).toBe("/"));
    expect(screen.queryByText(/Payment successful/)).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("explains a cancelled payment to a signed-in user", async () => {
    signIn();
    renderAt("/?payment=cancelled&plan=basic", <PublicOverlays />);
    expect(await screen.findByText("Payment was cancelled. You can try again anytime.")).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/"));
  });

  it("reports a failed payment to a signed-in user, and nothing to a visitor", async () => {
    const visitor = renderAt("/?payment=error&plan=basic", <PublicOverlays />);
    await waitFor(() => expect(location()).toBe("/"));
    expect(screen.queryByText(/error processing your payment/)).toBeNull();
    visitor.unmount();
    signIn();
    renderAt("/?payment=error&plan=basic", <PublicOverlays />);
    expect(
      await screen.findByText("There was an error processing your payment. Please try again."),
    ).toBeTruthy();
  });

  it("opens the pricing view with ?showPricing=true and closes it again", async () => {
    renderAt("/?showPricing=true", <PublicOverlays />);
    const view = await screen.findByRole("dialog", { name: "Pricing" });
    expect(view.querySelector("#pricing-plans")).toBeTruthy();
    fireEvent.click(within(view).getByRole("button", { name: "Close pricing" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Pricing" })).toBeNull());
    expect(location()).toBe("/");
  });

  it("opens pricing after login only when a plan is pending", () => {
    renderAt("/?checkPendingPlan=true", <PublicOverlays />);
    expect(screen.queryByRole("dialog", { name: "Pricing" })).toBeNull();
  });
});

describe("template carousel", () => {
  it("shows 3, 2 or 1 slides at the 1200 and 768 px breakpoints", () => {
    expect(slidesPerView(1280)).toBe(3);
    expect(slidesPerView(1200)).toBe(3);
    expect(slidesPerView(1199)).toBe(2);
    expect(slidesPerView(768)).toBe(2);
    expect(slidesPerView(767)).toBe(1);
  });

  const ENTRIES = [
    "Customer onboarding",
    "Webinar invitation",
    "Product launch",
    "Event invitation",
    "Newsletter",
  ].map((name) => ({
    name,
    brand: "Northwind Coffee",
    subject: `${name} subject`,
    src: `/examples/${name}.html`,
    darkSrc: `/examples/${name}-dark.html`,
    alt: `${name} e-mail for Northwind Coffee`,
  }));

  it("wraps around in both directions and jumps with the dots", () => {
    window.innerWidth = 375;
    renderAt("/", <TemplateCarousel entries={ENTRIES} />);
    const current = () => screen.getAllByRole("figure")[0]!.querySelector("strong")!.textContent;
    expect(current()).toBe("Customer onboarding");
    fireEvent.click(screen.getByRole("button", { name: "Previous template" }));
    expect(current()).toBe("Newsletter");
    fireEvent.click(screen.getByRole("button", { name: "Next template" }));
    expect(current()).toBe("Customer onboarding");
    fireEvent.click(screen.getByRole("button", { name: "Show Event invitation" }));
    expect(current()).toBe("Event invitation");
    fireEvent.click(screen.getByRole("button", { name: "Next template" }));
    fireEvent.click(screen.getByRole("button", { name: "Next template" }));
    expect(current()).toBe("Customer onboarding");
    for (const frame of document.querySelectorAll("iframe"))
      expect(frame.getAttribute("title")).toMatch(/e-mail for/);
  });

  it("shows each example as a live e-mail document in a script-less frame, with desktop, mobile and dark views", () => {
    window.innerWidth = 375;
    renderAt("/", <TemplateCarousel entries={ENTRIES} />);
    const frame = () => document.querySelector("#examples iframe")!;
    expect(frame().getAttribute("sandbox")).toBe("");
    expect(frame().getAttribute("src")).toBe("/examples/Customer onboarding.html");
    fireEvent.click(screen.getByRole("button", { name: "Dark" }));
    expect(frame().getAttribute("src")).toBe("/examples/Customer onboarding-dark.html");
    fireEvent.click(screen.getByRole("button", { name: "Mobile" }));
    expect(frame().getAttribute("src")).toBe("/examples/Customer onboarding.html");
    expect((frame() as HTMLIFrameElement).style.width).toBe("375px");
    expect(screen.getByRole("button", { name: "Mobile" }).getAttribute("aria-pressed")).toBe("true");
  });
});

describe("FAQ", () => {
  it("has seven questions", () => {
    expect(FAQ_ITEMS).toHaveLength(7);
  });
});

describe("debug panel", () => {
  it("lists payment mode, client id, API URL and plan ids with ?debug=env", async () => {
    mockApi({ "/api/payment/config": () => json(200, SIM_CONFIG) });
    renderAt("/?debug=env", <DebugPanel />);
    const panel = screen.getByRole("complementary", { name: "Environment debug panel" });
    await waitFor(() => expect(panel.textContent).toContain("simulated"));
    expect(panel.textContent).toContain("PayPal client idnot set");
    expect(panel.textContent).toContain("SIM-PLAN-BASIC-MONTHLY");
    expect(panel.textContent).toContain("Premium yearlynot configured");
  });

  it("stays hidden without the flag and on excluded pages", async () => {
    mockApi({ "/api/payment/config": () => json(200, SIM_CONFIG) });
    renderAt("/pricing?debug=env", <DebugPanel />);
    await act(async () => {});
    expect(screen.queryByRole("complementary")).toBeNull();
    renderAt("/", <DebugPanel />);
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
