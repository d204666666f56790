import { request } from "../../../lib/api";

function patchProfile(json: { companyAddress: string | null } | { notificationsEnabled: boolean }) {
  return request({ auth: true, json, fallbackError: "Failed to save settings" }, (c) =>
    c.api.auth.profile.$patch(),
  );
}

export const updateCompanyAddress = (companyAddress: string | null) => patchProfile({ companyAddress });

export const updateNotifications = (notificationsEnabled: boolean) => patchProfile({ notificationsEnabled });
