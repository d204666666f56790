import { api } from "../../../lib/api";
import type { Profile } from "../../../lib/api-types";

export function getProfile(): Promise<Profile> {
  return api<Profile>("/api/auth/profile", { auth: true, fallbackError: "Failed to load profile" });
}
