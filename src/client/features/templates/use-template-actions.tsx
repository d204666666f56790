import { useCallback, useState, type ReactNode } from "react";
import { ACTION_PLANS, planAtLeast, type PlanId } from "../../../shared/plans";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { deleteTemplate } from "./api/delete-template";
import { getTemplate } from "../../lib/get-template";
import { missingHtml } from "../../lib/templates-filter";
import type { TemplateDetail, TemplateSummary } from "../../lib/api-types";
import { ConfirmDialog, NoticeModal, type Notice } from "../../components/modal";
import { PreviewModal } from "./preview-modal";
import { downloadBytes, downloadText, fileBaseName } from "../../lib/files";
import { HandoffDialog, type HandoffChoice } from "./handoff-dialog";
import { buildZip, knownPlatform, prepareFor, rememberPlatform } from "../../lib/handoff";
import { checkZipSize } from "../../../shared/esp/checks";
import { SendDialog } from "./send-dialog";
import { SEND_PLATFORMS, type SendPlatform } from "./api/send-to-platform";
import { getStoredUser } from "../../lib/session";
import { sendTestEmail } from "./api/send-test";
import { ESP_SYNTAX } from "../../../shared/merge-fields";
import { canEdit } from "../../lib/plan-rules";
import { handleSessionExpired } from "../../lib/session-expiry";
import type { ToastMessage } from "../../components/toast";
import type { UpgradeTarget } from "../../components/upgrade-dialog";

export const MOBILE_PREVIEW_MESSAGE =
  "Template preview is available on desktop only. Please use a desktop computer to preview templates.";
type ShowToast = (text: string, tone?: ToastMessage["tone"], action?: ToastMessage["action"]) => void;

interface Options {
  plan: PlanId;
  isMobile: boolean;
  toast: ShowToast;
  onRemoved: (id: string) => void;
  onEdit: (id: string) => void;
  /** The plans, for an action the account's plan lacks (shown with its plan, never refused after a click). */
  onUpgrade: (target: UpgradeTarget, reason: string) => void;
}

const UPSELL = {
  edit: "The inline editor is available on Premium and Enterprise plans.",
  sendTest: "Send a test of your template to your own inbox with Basic or higher.",
  sendToPlatform:
    "Sending templates to Mailchimp, Brevo and Klaviyo is available on Premium and Enterprise plans.",
} satisfies Record<keyof typeof ACTION_PLANS, string>;

