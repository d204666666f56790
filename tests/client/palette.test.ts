import { describe, expect, it } from "vitest";
import {
  addColor,
  canAddColor,
  extractPalette,
  FALLBACK_PALETTE,
  hexToHsv,
  hexToRgb,
  hsvToHex,
  normalizeHex,
  removeColor,
  removeTooltip,
  setColor,
} from "../../src/client/lib/palette";
import { base64Bytes, decodePng, LOGO_PNG_BASE64, pixels } from "./support/png";

function distance(a: string, b: string): number {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
}

describe("colour extraction from a logo (spec 02 section 5)", () => {
  it("finds the indigo and orange of a real PNG logo, ignores its white bar and transparent border, pads to 3", async () => {
    const { width, height, rgba } = await decodePng(base64Bytes(LOGO_PNG_BASE64));
    expect([width, height]).toEqual([24, 24]);
    const palette = extractPalette(rgba);
    expect(palette).toHaveLength(3);
    expect(distance(palette[0], "#4f46e5")).toBeLessThan(16);
    expect(distance(palette[1], "#f97316")).toBeLessThan(16);
    expect(palette[2]).toBe("#4a90e2");
  });

  it("orders colours by how many pixels they cover", () => {
    const palette = extractPalette(pixels([50, 20, 160, 60], [300, 200, 30, 30], [120, 30, 60, 200]));
    expect(distance(palette[0], "#c81e1e")).toBeLessThan(16);
    expect(distance(palette[1], "#1e3cc8")).toBeLessThan(16);
    expect(distance(palette[2], "#14a03c")).toBeLessThan(16);
  });

  it("ignores pixels with alpha below 125 but keeps alpha 125", () => {
    const faint = extractPalette(pixels([500, 0, 200, 0, 124], [100, 200, 30, 30]));
    expect(faint.some((c) => distance(c, "#00c800") < 20)).toBe(false);
    const solid = extractPalette(pixels([500, 0, 200, 0, 125], [100, 200, 30, 30]));
    expect(distance(solid[0], "#00c800")).toBeLessThan(16);
  });

  it("discards near-white, near-black and near-grey colours", () => {
    const palette = extractPalette(
      pixels(
        [400, 250, 250, 250],
        [400, 5, 5, 5],
        [400, 120, 130, 140],
        [400, 245, 241, 242],
        [50, 230, 20, 90],
      ),
    );
    expect(distance(palette[0], "#e6145a")).toBeLessThan(16);
    expect(palette.slice(1)).toEqual(["#4a90e2", "#34495e"]);
  });

  it("keeps a grey-ish colour whose channel spread is 30 or more", () => {
    const palette = extractPalette(pixels([100, 100, 100, 130]));
    expect(distance(palette[0], "#646482")).toBeLessThan(12);
  });

  it("keeps at most the top 5 of many colours", () => {
    const palette = extractPalette(
      pixels(
        [90, 230, 20, 20],
        [80, 20, 200, 20],
        [70, 20, 20, 230],
        [60, 230, 200, 20],
        [50, 20, 200, 220],
        [40, 200, 20, 220],
        [30, 120, 60, 10],
      ),
    );
    expect(palette).toHaveLength(5);
    expect(distance(palette[0], "#e61414")).toBeLessThan(16);
  });

  it("falls back to the default palette when nothing usable is left or the input is empty", () => {
    expect(extractPalette(pixels([100, 255, 255, 255]))).toEqual(FALLBACK_PALETTE.slice(0, 3));
    expect(extractPalette(new Uint8ClampedArray(0))).toEqual(FALLBACK_PALETTE);
    expect(extractPalette(pixels([100, 200, 30, 30, 0]))).toEqual(FALLBACK_PALETTE);
  });
});

describe("palette editing rules", () => {
  it("normalises hex input and rejects anything else", () => {
    expect(normalizeHex("ABC123")).toBe("#abc123");
    expect(normalizeHex(" #a1B2c3 ")).toBe("#a1b2c3");
    expect(normalizeHex("#abc")).toBeNull();
    expect(normalizeHex("zzzzzz")).toBeNull();
    expect(normalizeHex("##abcdef")).toBeNull();
  });

  it("does not apply invalid hex values", () => {
    const p = ["#111111", "#222222"];
    expect(setColor(p, 0, "nope")).toBe(p);
    expect(setColor(p, 1, "ff0000")).toEqual(["#111111", "#ff0000"]);
  });

  it("keeps between 1 and 3 colours with the right tooltips", () => {
    expect(removeColor(["#111111"], 0)).toEqual(["#111111"]);
    expect(removeTooltip(["#111111"])).toBe("Min 1 color");
    expect(removeTooltip(["#111111", "#222222"])).toBe("Remove");
    expect(removeColor(["#111111", "#222222"], 0)).toEqual(["#222222"]);
    const full = ["#111111", "#222222", "#333333"];
    expect(canAddColor(full)).toBe(false);
    expect(addColor(full, [])).toBe(full);
  });

  it("adds the suggested colour at that index, or white", () => {
    expect(addColor(["#111111"], ["#aaaaaa", "#bbbbbb"])).toEqual(["#111111", "#bbbbbb"]);
    expect(addColor(["#111111", "#222222"], ["#aaaaaa"])).toEqual(["#111111", "#222222", "#ffffff"]);
  });

  it("converts between hex and hue/saturation/brightness", () => {
    expect(hexToHsv("#ff0000")).toEqual({ h: 0, s: 100, v: 100 });
    expect(hexToHsv("#000000")).toEqual({ h: 0, s: 0, v: 0 });
    expect(hsvToHex({ h: 120, s: 100, v: 100 })).toBe("#00ff00");
    expect(hsvToHex({ h: 240, s: 50, v: 50 })).toBe("#404080");
    for (const hex of ["#4f46e5", "#f97316", "#27ae60"])
      expect(distance(hsvToHex(hexToHsv(hex)), hex)).toBeLessThan(6);
  });
});
