import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { templates } from "../../src/worker/db/schema";
import type { GeneratedTemplate, GenerationInput } from "../../src/worker/generation/types";
import { CANCELLED_MESSAGE } from "../../src/worker/jobs/cancel";
import { FAILED_MESSAGE, processJob, type PipelineDeps } from "../../src/worker/jobs/process-job";
import { consumeGenerationBatch, maxAttempts, pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { SEEDS_PER_VERSION, seedFor, writeVersions } from "../../src/worker/jobs/variants";
import {
  call,
  createUser,
  db,
  generationBody,
  getJob,
  getUser,
  recordingEnv,
  submitDirect,
  templatesOf,
  testEnv,
} from "./pipeline-support";

const BRIEF =
  "Spring sale at Northwind Coffee: 20% off every bag of beans until April 30 with code SPRING20. " +
  "Free shipping on orders over 30 euros.";

type Summary = {
  id: string;
  name: string;
  subject: string;
  headline: string | null;
  variant: string | null;
  variantGroup: string | null;
};

/** The real engine's e-mails, their subject and headline replaced by the angle `angleOf` picks for each call. */
async function angledDeps(angleOf: (call: number) => number) {
  const real = await pipelineDeps(testEnv);
  const seeds: number[] = [];
  const deps: PipelineDeps = {
    ...real,
    generate: async (input) => {
      seeds.push(input.seed);
      const angle = angleOf(seeds.length - 1);
      const g = await real.generate(input);
      return { ...g, subject: `Subject angle ${angle}`, headline: `Headline angle ${angle}` };
    },
  };
  return { deps, seeds };
}

async function objectsUnder(prefix: string) {
  return (await testEnv.BUCKET.list({ prefix })).objects.map((o) => o.key).sort();
}

describe("versions of one brief: the job", () => {
  it("stores three templates labelled A, B and C for one credit, grouped by the job", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "product-launch",
      campaignText: BRIEF,
      variants: 3,
    });
    expect((await getUser(user.id)).templatesUsed).toBe(1);
    const { deps } = await angledDeps((n) => n);
    expect(await processJob(deps, jobId, 1)).toBe("completed");

    const rows = (await templatesOf(user.id)).sort((a, b) =>
      (a.variant ?? "").localeCompare(b.variant ?? ""),
    );
    expect(rows.map((r) => r.variant)).toEqual(["A", "B", "C"]);
    expect(new Set(rows.map((r) => r.variantGroup))).toEqual(new Set([jobId]));
    expect(rows.map((r) => r.name.replace(/.* - /, ""))).toEqual(["Version A", "Version B", "Version C"]);
    // The versions share one set of images: the job drew them once.
    expect(new Set(rows.map((r) => r.assetPrefix)).size).toBe(1);
    expect((await getUser(user.id)).templatesUsed).toBe(1);
    const job = await getJob(jobId);
    expect(job).toMatchObject({ status: "completed", templateId: rows[0].id, variants: 3 });
    for (const r of rows) expect(await testEnv.BUCKET.head(r.bodyKey)).not.toBeNull();
  });

  it("writes a single generation once, with no label or group", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, { campaignType: "newsletter" });
    const { deps, seeds } = await angledDeps(() => 0);
    expect(await processJob(deps, jobId, 1)).toBe("completed");
    expect(seeds).toHaveLength(1);
    const [row] = await templatesOf(user.id);
    expect(row).toMatchObject({ variant: null, variantGroup: null, headline: "Headline angle 0" });
  });

  it("tries further seeds while versions repeat a subject or headline, then keeps three that differ", async () => {
    const user = await createUser({ plan: "enterprise" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "newsletter",
      variants: 3,
    });
    // Calls 0 and 1 share an angle, so do 2 and 3: the fifth call gives the third angle.
    const { deps, seeds } = await angledDeps((n) => [0, 0, 1, 1, 2][n] ?? 9);
    expect(await processJob(deps, jobId, 1)).toBe("completed");
    expect(seeds).toHaveLength(5);
    expect(new Set(seeds).size).toBe(5);
    const rows = await templatesOf(user.id);
    expect(new Set(rows.map((r) => r.subject)).size).toBe(3);
    expect(new Set(rows.map((r) => r.headline)).size).toBe(3);
  });

  it("stops looking after a bounded number of seeds and still stores every version asked", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "newsletter",
      variants: 2,
    });
    const { deps, seeds } = await angledDeps(() => 0);
    expect(await processJob(deps, jobId, 1)).toBe("completed");
    expect(seeds).toHaveLength(2 * SEEDS_PER_VERSION);
    expect((await templatesOf(user.id)).map((r) => r.variant).sort()).toEqual(["A", "B"]);
  });

  it("gives three versions different subjects and headlines whatever the job's seed, by the angles in turn", async () => {
    const real = await pipelineDeps(testEnv);
    // The input a real job hands the writer, taken from one run.
    const inputs: GenerationInput[] = [];
    const deps: PipelineDeps = { ...real, generate: (i) => (inputs.push(i), real.generate(i)) };
    const user = await createUser({ plan: "premium" });
    const { jobId: first } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "product-launch",
      campaignText: BRIEF,
    });
    expect(await processJob(deps, first, 1)).toBe("completed");
    const input = inputs[0];
    for (const jobId of ["job-a", "job-b", "job-c", "job-d", "job-e", "job-f"]) {
      const seeds: number[] = [];
      const versions = await writeVersions(
        (i) => {
          seeds.push(i.seed ?? 0);
          return real.generate(i);
        },
        input,
        3,
        (c) => (seedFor(jobId, 1) + c) >>> 0,
      );
      expect(seeds, jobId).toHaveLength(3);
      expect(new Set(versions.map((v) => v.subject)).size, jobId).toBe(3);
    }
  });

  it("gives the three versions of the built-in writer different subjects and headlines", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "product-launch",
      campaignText: BRIEF,
      variants: 3,
    });
    expect(await processJob(await pipelineDeps(testEnv), jobId, 1)).toBe("completed");
    const rows = await templatesOf(user.id);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.subject)).size).toBe(3);
    expect(new Set(rows.map((r) => r.headline)).size).toBe(3);
  });
});

