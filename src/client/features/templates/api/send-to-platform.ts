import { request, type Answer, type Api } from "../../../lib/api";

export type SendPlatform = "mailchimp" | "brevo" | "klaviyo";
export const SEND_PLATFORMS: readonly SendPlatform[] = ["mailchimp", "brevo", "klaviyo"];

/** `action` "updated": the platform's template from an earlier send of this template (or a version) was replaced. */
export type SentToPlatform = Answer<Api["api"]["templates"][":id"]["send-to"][":platform"]["$post"]>;

/** "update" replaces what an earlier send made (the server's default); "new" makes another template there. */
export function sendToPlatform(
  templateId: string,
  platform: SendPlatform,
  mode: "update" | "new" = "update",
) {
  return request(
    { auth: true, json: { mode }, fallbackError: "The template could not be sent. Please try again." },
    (c) =>
      c.api.templates[":id"]["send-to"][":platform"].$post({
        param: { id: encodeURIComponent(templateId), platform },
      }),
  );
}
