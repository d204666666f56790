import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../src/worker/db/schema";
import { processJob } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { withMessageLines } from "../../src/worker/templates/message-lines";
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

type Detail = {
  template: { id: string; subject: string; preheader: string; htmlContent: string; palette: string[] };
};
type ErrorBody = { error: { code: string; message: string } };

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The title as a mail client shows it: a saved copy may write "'" where the generated one wrote "&#39;". */
const shownTitle = (html: string) => titleOf(html)?.replace(/&#39;/g, "'");
const preheaderOf = (html: string) =>
  /<div style="display:none;[^"]*mso-hide:all;">([^<]*?)&#847;/.exec(html)?.[1];

async function generatedTemplate() {
  const user = await createUser({ plan: "premium" });
  const { jobId } = await submitDirect(recordingEnv(), user.id, { campaignType: "customer-onboarding" });
  expect(await processJob(await pipelineDeps(testEnv), jobId, 1)).toBe("completed");
  const [row] = await templatesOf(user.id);
  const detail = await (await call(`/api/templates/${row.id}`, { token: user.token })).json<Detail>();
  return { user, parent: detail.template };
}

const save = (token: string, json: Record<string, unknown>) =>
  call("/api/templates/save-edited", { token, json });

describe("subject and preheader of a saved copy", () => {
  it("round-trips through GET /api/templates/:id, the HTML's title and preview line, and the test e-mail", async () => {
    const { user, parent } = await generatedTemplate();
    expect(titleOf(parent.htmlContent)).toBeTruthy();
    const res = await save(user.token, {
      parentTemplateId: parent.id,
      htmlContent: parent.htmlContent,
      subject: "  Your spring   plan is ready  ",
      preheader: "Three steps & ten minutes",
    });
    expect(res.status).toBe(201);
    const saved = (await res.json<{ template: { id: string; subject: string } }>()).template;
    expect(saved.subject).toBe("Your spring plan is ready");

    const copy = (await (await call(`/api/templates/${saved.id}`, { token: user.token })).json<Detail>())
      .template;
    expect(copy).toMatchObject({
      subject: "Your spring plan is ready",
      preheader: "Three steps & ten minutes",
    });
    expect(titleOf(copy.htmlContent)).toBe("Your spring plan is ready");
    expect(preheaderOf(copy.htmlContent)).toBe("Three steps &amp; ten minutes");
    expect(copy.htmlContent).toContain('aria-label="Your spring plan is ready"');
    // One preview line, not the old one beside the new.
    expect(copy.htmlContent.match(/mso-hide:all;">/g)).toHaveLength(1);
    expect(copy.htmlContent).not.toContain(`>${parent.preheader.replace(/'/g, "&#39;")}&#847;`);

    const sent = await call(`/api/templates/${saved.id}/send-test`, { method: "POST", token: user.token });
    expect(sent.status).toBe(200);
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, (await sent.json<{ to: string }>()).to));
    expect(mail.subject).toBe("[Test] Your spring plan is ready");
  });

  it("keeps the parent's subject and preheader when the copy gives none", async () => {
    const { user, parent } = await generatedTemplate();
    const res = await save(user.token, { parentTemplateId: parent.id, htmlContent: parent.htmlContent });
    const id = (await res.json<{ template: { id: string } }>()).template.id;
    const copy = (await (await call(`/api/templates/${id}`, { token: user.token })).json<Detail>()).template;
    expect(copy).toMatchObject({ subject: parent.subject, preheader: parent.preheader });
    // The editor's swatches offer the colours the original was made with.
    expect(parent.palette.length).toBeGreaterThan(0);
    expect(copy.palette).toEqual(parent.palette);
    expect(shownTitle(copy.htmlContent)).toBe(shownTitle(parent.htmlContent));
  });

  it("refuses an empty or overlong subject and an overlong preheader with 400, saving nothing", async () => {
    const user = await createUser({ plan: "premium" });
    const parent = await seedTemplate(user.id);
    const bad = [
      { subject: "   " },
      { subject: "x".repeat(201) },
      { preheader: "y".repeat(251) },
      { subject: 42 },
    ];
    for (const lines of bad) {
      const res = await save(user.token, { parentTemplateId: parent.id, htmlContent: "<p>x</p>", ...lines });
      expect(res.status).toBe(400);
      expect((await res.json<ErrorBody>()).error.message).toMatch(/subject|preheader/);
    }
    expect(await templatesOf(user.id)).toHaveLength(1);
  });
});

describe("withMessageLines", () => {
  it("adds a title and a preview line to a document that has neither", async () => {
    const html = await withMessageLines(
      "<!doctype html><html><head><meta charset=utf-8></head><body><p>Hi</p></body></html>",
      { subject: "A <b>bold</b> offer", preheader: "Ends Friday" },
    );
    expect(titleOf(html)).toBe("A &lt;b&gt;bold&lt;/b&gt; offer");
    expect(preheaderOf(html)).toBe("Ends Friday");
    expect(html.indexOf("Ends Friday")).toBeLessThan(html.indexOf("<p>Hi</p>"));
  });

  it("adds no empty preview line when there is no preheader", async () => {
    const html = await withMessageLines(
      "<html><head><title>Old</title></head><body><p>Hi</p></body></html>",
      {
        subject: "New",
        preheader: "",
      },
    );
    expect(titleOf(html)).toBe("New");
    expect(html).not.toContain("display:none");
  });
});
