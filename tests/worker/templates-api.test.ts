import { describe, expect, it } from "vitest";
import { PREVIEW_TOKEN_TTL_SECONDS, signPreviewToken } from "../../src/worker/templates/preview-token";
import { call, createUser, getUser, seedTemplate, templatesOf, testEnv } from "./pipeline-support";

const env = testEnv;

interface Summary {
  id: string;
  name: string;
  createdAt: string;
  campaignType: string;
  websiteUrl: string;
  templatecardid: string;
  subject: string;
  preheader: string;
  parentTemplateId: string | null;
  sizeBytes: number;
  previewUrl: string;
}
type List = { templates: Summary[]; total: number; page: number; pageSize: number };
type ErrorBody = { error: { code: string; message: string } };

const list = async (token: string, query = "") => {
  const res = await call(`/api/templates${query}`, { token });
  expect(res.status).toBe(200);
  return res.json<List>();
};

describe("GET /api/templates", () => {
  it("lists only the caller's templates, newest first, with every field", async () => {
    const user = await createUser();
    const other = await createUser();
    const old = await seedTemplate(user.id, { name: "Old one", createdAt: 1_700_000_000 });
    const recent = await seedTemplate(user.id, { name: "New one", createdAt: 1_800_000_000 });
    await seedTemplate(other.id, { name: "Not mine" });
    const body = await list(user.token);
    expect(body.total).toBe(2);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(50);
    expect(body.templates.map((t) => t.id)).toEqual([recent.id, old.id]);
    const first = body.templates[0];
    expect(first).toMatchObject({
      name: "New one",
      createdAt: new Date(1_800_000_000 * 1000).toISOString(),
      campaignType: "confirmation-email",
      websiteUrl: "https://www.acme-corp.com",
      subject: "Please confirm",
      preheader: "One click",
      parentTemplateId: null,
      sizeBytes: recent.html.length,
    });
    expect(first.templatecardid).toMatch(/^[A-Z2-9]{6}$/);
    expect(first.previewUrl).toMatch(new RegExp(`^/api/templates/${recent.id}/preview\\?token=[^&]+$`));
  });

  it("searches name, campaign type and website case-insensitively", async () => {
    const user = await createUser();
    await seedTemplate(user.id, {
      name: "Spring NEWS",
      campaignType: "newsletter",
      websiteUrl: "https://one.example",
    });
    await seedTemplate(user.id, {
      name: "Webinar invite",
      campaignType: "webinar",
      websiteUrl: "https://globex.example",
    });
    await seedTemplate(user.id, {
      name: "100% off_sale",
      campaignType: "product-launch",
      websiteUrl: "https://two.example",
    });
    expect((await list(user.token, "?search=news")).templates.map((t) => t.name)).toEqual(["Spring NEWS"]);
    expect((await list(user.token, "?search=WEBINAR")).templates.map((t) => t.name)).toEqual([
      "Webinar invite",
    ]);
    expect((await list(user.token, "?search=GLOBEX")).templates.map((t) => t.name)).toEqual([
      "Webinar invite",
    ]);
    expect((await list(user.token, "?search=product-launch")).total).toBe(1);
    // LIKE wildcards in the search are literal characters.
    expect((await list(user.token, "?search=%25")).templates.map((t) => t.name)).toEqual(["100% off_sale"]);
    expect((await list(user.token, "?search=_")).templates.map((t) => t.name)).toEqual(["100% off_sale"]);
    expect((await list(user.token, "?search=nothing-like-this")).total).toBe(0);
  });

  it("filters by campaign type value or by the filter label", async () => {
    const user = await createUser();
    await seedTemplate(user.id, { name: "A", campaignType: "confirmation-email" });
    await seedTemplate(user.id, { name: "B", campaignType: "transactional-purchase" });
    await seedTemplate(user.id, { name: "C", campaignType: "offline-event" });
    expect((await list(user.token, "?type=Transactional")).total).toBe(2);
    expect((await list(user.token, "?type=transactional-purchase")).templates.map((t) => t.name)).toEqual([
      "B",
    ]);
    expect((await list(user.token, "?type=Event")).templates.map((t) => t.name)).toEqual(["C"]);
    expect((await list(user.token, "?type=Transactional&search=b")).templates.map((t) => t.name)).toEqual([
      "B",
    ]);
  });

  it("pages with page and pageSize", async () => {
    const user = await createUser();
    for (let i = 0; i < 7; i++) await seedTemplate(user.id, { name: `T${i}`, createdAt: 1_700_000_000 + i });
    const p1 = await list(user.token, "?pageSize=3");
    const p3 = await list(user.token, "?pageSize=3&page=3");
    expect(p1.templates.map((t) => t.name)).toEqual(["T6", "T5", "T4"]);
    expect(p3.templates.map((t) => t.name)).toEqual(["T0"]);
    expect(p3.total).toBe(7);
  });

  const badQueries = [
    "?pageSize=0",
    "?pageSize=101",
    "?pageSize=abc",
    "?page=0",
    "?page=1.5",
    "?type=Holiday",
    `?search=${"x".repeat(201)}`,
  ];
  for (const q of badQueries) {
    it(`answers 400 for ${q.slice(0, 30)}`, async () => {
      const user = await createUser();
      const res = await call(`/api/templates${q}`, { token: user.token });
      expect(res.status).toBe(400);
      expect((await res.json<ErrorBody>()).error.code).toBe("validation_failed");
    });
  }

  it("answers 401 'Authentication required' without a token", async () => {
    const res = await call("/api/templates");
    expect(res.status).toBe(401);
    expect((await res.json<ErrorBody>()).error.message).toBe("Authentication required");
  });
});

