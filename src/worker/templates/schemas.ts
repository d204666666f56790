import { z } from "zod";
import { CAMPAIGN_TYPE_VALUES } from "../../shared/campaign-types";
import { blockSchema } from "./blocks";

export const MAX_EDITED_HTML_BYTES = 500 * 1024;
// A 2 MB image is about 2.8 MB as base64.
export const MAX_IMAGE_BODY_BYTES = 2_950_000;

export const listQuery = z.object({
  search: z.string().max(200, "search can be at most 200 characters").optional().default(""),
  type: z.string().max(100).optional().default(""),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page starts at 1")
    .max(100000)
    .default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number" })
    .int("pageSize must be a whole number")
    .min(1, "pageSize must be between 1 and 100")
    .max(100, "pageSize must be between 1 and 100")
    .default(50),
  cursor: z.string().max(100, "cursor is not valid").optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const statsQuery = z.object({
  // The start of "This Month" in the viewer's time zone; the UTC month when absent.
  monthStart: z.iso
    .datetime({ offset: true, error: "monthStart must be an ISO date-time such as 2026-11-01T00:00:00Z" })
    .optional(),
});

// One line each: a line break in a subject would end the mail header it is written into.
const oneLine = (max: number, field: string) =>
  z
    .string({ error: `${field} must be text` })
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, `${field} can be at most ${max} characters`));

export const MAX_SUBJECT_CHARS = 200;
export const MAX_PREHEADER_CHARS = 250;

export const saveSchema = z.object({
  parentTemplateId: z
    .string({ error: "parentTemplateId is required" })
    .min(1, "parentTemplateId is required"),
  name: z
    .string()
    .transform((v) => v.replace(/\s+/g, " ").trim())
    .pipe(z.string().max(200, "name can be at most 200 characters"))
    .optional(),
  campaignType: z.enum(CAMPAIGN_TYPE_VALUES, { error: "must be one of the campaign types" }).optional(),
  htmlContent: z.string({ error: "htmlContent is required" }).min(1, "htmlContent is required"),
  websiteUrl: z
    .string()
    .trim()
    .max(2048, "websiteUrl is too long")
    .regex(/^(https?:\/\/\S+)?$/i, "websiteUrl must start with http:// or https://")
    .optional(),
  subject: oneLine(MAX_SUBJECT_CHARS, "subject")
    .pipe(z.string().min(1, "subject cannot be empty: an e-mail needs a subject line"))
    .optional(),
  preheader: oneLine(MAX_PREHEADER_CHARS, "preheader").optional(),
});
export type SaveBody = z.infer<typeof saveSchema>;

export const imageSchema = z.object({
  image: z.string({ error: "image is required" }).min(1, "image is required"),
});

const hex = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour like #1a2b3c")
  .transform((v) => v.toLowerCase());
// The editor sends the colours the user has set since the template was stored, so a new block matches them.
export const blockBody = z.object({
  block: blockSchema,
  align: z.enum(["left", "center"]).optional(),
  colors: z.object({ button: hex.optional(), accent: hex.optional() }).optional(),
});
