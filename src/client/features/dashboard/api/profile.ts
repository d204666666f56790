import { request } from "../../../lib/api";

export function getProfile() {
  return request({ auth: true, fallbackError: "Failed to load profile" }, (c) => c.api.auth.profile.$get());
}
