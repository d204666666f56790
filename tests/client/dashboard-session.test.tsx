import { afterEach, describe, expect, it, vi } from "vitest";
import { handleSessionExpired, LOGIN_REDIRECT_MS } from "../../src/client/features/dashboard/lib/session-expiry";
import { getStoredUser, setStoredUser, type StoredUser } from "../../src/client/lib/session";

describe("session expiry mid-use (spec 02 section 8)", () => {
  afterEach(() => vi.useRealTimers());

  it("drops the stored user, says so, and goes to /login after 2 s", () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    setStoredUser({ id: "u1", email: "a@acme.com", sessionToken: "t", refreshToken: "r", tokenExpiresAt: 1 } as StoredUser);
    handleSessionExpired();
    expect(getStoredUser()).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe("Your session has expired. Please log in again.");
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith("/login");
    expect(LOGIN_REDIRECT_MS).toBe(2000);
  });
});
