import { isPlanId, type EnterpriseTier, type PlanId } from "../../../../shared/plans";

const KEY = "pendingPlan";
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export interface PendingPlan {
  plan: PlanId;
  tier?: EnterpriseTier;
}

/** A plan chosen before signing up, remembered across registration and e-mail verification (other tabs too). */
export function savePendingPlan(pending: PendingPlan): void {
  localStorage.setItem(KEY, JSON.stringify({ ...pending, savedAt: Date.now() }));
}

export function readPendingPlan(): PendingPlan | null {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? "null") as
      (PendingPlan & { savedAt?: number }) | null;
    if (!raw || !isPlanId(raw.plan) || raw.plan === "free") return null;
    if (raw.savedAt && Date.now() - raw.savedAt > MAX_AGE_MS) return null;
    return { plan: raw.plan, tier: raw.tier === 50 || raw.tier === 100 ? raw.tier : undefined };
  } catch {
    return null;
  }
}

export function clearPendingPlan(): void {
  localStorage.removeItem(KEY);
}
