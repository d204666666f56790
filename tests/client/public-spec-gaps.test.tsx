import { act, fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterModal } from "../../src/client/components/auth/register-modal";
import { clearNotices } from "../../src/client/features/public/notice";
import { PublicOverlays } from "../../src/client/features/public/public-overlays";
import { DEBUG_FLAG, log, logLevel } from "../../src/client/lib/log";
import { setStoredUser } from "../../src/client/lib/session";
import { json, mockFetch, renderAt, storedUser } from "./auth-support";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearNotices();
  sessionStorage.clear();
  localStorage.clear();
});

describe("the upgrade page hydrates what the server rendered", () => {
  it.each(["/?showPricing=true", "/?showPricing=true&plan=premium", "/?checkPendingPlan=true"])(
    "%s: the first client render matches the pre-rendered HTML, then the query applies",
    async (path) => {
      localStorage.setItem("pendingPlan", JSON.stringify({ plan: "basic", savedAt: Date.now() }));
      mockFetch({});
      // The build pre-renders "/" without any query.
      const html = renderToString(
        <MemoryRouter initialEntries={["/"]}>
          <PublicOverlays />
        </MemoryRouter>,
      );
      const root = document.createElement("div");
      root.innerHTML = html;
      document.body.append(root);
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(
          root,
          <MemoryRouter initialEntries={[path]}>
            <PublicOverlays />
          </MemoryRouter>,
          { onRecoverableError: (e) => errors.push(e) },
        );
      });
      expect(errors).toEqual([]);
      expect(await screen.findByRole("dialog", { name: "Pricing" })).toBeTruthy();
      root.remove();
    },
  );
});

describe("?emailVerified on /", () => {
  it("signed in and verified: the app's notice with the spec's text, no native alert, and the dashboard flag", async () => {
    setStoredUser(storedUser());
    const alert = vi.fn();
    window.alert = alert;
    mockFetch({ "GET /api/auth/profile": () => json({ ...storedUser(), emailVerified: true }) });
    renderAt(<PublicOverlays />, "/?emailVerified=true&email=ada%40acme-corp.io", "/");
    expect(await screen.findByText("Email verified! You can now use your free account.")).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("showDashboard")).toBe("true");
    expect(screen.getByTestId("where").textContent).toBe("/");
  });

  it("signed out: the login page with verified=true and the address", async () => {
    renderAt(<PublicOverlays />, "/?emailVerified=true&email=ada%40acme-corp.io", "/");
    await act(async () => {});
    expect(screen.getByTestId("where").textContent).toBe("/login?verified=true&email=ada%40acme-corp.io");
  });

  it("with a plan chosen before signing up: the pricing view with that plan", async () => {
    setStoredUser(storedUser());
    localStorage.setItem("pendingPlan", JSON.stringify({ plan: "premium", savedAt: Date.now() }));
    renderAt(<PublicOverlays />, "/?emailVerified=true", "/");
    await act(async () => {});
    expect(screen.getByTestId("where").textContent).toBe("/?showPricing=true&plan=premium");
  });
});

describe("registration form", () => {
  it("states the beta with the contact address", () => {
    renderAt(<RegisterModal onClose={() => {}} />, "/");
    const link = screen.getByRole("link", { name: "support@brandmail.example" });
    expect(link.getAttribute("href")).toBe("mailto:support@brandmail.example");
    expect(link.closest("p")!.textContent).toMatch(/in beta/);
  });

  it("limits first and last name to 100 characters and says so on the field", () => {
    const f = mockFetch({});
    renderAt(<RegisterModal onClose={() => {}} />, "/");
    const first = screen.getByLabelText("First name", { selector: "input" });
    expect(first.getAttribute("maxlength")).toBe("100");
    expect(screen.getByLabelText("Last name", { selector: "input" }).getAttribute("maxlength")).toBe("100");
    fireEvent.change(first, { target: { value: "A".repeat(100) } });
    const message = screen.getByText("First name must be at most 100 characters");
    expect(message.id).toBe("reg-firstName-error");
    expect(first.getAttribute("aria-describedby")).toBe("reg-firstName-error");
    expect(f.calls).toHaveLength(0);
  });
});

describe("logging", () => {
  it("logs warnings and errors only in production, everything with the debug flag in localStorage", () => {
    expect(logLevel(true)).toBe("warn");
    expect(logLevel(false)).toBe("debug");
    localStorage.setItem(DEBUG_FLAG, "true");
    expect(logLevel(true)).toBe("debug");
    localStorage.removeItem(DEBUG_FLAG);
    const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    log.debug("x");
    log.warn("y");
    expect(warn).toHaveBeenCalledWith("y");
    expect(debug.mock.calls.length).toBe(import.meta.env.PROD ? 0 : 1);
  });
});

describe("?debug=paypal", () => {
  it("shows the payment debug panel on the dashboard's address, with plan ids and no secret", async () => {
    const { DebugPanel } = await import("../../src/client/features/public/debug-panel");
    const { resetPaymentConfigCache } =
      await import("../../src/client/features/public/payments/payment-config");
    const { SIM_CONFIG } = await import("./pricing-support");
    resetPaymentConfigCache();
    setStoredUser(
      storedUser({ plan: "premium", subscriptionStatus: "active", paypalSubscriptionId: "I-ABC" }),
    );
    mockFetch({ "GET /api/payment/config": () => json({ ...SIM_CONFIG, clientId: "AbC-public-client-id" }) });
    renderAt(<DebugPanel />, "/?debug=paypal", "/");
    const panel = await screen.findByRole("complementary", { name: "PayPal debug panel" });
    expect(await screen.findByText("SIM-PLAN-ENTERPRISE-100-MONTHLY")).toBeTruthy();
    expect(panel.textContent).toContain("I-ABC");
    expect(panel.textContent).toContain("set");
    // Whether the client id is set, never its value (nor any server secret: the config holds none).
    expect(panel.textContent).not.toContain("AbC-public-client-id");
  });
});
