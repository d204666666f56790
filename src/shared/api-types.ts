import type { EspPlatform } from "./merge-fields";
import type { PlanId } from "./plans";

export interface ApiErrorBody {
  error: { code: string; message: string };
}

export interface PublicUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  plan: PlanId;
  templatesUsed: number;
  bonusTemplates: number;
  templateLimit: number;
  templatesRemaining: number;
  customTemplateLimit: number | null;
  nextBillingDate: string | null;
  subscriptionStatus: string;
  paypalSubscriptionId: string | null;
  notificationsEnabled: boolean;
  /** Postal address printed in the footer of generated marketing e-mails when the website gives none. */
  companyAddress?: string | null;
  /** The e-mail platform Copy and Download convert merge fields for; null until the user picks one. */
  espPlatform?: EspPlatform | null;
  emailVerified: boolean;
  createdAt: string;
}

export type JobStatus = "pending" | "queued" | "processing" | "completed" | "failed";
/** What the engine did with the website: reading it, read it, or could not read it (failed or skipped). */
export type JobSite = "reading" | "read" | "unread";

/** What a demo e-mail was made from, so the demo says when the site could not be read and the colours are a default. */
export interface DemoMade {
  siteRead: boolean;
  /** Why the site could not be read ("The website could not be reached."), or null when it was read. */
  siteProblem: string | null;
  /** The dropped logo's colours, the site's theme colour, or the demo's default pair. */
  colours: "logo" | "site" | "default";
}
