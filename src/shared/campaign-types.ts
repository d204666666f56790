import type { PlanId } from "./plans";
import { planAtLeast } from "./plans";

export const CAMPAIGN_TYPE_VALUES = [
  "confirmation-email",
  "newsletter",
  "transactional-purchase",
  "whitepaper-autoreply",
  "webinar",
  "offline-event",
  "customer-onboarding",
  "product-launch",
] as const;

export type CampaignType = (typeof CAMPAIGN_TYPE_VALUES)[number];

export interface CampaignTypeEntry {
  value: CampaignType;
  label: string;
  minPlan: PlanId;
  planLabel: string;
  description: string;
  icon: string;
  filterLabel: string;
}

export const CAMPAIGN_TYPES: CampaignTypeEntry[] = [
  {
    value: "confirmation-email",
    label: "Double opt-in (confirmation email)",
    minPlan: "free",
    planLabel: "Available in all plans",
    description: "Ask new subscribers to confirm their address with one clear button.",
    icon: "✉️",
    filterLabel: "Transactional",
  },
  {
    value: "newsletter",
    label: "Newsletter",
    minPlan: "basic",
    planLabel: "Basic plan & above",
    description: "A sectioned update with stories, links and news.",
    icon: "📰",
    filterLabel: "Newsletter",
  },
  {
    value: "transactional-purchase",
    label: "Purchase confirmation",
    minPlan: "basic",
    planLabel: "Basic plan & above",
    description: "Order summary, totals and next steps after a purchase.",
    icon: "🧾",
    filterLabel: "Transactional",
  },
  {
    value: "whitepaper-autoreply",
    label: "Whitepaper download - auto-reply",
    minPlan: "basic",
    planLabel: "Basic plan & above",
    description: "Deliver a gated asset with a download button.",
    icon: "📄",
    filterLabel: "Whitepaper",
  },
  {
    value: "webinar",
    label: "Webinar invitation",
    minPlan: "basic",
    planLabel: "Basic plan & above",
    description: "Date, time, speakers and a register button.",
    icon: "🎥",
    filterLabel: "Webinar",
  },
  {
    value: "offline-event",
    label: "Offline event invitation",
    minPlan: "premium",
    planLabel: "Premium plan & above",
    description: "Venue, agenda and an RSVP for an in-person event.",
    icon: "📍",
    filterLabel: "Event",
  },
  {
    value: "customer-onboarding",
    label: "Customer onboarding",
    minPlan: "premium",
    planLabel: "Premium plan & above",
    description: "Welcome new customers with first steps to success.",
    icon: "🚀",
    filterLabel: "Onboarding",
  },
  {
    value: "product-launch",
    label: "Product launch",
    minPlan: "premium",
    planLabel: "Premium plan & above",
    description: "Announce something new with features and a strong call to action.",
    icon: "✨",
    filterLabel: "Product Launch",
  },
];

export const TYPE_FILTER_LABELS = [
  "Newsletter",
  "Webinar",
  "Event",
  "Transactional",
  "Onboarding",
  "Product Launch",
  "Whitepaper",
] as const;

export function isCampaignType(value: unknown): value is CampaignType {
  return typeof value === "string" && (CAMPAIGN_TYPE_VALUES as readonly string[]).includes(value);
}

export function campaignTypeEntry(value: string): CampaignTypeEntry | undefined {
  return CAMPAIGN_TYPES.find((t) => t.value === value);
}

export function campaignTypeAllowed(plan: PlanId, type: CampaignType): boolean {
  const entry = campaignTypeEntry(type);
  return entry ? planAtLeast(plan, entry.minPlan) : false;
}

export function upgradeTargetFor(type: CampaignType): "basic" | "premium" {
  return campaignTypeEntry(type)?.minPlan === "basic" ? "basic" : "premium";
}

export const CAMPAIGN_TEXT_MAX = 2500;
export const PALETTE_MIN = 1;
export const PALETTE_MAX = 3;
