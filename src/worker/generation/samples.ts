import { CAMPAIGN_TYPE_VALUES, type CampaignType } from "../../shared/campaign-types";
import type { BrandData, GenerationInput } from "./types";

/** Demo brands for the gallery, the benchmark and the rendering tests. */
export const SAMPLE_BRANDS: { palette: string[]; brand: BrandData }[] = [
  {
    palette: ["#0f766e", "#f59e0b", "#134e4a"],
    brand: {
      url: "https://northwind-coffee.com/",
      siteName: "Northwind Coffee",
      title: "Northwind Coffee - Small-batch roasters",
      description: "Small-batch coffee roasters delivering fresh beans to offices and homes every week",
      themeColor: "#0f766e",
      fonts: ["Poppins"],
      logoUrls: [],
      socialLinks: [
        { network: "instagram", url: "https://instagram.com/northwindcoffee" },
        { network: "linkedin", url: "https://www.linkedin.com/company/northwind-coffee" },
      ],
      address: "Keizersgracht 12, 1015 CN Amsterdam, Netherlands",
    },
  },
  {
    palette: ["#fde047", "#1e293b"],
    brand: {
      url: "https://brightlane.io/",
      siteName: null,
      title: "Brightlane | Analytics for growing teams",
      description: "Analytics that growing teams actually understand",
      themeColor: null,
      fonts: ["Inter", "system-ui"],
      logoUrls: [],
      socialLinks: [{ network: "x", url: "https://x.com/brightlane" }],
      address: null,
    },
  },
];

const DETAILS: Partial<Record<CampaignType, string>> = {
  webinar: "Title: Dashboards that drive decisions\nDate: Thursday, 12 March 2026\nTime: 16:00 CET\n\nJoin our product lead for a practical session on building dashboards people use every day.",
  "offline-event": "Event: Customer Open Day\nDate: Saturday, 18 April 2026\nTime: 10:00 - 16:00\nVenue: The Loft, Keizersgracht 12, Amsterdam\n\nMeet the team, see what we are building next and join a hands-on session with our experts.",
};

export function sampleInput(type: CampaignType, seed: number, options: { brand?: number; logoUrl?: string | null; details?: boolean } = {}): GenerationInput {
  const sample = SAMPLE_BRANDS[(options.brand ?? seed) % SAMPLE_BRANDS.length];
  return {
    campaignType: type,
    palette: sample.palette,
    websiteUrl: sample.brand.url,
    campaignText: options.details === false ? "" : (DETAILS[type] ?? ""),
    logoUrl: options.logoUrl ?? null,
    brand: sample.brand,
    seed,
  };
}

export const ALL_TYPES = CAMPAIGN_TYPE_VALUES;
