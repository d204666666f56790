import type { AppBindings } from "../../src/worker/env";

/** The API bases the worker is configured with in these tests; the stand-ins answer only these hosts. */
export const PLATFORM_ENV: Partial<AppBindings> = {
  MAILCHIMP_API_BASE: "https://{dc}.mailchimp.test/3.0",
  BREVO_API_BASE: "https://brevo.test/v3",
  KLAVIYO_API_BASE: "https://klaviyo.test/api",
};

export const MAILCHIMP_KEY = "0123456789abcdef0123456789abcdef-us21";
export const BREVO_KEY = "xkeysib-0123456789abcdef0123456789abcdef-ABCDEF";
export const KLAVIYO_KEY = "pk_0123456789abcdef0123456789abcdef01";

export interface StoredTemplate {
  platform: string;
  body: Record<string, unknown>;
}

/**
 * Stand-ins for the three platforms' documented requests and answers (auth header, paths, bodies, error shapes).
 * `fail` makes every call answer that status; anything else they are asked for fails the test loudly.
 */
export function fakePlatforms(state: { fail?: number } = {}) {
  const templates: StoredTemplate[] = [];
  const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
  const json = (status: number, data: unknown, type = "application/json") =>
    new Response(JSON.stringify(data), { status, headers: { "content-type": type } });
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const method = init?.method ?? "GET";
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ method, url: url.href, headers });
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (state.fail) return json(state.fail, { title: "Service Unavailable", message: "down", errors: [] });

    if (url.host === "us21.mailchimp.test") {
      // https://mailchimp.com/developer/marketing/docs/errors/ : problem details
      if (headers.authorization !== `Basic ${btoa(`brandmail:${MAILCHIMP_KEY}`)}`)
        return json(
          401,
          {
            type: "https://mailchimp.com/developer/marketing/docs/errors/",
            title: "API Key Invalid",
            status: 401,
            detail: "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
          },
          "application/problem+json",
        );
      if (method === "GET" && url.pathname === "/3.0/")
        return json(200, { account_id: "a1", account_name: "Acme Coffee" });
      if (method === "POST" && url.pathname === "/3.0/templates") {
        if (typeof body.name !== "string" || typeof body.html !== "string")
          return json(400, {
            title: "Invalid Resource",
            status: 400,
            detail: "The resource submitted could not be validated.",
          });
        templates.push({ platform: "mailchimp", body });
        return json(200, { id: 1000 + templates.length, type: "user", name: body.name });
      }
    }
    if (url.host === "brevo.test") {
      if (headers["api-key"] !== BREVO_KEY)
        return json(401, { code: "unauthorized", message: "Key not found" });
      if (method === "GET" && url.pathname === "/v3/account")
        return json(200, { email: "owner@acme-corp.com", companyName: "Acme Coffee" });
      if (method === "POST" && url.pathname === "/v3/smtp/templates") {
        const sender = body.sender as { email?: string } | undefined;
        if (!sender?.email || !body.templateName || !body.subject || !body.htmlContent)
          return json(400, {
            code: "missing_parameter",
            message: "sender, templateName, subject and htmlContent are required",
          });
        templates.push({ platform: "brevo", body });
        return json(201, { id: templates.length });
      }
    }
    if (url.host === "klaviyo.test") {
      if (headers.authorization !== `Klaviyo-API-Key ${KLAVIYO_KEY}`)
        return json(401, {
          errors: [
            {
              status: 401,
              code: "not_authenticated",
              title: "Authentication credentials were not provided.",
              detail: "Missing or invalid private key.",
            },
          ],
        });
      if (!headers.revision)
        return json(400, { errors: [{ status: 400, code: "invalid", title: "Missing revision header" }] });
      if (method === "GET" && url.pathname === "/api/accounts/")
        return json(200, {
          data: [
            {
              type: "account",
              id: "AbC",
              attributes: { contact_information: { organization_name: "Acme Coffee" } },
            },
          ],
        });
      if (method === "POST" && url.pathname === "/api/templates/") {
        const data = body.data as {
          type?: string;
          attributes?: { name?: string; editor_type?: string; html?: string };
        };
        if (data?.type !== "template" || !data.attributes?.html || data.attributes.editor_type !== "CODE")
          return json(400, {
            errors: [{ status: 400, code: "invalid", title: "Invalid input.", detail: "'html' is required" }],
          });
        templates.push({ platform: "klaviyo", body });
        return json(201, {
          data: { type: "template", id: `T${templates.length}`, attributes: data.attributes },
        });
      }
    }
    throw new Error(`unexpected network call to ${method} ${url.href}`);
  };
  return { fetchFn, templates, calls };
}
