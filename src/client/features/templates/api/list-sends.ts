import { api } from "../../../lib/api";
import type { SendPlatform } from "./send-to-platform";

export interface PlatformSend {
  platform: SendPlatform;
  url: string;
  sentAt: string;
  /** The version of the template the platform holds now (this one or another copy of it). */
  templateId: string;
  templateName: string;
}

export interface Sends {
  sends: PlatformSend[];
  /** The platforms with a key saved in Settings. */
  connected: SendPlatform[];
}

export function listSends(templateId: string): Promise<Sends> {
  return api<Sends>(`/api/templates/${encodeURIComponent(templateId)}/sends`, {
    auth: true,
    fallbackError: "Could not read where this template was sent.",
  });
}
