import { PLATFORM_TIMEOUT_MS, type PlatformClient } from "./client";
import { platformError, readAnswer, unreachable } from "./platform-error";

/**
 * Klaviyo API (https://developers.klaviyo.com/en/reference/create_template): "Klaviyo-API-Key" authorization, a
 * revision header and JSON:API bodies; GET /accounts/ checks the key, POST /templates/ creates a CODE template.
 */
export const KLAVIYO_DEFAULT_BASE = "https://a.klaviyo.com/api";
export const KLAVIYO_REVISION = "2024-10-15";

export function klaviyo(baseUrl: string | undefined): PlatformClient {
  const label = "Klaviyo";
  const base = (baseUrl || KLAVIYO_DEFAULT_BASE).replace(/\/$/, "");
  const request = async (apiKey: string, path: string, init: RequestInit = {}) => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Klaviyo-API-Key ${apiKey}`,
          revision: KLAVIYO_REVISION,
          accept: "application/vnd.api+json",
          "content-type": "application/vnd.api+json",
        },
        signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
      });
    } catch {
      throw unreachable(label);
    }
    const body = await readAnswer(res);
    // Klaviyo answers errors as { errors: [{ status, code, title, detail }] }.
    const first = Array.isArray(body?.errors)
      ? (body.errors[0] as Record<string, unknown> | undefined)
      : undefined;
    if (!res.ok) throw platformError(label, res.status, str(first?.detail) ?? str(first?.title), apiKey);
    return body ?? {};
  };
  return {
    label,
    async check(apiKey) {
      const answer = await request(apiKey, "/accounts/");
      const account = Array.isArray(answer.data)
        ? (answer.data[0] as Record<string, unknown> | undefined)
        : undefined;
      const attributes = account?.attributes as Record<string, unknown> | undefined;
      const contact = attributes?.contact_information as Record<string, unknown> | undefined;
      return { accountName: str(contact?.organization_name) };
    },
    async createTemplate(apiKey, t) {
      const made = await request(apiKey, "/templates/", {
        method: "POST",
        body: JSON.stringify({
          data: {
            type: "template",
            attributes: {
              name: t.name,
              editor_type: "CODE",
              html: t.html,
              ...(t.text ? { text: t.text } : {}),
            },
          },
        }),
      });
      const data = made.data as Record<string, unknown> | undefined;
      const id = data?.id;
      if (typeof id !== "string") throw unreachable(label);
      return { id, url: `https://www.klaviyo.com/email-templates` };
    },
  };
}

const str = (v: unknown) => (typeof v === "string" && v ? v : null);
