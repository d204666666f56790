import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, templates } from "../../src/worker/db/schema";
import { processJob } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { sanitizeEmailHtml } from "../../src/worker/generation/sanitize";
import { SEND_TEST_DAILY_LIMIT, sendTestResetAt } from "../../src/worker/templates/send-test";
import { themeFromHtml } from "../../src/worker/templates/blocks";
import {
  PNG_B64,
  call,
  createUser,
  db,
  recordingEnv,
  seedTemplate,
  submitDirect,
  templatesOf,
  testEnv,
} from "./pipeline-support";

type ErrorBody = { error: { code: string; message: string } };

const TEMPLATE_HTML = `<!doctype html><html lang="en"><body><table class="bm-card"><tr><td><p class="bm-t" style="margin:0;font-family:Arial, sans-serif;color:#1f2933;">Hi {{first_name}},</p>
<p><a href="{{view_in_browser_url}}">View in browser</a></p><p>Acme · {{company_address}}</p><p><a href="{{unsubscribe_url}}">Unsubscribe</a></p></td></tr></table></body></html>`;

async function generated(plan: "premium" | "free" = "premium") {
  const user = await createUser({ plan });
  const { jobId } = await submitDirect(recordingEnv(), user.id, {
    campaignType: plan === "premium" ? "customer-onboarding" : "confirmation-email",
  });
  expect(await processJob(await pipelineDeps(testEnv), jobId, 1)).toBe("completed");
  const [row] = await templatesOf(user.id);
  return { user, row };
}

