import type { TemplateSummary } from "../../lib/api-types";
import type { TemplateActions } from "./use-template-actions";
import { campaignLabel, displayWebsite, formatDate, shortCardId } from "../../lib/templates-filter";
import { TemplatePreviewFrame } from "./template-preview-frame";
import { Icon } from "../../components/icon";

export function TemplateCard({
  template,
  actions,
  isMobile,
  canEdit,
}: {
  template: TemplateSummary;
  actions: TemplateActions;
  isMobile: boolean;
  canEdit: boolean;
}) {
  const busy = actions.busyId === template.id;
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
          <span className="type-badge">{campaignLabel(template.campaignType)}</span>
          <code className="card-id" title="Template id">
            #{shortCardId(template)}
          </code>
        </div>
        <h3 className="template-name">{template.name}</h3>
        <p className="template-meta">
          <span title={template.websiteUrl}>{displayWebsite(template.websiteUrl)}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={template.createdAt}>{formatDate(template.createdAt)}</time>
          {template.parentTemplateId && <span className="edited-badge">Edited copy</span>}
        </p>
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
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => actions.edit(template)}
          >
            {!canEdit && <Icon name="lock" size={14} label="Premium feature" />}Edit Template
          </button>
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => actions.copy(template)}
            disabled={busy}
          >
            Copy HTML
          </button>
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => actions.sendTest(template)}
            disabled={busy}
          >
            Send test to me
          </button>
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => actions.send(template)}
            disabled={busy}
          >
            {!actions.canSend && <Icon name="lock" size={14} label="Premium feature" />}Send to platform
          </button>
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
