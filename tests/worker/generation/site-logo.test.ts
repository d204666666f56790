import { describe, expect, it, onTestFinished, vi } from "vitest";
import {
  fetchSiteLogo,
  fetchSiteLogoFrom,
  MAX_SITE_LOGO_BYTES,
} from "../../../src/worker/generation/assets/site-logo";

/** A real GIF of `w` x `h` pixels in one colour, LZW written uncompressed (a clear code before every pixel). */
function gif(w: number, h: number, rgb: [number, number, number]): Uint8Array {
  const bytes: number[] = [
    0x47,
    0x49,
    0x46,
    0x38,
    0x39,
    0x61,
    w & 255,
    w >> 8,
    h & 255,
    h >> 8,
    0x80,
    0,
    0,
    ...rgb,
    0,
    0,
    0,
  ];
  bytes.push(0x2c, 0, 0, 0, 0, w & 255, w >> 8, h & 255, h >> 8, 0, 2);
  const codes: number[] = [];
  for (let i = 0; i < w * h; i++) codes.push(4, 0);
  codes.push(5);
  const packed: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const c of codes) {
    acc |= c << bits;
    bits += 3;
    while (bits >= 8) {
      packed.push(acc & 255);
      acc >>= 8;
      bits -= 8;
    }
  }
  if (bits) packed.push(acc & 255);
  for (let i = 0; i < packed.length; i += 255)
    bytes.push(Math.min(255, packed.length - i), ...packed.slice(i, i + 255));
  bytes.push(0, 0x3b);
  return Uint8Array.from(bytes);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
const serve = (body: BodyInit, type: string) =>
  (async () => new Response(body, { headers: { "content-type": type } })) as typeof fetch;

describe("the site's logo, converted like an upload", () => {
  it("accepts a GIF logo and converts it to PNG", async () => {
    const png = await fetchSiteLogo("https://acme.example/logo.gif", {
      fetch: serve(gif(120, 40, [200, 30, 30]), "image/gif"),
    });
    expect([...png.slice(0, 4)]).toEqual(PNG_SIGNATURE);
  });
  it("accepts an SVG logo by address and an inline SVG's data URL", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#0f766e"/></svg>';
    expect([
      ...(await fetchSiteLogo("https://acme.example/logo.svg", { fetch: serve(svg, "image/svg+xml") })).slice(
        0,
        4,
      ),
    ]).toEqual(PNG_SIGNATURE);
    expect([...(await fetchSiteLogo(`data:image/svg+xml;base64,${btoa(svg)}`)).slice(0, 4)]).toEqual(
      PNG_SIGNATURE,
    );
  });
  it('draws a logo that lives in the site\'s SVG sprite (<use href="/icons.svg#logo">)', async () => {
    const sprite =
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="menu" viewBox="0 0 10 10"><path d="M0 0h10v2H0z"/></symbol><symbol id="logo" viewBox="0 0 120 40"><rect width="120" height="40" fill="#66cc00"/></symbol></svg>';
    const png = await fetchSiteLogo("https://acme.example/icons.svg#logo", {
      fetch: serve(sprite, "image/svg+xml"),
    });
    expect([...png.slice(0, 4)]).toEqual(PNG_SIGNATURE);
    await expect(
      fetchSiteLogo("https://acme.example/icons.svg#nope", { fetch: serve(sprite, "image/svg+xml") }),
    ).rejects.toThrow(/no symbol/);
  });
  it("refuses what an upload would refuse: over 2 MB, not an image, a favicon-sized icon, a private host", async () => {
    await expect(
      fetchSiteLogo("https://acme.example/big.png", {
        fetch: serve(new Uint8Array(MAX_SITE_LOGO_BYTES + 10), "image/png"),
      }),
    ).rejects.toThrow(/2 MB/);
    await expect(
      fetchSiteLogo("https://acme.example/x.png", { fetch: serve("<html>", "image/png") }),
    ).rejects.toThrow(/PNG, JPEG/);
    await expect(
      fetchSiteLogo("https://acme.example/fav.gif", { fetch: serve(gif(16, 16, [0, 0, 0]), "image/gif") }),
    ).rejects.toThrow(/too small/);
    await expect(
      fetchSiteLogo("http://127.0.0.1/logo.png", { fetch: serve(gif(100, 100, [0, 0, 0]), "image/gif") }),
    ).rejects.toThrow(/Private/);
  });
  it("tries the reader's candidates in order within one time limit, an inline SVG even when the time is up", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#0f766e"/></svg>';
    const inline = `data:image/svg+xml;base64,${btoa(svg)}`;
    const asked: string[] = [];
    // The first host never answers (until the fetch is aborted), the second would answer but no time is left for it.
    const fetch = ((url: string, init?: RequestInit) => {
      asked.push(url);
      if (url.includes("slow"))
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        );
      return Promise.resolve(
        new Response(gif(120, 40, [0, 0, 0]), { headers: { "content-type": "image/gif" } }),
      );
    }) as typeof globalThis.fetch;
    // The one limit is what the first candidate is given: none gets a fresh limit of its own.
    const limits = vi.spyOn(AbortSignal, "timeout");
    onTestFinished(() => limits.mockRestore());
    const r = await fetchSiteLogoFrom(
      ["https://slow.example/logo.png", "https://acme.example/logo.gif", inline],
      { fetch, timeoutMs: 300 },
    );
    expect(limits).toHaveBeenCalledTimes(1);
    expect(limits.mock.calls[0][0]).toBeGreaterThan(0);
    expect(limits.mock.calls[0][0]).toBeLessThanOrEqual(300);
    expect(r.url).toBe(inline);
    expect(asked).toEqual(["https://slow.example/logo.png"]);
    expect([...r.png.slice(0, 4)]).toEqual(PNG_SIGNATURE);
    await expect(
      fetchSiteLogoFrom(["https://acme.example/fav.gif"], {
        fetch: serve(gif(16, 16, [0, 0, 0]), "image/gif"),
      }),
    ).rejects.toThrow(/fav\.gif: too small/);
  });
});
