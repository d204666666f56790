import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, errorMessage } from "../../../lib/api";
import { getTemplate } from "../api/get-template";
import { saveEditedTemplate } from "../api/save-edited";
import type { TemplateDetail, TemplateSummary } from "../api/types";
import { missingHtml } from "../hooks/use-template-actions";
import {
  describeElement,
  editableTarget,
  installEditorStyle,
  sectionOf,
  serializeDocument,
  setHover,
  setSelected,
  truncateLabel,
} from "../lib/editor-dom";
import { handleSessionExpired } from "../lib/session-expiry";
import { campaignLabel } from "../lib/templates-filter";
import { ImageUrlDialog } from "./image-url-dialog";
import { ConfirmDialog, NoticeModal, type Notice } from "./modal";
import { Icon } from "./icon";

export type EditorStatus = "saved" | "dirty" | "saving";
const STATUS_TEXT: Record<EditorStatus, string> = {
  saved: "All changes saved",
  dirty: "Unsaved changes",
  saving: "Saving...",
};
export const FRAME_HEIGHT = 2000;

interface Props {
  templateId: string | null;
  templates: TemplateSummary[];
  onPick: (id: string | null) => void;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
}

export function EditorTab({ templateId, templates, onPick, onDirtyChange, onSaved }: Props) {
  const [template, setTemplate] = useState<TemplateDetail | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<EditorStatus>("saved");
  const [selected, setSelectedEl] = useState<Element | null>(null);
  const [imageFor, setImageFor] = useState<HTMLImageElement | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "element" | "section"; el: Element } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [name, setName] = useState("");
  const frame = useRef<HTMLIFrameElement>(null);
  const dirtyRef = useRef(onDirtyChange);
  dirtyRef.current = onDirtyChange;

  const markDirty = useCallback(() => {
    setStatus("dirty");
    dirtyRef.current(true);
  }, []);

  useEffect(() => {
    if (!templateId) return;
    let alive = true;
    setTemplate(null);
    setLoadError(null);
    setSelectedEl(null);
    setStatus("saved");
    dirtyRef.current(false);
    getTemplate(templateId)
      .then((t) => {
        if (!alive) return;
        if (!t.htmlContent) setLoadError(missingHtml("editing"));
        else {
          setTemplate(t);
          setName(`${t.name} (edited)`);
        }
      })
      .catch((e) => {
        if (!alive) return;
        if (e instanceof ApiRequestError && e.status === 401) handleSessionExpired();
        else setLoadError(errorMessage(e, "Failed to load template"));
      });
    return () => {
      alive = false;
    };
  }, [templateId]);

  useEffect(() => {
    if (status === "saved") return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [status]);

  // The frame is sandboxed without scripts; all editing behaviour is attached from here (same origin via allow-same-origin).
  const onFrameLoad = () => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return;
    installEditorStyle(doc);
    doc.addEventListener("click", (e) => {
      const target = e.target as Element;
      if (target.closest("a")) e.preventDefault();
      const img = target.closest("img");
      if (img) {
        e.preventDefault();
        setSelected(doc, img);
        setSelectedEl(img);
        setImageFor(img as HTMLImageElement);
        return;
      }
      const el = editableTarget(target);
      setSelected(doc, el ?? target);
      setSelectedEl(el ?? target);
      if (el && el.getAttribute("contenteditable") !== "true") {
        el.setAttribute("contenteditable", "true");
        el.setAttribute("spellcheck", "true");
        el.focus();
      }
    });
    doc.addEventListener("mouseover", (e) => {
      const t = e.target as Element;
      setHover(doc, t.closest("img") ?? editableTarget(t));
    });
    doc.addEventListener("input", markDirty);
    doc.addEventListener("submit", (e) => e.preventDefault());
  };

  const removeSelected = (kind: "element" | "section") => {
    if (!selected) return;
    const el = kind === "section" ? sectionOf(selected) : selected;
    if (el) setConfirm({ kind, el });
  };

  const save = async () => {
    const doc = frame.current?.contentDocument;
    if (!template || !doc) {
      setNotice({ title: "Nothing to save", lines: ["No template loaded to save"], tone: "error" });
      return;
    }
    setStatus("saving");
    try {
      await saveEditedTemplate({
        parentTemplateId: template.id,
        name: name.trim() || `${template.name} (edited)`,
        campaignType: template.campaignType,
        htmlContent: serializeDocument(doc),
        websiteUrl: template.websiteUrl,
      });
      setStatus("saved");
      dirtyRef.current(false);
      setNotice({
        title: "Template Saved!",
        lines: ["Your edited template has been saved successfully.", "You can find it in the Templates tab."],
        tone: "success",
      });
      onSaved();
    } catch (e) {
      setStatus("dirty");
      if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
      window.alert(`Failed to save template: ${e instanceof Error ? e.message : "Unknown error"}`);
    }
  };

  const link = selected?.closest("a");

  return (
    <section aria-labelledby="editor-title" className="editor">
      <div className="section-head">
        <h2 id="editor-title">Template Editor</h2>
        <div className="section-actions">
          <label className="sr-only" htmlFor="editor-pick">
            Template to edit
          </label>
          <select id="editor-pick" value={templateId ?? ""} onChange={(e) => onPick(e.target.value || null)}>
            <option value="">Choose a template to edit</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!templateId ? (
        <div className="card empty-state">
          <div className="empty-icon">
            <Icon name="pencil" size={36} />
          </div>
          <h3>Pick a template to edit</h3>
          <p className="muted">
            Choose a template above, or use Edit Template on any card in the Templates tab. Your edits are
            saved as a new copy.
          </p>
        </div>
      ) : loadError ? (
        <div className="alert alert-error" role="alert">
          {loadError}
        </div>
      ) : !template ? (
        <p className="muted">Loading template...</p>
      ) : (
        <>
          <div className="card editor-toolbar">
            <div className="editor-toolbar-row">
              <span className={`editor-status editor-status-${status}`} data-testid="editor-status">
                {STATUS_TEXT[status]}
              </span>
              <span className="type-badge">{campaignLabel(template.campaignType)}</span>
              <label className="sr-only" htmlFor="copy-name">
                Name of the edited copy
              </label>
              <input
                id="copy-name"
                type="text"
                value={name}
                onChange={(e) => setName(e.target.value)}
                className="copy-name"
              />
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void save()}
                disabled={status !== "dirty"}
              >
                {status === "saving" ? "Saving..." : "Save"}
              </button>
            </div>
            <div className="editor-toolbar-row editor-selection" aria-live="polite">
              {selected ? (
                <>
                  <span className="muted small">Selected:</span>{" "}
                  <strong className="small">{describeElement(selected)}</strong>
                  {link && (
                    <span className="muted small" title={link.getAttribute("href") ?? ""}>
                      → {truncateLabel(link.getAttribute("href") ?? "")}
                    </span>
                  )}
                  {selected.tagName === "IMG" && (
                    <button
                      type="button"
                      className="btn btn-small btn-secondary"
                      onClick={() => setImageFor(selected as HTMLImageElement)}
                    >
                      Change image
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-small btn-secondary"
                    onClick={() => removeSelected("element")}
                  >
                    Delete element
                  </button>
                  <button
                    type="button"
                    className="btn btn-small btn-secondary"
                    onClick={() => removeSelected("section")}
                  >
                    Delete section
                  </button>
                </>
              ) : (
                <span className="muted small">
                  Click any text to edit it, click an image to change it, or select an element to delete it.
                </span>
              )}
            </div>
          </div>
          <div className="editor-stage">
            <iframe
              ref={frame}
              title="Template editor"
              className="editor-frame"
              sandbox="allow-same-origin"
              srcDoc={template.htmlContent ?? ""}
              style={{ height: FRAME_HEIGHT }}
              onLoad={onFrameLoad}
            />
          </div>
        </>
      )}
      {imageFor && (
        <ImageUrlDialog
          current={imageFor.getAttribute("src") ?? ""}
          onCancel={() => setImageFor(null)}
          onConfirm={(url) => {
            imageFor.setAttribute("src", url);
            imageFor.removeAttribute("srcset");
            setImageFor(null);
            markDirty();
          }}
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm.kind === "section" ? "Delete this section?" : "Delete this element?"}
          message={`${describeElement(confirm.el.tagName === "TR" ? (selected ?? confirm.el) : confirm.el)} will be removed from this copy.`}
          confirmLabel="Delete"
          danger
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            confirm.el.remove();
            setConfirm(null);
            setSelectedEl(null);
            markDirty();
          }}
        />
      )}
      {notice && <NoticeModal notice={notice} onClose={() => setNotice(null)} />}
    </section>
  );
}
