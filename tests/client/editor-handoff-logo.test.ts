import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeImage, NOT_AN_IMAGE_MESSAGE, readLogo } from "../../src/client/lib/logo";
import { submitErrorMessage } from "../../src/client/features/generator/api/generate-template";
import { ApiRequestError } from "../../src/client/lib/api";

/** A browser-like Image: decodes only data URLs whose bytes start with the PNG signature. */
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 1;
  naturalHeight = 1;
  set src(url: string) {
    const bytes = atob(url.split(",")[1] ?? "");
    setTimeout(() => (bytes.startsWith("\x89PNG") ? this.onload?.() : this.onerror?.()), 0);
  }
}

describe("checks before Generate", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a text file renamed to .png at once, before any colour is guessed", async () => {
    vi.stubGlobal("Image", FakeImage);
    const fake = new File(["just some text"], "logo.png", { type: "image/png" });
    await expect(decodeImage(fake)).rejects.toThrow(NOT_AN_IMAGE_MESSAGE);
    await expect(readLogo(fake)).rejects.toThrow(NOT_AN_IMAGE_MESSAGE);
  });

  it("refuses a file that is not an image by type", async () => {
    await expect(decodeImage(new File(["%PDF"], "logo.pdf", { type: "application/pdf" }))).rejects.toThrow(
      NOT_AN_IMAGE_MESSAGE,
    );
  });

  it("accepts a real image", async () => {
    vi.stubGlobal("Image", FakeImage);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "logo.png", {
      type: "image/png",
    });
    expect(await decodeImage(png)).toMatch(/^data:image\/png;base64,/);
  });

  it("never shows a raw status code", () => {
    expect(
      submitErrorMessage(
        new ApiRequestError(
          "logo: the file must be a PNG, JPEG or WebP image.",
          415,
          "unsupported_media_type",
        ),
      ),
    ).not.toMatch(/Status|415/);
    expect(submitErrorMessage(new ApiRequestError("Request failed", 500, "error"))).toBe(
      "Failed to submit job",
    );
  });
});
