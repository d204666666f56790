import { api } from "../../../lib/api";
import type { HandoffCheck } from "../../../../shared/esp/checks";

export type SendPlatform = "mailchimp" | "brevo" | "klaviyo";
export const SEND_PLATFORMS: readonly SendPlatform[] = ["mailchimp", "brevo", "klaviyo"];

export interface SentToPlatform {
  platform: SendPlatform;
  templateId: string;
  url: string;
  checks: HandoffCheck[];
}

export function sendToPlatform(templateId: string, platform: SendPlatform): Promise<SentToPlatform> {
  return api<SentToPlatform>(`/api/templates/${encodeURIComponent(templateId)}/send-to/${platform}`, {
    method: "POST",
    auth: true,
    fallbackError: "The template could not be sent. Please try again.",
  });
}
