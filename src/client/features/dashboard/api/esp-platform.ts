import type { EspPlatform } from "../../../../shared/merge-fields";
import { api } from "../../../lib/api";
import type { Profile } from "./types";

export function saveEspPlatform(espPlatform: EspPlatform): Promise<Profile> {
  return api<Profile>("/api/auth/profile", {
    method: "PATCH",
    auth: true,
    json: { espPlatform },
    fallbackError: "Failed to save your e-mail platform",
  });
}
