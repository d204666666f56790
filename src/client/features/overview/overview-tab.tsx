import { formatEuro, monthlyCost, PLANS, usageLabel } from "../../../shared/plans";
import type { StoredUser } from "../../lib/session";
import type { TemplateStatsState } from "../../lib/use-template-stats";
import type { TemplateSummary } from "../../lib/api-types";
import { showUpgradeButton } from "../../lib/plan-rules";
import { campaignLabel, displayWebsite, formatDate } from "../../lib/templates-filter";
import { UsageBar } from "../../components/usage-bar";
import { Icon } from "../../components/icon";
import "./overview.css";

interface Props {
  user: StoredUser;
  summary: TemplateStatsState;
  actions: Record<"preview" | "download" | "copy", (t: TemplateSummary) => unknown>;
  onStart: () => void;
  onViewAll: () => void;
  onUpgrade: () => void;
}

export const RECENT_COUNT = 3;

export function OverviewTab({ user, summary, actions, onStart, onViewAll, onUpgrade }: Props) {
  const plan = PLANS[user.plan];
  const recent = summary.stats?.recent.slice(0, RECENT_COUNT) ?? [];
  const upgradeVisible = showUpgradeButton(user.plan);
  const remaining = Math.max(0, user.templateLimit - user.templatesUsed);
  // "Welcome back" only to someone who has been here before: a new account has made nothing yet.
  const returning = user.templatesUsed > 0 || (summary.stats?.total ?? 0) > 0;
  return (
    <div className="overview">
      <section className="dash-hero">
        <div>
          <h2>
            {returning ? "Welcome back" : "Welcome"}
            {user.firstName ? `, ${user.firstName}` : ""}!
          </h2>
          <p>Turn your logo and website into a branded, responsive e-mail template in about a minute.</p>
        </div>
        <button type="button" className="btn btn-hero" onClick={onStart}>
          Start Creating
        </button>
      </section>

      <section className="stat-grid" aria-label="Account summary">
        <div className="card stat-card">
          <h3>Templates Generated</h3>
          <p className="big-number">{usageLabel(user.templatesUsed, user.templateLimit)}</p>
          <UsageBar used={user.templatesUsed} limit={user.templateLimit} />
          <p className="muted small">
            {user.bonusTemplates > 0
              ? `Includes ${user.bonusTemplates} bonus template${user.bonusTemplates === 1 ? "" : "s"}`
              : "Bonus templates: 0"}
          </p>
        </div>
        <div className="card stat-card">
          <h3>Current Plan</h3>
          <p className="big-number">{plan.name}</p>
          <p className="muted small">
            {user.plan === "enterprise"
              ? `${user.customTemplateLimit ?? 100} templates per month`
              : plan.templates}
          </p>
        </div>
        <div className="card stat-card">
          <h3>Monthly Cost</h3>
          <p className="big-number">{formatEuro(monthlyCost(user.plan, user.customTemplateLimit))}</p>
          <p className="muted small">{user.plan === "free" ? "No card needed" : "per month, tax included"}</p>
        </div>
      </section>

      <div className="overview-columns">
        <section className="card" aria-labelledby="recent-title">
          <div className="section-head">
            <h3 id="recent-title">Recent Templates</h3>
            <button type="button" className="link-button" onClick={onViewAll}>
              View all
            </button>
          </div>
          {recent.length === 0 ? (
            <div className="empty-inline">
              <p className="muted">
                {summary.stats ? "No templates yet." : summary.error ? summary.error : "Loading..."}
              </p>
              {summary.stats && (
                <button type="button" className="btn btn-primary btn-small" onClick={onStart}>
                  Generate your first template
                </button>
              )}
            </div>
          ) : (
            <ul className="recent-list">
              {recent.map((t) => (
                <li key={t.id}>
                  <div>
                    <strong>{t.name}</strong>
                    <span className="muted small">
                      {campaignLabel(t.campaignType)} · {displayWebsite(t.websiteUrl)} ·{" "}
                      {formatDate(t.createdAt)}
                    </span>
                  </div>
                  <div className="recent-actions">
                    <button
                      type="button"
                      className="btn btn-small btn-secondary"
                      onClick={() => actions.preview(t)}
                    >
                      Preview
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-secondary"
                      onClick={() => actions.download(t)}
                    >
                      Download
                    </button>
                    <button
                      type="button"
                      className="btn btn-small btn-secondary"
                      onClick={() => actions.copy(t)}
                    >
                      Copy
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="overview-side">
          <section className="card" aria-labelledby="plan-status-title">
            <h3 id="plan-status-title">Plan Status</h3>
            <p>
              <strong>{plan.name}</strong> · {remaining} of {user.templateLimit} template
              {user.templateLimit === 1 ? "" : "s"} left
            </p>
            <UsageBar used={user.templatesUsed} limit={user.templateLimit} />
            <p className="muted small">
              {user.plan === "free"
                ? "Your free template never resets."
                : user.subscriptionStatus !== "active" && user.nextBillingDate
                  ? `Your ${plan.name} plan ends on ${formatDate(user.nextBillingDate)}.`
                  : user.nextBillingDate
                    ? `Credits renew on ${formatDate(user.nextBillingDate)}. Unused templates do not carry over.`
                    : "Credits renew every billing month. Unused templates do not carry over."}
            </p>
            {upgradeVisible && (
              <button type="button" className="btn btn-primary" onClick={onUpgrade}>
                Upgrade Plan
              </button>
            )}
          </section>
          <section className="card" aria-labelledby="quick-title">
            <h3 id="quick-title">Quick Actions</h3>
            <div className="quick-actions">
              <button type="button" className="btn btn-secondary" onClick={onStart}>
                <Icon name="sparkles" /> Generate Template
              </button>
              <button type="button" className="btn btn-secondary" onClick={onViewAll}>
                <Icon name="folder" /> Manage Templates
              </button>
              {upgradeVisible && (
                <button type="button" className="btn btn-secondary" onClick={onUpgrade}>
                  <Icon name="arrowUp" /> Upgrade Plan
                </button>
              )}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
