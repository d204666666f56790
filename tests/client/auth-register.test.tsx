import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RegisterModal } from "../../src/client/components/auth/register-modal";
import { getStoredUser } from "../../src/client/lib/session";
import { json, loginBody, mockFetch, renderAt } from "./auth-support";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function fill(values: Partial<Record<"First name" | "Last name" | "Business email" | "Password", string>>) {
  const all = {
    "First name": "Ada",
    "Last name": "Lovelace",
    "Business email": "ada@acme-corp.io",
    Password: "correct horse",
    ...values,
  };
  for (const [label, value] of Object.entries(all)) {
    fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
  }
  fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
}

describe("registration modal", () => {
  it.each([
    ["ada@gmail.com", "Please use your business email address. Personal email providers are not accepted"],
    [
      "ada+news@acme-corp.io",
      'Email aliases with "+" are not allowed. Please use your primary business email address',
    ],
    ["ada@123.acme-corp.io", "Please use a valid business email address"],
    ["ada@acme", "Please enter a valid email address"],
  ])("refuses %s before calling the server", (email, message) => {
    const f = mockFetch({});
    renderAt(<RegisterModal onClose={() => {}} />, "/");
    fill({ "Business email": email });
    expect(screen.getByText(message)).toBeTruthy();
    expect(f.fn).not.toHaveBeenCalled();
  });

  it("requires both names and an 8-character password", () => {
    const f = mockFetch({});
    renderAt(<RegisterModal onClose={() => {}} />, "/");
    fill({ "First name": " ", "Last name": "", Password: "short" });
    expect(screen.getByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Last name is required")).toBeTruthy();
    expect(screen.getByText("Password must be at least 8 characters long")).toBeTruthy();
    expect(f.fn).not.toHaveBeenCalled();
  });

  it("shows and hides the password", () => {
    mockFetch({});
    renderAt(<RegisterModal onClose={() => {}} />, "/");
    const input = screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.type).toBe("text");
  });

  it("shows the server's error, else 'Registration failed'", async () => {
    mockFetch({
      "POST /api/auth/register-v2": () =>
        json(
          {
            error: {
              code: "conflict",
              message: "An account with this email already exists. Please log in instead.",
            },
          },
          409,
        ),
    });
    renderAt(<RegisterModal onClose={() => {}} />, "/");
    fill({});
    expect(
      await screen.findByText("An account with this email already exists. Please log in instead."),
    ).toBeTruthy();
    vi.unstubAllGlobals();
    mockFetch({ "POST /api/auth/register-v2": () => new Response(null, { status: 500 }) });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Registration failed")).toBeTruthy();
  });

  it("registers on the free plan, then polls every 3 s, offers resend after 60 s, and signs in once verified", async () => {
    let verified = false;
    const alert = vi.fn();
    window.alert = alert;
    const f = mockFetch({
      "POST /api/auth/register-v2": () => json({ success: true, user: {}, statusToken: "status-123" }, 201),
      "POST /api/auth/verify-email-status": () => json({ emailVerified: verified }),
      "POST /api/auth/resend-verification": () => json({ success: true }),
      "POST /api/auth/login": () => json(loginBody()),
    });
    renderAt(<RegisterModal onClose={() => {}} plan="free" />, "/welcome", "*");
    vi.useFakeTimers();
    fill({ "Business email": "Ada@Acme-Corp.io" });
    await act(async () => {});
    expect(f.calls[0].body).toEqual({
      email: "ada@acme-corp.io",
      password: "correct horse",
      firstName: "Ada",
      lastName: "Lovelace",
      plan: "free",
    });
    expect(screen.getByRole("dialog", { name: "Verify your email" })).toBeTruthy();
    expect(screen.getByText("ada@acme-corp.io")).toBeTruthy();

    const resend = screen.getByRole("button", { name: /Resend email \(60s\)/ }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(f.count("POST /api/auth/verify-email-status")).toBe(1);
    // The poll names the registration by its own token, never by the address.
    expect(f.calls.find((call) => call.key === "POST /api/auth/verify-email-status")?.body).toEqual({
      token: "status-123",
    });
    await act(async () => vi.advanceTimersByTime(6000));
    expect(f.count("POST /api/auth/verify-email-status")).toBe(3);

    for (let i = 0; i < 60; i++) await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    await act(async () => {});
    await act(async () => {});
    expect(screen.getByText("Verification email sent! Please check your inbox.")).toBeTruthy();
    expect((screen.getByRole("button", { name: /Resend email \(60s\)/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    verified = true;
    await act(async () => vi.advanceTimersByTime(3000));
    await act(async () => {});
    await act(async () => {});
    expect(f.count("POST /api/auth/login")).toBe(1);
    expect(getStoredUser()?.sessionToken).toBe("access-1");
    // No native alert: "/" shows the app's own notice once the server confirms the address (public-email-verified).
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByTestId("where").textContent).toBe("/?emailVerified=true&email=ada%40acme-corp.io");
  });

  it("opens the pricing view for a pending paid plan after verification", async () => {
    mockFetch({
      "POST /api/auth/register-v2": () => json({ success: true, user: {}, statusToken: "status-123" }, 201),
      "POST /api/auth/verify-email-status": () => json({ emailVerified: true }),
      "POST /api/auth/login": () => json(loginBody()),
    });
    renderAt(<RegisterModal onClose={() => {}} plan="premium" />, "/welcome", "*");
    vi.useFakeTimers();
    fill({});
    await act(async () => {});
    expect(JSON.parse(localStorage.getItem("pendingPlan")!).plan).toBe("premium");
    await act(async () => vi.advanceTimersByTime(3000));
    await act(async () => {});
    await act(async () => {});
    expect(screen.getByTestId("where").textContent).toBe("/?showPricing=true&plan=premium");
  });

  it("shows the server's cooldown message when a resend is refused", async () => {
    mockFetch({
      "POST /api/auth/register-v2": () => json({ success: true, user: {}, statusToken: "status-123" }, 201),
      "POST /api/auth/verify-email-status": () => json({ emailVerified: false }),
      "POST /api/auth/resend-verification": () =>
        json(
          {
            error: {
              code: "rate_limited",
              message: "Please wait 12 seconds before requesting another verification email.",
            },
          },
          429,
          { "retry-after": "12" },
        ),
    });
    renderAt(<RegisterModal onClose={() => {}} />, "/welcome", "*");
    vi.useFakeTimers();
    fill({});
    await act(async () => {});
    for (let i = 0; i < 60; i++) await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    await act(async () => {});
    await act(async () => {});
    expect(
      screen.getByText("Please wait 12 seconds before requesting another verification email."),
    ).toBeTruthy();
  });
});
