import { useState } from "react";
import { checkImageUrl } from "../lib/editor-dom";
import { Modal } from "./modal";

export function ImageUrlDialog({
  current,
  onConfirm,
  onCancel,
}: {
  current: string;
  onConfirm: (url: string) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const check = checkImageUrl(value, current);
    if (check.ok) onConfirm(check.value);
    else setError(check.message);
  };
  return (
    <Modal
      title="Change image URL"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={confirm}
            disabled={!value.trim() || value.trim() === current.trim()}
          >
            Change image
          </button>
        </>
      }
    >
      <label htmlFor="image-url">Image URL</label>
      <input
        id="image-url"
        type="url"
        value={value}
        data-autofocus
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            confirm();
          }
        }}
        aria-invalid={!!error}
        aria-describedby="image-url-help"
      />
      <p
        id="image-url-help"
        className={error ? "field-error" : "muted small"}
        role={error ? "alert" : undefined}
      >
        {error ?? "Press Enter to confirm or Escape to cancel."}
      </p>
    </Modal>
  );
}
