import { useEffect, useRef } from "react";
import { TYPE_FILTER_LABELS } from "../../../shared/campaign-types";
import { usageLabel } from "../../../shared/plans";
import type { StoredUser } from "../../lib/session";
import type { TemplatesState } from "./use-templates";
import type { TemplateActions } from "./use-template-actions";
import { canEdit } from "../../lib/plan-rules";
import { TemplateCard } from "./template-card";
import { groupVersions, VersionGroup } from "./version-group";
import { UsageBar } from "../../components/usage-bar";
import { Icon } from "../../components/icon";

interface Props {
  user: StoredUser;
  data: TemplatesState;
  actions: TemplateActions;
  isMobile: boolean;
  onCreate: () => void;
  /** Refresh: reads the list again, and the usage figures beside it (the dashboard reads the profile). */
  onRefresh: () => void;
}

export function TemplatesList({ user, data, actions, isMobile, onCreate, onRefresh }: Props) {
  const shown = data.templates;
  const editable = canEdit(user.plan);
  const sentinel = useLoadMoreWhenNear(
    data.hasMore && !data.loading && !data.loadingMore && !data.error,
    data.loadMore,
  );

  return (
    <section aria-labelledby="templates-title">
      <div className="section-head">
        <h2 id="templates-title">Generated Templates</h2>
        <div className="section-actions">
          <button type="button" className="btn btn-secondary" onClick={onRefresh} disabled={data.loading}>
            <Icon name="refresh" size={16} /> {data.loading ? "Refreshing..." : "Refresh"}
          </button>
          <button type="button" className="btn btn-primary" onClick={onCreate}>
            <Icon name="plus" size={16} /> New Template
          </button>
        </div>
      </div>
      <div className="templates-layout">
        <div>
          <div className="templates-toolbar">
            <label className="sr-only" htmlFor="template-search">
              Search templates
            </label>
            <input
              id="template-search"
              type="search"
              placeholder="Search by name, type or website"
              value={data.search}
              onChange={(e) => data.setSearch(e.target.value)}
            />
            <label className="sr-only" htmlFor="template-type">
              Filter by type
            </label>
            <select id="template-type" value={data.type} onChange={(e) => data.setType(e.target.value)}>
              <option value="">All types</option>
              {TYPE_FILTER_LABELS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </div>
          {data.error && (
            <div className="alert alert-error" role="alert">
              {data.error}
            </div>
          )}
          {!data.loaded && data.loading ? (
            <div className="template-grid" aria-busy="true">
              {[0, 1].map((i) => (
                <div key={i} className="template-card skeleton" />
              ))}
            </div>
          ) : shown.length === 0 && data.loaded && (!data.filtered || data.userTotal === 0) ? (
            <div className="empty-state card">
              <div className="empty-icon">
                <Icon name="mail" size={36} />
              </div>
              <h3>No templates yet</h3>
              <p className="muted">Generate your first branded e-mail template from your logo and website.</p>
              <button type="button" className="btn btn-primary" onClick={onCreate}>
                Create Template
              </button>
            </div>
          ) : shown.length === 0 && data.loaded ? (
            <div className="empty-state card">
              <p>No templates match your search criteria.</p>
              <button type="button" className="btn btn-secondary" onClick={data.clearFilters}>
                Clear filters
              </button>
            </div>
          ) : (
            <div className="template-grid">
              {groupVersions(shown).map((entry) =>
                entry.length > 1 ? (
                  <VersionGroup
                    key={entry[0].variantGroup}
                    versions={entry}
                    actions={actions}
                    isMobile={isMobile}
                    canEdit={editable}
                  />
                ) : (
                  <TemplateCard
                    key={entry[0].id}
                    template={entry[0]}
                    actions={actions}
                    isMobile={isMobile}
                    canEdit={editable}
                  />
                ),
              )}
            </div>
          )}
          {data.loaded && data.hasMore && shown.length > 0 && (
            <div className="load-more" ref={sentinel}>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void data.loadMore()}
                disabled={data.loadingMore || data.loading}
              >
                {data.loadingMore ? "Loading..." : "Load more"}
              </button>
            </div>
          )}
        </div>
        <aside className="templates-side card" aria-label="Usage">
          <h3>Your usage</h3>
          <p className="big-number">{usageLabel(user.templatesUsed, user.templateLimit)}</p>
          <UsageBar used={user.templatesUsed} limit={user.templateLimit} />
          <p className="muted small">
            {Math.max(0, user.templateLimit - user.templatesUsed)} template
            {user.templateLimit - user.templatesUsed === 1 ? "" : "s"} left
            {user.bonusTemplates > 0 && ` (includes ${user.bonusTemplates} bonus)`}.
          </p>
          <p className="muted small side-count">
            Showing {shown.length} of {data.total} template{data.total === 1 ? "" : "s"}.
          </p>
          <hr />
          <h4>Tips</h4>
          <ul className="tips">
            <li>Every generation is unique. On Premium, ask for 2 or 3 versions of one brief to A/B test.</li>
            <li>Copy HTML pastes straight into most e-mail platforms.</li>
            <li>Download also offers a plain-text version.</li>
          </ul>
        </aside>
      </div>
    </section>
  );
}

/** Asks for the next page when the end of the list comes within about two card rows of the viewport. */
function useLoadMoreWhenNear(enabled: boolean, loadMore: () => Promise<void>) {
  const ref = useRef<HTMLDivElement | null>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void latest.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
