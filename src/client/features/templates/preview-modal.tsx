import { useState } from "react";
import type { TemplateDetail } from "../../lib/api-types";
import { campaignLabel } from "../../lib/templates-filter";
import { Modal } from "../../components/modal";
import { HealthPanel } from "../../components/health-panel";
import { withDarkPreview } from "../../lib/dark-preview";
import { forPreview } from "../../../shared/esp/preview";
import { ACTION_PLANS } from "../../../shared/plans";
import { PlanLockedButton } from "../../components/plan-locked-button";

interface Props {
  template: TemplateDetail;
  onClose: () => void;
  onDownload: () => void;
  onCopy: () => void;
  /** Absent when the plan lacks test sends: the action then shows its plan and leads to the plans. */
  onSendTest?: () => void;
  onUpgradeForSendTest?: () => void;
}

export function PreviewModal({
  template,
  onClose,
  onDownload,
  onCopy,
  onSendTest,
  onUpgradeForSendTest,
}: Props) {
  const [width, setWidth] = useState<"desktop" | "mobile">("desktop");
  const [failed, setFailed] = useState(false);
  const [scheme, setScheme] = useState<"light" | "dark">("light");
  const html = template.htmlContent ?? "";
  // The frame shows what a reader sees (fallback words, not tokens); the health panel, Copy and Download use the stored HTML.
  const shown = forPreview(html);
  return (
    <Modal
      title={template.name}
      onClose={onClose}
      wide
      actions={
        <>
          {onSendTest ? (
            <button type="button" className="btn btn-secondary" onClick={onSendTest}>
              Send test to me
            </button>
          ) : (
            onUpgradeForSendTest && (
              <PlanLockedButton
                label="Send test to me"
                plan={ACTION_PLANS.sendTest}
                className="btn btn-secondary"
                onUpgrade={onUpgradeForSendTest}
              />
            )
          )}
          <button type="button" className="btn btn-secondary" onClick={onCopy}>
            Copy HTML
          </button>
          <button type="button" className="btn btn-primary" onClick={onDownload}>
            Download
          </button>
        </>
      }
    >
      <div className="preview-meta">
        <span className="type-badge">{campaignLabel(template.campaignType)}</span>
        {template.subject && (
          <span>
            <strong>Subject:</strong> {template.subject}
          </span>
        )}
        {template.preheader && <span className="muted">{template.preheader}</span>}
      </div>
      <div className="segmented" role="group" aria-label="Preview width">
        <button type="button" aria-pressed={width === "desktop"} onClick={() => setWidth("desktop")}>
          Desktop
        </button>
        <button type="button" aria-pressed={width === "mobile"} onClick={() => setWidth("mobile")}>
          Mobile
        </button>
      </div>
      <div className="segmented" role="group" aria-label="Colour scheme">
        <button type="button" aria-pressed={scheme === "light"} onClick={() => setScheme("light")}>
          Light
        </button>
        <button type="button" aria-pressed={scheme === "dark"} onClick={() => setScheme("dark")}>
          Dark
        </button>
      </div>
      <div className="preview-with-health">
        <div className="preview-stage">
          {failed ? (
            <div className="preview-fallback">Preview unavailable</div>
          ) : (
            <iframe
              key={scheme}
              title={`Preview of ${template.name}`}
              className={`preview-frame preview-frame-${width}`}
              sandbox=""
              src={scheme === "light" ? (template.previewUrl ?? undefined) : undefined}
              srcDoc={scheme === "dark" ? withDarkPreview(shown) : template.previewUrl ? undefined : shown}
              referrerPolicy="no-referrer"
              onError={() => setFailed(true)}
            />
          )}
        </div>
        {html && <HealthPanel html={html} />}
      </div>
    </Modal>
  );
}
