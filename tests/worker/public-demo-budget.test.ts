import { exports } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEMO_LIMIT } from "../../src/worker/public/routes";
import { addressSubject } from "../../src/worker/platform/client-address";
import { blurredRects, SVG_FAMILY } from "./svg-family";

const SITE_HTML = `<!doctype html><html><head><title>Larkspur Labs</title></head><body></body></html>`;
const svgLogo = (svg: string) => `data:image/svg+xml;base64,${btoa(svg)}`;

async function demo(body: unknown, ip: string) {
  const res = await exports.default.fetch("http://app.test/api/demo/generate", {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
}

beforeEach(() => {
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith("https://larkspur-labs.com"))
      return Promise.resolve(new Response(SITE_HTML, { headers: { "content-type": "text/html" } }));
    if (url.startsWith("http://app.test")) return real(input, init);
    return Promise.reject(new Error("no network in tests"));
  });
});
afterEach(() => vi.restoreAllMocks());

const random16 = () => crypto.getRandomValues(new Uint16Array(1))[0].toString(16);

describe("POST /api/demo/generate: limits before work", () => {
  it("answers 429 to an address over its limit before its logo is decoded", async () => {
    const ip = `203.0.113.${1 + (crypto.getRandomValues(new Uint8Array(1))[0] % 250)}-${crypto.randomUUID()}`;
    for (let i = 0; i < DEMO_LIMIT.max; i++)
      expect((await demo({ url: "https://larkspur-labs.com", campaignType: "newsletter" }, ip)).status).toBe(
        200,
      );
    // A logo that would be refused when decoded: the refusal would say 400; the limit answers first.
    const res = await demo(
      { url: "https://larkspur-labs.com", campaignType: "newsletter", logo: svgLogo(blurredRects(3000)) },
      ip,
    );
    expect(res.status).toBe(429);
  });

  it("counts IPv6 clients per /64", async () => {
    const net = `2001:db8:${random16()}:${random16()}`;
    const statuses = [];
    for (let i = 0; i < DEMO_LIMIT.max + 2; i++)
      statuses.push(
        (
          await demo(
            { url: "https://larkspur-labs.com", campaignType: "newsletter" },
            `${net}::${(i + 1).toString(16)}`,
          )
        ).status,
      );
    expect(statuses.slice(0, DEMO_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(DEMO_LIMIT.max)).toEqual([429, 429]);
  });

  it("answers the SVG family with a 4xx or a rendering", async () => {
    for (const { name, svg } of SVG_FAMILY) {
      const res = await demo(
        { url: "https://larkspur-labs.com", campaignType: "newsletter", logo: svgLogo(svg()) },
        `198.18.${random16()}`,
      );
      expect([200, 400], name).toContain(res.status);
    }
  });
});

describe("addressSubject", () => {
  it("keeps IPv4 and reduces IPv6 to its /64 in one spelling", () => {
    expect(addressSubject("198.51.100.7")).toBe("198.51.100.7");
    expect(addressSubject("2001:db8:1:2::9")).toBe("2001:db8:1:2::/64");
    expect(addressSubject("2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressSubject("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressSubject("::1")).toBe("0:0:0:0::/64");
    expect(addressSubject(undefined)).toBe("unknown");
    expect(addressSubject("not:an:address:at:all:::")).toBe("not:an:address:at:all:::");
  });
});
