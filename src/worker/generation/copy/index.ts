import type { CampaignType } from "../../../shared/campaign-types";

export { factBlocks } from "./facts-copy";
export { followOrders, writeEmail } from "./write";
export { readOrders } from "./follow";

/** Types that are marketing under CAN-SPAM / GDPR: they need an unsubscribe link and a postal address. */
export const MARKETING_TYPES: ReadonlySet<CampaignType> = new Set([
  "newsletter",
  "webinar",
  "offline-event",
  "product-launch",
  "customer-onboarding",
  "whitepaper-autoreply",
]);
