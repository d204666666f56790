import { useState } from "react";
import type { TemplateSummary } from "../../lib/api-types";
import { NoticeModal } from "../../components/modal";
import { describeElement } from "./editor-dom";
import { EditorCanvas, editorPalette } from "./editor-canvas";
import { EditorElementDialogs } from "./editor-element-dialogs";
import { EditorPicker, PickTemplateHint } from "./editor-picker";
import { EditorSelectionBar } from "./editor-selection-bar";
import { EditorToolbar } from "./editor-toolbar";
import { MessageFields } from "./message-fields";
import { useEditorDocument } from "./use-editor-document";
import { useEditorSave } from "./use-editor-save";
import { useEditorSections } from "./use-editor-sections";
import { useEditorTemplate } from "./use-editor-template";
import "./editor.css";

interface Props {
  templateId: string | null;
  templates: TemplateSummary[];
  onPick: (id: string | null) => void;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: () => void;
}

/** The editor: pick a template, edit a copy of it in its frame (toolbar, sections, canvas, health) and save the copy. */
export function EditorTab({ templateId, templates, onPick, onDirtyChange, onSaved }: Props) {
  const [imageFor, setImageFor] = useState<HTMLImageElement | null>(null);
  const [linkFor, setLinkFor] = useState<HTMLAnchorElement | null>(null);
  const editor = useEditorDocument({ onDirtyChange, onPickImage: setImageFor, onPickLink: setLinkFor });
  const { template, loadError, name, setName, lines, setLines } = useEditorTemplate(templateId, {
    start: editor.reset,
    loaded: editor.setHtml,
  });
  const { selected, select, changed } = editor;
  const sections = useEditorSections({ template, getDoc: editor.getDoc, selected, select, changed });
  const { save, notice, closeNotice } = useEditorSave({
    getDoc: editor.getDoc,
    template,
    name,
    lines,
    setStatus: editor.setStatus,
    markSaved: editor.markSaved,
    onSaved,
  });
  const palette = editorPalette(template, editor.frame.current?.contentDocument ?? null);

  return (
    <section aria-labelledby="editor-title" className="editor">
      <EditorPicker templateId={templateId} template={template} templates={templates} onPick={onPick} />
      {!templateId ? (
        <PickTemplateHint />
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
              status={editor.status}
              campaignType={template.campaignType}
              name={name}
              onName={setName}
              history={editor.history}
              dark={editor.dark}
              onDark={editor.setDark}
              canSave={editor.status === "dirty" && !!lines.subject.trim()}
              onSave={() => void save()}
            />
            <EditorSelectionBar
              selected={selected}
              describe={selected ? describeElement(selected) : ""}
              section={sections.section}
              onEditLink={(a) => setLinkFor(a)}
              onChangeImage={(img) => setImageFor(img)}
              {...sections.bar}
            />
          </div>
          <MessageFields
            value={lines}
            onChange={(next) => {
              setLines(next);
              editor.markDirty();
            }}
          />
          <EditorCanvas
            frame={editor.frame}
            srcDoc={template.htmlContent ?? ""}
            onLoad={editor.onFrameLoad}
            html={editor.html}
            palette={palette}
            changed={changed}
          />
        </>
      )}
      <EditorElementDialogs
        template={template}
        image={imageFor}
        link={linkFor}
        palette={palette}
        onCloseImage={() => setImageFor(null)}
        onCloseLink={() => setLinkFor(null)}
        changed={changed}
      />
      {sections.modals}
      {notice && <NoticeModal notice={notice} onClose={closeNotice} />}
    </section>
  );
}
