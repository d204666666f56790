import type { AppBindings } from "../../src/worker/env";

/** The API bases the worker is configured with in these tests; the stand-ins answer only these hosts. */
export const PLATFORM_ENV: Partial<AppBindings> = {
  MAILCHIMP_API_BASE: "https://{dc}.mailchimp.test/3.0",
  BREVO_API_BASE: "https://brevo.test/v3",
  KLAVIYO_API_BASE: "https://klaviyo.test/api",
};

export const MAILCHIMP_KEY = "0123456789abcdef0123456789abcdef-us21";
/** A key of a Mailchimp user whose role may not manage templates. */
export const MAILCHIMP_VIEWER_KEY = "0123456789abcdef0123456789abcdee-us21";
export const BREVO_KEY = "xkeysib-0123456789abcdef0123456789abcdef-ABCDEF";
/** A Brevo key whose IP restrictions refuse the caller. */
export const BREVO_IP_LOCKED_KEY = "xkeysib-0123456789abcdef0123456789abcdee-ABCDEF";
/** A private key made with "Templates: full access" only (templates:read and templates:write, no accounts:read). */
export const KLAVIYO_KEY = "pk_0123456789abcdef0123456789abcdef01";
/** A private key with "Accounts: read access" only. */
export const KLAVIYO_ACCOUNTS_KEY = "pk_0123456789abcdef0123456789abcdef02";

const KLAVIYO_SCOPES: Record<string, string[]> = {
  [KLAVIYO_KEY]: ["templates:read", "templates:write"],
  [KLAVIYO_ACCOUNTS_KEY]: ["accounts:read"],
};

/** The stand-in's calendar: Klaviyo retires a revision two years after its release. */
export const STANDIN_TODAY = "2026-11-28";
const retiredBefore = `${Number(STANDIN_TODAY.slice(0, 4)) - 2}${STANDIN_TODAY.slice(4)}`;

export interface StoredTemplate {
  platform: string;
  id: string;
  /** Brevo keeps marketing e-mails as campaigns and transactional ones as templates. */
  kind?: "campaign" | "template";
  body: Record<string, unknown>;
  updates: number;
}

/**
 * Stand-ins for the three platforms' documented requests and answers (auth header, paths, bodies, error shapes):
 * 401 for a wrong key, 403 for a key without the right (scope, role, IP), 410 for a retired Klaviyo revision, 404
 * for a template deleted there, 429 with the platform's wait header when `limited`. `fail` makes every call answer
 * that status; anything else they are asked for fails the test loudly.
 */
