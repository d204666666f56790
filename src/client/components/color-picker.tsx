import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { clamp, hexToHsv, hsvToHex, normalizeHex, type Hsv } from "../lib/palette";

const STEP = 5;
const HUE_STEP = 18;

interface Props {
  color: string;
  onChange: (hex: string) => void;
  onClose: () => void;
}

/** Hue 0-360, saturation and brightness 0-100; arrow keys move 5 % (hue 18 degrees). Emits a hex colour. */
export function ColorPicker({ color, onChange, onClose }: Props) {
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(color));
  const [hexInput, setHexInput] = useState(color);
  const area = useRef<HTMLDivElement>(null);
  const hueBar = useRef<HTMLDivElement>(null);

  const apply = (next: Hsv) => {
    const fixed = {
      h: clamp(Math.round(next.h), 0, 360),
      s: clamp(Math.round(next.s), 0, 100),
      v: clamp(Math.round(next.v), 0, 100),
    };
    setHsv(fixed);
    const hex = hsvToHex(fixed);
    setHexInput(hex);
    onChange(hex);
  };

  const fromArea = (e: PointerEvent) => {
    const r = area.current!.getBoundingClientRect();
    apply({
      ...hsv,
      s: ((e.clientX - r.left) / r.width) * 100,
      v: 100 - ((e.clientY - r.top) / r.height) * 100,
    });
  };
  const fromHue = (e: PointerEvent) => {
    const r = hueBar.current!.getBoundingClientRect();
    apply({ ...hsv, h: ((e.clientX - r.left) / r.width) * 360 });
  };

  const areaKeys = (e: KeyboardEvent) => {
    const moves: Record<string, Partial<Hsv>> = {
      ArrowLeft: { s: hsv.s - STEP },
      ArrowRight: { s: hsv.s + STEP },
      ArrowUp: { v: hsv.v + STEP },
      ArrowDown: { v: hsv.v - STEP },
    };
    if (moves[e.key]) {
      e.preventDefault();
      apply({ ...hsv, ...moves[e.key] });
    }
  };
  const hueKeys = (e: KeyboardEvent) => {
    const delta =
      e.key === "ArrowRight" || e.key === "ArrowUp"
        ? HUE_STEP
        : e.key === "ArrowLeft" || e.key === "ArrowDown"
          ? -HUE_STEP
          : 0;
    if (delta) {
      e.preventDefault();
      apply({ ...hsv, h: hsv.h + delta });
    }
  };

  return (
    <div
      className="color-picker"
      role="group"
      aria-label="Colour picker"
      onKeyDown={(e) => e.key === "Escape" && onClose()}
    >
      <div
        ref={area}
        className="cp-area"
        style={{
          background: `linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, ${hsvToHex({ h: hsv.h, s: 100, v: 100 })})`,
        }}
        role="slider"
        tabIndex={0}
        aria-label="Saturation and brightness"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={hsv.s}
        aria-valuetext={`Saturation ${hsv.s}%, brightness ${hsv.v}%`}
        onKeyDown={areaKeys}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          fromArea(e);
        }}
        onPointerMove={(e) => e.buttons === 1 && fromArea(e)}
      >
        <span className="cp-thumb" style={{ left: `${hsv.s}%`, top: `${100 - hsv.v}%` }} />
      </div>
      <div
        ref={hueBar}
        className="cp-hue"
        role="slider"
        tabIndex={0}
        aria-label="Hue"
        aria-valuemin={0}
        aria-valuemax={360}
        aria-valuenow={hsv.h}
        onKeyDown={hueKeys}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId);
          fromHue(e);
        }}
        onPointerMove={(e) => e.buttons === 1 && fromHue(e)}
      >
        <span className="cp-hue-thumb" style={{ left: `${(hsv.h / 360) * 100}%` }} />
      </div>
      <div className="cp-row">
        <span className="cp-swatch" style={{ background: hsvToHex(hsv) }} aria-hidden="true" />
        <label className="sr-only" htmlFor="cp-hex">
          Hex colour
        </label>
        <input
          id="cp-hex"
          type="text"
          value={hexInput}
          spellCheck={false}
          maxLength={7}
          onChange={(e) => {
            setHexInput(e.target.value);
            const hex = normalizeHex(e.target.value);
            if (hex) {
              setHsv(hexToHsv(hex));
              onChange(hex);
            }
          }}
          onBlur={() => setHexInput(hsvToHex(hsv))}
        />
        <button type="button" className="btn btn-small btn-primary" onClick={onClose}>
          Done
        </button>
      </div>
    </div>
  );
}
