import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "number" })
    .notNull()
    .default(sql`(unixepoch())`);

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: integer("email_verified_at"),
    verificationSentAt: integer("verification_sent_at"),
    plan: text("plan", { enum: ["free", "basic", "premium", "enterprise"] })
      .notNull()
      .default("free"),
    templatesUsed: integer("templates_used").notNull().default(0),
    bonusTemplates: integer("bonus_templates").notNull().default(0),
    customTemplateLimit: integer("custom_template_limit"),
    periodStart: integer("period_start"),
    periodEnd: integer("period_end"),
    paypalSubscriptionId: text("paypal_subscription_id"),
    subscriptionStatus: text("subscription_status").notNull().default("none"),
    notificationsEnabled: integer("notifications_enabled", { mode: "boolean" }).notNull().default(true),
    /** Footer address of generated marketing e-mails when the website gives none. */
    companyAddress: text("company_address"),
    isAdmin: integer("is_admin", { mode: "boolean" }).notNull().default(false),
    /** The e-mail platform Copy and Download convert merge fields for (shared/merge-fields.ts); null until asked. */
    espPlatform: text("esp_platform"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    index("users_period_end_idx").on(t.plan, t.periodEnd),
    index("users_subscription_idx").on(t.paypalSubscriptionId),
  ],
);

export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    revokedAt: integer("revoked_at"),
    /** SHA-256 of the token this one replaced, so a replay of it is still recognised after the spent row is purged. */
    parentHash: text("parent_hash"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    index("refresh_tokens_parent_idx").on(t.parentHash),
    index("refresh_tokens_family_idx").on(t.familyId),
    index("refresh_tokens_expires_idx").on(t.expiresAt),
  ],
);

export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["verify", "reset"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: integer("expires_at").notNull(),
    usedAt: integer("used_at"),
    /** Registration only: SHA-256 of the token the registering browser polls verify-email-status with. */
    statusHash: text("status_hash"),
    /** Registration only: the password (hash) and names that take effect when this link is followed. */
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_idx").on(t.tokenHash),
    uniqueIndex("email_tokens_status_idx").on(t.statusHash),
    index("email_tokens_user_idx").on(t.userId, t.kind),
    index("email_tokens_expires_idx").on(t.expiresAt),
  ],
);

export const generationJobs = sqliteTable(
  "generation_jobs",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "queued", "processing", "completed", "failed"] })
      .notNull()
      .default("pending"),
    campaignType: text("campaign_type").notNull(),
    websiteUrl: text("website_url").notNull(),
    palette: text("palette", { mode: "json" }).$type<string[]>().notNull(),
    campaignText: text("campaign_text").notNull().default(""),
    uploadKey: text("upload_key"),
    uploadDeletedAt: integer("upload_deleted_at"),
    templateId: text("template_id"),
    error: text("error"),
    creditRefunded: integer("credit_refunded", { mode: "boolean" }).notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    sessionId: text("session_id"),
    ticket: integer("ticket"),
    publicBaseUrl: text("public_base_url"),
    creditPeriodStart: integer("credit_period_start"),
    /** Set when maintenance re-sent a job that sat queued too long (at most once). */
    resentAt: integer("resent_at"),
    createdAt: createdAt(),
    startedAt: integer("started_at"),
    finishedAt: integer("finished_at"),
    /** Set when the owner cancelled: the job is also failed, refunded, and any late result is discarded. */
    cancelledAt: integer("cancelled_at"),
    /** The brand kit this generation used (migration 0010); no foreign key, a deleted kit leaves jobs alone. */
    brandId: text("brand_id"),
    brandVersion: integer("brand_version"),
    /** How many versions of the brief the job writes (migration 0014): 1, or 2 to 3 on Premium and Enterprise. */
    variants: integer("variants").notNull().default(1),
  },
  (t) => [
    index("generation_jobs_user_idx").on(t.userId, t.createdAt),
    index("generation_jobs_upload_idx").on(t.uploadDeletedAt, t.finishedAt),
    uniqueIndex("generation_jobs_session_idx").on(t.userId, t.sessionId),
    index("generation_jobs_status_idx").on(t.status, t.createdAt),
    index("generation_jobs_finished_idx").on(t.status, t.finishedAt),
  ],
);

export const templates = sqliteTable(
  "templates",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    campaignType: text("campaign_type").notNull(),
    websiteUrl: text("website_url").notNull(),
    templatecardid: text("templatecardid").notNull(),
    subject: text("subject").notNull().default(""),
    preheader: text("preheader").notNull().default(""),
    bodyKey: text("body_key").notNull(),
    textKey: text("text_key"),
    assetPrefix: text("asset_prefix"),
    sizeBytes: integer("size_bytes").notNull().default(0),
    parentTemplateId: text("parent_template_id"),
    jobId: text("job_id"),
    generator: text("generator"),
    /** "A", "B" or "C" for the versions of one job (migration 0014); null for a single generation or a copy. */
    variant: text("variant", { enum: ["A", "B", "C"] }),
    /** Shared by the versions of one job: the job's id. */
    variantGroup: text("variant_group"),
    headline: text("headline"),
    createdAt: createdAt(),
  },
  (t) => [
    index("templates_user_created_idx").on(t.userId, t.createdAt),
    index("templates_user_type_idx").on(t.userId, t.campaignType, t.createdAt),
    uniqueIndex("templates_job_variant_idx").on(t.jobId, sql`ifnull(${t.variant}, '')`),
  ],
);

