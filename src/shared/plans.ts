export type PlanId = "free" | "basic" | "premium" | "enterprise";
export type EnterpriseTier = 50 | 100;

export const PLAN_RANK: Record<PlanId, number> = { free: 0, basic: 1, premium: 2, enterprise: 3 };

/**
 * The lowest plan of each action a plan may lack: the server's plan rules refuse below it and the dashboard shows the
 * action with this plan's name and a way to upgrade, never as an active button that a click refuses.
 */
export const ACTION_PLANS = {
  edit: "premium",
  sendTest: "basic",
  sendToPlatform: "premium",
} as const satisfies Record<string, Exclude<PlanId, "free">>;

export interface PlanInfo {
  id: PlanId;
  name: string;
  description: string;
  monthlyPrice: number;
  allowance: number;
  templates: string;
  perTemplatePrice: string;
  campaignTypes: string[];
  advancedFeatures: string[];
  features: string[];
  limitations: string[];
  resetsMonthly: boolean;
}

export const ENTERPRISE_TIERS: Record<
  EnterpriseTier,
  { name: string; price: number; perTemplate: number; features: string[] }
> = {
  50: {
    name: "Enterprise 50 - Monthly",
    price: 149,
    perTemplate: 2.98,
    features: [
      "50 templates per month",
      "All campaign types",
      "Campaign details box",
      "Priority support",
      "Monthly usage reports",
    ],
  },
  100: {
    name: "Enterprise 100 - Monthly",
    price: 249,
    perTemplate: 2.49,
    features: [
      "100 templates per month",
      "All campaign types",
      "Campaign details box",
      "Priority support",
      "Monthly usage reports",
      "Dedicated account management",
      "Custom integrations",
    ],
  },
};

export const DEFAULT_ENTERPRISE_LIMIT = 100;

export const PLANS: Record<PlanId, PlanInfo> = {
  free: {
    id: "free",
    name: "Free",
    description: "Try the generator with one branded template.",
    monthlyPrice: 0,
    allowance: 1,
    templates: "1 template (lifetime)",
    perTemplatePrice: "Free",
    campaignTypes: ["Double opt-in (confirmation email)"],
    advancedFeatures: [],
    features: ["Logo colour extraction", "Responsive HTML", "Copy and download"],
    limitations: ["No support", "No content customisation"],
    resetsMonthly: false,
  },
  basic: {
    id: "basic",
    name: "Basic",
    description: "For small teams sending regular campaigns.",
    monthlyPrice: 20,
    allowance: 4,
    templates: "4 templates per month",
    perTemplatePrice: "€5.00 per template",
    campaignTypes: [
      "Double opt-in (confirmation email)",
      "Newsletter",
      "Webinar invitation",
      "Purchase confirmation",
      "Whitepaper download - auto-reply",
    ],
    advancedFeatures: ["Colour palette extraction"],
    features: ["Priority e-mail support", "Responsive HTML", "Copy and download"],
    limitations: ["No campaign details box", "No inline editor"],
    resetsMonthly: true,
  },
  premium: {
    id: "premium",
    name: "Premium",
    description: "For marketing teams that need every campaign type.",
    monthlyPrice: 45,
    allowance: 10,
    templates: "10 templates per month",
    perTemplatePrice: "€4.50 per template",
    campaignTypes: ["All 8 campaign types"],
    advancedFeatures: ["Campaign details box", "Editable colour palette", "Inline editor"],
    features: ["Priority support", "Responsive HTML", "Copy and download"],
    limitations: [],
    resetsMonthly: true,
  },
  enterprise: {
    id: "enterprise",
    name: "Enterprise",
    description: "For agencies and large teams, 50 or 100 templates a month.",
    monthlyPrice: 149,
    allowance: DEFAULT_ENTERPRISE_LIMIT,
    templates: "50 or 100 templates per month",
    perTemplatePrice: "from €2.49 per template",
    campaignTypes: ["All 8 campaign types"],
    advancedFeatures: [
      "Campaign details box",
      "Editable colour palette",
      "Inline editor",
      "Monthly usage reports",
    ],
    features: ["Priority support", "Dedicated account manager (100 tier)", "Custom integrations (100 tier)"],
    limitations: [],
    resetsMonthly: true,
  },
};

export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && value in PLANS;
}

export function planAllowance(plan: PlanId, customTemplateLimit?: number | null): number {
  if (plan === "enterprise") return customTemplateLimit ?? DEFAULT_ENTERPRISE_LIMIT;
  return PLANS[plan].allowance;
}

export function templateLimit(
  plan: PlanId,
  bonusTemplates: number,
  customTemplateLimit?: number | null,
): number {
  return planAllowance(plan, customTemplateLimit) + bonusTemplates;
}

export function monthlyCost(plan: PlanId, customTemplateLimit?: number | null): number {
  if (plan === "enterprise") {
    const tier: EnterpriseTier = customTemplateLimit === 50 ? 50 : 100;
    return ENTERPRISE_TIERS[tier].price;
  }
  return PLANS[plan].monthlyPrice;
}

export function formatEuro(amount: number): string {
  return `€${amount.toFixed(amount % 1 === 0 ? 0 : 2)}`;
}

export function usageLabel(used: number, limit: number): string {
  return `${used}/${limit}`;
}

export function planAtLeast(plan: PlanId, min: PlanId): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK[min];
}
