import { PLANS, planAtLeast, type PlanId } from "../../shared/plans";

export const TABS = ["overview", "templates", "brand", "editor", "billing", "analytics", "settings"] as const;
export type DashboardTab = (typeof TABS)[number];

export const TAB_LABELS: Record<DashboardTab, string> = {
  overview: "Overview",
  templates: "Templates",
  brand: "Brand",
  editor: "Editor",
  billing: "Billing",
  analytics: "Analytics",
  settings: "Settings",
};

export function isTab(value: unknown): value is DashboardTab {
  return typeof value === "string" && (TABS as readonly string[]).includes(value);
}

/** A requested tab name, with the navbar's "subscription" entry shown as billing. */
export function toTab(value: string | null | undefined): DashboardTab | null {
  if (value === "subscription") return "billing";
  return isTab(value) ? value : null;
}

export const TAB_STORAGE_KEY = "dashboardTab";
export const BILLING_FLAG_KEY = "showBilling";

/** The stored one-shot request (cleared once read), then ?tab=, then a stored billing flag (cleared), then the parent's wish, else overview. */
export function initialTab(search: string, storage: Storage, parentTab?: DashboardTab): DashboardTab {
  const fromUrl = toTab(new URLSearchParams(search).get("tab"));
  const stored = toTab(storage.getItem(TAB_STORAGE_KEY));
  storage.removeItem(TAB_STORAGE_KEY);
  const billing = storage.getItem(BILLING_FLAG_KEY);
  storage.removeItem(BILLING_FLAG_KEY);
  return stored ?? fromUrl ?? (billing === "true" ? "billing" : (parentTab ?? "overview"));
}

export function canEdit(plan: PlanId): boolean {
  return planAtLeast(plan, "premium");
}

export const canEditPalette = (plan: PlanId) => canEdit(plan);
export const canWriteCampaignDetails = (plan: PlanId) => canEdit(plan);

export function showUpgradeButton(plan: PlanId): boolean {
  return !planAtLeast(plan, "premium");
}

/** The generate-from-empty action: the generator when a credit is left for the plan, otherwise billing. */
export function generateFromEmptyTarget(plan: PlanId, used: number): "generator" | "billing" {
  if (planAtLeast(plan, "premium")) return "generator";
  if (plan === "basic") return used < PLANS.basic.allowance ? "generator" : "billing";
  return used < PLANS.free.allowance ? "generator" : "billing";
}

export function campaignFooterText(plan: PlanId): string | null {
  switch (plan) {
    case "free":
      return "Upgrade to unlock more campaign types";
    case "basic":
      return "Upgrade to Premium for advanced campaigns";
    case "premium":
      return "Upgrade to Enterprise for full access";
    default:
      return null;
  }
}

export type UsageLevel = "ok" | "warning" | "full";

export function usageLevel(used: number, limit: number): UsageLevel {
  if (limit <= 0) return "full";
  const ratio = used / limit;
  if (ratio >= 1) return "full";
  if (ratio >= 0.8) return "warning";
  return "ok";
}

export function usagePercent(used: number, limit: number): number {
  return limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
}

export const CAMPAIGN_TEXT_WARN = 2000;
export const CAMPAIGN_TEXT_DANGER = 2400;

export function counterLevel(length: number): "normal" | "warning" | "danger" {
  if (length > CAMPAIGN_TEXT_DANGER) return "danger";
  if (length > CAMPAIGN_TEXT_WARN) return "warning";
  return "normal";
}
