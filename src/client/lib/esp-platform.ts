import type { EspPlatform } from "../../shared/merge-fields";
import { api } from "./api";
import type { Profile } from "./api-types";

export function saveEspPlatform(espPlatform: EspPlatform): Promise<Profile> {
  return api<Profile>("/api/auth/profile", {
    method: "PATCH",
    auth: true,
    json: { espPlatform },
    fallbackError: "Failed to save your e-mail platform",
  });
}
