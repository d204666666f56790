import type { CorrectedFacts } from "../../../../shared/corrected-facts";
import { api, ApiRequestError } from "../../../lib/api";
import type { SubmitResponse } from "../../../lib/api-types";
import type { VariantCount } from "../../../../shared/variants";

export interface GenerateRequest {
  palette: string[];
  /** Absent when the named brand kit's logo is used. */
  logo?: string;
  brandId?: string;
  url: string;
  sessionId: string;
  campaignType: string;
  campaignText: string;
  /** Campaign images as data URLs (Premium and Enterprise), at most 3. */
  images?: string[];
  userId: string;
  userPlan: string;
  facts?: CorrectedFacts | null;
  /** 2 or 3 versions of the brief for one credit (Premium and Enterprise). */
  variants?: VariantCount;
}

const FIVE_MINUTES = 5 * 60 * 1000;

export const EXCEEDED_TIME_LIMIT = "Template generation exceeded time limit";

/** A 504 that still carries the template (spec 02 section 8): the template is used, with a note. */
export function timedOutTemplate(e: unknown): string | null {
  if (!(e instanceof ApiRequestError) || e.status !== 504) return null;
  const html = (e.body as { htmlTemplate?: unknown } | null | undefined)?.htmlTemplate;
  return typeof html === "string" && html ? html : null;
}

/** Maps submit failures to the messages of spec 02 section 8. */
export function submitErrorMessage(e: unknown): string {
  if (e instanceof ApiRequestError) {
    if (e.code === "timeout") return "Template generation request timed out after 5 minutes";
    if (e.code === "no_token") return "Your session has expired. Please log out and log in again.";
    if (e.status === 504) return "Template generation timed out";
    if (e.code === "unexpected") return "Unexpected response format";
    if (e.status === 401) return "Authentication required";
    if (e.status === 403)
      return e.message && e.message !== "Request failed" ? e.message : "Template limit reached";
    if (e.status === 0) return e.message;
    // The server's own message says what went wrong; a raw status code helps nobody (issue 14 over spec 02's
    // "(Status: {code})").
    return e.message && e.message !== "Request failed" ? e.message : "Failed to submit job";
  }
  return "Failed to submit job";
}

export async function generateTemplate(body: GenerateRequest): Promise<SubmitResponse> {
  const res = await api<SubmitResponse>("/api/generate-template-async", {
    method: "POST",
    auth: true,
    json: body,
    timeoutMs: FIVE_MINUTES,
    fallbackError: "Failed to submit job",
  });
  if (!res || typeof res !== "object" || (!res.jobId && !res.htmlTemplate)) {
    throw new ApiRequestError("Unexpected response format", 200, "unexpected");
  }
  return res;
}
