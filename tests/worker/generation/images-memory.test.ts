import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotonImage } from "@cf-wasm/photon";
import { MAX_IMAGE_PIXELS } from "../../../src/worker/generation/assets/image-info";
import { decodeImage, encodePng, ImageRefusedError } from "../../../src/worker/generation/assets/raster";

afterEach(() => vi.restoreAllMocks());

/** A real PNG of one colour (compresses to a few kilobytes whatever its pixel size). */
function flatPng(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4).fill(200);
  return encodePng({ width, height, data });
}

describe("decoding stays within the memory budget", () => {
  it("refuses a 4096 x 4096 PNG inside the 2 MB upload limit from its header, before decoding anything", async () => {
    const big = flatPng(4096, 4096);
    expect(big.byteLength).toBeLessThan(2 * 1024 * 1024);
    const decode = vi.spyOn(PhotonImage, "new_from_byteslice");
    const err = await decodeImage(big, 4096, 1200).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageRefusedError);
    expect(err).toMatchObject({
      status: 413,
      message:
        "the image is 4096 x 4096 pixels; the limit is 4 megapixels (for example 2400 x 1600). Please upload a smaller image.",
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it("decodes an image at the budget and hands back only the scaled-down pixels", async () => {
    const side = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS));
    const { pixels } = await decodeImage(flatPng(side, side), 4096, 400);
    expect([pixels.width, pixels.height]).toEqual([400, 400]);
    expect(pixels.data.byteLength).toBe(400 * 400 * 4);
  });

  it("keeps an image narrower than the fit at its own size", async () => {
    const { pixels } = await decodeImage(flatPng(300, 120), 4096, 1200);
    expect([pixels.width, pixels.height]).toEqual([300, 120]);
  });
});
