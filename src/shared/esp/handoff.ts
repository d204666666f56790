import type { CampaignType } from "../campaign-types";
import { blocksHandoff, checkHandoff, type HandoffCheck } from "./checks";
import { convert, kitFromHtml, type KitValues } from "./convert";
import { fillInMessages } from "./fill-in";
import type { EspPlatform } from "./platforms";

/** Marketing under CAN-SPAM / GDPR (the same list as the engine's MARKETING_TYPES; a test keeps them equal). */
export const MARKETING_CAMPAIGN_TYPES: ReadonlySet<CampaignType> = new Set([
  "newsletter",
  "webinar",
  "offline-event",
  "product-launch",
  "customer-onboarding",
  "whitepaper-autoreply",
]);

export interface PreparedHandoff {
  html: string;
  text: string | null;
  checks: HandoffCheck[];
  /** A required tag is missing or the HTML is over the platform's limit: no download, no send. */
  blocked: boolean;
}

/**
 * The template as it leaves for a platform: both parts converted with the same kit values (the postal line's, else
 * the account's), and the checks run on what will actually leave.
 */
export function prepareHandoff(input: {
  html: string;
  text: string | null;
  platform: EspPlatform;
  campaignType: CampaignType | string | null;
  kit?: KitValues;
}): PreparedHandoff {
  const fromHtml = kitFromHtml(input.html);
  const kit: KitValues = {
    companyName: fromHtml.companyName ?? input.kit?.companyName ?? null,
    address: fromHtml.address ?? input.kit?.address ?? null,
  };
  const html = convert(input.html, input.platform, "html", kit);
  const text = input.text ? convert(input.text, input.platform, "text", kit, fromHtml) : null;
  const marketing = MARKETING_CAMPAIGN_TYPES.has(input.campaignType as CampaignType);
  const fillIns = fillInMessages(input.html, input.platform).map((message): HandoffCheck => ({
    level: "warning",
    code: "fill_in",
    message,
  }));
  const checks = [...checkHandoff(html, input.platform, { marketing }), ...fillIns];
  return { html, text, checks, blocked: blocksHandoff(checks) };
}
