import { useRef, useState } from "react";
import { isImageFile } from "../../lib/logo";
import { Icon } from "../../components/icon";

interface Props {
  preview: string | null;
  fileName: string | null;
  busy: boolean;
  error?: string | null;
  onFile: (file: File) => void;
  onClear: () => void;
}

export function LogoDropZone({ preview, fileName, busy, error: outerError, onFile, onClear }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [typeError, setError] = useState<string | null>(null);
  const error = typeError ?? outerError;

  const accept = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      setError("Please choose an image file (PNG, JPG, SVG, GIF or WebP).");
      return;
    }
    setError(null);
    onFile(file);
  };

  return (
    <div className="field">
      <span className="dash-label" id="logo-label">
        Company Logo{" "}
        <span className="required" aria-hidden="true">
          *
        </span>
      </span>
      <div
        className={`logo-drop ${over ? "logo-drop-over" : ""} ${preview ? "logo-drop-filled" : ""}`}
        role="button"
        tabIndex={0}
        aria-labelledby="logo-label"
        aria-describedby="logo-help"
        onClick={() => input.current?.click()}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          accept(e.dataTransfer.files[0]);
        }}
      >
        {preview ? (
          <>
            <img src={preview} alt="Uploaded logo preview" className="logo-preview" />
            <span className="logo-name">{busy ? "Extracting brand colours..." : fileName}</span>
            <span className="muted small">Click or drop to replace</span>
          </>
        ) : (
          <>
            <span className="logo-drop-icon">
              <Icon name="upload" size={30} />
            </span>
            <strong>Drop your logo here or click to browse</strong>
            <span className="muted small" id="logo-help">
              PNG, JPG, WebP, SVG or GIF up to 2 MB. Brand colours are extracted automatically.
            </span>
          </>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="logo-input"
        onChange={(e) => {
          accept(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {preview && (
        <button type="button" className="link-button small" onClick={onClear}>
          Remove logo
        </button>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
