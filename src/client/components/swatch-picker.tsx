import { useState } from "react";
import { ColorPicker } from "./color-picker";

/** The template's own colours as swatches, plus a picker for any other colour. */
export function SwatchPicker({
  label,
  value,
  palette,
  onPick,
}: {
  label: string;
  value: string | null;
  palette: string[];
  onPick: (hex: string) => void;
}) {
  const [custom, setCustom] = useState(false);
  return (
    <div className="swatch-picker" role="group" aria-label={label}>
      <span className="dash-label">{label}</span>
      <div className="swatch-row">
        {palette.map((c) => (
          <button
            key={c}
            type="button"
            className="swatch-choice"
            style={{ background: c }}
            aria-label={`${label}: ${c}`}
            aria-pressed={value === c}
            onClick={() => onPick(c)}
          />
        ))}
        <button
          type="button"
          className="btn btn-small btn-secondary"
          onClick={() => setCustom((v) => !v)}
          aria-expanded={custom}
        >
          Custom colour
        </button>
      </div>
      {custom && (
        <ColorPicker
          color={value ?? palette[0] ?? "#2563eb"}
          onChange={onPick}
          onClose={() => setCustom(false)}
        />
      )}
    </div>
  );
}
