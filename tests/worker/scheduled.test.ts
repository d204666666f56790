import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailTokens, generationJobs, rateLimits, refreshTokens, users } from "../../src/worker/db/schema";
import { addMonth } from "../../src/worker/billing/credits";
import { STALE_JOB_MESSAGE } from "../../src/worker/jobs/maintenance";
import { processJob } from "../../src/worker/jobs/process-job";
import { pipelineDeps } from "../../src/worker/jobs/queue-consumer";
import { DAILY, HOURLY, runScheduled } from "../../src/worker/jobs/scheduled";
import { trackerFor } from "../../src/worker/jobs/stubs";
import {
  createUser,
  db,
  getJob,
  getUser,
  recordingEnv,
  submitDirect,
  testEnv as env,
} from "./pipeline-support";

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(ms);
const sec = (iso: string) => Math.floor(Date.parse(iso) / 1000);

describe("hourly cron: upload expiry", () => {
  it("deletes a processed job's raw upload only once an hour has passed since processing, and only once", async () => {
    const user = await createUser();
    const { jobId } = await submitDirect(recordingEnv(), user.id);
    expect(await processJob(await pipelineDeps(env), jobId, 1)).toBe("completed");
    const finishedMs = (await getJob(jobId))!.finishedAt! * 1000;

    await runScheduled(HOURLY, env, at(finishedMs + 30 * 60 * 1000));
    expect(await env.BUCKET.head(`uploads/${jobId}`)).not.toBeNull();
    expect((await getJob(jobId))?.uploadDeletedAt).toBeNull();

    await runScheduled(HOURLY, env, at(finishedMs + HOUR + 60_000));
    expect(await env.BUCKET.head(`uploads/${jobId}`)).toBeNull();
    const deletedAt = (await getJob(jobId))?.uploadDeletedAt;
    expect(deletedAt).toBe(Math.floor((finishedMs + HOUR + 60_000) / 1000));

    await runScheduled(HOURLY, env, at(finishedMs + 2 * HOUR));
    expect((await getJob(jobId))?.uploadDeletedAt).toBe(deletedAt);
    // The public logo rendition belongs to the template and stays.
    const job = await getJob(jobId);
    const [tpl] = await db.query.templates.findMany({ where: (t, { eq }) => eq(t.id, job!.templateId!) });
    expect((await env.BUCKET.list({ prefix: tpl.assetPrefix! })).objects).toHaveLength(1);
  });

  it("keeps the upload of a job that is still waiting and deletes orphaned uploads older than an hour", async () => {
    const user = await createUser();
    const { jobId } = await submitDirect(recordingEnv(), user.id);
    const orphan = `uploads/${crypto.randomUUID()}`;
    await env.BUCKET.put(orphan, "x");
    await runScheduled(HOURLY, env, at(Date.now() + 30 * 60 * 1000));
    expect(await env.BUCKET.head(orphan)).not.toBeNull();
    await runScheduled(HOURLY, env, at(Date.now() + HOUR + 5 * 60 * 1000));
    expect(await env.BUCKET.head(orphan)).toBeNull();
    expect(await env.BUCKET.head(`uploads/${jobId}`)).not.toBeNull();
  });
});

describe("hourly cron: tokens and lost jobs", () => {
  it("deletes expired refresh and e-mail tokens and keeps live ones", async () => {
    const user = await createUser();
    const now = Math.floor(Date.now() / 1000);
    const row = (expiresAt: number) => ({
      id: crypto.randomUUID(),
      userId: user.id,
      tokenHash: crypto.randomUUID(),
      expiresAt,
    });
    const [deadR, liveR, deadE, liveE] = [row(now - 10), row(now + 3600), row(now - 10), row(now + 3600)];
    await db.insert(refreshTokens).values([
      { ...deadR, familyId: "f" },
      { ...liveR, familyId: "f" },
    ]);
    await db.insert(emailTokens).values([
      { ...deadE, kind: "verify" },
      { ...liveE, kind: "reset" },
    ]);
    await runScheduled(HOURLY, env, at(Date.now()));
    const refresh = await db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    const email = await db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(refresh.map((r) => r.id)).toEqual([liveR.id]);
    expect(email.map((r) => r.id)).toEqual([liveE.id]);
  });

  it("fails and refunds a job lost for over 8 minutes, once, however often the cron runs", async () => {
    const user = await createUser({ plan: "free" });
    const { jobId } = await submitDirect(recordingEnv(), user.id);
    await runScheduled(HOURLY, env, at(Date.now() + 5 * 60 * 1000));
    expect((await getJob(jobId))?.status).toBe("queued");
    const later = Date.now() + 2 * HOUR;
    await runScheduled(HOURLY, env, at(later));
    await runScheduled(HOURLY, env, at(later + HOUR));
    const job = await getJob(jobId);
    expect(job).toMatchObject({ status: "failed", error: STALE_JOB_MESSAGE, creditRefunded: true });
    expect((await trackerFor(env, jobId).view())?.status).toBe("failed");
    expect((await getUser(user.id)).templatesUsed).toBe(0);
  });
});

