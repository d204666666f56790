import { request } from "../../../lib/api";

export function sendTestEmail(templateId: string) {
  return request({ auth: true, fallbackError: "The test e-mail could not be sent. Please try again." }, (c) =>
    c.api.templates[":id"]["send-test"].$post({ param: { id: encodeURIComponent(templateId) } }),
  );
}
