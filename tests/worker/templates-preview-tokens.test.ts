import { describe, expect, it } from "vitest";
import { call, createUser, seedTemplate } from "./pipeline-support";

const STORED = `<!doctype html><html lang="en"><body><p>Hi {{first_name|there}},</p><p>Welcome.</p><p class="bm-m"><a href="{{unsubscribe_url}}">Unsubscribe</a></p></body></html>`;

describe("GET /api/templates/:id/preview shows what a reader sees", () => {
  it("writes the greeting's fallback word while the stored template keeps the token", async () => {
    const user = await createUser();
    const t = await seedTemplate(user.id, { html: STORED });
    const { templates } = await (
      await call("/api/templates", { token: user.token })
    ).json<{ templates: { previewUrl: string }[] }>();
    const shown = await (await call(templates[0].previewUrl)).text();
    expect(shown).toContain("<p>Hi there,</p>");
    expect(shown).toContain('<a href="#">Unsubscribe</a>');
    expect(shown).not.toContain("{{");
    const { template } = await (
      await call(`/api/templates/${t.id}`, { token: user.token })
    ).json<{ template: { htmlContent: string } }>();
    expect(template.htmlContent).toBe(STORED);
  });
});
