import { afterEach, describe, expect, it, vi } from "vitest";
import { KLAVIYO_REVISION } from "../../src/worker/integrations/klaviyo";
import { platformFetch } from "../../src/worker/integrations/platform-error";
import { call, createUser, seedTemplate } from "./pipeline-support";
import {
  BREVO_IP_LOCKED_KEY,
  BREVO_KEY,
  fakePlatforms,
  KLAVIYO_ACCOUNTS_KEY,
  KLAVIYO_KEY,
  MAILCHIMP_KEY,
  MAILCHIMP_VIEWER_KEY,
  PLATFORM_ENV,
  STANDIN_TODAY,
} from "./integrations-support";

type ErrorBody = { error: { code: string; message: string } };
const KEYS = { mailchimp: MAILCHIMP_KEY, brevo: BREVO_KEY, klaviyo: KLAVIYO_KEY } as const;
const HTML = `<!doctype html><html lang="en"><body><p>Hi {{first_name|there}},</p><p class="bm-m" data-bm-postal data-bm-company="Acme Coffee" data-bm-address="1 Main St">Acme Coffee · 1 Main St</p><p class="bm-m"><a href="{{unsubscribe_url}}">Unsubscribe</a></p></body></html>`;

const saveKey = (token: string, platform: string, apiKey: string) =>
  call(`/api/integrations/${platform}`, { method: "PUT", token, json: { apiKey }, env: PLATFORM_ENV });
const send = (token: string, id: string, platform: string) =>
  call(`/api/templates/${id}/send-to/${platform}`, { method: "POST", token, env: PLATFORM_ENV });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const daysBetween = (a: string, b: Date) => (b.getTime() - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

describe("Klaviyo's API revision", () => {
  it("is named in one place and is less than a year old (Klaviyo retires a revision after two years)", () => {
    expect(KLAVIYO_REVISION).toMatch(/^\d{4}-\d{2}-15$/);
    // A reminder on the calendar, not a surprise in production: this fails a year after the pinned release.
    expect(daysBetween(KLAVIYO_REVISION, new Date())).toBeLessThan(365);
    expect(daysBetween(KLAVIYO_REVISION, new Date(`${STANDIN_TODAY}T00:00:00Z`))).toBeGreaterThanOrEqual(0);
  });

  it("a retired revision is answered 410 by the stand-in and read as ours to fix, in plain words", async () => {
    vi.stubGlobal("fetch", fakePlatforms().fetchFn);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const retired = {
      label: "Klaviyo",
      scopeHint: "",
      headers: () => ({ authorization: `Klaviyo-API-Key ${KLAVIYO_KEY}`, revision: "2024-10-15" }),
      detail: () => null,
    };
    await expect(
      platformFetch(retired, KLAVIYO_KEY, "https://klaviyo.test/api/templates"),
    ).rejects.toMatchObject({
      status: 502,
      message: "Klaviyo no longer accepts the API version we use. We have been told; please try again later.",
    });
  });

  it("saves a key made with Templates: full access (the check reads templates, not the account)", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await createUser({ plan: "premium" });
    expect((await saveKey(user.token, "klaviyo", KLAVIYO_KEY)).status).toBe(200);
    expect(fake.calls.map((c) => [c.method, new URL(c.url).pathname, c.headers.revision])).toEqual([
      ["GET", "/api/templates", KLAVIYO_REVISION],
    ]);
  });
});

describe("each platform's documented errors, in plain words", () => {
  it("403 for a key without the right to manage templates names what the key needs", async () => {
    vi.stubGlobal("fetch", fakePlatforms().fetchFn);
    const user = await createUser({ plan: "premium" });
    const klaviyo = await saveKey(user.token, "klaviyo", KLAVIYO_ACCOUNTS_KEY);
    expect(klaviyo.status).toBe(400);
    expect((await klaviyo.json<ErrorBody>()).error.message).toBe(
      "Klaviyo refused the API key for this: it may not manage templates. Create a private API key with Templates: full access in Klaviyo (Settings > API keys). (Klaviyo: Missing scope templates:read.)",
    );
    const brevo = await saveKey(user.token, "brevo", BREVO_IP_LOCKED_KEY);
    expect(brevo.status).toBe(400);
    expect((await brevo.json<ErrorBody>()).error.message).toMatch(
      /^Brevo refused the API key for this: .*\(Brevo: Unrecognised IP address 203\.0\.113\.9\)$/,
    );
    // Mailchimp's account check passes for any user of the account; the template call is refused.
    expect((await saveKey(user.token, "mailchimp", MAILCHIMP_VIEWER_KEY)).status).toBe(200);
    const tpl = await seedTemplate(user.id, { html: HTML, campaignType: "newsletter" });
    const res = await send(user.token, tpl.id, "mailchimp");
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toMatch(
      /^Mailchimp refused the API key for this: it may not manage templates\. Use a key of a Mailchimp user with the Manager role/,
    );
  });

  it("429 says how long to wait, from Retry-After (Klaviyo) or Brevo's reset header, and passes the wait on", async () => {
    const ok = fakePlatforms();
    vi.stubGlobal("fetch", ok.fetchFn);
    const user = await createUser({ plan: "premium" });
    for (const p of ["klaviyo", "brevo", "mailchimp"] as const)
      expect((await saveKey(user.token, p, KEYS[p])).status).toBe(200);
    const tpl = await seedTemplate(user.id, { html: HTML, campaignType: "newsletter" });
    vi.stubGlobal("fetch", fakePlatforms({ limited: true }).fetchFn);
    const want = {
      klaviyo: ["Klaviyo is limiting requests right now. Please try again in 7 seconds.", "7"],
      brevo: ["Brevo is limiting requests right now. Please try again in 42 seconds.", "42"],
      mailchimp: ["Mailchimp is limiting requests right now. Please try again in a minute.", null],
    } as const;
    for (const p of ["klaviyo", "brevo", "mailchimp"] as const) {
      const res = await send(user.token, tpl.id, p);
      expect(res.status).toBe(502);
      const body = await res.json<ErrorBody>();
      expect([body.error.code, body.error.message, res.headers.get("retry-after")]).toEqual([
        "rate_limited",
        ...want[p],
      ]);
    }
  });

  it("401 for a wrong key on send (a key revoked at the platform since it was saved)", async () => {
    vi.stubGlobal("fetch", fakePlatforms().fetchFn);
    const user = await createUser({ plan: "premium" });
    expect((await saveKey(user.token, "klaviyo", KLAVIYO_KEY)).status).toBe(200);
    const tpl = await seedTemplate(user.id, { html: HTML, campaignType: "newsletter" });
    const revoked = fakePlatforms();
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) =>
      revoked.fetchFn(input, {
        ...init,
        headers: {
          ...Object.fromEntries(new Headers(init?.headers)),
          authorization: "Klaviyo-API-Key pk_revoked",
        },
      }),
    );
    const res = await send(user.token, tpl.id, "klaviyo");
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toBe(
      "Klaviyo refused the API key. Check that you copied the whole key and that it is still active.",
    );
  });
});
