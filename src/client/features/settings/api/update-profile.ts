import { api } from "../../../lib/api";
import type { Profile } from "../../../lib/api-types";

export function updateCompanyAddress(companyAddress: string | null): Promise<Partial<Profile>> {
  return api<Partial<Profile>>("/api/auth/profile", {
    method: "PATCH",
    auth: true,
    json: { companyAddress },
    fallbackError: "Failed to save settings",
  });
}

export function updateNotifications(notificationsEnabled: boolean): Promise<Partial<Profile>> {
  return api<Partial<Profile>>("/api/auth/profile", {
    method: "PATCH",
    auth: true,
    json: { notificationsEnabled },
    fallbackError: "Failed to save settings",
  });
}