describe("GET /api/templates/:id", () => {
  it("returns the template with its HTML and plain text", async () => {
    const user = await createUser();
    const t = await seedTemplate(user.id);
    const res = await call(`/api/templates/${t.id}`, { token: user.token });
    expect(res.status).toBe(200);
    const { template } = await res.json<{ template: Summary & { htmlContent: string; plainText: string } }>();
    expect(template.id).toBe(t.id);
    expect(template.htmlContent).toBe(t.html);
    expect(template.plainText).toBe("Hello");
  });

  it("answers 404 for another user's template and for ids that do not exist", async () => {
    const owner = await createUser();
    const other = await createUser();
    const t = await seedTemplate(owner.id);
    for (const id of [t.id, crypto.randomUUID(), "not-an-id"]) {
      const res = await call(`/api/templates/${id}`, { token: other.token });
      expect(res.status).toBe(404);
    }
  });
});

describe("DELETE /api/templates/:id", () => {
  it("deletes the row and every R2 object, including the public logo", async () => {
    const user = await createUser();
    const t = await seedTemplate(user.id, { withLogo: true });
    expect((await call(`/api/${t.assetPrefix}logo.png`)).status).toBe(200);
    const res = await call(`/api/templates/${t.id}`, { token: user.token, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await templatesOf(user.id)).toHaveLength(0);
    expect((await env.BUCKET.list({ prefix: `templates/${user.id}/` })).objects).toHaveLength(0);
    expect((await env.BUCKET.list({ prefix: t.assetPrefix! })).objects).toHaveLength(0);
    expect((await call(`/api/${t.assetPrefix}logo.png`)).status).toBe(404);
  });

  it("answers 404 for another user's template and leaves it alone", async () => {
    const owner = await createUser();
    const other = await createUser();
    const t = await seedTemplate(owner.id);
    const res = await call(`/api/templates/${t.id}`, { token: other.token, method: "DELETE" });
    expect(res.status).toBe(404);
    expect(await templatesOf(owner.id)).toHaveLength(1);
  });
});

describe("GET /api/templates/:id/preview", () => {
  it("serves the HTML with a strict policy for a sandboxed frame, using the token from the list", async () => {
    const user = await createUser();
    const t = await seedTemplate(user.id);
    const { templates } = await list(user.token);
    const res = await call(templates[0].previewUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(t.html);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("img-src https: data: http:");
    expect(csp).toContain("style-src 'unsafe-inline'");
    expect(csp).toContain("font-src https:");
    expect(csp).not.toContain("script-src");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });

  it("refuses a missing, forged, expired, other-template or session token with 401", async () => {
    const user = await createUser();
    const t = await seedTemplate(user.id);
    const other = await seedTemplate(user.id);
    const expired = await signPreviewToken(
      env.JWT_SECRET,
      t.id,
      Math.floor(Date.now() / 1000) - PREVIEW_TOKEN_TTL_SECONDS - 5,
    );
    const forOther = await signPreviewToken(env.JWT_SECRET, other.id);
    const forged = await signPreviewToken("a-different-secret-that-is-long-enough-123", t.id);
    for (const token of ["", expired, forOther, forged, user.token]) {
      const res = await call(`/api/templates/${t.id}/preview?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(401);
    }
  });

  it("answers 404 once the template is gone", async () => {
    const user = await createUser();
    const t = await seedTemplate(user.id);
    const token = await signPreviewToken(env.JWT_SECRET, t.id);
    await call(`/api/templates/${t.id}`, { token: user.token, method: "DELETE" });
    expect((await call(`/api/templates/${t.id}/preview?token=${token}`)).status).toBe(404);
  });
});

describe("POST /api/templates/save-edited", () => {
  const edited = `<!doctype html><html lang="en"><body><table role="presentation"><tr><td><h1>Edited headline</h1><p>New copy</p><a href="https://acme-corp.com/buy">Buy now</a><script>alert(1)</script></td></tr></table></body></html>`;

  it("saves a sanitised copy as a new template linked to its parent, without taking a credit", async () => {
    const user = await createUser({ plan: "premium", templatesUsed: 3 });
    const parent = await seedTemplate(user.id, {
      name: "Launch",
      campaignType: "product-launch",
      withLogo: true,
    });
    const html = edited.replace(
      "<p>New copy</p>",
      `<p>New copy</p><img src="http://app.test/api/${parent.assetPrefix}logo.png" alt="Acme">`,
    );
    const res = await call("/api/templates/save-edited", {
      token: user.token,
      json: {
        parentTemplateId: parent.id,
        name: "Launch v2",
        campaignType: "product-launch",
        htmlContent: html,
        websiteUrl: "https://acme-corp.com",
      },
    });
    expect(res.status).toBe(201);
    const body = await res.json<{ success: boolean; template: Summary }>();
    expect(body.success).toBe(true);
    expect(body.template).toMatchObject({
      name: "Launch v2",
      parentTemplateId: parent.id,
      campaignType: "product-launch",
    });
    expect(body.template.id).not.toBe(parent.id);
    const saved = await (
      await call(`/api/templates/${body.template.id}`, { token: user.token })
    ).json<{
      template: { htmlContent: string; plainText: string };
    }>();
    expect(saved.template.htmlContent).toContain("Edited headline");
    expect(saved.template.htmlContent).not.toContain("<script");
    expect(saved.template.plainText).toContain("Buy now (https://acme-corp.com/buy)");
    expect((await getUser(user.id)).templatesUsed).toBe(3);

    // The copy refers to the parent's immutable files instead of copying them; they stay while a template uses them.
    const src = /src="http:\/\/app\.test(\/api\/assets\/[0-9a-f]{32}\/logo\.png)"/.exec(
      saved.template.htmlContent,
    )?.[1];
    expect(src).toBe(`/api/${parent.assetPrefix}logo.png`);
    await call(`/api/templates/${parent.id}`, { token: user.token, method: "DELETE" });
    expect((await call(src!)).status).toBe(200);
    await call(`/api/templates/${body.template.id}`, { token: user.token, method: "DELETE" });
    expect((await call(src!)).status).toBe(404);
  });

  it("adds no image files to storage however often a copy is saved", async () => {
    const user = await createUser({ plan: "premium" });
    const parent = await seedTemplate(user.id, { withLogo: true });
    const before = (await env.BUCKET.list({ prefix: "assets/", limit: 1000 })).objects.length;
    for (let i = 0; i < 5; i++) {
      const res = await call("/api/templates/save-edited", {
        token: user.token,
        json: {
          parentTemplateId: parent.id,
          name: `v${i}`,
          campaignType: "confirmation-email",
          htmlContent: edited,
        },
      });
      expect(res.status).toBe(201);
    }
    expect((await env.BUCKET.list({ prefix: "assets/", limit: 1000 })).objects.length).toBe(before);
  });

  it("answers 403 below Premium", async () => {
    for (const plan of ["free", "basic"] as const) {
      const user = await createUser({ plan });
      const parent = await seedTemplate(user.id);
      const res = await call("/api/templates/save-edited", {
        token: user.token,
        json: {
          parentTemplateId: parent.id,
          name: "x",
          campaignType: "confirmation-email",
          htmlContent: edited,
          websiteUrl: "https://a.example",
        },
      });
      expect(res.status).toBe(403);
      expect((await res.json<ErrorBody>()).error.message).toBe(
        "Editing and saving templates is available on the Premium and Enterprise plans.",
      );
    }
  });

  it("answers 404 for another user's parent template", async () => {
    const owner = await createUser({ plan: "premium" });
    const other = await createUser({ plan: "enterprise" });
    const parent = await seedTemplate(owner.id);
    const res = await call("/api/templates/save-edited", {
      token: other.token,
      json: {
        parentTemplateId: parent.id,
        name: "x",
        campaignType: "confirmation-email",
        htmlContent: edited,
        websiteUrl: "",
      },
    });
    expect(res.status).toBe(404);
  });

  const bad: [string, Record<string, unknown>, number][] = [
    ["missing htmlContent", { htmlContent: undefined }, 400],
    ["empty htmlContent", { htmlContent: "" }, 400],
    ["htmlContent over 512 KB", { htmlContent: `<p>${"x".repeat(530 * 1024)}</p>` }, 413],
    ["an unknown campaign type", { campaignType: "spam" }, 400],
    ["a missing parentTemplateId", { parentTemplateId: undefined }, 400],
    ["a websiteUrl that is not http", { websiteUrl: "javascript:alert(1)" }, 400],
  ];
  for (const [name, patch, status] of bad) {
    it(`answers ${status} for ${name}`, async () => {
      const user = await createUser({ plan: "premium" });
      const parent = await seedTemplate(user.id);
      const res = await call("/api/templates/save-edited", {
        token: user.token,
        json: {
          parentTemplateId: parent.id,
          name: "x",
          campaignType: "confirmation-email",
          htmlContent: edited,
          websiteUrl: "https://a.example",
          ...patch,
        },
      });
      expect(res.status).toBe(status);
    });
  }
});

describe("job status calls", () => {
  it("answer 404 to everyone but the job's owner, on all three paths", async () => {
    const owner = await createUser();
    const other = await createUser();
    const res = await call("/api/generate-template-async", {
      token: owner.token,
      json: {
        palette: ["#123456"],
        logo: `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==`,
        url: "https://www.acme-corp.invalid/",
        campaignType: "confirmation-email",
      },
    });
    const { jobId } = await res.json<{ jobId: string }>();
    for (const path of ["/api/queue/status/", "/api/templates/status/", "/api/template-status/"]) {
      expect((await call(`${path}${jobId}`, { token: owner.token })).status).toBe(200);
      const denied = await call(`${path}${jobId}`, { token: other.token });
      expect(denied.status).toBe(404);
      expect((await call(`${path}${crypto.randomUUID()}`, { token: owner.token })).status).toBe(404);
      expect((await call(`${path}nonsense`, { token: owner.token })).status).toBe(404);
      expect((await call(`${path}${jobId}`)).status).toBe(401);
    }
  });
});
