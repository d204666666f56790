import { request, type Answer, type Api } from "../../../lib/api";

export type KeyPlatform = "mailchimp" | "brevo" | "klaviyo";

export type StoredKey = Answer<Api["api"]["integrations"]["$get"]>["keys"][number];

export function listPlatformKeys() {
  return request({ auth: true, fallbackError: "Failed to load your platform keys" }, (c) =>
    c.api.integrations.$get(),
  );
}

export function savePlatformKey(platform: KeyPlatform, apiKey: string) {
  return request(
    { auth: true, json: { apiKey }, fallbackError: "The key could not be saved. Please try again." },
    (c) => c.api.integrations[":platform"].$put({ param: { platform } }),
  );
}

export function deletePlatformKey(platform: KeyPlatform) {
  return request({ auth: true, fallbackError: "The key could not be removed. Please try again." }, (c) =>
    c.api.integrations[":platform"].$delete({ param: { platform } }),
  );
}
