import { useState } from "react";
import { ESP_PLATFORMS, ESP_SYNTAX, platformNotes, type EspPlatform } from "../../../shared/merge-fields";
import { prepareFor, type ImageMode } from "../../lib/handoff";
import { Modal } from "../../components/modal";
import { HandoffChecks } from "./handoff-checks";
import { SEND_PLATFORMS, type SendPlatform } from "./api/send-to-platform";
import { SendToPlatformButton } from "./send-to-platform-button";
import { PlanLockedButton } from "../../components/plan-locked-button";
import { WithSettingsLink } from "../../components/settings-link";
import { ACTION_PLANS } from "../../../shared/plans";

export type DownloadFormat = "html" | "zip";

export interface HandoffChoice {
  platform: EspPlatform;
  format: DownloadFormat;
  images: ImageMode;
}

interface Props {
  mode: "copy" | "download";
  platform: EspPlatform | null;
  /** The template as stored: the checks run on it as it would leave for the chosen platform. */
  detail: { id: string; htmlContent: string | null; plainText: string | null; campaignType: string };
  /** The account's company address, used where the template names none. */
  address: string | null;
  /** Premium and Enterprise may send to Mailchimp, Brevo and Klaviyo with a key saved in Settings. */
  canSend: boolean;
  /** The plans, for a plan that lacks sending: the send then shows its plan instead of being hidden. */
  onUpgrade?: () => void;
  onConfirm: (choice: HandoffChoice) => void;
  onCancel: () => void;
}

/** Asks for the e-mail platform once (then remembered) and, for a download, the file format and where images live. */
export function HandoffDialog({
  mode,
  platform,
  detail,
  address,
  canSend,
  onUpgrade,
  onConfirm,
  onCancel,
}: Props) {
  const [chosen, setChosen] = useState<EspPlatform | null>(platform);
  const [format, setFormat] = useState<DownloadFormat>("html");
  const [images, setImages] = useState<ImageMode>("hosted");
  const [picking, setPicking] = useState(!platform);
  const notes = chosen ? platformNotes(chosen, detail.htmlContent ?? "") : [];
  const ready = chosen ? prepareFor(detail, chosen, { address }) : null;
  const blocked = !!ready?.blocked;
  const sendPlatform = chosen && (SEND_PLATFORMS as readonly string[]).includes(chosen);
  const sendable = sendPlatform && canSend;
  return (
    <Modal
      title={mode === "copy" ? "Copy HTML for your e-mail platform" : "Download for your e-mail platform"}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!chosen || blocked}
            data-autofocus={platform ? true : undefined}
            onClick={() => chosen && onConfirm({ platform: chosen, format, images })}
          >
            {mode === "copy" ? "Copy HTML" : "Download"}
          </button>
        </>
      }
    >
      {picking ? (
        <fieldset className="handoff-platforms">
          <legend>Which e-mail platform is this template for?</legend>
          <p className="muted small">
            <WithSettingsLink
              text="Merge fields (first name, unsubscribe, view in browser, address) are written in its syntax. We remember your choice; change it any time in Settings."
              onFollow={onCancel}
            />
          </p>
          {ESP_PLATFORMS.map((p) => (
            <label key={p} className="radio-row">
              <input
                type="radio"
                name="esp-platform"
                value={p}
                checked={chosen === p}
                onChange={() => setChosen(p)}
              />
              {ESP_SYNTAX[p].label}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          For <strong>{chosen ? ESP_SYNTAX[chosen].label : ""}</strong>.{" "}
          <button type="button" className="link-button" onClick={() => setPicking(true)}>
            Change platform
          </button>
        </p>
      )}
      {notes.map((n) => (
        <p key={n} className="muted small">
          {n}
        </p>
      ))}
      {ready && <HandoffChecks checks={ready.checks} />}
      {sendable && (
        <SendToPlatformButton
          templateId={detail.id}
          platform={chosen as SendPlatform}
          disabled={blocked}
          onLeave={onCancel}
        />
      )}
      {sendPlatform && !canSend && onUpgrade && (
        <div className="handoff-send">
          <PlanLockedButton
            label={`Send to ${ESP_SYNTAX[chosen].label}`}
            plan={ACTION_PLANS.sendToPlatform}
            className="btn btn-secondary"
            onUpgrade={onUpgrade}
          />
        </div>
      )}
      {mode === "download" && (
        <>
          <fieldset className="handoff-format">
            <legend>File</legend>
            <label className="radio-row">
              <input
                type="radio"
                name="format"
                checked={format === "html"}
                onChange={() => setFormat("html")}
              />
              HTML file
            </label>
            <label className="radio-row">
              <input
                type="radio"
                name="format"
                checked={format === "zip"}
                onChange={() => setFormat("zip")}
              />
              ZIP: HTML, plain text and images
            </label>
          </fieldset>
          {format === "zip" && chosen === "html" && (
            <fieldset className="handoff-images">
              <legend>Images in the HTML</legend>
              <label className="radio-row">
                <input
                  type="radio"
                  name="images"
                  checked={images === "hosted"}
                  onChange={() => setImages("hosted")}
                />
                Link to the hosted images
              </label>
              <label className="radio-row">
                <input
                  type="radio"
                  name="images"
                  checked={images === "bundled"}
                  onChange={() => setImages("bundled")}
                />
                Point at the image files in the ZIP
              </label>
            </fieldset>
          )}
        </>
      )}
    </Modal>
  );
}
