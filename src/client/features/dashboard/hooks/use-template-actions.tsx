import { useCallback, useState, type ReactNode } from "react";
import type { PlanId } from "../../../../shared/plans";
import { ApiRequestError, errorMessage } from "../../../lib/api";
import { deleteTemplate } from "../api/delete-template";
import { getTemplate } from "../api/get-template";
import type { TemplateDetail, TemplateSummary } from "../api/types";
import { ConfirmDialog, NoticeModal, type Notice } from "../components/modal";
import { PreviewModal } from "../components/preview-modal";
import { downloadText, fileBaseName } from "../lib/files";
import { canEdit } from "../lib/plan-rules";
import { handleSessionExpired } from "../lib/session-expiry";
import type { ToastMessage } from "../components/toast";

export const MOBILE_PREVIEW_MESSAGE =
  "Template preview is available on desktop only. Please use a desktop computer to preview templates.";
export const missingHtml = (what: "preview" | "download" | "copy" | "editing") =>
  `Template ${what} is not available. The HTML content is missing.`;

type ShowToast = (text: string, tone?: ToastMessage["tone"], action?: ToastMessage["action"]) => void;

interface Options {
  plan: PlanId;
  isMobile: boolean;
  toast: ShowToast;
  onRemoved: (id: string) => void;
  onEdit: (id: string) => void;
  onUpgradeForEditor: () => void;
}

export function useTemplateActions({
  plan,
  isMobile,
  toast,
  onRemoved,
  onEdit,
  onUpgradeForEditor,
}: Options) {
  const [preview, setPreview] = useState<TemplateDetail | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<TemplateSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(
    async (t: TemplateSummary, what: "preview" | "download" | "copy"): Promise<TemplateDetail | null> => {
      setBusyId(t.id);
      try {
        const detail = await getTemplate(t.id);
        if (!detail.htmlContent) {
          setNotice({ title: "Not available", lines: [missingHtml(what)], tone: "error" });
          return null;
        }
        return detail;
      } catch (e) {
        if (e instanceof ApiRequestError && e.status === 401) handleSessionExpired();
        else
          setNotice({
            title: "Something went wrong",
            lines: [errorMessage(e, "Failed to load template")],
            tone: "error",
          });
        return null;
      } finally {
        setBusyId(null);
      }
    },
    [],
  );

  const download = useCallback(
    async (t: TemplateSummary | TemplateDetail) => {
      const detail = "htmlContent" in t && t.htmlContent ? t : await load(t, "download");
      if (!detail?.htmlContent) return;
      const base = fileBaseName(detail.name, detail.id);
      downloadText(detail.htmlContent, `${base}.html`, "text/html;charset=utf-8");
      const text = detail.plainText;
      toast(
        `Downloaded ${base}.html`,
        "success",
        text
          ? {
              label: "Download plain text (.txt)",
              run: () => downloadText(text, `${base}.txt`, "text/plain;charset=utf-8"),
            }
          : undefined,
      );
    },
    [load, toast],
  );

  const copy = useCallback(
    async (t: TemplateSummary | TemplateDetail) => {
      const detail = "htmlContent" in t && t.htmlContent ? t : await load(t, "copy");
      if (!detail?.htmlContent) return;
      try {
        await navigator.clipboard.writeText(detail.htmlContent);
        const text = detail.plainText;
        toast(
          "HTML copied to clipboard!",
          "success",
          text
            ? {
                label: "Copy plain text",
                run: () =>
                  void navigator.clipboard.writeText(text).then(
                    () => toast("Plain text copied to clipboard!"),
                    () => toast("Failed to copy plain text to clipboard", "error"),
                  ),
              }
            : undefined,
        );
      } catch {
        toast("Failed to copy HTML to clipboard", "error");
      }
    },
    [load, toast],
  );

  const openPreview = useCallback(
    async (t: TemplateSummary) => {
      if (isMobile) {
        setNotice({ title: "Desktop View Required", lines: [MOBILE_PREVIEW_MESSAGE] });
        return;
      }
      const detail = await load(t, "preview");
      if (detail) setPreview(detail);
    },
    [isMobile, load],
  );

  const edit = useCallback(
    (t: TemplateSummary) => {
      if (!canEdit(plan)) onUpgradeForEditor();
      else onEdit(t.id);
    },
    [plan, onEdit, onUpgradeForEditor],
  );

  const doDelete = async () => {
    if (!confirmDelete) return;
    setDeleting(true);
    try {
      await deleteTemplate(confirmDelete.id);
      onRemoved(confirmDelete.id);
      toast("Template deleted");
      setConfirmDelete(null);
    } catch (e) {
      setConfirmDelete(null);
      if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
      setNotice({
        title: "Delete failed",
        lines: ["Failed to delete template. Please try again."],
        tone: "error",
      });
    } finally {
      setDeleting(false);
    }
  };

  const modals: ReactNode = (
    <>
      {preview && (
        <PreviewModal
          template={preview}
          onClose={() => setPreview(null)}
          onDownload={() => void download(preview)}
          onCopy={() => void copy(preview)}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          title="Delete template?"
          message={`"${confirmDelete.name}" will be deleted permanently. This cannot be undone.`}
          confirmLabel={deleting ? "Deleting..." : "Delete"}
          danger
          busy={deleting}
          onConfirm={() => void doDelete()}
          onCancel={() => setConfirmDelete(null)}
        />
      )}
      {notice && <NoticeModal notice={notice} onClose={() => setNotice(null)} />}
    </>
  );

  return {
    busyId,
    preview: (t: TemplateSummary) => void openPreview(t),
    download: (t: TemplateSummary) => void download(t),
    copy: (t: TemplateSummary) => void copy(t),
    edit,
    remove: (t: TemplateSummary) => setConfirmDelete(t),
    modals,
  };
}

export type TemplateActions = ReturnType<typeof useTemplateActions>;