export function fakePlatforms(state: { fail?: number; limited?: boolean } = {}) {
  const templates: StoredTemplate[] = [];
  const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
  let next = 1;
  const json = (
    status: number,
    data: unknown,
    type = "application/json",
    headers: Record<string, string> = {},
  ) =>
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(data), { status, headers: { "content-type": type, ...headers } });
  const find = (platform: string, id: string, kind?: string) =>
    templates.find((t) => t.platform === platform && t.id === id && t.kind === kind);

  const mailchimp = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body: Record<string, unknown>,
  ) => {
    // https://mailchimp.com/developer/marketing/docs/errors/ : problem details
    const problem = (status: number, title: string, detail: string) =>
      json(
        status,
        { type: "https://mailchimp.com/developer/marketing/docs/errors/", title, status, detail },
        "application/problem+json",
      );
    const auth = headers.authorization;
    const viewer = auth === `Basic ${btoa(`brandmail:${MAILCHIMP_VIEWER_KEY}`)}`;
    if (auth !== `Basic ${btoa(`brandmail:${MAILCHIMP_KEY}`)}` && !viewer)
      return problem(
        401,
        "API Key Invalid",
        "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      );
    if (state.limited)
      return problem(429, "Too Many Requests", "You have exceeded the limit of 10 simultaneous connections.");
    if (method === "GET" && path === "/3.0/")
      return json(200, { account_id: "a1", account_name: "Acme Coffee" });
    if (viewer)
      return problem(
        403,
        "Forbidden",
        "The API key provided is linked to a user that does not have access to this resource.",
      );
    const valid = typeof body.name === "string" && body.name.length <= 50 && typeof body.html === "string";
    if (method === "POST" && path === "/3.0/templates") {
      if (!valid) return problem(400, "Invalid Resource", "The resource submitted could not be validated.");
      const t = { platform: "mailchimp", id: String(1000 + next++), body, updates: 0 };
      templates.push(t);
      return json(200, { id: Number(t.id), type: "user", name: body.name });
    }
    const one = /^\/3\.0\/templates\/(\d+)$/.exec(path);
    if (method === "PATCH" && one) {
      const t = find("mailchimp", one[1]);
      if (!t) return problem(404, "Resource Not Found", "The requested resource could not be found.");
      if (!valid) return problem(400, "Invalid Resource", "The resource submitted could not be validated.");
      Object.assign(t, { body, updates: t.updates + 1 });
      return json(200, { id: Number(t.id), type: "user", name: body.name });
    }
    return null;
  };

  const brevo = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body: Record<string, unknown>,
  ) => {
    // https://developers.brevo.com/docs/how-it-works (errors as { code, message })
    if (headers["api-key"] === BREVO_IP_LOCKED_KEY)
      return json(403, { code: "permission_denied", message: "Unrecognised IP address 203.0.113.9" });
    if (headers["api-key"] !== BREVO_KEY)
      return json(401, { code: "unauthorized", message: "Key not found" });
    if (state.limited)
      return json(429, { code: "too_many_requests", message: "Too many requests" }, "application/json", {
        "x-sib-ratelimit-limit": "100",
        "x-sib-ratelimit-remaining": "0",
        "x-sib-ratelimit-reset": "42",
      });
    if (method === "GET" && path === "/v3/account")
      return json(200, { email: "owner@acme-corp.com", companyName: "Acme Coffee" });
    if (method === "GET" && path === "/v3/senders")
      return json(200, {
        senders: [{ id: 7, name: "Acme Coffee", email: "news@acme-corp.com", active: true }],
      });
    const sender = body.sender as { id?: number; email?: string } | undefined;
    if (method === "POST" && (path === "/v3/emailCampaigns" || path === "/v3/smtp/templates")) {
      const campaign = path === "/v3/emailCampaigns";
      const named = campaign ? body.name : body.templateName;
      if (!sender || (!sender.id && !sender.email) || !named || !body.subject || !body.htmlContent)
        return json(400, {
          code: "missing_parameter",
          message: "sender, name, subject and htmlContent are required",
        });
      const t: StoredTemplate = {
        platform: "brevo",
        id: String(next++),
        kind: campaign ? "campaign" : "template",
        body,
        updates: 0,
      };
      templates.push(t);
      return json(201, { id: Number(t.id) });
    }
    const one = /^\/v3\/(emailCampaigns|smtp\/templates)\/(\d+)$/.exec(path);
    if (method === "PUT" && one) {
      const t = find("brevo", one[2], one[1] === "emailCampaigns" ? "campaign" : "template");
      if (!t) return json(404, { code: "document_not_found", message: "Campaign or template not found" });
      Object.assign(t, { body: { ...t.body, ...body }, updates: t.updates + 1 });
      return json(204, null);
    }
    return null;
  };

  const klaviyo = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body: Record<string, unknown>,
  ) => {
    // https://developers.klaviyo.com/en/docs/rate_limits_and_error_handling : { errors: [{ status, code, title, detail }] }
    const error = (
      status: number,
      code: string,
      title: string,
      detail: string,
      extra: Record<string, string> = {},
    ) =>
      json(
        status,
        { errors: [{ id: "e1", status, code, title, detail }] },
        "application/vnd.api+json",
        extra,
      );
    const scopes = KLAVIYO_SCOPES[(headers.authorization ?? "").replace(/^Klaviyo-API-Key /, "")];
    if (!headers.authorization?.startsWith("Klaviyo-API-Key ") || !scopes)
      return error(
        401,
        "not_authenticated",
        "Authentication credentials were not provided.",
        "Missing or invalid private key.",
      );
    const revision = headers.revision ?? "";
    if (!/^\d{4}-\d{2}-\d{2}$/.test(revision) || revision > STANDIN_TODAY)
      return error(
        400,
        "invalid",
        "Invalid revision",
        `Revision ${revision || "(none)"} is not a valid revision.`,
      );
    if (revision < retiredBefore)
      return error(410, "gone", "Revision retired", `Revision ${revision} is retired.`);
    if (state.limited)
      return error(
        429,
        "throttled",
        "Request was throttled.",
        "Request was throttled. Expected available in 7 seconds.",
        {
          "retry-after": "7",
        },
      );
    const need = (scope: string) =>
      scopes.includes(scope)
        ? null
        : error(
            403,
            "permission_denied",
            "You do not have permission to perform this action.",
            `Missing scope ${scope}.`,
          );
    if (method === "GET" && path === "/api/accounts")
      return (
        need("accounts:read") ??
        json(200, {
          data: [
            {
              type: "account",
              id: "AbC",
              attributes: { contact_information: { organization_name: "Acme Coffee" } },
            },
          ],
        })
      );
    if (method === "GET" && path === "/api/templates")
      return (
        need("templates:read") ??
        json(200, {
          data: templates
            .filter((t) => t.platform === "klaviyo")
            .map((t) => ({ type: "template", id: t.id })),
          links: {},
        })
      );
    type Doc = {
      type?: string;
      id?: string;
      attributes?: { name?: string; editor_type?: string; html?: string; text?: string };
    };
    const data = body.data as Doc | undefined;
    if (method === "POST" && path === "/api/templates") {
      const denied = need("templates:write");
      if (denied) return denied;
      if (
        data?.type !== "template" ||
        !data.attributes?.name ||
        !data.attributes.html ||
        data.attributes.editor_type !== "CODE"
      )
        return error(400, "invalid", "Invalid input.", "'name', 'html' and editor_type CODE are required");
      const t = { platform: "klaviyo", id: `T${next++}`, body, updates: 0 };
      templates.push(t);
      return json(
        201,
        { data: { type: "template", id: t.id, attributes: data.attributes } },
        "application/vnd.api+json",
      );
    }
    const one = /^\/api\/templates\/([A-Za-z0-9]+)$/.exec(path);
    if (method === "PATCH" && one) {
      const denied = need("templates:write");
      if (denied) return denied;
      const t = find("klaviyo", one[1]);
      if (!t) return error(404, "not_found", "Not found.", `Template ${one[1]} does not exist.`);
      if (data?.type !== "template" || data.id !== one[1])
        return error(409, "conflict", "Conflict.", "The id in the body does not match the URL.");
      Object.assign(t, { body, updates: t.updates + 1 });
      return json(
        200,
        { data: { type: "template", id: t.id, attributes: data.attributes } },
        "application/vnd.api+json",
      );
    }
    return null;
  };

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? "GET";
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ method, url: url.href, headers });
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (state.fail) return json(state.fail, { title: "Service Unavailable", message: "down", errors: [] });
    const answer =
      url.host === "us21.mailchimp.test"
        ? mailchimp(method, url.pathname, headers, body)
        : url.host === "brevo.test"
          ? brevo(method, url.pathname, headers, body)
          : url.host === "klaviyo.test"
            ? klaviyo(method, url.pathname, headers, body)
            : null;
    if (answer) return answer;
    throw new Error(`unexpected network call to ${method} ${url.href}`);
  };
  return { fetchFn, templates, calls };
}