export function useTemplateActions({ plan, isMobile, toast, onRemoved, onEdit, onUpgrade }: Options) {
  const allowed = (action: keyof typeof ACTION_PLANS) => planAtLeast(plan, ACTION_PLANS[action]);
  const canSendToPlatform = allowed("sendToPlatform");
  const upgradeFor = useCallback(
    (action: keyof typeof ACTION_PLANS) => onUpgrade(ACTION_PLANS[action], UPSELL[action]),
    [onUpgrade],
  );
  const [preview, setPreview] = useState<TemplateDetail | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<TemplateSummary | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const load = useCallback(
    async (
      t: TemplateSummary,
      what: "preview" | "download" | "copy" | "sending",
    ): Promise<TemplateDetail | null> => {
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

  const [handoff, setHandoff] = useState<{ mode: "copy" | "download"; detail: TemplateDetail } | null>(null);
  const [sending, setSending] = useState<TemplateDetail | null>(null);

  const remember = useCallback(
    (choice: HandoffChoice) => {
      if (choice.platform === knownPlatform(getStoredUser())) return;
      rememberPlatform(choice.platform).catch((e: unknown) => {
        if (e instanceof ApiRequestError && e.status === 401) return;
        toast(
          "Your platform choice is remembered in this browser only: the server could not be reached.",
          "error",
        );
      });
    },
    [toast],
  );

  const writeDownload = useCallback(
    async (detail: TemplateDetail, choice: HandoffChoice) => {
      const address = getStoredUser()?.companyAddress ?? null;
      const ready = prepareFor(detail, choice.platform, { address });
      // A required tag missing: nothing leaves (the dialog shows why).
      if (ready.blocked) {
        setNotice({
          title: "Not downloaded",
          lines: ready.checks.filter((c) => c.level === "error").map((c) => c.message),
          tone: "error",
        });
        return;
      }
      const base = fileBaseName(detail.name, detail.id);
      const label = ESP_SYNTAX[choice.platform].label;
      if (choice.format === "zip") {
        try {
          const bytes = await buildZip({
            baseName: base,
            html: detail.htmlContent ?? "",
            text: detail.plainText,
            platform: choice.platform,
            images: choice.images,
            campaignType: detail.campaignType,
            kit: { address },
          });
          // Over the platform's import limit the ZIP would be refused there: nothing is saved, the dialog says why.
          const tooBig = checkZipSize(choice.platform, bytes.byteLength);
          if (tooBig) {
            setNotice({ title: "Not downloaded", lines: [tooBig.message], tone: "error" });
            return;
          }
          downloadBytes(bytes, `${base}.zip`, "application/zip");
          toast(`Downloaded ${base}.zip for ${label}`, "success");
        } catch {
          toast("The ZIP could not be built. Please try again or download the HTML file.", "error");
        }
        return;
      }
      downloadText(ready.html, `${base}.html`, "text/html;charset=utf-8");
      const text = ready.text;
      toast(
        `Downloaded ${base}.html for ${label}`,
        "success",
        text
          ? {
              label: "Download plain text (.txt)",
              run: () => downloadText(text, `${base}.txt`, "text/plain;charset=utf-8"),
            }
          : undefined,
      );
    },
    [toast],
  );

  const writeCopy = useCallback(
    async (detail: TemplateDetail, choice: HandoffChoice) => {
      const label = ESP_SYNTAX[choice.platform].label;
      const ready = prepareFor(detail, choice.platform, { address: getStoredUser()?.companyAddress ?? null });
      if (ready.blocked) {
        setNotice({
          title: "Not copied",
          lines: ready.checks.filter((c) => c.level === "error").map((c) => c.message),
          tone: "error",
        });
        return;
      }
      try {
        await navigator.clipboard.writeText(ready.html);
        const text = ready.text;
        toast(
          choice.platform === "html"
            ? "HTML copied to clipboard!"
            : `HTML copied to clipboard! (for ${label})`,
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
    [toast],
  );

  const download = useCallback(
    async (t: TemplateSummary | TemplateDetail) => {
      const detail = "htmlContent" in t && t.htmlContent ? t : await load(t, "download");
      if (!detail?.htmlContent) return;
      setHandoff({ mode: "download", detail });
    },
    [load],
  );

  const copy = useCallback(
    async (t: TemplateSummary | TemplateDetail) => {
      const detail = "htmlContent" in t && t.htmlContent ? t : await load(t, "copy");
      if (!detail?.htmlContent) return;
      const platform = knownPlatform(getStoredUser());
      // Straight to the clipboard only when nothing needs saying; otherwise the dialog shows the checks first.
      const clean =
        platform &&
        !prepareFor(detail, platform, { address: getStoredUser()?.companyAddress ?? null }).checks.length;
      if (platform && clean) return writeCopy(detail, { platform, format: "html", images: "hosted" });
      setHandoff({ mode: "copy", detail });
    },
    [load, writeCopy],
  );

  const sendTest = useCallback(
    async (t: TemplateSummary) => {
      setBusyId(t.id);
      try {
        const res = await sendTestEmail(t.id);
        toast(`Test e-mail sent to ${res.to}`, "success");
      } catch (e) {
        if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
        toast(errorMessage(e, "The test e-mail could not be sent. Please try again."), "error");
      } finally {
        setBusyId(null);
      }
    },
    [toast],
  );

  const send = useCallback(
    async (t: TemplateSummary) => {
      if (!canSendToPlatform) return upgradeFor("sendToPlatform");
      const detail = await load(t, "sending");
      if (detail) setSending(detail);
    },
    [canSendToPlatform, load, upgradeFor],
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
      if (!canEdit(plan)) upgradeFor("edit");
      else onEdit(t.id);
    },
    [plan, onEdit, upgradeFor],
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
          onSendTest={allowed("sendTest") ? () => void sendTest(preview) : undefined}
          onUpgradeForSendTest={() => upgradeFor("sendTest")}
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
      {sending && (
        <SendDialog
          detail={sending}
          platform={sendablePlatform(knownPlatform(getStoredUser()))}
          address={getStoredUser()?.companyAddress ?? null}
          onClose={() => setSending(null)}
        />
      )}
      {handoff && (
        <HandoffDialog
          mode={handoff.mode}
          platform={knownPlatform(getStoredUser())}
          detail={handoff.detail}
          address={getStoredUser()?.companyAddress ?? null}
          onCancel={() => setHandoff(null)}
          onConfirm={(choice) => {
            const { mode, detail } = handoff;
            setHandoff(null);
            remember(choice);
            void (mode === "copy" ? writeCopy(detail, choice) : writeDownload(detail, choice));
          }}
        />
      )}
    </>
  );

  return {
    busyId,
    preview: (t: TemplateSummary) => void openPreview(t),
    download: (t: TemplateSummary) => void download(t),
    copy: (t: TemplateSummary) => void copy(t),
    sendTest: (t: TemplateSummary) => void sendTest(t),
    /** Whether the plan has the action; without it the card shows the action with its plan's name. */
    allowed,
    upgradeFor,
    send: (t: TemplateSummary) => void send(t),
    edit,
    remove: (t: TemplateSummary) => setConfirmDelete(t),
    modals,
  };
}

export type TemplateActions = ReturnType<typeof useTemplateActions>;

const sendablePlatform = (p: string | null): SendPlatform | null =>
  (SEND_PLATFORMS as readonly (string | null)[]).includes(p) ? (p as SendPlatform) : null;
