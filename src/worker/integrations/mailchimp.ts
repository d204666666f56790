import { ApiError } from "../platform/errors";
import { PLATFORM_TIMEOUT_MS, type PlatformClient } from "./client";
import { platformError, readAnswer, unreachable } from "./platform-error";

/**
 * Mailchimp Marketing API 3.0 (https://mailchimp.com/developer/marketing/api/templates/add-template/): HTTP Basic
 * with any user name and the key; the key ends with its data centre ("-us21"), which names the API host.
 */
export const MAILCHIMP_DEFAULT_BASE = "https://{dc}.api.mailchimp.com/3.0";
const KEY = /^[0-9a-zA-Z]{16,64}-([a-z]{2,4}\d{1,3})$/;

export function mailchimp(baseTemplate: string | undefined): PlatformClient {
  const label = "Mailchimp";
  const dc = (apiKey: string) => {
    const m = apiKey.match(KEY);
    if (!m)
      throw new ApiError(
        400,
        "validation_failed",
        "A Mailchimp API key ends with its data centre, like 0123…cdef-us21. Copy the whole key from Account > Extras > API keys.",
      );
    return m[1];
  };
  const request = async (apiKey: string, path: string, init: RequestInit = {}) => {
    const base = (baseTemplate || MAILCHIMP_DEFAULT_BASE).replace("{dc}", dc(apiKey)).replace(/\/$/, "");
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Basic ${btoa(`brandmail:${apiKey}`)}`,
          "content-type": "application/json",
          accept: "application/json",
        },
        signal: AbortSignal.timeout(PLATFORM_TIMEOUT_MS),
      });
    } catch {
      throw unreachable(label);
    }
    const body = await readAnswer(res);
    // Mailchimp answers errors as problem details: { title, status, detail }.
    if (!res.ok) throw platformError(label, res.status, str(body?.detail) ?? str(body?.title), apiKey);
    return body ?? {};
  };
  return {
    label,
    async check(apiKey) {
      const root = await request(apiKey, "/");
      return { accountName: str(root.account_name) };
    },
    async createTemplate(apiKey, t) {
      const made = await request(apiKey, "/templates", {
        method: "POST",
        // Mailchimp limits a template name to 50 characters.
        body: JSON.stringify({ name: t.name.slice(0, 50), html: t.html }),
      });
      const id = made.id;
      if (typeof id !== "number" && typeof id !== "string") throw unreachable(label);
      return {
        id: String(id),
        url: `https://${dc(apiKey)}.admin.mailchimp.com/templates/edit?id=${encodeURIComponent(String(id))}`,
      };
    },
  };
}

const str = (v: unknown) => (typeof v === "string" && v ? v : null);
