import { api } from "../../../lib/api";

export type KeyPlatform = "mailchimp" | "brevo" | "klaviyo";

export interface StoredKey {
  platform: KeyPlatform;
  last4: string;
  accountName: string | null;
  createdAt: string;
}

export function listPlatformKeys(): Promise<{ keys: StoredKey[] }> {
  return api<{ keys: StoredKey[] }>("/api/integrations", {
    auth: true,
    fallbackError: "Failed to load your platform keys",
  });
}

export function savePlatformKey(platform: KeyPlatform, apiKey: string): Promise<{ key: StoredKey }> {
  return api<{ key: StoredKey }>(`/api/integrations/${platform}`, {
    method: "PUT",
    auth: true,
    json: { apiKey },
    fallbackError: "The key could not be saved. Please try again.",
  });
}

export function deletePlatformKey(platform: KeyPlatform): Promise<{ deleted: true }> {
  return api<{ deleted: true }>(`/api/integrations/${platform}`, {
    method: "DELETE",
    auth: true,
    fallbackError: "The key could not be removed. Please try again.",
  });
}
