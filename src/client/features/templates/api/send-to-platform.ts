import { api } from "../../../lib/api";
import type { HandoffCheck } from "../../../../shared/esp/checks";

export type SendPlatform = "mailchimp" | "brevo" | "klaviyo";
export const SEND_PLATFORMS: readonly SendPlatform[] = ["mailchimp", "brevo", "klaviyo"];

export interface SentToPlatform {
  platform: SendPlatform;
  templateId: string;
  url: string;
  /** "updated": the platform's template from an earlier send of this template (or a version of it) was replaced. */
  action: "created" | "updated";
  sentAt: string;
  checks: HandoffCheck[];
}

/** "update" replaces what an earlier send made (the server's default); "new" makes another template there. */
export function sendToPlatform(
  templateId: string,
  platform: SendPlatform,
  mode: "update" | "new" = "update",
): Promise<SentToPlatform> {
  return api<SentToPlatform>(`/api/templates/${encodeURIComponent(templateId)}/send-to/${platform}`, {
    method: "POST",
    auth: true,
    json: { mode },
    fallbackError: "The template could not be sent. Please try again.",
  });
}