export const announcements = sqliteTable(
  "announcements",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull().default("info"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    linkUrl: text("link_url"),
    linkText: text("link_text"),
    dismissible: integer("dismissible", { mode: "boolean" }).notNull().default(true),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    startsAt: integer("starts_at"),
    expiresAt: integer("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [index("announcements_active_idx").on(t.active, t.createdAt)],
);

export const paymentEvents = sqliteTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  resourceId: text("resource_id"),
  payload: text("payload").notNull(),
  receivedAt: createdAt(),
});

export const clientErrors = sqliteTable(
  "client_errors",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    message: text("message").notNull(),
    payload: text("payload").notNull(),
    userId: text("user_id"),
    clientIp: text("client_ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("client_errors_created_idx").on(t.createdAt),
    index("client_errors_ip_idx").on(t.clientIp, t.createdAt),
  ],
);

export const outbox = sqliteTable(
  "outbox",
  {
    id: text("id").primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("outbox_to_idx").on(t.to, t.createdAt)],
);

export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** PayPal's view of each subscription as last applied (migration 0003): event order and credited payments. */
export const billingSubscriptions = sqliteTable(
  "billing_subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planKey: text("plan_key"),
    status: text("status").notNull(),
    pendingPlanKey: text("pending_plan_key"),
    lastEventTime: integer("last_event_time"),
    lastPaymentTime: integer("last_payment_time"),
    lastSaleId: text("last_sale_id"),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [
    index("billing_subscriptions_user_idx").on(t.userId, t.status),
    index("billing_subscriptions_sale_idx").on(t.lastSaleId),
  ],
);

/** Replaced subscriptions the server still has to cancel at PayPal; the hourly cron retries them. */
export const billingCancellations = sqliteTable(
  "billing_cancellations",
  {
    subscriptionId: text("subscription_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["pending", "done", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at").notNull(),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("billing_cancellations_due_idx").on(t.status, t.nextAttemptAt),
    index("billing_cancellations_user_idx").on(t.userId, t.status),
  ],
);

/** Editor uploads per asset prefix (migration 0009): the 30-image cap is claimed here in one conditional INSERT. */
export const templateImages = sqliteTable(
  "template_images",
  {
    key: text("key").primaryKey(),
    assetPrefix: text("asset_prefix").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("template_images_prefix_idx").on(t.assetPrefix)],
);

/** A brand kit (migration 0010): only approved values; the logo bytes live in R2 under logo_key. */
export const brandKits = sqliteTable(
  "brand_kits",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    website: text("website"),
    logoKey: text("logo_key"),
    logoSha: text("logo_sha"),
    logoFacts: text("logo_facts", { mode: "json" }).$type<BrandLogoFacts>(),
    palette: text("palette", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    fonts: text("fonts", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    tagline: text("tagline"),
    address: text("address"),
    socials: text("socials", { mode: "json" })
      .$type<{ network: string; url: string }[]>()
      .notNull()
      .default(sql`'[]'`),
    lang: text("lang"),
    tone: text("tone"),
    senderName: text("sender_name"),
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: integer("updated_at", { mode: "number" })
      .notNull()
      .default(sql`(unixepoch())`),
  },
  (t) => [
    index("brand_kits_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("brand_kits_default_idx")
      .on(t.userId)
      .where(sql`${t.isDefault} = 1`),
  ],
);

/** The original logo's analysis, kept with the kit. */
export interface BrandLogoFacts {
  width: number;
  height: number;
  hasAlpha: boolean;
  luminance: number;
  dominant: string;
  /** Spec 02 section 5 extraction of the logo's colours (up to 5). */
  palette: string[];
}

export type BrandKitRow = typeof brandKits.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type JobRow = typeof generationJobs.$inferSelect;
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** An e-mail platform API key per user and platform, encrypted at rest (integrations/key-crypto.ts). */
export const platformKeys = sqliteTable(
  "platform_keys",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: ["mailchimp", "brevo", "klaviyo"] }).notNull(),
    /** base64(iv || AES-GCM ciphertext), bound to user and platform as additional data. */
    ciphertext: text("ciphertext").notNull(),
    last4: text("last4").notNull(),
    /** What the platform called the account when the key was checked. */
    accountName: text("account_name"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.platform] })],
);

export type PlatformKeyRow = typeof platformKeys.$inferSelect;

/**
 * The template a user's template made at a platform, per edit chain: pushing the chain again (the template or a copy
 * edited from it) updates that one instead of making another (integrations/pushes.ts).
 */
export const platformPushes = sqliteTable(
  "platform_pushes",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first template of the edit chain (a copy's parent, its parent's parent...). */
    lineageId: text("lineage_id").notNull(),
    platform: text("platform", { enum: ["mailchimp", "brevo", "klaviyo"] }).notNull(),
    remoteId: text("remote_id").notNull(),
    url: text("url").notNull(),
    /** The version last sent, and its name then. */
    templateId: text("template_id").notNull(),
    templateName: text("template_name").notNull(),
    sentAt: integer("sent_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lineageId, t.platform] })],
);

export type PlatformPushRow = typeof platformPushes.$inferSelect;
