import { useMemo, useState } from "react";
import { TYPE_FILTER_LABELS } from "../../../../shared/campaign-types";
import { usageLabel } from "../../../../shared/plans";
import type { StoredUser } from "../../../lib/session";
import type { TemplatesState } from "../hooks/use-templates";
import type { TemplateActions } from "../hooks/use-template-actions";
import { canEdit } from "../lib/plan-rules";
import { filterTemplates } from "../lib/templates-filter";
import { TemplateCard } from "./template-card";
import { UsageBar } from "./usage-bar";
import { Icon } from "./icon";

interface Props {
  user: StoredUser;
  data: TemplatesState;
  actions: TemplateActions;
  isMobile: boolean;
  onCreate: () => void;
}

export function TemplatesList({ user, data, actions, isMobile, onCreate }: Props) {
  const [search, setSearch] = useState("");
  const [type, setType] = useState("");
  const shown = useMemo(() => filterTemplates(data.templates, search, type), [data.templates, search, type]);
  const editable = canEdit(user.plan);

  return (
    <section aria-labelledby="templates-title">
      <div className="section-head">
        <h2 id="templates-title">Generated Templates</h2>
        <div className="section-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void data.reload()}
            disabled={data.loading}
          >
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
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
            <label className="sr-only" htmlFor="template-type">
              Filter by type
            </label>
            <select id="template-type" value={type} onChange={(e) => setType(e.target.value)}>
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
          ) : data.templates.length === 0 && data.loaded ? (
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
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => {
                  setSearch("");
                  setType("");
                }}
              >
                Clear filters
              </button>
            </div>
          ) : (
            <div className="template-grid">
              {shown.map((t) => (
                <TemplateCard
                  key={t.id}
                  template={t}
                  actions={actions}
                  isMobile={isMobile}
                  canEdit={editable}
                />
              ))}
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
            <li>Every generation is unique: generate twice to A/B test.</li>
            <li>Copy HTML pastes straight into most e-mail platforms.</li>
            <li>Download also offers a plain-text version.</li>
          </ul>
        </aside>
      </div>
    </section>
  );
}
