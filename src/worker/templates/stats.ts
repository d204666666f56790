import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { templates, type TemplateRow } from "../db/schema";
import type { Db } from "../platform/db";

export const RECENT_TEMPLATES = 5;

/** Start of the current calendar month in UTC, in epoch seconds: the default when the client sends no month start. */
export function utcMonthStart(now = new Date()): number {
  return Math.floor(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / 1000);
}

const rowid = sql<number>`${templates}.rowid`;

/**
 * The dashboard's summary of a user's templates in one batch of three aggregate statements. Each walks only the
 * owner's entries of an index: (user_id, created_at) for the counts and the recent rows, (user_id, campaign_type, ...)
 * for the grouping, so the cost grows with the user's templates, never with the table.
 */
export async function templateStats(db: Db, userId: string, monthStart: number) {
  const owner = eq(templates.userId, userId);
  const [counts, byType, recent] = await db.batch([
    db
      .select({
        total: sql<number>`count(*)`,
        thisMonth: sql<number>`coalesce(sum(${templates.createdAt} >= ${monthStart}), 0)`,
      })
      .from(templates)
      .where(owner),
    db
      .select({ type: templates.campaignType, count: sql<number>`count(*)` })
      .from(templates)
      .where(owner)
      .groupBy(templates.campaignType),
    db
      .select({ ...getTableColumns(templates), rowid })
      .from(templates)
      .where(owner)
      .orderBy(desc(templates.createdAt), desc(rowid))
      .limit(RECENT_TEMPLATES),
  ]);
  return {
    total: counts[0]?.total ?? 0,
    thisMonth: counts[0]?.thisMonth ?? 0,
    byType: Object.fromEntries(byType.map((r) => [r.type, r.count])) as Record<string, number>,
    recent: recent.map(({ rowid: _rowid, ...row }): TemplateRow => row),
  };
}
