import { useState } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { handleSessionExpired } from "../../lib/session-expiry";
import { sendToPlatform, type SendPlatform, type SentToPlatform } from "./api/send-to-platform";
import { WithSettingsLink } from "../../components/settings-link";

const LABEL: Record<SendPlatform, string> = { mailchimp: "Mailchimp", brevo: "Brevo", klaviyo: "Klaviyo" };

/** "Send to Mailchimp": creates the template in the user's account (key saved in Settings) and links to it. */
export function SendToPlatformButton({
  templateId,
  platform,
  disabled,
  onLeave,
}: {
  templateId: string;
  platform: SendPlatform;
  disabled: boolean;
  /** Closes the dialog when a link leads away (to Settings). */
  onLeave?: () => void;
}) {
  const [state, setState] = useState<{ busy: boolean; sent?: SentToPlatform; error?: string }>({
    busy: false,
  });
  const send = async () => {
    setState({ busy: true });
    try {
      setState({ busy: false, sent: await sendToPlatform(templateId, platform) });
    } catch (e) {
      if (e instanceof ApiRequestError && e.status === 401) return handleSessionExpired();
      setState({ busy: false, error: errorMessage(e, "The template could not be sent. Please try again.") });
    }
  };
  return (
    <div className="handoff-send">
      <button
        type="button"
        className="btn btn-secondary"
        disabled={disabled || state.busy}
        onClick={() => void send()}
      >
        {state.busy ? `Sending to ${LABEL[platform]}…` : `Send to ${LABEL[platform]}`}
      </button>
      {state.sent && (
        <p role="status" className="small">
          Created in {LABEL[platform]}.{" "}
          <a href={state.sent.url} target="_blank" rel="noopener noreferrer">
            Open it in {LABEL[platform]}
          </a>
        </p>
      )}
      {state.error && (
        <p role="alert" className="small error-text">
          <WithSettingsLink text={state.error} onFollow={onLeave} />
        </p>
      )}
    </div>
  );
}