describe("daily cron: monthly credit reset", () => {
  it("resets a paid plan whose period ended, advances the period, and a second run changes nothing", async () => {
    const start = sec("2026-09-15T10:00:00Z");
    const end = sec("2026-10-15T10:00:00Z");
    const user = await createUser({
      plan: "basic",
      templatesUsed: 4,
      periodStart: start,
      periodEnd: end,
      subscriptionStatus: "active",
    });
    const now = at(Date.parse("2026-10-16T03:15:00Z"));
    await runScheduled(DAILY, env, now);
    let row = await getUser(user.id);
    expect(row).toMatchObject({ templatesUsed: 0, periodStart: end, periodEnd: sec("2026-11-15T10:00:00Z") });

    // Credits used after the reset are not wiped by a repeated delivery of the same cron.
    await db.update(users).set({ templatesUsed: 2 }).where(eq(users.id, user.id));
    await runScheduled(DAILY, env, now);
    await runScheduled(DAILY, env, at(Date.parse("2026-10-20T03:15:00Z")));
    row = await getUser(user.id);
    expect(row).toMatchObject({ templatesUsed: 2, periodStart: end, periodEnd: sec("2026-11-15T10:00:00Z") });
  });

  it("never resets the free plan, nor a subscription that was cancelled", async () => {
    const past = sec("2026-01-01T00:00:00Z");
    const free = await createUser({ plan: "free", templatesUsed: 1, periodEnd: past });
    const cancelled = await createUser({
      plan: "premium",
      templatesUsed: 7,
      periodEnd: past,
      subscriptionStatus: "cancelled",
    });
    await runScheduled(DAILY, env, at(Date.parse("2026-10-16T03:15:00Z")));
    expect((await getUser(free.id)).templatesUsed).toBe(1);
    expect((await getUser(cancelled.id)).templatesUsed).toBe(7);
  });

  it("catches up a period that ended months ago to the current one", async () => {
    const user = await createUser({
      plan: "enterprise",
      templatesUsed: 50,
      periodStart: sec("2026-05-31T00:00:00Z"),
      periodEnd: sec("2026-06-30T00:00:00Z"),
    });
    await runScheduled(DAILY, env, at(Date.parse("2026-10-01T03:15:00Z")));
    const row = await getUser(user.id);
    expect(row.templatesUsed).toBe(0);
    expect(row.periodStart).toBe(sec("2026-09-30T00:00:00Z"));
    expect(row.periodEnd).toBe(sec("2026-10-30T00:00:00Z"));
  });

  it("adds calendar months, clamping to the end of shorter months", () => {
    expect(addMonth(sec("2026-01-31T12:00:00Z"))).toBe(sec("2026-02-28T12:00:00Z"));
    expect(addMonth(sec("2026-12-15T00:00:00Z"))).toBe(sec("2027-01-15T00:00:00Z"));
  });

  it("keeps a job's refund from undoing a reset: a credit taken before the reset is not given back after it", async () => {
    const user = await createUser({
      plan: "basic",
      periodStart: sec("2026-09-15T10:00:00Z"),
      periodEnd: sec("2026-10-15T10:00:00Z"),
    });
    const { jobId } = await submitDirect(recordingEnv(), user.id, { campaignType: "newsletter" });
    expect((await getUser(user.id)).templatesUsed).toBe(1);
    await runScheduled(DAILY, env, at(Date.parse("2026-10-16T03:15:00Z")));
    expect((await getUser(user.id)).templatesUsed).toBe(0);
    await db.update(users).set({ templatesUsed: 2 }).where(eq(users.id, user.id));
    const deps = await pipelineDeps(env);
    deps.generate = async () => {
      throw new Error("down");
    };
    await processJob(deps, jobId, 4);
    expect((await getJob(jobId))?.status).toBe("failed");
    expect((await getUser(user.id)).templatesUsed).toBe(2);
    const [job] = await db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
    expect(job.creditRefunded).toBe(true);
  });
});

describe("daily cron: lapsed subscriptions", () => {
  it("moves a cancelled subscription to free once its paid period has ended, and leaves active ones alone", async () => {
    const cancelled = await createUser();
    const active = await createUser();
    const end = sec("2026-05-01T00:00:00Z");
    await db
      .update(users)
      .set({ plan: "premium", subscriptionStatus: "cancelled", periodEnd: end })
      .where(eq(users.id, cancelled.id));
    await db
      .update(users)
      .set({ plan: "premium", subscriptionStatus: "active", periodEnd: end })
      .where(eq(users.id, active.id));

    await runScheduled(DAILY, env, new Date("2026-04-30T03:15:00Z"));
    expect((await getUser(cancelled.id))?.plan).toBe("premium");

    await runScheduled(DAILY, env, new Date("2026-05-01T03:15:00Z"));
    await runScheduled(DAILY, env, new Date("2026-05-01T03:15:00Z"));
    expect(await getUser(cancelled.id)).toMatchObject({ plan: "free", subscriptionStatus: "expired" });
    expect((await getUser(active.id))?.plan).toBe("premium");
  });
});

describe("hourly cron: rate-limit windows", () => {
  it("drops counters older than a day and keeps current ones", async () => {
    const now = Date.parse("2026-06-10T12:00:00Z");
    const old = `test-old-${crypto.randomUUID()}`;
    const live = `test-live-${crypto.randomUUID()}`;
    await db.insert(rateLimits).values([
      { key: old, windowStart: Math.floor(now / 1000) - 25 * 3600, count: 3 },
      { key: live, windowStart: Math.floor(now / 1000) - 600, count: 1 },
    ]);
    await runScheduled(HOURLY, env, at(now));
    const keys = (await db.select().from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain(old);
    expect(keys).toContain(live);
  });
});
