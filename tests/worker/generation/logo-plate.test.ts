import { describe, expect, it } from "vitest";
import { analyseLogo, chooseLogoPlate } from "../../../src/worker/generation/assets/logo";
import { contrast } from "../../../src/shared/color";

/** A 40x20 logo: `paint(x, y)` gives the pixel's RGBA, the rest is transparent. */
function logo(paint: (x: number, y: number) => [number, number, number, number]) {
  const width = 40;
  const height = 20;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 4);
  return { width, height, data };
}
const CLEAR: [number, number, number, number] = [0, 0, 0, 0];
const glyph = (x: number, y: number) => (x + y) % 3 !== 0 && y > 3 && y < 16;

describe("logo plate", () => {
  it("gives a white logo a dark plate", () => {
    const plate = chooseLogoPlate(
      analyseLogo(logo((x, y) => (glyph(x, y) ? [255, 255, 255, 255] : CLEAR))),
      "#0f766e",
    );
    expect(plate.color).not.toBe("#ffffff");
    expect(plate.contrast).toBeGreaterThanOrEqual(3);
  });
  it("gives a black logo a white plate", () => {
    expect(
      chooseLogoPlate(analyseLogo(logo((x, y) => (glyph(x, y) ? [0, 0, 0, 255] : CLEAR))), "#0f766e").color,
    ).toBe("#ffffff");
  });
  it("gives a colourful (dark blue) logo a white plate", () => {
    expect(
      chooseLogoPlate(analyseLogo(logo((x, y) => (glyph(x, y) ? [29, 78, 216, 255] : CLEAR))), "#f59e0b")
        .color,
    ).toBe("#ffffff");
  });
  it("leaves an opaque logo without a plate", () => {
    expect(chooseLogoPlate(analyseLogo(logo(() => [250, 204, 21, 255])), "#0f766e").color).toBeNull();
  });
  it("keeps the dark wordmark of a mixed-luminance logo readable: a light plate", () => {
    // A yellow square (the mark) beside a slate wordmark, on transparency.
    const facts = analyseLogo(
      logo((x, y) =>
        x < 16 && y > 2 && y < 18 ? [250, 204, 21, 255] : x >= 18 && glyph(x, y) ? [30, 41, 59, 255] : CLEAR,
      ),
    );
    const plate = chooseLogoPlate(facts, "#0f172a");
    expect(plate.color).not.toBeNull();
    expect(contrast("#1e293b", plate.color!)).toBeGreaterThanOrEqual(4.5);
  });
});
