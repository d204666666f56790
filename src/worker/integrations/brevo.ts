import { PLATFORM_TIMEOUT_MS, type PlatformClient } from "./client";
import { platformError, readAnswer, unreachable } from "./platform-error";

/**
 * Brevo API v3 (https://developers.brevo.com/reference/createsmtptemplate): the key in the api-key header;
 * GET /account to check it; POST /smtp/templates with a sender, a name, a subject and the HTML.
 */
export const BREVO_DEFAULT_BASE = "https://api.brevo.com/v3";

export function brevo(baseUrl: string | undefined): PlatformClient {
  const label = "Brevo";
  const base = (baseUrl || BREVO_DEFAULT_BASE).replace(/\/$/, "");
  const request = async (apiKey: string, path: string, init: RequestInit = {}) => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        ...init,
        headers: { "api-key": apiKey, "content-type": "application/json", accept: "application/json" },
        signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
      });
    } catch {
      throw unreachable(label);
    }
    const body = await readAnswer(res);
    // Brevo answers errors as { code, message }.
    if (!res.ok) throw platformError(label, res.status, str(body?.message), apiKey);
    return body ?? {};
  };
  return {
    label,
    async check(apiKey) {
      const account = await request(apiKey, "/account");
      return { accountName: str(account.companyName) ?? str(account.email) };
    },
    async createTemplate(apiKey, t) {
      // The template's sender must be one of the account's senders: the account's own address is.
      const account = await request(apiKey, "/account");
      const made = await request(apiKey, "/smtp/templates", {
        method: "POST",
        body: JSON.stringify({
          templateName: t.name,
          subject: t.subject || t.name,
          htmlContent: t.html,
          sender: { email: str(account.email) ?? undefined },
          isActive: true,
        }),
      });
      const id = made.id;
      if (typeof id !== "number" && typeof id !== "string") throw unreachable(label);
      return { id: String(id), url: `https://app.brevo.com/templates/listing` };
    },
  };
}

const str = (v: unknown) => (typeof v === "string" && v ? v : null);
