import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createUser, generationBody, getJob, getUser, PNG_B64 } from "./pipeline-support";

type Submitted = { jobId: string; status: string; position: number; estimatedSeconds: number };
type ErrorBody = { error: { code: string; message: string } };

const submit = (token: string | undefined, json: unknown) =>
  call("/api/generate-template-async", { token, json });

const bigLogo = () => {
  const bytes = new Uint8Array(2 * 1024 * 1024 + 10);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:image/png;base64,${btoa(bin)}`;
};

describe("POST /api/generate-template-async", () => {
  it("accepts a valid request with 202, reserves one credit, stores the upload and registers the job", async () => {
    const user = await createUser();
    const res = await submit(user.token, generationBody({ userId: "someone-else", userPlan: "enterprise" }));
    expect(res.status).toBe(202);
    const body = await res.json<Submitted>();
    expect(body.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.status).toBe("queued");
    expect(body.position).toBeGreaterThanOrEqual(1);
    // An estimate only from timed runs (decision 10): none on a line that has not finished a job yet.
    if (body.estimatedSeconds !== null) expect(body.estimatedSeconds).toBeGreaterThan(0);
    expect((await getUser(user.id)).templatesUsed).toBe(1);
    const job = await getJob(body.jobId);
    expect(job?.userId).toBe(user.id);
    expect(job?.palette).toEqual(["#1a73e8", "#fbbc04"]);
    expect(job?.ticket).toBeGreaterThan(0);
    const status = await call(`/api/queue/status/${body.jobId}`, { token: user.token });
    expect(status.status).toBe(200);
  });

  it("stores the raw upload in R2 under uploads/<jobId> with its sniffed type", async () => {
    const user = await createUser();
    const res = await submit(user.token, generationBody({ logo: `data:image/jpeg;base64,${PNG_B64}` }));
    const { jobId } = await res.json<Submitted>();
    const job = await getJob(jobId);
    expect(job?.uploadKey).toBe(`uploads/${jobId}`);
    // The upload may already be processed by the local queue, but the job row always records where it went.
    const object = await env.BUCKET.head(`uploads/${jobId}`);
    if (object) expect(object.httpMetadata?.contentType).toBe("image/png");
  });

  it("answers 401 'Authentication required' without a token or with a bad one", async () => {
    for (const token of [undefined, "not-a-jwt"]) {
      const res = await submit(token, generationBody());
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        error: { code: "unauthorized", message: "Authentication required" },
      });
    }
  });

  it("answers 403 'Template limit reached' when no credit is left and keeps the counter", async () => {
    const user = await createUser({ plan: "free", templatesUsed: 1 });
    const res = await submit(user.token, generationBody());
    expect(res.status).toBe(403);
    expect(await res.json<ErrorBody>()).toEqual({
      error: { code: "limit_reached", message: "Template limit reached" },
    });
    expect((await getUser(user.id)).templatesUsed).toBe(1);
  });

  it("counts bonus templates and the enterprise custom limit in the limit", async () => {
    const bonus = await createUser({ plan: "free", templatesUsed: 1, bonusTemplates: 1 });
    expect((await submit(bonus.token, generationBody())).status).toBe(202);
    expect((await submit(bonus.token, generationBody())).status).toBe(403);
    const ent = await createUser({ plan: "enterprise", customTemplateLimit: 50, templatesUsed: 49 });
    expect((await submit(ent.token, generationBody({ campaignType: "product-launch" }))).status).toBe(202);
    expect((await submit(ent.token, generationBody({ campaignType: "product-launch" }))).status).toBe(403);
  });

  it("answers 403 with a clear message for a campaign type above the user's plan, without taking a credit", async () => {
    const user = await createUser({ plan: "basic" });
    const res = await submit(user.token, generationBody({ campaignType: "product-launch" }));
    expect(res.status).toBe(403);
    const body = await res.json<ErrorBody>();
    expect(body.error.code).toBe("plan_required");
    expect(body.error.message).toBe(
      "The Product launch campaign type needs the Premium plan or higher. Upgrade your plan to use it.",
    );
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });

  it("gives exactly one of 10 simultaneous submissions to a user with 1 credit", async () => {
    const user = await createUser({ plan: "free" });
    const results = await Promise.all(Array.from({ length: 10 }, () => submit(user.token, generationBody())));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 202)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(9);
    expect((await getUser(user.id)).templatesUsed).toBe(1);
  });

  it("answers a repeated sessionId with the same job and takes no second credit", async () => {
    const user = await createUser({ plan: "basic" });
    const json = generationBody({ sessionId: "session-abc-123" });
    const first = await (await submit(user.token, json)).json<Submitted>();
    const again = await submit(user.token, json);
    expect(again.status).toBe(202);
    expect((await again.json<Submitted>()).jobId).toBe(first.jobId);
    expect((await getUser(user.id)).templatesUsed).toBe(1);
  });

  it("stores campaign details for premium and ignores them below premium", async () => {
    const basic = await createUser({ plan: "basic" });
    const premium = await createUser({ plan: "premium" });
    const text = "Spring sale: 20% off all plans until 31 March.";
    const a = await (
      await submit(basic.token, generationBody({ campaignType: "newsletter", campaignText: text }))
    ).json<Submitted>();
    const b = await (
      await submit(premium.token, generationBody({ campaignType: "newsletter", campaignText: text }))
    ).json<Submitted>();
    expect((await getJob(a.jobId))?.campaignText).toBe("");
    expect((await getJob(b.jobId))?.campaignText).toBe(text);
  });

  it("normalises palette colours to lower-case #rrggbb", async () => {
    const user = await createUser();
    const res = await submit(user.token, generationBody({ palette: ["1A73E8", " #ABCDEF "] }));
    const { jobId } = await res.json<Submitted>();
    expect((await getJob(jobId))?.palette).toEqual(["#1a73e8", "#abcdef"]);
  });

  it("answers 413 for a logo over 2 MB", async () => {
    const user = await createUser();
    const res = await submit(user.token, generationBody({ logo: bigLogo() }));
    expect(res.status).toBe(413);
    expect((await res.json<ErrorBody>()).error.code).toBe("payload_too_large");
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });

  const badInputs: [string, Record<string, unknown> | string, number][] = [
    ["an empty palette", { palette: [] }, 400],
    ["four colours", { palette: ["#111111", "#222222", "#333333", "#444444"] }, 400],
    ["a colour that is not hex", { palette: ["red"] }, 400],
    ["a 3-digit colour", { palette: ["#fff"] }, 400],
    ["a palette that is not a list", { palette: "#123456" }, 400],
    ["a missing palette", { palette: undefined }, 400],
    ["a missing logo", { logo: undefined }, 400],
    ["a logo that is not a data URL", { logo: "https://acme.example/logo.png" }, 400],
    ["a logo with damaged base64", { logo: "data:image/png;base64,@@@@" }, 400],
    ["an empty logo", { logo: "data:image/png;base64," }, 400],
    [
      "a GIF logo without image data",
      { logo: `data:image/gif;base64,${btoa("GIF89a\x01\x00\x01\x00\x00\x00\x00;")}` },
      400,
    ],
    [
      "an SVG logo without a size",
      { logo: `data:image/svg+xml;base64,${btoa("<svg xmlns='http://www.w3.org/2000/svg'/>")}` },
      400,
    ],
    [
      "a text file posing as PNG",
      { logo: `data:image/png;base64,${btoa("hello world, not an image")}` },
      415,
    ],
    ["a non-image data URL", { logo: `data:text/html;base64,${btoa("<script>1</script>")}` }, 415],
    ["a missing url", { url: undefined }, 400],
    ["an ftp url", { url: "ftp://acme.example/" }, 400],
    ["a javascript url", { url: "javascript:alert(1)" }, 400],
    ["a url without scheme", { url: "acme.example" }, 400],
    ["a url over 2048 characters", { url: `https://acme.example/${"a".repeat(2100)}` }, 400],
    ["an unknown campaign type", { campaignType: "black-friday" }, 400],
    ["a missing campaign type", { campaignType: undefined }, 400],
    ["campaign details over 2500 characters", { campaignText: "x".repeat(2501) }, 400],
    ["campaign details that are not text", { campaignText: 42 }, 400],
    ["a sessionId with spaces", { sessionId: "has spaces in it" }, 400],
    ["a body that is not JSON", "{palette:", 400],
    ["a JSON array body", "[1,2,3]", 400],
  ];

  for (const [name, patch, status] of badInputs) {
    it(`answers ${status} for ${name} and takes no credit`, async () => {
      const user = await createUser();
      const res =
        typeof patch === "string"
          ? await call("/api/generate-template-async", {
              token: user.token,
              body: patch,
              headers: { "content-type": "application/json" },
            })
          : await submit(user.token, generationBody(patch));
      expect(res.status).toBe(status);
      const body = await res.json<ErrorBody>();
      expect(body.error.message.length).toBeGreaterThan(5);
      expect((await getUser(user.id)).templatesUsed).toBe(0);
    });
  }
});
