import { useEffect, useRef, useState } from "react";
import { PALETTE_MAX } from "../../../shared/campaign-types";
import {
  addColor,
  canAddColor,
  canRemoveColor,
  normalizeHex,
  removeColor,
  removeTooltip,
  setColor,
} from "../../lib/palette";
import { ColorPicker } from "../../components/color-picker";
import { Icon } from "../../components/icon";

interface Props {
  palette: string[];
  suggestions: string[];
  editable: boolean;
  extracting: boolean;
  onChange: (palette: string[]) => void;
  onUpgrade: () => void;
}

function Swatch({
  color,
  index,
  isRemovable,
  palette,
  onChange,
  onRemove,
  picking,
  onPick,
}: {
  color: string;
  index: number;
  isRemovable: boolean;
  palette: string[];
  onChange: (p: string[]) => void;
  onRemove: () => void;
  picking: boolean;
  onPick: (open: boolean) => void;
}) {
  const [text, setText] = useState(color);
  const [prev, setPrev] = useState(color);
  if (prev !== color) {
    setPrev(color);
    setText(color);
  }
  const invalid = text !== color && normalizeHex(text) === null;
  return (
    <div className="swatch-edit">
      <button
        type="button"
        className="swatch swatch-button"
        style={{ background: color }}
        aria-label={`Edit colour ${index + 1} (${color})`}
        aria-expanded={picking}
        onClick={() => onPick(!picking)}
      />
      <input
        type="text"
        className={`hex-input ${invalid ? "hex-invalid" : ""}`}
        aria-label={`Colour ${index + 1} hex`}
        aria-invalid={invalid}
        value={text}
        maxLength={7}
        spellCheck={false}
        onChange={(e) => {
          setText(e.target.value);
          const next = setColor(palette, index, e.target.value);
          if (next !== palette) onChange(next);
        }}
        onBlur={() => setText(color)}
      />
      <span className="tooltip-wrap" title={removeTooltip(palette)} data-tooltip={removeTooltip(palette)}>
        <button
          type="button"
          className="swatch-remove"
          aria-label={`${removeTooltip(palette)} (colour ${index + 1})`}
          disabled={!isRemovable}
          onClick={onRemove}
        >
          ×
        </button>
      </span>
      {picking && (
        <div className="picker-pop">
          <ColorPicker
            color={color}
            onChange={(hex) => onChange(setColor(palette, index, hex))}
            onClose={() => onPick(false)}
          />
        </div>
      )}
    </div>
  );
}

export function PaletteEditor({ palette, suggestions, editable, extracting, onChange, onUpgrade }: Props) {
  const [picking, setPicking] = useState<number | null>(null);
  const row = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (picking === null) return;
    const onDown = (e: MouseEvent) => {
      const open = row.current?.querySelectorAll(".swatch-edit")[picking];
      if (open && !open.contains(e.target as Node)) setPicking(null);
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setPicking(null);
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [picking]);

  return (
    <div className="field">
      <span className="dash-label">
        Brand Colors {extracting && <span className="muted small">extracting...</span>}
      </span>
      {editable ? (
        <>
          <div className="palette-row" ref={row}>
            {palette.map((c, i) => (
              <Swatch
                key={i}
                color={c}
                index={i}
                isRemovable={canRemoveColor(palette)}
                palette={palette}
                onChange={onChange}
                onRemove={() => {
                  setPicking(null);
                  onChange(removeColor(palette, i));
                }}
                picking={picking === i}
                onPick={(open) => setPicking(open ? i : null)}
              />
            ))}
            {canAddColor(palette) && (
              <button
                type="button"
                className="swatch-add"
                onClick={() => onChange(addColor(palette, suggestions))}
                aria-label="Add color"
              >
                <Icon name="plus" size={16} /> Add color
              </button>
            )}
          </div>
          <p className="muted small">
            {palette.length}/{PALETTE_MAX} colors. Extracted from your logo; click a swatch or type a hex
            value to adjust.
          </p>
        </>
      ) : (
        <>
          <div className="palette-row" aria-label="Brand colors (read-only)">
            {palette.map((c, i) => (
              <span key={i} className="swatch-readonly">
                <span className="swatch" style={{ background: c }} aria-hidden="true" />
                <code>{c}</code>
              </span>
            ))}
          </div>
          <p className="muted small">
            Colours are extracted from your logo. Editing the palette is a Premium feature.{" "}
            <button type="button" className="link-button" onClick={onUpgrade}>
              Upgrade
            </button>
          </p>
        </>
      )}
    </div>
  );
}
