import type { PublicUser } from "../../shared/api-types";
import { templateLimit } from "../../shared/plans";
import type { UserRow } from "../db/schema";
import { isEspPlatform } from "../../shared/merge-fields";

const iso = (seconds: number | null) => (seconds ? new Date(seconds * 1000).toISOString() : null);

/** The one shape every endpoint returns for a user; the limit is decided here, never by the client. */
export function toPublicUser(row: UserRow): PublicUser {
  const limit = templateLimit(row.plan, row.bonusTemplates, row.customTemplateLimit);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    plan: row.plan,
    templatesUsed: row.templatesUsed,
    bonusTemplates: row.bonusTemplates,
    templateLimit: limit,
    templatesRemaining: Math.max(0, limit - row.templatesUsed),
    customTemplateLimit: row.customTemplateLimit,
    nextBillingDate: row.plan === "free" ? null : iso(row.periodEnd),
    subscriptionStatus: row.subscriptionStatus,
    paypalSubscriptionId: row.paypalSubscriptionId,
    notificationsEnabled: row.notificationsEnabled,
    companyAddress: row.companyAddress ?? null,
    espPlatform: isEspPlatform(row.espPlatform) ? row.espPlatform : null,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: iso(row.createdAt) ?? new Date(0).toISOString(),
  };
}
