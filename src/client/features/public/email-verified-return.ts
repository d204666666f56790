import type { NavigateFunction } from "react-router";
import { fetchProfile } from "../../lib/auth-api";
import { VERIFIED_ALERT } from "../../components/auth/verify-email-modal";
import { getStoredUser, updateStoredUser } from "../../lib/session";
import { showNotice } from "./notice";
import { readPendingPlan } from "./pricing/pending-plan";

/**
 * `/?emailVerified=true[&email=…][&showPricing=true&plan=…]` (spec 01 section 4): a plan chosen before signing up
 * opens the pricing view with that plan; a signed-in tab whose address the server reports verified gets the notice
 * and the dashboard; a signed-out visitor goes to the login page with verified=true and the address filled in.
 */
export async function afterEmailVerified(params: URLSearchParams, navigate: NavigateFunction): Promise<void> {
  const email = params.get("email")?.trim() ?? "";
  const plan = params.get("showPricing") === "true" ? params.get("plan") : (readPendingPlan()?.plan ?? null);
  if (!getStoredUser()) {
    const query = new URLSearchParams({ verified: "true" });
    if (email) query.set("email", email);
    navigate(`/login?${query}`, { replace: true });
    return;
  }
  if (plan) {
    navigate(`/?showPricing=true&plan=${encodeURIComponent(plan)}`, { replace: true });
    return;
  }
  navigate("/", { replace: true });
  const profile = await fetchProfile().catch(() => null);
  if (!profile) return;
  updateStoredUser(profile);
  if (!profile.emailVerified) return;
  sessionStorage.setItem("showDashboard", "true");
  showNotice("success", VERIFIED_ALERT);
}
