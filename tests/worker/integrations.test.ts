import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformKeys } from "../../src/worker/db/schema";
import { decryptKey } from "../../src/worker/integrations/key-crypto";
import { saveKey as saveStoredKey } from "../../src/worker/integrations/keys";
import {
  DEV_PLATFORM_KEYS_SECRET,
  platformKeysSecretProblem,
} from "../../src/worker/platform/production-config";
import { processJob } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import {
  call,
  createUser,
  db,
  recordingEnv,
  seedTemplate,
  submitDirect,
  templatesOf,
  testEnv,
} from "./pipeline-support";
import { BREVO_KEY, fakePlatforms, KLAVIYO_KEY, MAILCHIMP_KEY, PLATFORM_ENV } from "./integrations-support";
import { KLAVIYO_REVISION } from "../../src/worker/integrations/klaviyo";

type ErrorBody = { error: { code: string; message: string } };
const KEYS = { mailchimp: MAILCHIMP_KEY, brevo: BREVO_KEY, klaviyo: KLAVIYO_KEY } as const;

const FOOTER_HTML = `<!doctype html><html lang="en"><body><p>Hi {{first_name|there}},</p><img src="https://app.example/api/assets/p1/hero.png" alt="" width="600" height="300"><p class="bm-m" data-bm-postal data-bm-company="Acme Coffee" data-bm-address="1 Main St, Springfield, IL">Acme Coffee · 1 Main St, Springfield, IL</p><p class="bm-m"><a href="{{unsubscribe_url}}">Unsubscribe</a> &nbsp;·&nbsp; <a href="{{preferences_url}}">Manage email preferences</a></p></body></html>`;

const saveKey = (token: string, platform: string, apiKey: string) =>
  call(`/api/integrations/${platform}`, { method: "PUT", token, json: { apiKey }, env: PLATFORM_ENV });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WRONG = {
  mailchimp: "ffffffffffffffffffffffffffffffff-us21",
  brevo: "xkeysib-ffffffffffffffffffffffffffffffff-FFFFFF",
  klaviyo: "pk_ffffffffffffffffffffffffffffffff00",
} as const;

