import { useState } from "react";
import { checkLinkUrl } from "./editor-ops";
import { Modal } from "../../components/modal";
import { SwatchPicker } from "../../components/swatch-picker";

export interface LinkEdit {
  label: string;
  href: string;
  color: string | null;
}

interface Props {
  isButton: boolean;
  label: string;
  href: string;
  color: string | null;
  palette: string[];
  onConfirm: (edit: LinkEdit) => void;
  onCancel: () => void;
}

/** Label and address of a link or button (http, https or mailto), and a button's colour. */
export function LinkDialog({
  isButton,
  label: initialLabel,
  href: initialHref,
  color: initialColor,
  palette,
  onConfirm,
  onCancel,
}: Props) {
  const [label, setLabel] = useState(initialLabel);
  const [href, setHref] = useState(initialHref);
  const [color, setColor] = useState(initialColor);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!label.trim()) return setError("Enter the text the link shows.");
    const check = checkLinkUrl(href, initialHref);
    if (!check.ok) return setError(check.message);
    onConfirm({ label: label.trim(), href: check.value, color });
  };
  return (
    <Modal
      title={isButton ? "Edit button" : "Edit link"}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={confirm}>
            Apply
          </button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <div className="field">
          <label htmlFor="link-label">{isButton ? "Button text" : "Link text"}</label>
          <input
            id="link-label"
            type="text"
            value={label}
            maxLength={120}
            data-autofocus
            onChange={(e) => setLabel(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="link-href">Link address</label>
          <input
            id="link-href"
            type="text"
            inputMode="url"
            value={href}
            aria-invalid={!!error}
            aria-describedby="link-help"
            onChange={(e) => {
              setHref(e.target.value);
              setError(null);
            }}
          />
          <p
            id="link-help"
            className={error ? "field-error" : "muted small"}
            role={error ? "alert" : undefined}
          >
            {error ?? "https://, http:// or mailto: addresses."}
          </p>
        </div>
        {isButton && <SwatchPicker label="Button colour" value={color} palette={palette} onPick={setColor} />}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
