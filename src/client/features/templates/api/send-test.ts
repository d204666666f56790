import { api } from "../../../lib/api";

export interface SentTest {
  sent: true;
  to: string;
  resetsAt: string;
}

export function sendTestEmail(templateId: string): Promise<SentTest> {
  return api<SentTest>(`/api/templates/${encodeURIComponent(templateId)}/send-test`, {
    method: "POST",
    auth: true,
    fallbackError: "The test e-mail could not be sent. Please try again.",
  });
}
