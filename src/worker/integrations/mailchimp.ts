import { ApiError } from "../platform/errors";
import type { PlatformClient } from "./client";
import { platformFetch, str, unreachable, type PlatformHttp } from "./platform-error";

/**
 * Mailchimp Marketing API 3.0: HTTP Basic with any user name and the key; the key ends with its data centre
 * ("-us21"), which names the API host. https://mailchimp.com/developer/marketing/api/templates/ (POST /templates and
 * PATCH /templates/{template_id} with name and html; GET / answers the account).
 */
export const MAILCHIMP_DEFAULT_BASE = "https://{dc}.api.mailchimp.com/3.0";
const KEY = /^[0-9a-zA-Z]{16,64}-([a-z]{2,4}\d{1,3})$/;

const http: PlatformHttp = {
  label: "Mailchimp",
  scopeHint:
    "Use a key of a Mailchimp user with the Manager role or higher, on a plan with custom-coded templates.",
  headers: (apiKey) => ({
    authorization: `Basic ${btoa(`brandmail:${apiKey}`)}`,
    "content-type": "application/json",
    accept: "application/json",
  }),
  // Mailchimp answers errors as problem details: { title, status, detail }.
  detail: (body) => str(body?.detail) ?? str(body?.title),
};

function dc(apiKey: string): string {
  const m = apiKey.match(KEY);
  if (!m)
    throw new ApiError(
      400,
      "validation_failed",
      "A Mailchimp API key ends with its data centre, like 0123…cdef-us21. Copy the whole key from Account > Extras > API keys.",
    );
  return m[1];
}

const editUrl = (apiKey: string, id: string) =>
  `https://${dc(apiKey)}.admin.mailchimp.com/templates/edit?id=${encodeURIComponent(id)}`;

export function mailchimp(baseTemplate: string | undefined): PlatformClient {
  const url = (apiKey: string, path: string) =>
    `${(baseTemplate || MAILCHIMP_DEFAULT_BASE).replace("{dc}", dc(apiKey)).replace(/\/$/, "")}${path}`;
  // Mailchimp limits a template name to 50 characters.
  const body = (t: { name: string; html: string }) =>
    JSON.stringify({ name: t.name.slice(0, 50), html: t.html });
  return {
    label: http.label,
    async check(apiKey) {
      const { body: root } = await platformFetch(http, apiKey, url(apiKey, "/"));
      return { accountName: str(root.account_name) };
    },
    async createTemplate(apiKey, t) {
      const { body: made } = await platformFetch(http, apiKey, url(apiKey, "/templates"), {
        method: "POST",
        body: body(t),
      });
      if (typeof made.id !== "number" && typeof made.id !== "string") throw unreachable(http.label);
      return { id: String(made.id), url: editUrl(apiKey, String(made.id)) };
    },
    async updateTemplate(apiKey, id, t) {
      const { status } = await platformFetch(
        http,
        apiKey,
        url(apiKey, `/templates/${encodeURIComponent(id)}`),
        { method: "PATCH", body: body(t) },
        [404],
      );
      return status === 404 ? null : { id, url: editUrl(apiKey, id) };
    },
  };
}