describe("POST /api/templates/:id/send-test", () => {
  it("sends the template with sample values to the account's own address and it lands in the outbox", async () => {
    const user = await createUser({ plan: "basic" });
    const tpl = await seedTemplate(user.id, { html: TEMPLATE_HTML });
    const res = await call(`/api/templates/${tpl.id}/send-test`, { method: "POST", token: user.token });
    expect(res.status).toBe(200);
    const body = await res.json<{ sent: boolean; to: string; resetsAt: string }>();
    expect(body.sent).toBe(true);
    const [row] = await db.select().from(outbox).where(eq(outbox.to, body.to));
    expect(row.subject).toBe("[Test] Please confirm");
    expect(row.html).toContain("Hi Grace,");
    expect(row.html).not.toMatch(/\{\{/);
    expect(row.html).not.toContain("Unsubscribe");
    expect(row.text).toContain("Hello");
  });

  it("allows 20 a day per account, then answers 429 with the time the limit resets", async () => {
    const user = await createUser({ plan: "basic" });
    const tpl = await seedTemplate(user.id);
    for (let i = 0; i < SEND_TEST_DAILY_LIMIT; i++)
      expect(
        (await call(`/api/templates/${tpl.id}/send-test`, { method: "POST", token: user.token })).status,
      ).toBe(200);
    const res = await call(`/api/templates/${tpl.id}/send-test`, { method: "POST", token: user.token });
    expect(res.status).toBe(429);
    const reset = sendTestResetAt(Date.now())
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z");
    expect((await res.json<ErrorBody>()).error.message).toContain(reset);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await createUser({ plan: "basic" });
    const theirs = await seedTemplate(other.id);
    expect(
      (await call(`/api/templates/${theirs.id}/send-test`, { method: "POST", token: other.token })).status,
    ).toBe(200);
  });

  it("refuses an unverified address and someone else's template", async () => {
    const unverified = await createUser({ plan: "basic", emailVerifiedAt: null });
    const tpl = await seedTemplate(unverified.id);
    const res = await call(`/api/templates/${tpl.id}/send-test`, { method: "POST", token: unverified.token });
    expect(res.status).toBe(403);
    expect((await res.json<ErrorBody>()).error.code).toBe("email_not_verified");
    const other = await createUser({ plan: "basic" });
    expect(
      (await call(`/api/templates/${tpl.id}/send-test`, { method: "POST", token: other.token })).status,
    ).toBe(404);
  });
});

describe("POST /api/templates/:id/images", () => {
  it("stores a real image under the template's public asset prefix and serves it from the image route", async () => {
    const user = await createUser({ plan: "premium" });
    const tpl = await seedTemplate(user.id, { withLogo: true });
    const res = await call(`/api/templates/${tpl.id}/images`, {
      token: user.token,
      json: { image: `data:image/png;base64,${PNG_B64}` },
    });
    expect(res.status).toBe(201);
    const body = await res.json<{ url: string }>();
    expect(body.url).toMatch(new RegExp(`^http://app\\.test/api/${tpl.assetPrefix}img-[0-9a-f]{12}\\.png$`));
    const served = await call(new URL(body.url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("gives a template without assets its own prefix", async () => {
    const user = await createUser({ plan: "premium" });
    const tpl = await seedTemplate(user.id);
    const res = await call(`/api/templates/${tpl.id}/images`, {
      token: user.token,
      json: { image: `data:image/png;base64,${PNG_B64}` },
    });
    expect(res.status).toBe(201);
    const [row] = await db.select().from(templates).where(eq(templates.id, tpl.id));
    expect(row.assetPrefix).toMatch(/^assets\/[0-9a-f]{32}\/$/);
    expect((await res.json<{ url: string }>()).url).toContain(row.assetPrefix!);
  });

  it("refuses a text file renamed to .png with 415 and an image over 2 MB with 413", async () => {
    const user = await createUser({ plan: "premium" });
    const tpl = await seedTemplate(user.id);
    const fake = await call(`/api/templates/${tpl.id}/images`, {
      token: user.token,
      json: { image: `data:image/png;base64,${btoa("hello, not an image")}` },
    });
    expect(fake.status).toBe(415);
    expect((await fake.json<ErrorBody>()).error.message).toBe(
      "The file must be a PNG, JPEG, WebP, GIF or SVG image.",
    );
    const big = `data:image/png;base64,${"A".repeat(Math.ceil((2 * 1024 * 1024 + 10) / 3) * 4)}`;
    expect(
      (await call(`/api/templates/${tpl.id}/images`, { token: user.token, json: { image: big } })).status,
    ).toBe(413);
  });
});

describe("POST /api/templates/:id/blocks", () => {
  it("renders a block with the template's own button colour and fonts", async () => {
    const { user, row } = await generated();
    const html = await (await env.BUCKET.get(row.bodyKey))!.text();
    const fill = /class="bm-btn"[^>]*background-color:(#[0-9a-f]{6})/.exec(html)![1];
    const res = await call(`/api/templates/${row.id}/blocks`, {
      token: user.token,
      json: {
        block: {
          kind: "steps",
          title: "How it works",
          items: [{ title: "Sign up", body: "Create your account." }],
        },
      },
    });
    expect(res.status).toBe(200);
    const block = (await res.json<{ html: string }>()).html;
    expect(block).toMatch(/^<tr>/);
    expect(block).toContain("How it works");
    expect(block).toContain(`background-color:${fill}`);
    expect(themeFromHtml(html, []).light.button.fill).toBe(fill);
    // Headings take the body heading colour, never the banner's white headline.
    const heading = /<h[23][^>]*class="bm-h"[^>]*color:(#[0-9a-f]{6})/.exec(html)?.[1];
    if (heading) expect(themeFromHtml(html, []).light.heading).toBe(heading);
    expect(themeFromHtml(html, []).light.heading).not.toBe("#ffffff");
  });

  it("uses the colours the user set in the editor since the template was stored", async () => {
    const { user, row } = await generated();
    const res = await call(`/api/templates/${row.id}/blocks`, {
      token: user.token,
      json: {
        block: { kind: "steps", title: "Next", items: [{ title: "A", body: "B" }] },
        colors: { button: "#0F766E", accent: "#FDE047" },
      },
    });
    const block = (await res.json<{ html: string }>()).html;
    expect(block).toContain("background-color:#0f766e");
    const bad = await call(`/api/templates/${row.id}/blocks`, {
      token: user.token,
      json: { block: { kind: "note", text: "x" }, colors: { button: "red" } },
    });
    expect(bad.status).toBe(400);
  });

  it("keeps a three-colour kit's badge colour for new sections, whatever button colour the user sets", async () => {
    const { generateTemplate } = await import("../../src/worker/generation/index");
    const { planTemplate } = await import("../../src/worker/generation/builtin");
    const { KIT_PALETTE, sampleInput } = await import("../fixtures/samples");
    const input = { ...sampleInput("customer-onboarding", 1, { brand: 0 }), palette: KIT_PALETTE };
    const made = planTemplate(input).options.theme.light;
    const html = (await generateTemplate({ GENERATOR: "builtin" }, input)).html;
    expect(made.badge.fill).not.toBe(made.button.fill);
    expect(themeFromHtml(html, KIT_PALETTE).light.badge.fill).toBe(made.badge.fill);
    const recoloured = themeFromHtml(html, KIT_PALETTE, { button: "#0f766e" }).light;
    expect(recoloured.button.fill).toBe("#0f766e");
    expect(recoloured.badge.fill).toBe(made.badge.fill);
  });

  it("renders an empty text section and refuses unknown kinds and empty text with 400", async () => {
    const user = await createUser({ plan: "premium" });
    const tpl = await seedTemplate(user.id);
    const ok = await call(`/api/templates/${tpl.id}/blocks`, {
      token: user.token,
      json: { block: { kind: "text", text: "Write your text here." } },
    });
    expect((await ok.json<{ html: string }>()).html).toContain("Write your text here.");
    for (const block of [{ kind: "video" }, { kind: "note", text: "  " }]) {
      const res = await call(`/api/templates/${tpl.id}/blocks`, { token: user.token, json: { block } });
      expect(res.status).toBe(400);
    }
  });
});

describe("saving an edited copy", () => {
  it("keeps every Outlook style and conditional comment the engine wrote", async () => {
    const { row } = await generated();
    const html = await (await env.BUCKET.get(row.bodyKey))!.text();
    const clean = await sanitizeEmailHtml(html);
    const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;
    for (const re of [
      /mso-line-height-rule/g,
      /mso-hide:all/g,
      /<!--\[if mso\]>/g,
      /<!\[endif\]-->/g,
      /v:roundrect/g,
      /mso-table-lspace/g,
    ])
      expect([re.source, count(clean, re)]).toEqual([re.source, count(html, re)]);
  });

  it("refuses a copy over 500 KB with a clear message", async () => {
    const user = await createUser({ plan: "premium" });
    const tpl = await seedTemplate(user.id);
    const res = await call("/api/templates/save-edited", {
      token: user.token,
      json: { parentTemplateId: tpl.id, htmlContent: `<p>${"x".repeat(501 * 1024)}</p>` },
    });
    expect(res.status).toBe(413);
    expect((await res.json<ErrorBody>()).error.message).toMatch(/over the 500 KB limit for saving/);
  });
});

describe("PATCH /api/auth/profile espPlatform", () => {
  it("remembers the e-mail platform in the profile and refuses unknown ones", async () => {
    const user = await createUser();
    expect(
      (await (await call("/api/auth/profile", { token: user.token })).json<{ espPlatform: string | null }>())
        .espPlatform,
    ).toBeNull();
    const res = await call("/api/auth/profile", {
      method: "PATCH",
      token: user.token,
      json: { espPlatform: "mailchimp" },
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ espPlatform: string }>()).espPlatform).toBe("mailchimp");
    expect(
      (await (await call("/api/auth/profile", { token: user.token })).json<{ espPlatform: string }>())
        .espPlatform,
    ).toBe("mailchimp");
    const bad = await call("/api/auth/profile", {
      method: "PATCH",
      token: user.token,
      json: { espPlatform: "aol" },
    });
    expect(bad.status).toBe(400);
  });
});
