import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "../../src/client/features/auth/login-page";
import { getStoredUser, setStoredUser } from "../../src/client/lib/session";
import { json, loginBody, mockFetch, renderAt, storedUser } from "./auth-support";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fill(email = "ada@acme-corp.io", password = "correct horse") {
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Password", { selector: "input" }), { target: { value: password } });
}

describe("login page", () => {
  it("shows the verified banner", () => {
    mockFetch({});
    renderAt(<LoginPage />, "/login?verified=true");
    expect(screen.getByText("Email verified successfully! You can now log in.")).toBeTruthy();
  });

  it("shows the reset banner and the expired-session message", () => {
    mockFetch({});
    renderAt(<LoginPage />, "/login?reset=success&expired=true");
    expect(
      screen.getByText("Password reset successfully! You can now log in with your new password."),
    ).toBeTruthy();
    expect(screen.getByText("Your session has expired. Please log in again.")).toBeTruthy();
  });

  it("prefills the address from the query and links 'Sign up for free' to the pricing view", () => {
    mockFetch({});
    renderAt(<LoginPage />, "/login?email=grace%40acme-corp.io");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("grace@acme-corp.io");
    expect(screen.getByRole("link", { name: "Sign up for free" }).getAttribute("href")).toBe(
      "/?showPricing=true",
    );
  });

  it("toggles the password visibility", () => {
    mockFetch({});
    renderAt(<LoginPage />, "/login");
    const input = screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input.type).toBe("password");
  });

  it("reads 'Signing in...' while submitting, stores the tab session, shows the loading screen for 2.5 s, then goes to /", async () => {
    let release: () => void = () => {};
    const f = mockFetch({
      "POST /api/auth/login": () => new Promise<Response>((r) => (release = () => r(json(loginBody())))),
    });
    renderAt(<LoginPage />, "/login");
    fill();
    fireEvent.click(screen.getByLabelText("Remember me"));
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    const busy = await screen.findByRole("button", { name: "Signing in..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(f.calls[0].body).toEqual({
      email: "ada@acme-corp.io",
      password: "correct horse",
      rememberMe: true,
    });
    vi.useFakeTimers();
    await act(async () => release());
    await act(async () => {});
    expect(screen.getByText("Signing you in...")).toBeTruthy();
    expect(getStoredUser()?.sessionToken).toBe("access-1");
    expect(sessionStorage.getItem("showDashboard")).toBe("true");
    expect(localStorage.getItem("rememberedEmail")).toBe("ada@acme-corp.io");
    act(() => vi.advanceTimersByTime(2400));
    expect(screen.getByTestId("where").textContent).toBe("/login");
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByTestId("where").textContent).toBe("/");
  });

  it("shows the server's error", async () => {
    mockFetch({
      "POST /api/auth/login": () =>
        json({ error: { code: "unauthorized", message: "Invalid email or password" } }, 401),
    });
    renderAt(<LoginPage />, "/login");
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Invalid email or password")).toBeTruthy();
    expect(getStoredUser()).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockFetch({ "POST /api/auth/login": () => new Response(null, { status: 500 }) });
    renderAt(<LoginPage />, "/login");
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Login failed")).toBeTruthy();
  });

  it("explains a network failure", async () => {
    mockFetch({});
    renderAt(<LoginPage />, "/login");
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(
      await screen.findByText("Cannot connect to server. Please check your connection and try again."),
    ).toBeTruthy();
  });

  it("refuses an answer without tokens", async () => {
    mockFetch({ "POST /api/auth/login": () => json({ user: { id: "u1" } }) });
    renderAt(<LoginPage />, "/login");
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Authentication failed - no tokens received")).toBeTruthy();
    expect(getStoredUser()).toBeNull();
  });

  it("offers a new verification link to an unverified user", async () => {
    const f = mockFetch({
      "POST /api/auth/login": () =>
        json(
          {
            error: {
              code: "email_not_verified",
              message: "Please verify your email address before signing in.",
            },
          },
          403,
        ),
      "POST /api/auth/resend-verification": () => json({ success: true }),
    });
    renderAt(<LoginPage />, "/login");
    fill();
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));
    fireEvent.click(await screen.findByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("Verification email sent! Please check your inbox.")).toBeTruthy();
    expect(f.calls[1].body).toEqual({ email: "ada@acme-corp.io" });
  });

  it("sends a reset link from the forgot-password form and closes it after 7 s", async () => {
    const f = mockFetch({ "POST /api/auth/reset-password": () => json({ success: true }) });
    renderAt(<LoginPage />, "/login");
    fill("grace@acme-corp.io");
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect((screen.getByLabelText("Account email") as HTMLInputElement).value).toBe("grace@acme-corp.io");
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await act(async () => {});
    await act(async () => {});
    expect(
      screen.getByText("Password reset email sent! Please check your inbox (and spam folder)."),
    ).toBeTruthy();
    expect(f.calls[0].body).toMatchObject({ email: "grace@acme-corp.io" });
    act(() => vi.advanceTimersByTime(6900));
    expect(
      screen.queryByText("Password reset email sent! Please check your inbox (and spam folder)."),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(
      screen.queryByText("Password reset email sent! Please check your inbox (and spam folder)."),
    ).toBeNull();
  });

  it("shows the reset failure from the server, else 'Failed to send reset email'", async () => {
    mockFetch({ "POST /api/auth/reset-password": () => new Response("", { status: 503 }) });
    renderAt(<LoginPage />, "/login");
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    fireEvent.change(screen.getByLabelText("Account email"), { target: { value: "a@acme-corp.io" } });
    fireEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    await waitFor(() => expect(screen.getByText("Failed to send reset email")).toBeTruthy());
  });
});

describe("login page with a session already in the tab", () => {
  it("goes straight to /", () => {
    setStoredUser(storedUser());
    mockFetch({});
    renderAt(<LoginPage />, "/login");
    expect(screen.getByTestId("where").textContent).toBe("/");
  });
});
