import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { getTemplate } from "../../lib/get-template";
import { saveEditedTemplate } from "./api/save-edited";
import { renderTemplateBlock, uploadTemplateImage, type BlockRequest } from "./api/template-tools";
import type { TemplateDetail, TemplateSummary } from "../../lib/api-types";
import { missingHtml } from "../../lib/templates-filter";
import { setDarkPreview } from "../../lib/dark-preview";
import { useEditorHistory } from "./use-editor-history";
import {
  describeElement,
  editableTarget,
  installEditorStyle,
  serializeDocument,
  showFallbackWords,
  setHover,
  setSelected,
} from "./editor-dom";
import {
  accentColor,
  buttonsOf,
  duplicateSection,
  getStyleProp,
  insertRows,
  moveSection,
  sectionRowOf,
  setAccentColor,
  setButtonColor,
  setLink,
  templateColors,
} from "./editor-ops";
import { readImageForUpload } from "../../lib/logo";
import { handleSessionExpired } from "../../lib/session-expiry";
import { htmlBytes, MAX_SAVE_BYTES, tooLargeToSave } from "../../../shared/template-health";
import { AddSectionDialog } from "./add-section-dialog";
import { EditorSelectionBar } from "./editor-selection-bar";
import { Icon } from "../../components/icon";
import { EditorPicker } from "./editor-picker";
import { EditorSide } from "./editor-side";
import { EditorToolbar, type EditorStatus } from "./editor-toolbar";
import { ImageUrlDialog } from "./image-url-dialog";
import { LinkDialog } from "./link-dialog";
import { ConfirmDialog, NoticeModal, type Notice } from "../../components/modal";
import { MessageFields, type MessageLines } from "./message-fields";
import "./editor.css";

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
  const [linkFor, setLinkFor] = useState<HTMLAnchorElement | null>(null);
  const [adding, setAdding] = useState<{ busy: boolean; error: string | null } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: "element" | "section"; el: Element } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [name, setName] = useState("");
  const [lines, setLines] = useState<MessageLines>({ subject: "", preheader: "" });
  const [dark, setDark] = useState(false);
  const [html, setHtml] = useState("");
  const frame = useRef<HTMLIFrameElement>(null);
  const dirtyRef = useRef(onDirtyChange);
  dirtyRef.current = onDirtyChange;
  const doc = useCallback(() => frame.current?.contentDocument, []);

  const refreshHealth = useCallback(() => {
    const d = frame.current?.contentDocument;
    if (d?.body) setHtml(serializeDocument(d));
  }, []);

  const history = useEditorHistory(
    doc,
    useCallback(() => {
      setSelectedEl(null);
      setStatus("dirty");
      dirtyRef.current(true);
      refreshHealth();
    }, [refreshHealth]),
  );

  /** Every structural edit goes through here: one undo step, dirty state, fresh health figures. */
  const changed = useCallback(() => {
    setStatus("dirty");
    dirtyRef.current(true);
    history.record();
    refreshHealth();
  }, [history, refreshHealth]);

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
          setLines({ subject: t.subject ?? "", preheader: t.preheader ?? "" });
          setHtml(t.htmlContent);
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

  useEffect(() => {
    const d = frame.current?.contentDocument;
    if (d?.body) setDarkPreview(d, dark);
  }, [dark]);

  // The frame is sandboxed without scripts; all editing behaviour is attached from here (same origin via allow-same-origin).
  const onFrameLoad = () => {
    const d = frame.current?.contentDocument;
    if (!d?.body) return;
    installEditorStyle(d);
    showFallbackWords(d);
    setDarkPreview(d, dark);
    history.reset();
    d.addEventListener("click", (e) => {
      const target = e.target as Element;
      const img = target.closest("img");
      if (img) {
        e.preventDefault();
        setSelected(d, img);
        setSelectedEl(img);
        setImageFor(img as HTMLImageElement);
        return;
      }
      const link = target.closest("a");
      if (link) {
        e.preventDefault();
        setSelected(d, link);
        setSelectedEl(link);
        setLinkFor(link as HTMLAnchorElement);
        return;
      }
      const el = editableTarget(target);
      setSelected(d, el ?? target);
      setSelectedEl(el ?? target);
      if (el && el.getAttribute("contenteditable") !== "true") {
        el.setAttribute("contenteditable", "true");
        el.setAttribute("spellcheck", "true");
        el.focus();
      }
    });
    d.addEventListener("mouseover", (e) => {
      const t = e.target as Element;
      setHover(d, t.closest("a") ?? t.closest("img") ?? editableTarget(t));
    });
    let healthTimer: ReturnType<typeof setTimeout> | undefined;
    d.addEventListener("input", () => {
      setStatus("dirty");
      dirtyRef.current(true);
      history.typed();
      clearTimeout(healthTimer);
      healthTimer = setTimeout(refreshHealth, 800);
    });
    d.addEventListener("focusout", refreshHealth);
    d.addEventListener("keydown", (e) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== "z") return;
      e.preventDefault();
      if (e.shiftKey) history.redo();
      else history.undo();
    });
    d.addEventListener("submit", (e) => e.preventDefault());
  };

  const section = selected ? sectionRowOf(selected) : null;
  const d = frame.current?.contentDocument ?? null;
  // The kit's colours first (a colour the template does not use yet is still the brand's), then the template's own.
  const palette = [...new Set([...(template?.palette ?? []), ...(d?.body ? templateColors(d) : [])])].slice(
    0,
    10,
  );
  const firstButton = d?.body ? buttonsOf(d)[0] : undefined;

  const addSection = async (block: BlockRequest) => {
    const target = frame.current?.contentDocument;
    if (!template || !target) return;
    setAdding({ busy: true, error: null });
    try {
      const fill = buttonsOf(target)[0] ? getStyleProp(buttonsOf(target)[0], "background-color") : null;
      const accent = accentColor(target);
      const hex = (v: string | null) => (v && /^#[0-9a-f]{6}$/i.test(v) ? v : undefined);
      const res = await renderTemplateBlock(template.id, block, { button: hex(fill), accent: hex(accent) });
      const rows = insertRows(target, section, res.html);
      setAdding(null);
      if (rows[0]) {
        setSelected(target, rows[0]);
        setSelectedEl(rows[0]);
        rows[0].scrollIntoView?.({ block: "center" });
      }
      changed();
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
      setAdding({ busy: false, error: errorMessage(e, "The section could not be added. Please try again.") });
    }
  };

  const uploadImage = async (file: File): Promise<string> => {
    if (!template) throw new Error("No template loaded");
    const dataUrl = await readImageForUpload(file);
    try {
      return (await uploadTemplateImage(template.id, dataUrl)).url;
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) handleSessionExpired();
      throw new Error(errorMessage(e, "The image could not be uploaded. Please try again."));
    }
  };

  const save = async () => {
    const target = frame.current?.contentDocument;
    if (!template || !target) {
      setNotice({ title: "Nothing to save", lines: ["No template loaded to save"], tone: "error" });
      return;
    }
    const htmlContent = serializeDocument(target);
    const size = htmlBytes(htmlContent);
    if (size > MAX_SAVE_BYTES) {
      setNotice({ title: "Template too large to save", lines: [tooLargeToSave(size)], tone: "error" });
      return;
    }
    setStatus("saving");
    try {
      await saveEditedTemplate({
        parentTemplateId: template.id,
        name: name.trim() || `${template.name} (edited)`,
        campaignType: template.campaignType,
        htmlContent,
        websiteUrl: template.websiteUrl,
        subject: lines.subject.trim(),
        preheader: lines.preheader.trim(),
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

  return (
    <section aria-labelledby="editor-title" className="editor">
      <EditorPicker templateId={templateId} template={template} templates={templates} onPick={onPick} />
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
            <EditorToolbar
              status={status}
              campaignType={template.campaignType}
              name={name}
              onName={setName}
              history={history}
              dark={dark}
              onDark={setDark}
              canSave={status === "dirty" && !!lines.subject.trim()}
              onSave={() => void save()}
            />
            <EditorSelectionBar
              selected={selected}
              describe={selected ? describeElement(selected) : ""}
              section={section}
              onEditLink={(a) => setLinkFor(a)}
              onChangeImage={(img) => setImageFor(img)}
              onDeleteElement={() => selected && setConfirm({ kind: "element", el: selected })}
              onMove={(dir) => section && moveSection(section, dir) && changed()}
              onDuplicate={() => {
                if (!section) return;
                const copy = duplicateSection(section);
                setSelectedEl(copy);
                changed();
              }}
              onDeleteSection={() => section && setConfirm({ kind: "section", el: section })}
              onAddSection={() => setAdding({ busy: false, error: null })}
            />
          </div>
          <MessageFields
            value={lines}
            onChange={(next) => {
              setLines(next);
              setStatus("dirty");
              dirtyRef.current(true);
            }}
          />
          <div className="editor-stage editor-with-health">
            <iframe
              ref={frame}
              title="Template editor"
              className="editor-frame"
              sandbox="allow-same-origin"
              srcDoc={template.htmlContent ?? ""}
              style={{ height: FRAME_HEIGHT }}
              onLoad={onFrameLoad}
            />
            <EditorSide
              html={html}
              palette={palette}
              button={firstButton ? (getStyleProp(firstButton, "background-color") ?? null) : null}
              accent={d?.body ? accentColor(d) : null}
              onButton={(hex) => {
                if (!d) return;
                buttonsOf(d).forEach((b) => setButtonColor(b, hex));
                changed();
              }}
              onAccent={(hex) => {
                if (!d || !setAccentColor(d, hex)) return;
                changed();
              }}
            />
          </div>
        </>
      )}
      {imageFor && (
        <ImageUrlDialog
          current={imageFor.getAttribute("src") ?? ""}
          onCancel={() => setImageFor(null)}
          onUpload={uploadImage}
          onConfirm={(url) => {
            imageFor.setAttribute("src", url);
            imageFor.removeAttribute("srcset");
            setImageFor(null);
            changed();
          }}
        />
      )}
      {linkFor && (
        <LinkDialog
          isButton={linkFor.classList.contains("bm-btn")}
          label={(linkFor.textContent ?? "").replace(/\s+/g, " ").trim()}
          href={linkFor.getAttribute("href") ?? ""}
          color={getStyleProp(linkFor, "background-color")}
          palette={palette}
          onCancel={() => setLinkFor(null)}
          onConfirm={(edit) => {
            setLink(linkFor, edit.label, edit.href);
            if (edit.color && linkFor.classList.contains("bm-btn")) setButtonColor(linkFor, edit.color);
            setLinkFor(null);
            changed();
          }}
        />
      )}
      {adding && (
        <AddSectionDialog
          busy={adding.busy}
          error={adding.error}
          onAdd={(b) => void addSection(b)}
          onCancel={() => setAdding(null)}
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
            changed();
          }}
        />
      )}
      {notice && <NoticeModal notice={notice} onClose={() => setNotice(null)} />}
    </section>
  );
}
