import { useState } from "react";
import { Link } from "react-router";
import { ESP_PLATFORMS, ESP_SYNTAX, platformNotes, type EspPlatform } from "../../../shared/merge-fields";
import { prepareFor, type ImageMode } from "../../lib/handoff";
import { Modal } from "../../components/modal";
import { PLATFORM_CONDITIONS } from "../../../shared/esp/conditions";
import { HandoffChecks } from "./handoff-checks";
import { PlatformRadios } from "./platform-radios";

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
  detail: { htmlContent: string | null; plainText: string | null; campaignType: string };
  /** The account's company address, used where the template names none. */
  address: string | null;
  onConfirm: (choice: HandoffChoice) => void;
  onCancel: () => void;
}

/** Asks for the e-mail platform once (then remembered) and, for a download, the file format and where images live. */
export function HandoffDialog({ mode, platform, detail, address, onConfirm, onCancel }: Props) {
  const [chosen, setChosen] = useState<EspPlatform | null>(platform);
  const [format, setFormat] = useState<DownloadFormat>("html");
  const [images, setImages] = useState<ImageMode>("hosted");
  const [picking, setPicking] = useState(!platform);
  const notes = chosen ? platformNotes(chosen, detail.htmlContent ?? "") : [];
  const ready = chosen ? prepareFor(detail, chosen, { address }) : null;
  const blocked = !!ready?.blocked;
  const conditions = chosen ? (PLATFORM_CONDITIONS[chosen] ?? []) : [];
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
            Merge fields (first name, unsubscribe, view in browser, address) are written in its syntax. We
            remember your choice; change it any time in <Link to="/?tab=settings">Settings</Link>.
          </p>
          <PlatformRadios name="esp-platform" platforms={ESP_PLATFORMS} value={chosen} onChange={setChosen} />
        </fieldset>
      ) : (
        <p>
          For <strong>{chosen ? ESP_SYNTAX[chosen].label : ""}</strong>.{" "}
          <button type="button" className="link-button" onClick={() => setPicking(true)}>
            Change platform
          </button>
        </p>
      )}
      {[...notes, ...conditions].map((n) => (
        <p key={n} className="muted small">
          {n}
        </p>
      ))}
      {ready && <HandoffChecks checks={ready.checks} />}
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
