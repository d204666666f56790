import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { updateKit } from "../../src/worker/brands/store";
import { ApiError } from "../../src/worker/platform/errors";
import { db, expectError, signedIn } from "./auth-support";
import { brands, LOGO_PNG_B64 } from "./brands-support";

const LOGO = Uint8Array.from(atob(LOGO_PNG_B64), (c) => c.charCodeAt(0));
const SITE_LOGO = "https://northwind-labs.com/img/logo.png";

/** A site that answers one logo address (after a redirect) and records what was asked. */
function site(body: Uint8Array | string, contentType = "image/png") {
  const asked: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    asked.push(url);
    if (url === "https://northwind-labs.com/logo") return new Response(null, { status: 301, headers: { location: SITE_LOGO } });
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
    const row = await updateKit({ db: db(), bucket: env.BUCKET, fetch: fetcher }, userId, kit.id, { logoFromSite: "https://northwind-labs.com/logo" });
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
      const err = await updateKit({ db: db(), bucket: env.BUCKET, fetch: site(body, type).fetcher }, userId, kit.id, { logoFromSite: url }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      return err as ApiError;
    };
    // A page that says it is an image is still refused by its bytes.
    expect((await refusal("<html>not a logo</html>")).status).toBe(415);
    expect((await refusal(LOGO, "image/png", "https://northwind-labs.com/missing.png")).status).toBe(422);
    expect((await refusal(new Uint8Array(2 * 1024 * 1024 + 10))).status).toBe(413);
  });

  it("checks the address like generation does, and a body with both logos is refused", async () => {
    const { token, kit } = await kitOf();
    for (const url of ["http://127.0.0.1/logo.png", "http://169.254.169.254/latest", "ftp://example.com/logo.png"])
      expectError(await brands.patch(token, kit.id, { logoFromSite: url }), 400, "validation_failed");
    expectError(await brands.patch(token, kit.id, { logoFromSite: SITE_LOGO, logo: null }), 400, "validation_failed");
    expect((await brands.get(token, kit.id)).body.brand.version).toBe(kit.version);
  });
});
