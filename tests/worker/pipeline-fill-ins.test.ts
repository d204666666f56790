import { describe, expect, it } from "vitest";
import { processJob } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { createUser, recordingEnv, submitDirect, templatesOf, testEnv } from "./pipeline-support";

async function webinarHtml(plan: "basic" | "premium") {
  const user = await createUser({ plan });
  const { jobId } = await submitDirect(recordingEnv(), user.id, { campaignType: "webinar" });
  expect(await processJob(await pipelineDeps(testEnv), jobId, 1)).toBe("completed");
  const [tpl] = await templatesOf(user.id);
  return (await (await testEnv.BUCKET.get(tpl.bodyKey))!.text()) as string;
}

describe("generation for plans without the campaign details box", () => {
  it("gives a Basic account's webinar marked fields for its date and time", async () => {
    const html = await webinarHtml("basic");
    expect(html).toMatch(/<span data-bm-fill="event_date"[^>]*>\{\{event_date\}\}<\/span>/);
    expect(html).toMatch(/<span data-bm-fill="event_time"[^>]*>\{\{event_time\}\}<\/span>/);
  });

  it("gives a Premium account's webinar without a brief no marked fields (it was asked for the facts first)", async () => {
    const html = await webinarHtml("premium");
    expect(html).not.toContain("data-bm-fill");
  });
});