describe("PUT /api/integrations/:platform (keys in Settings)", () => {
  for (const platform of ["mailchimp", "brevo", "klaviyo"] as const)
    it(`checks a ${platform} key with a harmless call, stores it encrypted and answers only its last four characters`, async () => {
      const fake = fakePlatforms();
      vi.stubGlobal("fetch", fake.fetchFn);
      const user = await createUser({ plan: "premium" });
      const res = await saveKey(user.token, platform, KEYS[platform]);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(KEYS[platform]);
      expect(JSON.parse(text).key).toMatchObject({
        platform,
        last4: KEYS[platform].slice(-4),
        // A Klaviyo key with Templates: full access cannot read the account's name.
        accountName: platform === "klaviyo" ? null : "Acme Coffee",
      });
      expect(fake.calls.map((c) => c.method)).toEqual(["GET"]);
      const [row] = await db.select().from(platformKeys).where(eq(platformKeys.userId, user.id));
      expect(row.ciphertext).not.toContain(KEYS[platform].slice(4, 20));
      expect(await decryptKey(testEnv.PLATFORM_KEYS_SECRET!, user.id, platform, row.ciphertext)).toBe(
        KEYS[platform],
      );
      // Bound to its row: the same ciphertext does not open for another user.
      await expect(
        decryptKey(testEnv.PLATFORM_KEYS_SECRET!, "someone-else", platform, row.ciphertext),
      ).rejects.toThrow();
      const list = await (await call("/api/integrations", { token: user.token, env: PLATFORM_ENV })).text();
      expect(list).not.toContain(KEYS[platform]);
      expect(JSON.parse(list).keys).toHaveLength(1);
    });

  for (const platform of ["mailchimp", "brevo", "klaviyo"] as const)
    it(`refuses a key ${platform} refuses, in plain words, stores nothing and never echoes or logs the key`, async () => {
      vi.stubGlobal("fetch", fakePlatforms().fetchFn);
      const logged = vi.spyOn(console, "error");
      const user = await createUser({ plan: "premium" });
      const wrong = WRONG[platform];
      const res = await saveKey(user.token, platform, wrong);
      expect(res.status).toBe(400);
      const body = await res.json<ErrorBody>();
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.message).toMatch(/refused the API key/);
      expect(JSON.stringify(body)).not.toContain(wrong);
      expect(JSON.stringify(logged.mock.calls)).not.toContain(wrong);
      expect(await db.select().from(platformKeys).where(eq(platformKeys.userId, user.id))).toEqual([]);
    });

  it("answers a platform 5xx as the platform being unavailable (502), not as a bad key", async () => {
    vi.stubGlobal("fetch", fakePlatforms({ fail: 503 }).fetchFn);
    const user = await createUser({ plan: "premium" });
    const res = await saveKey(user.token, "brevo", BREVO_KEY);
    expect(res.status).toBe(502);
    expect((await res.json<ErrorBody>()).error.message).toBe(
      "Brevo is not answering properly right now (error 503). Please try again later.",
    );
  });

  it("explains a Mailchimp key without its data centre", async () => {
    vi.stubGlobal("fetch", fakePlatforms().fetchFn);
    const user = await createUser({ plan: "premium" });
    const res = await saveKey(user.token, "mailchimp", "0123456789abcdef0123456789abcdef");
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).error.message).toMatch(/ends with its data centre/);
  });

  it("deletes a key", async () => {
    vi.stubGlobal("fetch", fakePlatforms().fetchFn);
    const user = await createUser({ plan: "premium" });
    expect((await saveKey(user.token, "klaviyo", KLAVIYO_KEY)).status).toBe(200);
    const del = await call("/api/integrations/klaviyo", {
      method: "DELETE",
      token: user.token,
      env: PLATFORM_ENV,
    });
    expect(del.status).toBe(200);
    expect(await db.select().from(platformKeys).where(eq(platformKeys.userId, user.id))).toEqual([]);
    expect((await call("/api/integrations/klaviyo", { method: "DELETE", token: user.token })).status).toBe(
      404,
    );
  });

  it("is for Premium and Enterprise: a Basic account gets 403 and no platform is called", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await createUser({ plan: "basic" });
    const res = await saveKey(user.token, "mailchimp", MAILCHIMP_KEY);
    expect(res.status).toBe(403);
    expect((await res.json<ErrorBody>()).error.code).toBe("plan_required");
    expect(fake.calls).toEqual([]);
  });

  it("refuses keys outside development without a real PLATFORM_KEYS_SECRET, before calling the platform", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await createUser({ plan: "premium" });
    for (const secret of [undefined, "short", DEV_PLATFORM_KEYS_SECRET]) {
      const prod = { ...testEnv, ...PLATFORM_ENV, APP_ENV: "production", PLATFORM_KEYS_SECRET: secret };
      await expect(saveStoredKey(prod, db, user.id, "mailchimp", MAILCHIMP_KEY)).rejects.toMatchObject({
        status: 503,
      });
    }
    expect(fake.calls).toEqual([]);
    expect(
      platformKeysSecretProblem({
        APP_ENV: "production",
        PLATFORM_KEYS_SECRET: "a-real-secret-of-plenty-of-characters-0042",
      }),
    ).toBeNull();
  });
});

