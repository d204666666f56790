import type { EspPlatform } from "../../shared/merge-fields";
import { request } from "./api";

export function saveEspPlatform(espPlatform: EspPlatform) {
  return request(
    { auth: true, json: { espPlatform }, fallbackError: "Failed to save your e-mail platform" },
    (c) => c.api.auth.profile.$patch(),
  );
}
