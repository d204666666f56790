import { useEffect, useState } from "react";
import { ESP_SYNTAX } from "../../../shared/merge-fields";
import { PLATFORM_CONDITIONS } from "../../../shared/esp/conditions";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { prepareFor } from "../../lib/handoff";
import { handleSessionExpired } from "../../lib/session-expiry";
import type { TemplateDetail } from "../../lib/api-types";
import { Modal } from "../../components/modal";
import { WithSettingsLink } from "../../components/settings-link";
import { HandoffChecks } from "./handoff-checks";
import { PlatformRadios } from "./platform-radios";
import { listSends, type Sends } from "./api/list-sends";
import {
  SEND_PLATFORMS,
  sendToPlatform,
  type SendPlatform,
  type SentToPlatform,
} from "./api/send-to-platform";

const label = (p: SendPlatform) => ESP_SYNTAX[p].label;
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

interface Props {
  detail: Pick<TemplateDetail, "id" | "name" | "htmlContent" | "plainText" | "campaignType">;
  /** The platform the user chose before, when it is one we can send to. */
  platform: SendPlatform | null;
  /** The account's company address, used where the template names none. */
  address: string | null;
  onClose: () => void;
}

/**
 * "Send to platform": puts the template into the user's Mailchimp, Brevo or Klaviyo account with the key saved in
 * Settings. It shows the platform's checks and conditions, when this template was last sent there, and whether the
 * send updates that template or makes a new one.
 */
export function SendDialog({ detail, platform: initial, address, onClose }: Props) {
  const [platform, setPlatform] = useState<SendPlatform>(initial ?? "mailchimp");
  const [known, setKnown] = useState<Sends | null>(null);
  const [state, setState] = useState<{ busy: boolean; sent?: SentToPlatform; error?: string }>({
    busy: false,
  });
  useEffect(() => {
    let live = true;
    listSends(detail.id).then(
      (r) => live && setKnown(r),
      (e: unknown) => {
        if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
        if (live) setKnown({ sends: [], connected: [...SEND_PLATFORMS] });
      },
    );
    return () => {
      live = false;
    };
  }, [detail.id]);

  const ready = prepareFor(detail, platform, { address });
  const last = known?.sends.find((s) => s.platform === platform) ?? null;
  const connected = !known || known.connected.includes(platform);
  const name = label(platform);

  const send = async (mode: "update" | "new") => {
    setState({ busy: true });
    try {
      const sent = await sendToPlatform(detail.id, platform, mode);
      setState({ busy: false, sent });
      const entry = {
        platform,
        url: sent.url,
        sentAt: sent.sentAt,
        templateId: detail.id,
        templateName: detail.name,
      };
      setKnown((k) => k && { ...k, sends: [...k.sends.filter((s) => s.platform !== platform), entry] });
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
      setState({ busy: false, error: errorMessage(e, "The template could not be sent. Please try again.") });
    }
  };
  const blocked = ready.blocked || !connected || !known || state.busy;

  return (
    <Modal
      title="Send to your e-mail platform"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {state.sent ? "Done" : "Cancel"}
          </button>
          {last && (
            <button
              type="button"
              className="btn btn-secondary"
              disabled={blocked}
              onClick={() => void send("new")}
            >
              Send as a new template
            </button>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={blocked}
            data-autofocus
            onClick={() => void send("update")}
          >
            {state.busy ? `Sending to ${name}…` : last ? `Update in ${name}` : `Send to ${name}`}
          </button>
        </>
      }
    >
      <fieldset className="handoff-platforms">
        <legend>Platform</legend>
        <PlatformRadios
          name="send-platform"
          platforms={SEND_PLATFORMS}
          value={platform}
          onChange={(p) => {
            setPlatform(p);
            setState({ busy: false });
          }}
        />
      </fieldset>
      {!connected && (
        <p className="small" role="status">
          <WithSettingsLink text={`Connect your ${name} account in Settings first.`} onFollow={onClose} />
        </p>
      )}
      {state.sent ? (
        <p role="status" className="small">
          {state.sent.action === "updated" ? `Updated in ${name}.` : `Created in ${name}.`}{" "}
          <a href={state.sent.url} target="_blank" rel="noopener noreferrer">
            Open it in {name}
          </a>
        </p>
      ) : (
        last && (
          <p className="small" data-testid="last-sent">
            Last sent to {name} on <time dateTime={last.sentAt}>{when(last.sentAt)}</time>
            {last.templateId === detail.id ? "" : ` (as “${last.templateName}”)`}.{" "}
            <a href={last.url} target="_blank" rel="noopener noreferrer">
              Open it in {name}
            </a>
            . Sending again updates that template.
          </p>
        )
      )}
      {state.error && (
        <p role="alert" className="small error-text">
          <WithSettingsLink text={state.error} onFollow={onClose} />
        </p>
      )}
      <HandoffChecks checks={ready.checks} action="sending" />
      {(PLATFORM_CONDITIONS[platform] ?? []).map((c) => (
        <p key={c} className="muted small">
          {c}
        </p>
      ))}
    </Modal>
  );
}
