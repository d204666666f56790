import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthConfirmPage } from "../../src/client/features/auth/auth-confirm-page";
import { callbackTarget } from "../../src/client/features/auth/auth-callback-page";
import { ResetPasswordPage } from "../../src/client/features/auth/reset-password-page";
import { VerifyEmailPage } from "../../src/client/features/auth/verify-email-page";
import { Navbar } from "../../src/client/components/navbar";
import { getStoredUser, setStoredUser } from "../../src/client/lib/session";
import { json, mockFetch, renderAt, storedUser, Where } from "./auth-support";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

/** The pages read their link parameters from window.location, as a real e-mailed link arrives. */
function visit(path: string) {
  window.history.replaceState(null, "", path);
}

describe("reset-password page", () => {
  it("without a valid link shows 'Invalid Reset Link' and a way back to login", () => {
    mockFetch({});
    visit("/reset-password?token=abc");
    renderAt(<ResetPasswordPage />, "/reset-password");
    expect(screen.getByRole("heading", { name: "Invalid Reset Link" })).toBeTruthy();
    expect(
      screen.getByText("This password reset link is invalid or has expired. Please request a new one."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login");
  });

  it("checks both fields, refuses a mismatch and a short password, then resets and goes to login after 3 s", async () => {
    const f = mockFetch({ "POST /api/auth/update-password": () => json({ success: true }) });
    visit("/reset-password?token=tok123&type=recovery");
    renderAt(<ResetPasswordPage />, "/reset-password");
    const pw = screen.getByPlaceholderText("Enter new password") as HTMLInputElement;
    const confirm = screen.getByPlaceholderText("Confirm new password") as HTMLInputElement;
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(screen.getByText("Please fill in both password fields")).toBeTruthy();
    fireEvent.change(pw, { target: { value: "new password 1" } });
    fireEvent.change(confirm, { target: { value: "new password 2" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    fireEvent.change(pw, { target: { value: "short" } });
    fireEvent.change(confirm, { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(screen.getByText("Password must be at least 8 characters long")).toBeTruthy();
    expect(f.fn).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("checkbox", { name: "Show password" }));
    expect(pw.type).toBe("text");
    expect(confirm.type).toBe("text");
    fireEvent.change(pw, { target: { value: "new password 1" } });
    fireEvent.change(confirm, { target: { value: "new password 1" } });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(screen.getByRole("button", { name: "Resetting..." })).toBeTruthy();
    await act(async () => {});
    await act(async () => {});
    expect(screen.getByRole("heading", { name: "Password Reset Successful!" })).toBeTruthy();
    expect(f.calls[0].body).toEqual({
      token: "tok123",
      accessToken: "tok123",
      refreshToken: "",
      password: "new password 1",
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId("where").textContent).toBe("/login?reset=success");
  });

  it("reads the token from the URL fragment too, and shows the server's error", async () => {
    mockFetch({
      "POST /api/auth/update-password": () =>
        json({ error: { code: "bad_request", message: "Invalid or expired reset link" } }, 400),
    });
    visit("/reset-password#access_token=frag&type=recovery");
    renderAt(<ResetPasswordPage />, "/reset-password");
    fireEvent.change(screen.getByPlaceholderText("Enter new password"), {
      target: { value: "new password 1" },
    });
    fireEvent.change(screen.getByPlaceholderText("Confirm new password"), {
      target: { value: "new password 1" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Invalid or expired reset link")).toBeTruthy();
  });
});

describe("verify-email page", () => {
  it("verifies, says so, and goes to /login?verified=true after 3 s", async () => {
    const f = mockFetch({
      "POST /api/auth/verify-email": () => json({ success: true, email: "ada@acme-corp.io" }),
    });
    visit("/verify-email?token=tok&type=email");
    vi.useFakeTimers();
    renderAt(<VerifyEmailPage />, "/verify-email");
    expect(screen.getByText("Verifying your email...")).toBeTruthy();
    await act(async () => {});
    await act(async () => {});
    expect(screen.getByText("Email verified successfully! You can now log in.")).toBeTruthy();
    expect(f.calls[0].body).toEqual({ token: "tok" });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId("where").textContent).toBe("/login?verified=true&email=ada%40acme-corp.io");
  });

  it("shows 'Invalid verification link' with a link home for a bad or incomplete link", async () => {
    mockFetch({
      "POST /api/auth/verify-email": () =>
        json(
          {
            error: {
              code: "bad_request",
              message: "This verification link is invalid or has expired. Please request a new one.",
            },
          },
          400,
        ),
    });
    visit("/verify-email?token=tok&type=email");
    renderAt(<VerifyEmailPage />, "/verify-email");
    expect(await screen.findByRole("heading", { name: "Invalid verification link" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Home" }).getAttribute("href")).toBe("/");
  });

  it("does not call the server without type=email", () => {
    const f = mockFetch({});
    visit("/verify-email?token=tok");
    renderAt(<VerifyEmailPage />, "/verify-email");
    expect(screen.getByRole("heading", { name: "Invalid verification link" })).toBeTruthy();
    expect(f.fn).not.toHaveBeenCalled();
  });
});

describe("/auth/confirm and /auth/callback", () => {
  it("confirms a signup link and offers Go to Login", async () => {
    const f = mockFetch({ "POST /auth/verify-confirmation": () => json({ success: true }) });
    visit("/auth/confirm#token_hash=th&type=signup");
    renderAt(<AuthConfirmPage />, "/auth/confirm");
    expect(
      await screen.findByText("Your email has been confirmed successfully! You can now log in."),
    ).toBeTruthy();
    expect(f.calls[0].body).toEqual({ token_hash: "th", type: "signup" });
    fireEvent.click(screen.getByRole("button", { name: "Go to Login" }));
    expect(screen.getByTestId("where").textContent).toBe("/login?verified=true");
  });

  it("shows the failure message with Go to Login and Go to Home", async () => {
    mockFetch({
      "POST /auth/verify-confirmation": () => json({ error: { code: "bad_request", message: "no" } }, 400),
    });
    visit("/auth/confirm?token=t&type=signup");
    renderAt(<AuthConfirmPage />, "/auth/confirm");
    expect(
      await screen.findByText("Failed to confirm email. The link may be expired or invalid."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Home" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Login" })).toBeTruthy();
  });

  it("refuses a link without type=signup", () => {
    mockFetch({});
    visit("/auth/confirm?token=t");
    renderAt(<AuthConfirmPage />, "/auth/confirm");
    expect(screen.getByText("Invalid confirmation link")).toBeTruthy();
  });

  it("sends callback links on to the page that handles them", () => {
    visit("/auth/callback#access_token=abc&type=recovery");
    expect(callbackTarget()).toBe("/reset-password?token=abc&type=recovery");
    visit("/auth/callback?token=v1&type=signup");
    expect(callbackTarget()).toBe("/verify-email?token=v1&type=email");
    visit("/auth/callback");
    expect(callbackTarget()).toBe("/login");
  });
});

describe("navigation bar", () => {
  it("logged out: Home, Pricing, Login and 'Start your free trial' opening the registration modal", async () => {
    render(
      <MemoryRouter>
        <Navbar />
      </MemoryRouter>,
    );
    for (const name of ["Home", "Pricing", "Login"]) expect(screen.getByRole("link", { name })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Start your free trial" }));
    expect(await screen.findByRole("dialog", { name: "Create your free account" })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.id).toBe("reg-firstName"));
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("logged in: Dashboard, plan with used/limit, Welcome menu and Logout that clears the tab even if the server fails", async () => {
    setStoredUser(storedUser({ plan: "basic", templatesUsed: 2, templateLimit: 4 }));
    const f = mockFetch({ "POST /api/auth/logout": () => new Response(null, { status: 500 }) });
    render(
      <MemoryRouter initialEntries={["/templates"]}>
        <Navbar />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Dashboard" })).toBeTruthy();
    expect(screen.getByText("Basic 2/4")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Welcome, Ada/ }));
    expect(screen.getAllByRole("menuitem").map((m) => m.textContent)).toEqual([
      "Settings",
      "Billing",
      "Subscription",
    ]);
    fireEvent.click(screen.getByRole("menuitem", { name: "Billing" }));
    expect(screen.getByTestId("where").textContent).toBe("/?tab=billing");
    expect(sessionStorage.getItem("dashboardTab")).toBe("billing");

    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(getStoredUser()).toBeNull());
    expect(f.calls[0].headers.get("authorization")).toBe("Bearer access-1");
    expect(f.calls[0].body).toEqual({ refreshToken: "refresh-1" });
    expect(await screen.findByRole("link", { name: "Login" })).toBeTruthy();
  });
});
