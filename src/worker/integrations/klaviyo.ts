import type { PlatformClient, PushTemplate } from "./client";
import { platformFetch, str, unreachable, type PlatformHttp } from "./platform-error";

/**
 * Klaviyo's REST API: "Klaviyo-API-Key" authorization, a revision header and JSON:API bodies.
 * https://developers.klaviyo.com/en/reference/get_templates (GET /api/templates, scope templates:read: the key
 * check, which a key with "Templates: full access" can make), .../create_template (POST /api/templates, CODE
 * templates) and .../update_template (PATCH /api/templates/{id}), each with scope templates:write.
 */
export const KLAVIYO_DEFAULT_BASE = "https://a.klaviyo.com/api";

/**
 * The one revision every call names. Klaviyo supports a revision for two years and then retires it (410 or a silent
 * move forward: https://developers.klaviyo.com/en/docs/api_versioning_and_deprecation_policy); a test fails once this
 * is a year old, so it is moved on in time.
 */
export const KLAVIYO_REVISION = "2026-10-15";

const http: PlatformHttp = {
  label: "Klaviyo",
  scopeHint: "Create a private API key with Templates: full access in Klaviyo (Settings > API keys).",
  headers: (apiKey) => ({
    authorization: `Klaviyo-API-Key ${apiKey}`,
    revision: KLAVIYO_REVISION,
    accept: "application/vnd.api+json",
    "content-type": "application/vnd.api+json",
  }),
  // Klaviyo answers errors as { errors: [{ status, code, title, detail }] }.
  detail: (body) => {
    const first = Array.isArray(body?.errors)
      ? (body.errors[0] as Record<string, unknown> | undefined)
      : undefined;
    return str(first?.detail) ?? str(first?.title);
  },
};

const attributes = (t: PushTemplate) => ({ name: t.name, html: t.html, ...(t.text ? { text: t.text } : {}) });

const at = (id: string) => ({ id, url: "https://www.klaviyo.com/email-templates" });

export function klaviyo(baseUrl: string | undefined): PlatformClient {
  const base = (baseUrl || KLAVIYO_DEFAULT_BASE).replace(/\/$/, "");
  return {
    label: http.label,
    async check(apiKey) {
      await platformFetch(http, apiKey, `${base}/templates?fields[template]=name`);
      // Klaviyo names the account only to keys with accounts:read, which "Templates: full access" does not give.
      return { accountName: null };
    },
    async createTemplate(apiKey, t) {
      const { body } = await platformFetch(http, apiKey, `${base}/templates`, {
        method: "POST",
        body: JSON.stringify({
          data: { type: "template", attributes: { ...attributes(t), editor_type: "CODE" } },
        }),
      });
      const id = (body.data as Record<string, unknown> | undefined)?.id;
      if (typeof id !== "string") throw unreachable(http.label);
      return at(id);
    },
    async updateTemplate(apiKey, id, t) {
      const { status } = await platformFetch(
        http,
        apiKey,
        `${base}/templates/${encodeURIComponent(id)}`,
        {
          method: "PATCH",
          body: JSON.stringify({ data: { type: "template", id, attributes: attributes(t) } }),
        },
        [404],
      );
      return status === 404 ? null : at(id);
    },
  };
}
