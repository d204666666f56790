import { and, eq, inArray, isNull, like, lte, notInArray, or, sql } from "drizzle-orm";
import { generationJobs, users } from "../db/schema";
import type { Db } from "../platform/db";
import { DEFAULT_ENTERPRISE_LIMIT, PLAN_IDS, PLANS } from "../../shared/plans";

/** The plan limit as SQL, built from the one plan catalogue so the server and the client never disagree. */
const limitSql = sql.join(
  [
    sql`(CASE ${users.plan}`,
    ...PLAN_IDS.filter((p) => p !== "enterprise").map((p) => sql`WHEN ${p} THEN ${PLANS[p].allowance}`),
    sql`ELSE COALESCE(${users.customTemplateLimit}, ${DEFAULT_ENTERPRISE_LIMIT}) END + ${users.bonusTemplates})`,
  ],
  sql` `,
);

export interface Reservation {
  periodStart: number | null;
}

/**
 * Takes one credit in a single conditional UPDATE, so concurrent submissions can never overspend:
 * the row only changes while templates_used is still below the limit.
 */
export async function reserveCredit(db: Db, userId: string): Promise<Reservation | null> {
  const rows = await db
    .update(users)
    .set({ templatesUsed: sql`${users.templatesUsed} + 1` })
    .where(and(eq(users.id, userId), sql`${users.templatesUsed} < ${limitSql}`))
    .returning({ periodStart: users.periodStart });
  return rows[0] ?? null;
}

/**
 * The account's plan and whether a credit is left, in one read: what a submission checks before it decodes anything.
 * It reserves nothing; reserveCredit stays the one atomic step.
 */
export async function planAndCredit(
  db: Db,
  userId: string,
): Promise<{ plan: string; hasCredit: boolean } | null> {
  const [row] = await db
    .select({ plan: users.plan, left: sql<number>`${users.templatesUsed} < ${limitSql}` })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { plan: row.plan, hasCredit: !!row.left } : null;
}

/** Gives back a credit taken for a submission that never became a job. */
export async function releaseCredit(db: Db, userId: string, periodStart: number | null): Promise<void> {
  await db
    .update(users)
    .set({ templatesUsed: sql`MAX(${users.templatesUsed} - 1, 0)` })
    .where(and(eq(users.id, userId), samePeriod(periodStart)));
}

function samePeriod(periodStart: number | null) {
  return periodStart === null ? isNull(users.periodStart) : eq(users.periodStart, periodStart);
}

/**
 * Refunds a failed job's credit exactly once: the flag and the counter change in one transaction, and the counter
 * only moves while the flag was still clear and the user is still in the period the credit was taken from
 * (a credit reset in between already gave it back).
 */
export async function refundJobCredit(db: Db, jobId: string): Promise<boolean> {
  const [job] = await db
    .select({
      userId: generationJobs.userId,
      refunded: generationJobs.creditRefunded,
      period: generationJobs.creditPeriodStart,
    })
    .from(generationJobs)
    .where(eq(generationJobs.id, jobId));
  if (!job || job.refunded) return false;
  const [refund, flag] = await db.batch([
    db
      .update(users)
      .set({ templatesUsed: sql`MAX(${users.templatesUsed} - 1, 0)` })
      .where(
        and(
          eq(users.id, job.userId),
          samePeriod(job.period),
          sql`EXISTS (SELECT 1 FROM ${generationJobs} WHERE ${generationJobs.id} = ${jobId} AND ${generationJobs.creditRefunded} = 0 AND ${generationJobs.status} = 'failed')`,
        ),
      )
      .returning({ id: users.id }),
    db
      .update(generationJobs)
      .set({ creditRefunded: true })
      .where(
        and(
          eq(generationJobs.id, jobId),
          eq(generationJobs.creditRefunded, false),
          eq(generationJobs.status, "failed"),
        ),
      )
      .returning({ id: generationJobs.id }),
  ]);
  return refund.length > 0 && flag.length > 0;
}

/** One calendar month later, clamped to the month's last day (31 Jan -> 28/29 Feb). */
export function addMonth(seconds: number): number {
  const d = new Date(seconds * 1000);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  target.setUTCHours(d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  return Math.floor(target.getTime() / 1000);
}

const ENDED_SUBSCRIPTIONS = ["cancelled", "canceled", "expired", "suspended", "refunded", "reversed"];
const PAID_PLANS = PLAN_IDS.filter((p) => PLANS[p].resetsMonthly);

/**
 * Backstop for the monthly reset of paid plans (PayPal renewals reset credits too). Each row moves only from the
 * period_end it was read with, so a second run, or a renewal webhook racing it, changes nothing.
 */
export async function resetEndedPeriods(db: Db, now: Date): Promise<number> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let reset = 0;
  for (;;) {
    const due = await db
      .select({ id: users.id, periodEnd: users.periodEnd })
      .from(users)
      .where(
        and(
          inArray(users.plan, PAID_PLANS),
          lte(users.periodEnd, nowSeconds),
          notInArray(users.subscriptionStatus, ENDED_SUBSCRIPTIONS),
          // Real PayPal subscriptions reset on a payment (src/worker/billing), never on the calendar.
          or(isNull(users.paypalSubscriptionId), like(users.paypalSubscriptionId, "SIM-%")),
        ),
      )
      .limit(100);
    if (!due.length) return reset;
    for (const row of due) {
      const oldEnd = row.periodEnd as number;
      let start = oldEnd;
      let end = addMonth(oldEnd);
      while (end <= nowSeconds) [start, end] = [end, addMonth(end)];
      const changed = await db
        .update(users)
        .set({ templatesUsed: 0, periodStart: start, periodEnd: end })
        .where(and(eq(users.id, row.id), eq(users.periodEnd, oldEnd)))
        .returning({ id: users.id });
      reset += changed.length;
    }
  }
}
