import { and, eq } from "drizzle-orm";
import { generationJobs, users } from "../db/schema";
import type { AppBindings } from "../env";
import type { Db } from "../platform/db";
import { ApiError } from "../platform/errors";
import { planAndCredit, releaseCredit, reserveCredit } from "../billing/credits";
import { hit, type Limit } from "../platform/rate-limit";
import { campaignImageKey, uploadKey, type LogoUpload } from "../platform/uploads";
import type { CorrectedFacts } from "../../shared/corrected-facts";
import { factsKey } from "./submit-facts";
import { sequencerFor, trackerFor } from "./stubs";
import type { JobView } from "./job-tracker";
import type { GenerationMessage } from "./generation-message";
import { campaignTypeAllowed, campaignTypeEntry, type CampaignType } from "../../shared/campaign-types";
import { isPlanId, planAtLeast, PLANS, type PlanId } from "../../shared/plans";
import { canAskVariants, type VariantCount } from "../../shared/variants";

export interface SubmitInput {
  userId: string;
  palette: string[];
  logo: LogoUpload;
  url: string;
  sessionId: string | null;
  campaignType: CampaignType;
  campaignText: string;
  /** Corrected brief facts (checked by the route); kept beside the logo until the job runs. */
  facts?: CorrectedFacts | null;
  publicBaseUrl: string;
  /** Campaign images (normalised JPEGs), Premium and Enterprise only; at most 3. */
  images?: Uint8Array[];
  /** The brand kit the request named, recorded so the consumer uses its approved values. */
  brand?: { id: string; version: number } | null;
  /** Versions of the brief the job writes for its one credit; more than 1 on Premium and Enterprise only. */
  variants?: VariantCount;
  /** The plan admitSubmission read and checked; read again when absent. */
  plan?: PlanId;
}

export type SubmitEnv = Pick<
  AppBindings,
  "BUCKET" | "JOB_TRACKER" | "JOB_SEQUENCER" | "GENERATION_QUEUE" | "QUEUE_BATCH_SIZE"
>;

export interface Submitted {
  jobId: string;
  status: JobView["status"];
  position: number;
  estimatedSeconds: number | null;
}

const submitted = (v: JobView): Submitted => ({
  jobId: v.jobId,
  status: v.status,
  position: v.position,
  estimatedSeconds: v.estimatedSeconds,
});

function jobForSession(db: Db, userId: string, sessionId: string) {
  return db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(and(eq(generationJobs.userId, userId), eq(generationJobs.sessionId, sessionId)));
}

async function answerFor(env: SubmitEnv, row: { id: string } | undefined) {
  if (!row) return null;
  const view = await trackerFor(env, row.id).view();
  return view ? submitted(view) : null;
}

async function existingJob(env: SubmitEnv, db: Db, userId: string, sessionId: string | null) {
  if (!sessionId) return null;
  const [row] = await jobForSession(db, userId, sessionId);
  return answerFor(env, row);
}

/** What the plan does not allow: the campaign type, or campaign images or versions below Premium. */
function refuseOverPlan(plan: PlanId, campaignType: CampaignType, images: number, variants = 1): void {
  if (!campaignTypeAllowed(plan, campaignType)) {
    const entry = campaignTypeEntry(campaignType);
    const needed = entry ? PLANS[entry.minPlan].name : "a higher";
    throw new ApiError(
      403,
      "plan_required",
      `The ${entry?.label ?? campaignType} campaign type needs the ${needed} plan or higher. Upgrade your plan to use it.`,
    );
  }
  if (images && !planAtLeast(plan, "premium"))
    throw new ApiError(
      403,
      "plan_required",
      "Campaign images need the Premium plan or higher. Upgrade your plan to add your own pictures.",
    );
  if (variants > 1 && !canAskVariants(plan))
    throw new ApiError(
      403,
      "plan_required",
      "Versions for A/B tests need the Premium plan or higher. Upgrade your plan to get 2 or 3 versions of one brief.",
    );
}

/** Submissions per account: each one may decode a logo and three images. */
export const SUBMIT_LIMIT: Limit = { name: "generate", max: 60, windowSeconds: 60 * 60 };

/**
 * The cheap checks, before any image is decoded: the plan (campaign type, images allowed), a credit left (unless
 * the same submission already made its job, which is answered again), then the account's rate limit.
 */
export async function admitSubmission(
  db: Db,
  userId: string,
  ask: { campaignType: CampaignType; images: number; sessionId: string | null; variants?: number },
): Promise<PlanId> {
  const account = await planAndCredit(db, userId);
  if (!account || !isPlanId(account.plan)) throw new ApiError(401, "unauthorized", "Authentication required");
  refuseOverPlan(account.plan, ask.campaignType, ask.images, ask.variants);
  if (!account.hasCredit) {
    const [earlier] = ask.sessionId ? await jobForSession(db, userId, ask.sessionId) : [];
    if (!earlier) throw new ApiError(403, "limit_reached", "Template limit reached");
  }
  await hit(
    db,
    SUBMIT_LIMIT,
    userId,
    "You have started many generations in the last hour. Please try again later.",
  );
  return account.plan;
}