describe("versions of one brief: failure, retries and cancellation", () => {
  function batchOf(jobId: string, attempts: number) {
    return createMessageBatch<{ jobId: string }>("brandmail-generation", [
      { id: `msg-${jobId}-${attempts}`, timestamp: new Date(), attempts, body: { jobId } },
    ]);
  }

  it("refunds the one credit when the versions cannot be written, and keeps no half set", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "newsletter",
      variants: 3,
    });
    const { deps } = await angledDeps((n) => n);
    const real = deps.generate;
    let calls = 0;
    // The first version is written, the second never is.
    deps.generate = async (input) => {
      if (calls++ % 2 === 1) throw new Error("model unavailable");
      return real(input);
    };
    const last = maxAttempts(testEnv);
    for (let attempt = 1; attempt <= last; attempt++) {
      const batch = batchOf(jobId, attempt);
      await consumeGenerationBatch(batch, deps);
      await getQueueResult(batch, createExecutionContext());
      expect(await templatesOf(user.id)).toHaveLength(0);
    }
    const job = await getJob(jobId);
    expect(job).toMatchObject({ status: "failed", error: FAILED_MESSAGE, creditRefunded: true });
    expect((await getUser(user.id)).templatesUsed).toBe(0);
    expect(await objectsUnder(`templates/${user.id}/`)).toEqual([]);
  });

  it("stores no second set when the same message is delivered again, one after the other or at once", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "newsletter",
      variants: 3,
    });
    const { deps } = await angledDeps((n) => n % 3);
    const outcomes = await Promise.all([processJob(deps, jobId, 1), processJob(deps, jobId, 1)]);
    expect(outcomes.filter((o) => o === "completed")).toHaveLength(1);
    const batch = batchOf(jobId, 2);
    await consumeGenerationBatch(batch, deps);
    expect((await getQueueResult(batch, createExecutionContext())).explicitAcks).toHaveLength(1);

    const rows = await db.select().from(templates).where(eq(templates.jobId, jobId));
    expect(rows).toHaveLength(3);
    expect(await objectsUnder(`templates/${user.id}/`)).toEqual(
      rows.flatMap((r) => [r.bodyKey, r.textKey ?? ""]).sort(),
    );
    expect((await getJob(jobId))?.templateId).toBe(rows.find((r) => r.variant === "A")?.id);
    expect((await getUser(user.id)).templatesUsed).toBe(1);
  });

  it("stops between versions when the owner cancels, refunds once and stores nothing", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "newsletter",
      variants: 3,
    });
    const { deps, seeds } = await angledDeps((n) => n);
    const real = deps.generate;
    deps.generate = async (input) => {
      const written = await real(input);
      if (seeds.length === 1) {
        const res = await call(`/api/queue/cancel/${jobId}`, { method: "POST", token: user.token });
        expect(res.status).toBe(200);
      }
      return written;
    };
    expect(await processJob(deps, jobId, 1)).toBe("skipped");
    expect(seeds).toHaveLength(1);
    expect(await templatesOf(user.id)).toHaveLength(0);
    expect(await objectsUnder(`templates/${user.id}/`)).toEqual([]);
    expect(await getJob(jobId)).toMatchObject({
      status: "failed",
      error: CANCELLED_MESSAGE,
      creditRefunded: true,
    });
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });
});

