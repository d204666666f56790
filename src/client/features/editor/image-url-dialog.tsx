import { useState } from "react";
import { checkImageUrl } from "./editor-dom";
import { Modal } from "../../components/modal";

export function ImageUrlDialog({
  current,
  onConfirm,
  onCancel,
  onUpload,
}: {
  current: string;
  onConfirm: (url: string) => void;
  onCancel: () => void;
  /** Uploads a file and answers its hosted address; offered when given. */
  onUpload?: (file: File) => Promise<string>;
}) {
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file || !onUpload) return;
    setUploading(true);
    setError(null);
    try {
      onConfirm(await onUpload(file));
    } catch (e) {
      setError(e instanceof Error ? e.message : "The image could not be uploaded. Please try again.");
    } finally {
      setUploading(false);
    }
  };
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
      {onUpload && (
        <div className="field image-upload">
          <label htmlFor="image-file">Or upload an image (PNG, JPG, GIF, SVG or WebP, 2 MB at most)</label>
          <input
            id="image-file"
            type="file"
            accept="image/*"
            disabled={uploading}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          {uploading && <p className="muted small">Uploading...</p>}
        </div>
      )}
    </Modal>
  );
}
