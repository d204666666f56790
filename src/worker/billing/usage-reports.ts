import { and, count, eq, gte, lt } from "drizzle-orm";
import { templates, users } from "../db/schema";
import type { AppBindings } from "../env";
import type { Db } from "../platform/db";
import { sendMail } from "../platform/mail";
import { campaignTypeEntry } from "../../shared/campaign-types";
import { templateLimit } from "../../shared/plans";

export interface UsageReport {
  userId: string;
  month: string;
  templatesCreated: number;
  byType: { type: string; label: string; count: number }[];
  limit: number;
}

/** The calendar month before `now`, as [startSeconds, endSeconds, "YYYY-MM"]. */
export function previousMonth(now: Date): [number, number, string] {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const d = new Date(start);
  return [start / 1000, end / 1000, `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`];
}

export function renderUsageReport(
  report: UsageReport,
  name: string,
): { subject: string; text: string; html: string } {
  const subject = `Your BrandMail usage report for ${report.month}`;
  const lines = report.byType.map((t) => `- ${t.label}: ${t.count}`);
  const text = [
    `Hello ${name},`,
    "",
    `In ${report.month} your team created ${report.templatesCreated} template(s) of your ${report.limit} monthly allowance.`,
    ...(lines.length ? ["", "By campaign type:", ...lines] : []),
    "",
    "Unused templates do not carry over to the next month.",
    "— BrandMail",
  ].join("\n");
  const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const rows = report.byType
    .map(
      (t) =>
        `<tr><td style="padding:4px 12px 4px 0">${esc(t.label)}</td><td align="right">${t.count}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Hello ${esc(name)},</p>
<p>In <strong>${report.month}</strong> your team created <strong>${report.templatesCreated}</strong> template(s) of your ${report.limit} monthly allowance.</p>
${rows ? `<table role="presentation" style="border-collapse:collapse">${rows}</table>` : ""}
<p>Unused templates do not carry over to the next month.</p><p>— BrandMail</p></body></html>`;
  return { subject, text, html };
}

/**
 * E-mails every enterprise user the previous month's usage. Runs at least once per delivery of the cron, so
 * each report is stored in R2 first and a report that already exists is never sent again.
 */
export async function sendEnterpriseUsageReports(env: AppBindings, db: Db, now: Date): Promise<number> {
  const [start, end, month] = previousMonth(now);
  const enterprise = await db.select().from(users).where(eq(users.plan, "enterprise"));
  let sent = 0;
  for (const user of enterprise) {
    const key = `reports/${user.id}/${month}.json`;
    if (await env.BUCKET.head(key)) continue;
    const rows = await db
      .select({ type: templates.campaignType, n: count() })
      .from(templates)
      .where(
        and(eq(templates.userId, user.id), gte(templates.createdAt, start), lt(templates.createdAt, end)),
      )
      .groupBy(templates.campaignType);
    const report: UsageReport = {
      userId: user.id,
      month,
      templatesCreated: rows.reduce((a, r) => a + r.n, 0),
      byType: rows
        .map((r) => ({ type: r.type, label: campaignTypeEntry(r.type)?.label ?? r.type, count: r.n }))
        .sort((a, b) => b.count - a.count),
      limit: templateLimit("enterprise", user.bonusTemplates, user.customTemplateLimit),
    };
    await env.BUCKET.put(key, JSON.stringify(report), { httpMetadata: { contentType: "application/json" } });
    await sendMail(env, db, { to: user.email, ...renderUsageReport(report, user.firstName) });
    sent++;
  }
  return sent;
}
