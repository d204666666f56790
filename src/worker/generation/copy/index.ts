import type { CampaignType } from "../../../shared/campaign-types";
import type { CopyContext, EmailContent } from "../content";
import type { Rng } from "../rng";
import { confirmationCopy } from "./confirmation";
import { eventCopy } from "./event";
import { launchCopy } from "./launch";
import { newsletterCopy } from "./newsletter";
import { onboardingCopy } from "./onboarding";
import { purchaseCopy } from "./purchase";
import { webinarCopy } from "./webinar";
import { whitepaperCopy } from "./whitepaper";

const COPY: Record<CampaignType, (ctx: CopyContext, rng: Rng) => EmailContent> = {
  "confirmation-email": confirmationCopy,
  newsletter: newsletterCopy,
  "transactional-purchase": purchaseCopy,
  "whitepaper-autoreply": whitepaperCopy,
  webinar: webinarCopy,
  "offline-event": eventCopy,
  "customer-onboarding": onboardingCopy,
  "product-launch": launchCopy,
};

export function composeCopy(type: CampaignType, ctx: CopyContext, rng: Rng): EmailContent {
  return COPY[type](ctx, rng);
}

/** Types that are marketing under CAN-SPAM / GDPR: they need an unsubscribe link and a postal address. */
export const MARKETING_TYPES: ReadonlySet<CampaignType> = new Set([
  "newsletter",
  "webinar",
  "offline-event",
  "product-launch",
  "customer-onboarding",
  "whitepaper-autoreply",
]);
