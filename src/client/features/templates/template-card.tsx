import type { TemplateSummary } from "../../lib/api-types";
import type { TemplateActions } from "./use-template-actions";
import { campaignLabel, displayWebsite, formatDate, shortCardId } from "../../lib/templates-filter";
import { TemplatePreviewFrame } from "./template-preview-frame";
import { PlanLockedButton } from "../../components/plan-locked-button";
import { ACTION_PLANS } from "../../../shared/plans";

export function TemplateCard({
  template,
  actions,
  isMobile,
  canEdit,
  inGroup = false,
}: {
  template: TemplateSummary;
  actions: TemplateActions;
  isMobile: boolean;
  canEdit: boolean;
  /** Shown beside the other versions of its brief: the group says name, type, site and date. */
  inGroup?: boolean;
}) {
  const busy = actions.busyId === template.id;
  const version = template.variant ? `Version ${template.variant}` : null;
  // Many e-mails open with their subject as the headline: one line then says so instead of repeating it.
  const headline = template.headline?.trim() || null;
  const sameLines = headline !== null && headline === template.subject?.trim();
  return (
    <article className="template-card" aria-label={template.name} data-template-id={template.id}>
      <TemplatePreviewFrame
        key={template.previewUrl ?? "none"}
        url={template.previewUrl}
        title={`Preview of ${template.name}`}
        isMobile={isMobile}
      />
      <div className="template-card-body">
        <div className="template-card-top">
          {inGroup && version ? (
            <span className="version-badge">{version}</span>
          ) : (
            <span className="type-badge">{campaignLabel(template.campaignType)}</span>
          )}
          <code className="card-id" title="Template id">
            #{shortCardId(template)}
          </code>
        </div>
        {!inGroup && <h3 className="template-name">{template.name}</h3>}
        {version && (
          <dl className="version-lines" aria-label={`${version} copy`}>
            <div>
              <dt>{sameLines ? "Subject and headline" : "Subject"}</dt>
              <dd>{template.subject}</dd>
            </div>
            {headline && !sameLines && (
              <div>
                <dt>Headline</dt>
                <dd>{headline}</dd>
              </div>
            )}
          </dl>
        )}
        {!inGroup && (
          <p className="template-meta">
            <span title={template.websiteUrl}>{displayWebsite(template.websiteUrl)}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={template.createdAt}>{formatDate(template.createdAt)}</time>
            {template.parentTemplateId && <span className="edited-badge">Edited copy</span>}
          </p>
        )}
        <div className="template-actions">
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => actions.preview(template)}
            disabled={busy}
          >
            Preview
          </button>
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => actions.download(template)}
            disabled={busy}
          >
            Download
          </button>
          {canEdit ? (
            <button
              type="button"
              className="btn btn-small btn-secondary"
              onClick={() => actions.edit(template)}
            >
              Edit Template
            </button>
          ) : (
            <PlanLockedButton
              label="Edit Template"
              plan={ACTION_PLANS.edit}
              onUpgrade={() => actions.upgradeFor("edit")}
            />
          )}
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => actions.copy(template)}
            disabled={busy}
          >
            Copy HTML
          </button>
          {actions.allowed("sendTest") ? (
            <button
              type="button"
              className="btn btn-small btn-secondary"
              onClick={() => actions.sendTest(template)}
              disabled={busy}
            >
              Send test to me
            </button>
          ) : (
            <PlanLockedButton
              label="Send test to me"
              plan={ACTION_PLANS.sendTest}
              onUpgrade={() => actions.upgradeFor("sendTest")}
            />
          )}
          {actions.allowed("sendToPlatform") ? (
            <button
              type="button"
              className="btn btn-small btn-secondary"
              onClick={() => actions.send(template)}
              disabled={busy}
            >
              Send to platform
            </button>
          ) : (
            <PlanLockedButton
              label="Send to platform"
              plan={ACTION_PLANS.sendToPlatform}
              onUpgrade={() => actions.upgradeFor("sendToPlatform")}
            />
          )}
          <button
            type="button"
            className="btn btn-small btn-ghost btn-delete"
            onClick={() => actions.remove(template)}
          >
            Delete
          </button>
        </div>
      </div>
    </article>
  );
}
