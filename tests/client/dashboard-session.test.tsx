import { afterEach, describe, expect, it, vi } from "vitest";
import { handleSessionExpired, LOGIN_REDIRECT_MS } from "../../src/client/lib/session-expiry";
import { getStoredUser, setStoredUser, type StoredUser } from "../../src/client/lib/session";
import { Queries } from "./support/queries";

describe("session expiry mid-use (spec 02 section 8)", () => {
  afterEach(() => vi.useRealTimers());

  it("drops the stored user, says so, and goes to /login after 2 s", () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    setStoredUser({
      id: "u1",
      email: "a@acme.com",
      sessionToken: "t",
      refreshToken: "r",
      tokenExpiresAt: 1,
    } as StoredUser);
    handleSessionExpired();
    expect(getStoredUser()).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      "Your session has expired. Please log in again.",
    );
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith("/login?expired=true");
    expect(LOGIN_REDIRECT_MS).toBe(2000);
  });
});

describe("profile refresh after a generation", () => {
  afterEach(() => vi.useRealTimers());

  it("refetches after 1 s and at 2, 4 and 6 s, updating the stored usage", async () => {
    vi.useFakeTimers();
    const { renderHook } = await import("@testing-library/react");
    const profileApi = await import("../../src/client/features/dashboard/api/profile");
    const getProfile = vi
      .spyOn(profileApi, "getProfile")
      .mockResolvedValue({ plan: "basic", templatesUsed: 3, templateLimit: 4, bonusTemplates: 0 } as never);
    const { useProfileRefresh, PROFILE_REFRESH_DELAYS_MS } =
      await import("../../src/client/features/dashboard/use-profile-refresh");
    expect(PROFILE_REFRESH_DELAYS_MS).toEqual([1000, 2000, 4000, 6000]);
    setStoredUser({
      id: "u1",
      plan: "basic",
      templatesUsed: 2,
      templateLimit: 4,
      sessionToken: "t",
      refreshToken: "r",
      tokenExpiresAt: 9e9,
    } as StoredUser);
    const { result } = renderHook(() => useProfileRefresh(), { wrapper: Queries });
    result.current.refreshBurst();
    await vi.advanceTimersByTimeAsync(999);
    expect(getProfile).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(getStoredUser()?.templatesUsed).toBe(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(getProfile).toHaveBeenCalledTimes(4);
  });
});
