import type { AppBindings } from "../env";
import { ApiError } from "../platform/errors";

export const SEND_PLATFORMS = ["mailchimp", "brevo", "klaviyo"] as const;
export type SendPlatform = (typeof SEND_PLATFORMS)[number];

export function sendPlatformParam(v: string): SendPlatform {
  if (!(SEND_PLATFORMS as readonly string[]).includes(v))
    throw new ApiError(404, "not_found", `Sending is available for ${SEND_PLATFORMS.join(", ")}.`);
  return v as SendPlatform;
}

export interface PushTemplate {
  name: string;
  subject: string;
  html: string;
  text: string | null;
  /** Marketing e-mails and transactional ones land in different places on some platforms (Brevo). */
  kind: "marketing" | "transactional";
}

export interface PushedTemplate {
  /** The platform's id of what was made, as this client reads it back to update it. */
  id: string;
  url: string;
}

export interface PlatformClient {
  label: string;
  /** A harmless read that proves the key works; answers the account's name when the platform gives one. */
  check(apiKey: string): Promise<{ accountName: string | null }>;
  /** Creates the template in the user's account; answers its id and where to open it. */
  createTemplate(apiKey: string, t: PushTemplate): Promise<PushedTemplate>;
  /** Replaces the content of the template made before; null when it no longer exists there (deleted by the user). */
  updateTemplate(apiKey: string, id: string, t: PushTemplate): Promise<PushedTemplate | null>;
}

export type PlatformEnv = Pick<AppBindings, "MAILCHIMP_API_BASE" | "BREVO_API_BASE" | "KLAVIYO_API_BASE">;

export const PLATFORM_TIMEOUT_MS = 15_000;
