import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { updateKit } from "../../src/worker/brands/store";
import { encodePng } from "../../src/worker/generation/assets/raster";
import { ApiError } from "../../src/worker/platform/errors";
import { db, expectError, signedIn } from "./auth-support";
import { brands } from "./brands-support";

/** A 160 x 48 logo: a blue block beside a teal bar on transparent pixels. */
function logoPng(w = 160, h = 48): Uint8Array {
  const data = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const px =
        x < 48
          ? [0x1f, 0x3a, 0x8a, 255]
          : x >= 60 && y >= 16 && y < 32
            ? [0x0f, 0x76, 0x6e, 255]
            : [0, 0, 0, 0];
      data.set(px, (y * w + x) * 4);
    }
  return encodePng({ width: w, height: h, data });
}
const LOGO = logoPng();
const SITE_LOGO = "https://northwind-labs.com/img/logo.png";

/** A site that answers one logo address (after a redirect) and records what was asked. */
function site(body: Uint8Array | string, contentType = "image/png") {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    if (url === "https://northwind-labs.com/logo")
      return new Response(null, { status: 301, headers: { location: SITE_LOGO } });
    if (url === SITE_LOGO) return new Response(body, { headers: { "content-type": contentType } });
    return new Response("not found", { status: 404 });
  }) as typeof fetch;
  return { fetcher, asked };
}

async function kitOf(plan: "free" | "premium" = "premium") {
  const { user, login } = await signedIn({ plan });
  const kit = (await brands.create(login.access_token, { name: "Northwind Labs" })).body.brand;
  return { userId: user.id, token: login.access_token, kit };
}

describe("the site's logo taken into the kit ('use this')", () => {
  it("is fetched by the server, stored like an uploaded logo and bumps the kit version", async () => {
    const { userId, token, kit } = await kitOf();
    const { fetcher, asked } = site(LOGO);
    const row = await updateKit({ db: db(), bucket: env.BUCKET, fetch: fetcher }, userId, kit.id, {
      logoFromSite: "https://northwind-labs.com/logo",
    });
    expect(asked).toEqual(["https://northwind-labs.com/logo", SITE_LOGO]);
    expect(row.version).toBe(kit.version + 1);
    expect(row.logoKey).toMatch(new RegExp(`^brands/${userId}/${kit.id}/logo-[0-9a-f]{32}\\.png$`));
    expect(row.logoFacts?.palette.length).toBeGreaterThan(0);
    const stored = await env.BUCKET.get(row.logoKey!);
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
    const after = (await brands.get(token, kit.id)).body.brand;
    expect(after.logoUrl).toMatch(new RegExp(`^/api/brands/${kit.id}/logo/[0-9a-f]{32}\\.png$`));
  });

  it("refuses what is not an image, a failed fetch and a too-large body with a clear 4xx", async () => {
    const { userId, kit } = await kitOf();
    const refusal = async (body: Uint8Array | string, type?: string, url = SITE_LOGO) => {
      const err = await updateKit(
        { db: db(), bucket: env.BUCKET, fetch: site(body, type).fetcher },
        userId,
        kit.id,
        { logoFromSite: url },
      ).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      return err as ApiError;
    };
    // A page that says it is an image is still refused by its bytes.
    expect((await refusal("<html>not a logo</html>")).status).toBe(415);
    expect((await refusal(LOGO, "image/png", "https://northwind-labs.com/missing.png")).status).toBe(422);
    expect((await refusal(new Uint8Array(2 * 1024 * 1024 + 10))).status).toBe(413);
    // A favicon is not a logo for an e-mail header.
    expect((await refusal(logoPng(16, 16))).message).toMatch(/too small/);
  });

  it("takes an inline SVG logo the reader found as a data URL", async () => {
    const { userId, kit } = await kitOf();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#0f766e"/></svg>';
    const row = await updateKit({ db: db(), bucket: env.BUCKET }, userId, kit.id, {
      logoFromSite: `data:image/svg+xml;base64,${btoa(svg)}`,
    });
    expect(row.version).toBe(kit.version + 1);
    expect(row.logoKey).toMatch(/logo-[0-9a-f]{32}\.png$/);
    expect(row.logoFacts?.width).toBeGreaterThan(0);
  });

  it("checks the address like generation does, and a body with both logos is refused", async () => {
    const { token, kit } = await kitOf();
    for (const url of [
      "http://127.0.0.1/logo.png",
      "http://169.254.169.254/latest",
      "ftp://example.com/logo.png",
    ])
      expectError(await brands.patch(token, kit.id, { logoFromSite: url }), 400, "validation_failed");
    expectError(
      await brands.patch(token, kit.id, { logoFromSite: SITE_LOGO, logo: null }),
      400,
      "validation_failed",
    );
    expect((await brands.get(token, kit.id)).body.brand.version).toBe(kit.version);
  });
});
