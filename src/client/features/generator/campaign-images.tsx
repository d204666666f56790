import { useRef, useState } from "react";
import { readImageForUpload } from "../../lib/logo";
import { Icon } from "../../components/icon";

/** The most campaign images one generation takes (the server refuses more). */
export const MAX_CAMPAIGN_IMAGES = 3;

export interface CampaignImage {
  dataUrl: string;
  name: string;
}

interface Props {
  images: CampaignImage[];
  enabled: boolean;
  onChange: (images: CampaignImage[]) => void;
  onUpgrade: () => void;
}

/**
 * Up to three pictures for this campaign (a product photo, the venue, the team), beside the logo. They become the
 * hero and the product or article pictures; without them the e-mail is laid out in type and colour.
 */
export function CampaignImages({ images, enabled, onChange, onUpgrade }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    const next = [...images];
    try {
      for (const file of [...files].slice(0, MAX_CAMPAIGN_IMAGES)) {
        if (next.length >= MAX_CAMPAIGN_IMAGES) {
          setError(`You can add at most ${MAX_CAMPAIGN_IMAGES} campaign images.`);
          break;
        }
        next.push({ dataUrl: await readImageForUpload(file), name: file.name });
      }
    } catch (e) {
      setError(
        e instanceof Error ? e.message : "We could not read this image. Please try a PNG, JPG or WebP file.",
      );
    } finally {
      setBusy(false);
      onChange(next);
    }
  };

  if (!enabled)
    return (
      <div className="field">
        <span className="dash-label">Campaign images</span>
        <p className="muted small">
          Add your own product or event photos with Premium.{" "}
          <button type="button" className="link-button" onClick={onUpgrade}>
            Upgrade Plan
          </button>
        </p>
      </div>
    );

  return (
    <div className="field">
      <span className="dash-label" id="campaign-images-label">
        Campaign images <span className="muted small">(optional, up to {MAX_CAMPAIGN_IMAGES})</span>
      </span>
      {images.length > 0 && (
        <ul className="campaign-images" aria-label="Campaign images">
          {images.map((img, i) => (
            <li key={`${img.name}-${i}`} className="campaign-image">
              <img src={img.dataUrl} alt={`Campaign image ${i + 1}: ${img.name}`} />
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Remove ${img.name}`}
                onClick={() => onChange(images.filter((_, k) => k !== i))}
              >
                <Icon name="x" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {images.length < MAX_CAMPAIGN_IMAGES && (
        <div
          className={`logo-drop logo-drop-small ${over ? "logo-drop-over" : ""}`}
          role="button"
          tabIndex={0}
          aria-labelledby="campaign-images-label"
          aria-describedby="campaign-images-help"
          data-testid="campaign-images-drop"
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
            void add(e.dataTransfer.files);
          }}
        >
          <strong>
            {busy ? "Reading images..." : "Drop product or event photos here or click to browse"}
          </strong>
          <span className="muted small" id="campaign-images-help">
            Used for the hero and the product or article pictures. PNG, JPG or WebP up to 2 MB each.
          </span>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        multiple
        hidden
        aria-label="Campaign images"
        data-testid="campaign-images-input"
        onChange={(e) => {
          void add(e.target.files);
          e.target.value = "";
        }}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
