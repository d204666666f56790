import { useState } from "react";
import { ApiRequestError } from "../../lib/api";
import type { TemplateDetail } from "../../lib/api-types";
import { handleSessionExpired } from "../../lib/session-expiry";
import type { Notice } from "../../components/modal";
import { htmlBytes, MAX_SAVE_BYTES, tooLargeToSave } from "../../../shared/template-health";
import { saveEditedTemplate } from "./api/save-edited";
import { serializeDocument } from "./editor-dom";
import type { EditorStatus } from "./editor-toolbar";
import type { MessageLines } from "./message-fields";

interface Options {
  getDoc: () => Document | null | undefined;
  template: TemplateDetail | null;
  name: string;
  lines: MessageLines;
  setStatus: (status: EditorStatus) => void;
  markSaved: () => void;
  onSaved: () => void;
}

/** Saves the frame's HTML as a new copy of the template, refusing one the server would refuse for its size. */
export function useEditorSave({ getDoc, template, name, lines, setStatus, markSaved, onSaved }: Options) {
  const [notice, setNotice] = useState<Notice | null>(null);

  const save = async () => {
    const target = getDoc();
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
      markSaved();
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

  return { save, notice, closeNotice: () => setNotice(null) };
}
