import type { PlatformClient, PushTemplate } from "./client";
import { platformFetch, str, unreachable, type PlatformHttp } from "./platform-error";

/**
 * Brevo API v3: the key in the api-key header; GET /account checks it.
 * - Marketing e-mails become a draft email campaign (no recipients, not scheduled), where Brevo keeps campaigns:
 *   https://developers.brevo.com/reference/create-email-campaign (POST /emailCampaigns, PUT /emailCampaigns/{id}).
 * - Transactional e-mails become a transactional template:
 *   https://developers.brevo.com/reference/createsmtptemplate (POST /smtp/templates, PUT /smtp/templates/{id}).
 * The id this client hands back says which of the two it is ("campaign:12", "template:7").
 */
export const BREVO_DEFAULT_BASE = "https://api.brevo.com/v3";

const http: PlatformHttp = {
  label: "Brevo",
  scopeHint:
    "Check in Brevo (SMTP & API > API keys) that the key is active and that its IP restrictions allow us.",
  headers: (apiKey) => ({
    "api-key": apiKey,
    "content-type": "application/json",
    accept: "application/json",
  }),
  // Brevo answers errors as { code, message }.
  detail: (body) => str(body?.message),
  // https://developers.brevo.com/docs/limit-headers (x-sib-ratelimit-reset: seconds until the window resets)
  retryAfter: (h) => h.get("retry-after") ?? h.get("x-sib-ratelimit-reset"),
};

const PLACES = {
  marketing: {
    prefix: "campaign",
    path: "/emailCampaigns",
    url: "https://app.brevo.com/marketing-campaign/list",
  },
  transactional: {
    prefix: "template",
    path: "/smtp/templates",
    url: "https://app.brevo.com/templates/listing",
  },
} as const;

function payload(t: PushTemplate) {
  const subject = t.subject || t.name;
  return t.kind === "marketing"
    ? { name: t.name, subject, htmlContent: t.html }
    : { templateName: t.name, subject, htmlContent: t.html, isActive: true };
}

export function brevo(baseUrl: string | undefined): PlatformClient {
  const base = (baseUrl || BREVO_DEFAULT_BASE).replace(/\/$/, "");
  /** A sender the account may use: its first active sender, else the account's own address. */
  const sender = async (apiKey: string) => {
    const { body } = await platformFetch(http, apiKey, `${base}/senders`);
    const senders = Array.isArray(body.senders) ? (body.senders as Record<string, unknown>[]) : [];
    const active = senders.find((s) => s.active !== false && typeof s.id === "number");
    if (active) return { id: active.id as number };
    const { body: account } = await platformFetch(http, apiKey, `${base}/account`);
    return { email: str(account.email) ?? undefined };
  };
  return {
    label: http.label,
    async check(apiKey) {
      const { body } = await platformFetch(http, apiKey, `${base}/account`);
      return { accountName: str(body.companyName) ?? str(body.email) };
    },
    async createTemplate(apiKey, t) {
      const place = PLACES[t.kind];
      const { body } = await platformFetch(http, apiKey, `${base}${place.path}`, {
        method: "POST",
        body: JSON.stringify({ ...payload(t), sender: await sender(apiKey) }),
      });
      if (typeof body.id !== "number" && typeof body.id !== "string") throw unreachable(http.label);
      return { id: `${place.prefix}:${body.id}`, url: place.url };
    },
    async updateTemplate(apiKey, id, t) {
      const place = PLACES[t.kind];
      const [prefix, number] = id.split(":");
      // Made as the other kind (the copy's campaign type changed since): a new one is made where this kind belongs.
      if (prefix !== place.prefix || !/^\d+$/.test(number ?? "")) return null;
      const { status } = await platformFetch(
        http,
        apiKey,
        `${base}${place.path}/${number}`,
        { method: "PUT", body: JSON.stringify(payload(t)) },
        [404],
      );
      return status === 404 ? null : { id, url: place.url };
    },
  };
}
