import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createUser, generationBody, getJob, getUser, templatesOf } from "./pipeline-support";
import { forPreview } from "../../src/shared/esp/preview";

type Status = {
  jobId: string;
  status: string;
  position: number;
  estimatedSeconds: number;
  templateId: string | null;
  htmlTemplate: string | null;
};

const request = (path: string, token: string, json?: unknown) =>
  exports.default.fetch(`http://app.test${path}`, {
    method: json ? "POST" : "GET",
    headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });

describe("generation through the real local queue", () => {
  it("goes from submission to a completed template that the list, detail and preview serve", async () => {
    const user = await createUser({ plan: "basic" });
    const submitted = await request(
      "/api/generate-template-async",
      user.token,
      generationBody({ campaignType: "webinar" }),
    );
    expect(submitted.status).toBe(202);
    const { jobId } = await submitted.json<Status>();

    let status: Status | null = null;
    const seen = new Set<string>();
    // Until the consumer has finished, however long a busy machine takes (the test's timeout is the bound).
    for (;;) {
      status = await (await request(`/api/templates/status/${jobId}`, user.token)).json<Status>();
      seen.add(status.status);
      if (status.status === "completed" || status.status === "failed") break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status?.status).toBe("completed");
    expect(status?.htmlTemplate).toContain("<table");
    expect([...seen].every((s) => ["queued", "processing", "completed"].includes(s))).toBe(true);

    const [tpl] = await templatesOf(user.id);
    expect(tpl.id).toBe(status?.templateId);
    expect((await getJob(jobId))?.status).toBe("completed");
    expect((await getUser(user.id)).templatesUsed).toBe(1);

    const list = await (
      await request("/api/templates", user.token)
    ).json<{ templates: { id: string; previewUrl: string }[] }>();
    expect(list.templates.map((t) => t.id)).toEqual([tpl.id]);
    const preview = await exports.default.fetch(`http://app.test${list.templates[0].previewUrl}`);
    expect(preview.status).toBe(200);
    // The preview shows the template as a reader sees it: the greeting's fallback word instead of the token.
    expect(await preview.text()).toBe(forPreview(status!.htmlTemplate!));
  });
});