describe("versions of one brief: the templates", () => {
  it("lists each version with its label, group, subject and headline, and deleting one keeps the others' images", async () => {
    const user = await createUser({ plan: "premium" });
    const { jobId } = await submitDirect(recordingEnv(), user.id, {
      campaignType: "product-launch",
      campaignText: BRIEF,
      variants: 3,
    });
    const { deps } = await angledDeps((n) => n);
    expect(await processJob(deps, jobId, 1)).toBe("completed");
    const res = await call("/api/templates", { token: user.token });
    const list = await res.json<{ templates: Summary[] }>();
    const byLabel = Object.fromEntries(list.templates.map((t) => [t.variant, t]));
    expect(Object.keys(byLabel).sort()).toEqual(["A", "B", "C"]);
    expect(byLabel.B).toMatchObject({
      variantGroup: jobId,
      subject: "Subject angle 1",
      headline: "Headline angle 1",
    });

    const [row] = await db.select().from(templates).where(eq(templates.id, byLabel.A.id));
    const images = await objectsUnder(row.assetPrefix ?? "none");
    expect(images.length).toBeGreaterThan(0);
    await call(`/api/templates/${byLabel.A.id}`, { method: "DELETE", token: user.token });
    expect(await objectsUnder(row.assetPrefix!)).toEqual(images);
    const detail = await call(`/api/templates/${byLabel.B.id}`, { token: user.token });
    expect(detail.status).toBe(200);
    await call(`/api/templates/${byLabel.B.id}`, { method: "DELETE", token: user.token });
    await call(`/api/templates/${byLabel.C.id}`, { method: "DELETE", token: user.token });
    expect(await objectsUnder(row.assetPrefix!)).toEqual([]);
  });
});

describe("POST /api/generate-template-async with variants", () => {
  it.each(["free", "basic"] as const)(
    "refuses versions on the %s plan with the plan message, before a credit is taken",
    async (plan) => {
      const user = await createUser({ plan });
      const res = await call("/api/generate-template-async", {
        token: user.token,
        json: generationBody({ variants: 2 }),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: "plan_required",
          message:
            "Versions for A/B tests need the Premium plan or higher. Upgrade your plan to get 2 or 3 versions of one brief.",
        },
      });
      expect((await getUser(user.id)).templatesUsed).toBe(0);
    },
  );

  it("accepts one version on every plan", async () => {
    const user = await createUser({ plan: "free" });
    const res = await call("/api/generate-template-async", {
      token: user.token,
      json: generationBody({ variants: 1 }),
      env: recordingEnv(),
    });
    expect(res.status).toBe(202);
  });

  it.each([0, 4, "3", 2.5, null])("refuses variants %j with a 400 that names the field", async (variants) => {
    const user = await createUser({ plan: "premium" });
    const res = await call("/api/generate-template-async", {
      token: user.token,
      json: generationBody({ variants }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "validation_failed", message: "variants: must be 1, 2 or 3" },
    });
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });

  it("reserves one credit for three versions and records them on the job", async () => {
    const user = await createUser({ plan: "premium" });
    const sub = recordingEnv();
    const res = await call("/api/generate-template-async", {
      token: user.token,
      json: generationBody({ variants: 3, campaignType: "newsletter" }),
      env: sub,
    });
    expect(res.status).toBe(202);
    const { jobId } = await res.json<{ jobId: string }>();
    expect(sub.sent).toEqual([{ jobId }]);
    expect((await getJob(jobId))?.variants).toBe(3);
    expect((await getUser(user.id)).templatesUsed).toBe(1);
  });
});

describe("writeVersions", () => {
  const input = { seed: 0 } as GenerationInput;
  const written = (subject: string, headline: string) => ({ subject, headline }) as GeneratedTemplate;

  it("asks a new seed for every try and prefers, at the bound, the set-aside version least like the others", async () => {
    const seeds: number[] = [];
    // Only the first try differs in both lines; one later try differs in its headline.
    const tries = [written("S1", "H1"), written("S1", "H1"), written("S1", "H2")];
    const out = await writeVersions(
      async (i) => {
        seeds.push(i.seed);
        return tries[seeds.length - 1] ?? written("s1 ", "h1");
      },
      input,
      2,
      (c) => 100 + c,
    );
    expect(seeds).toEqual(Array.from({ length: 2 * SEEDS_PER_VERSION }, (_, c) => 100 + c));
    expect(out.map((g) => g.headline)).toEqual(["H1", "H2"]);
  });
});
