import { describe, expect, it } from "vitest";
import { decodeImage, ImageRefusedError } from "../../../src/worker/generation/assets/raster";
import { convertLogoUpload } from "../../../src/worker/generation/assets/logo";
import { budgetSvg, SVG_LIMITS } from "../../../src/worker/generation/assets/svg-budget";
import { blurredRects, declaredSize, SVG_FAMILY } from "../svg-family";

const enc = (s: string) => new TextEncoder().encode(s);
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

async function outcome(svg: string, box = 1200) {
  try {
    const { pixels } = await decodeImage(enc(svg), 4096, box);
    return { width: pixels.width, height: pixels.height };
  } catch (e) {
    if (e instanceof ImageRefusedError) return { status: e.status, message: e.message };
    throw e;
  }
}

// How long each takes is measured by `npm run bench -- hostile`; a stall still fails here, at the suite's safety net.
describe("the SVG family answers a 4xx or a bounded rendering", () => {
  for (const { name, svg } of SVG_FAMILY)
    it(`${name}: refused or rendered within 1200 x 1200`, async () => {
      const r = await outcome(svg());
      if ("status" in r) expect(r.status).toBeGreaterThanOrEqual(400);
      else expect(r.width * r.height).toBeLessThanOrEqual(1200 * 1200);
    });

  it("renders a few blurred rectangles without the blur (the shape stays)", async () => {
    expect(budgetSvg(enc(blurredRects(2)))).not.toMatch(/filter|Blur/);
    const r = await outcome(blurredRects(10));
    expect(r).toEqual({ width: 1200, height: 1200 });
  });

  it("refuses 3,000 elements with a message naming the limit", async () => {
    expect(await outcome(blurredRects(3000))).toEqual({
      status: 400,
      message: `the SVG has more than ${SVG_LIMITS.elements} elements. Please simplify it or upload a PNG.`,
    });
  });

  it("refuses an aspect ratio over 1:20 (40 x 4096 and 100 x 4096)", async () => {
    for (const [w, h] of [
      [40, 4096],
      [100, 4096],
      [4096, 100],
    ]) {
      const r = await outcome(declaredSize(w, h));
      expect(r).toMatchObject({ status: 400 });
      expect((r as { message: string }).message).toContain("at most 20 times");
    }
  });

  it("fits a tall SVG within the box on both sides", async () => {
    expect(await outcome(declaredSize(100, 1900))).toEqual({ width: 63, height: 1200 });
  });

  it("refuses a path with 100,000 points before parsing it", async () => {
    const r = await outcome(SVG_FAMILY[5].svg());
    expect(r).toMatchObject({ status: 400, message: expect.stringContaining("coordinates") });
  });
});

describe("SVG references and amplification", () => {
  it("refuses external and embedded images", async () => {
    for (const href of [
      "https://example.com/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "&#100;ata:x",
      "file:///etc/passwd",
    ]) {
      const r = await outcome(
        `<svg ${NS} width="10" height="10"><image xlink:href="${href}" width="10" height="10"/></svg>`,
      );
      expect(r).toMatchObject({ status: 400, message: expect.stringContaining("links to or embeds") });
    }
  });

  it("refuses outside url() references and entity declarations", async () => {
    expect(
      await outcome(
        `<svg ${NS} width="10" height="10"><rect width="9" height="9" fill="url(https://x.test/p.svg#g)"/></svg>`,
      ),
    ).toMatchObject({ status: 400 });
    const lol = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]><svg ${NS} width="10" height="10"><text>&b;</text></svg>`;
    expect(await outcome(lol)).toMatchObject({ status: 415 });
    expect(() => budgetSvg(enc(`<svg ${NS}><!DOCTYPE x [<!ENTITY a "b">]></svg>`))).toThrow(/entities/);
  });

  it("refuses nested <use> fan-out (a billion laughs in shapes)", async () => {
    let defs = `<g id="l0"><rect width="1" height="1"/></g>`;
    for (let i = 1; i <= 12; i++)
      defs += `<g id="l${i}"><use xlink:href="#l${i - 1}"/><use xlink:href="#l${i - 1}"/></g>`;
    const r = await outcome(
      `<svg ${NS} width="100" height="100"><defs>${defs}</defs><use xlink:href="#l12"/></svg>`,
    );
    expect(r).toMatchObject({ status: 400, message: expect.stringContaining("<use>") });
  });

  it("refuses deep nesting and many layers", async () => {
    const deep = `<svg ${NS} width="10" height="10">${"<g>".repeat(40)}<rect width="5" height="5"/>${"</g>".repeat(40)}</svg>`;
    expect(await outcome(deep)).toMatchObject({ status: 400, message: expect.stringContaining("deep") });
    const layers = Array.from({ length: 40 }, () => `<g opacity="0.5"><rect width="5" height="5"/></g>`).join(
      "",
    );
    expect(await outcome(`<svg ${NS} width="10" height="10">${layers}</svg>`)).toMatchObject({
      status: 400,
      message: expect.stringContaining("masks, clips or transparent groups"),
    });
  });

  it("drops markers and dash patterns but keeps the drawing", async () => {
    const svg = `<svg ${NS} width="100" height="50"><defs><marker id="m"><circle r="3"/></marker></defs><path d="M0 0L100 50" stroke="#000" stroke-dasharray="0.001" marker-mid="url(#m)" style="marker-end:url(#m);filter:url(#f)"/></svg>`;
    expect(budgetSvg(enc(svg))).not.toMatch(/marker|dasharray|filter/);
    expect(await convertLogoUpload(enc(svg))).toMatchObject({ width: 400, height: 200 });
  });
});

describe("raster headers", () => {
  it("reads a GIF's first frame when it is larger than its screen (refused before decoding)", async () => {
    // 1 x 1 screen, no colour table, one frame declared 20000 x 20000.
    const gif = Uint8Array.from([
      0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x21, 0xf9, 0x04, 0x00,
      0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x20, 0x4e, 0x20, 0x4e, 0x00, 0x02, 0x02, 0x44,
      0x01, 0x00, 0x3b,
    ]);
    const err = await decodeImage(gif).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageRefusedError);
    expect((err as ImageRefusedError).status).toBe(413);
    expect((err as ImageRefusedError).message).toContain("20000 x 20000");
  });
});
