import { useEffect } from "react";
import { ApiRequestError, endExpiredSession, expiringSoon, refreshSession } from "./api";
import { getStoredUser } from "./session";

export const UPKEEP_INTERVAL_MS = 60_000;

/** Checks the tab's access token once a minute; refreshes it when it has expired or expires within 60 s. */
export async function checkToken(): Promise<void> {
  const user = getStoredUser();
  if (!user?.sessionToken || !expiringSoon(user.tokenExpiresAt)) return;
  try {
    await refreshSession();
  } catch (e) {
    // Offline for a moment is not an expired session: the next check tries again.
    if (e instanceof ApiRequestError && e.code === "network") return;
    if (getStoredUser()) endExpiredSession();
  }
}

export function useTokenUpkeep(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => void checkToken(), UPKEEP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
}
