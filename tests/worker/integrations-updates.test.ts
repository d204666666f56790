import { afterEach, describe, expect, it, vi } from "vitest";
import { generateTemplate } from "../../src/worker/generation/index";
import { sampleInput } from "../fixtures/samples";
import { call, createUser, seedTemplate } from "./pipeline-support";
import { BREVO_KEY, fakePlatforms, KLAVIYO_KEY, MAILCHIMP_KEY, PLATFORM_ENV } from "./integrations-support";

const KEYS = { mailchimp: MAILCHIMP_KEY, brevo: BREVO_KEY, klaviyo: KLAVIYO_KEY } as const;
type Platform = keyof typeof KEYS;
type Sent = { templateId: string; url: string; action: "created" | "updated"; sentAt: string };
type Sends = {
  sends: { platform: string; sentAt: string; templateId: string; templateName: string; url: string }[];
  connected: string[];
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function connectedUser(...platforms: Platform[]) {
  const user = await createUser({ plan: "premium" });
  for (const p of platforms)
    expect(
      (
        await call(`/api/integrations/${p}`, {
          method: "PUT",
          token: user.token,
          json: { apiKey: KEYS[p] },
          env: PLATFORM_ENV,
        })
      ).status,
    ).toBe(200);
  return user;
}

const send = (token: string, id: string, platform: string, json?: unknown) =>
  call(`/api/templates/${id}/send-to/${platform}`, { method: "POST", token, env: PLATFORM_ENV, json });

async function editedCopy(token: string, parentId: string, html: string) {
  const res = await call("/api/templates/save-edited", {
    token,
    json: { parentTemplateId: parentId, htmlContent: html },
  });
  expect(res.status).toBe(201);
  return (await res.json<{ template: { id: string } }>()).template.id;
}

const htmlOf = (platform: Platform, body: Record<string, unknown>) =>
  String(
    platform === "klaviyo"
      ? (body.data as { attributes: { html: string } }).attributes.html
      : platform === "brevo"
        ? body.htmlContent
        : body.html,
  );

describe("a second send updates the template the first one made", () => {
  for (const platform of ["mailchimp", "brevo", "klaviyo"] as const)
    it(`${platform}: send, edit, send the copy: the platform holds one template, with the edit`, async () => {
      const fake = fakePlatforms();
      vi.stubGlobal("fetch", fake.fetchFn);
      const user = await connectedUser(platform);
      const generated = await generateTemplate({ GENERATOR: "builtin" }, sampleInput("newsletter", 4));
      const original = await seedTemplate(user.id, { html: generated.html, campaignType: "newsletter" });

      const first = await send(user.token, original.id, platform);
      expect(first.status, await first.clone().text()).toBe(201);
      const made = await first.json<Sent>();
      expect(made.action).toBe("created");

      const edited = generated.html.replace(/(<h1\b[^>]*>)[\s\S]*?(<\/h1>)/, "$1Spring roasts are in$2");
      const copyId = await editedCopy(user.token, original.id, edited);
      const second = await send(user.token, copyId, platform);
      expect(second.status, await second.clone().text()).toBe(201);
      const updated = await second.json<Sent>();
      expect([updated.action, updated.templateId, updated.url]).toEqual([
        "updated",
        made.templateId,
        made.url,
      ]);

      expect(fake.templates).toHaveLength(1);
      expect(fake.templates[0].updates).toBe(1);
      expect(htmlOf(platform, fake.templates[0].body)).toContain("Spring roasts are in");
      // The copy's footer markers survive the editor's sanitising, so the platform's address tags are written.
      expect(htmlOf(platform, fake.templates[0].body)).not.toMatch(/data-bm-/);

      // The dialog reads when it was last sent, from the copy and from the original alike.
      for (const id of [copyId, original.id]) {
        const { sends, connected } = await (
          await call(`/api/templates/${id}/sends`, { token: user.token, env: PLATFORM_ENV })
        ).json<Sends>();
        expect(connected).toEqual([platform]);
        expect(sends).toEqual([
          expect.objectContaining({ platform, templateId: copyId, sentAt: updated.sentAt, url: made.url }),
        ]);
      }
    });

  it("makes a new template when the user asks for one, and the next send updates that new one", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await connectedUser("mailchimp");
    const generated = await generateTemplate({ GENERATOR: "builtin" }, sampleInput("newsletter", 5));
    const tpl = await seedTemplate(user.id, { html: generated.html, campaignType: "newsletter" });
    const a = await (await send(user.token, tpl.id, "mailchimp")).json<Sent>();
    const b = await (await send(user.token, tpl.id, "mailchimp", { mode: "new" })).json<Sent>();
    expect(b.action).toBe("created");
    expect(b.templateId).not.toBe(a.templateId);
    const c = await (await send(user.token, tpl.id, "mailchimp", { mode: "update" })).json<Sent>();
    expect([c.action, c.templateId]).toEqual(["updated", b.templateId]);
    expect(fake.templates.map((t) => t.updates)).toEqual([0, 1]);
    const bad = await send(user.token, tpl.id, "mailchimp", { mode: "replace" });
    expect(bad.status).toBe(400);
    expect((await bad.json<{ error: { message: string } }>()).error.message).toBe(
      'mode: mode must be "update" or "new"',
    );
  });

  it("makes the template again when the user deleted it at the platform since", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await connectedUser("klaviyo");
    const generated = await generateTemplate({ GENERATOR: "builtin" }, sampleInput("webinar", 2));
    const tpl = await seedTemplate(user.id, { html: generated.html, campaignType: "webinar" });
    const first = await (await send(user.token, tpl.id, "klaviyo")).json<Sent>();
    fake.templates.splice(0);
    const again = await (await send(user.token, tpl.id, "klaviyo")).json<Sent>();
    expect(again.action).toBe("created");
    expect(again.templateId).not.toBe(first.templateId);
    expect(fake.templates).toHaveLength(1);
  });

  it("keeps each user's templates apart: another account's send of the same chain id makes its own", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const [a, b] = [await connectedUser("mailchimp"), await connectedUser("mailchimp")];
    const generated = await generateTemplate({ GENERATOR: "builtin" }, sampleInput("newsletter", 6));
    for (const u of [a, b]) {
      const tpl = await seedTemplate(u.id, { html: generated.html, campaignType: "newsletter" });
      expect((await (await send(u.token, tpl.id, "mailchimp")).json<Sent>()).action).toBe("created");
    }
    expect(fake.templates).toHaveLength(2);
  });
});

