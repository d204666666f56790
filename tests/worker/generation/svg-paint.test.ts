import { describe, expect, it } from "vitest";
import { Resvg } from "@cf-wasm/resvg/legacy";
import { convertLogoUpload, LOGO_FIT } from "../../../src/worker/generation/assets/logo";
import { decodeImage, ImageRefusedError } from "../../../src/worker/generation/assets/raster";
import { checkPaint, PAINT_BUDGET, TOO_COMPLEX } from "../../../src/worker/generation/assets/svg-paint";
import { gradientRects, PAINT_FAMILY, solidRects } from "../svg-family";

const enc = (s: string) => new TextEncoder().encode(s);
const NS = 'xmlns="http://www.w3.org/2000/svg"';

async function outcome(svg: string, box: number) {
  try {
    const { pixels } = await decodeImage(enc(svg), 4096, box);
    return { width: pixels.width, height: pixels.height };
  } catch (e) {
    if (e instanceof ImageRefusedError) return { status: e.status, message: e.message };
    throw e;
  }
}

/** The paint of a document at a box size, as the budget counts it. */
async function paint(svg: string, box: number) {
  const parsed = await Resvg.async(svg);
  try {
    return checkPaint(parsed.toString(), Math.min(box / parsed.width, box / parsed.height));
  } finally {
    parsed.free();
  }
}

describe("the paint family is refused before anything is drawn, at every output size", () => {
  for (const { name, svg } of PAINT_FAMILY)
    for (const box of [LOGO_FIT, 1200])
      it(`${name} at ${box} px: 400 "${TOO_COMPLEX}"`, async () => {
        expect(await outcome(svg(), box)).toEqual({ status: 400, message: TOO_COMPLEX });
      });

  it("a logo of the family is refused with the message the user sees", async () => {
    await expect(convertLogoUpload(enc(gradientRects(100)))).rejects.toMatchObject({
      status: 400,
      message: TOO_COMPLEX,
    });
  });
});

describe("the budget counts painted pixels at the output scale", () => {
  it("draws a logo at the size it is shown, not 1200 px", async () => {
    const logo = `<svg ${NS} viewBox="0 0 120 40"><rect width="120" height="40" fill="#0a7d6f"/></svg>`;
    expect(await convertLogoUpload(enc(logo))).toMatchObject({ width: LOGO_FIT, height: 133 });
  });

  it("grows with the area: four times the pixels cost about four times as much", async () => {
    const one = await paint(gradientRects(1), 600);
    const twice = await paint(gradientRects(1), 1200);
    expect(twice / one).toBeGreaterThan(3.5);
    expect(twice / one).toBeLessThan(4.5);
  });

  it("weighs a gradient above a solid fill of the same area", async () => {
    expect(await paint(gradientRects(1), 1200)).toBeGreaterThan(8 * (await paint(solidRects(1), 1200)));
  });

  it("counts every copy a <use> makes and every shape a transform enlarges", async () => {
    const rect = `<rect width="100" height="100" fill="#123456"/>`;
    const once = await paint(`<svg ${NS} width="1200" height="1200">${rect}</svg>`, 1200);
    const used = await paint(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="1200"><g id="a">${rect}</g><use xlink:href="#a" x="200"/><use xlink:href="#a" x="400"/></svg>`,
      1200,
    );
    const scaled = await paint(
      `<svg ${NS} width="1200" height="1200"><g transform="scale(10)">${rect}</g></svg>`,
      1200,
    );
    expect(used).toBeCloseTo(3 * once, -3);
    // Ten times the side: a hundred times the painted pixels (100 x 100 becomes 1000 x 1000).
    expect(scaled - once).toBeGreaterThan(0.99 * (1000 * 1000 - 100 * 100));
  });

  it("counts layers: a clip, a mask or group opacity over the canvas costs more than its shapes", async () => {
    const shapes = `<rect width="300" height="300" fill="#123456"/>`;
    const plain = await paint(`<svg ${NS} width="1200" height="1200">${shapes}</svg>`, 1200);
    const layered = await paint(
      `<svg ${NS} width="1200" height="1200"><g opacity="0.5">${shapes}</g></svg>`,
      1200,
    );
    const clipped = await paint(
      `<svg ${NS} width="1200" height="1200"><defs><clipPath id="c"><circle cx="150" cy="150" r="120"/></clipPath></defs><g clip-path="url(#c)">${shapes}</g></svg>`,
      1200,
    );
    expect(layered).toBeGreaterThan(20 * plain);
    expect(clipped).toBeGreaterThan(layered);
  });

  it("refuses a long zigzag stroke that covers almost no area", async () => {
    const d = Array.from({ length: 5000 }, (_, i) => `${i ? "L" : "M"}${i % 400} ${(i * 37) % 400}`).join("");
    const svg = `<svg ${NS} width="400" height="400"><path d="${d}" stroke="#000" fill="none"/></svg>`;
    expect(await outcome(svg, 1200)).toEqual({ status: 400, message: TOO_COMPLEX });
  });

  it("accepts a real logo: a gradient plate, a clipped mark and a wordmark of paths", async () => {
    const logo = `<svg ${NS} width="480" height="160" viewBox="0 0 480 160"><defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#14b8a6"/></linearGradient><clipPath id="c"><circle cx="80" cy="80" r="60"/></clipPath></defs><rect width="480" height="160" rx="24" fill="url(#g)"/><g clip-path="url(#c)"><rect x="20" y="20" width="120" height="120" fill="#fff"/><path d="M20 140 L140 20 L140 140 Z" fill="#0f766e" opacity="0.6"/></g>${Array.from({ length: 8 }, (_, i) => `<path d="M${170 + i * 36} 50 h28 v60 h-28 z" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>`).join("")}</svg>`;
    expect(await paint(logo, 1200)).toBeLessThan(PAINT_BUDGET / 2);
    expect(await outcome(logo, 1200)).toEqual({ width: 1200, height: 400 });
  });
});
