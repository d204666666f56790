import type { JobSite, JobStatus, PublicUser } from "../../shared/api-types";
import type { VariantLabel } from "../../shared/variants";

export interface TemplateSummary {
  id: string;
  name: string;
  createdAt: string;
  campaignType: string;
  websiteUrl: string;
  templatecardid: string | null;
  subject: string | null;
  preheader: string | null;
  parentTemplateId: string | null;
  sizeBytes: number | null;
  previewUrl: string | null;
  /** The e-mail's main heading (absent from servers and templates before versions). */
  headline?: string | null;
  /** "A", "B" or "C" for the versions of one brief, else null. */
  variant?: VariantLabel | null;
  /** Shared by the versions of one brief. */
  variantGroup?: string | null;
}

export interface TemplateDetail extends TemplateSummary {
  htmlContent: string | null;
  plainText: string | null;
  /** The brand colours the template was made with (absent from older servers). */
  palette?: string[];
}

export interface TemplateListResponse {
  templates: TemplateSummary[];
  total: number;
  /** All the user's templates, whatever the search and filter (absent from servers before on-demand paging). */
  unfilteredTotal?: number;
  page: number;
  pageSize: number;
  /** Opaque position after this page; null on the last page (absent from servers before cursor paging). */
  nextCursor?: string | null;
}

export interface TemplateStats {
  total: number;
  thisMonth: number;
  monthStart: string;
  /** Campaign type value to count; types without templates are absent. */
  byType: Record<string, number>;
  /** The latest 5, newest first. */
  recent: TemplateSummary[];
}

export interface JobStatusResponse {
  jobId: string;
  status: JobStatus;
  position: number | null;
  estimatedSeconds: number | null;
  site?: JobSite | null;
  error: string | null;
  templateId: string | null;
  htmlTemplate?: string | null;
  data?: { htmlTemplate?: string | null } | null;
}

export interface SubmitResponse {
  jobId?: string;
  status?: JobStatus;
  position?: number | null;
  estimatedSeconds?: number | null;
  htmlTemplate?: string | null;
  error?: string | { message?: string } | null;
}

export type Profile = PublicUser;

export interface Announcement {
  id: string;
  type: string;
  title: string;
  message: string;
  link: { url: string; text: string } | null;
  dismissible: boolean;
  expiresAt: string | null;
}