/**
 * Validated request -> credit reserved atomically -> upload in R2 -> job row -> ticket -> job tracker -> queue.
 * A repeated sessionId answers the job it already created, so a double submit never costs two credits.
 */
export async function submitGeneration(env: SubmitEnv, db: Db, input: SubmitInput): Promise<Submitted> {
  // The plan (unless admitted already) and an earlier job of this submission travel to D1 in one round trip.
  const planQuery = db.select({ plan: users.plan }).from(users).where(eq(users.id, input.userId));
  const session = input.sessionId ? jobForSession(db, input.userId, input.sessionId) : null;
  const [[user], earlier] = input.plan
    ? [[{ plan: input.plan }], session ? await session : []]
    : session
      ? await db.batch([planQuery, session])
      : [await planQuery, []];
  if (!user || !isPlanId(user.plan)) throw new ApiError(401, "unauthorized", "Authentication required");
  refuseOverPlan(user.plan, input.campaignType, input.images?.length ?? 0, input.variants);
  const again = await answerFor(env, earlier[0]);
  if (again) return again;

  const reservation = await reserveCredit(db, input.userId);
  if (!reservation) throw new ApiError(403, "limit_reached", "Template limit reached");

  const jobId = crypto.randomUUID();
  const sequencer = sequencerFor(env);
  let ticket: number | null = null;
  let inserted = false;
  try {
    const [, , taken] = await Promise.all([
      env.BUCKET.put(uploadKey(jobId), input.logo.bytes, {
        httpMetadata: { contentType: input.logo.contentType },
      }),
      // Facts travel with the brief, so only where the brief does (Premium and Enterprise).
      input.facts && planAtLeast(user.plan, "premium")
        ? env.BUCKET.put(factsKey(jobId), JSON.stringify(input.facts))
        : Promise.resolve(null),
      sequencer.take(Math.max(1, Number(env.QUEUE_BATCH_SIZE) || 1)),
      ...(input.images ?? []).map((bytes, i) =>
        env.BUCKET.put(campaignImageKey(jobId, i), bytes, { httpMetadata: { contentType: "image/jpeg" } }),
      ),
    ]);
    ticket = taken.ticket;
    const rows = await db
      .insert(generationJobs)
      .values({
        id: jobId,
        userId: input.userId,
        status: "queued",
        campaignType: input.campaignType,
        websiteUrl: input.url,
        palette: input.palette,
        campaignText: planAtLeast(user.plan, "premium") ? input.campaignText : "",
        uploadKey: uploadKey(jobId),
        sessionId: input.sessionId,
        ticket: taken.ticket,
        publicBaseUrl: input.publicBaseUrl,
        creditPeriodStart: reservation.periodStart,
        brandId: input.brand?.id ?? null,
        brandVersion: input.brand?.version ?? null,
        variants: input.variants ?? 1,
      })
      .onConflictDoNothing()
      .returning({ id: generationJobs.id });
    if (!rows.length) {
      // The same sessionId won a race with us: hand back its job and return our credit.
      await undo(env, db, input.userId, reservation.periodStart, jobId, ticket);
      ticket = null;
      const winner = await existingJob(env, db, input.userId, input.sessionId);
      if (winner) return winner;
      throw new ApiError(
        409,
        "conflict",
        "This generation was already submitted. Please refresh and try again.",
      );
    }
    inserted = true;
    // The tracker exists before the consumer can look at it: register first, then send.
    const view = await trackerFor(env, jobId).register({ jobId, userId: input.userId, ticket: taken });
    await env.GENERATION_QUEUE.send({ jobId } satisfies GenerationMessage, { contentType: "json" });
    return submitted(view);
  } catch (err) {
    if (err instanceof ApiError) throw err;
    console.error("generation submit failed", jobId, err);
    if (inserted) {
      await db
        .update(generationJobs)
        .set({
          status: "failed",
          error: "The job could not be queued.",
          creditRefunded: true,
          finishedAt: Math.floor(Date.now() / 1000),
        })
        .where(eq(generationJobs.id, jobId));
      await trackerFor(env, jobId).update({
        status: "failed",
        error: "The job could not be queued.",
        finishedAt: Date.now(),
      });
    }
    await undo(env, db, input.userId, reservation.periodStart, jobId, ticket);
    throw new ApiError(503, "internal", "Failed to submit job. Please try again in a moment.");
  }
}

async function undo(
  env: SubmitEnv,
  db: Db,
  userId: string,
  periodStart: number | null,
  jobId: string,
  ticket: number | null,
) {
  await releaseCredit(db, userId, periodStart);
  await env.BUCKET.delete([uploadKey(jobId), ...[0, 1, 2].map((i) => campaignImageKey(jobId, i))]);
  if (ticket !== null) await sequencerFor(env).finish(ticket, null);
}
