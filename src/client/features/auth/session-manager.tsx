import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { setSessionExpiredHandler } from "../../lib/api";
import { migrateStoredSession, updateStoredUser } from "../../lib/session";
import { useTokenUpkeep } from "../../lib/use-token-upkeep";
import { useUser } from "../../lib/use-user";
import { fetchProfile } from "../../lib/auth-api";

/** Mounted once: restores and migrates the tab's session, keeps its token fresh, and handles expiry. */
export function SessionManager() {
  const navigate = useNavigate();
  const user = useUser();
  const started = useRef(false);

  useEffect(() => {
    setSessionExpiredHandler(() => navigate("/login?expired=true", { replace: true }));
  }, [navigate]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const state = migrateStoredSession();
    if (state === "invalid") {
      navigate("/login", { replace: true });
      return;
    }
    // Usage and plan may have changed in another tab or by a webhook; the server's numbers win.
    if (state === "restored")
      fetchProfile()
        .then((p) => updateStoredUser(p))
        .catch(() => {});
  }, [navigate]);

  useTokenUpkeep(Boolean(user));
  return null;
}