describe("what an edited copy sends to Klaviyo", () => {
  it("a text part over 40 characters with the unsubscribe link and no HTML entity", async () => {
    const fake = fakePlatforms();
    vi.stubGlobal("fetch", fake.fetchFn);
    const user = await connectedUser("klaviyo");
    const generated = await generateTemplate({ GENERATOR: "builtin" }, sampleInput("newsletter", 8));
    const original = await seedTemplate(user.id, { html: generated.html, campaignType: "newsletter" });
    const copyId = await editedCopy(
      user.token,
      original.id,
      generated.html.replace(/(<h1\b[^>]*>)[\s\S]*?(<\/h1>)/, "$1Roasts &amp; recipes$2"),
    );
    expect((await send(user.token, copyId, "klaviyo")).status).toBe(201);
    const attrs = (fake.templates[0].body.data as { attributes: { html: string; text: string } }).attributes;
    expect(attrs.text.length).toBeGreaterThan(40);
    expect(attrs.text).toContain("Roasts & recipes");
    expect(attrs.text).toMatch(/\(\{% unsubscribe_link %\}\)/);
    expect(attrs.text).toMatch(/\(\{% web_view_link %\}\)/);
    expect(attrs.text).not.toMatch(/&(?:[a-z]+\d*|#\d+|#x[0-9a-f]+);/i);
    expect(attrs.text).not.toMatch(/\{\{\s*(unsubscribe_url|preferences_url|first_name)/);
    expect(attrs.html).toContain('href="{% web_view_link %}"');
  });
});
