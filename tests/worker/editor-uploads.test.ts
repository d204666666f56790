import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { imageInfo } from "../../src/worker/generation/assets/image-info";
import { MAX_IMAGES_PER_TEMPLATE } from "../../src/worker/templates/images";
import { call, createUser, PNG_B64, seedTemplate } from "./pipeline-support";

type ErrorBody = { error: { code: string; message: string } };
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const PNG = Uint8Array.from(atob(PNG_B64), (c) => c.charCodeAt(0));
// A real 2 x 2 GIF (87a, two colours).
const GIF = Uint8Array.from([
  0x47, 0x49, 0x46, 0x38, 0x37, 0x61, 0x02, 0x00, 0x02, 0x00, 0x80, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00,
  0xff, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00, 0x02, 0x02, 0x84, 0x51, 0x00, 0x3b,
]);

function pngHeader(w: number, h: number): Uint8Array {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  b.set([8, 6, 0, 0, 0], 24);
  return b;
}

async function upload(dataUrl: string) {
  const user = await createUser({ plan: "premium" });
  const tpl = await seedTemplate(user.id);
  const res = await call(`/api/templates/${tpl.id}/images`, { token: user.token, json: { image: dataUrl } });
  return { res, user, tpl };
}

async function stored(url: string) {
  const served = await call(new URL(url).pathname);
  expect(served.status).toBe(200);
  return { type: served.headers.get("content-type"), bytes: new Uint8Array(await served.arrayBuffer()) };
}

describe("editor uploads are re-encoded, never published as uploaded", () => {
  it("converts an SVG to PNG like a logo and serves it", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0f766e"/></svg>`;
    const { res } = await upload(`data:image/svg+xml;base64,${btoa(svg)}`);
    expect(res.status).toBe(201);
    const body = await res.json<{ url: string; contentType: string }>();
    expect(body.contentType).toBe("image/png");
    const { type, bytes } = await stored(body.url);
    expect(type).toBe("image/png");
    expect(imageInfo(bytes)).toMatchObject({ kind: "png" });
  });

  it("converts a GIF's first frame to PNG", async () => {
    const { res } = await upload(`data:image/gif;base64,${b64(GIF)}`);
    expect(res.status).toBe(201);
    const { type, bytes } = await stored((await res.json<{ url: string }>()).url);
    expect(type).toBe("image/png");
    expect(imageInfo(bytes)).toEqual({ kind: "png", width: 2, height: 2 });
  });

  it("writes a polyglot PNG again from its pixels: the appended markup is not published", async () => {
    const tail = new TextEncoder().encode("<html><script>alert(document.domain)</script></html>");
    const polyglot = new Uint8Array([...PNG, ...tail]);
    const { res } = await upload(`data:image/png;base64,${b64(polyglot)}`);
    expect(res.status).toBe(201);
    const { bytes } = await stored((await res.json<{ url: string }>()).url);
    expect(new TextDecoder().decode(bytes)).not.toContain("<script");
    expect(bytes).not.toEqual(polyglot);
  });

  it("refuses an undecodable image with 400 and 100000 x 100000 pixels with 413", async () => {
    const broken = new Uint8Array([...pngHeader(20, 20), 1, 2, 3, 4, 5, 6, 7, 8]);
    const bad = await upload(`data:image/png;base64,${b64(broken)}`);
    expect(bad.res.status).toBe(400);
    expect((await bad.res.json<ErrorBody>()).error.message).toMatch(/^The image data is damaged/);
    const bomb = await upload(`data:image/png;base64,${b64(pngHeader(100_000, 100_000))}`);
    expect(bomb.res.status).toBe(413);
    expect((await bomb.res.json<ErrorBody>()).error.message).toContain("100000 x 100000");
  });
});

describe("the per-template image cap", () => {
  it("holds under 40 parallel uploads", async () => {
    const user = await createUser({ plan: "premium" });
    const tpl = await seedTemplate(user.id, { withLogo: true });
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        call(`/api/templates/${tpl.id}/images`, {
          token: user.token,
          json: { image: `data:image/png;base64,${PNG_B64}` },
        }),
      ),
    );
    const created = results.filter((r) => r.status === 201).length;
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const listed = await env.BUCKET.list({ prefix: tpl.assetPrefix!, limit: 100 });
    expect(listed.objects.length).toBeLessThanOrEqual(MAX_IMAGES_PER_TEMPLATE);
    expect(created).toBe(MAX_IMAGES_PER_TEMPLATE - 1);
  });
});
