import { useCallback, useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, setSessionExpiredHandler } from "../../lib/api";
import { handleSessionExpired } from "../../lib/session-expiry";
import { getStoredUser, updateStoredUser } from "../../lib/session";
import { getProfile } from "./api/profile";
import type { Profile } from "../../lib/api-types";

export const PROFILE_REFRESH_DELAYS_MS = [1000, 2000, 4000, 6000];

export function applyProfile(p: Profile): void {
  updateStoredUser({
    plan: p.plan,
    templatesUsed: p.templatesUsed,
    templateLimit: p.templateLimit,
    bonusTemplates: p.bonusTemplates,
    templatesRemaining: p.templatesRemaining,
    customTemplateLimit: p.customTemplateLimit,
    nextBillingDate: p.nextBillingDate,
    subscriptionStatus: p.subscriptionStatus,
    paypalSubscriptionId: p.paypalSubscriptionId,
    notificationsEnabled: p.notificationsEnabled,
    companyAddress: p.companyAddress ?? null,
    emailVerified: p.emailVerified,
    createdAt: p.createdAt,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
  });
}

/** Profile refresh now, and a burst after a generation (after 1 s, then at 2, 4 and 6 s) so usage settles. */
export function useProfileRefresh() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const client = useQueryClient();
  // One profile read at a time: a refresh asked while another is on its way shares its answer.
  const refreshNow = useCallback(async (): Promise<boolean> => {
    try {
      applyProfile(await client.fetchQuery({ queryKey: ["profile"], queryFn: getProfile, staleTime: 0 }));
      return true;
    } catch (e) {
      if (!(e instanceof ApiRequestError)) throw e;
      return false;
    }
  }, [client]);

  /** After a generation: if the first refetch fails, count the new template locally until a later one lands. */
  const refreshBurst = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = PROFILE_REFRESH_DELAYS_MS.map((ms, i) =>
      setTimeout(() => {
        void refreshNow().then((ok) => {
          const user = getStoredUser();
          if (!ok && i === 0 && user) updateStoredUser({ templatesUsed: user.templatesUsed + 1 });
        });
      }, ms),
    );
  }, [refreshNow]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return { refreshNow, refreshBurst };
}

/** The dashboard's session: a 401 anywhere in it ends the session, and the profile is read afresh on opening. */
export function useDashboardProfile() {
  const profile = useProfileRefresh();
  const { refreshNow } = profile;
  useEffect(() => setSessionExpiredHandler(handleSessionExpired), []);
  useEffect(() => {
    void refreshNow();
  }, [refreshNow]);
  return profile;
}
