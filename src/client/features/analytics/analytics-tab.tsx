import { usageLabel } from "../../../shared/plans";
import type { TemplateStats } from "../../lib/api-types";
import type { StoredUser } from "../../lib/session";
import type { TemplateStatsState } from "../../lib/use-template-stats";
import { usagePercent } from "../../lib/plan-rules";
import { campaignLabel, displayWebsite, formatDate } from "../../lib/templates-filter";
import { UsageBar } from "../../components/usage-bar";
import { CampaignIcon } from "../../components/icon";

export const RECENT_ACTIVITY = 5;

/** The cards and lists of the tab from the server's counts: the most used type wins ties by name. */
export function analyticsOf(stats: TemplateStats | null) {
  const distribution = Object.entries(stats?.byType ?? {})
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    total: stats?.total ?? 0,
    thisMonth: stats?.thisMonth ?? 0,
    mostUsed: distribution[0]?.[0] ?? null,
    distribution,
    recent: (stats?.recent ?? []).slice(0, RECENT_ACTIVITY),
  };
}

export function AnalyticsTab({ user, summary }: { user: StoredUser; summary: TemplateStatsState }) {
  const a = analyticsOf(summary.stats);
  const pending = !summary.stats;
  const max = Math.max(1, ...a.distribution.map(([, n]) => n));
  return (
    <section aria-labelledby="analytics-title">
      <h2 id="analytics-title">Analytics &amp; Insights</h2>
      <div className="stat-grid stat-grid-4">
        <div className="card stat-card">
          <h3>Total Templates</h3>
          <p className="big-number">{pending ? "…" : a.total}</p>
        </div>
        <div className="card stat-card">
          <h3>This Month</h3>
          <p className="big-number">{pending ? "…" : a.thisMonth}</p>
        </div>
        <div className="card stat-card">
          <h3>Most Used Type</h3>
          <p className="big-number big-number-text">{a.mostUsed ? campaignLabel(a.mostUsed) : "—"}</p>
        </div>
        <div className="card stat-card">
          <h3>Plan Utilization</h3>
          <p className="big-number">{usageLabel(user.templatesUsed, user.templateLimit)}</p>
          <UsageBar used={user.templatesUsed} limit={user.templateLimit} />
          <p className="muted small">
            {usagePercent(user.templatesUsed, user.templateLimit)}% of your allowance used
          </p>
        </div>
      </div>
      <div className="overview-columns">
        <section className="card" aria-labelledby="dist-title">
          <h3 id="dist-title">Template Types Distribution</h3>
          {a.distribution.length === 0 ? (
            <p className="muted">{pending ? (summary.error ?? "Loading...") : "No templates yet."}</p>
          ) : (
            <ul className="dist-list">
              {a.distribution.map(([type, n]) => (
                <li key={type}>
                  <span className="dist-label">
                    <CampaignIcon type={type} size={16} />
                    {campaignLabel(type)}
                  </span>
                  <span className="dist-bar" aria-hidden="true">
                    <span style={{ width: `${(n / max) * 100}%` }} />
                  </span>
                  <span className="dist-count">{n}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card" aria-labelledby="activity-title">
          <h3 id="activity-title">Recent Activity</h3>
          {a.recent.length === 0 ? (
            <p className="muted">
              {pending
                ? (summary.error ?? "Loading...")
                : "Nothing yet. Your generated templates will show up here."}
            </p>
          ) : (
            <ol className="activity-list">
              {a.recent.map((t) => (
                <li key={t.id}>
                  <strong>{t.parentTemplateId ? "Edited" : "Generated"}</strong> {t.name}
                  <span className="muted small">
                    {campaignLabel(t.campaignType)} · {displayWebsite(t.websiteUrl)} ·{" "}
                    {formatDate(t.createdAt)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </section>
  );
}
