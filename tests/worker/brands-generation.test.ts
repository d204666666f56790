import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { BrandKit } from "../../src/shared/brand-kit";
import { ADDRESS_REQUIRED_TYPES } from "../../src/shared/brand-kit";
import type { CampaignType } from "../../src/shared/campaign-types";
import { MARKETING_TYPES } from "../../src/worker/generation/copy";
import type { GenerationInput } from "../../src/worker/generation/types";
import { processJob } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import {
  call,
  createUser,
  generationBody,
  getJob,
  getUser,
  PUBLIC_SITE,
  recordingEnv,
  templatesOf,
  testEnv,
} from "./pipeline-support";
import { LOGO_DATA_URL } from "./brands-support";

const ADDRESS = "Keizersgracht 12, 1015 CN Amsterdam, Netherlands";

async function kitFor(token: string, patch: Record<string, unknown> = {}): Promise<BrandKit> {
  const res = await call("/api/brands", {
    token,
    json: {
      name: "Northwind Labs",
      website: PUBLIC_SITE,
      logo: LOGO_DATA_URL,
      palette: ["#1f3a8a", "#f59e0b"],
      tagline: "Lab tools for small teams",
      address: ADDRESS,
      ...patch,
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { brand: BrandKit }).brand;
}

async function submit(token: string, body: Record<string, unknown>) {
  const sub = recordingEnv();
  const res = await call("/api/generate-template-async", { token, json: body, env: sub as never });
  return { status: res.status, body: (await res.json()) as { jobId: string; error?: { message: string } } };
}

async function run(jobId: string) {
  const deps = await pipelineDeps(testEnv);
  const inputs: GenerationInput[] = [];
  let html = "";
  const generate = deps.generate;
  deps.generate = async (input) => {
    inputs.push(input);
    const t = await generate(input);
    html = t.html;
    return t;
  };
  expect(await processJob(deps, jobId, 1)).toBe("completed");
  return { input: inputs[0], html };
}

const drawn = async (userId: string, kitId: string) =>
  (await env.BUCKET.list({ prefix: `brands/${userId}/${kitId}/draw/` })).objects.map((o) => o.key).sort();

describe("generation uses the approved kit", () => {
  it("takes logo, website and palette from the kit when the request names it, and records its version", async () => {
    const { id, token } = await createUser({ plan: "premium" });
    const kit = await kitFor(token);
    const res = await submit(token, {
      brandId: kit.id,
      campaignType: "newsletter",
      sessionId: crypto.randomUUID(),
    });
    expect(res.status).toBe(202);
    const job = await getJob(res.body.jobId);
    expect(job).toMatchObject({
      brandId: kit.id,
      brandVersion: kit.version,
      websiteUrl: PUBLIC_SITE,
      palette: ["#1f3a8a", "#f59e0b"],
    });
    const { input, html } = await run(res.body.jobId);
    expect(input.facts.brand).toMatchObject({
      name: { value: "Northwind Labs" },
      tagline: { value: "Lab tools for small teams" },
      address: { value: ADDRESS },
    });
    expect(input.assets?.logo).not.toBeNull();
    expect(html).toContain("Northwind Labs");
    expect(html).toContain(ADDRESS);
    expect((await templatesOf(id)).length).toBe(1);
  });

  it("signs with the kit's sender name and writes in the kit's tone when the brief states none", async () => {
    const { token } = await createUser({ plan: "premium" });
    const kit = await kitFor(token, { tone: "formal", senderName: "Anna Berg, Northwind Labs" });
    const res = await submit(token, {
      brandId: kit.id,
      campaignType: "customer-onboarding",
      campaignText: "Welcome mail for new lab customers.",
    });
    expect(res.status).toBe(202);
    const { input, html } = await run(res.body.jobId);
    expect(input.facts.brand).toMatchObject({
      tone: "formal",
      senderName: { value: "Anna Berg, Northwind Labs" },
    });
    expect(html).toContain("Anna Berg, Northwind Labs");
    expect(html).not.toContain("The Northwind Labs team");
    expect(html).toContain("Dear {{first_name|Sir or Madam}},");
  });

  it("a dropped logo is used for that generation only; the kit keeps its own", async () => {
    const { token } = await createUser({ plan: "premium" });
    const kit = await kitFor(token);
    const res = await submit(token, generationBody({ brandId: kit.id, url: undefined, palette: undefined }));
    expect(res.status).toBe(202);
    const after = (await (await call(`/api/brands/${kit.id}`, { token })).json()) as { brand: BrandKit };
    expect(after.brand.logoUrl).toBe(kit.logoUrl);
    expect(after.brand.version).toBe(kit.version);
  });

  it("answers 404 for another account's kit and reserves no credit; 400 when neither kit nor request has a logo", async () => {
    const owner = await createUser({ plan: "premium" });
    const kit = await kitFor(owner.token);
    const other = await createUser({ plan: "premium" });
    const stolen = await submit(other.token, { brandId: kit.id, campaignType: "newsletter" });
    expect(stolen.status).toBe(404);
    expect((await getUser(other.id)).templatesUsed).toBe(0);
    const bare = await kitFor(other.token, { logo: undefined });
    const noLogo = await submit(other.token, { brandId: bare.id, campaignType: "newsletter" });
    expect(noLogo.status).toBe(400);
    expect(noLogo.body.error?.message).toMatch(/logo/);
    expect((await getUser(other.id)).templatesUsed).toBe(0);
    const noKit = await submit(other.token, {
      campaignType: "newsletter",
      logo: LOGO_DATA_URL,
      palette: ["#111111"],
    });
    expect(noKit.status).toBe(400);
    expect(noKit.body.error?.message).toMatch(/^url:/);
  });
});

describe("postal address", () => {
  it("the engine's marketing types are the ones that need an address", () => {
    expect([...ADDRESS_REQUIRED_TYPES].sort()).toEqual([...MARKETING_TYPES].sort());
  });

  it("every marketing e-mail carries the kit's address in its footer", async () => {
    const { token } = await createUser({ plan: "enterprise" });
    const kit = await kitFor(token);
    for (const type of ADDRESS_REQUIRED_TYPES) {
      const res = await submit(token, {
        brandId: kit.id,
        campaignType: type,
        campaignText: "Title: Autumn news",
      });
      expect(res.status).toBe(202);
      const { html } = await run(res.body.jobId);
      expect(html, type).toContain(ADDRESS);
    }
  });

  it("a kit without an address never blocks: marketing and transactional types both generate", async () => {
    const { token } = await createUser({ plan: "enterprise" });
    const kit = await kitFor(token, { address: null });
    for (const type of ["newsletter", "transactional-purchase"] as CampaignType[]) {
      const res = await submit(token, { brandId: kit.id, campaignType: type });
      expect(res.status).toBe(202);
      const { input } = await run(res.body.jobId);
      expect(input.facts.brand.address).toBeNull();
    }
  });
});

describe("draw once: brand assets reused per kit version", () => {
  it("a second generation draws nothing new, templates keep their own copies, and a deleted kit breaks none", async () => {
    const { id, token } = await createUser({ plan: "premium" });
    const kit = await kitFor(token, {
      socials: [{ network: "linkedin", url: "https://www.linkedin.com/company/northwind" }],
    });
    const first = await run(
      (await submit(token, { brandId: kit.id, campaignType: "newsletter" })).body.jobId,
    );
    const cached = await drawn(id, kit.id);
    expect(cached.length).toBeGreaterThanOrEqual(3);
    const second = await run(
      (
        await submit(token, {
          brandId: kit.id,
          campaignType: "product-launch",
          campaignText: "Product: Studio\nPrice: €89",
        })
      ).body.jobId,
    );
    expect(await drawn(id, kit.id)).toEqual(cached);
    expect(second.input.assets?.logo?.image.url).not.toBe(first.input.assets?.logo?.image.url);
    // A new version (another palette) is drawn afresh.
    await call(`/api/brands/${kit.id}`, { token, method: "PATCH", json: { palette: ["#b91c1c"] } });
    await run((await submit(token, { brandId: kit.id, campaignType: "newsletter" })).body.jobId);
    expect((await drawn(id, kit.id)).length).toBeGreaterThan(cached.length);

    const logoUrl = new URL(first.input.assets!.logo!.image.url).pathname;
    expect((await call(`/api/brands/${kit.id}`, { token, method: "DELETE" })).status).toBe(200);
    expect(await drawn(id, kit.id)).toEqual([]);
    const served = await call(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await templatesOf(id)).length).toBe(3);
  });
});
