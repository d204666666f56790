import type { CampaignType } from "../../../shared/campaign-types";

export { composeFromFacts, factBlocks } from "./facts-copy";

/** Types that are marketing under CAN-SPAM / GDPR: they need an unsubscribe link and a postal address. */
export const MARKETING_TYPES: ReadonlySet<CampaignType> = new Set([
  "newsletter",
  "webinar",
  "offline-event",
  "product-launch",
  "customer-onboarding",
  "whitepaper-autoreply",
]);