describe("POST /api/templates/:id/send-to/:platform", () => {
  async function connected(platform: keyof typeof KEYS) {
    const user = await createUser({ plan: "premium" });
    expect((await saveKey(user.token, platform, KEYS[platform])).status).toBe(200);
    return user;
  }
  const send = (token: string, id: string, platform: string) =>
    call(`/api/templates/${id}/send-to/${platform}`, { method: "POST", token, env: PLATFORM_ENV });

  it("creates a generated newsletter in Mailchimp with *|UNSUB|*, the address tag and hosted images, and links to it", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await connected("mailchimp");
    const { jobId } = await submitDirect(recordingEnv(), user.id, { campaignType: "newsletter" });
    expect(await processJob(await pipelineDeps(testEnv), jobId, 1)).toBe("completed");
    const [row] = await templatesOf(user.id);
    const res = await send(user.token, row.id, "mailchimp");
    expect(res.status).toBe(201);
    const body = await res.json<{ templateId: string; url: string }>();
    expect(body.url).toBe(`https://us21.admin.mailchimp.com/templates/edit?id=${body.templateId}`);
    const html = String(fake.templates[0].body.html);
    expect(html).toContain('href="*|UNSUB|*"');
    expect(html).toContain("*|LIST:ADDRESSLINE|*");
    expect(html).toMatch(/<img [^>]*src="https?:\/\/[^"]+\/api\/assets\//);
    expect(html).not.toMatch(/\{\{\s*(unsubscribe_url|preferences_url|view_in_browser_url|first_name)/);
  });

  it("puts a Brevo newsletter in a draft email campaign with its tags, the template's subject and a sender of the account", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await connected("brevo");
    const tpl = await seedTemplate(user.id, { html: FOOTER_HTML, campaignType: "newsletter" });
    const res = await send(user.token, tpl.id, "brevo");
    expect(res.status).toBe(201);
    expect(fake.templates.map((t) => t.kind)).toEqual(["campaign"]);
    const made = fake.templates[0].body;
    expect(made).toMatchObject({ name: "Acme confirmation", subject: "Please confirm", sender: { id: 7 } });
    expect(String(made.htmlContent)).toContain('href="{{ unsubscribe }}"');
    expect(String(made.htmlContent)).toContain("{{ contact.FIRSTNAME | default:'there' }}");
    expect(String(made.htmlContent)).toContain("Acme Coffee · 1 Main St, Springfield, IL");
  });

  it("puts a Brevo purchase confirmation in a transactional template", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await connected("brevo");
    const tpl = await seedTemplate(user.id, { html: FOOTER_HTML, campaignType: "transactional-purchase" });
    expect((await send(user.token, tpl.id, "brevo")).status).toBe(201);
    expect(fake.templates.map((t) => t.kind)).toEqual(["template"]);
    expect(fake.templates[0].body).toMatchObject({ templateName: "Acme confirmation", isActive: true });
  });

  it("creates a Klaviyo CODE template whose unsubscribe href is {% unsubscribe_link %}", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await connected("klaviyo");
    const tpl = await seedTemplate(user.id, { html: FOOTER_HTML, campaignType: "newsletter" });
    expect((await send(user.token, tpl.id, "klaviyo")).status).toBe(201);
    const attrs = (fake.templates[0].body.data as { attributes: { html: string } }).attributes;
    expect(attrs.html).toContain('href="{% unsubscribe_link %}"');
    expect(attrs.html).toContain("{{ organization.full_address }}");
    expect(
      fake.calls.every((c) => !c.url.includes("klaviyo") || c.headers.revision === KLAVIYO_REVISION),
    ).toBe(true);
  });

  it("refuses a template whose unsubscribe link was removed, before calling the platform", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await connected("mailchimp");
    const calls = fake.calls.length;
    const tpl = await seedTemplate(user.id, {
      html: FOOTER_HTML.replace(/<a href="\{\{unsubscribe_url\}\}">Unsubscribe<\/a> &nbsp;·&nbsp; /, ""),
      campaignType: "newsletter",
    });
    const res = await send(user.token, tpl.id, "mailchimp");
    expect(res.status).toBe(422);
    expect((await res.json<ErrorBody>()).error.message).toMatch(/\*\|UNSUB\|\*/);
    expect(fake.calls.length).toBe(calls);
    expect(fake.templates).toEqual([]);
  });

  it("answers a platform 5xx on send in plain words (502)", async () => {
    const ok = fakePlatforms();
    vi.stubGlobal("fetch", ok.fetchFn);
    const user = await connected("klaviyo");
    const tpl = await seedTemplate(user.id, { html: FOOTER_HTML, campaignType: "newsletter" });
    vi.stubGlobal("fetch", fakePlatforms({ fail: 500 }).fetchFn);
    const res = await send(user.token, tpl.id, "klaviyo");
    expect(res.status).toBe(502);
    expect((await res.json<ErrorBody>()).error.message).toMatch(
      /^Klaviyo is not answering properly right now \(error 500\)/,
    );
  });

  it("asks to connect the platform first when no key is saved", async () => {
    vi.stubGlobal("fetch", fakePlatforms().fetchFn);
    const user = await createUser({ plan: "premium" });
    const tpl = await seedTemplate(user.id, { html: FOOTER_HTML });
    const res = await send(user.token, tpl.id, "brevo");
    expect(res.status).toBe(409);
    expect((await res.json<ErrorBody>()).error.message).toBe("Connect your Brevo account in Settings first.");
  });
});
