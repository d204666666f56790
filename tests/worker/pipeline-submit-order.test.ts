import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotonImage } from "@cf-wasm/photon";
import { Resvg } from "@cf-wasm/resvg/legacy";
import { SUBMIT_LIMIT } from "../../src/worker/jobs/submit";
import { WRITE_LIMIT } from "../../src/worker/brands/routes";
import { DEMO_LIMIT } from "../../src/worker/public/routes";
import { clientIp } from "../../src/worker/platform/rate-limit";
import { call, createUser, generationBody, PNG_DATA_URL } from "./pipeline-support";
import { fillWindow } from "./rate-limit-support";
import { gradientRects } from "./svg-family";

type ErrorBody = { error: { code: string; message: string } };
const SVG_LOGO = `data:image/svg+xml;base64,${btoa(gradientRects(1))}`;

/** Every way the server decodes an upload: photon for rasters, resvg for SVG. */
function watchDecoders() {
  return [vi.spyOn(PhotonImage, "new_from_byteslice"), vi.spyOn(Resvg, "async")];
}
const decoded = (spies: ReturnType<typeof watchDecoders>) => spies.some((s) => s.mock.calls.length > 0);

afterEach(() => vi.restoreAllMocks());

describe("POST /api/generate-template-async decodes nothing before the cheap checks", () => {
  it("a Free account without credit sending a logo and 3 images gets 403, nothing decoded", async () => {
    const user = await createUser({ plan: "free", templatesUsed: 1 });
    const spies = watchDecoders();
    const res = await call("/api/generate-template-async", {
      token: user.token,
      json: generationBody({ logo: SVG_LOGO, images: [PNG_DATA_URL, PNG_DATA_URL, PNG_DATA_URL] }),
    });
    expect(res.status).toBe(403);
    expect((await res.json<ErrorBody>()).error.code).toBe("plan_required");
    expect(decoded(spies)).toBe(false);
  });

  it("a Free account without credit sending only a logo gets 403 limit_reached, nothing decoded", async () => {
    const user = await createUser({ plan: "free", templatesUsed: 1 });
    const spies = watchDecoders();
    const res = await call("/api/generate-template-async", {
      token: user.token,
      json: generationBody({ logo: SVG_LOGO }),
    });
    expect(res.status).toBe(403);
    expect(await res.json<ErrorBody>()).toEqual({
      error: { code: "limit_reached", message: "Template limit reached" },
    });
    expect(decoded(spies)).toBe(false);
  });

  it("a campaign type above the plan is refused before the logo is decoded", async () => {
    const user = await createUser({ plan: "free" });
    const spies = watchDecoders();
    const res = await call("/api/generate-template-async", {
      token: user.token,
      json: generationBody({ logo: SVG_LOGO, campaignType: "newsletter" }),
    });
    expect(res.status).toBe(403);
    expect(decoded(spies)).toBe(false);
  });

  it(`an account over its ${SUBMIT_LIMIT.max} submissions an hour gets 429, nothing decoded; others are not affected`, async () => {
    const user = await createUser({ plan: "premium" });
    await fillWindow(SUBMIT_LIMIT, user.id);
    const spies = watchDecoders();
    const res = await call("/api/generate-template-async", {
      token: user.token,
      json: generationBody({ logo: SVG_LOGO, images: [PNG_DATA_URL] }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(decoded(spies)).toBe(false);
    const other = await createUser({ plan: "premium" });
    const ok = await call("/api/generate-template-async", {
      token: other.token,
      json: generationBody({ logo: SVG_LOGO }),
      env: { GENERATION_QUEUE: { send: async () => {} } as unknown as Queue },
    });
    expect(ok.status).toBe(202);
  });
});

describe("kit writes are limited per account before a logo is decoded", () => {
  it(`PATCH /api/brands/:id over ${WRITE_LIMIT.max} an hour answers 429, nothing decoded`, async () => {
    const user = await createUser({ plan: "premium" });
    const created = await call("/api/brands", { token: user.token, json: { name: "Acme" } });
    expect(created.status).toBe(201);
    const { brand } = await created.json<{ brand: { id: string } }>();
    await fillWindow(WRITE_LIMIT, user.id);
    const spies = watchDecoders();
    const res = await call(`/api/brands/${brand.id}`, {
      method: "PATCH",
      token: user.token,
      json: { logo: SVG_LOGO },
    });
    expect(res.status).toBe(429);
    expect(decoded(spies)).toBe(false);
  });
});

describe("the demo counts its limit before a logo is decoded", () => {
  it("an address over its hourly demos gets 429 without a decode", async () => {
    const ip = "198.51.100.77";
    await fillWindow(DEMO_LIMIT, clientIp(ip));
    const spies = watchDecoders();
    const res = await call("/api/demo/generate", {
      json: { url: "https://www.acme-corp.com", campaignType: "newsletter", logo: SVG_LOGO },
      headers: { "cf-connecting-ip": ip },
    });
    expect(res.status).toBe(429);
    expect(decoded(spies)).toBe(false);
  });
});
