import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PhotonImage } from "@cf-wasm/photon";
import { produceAssets } from "../../../src/worker/generation/assets";
import { imageInfo } from "../../../src/worker/generation/assets/image-info";
import {
  analyseLogo,
  chooseLogoPlate,
  convertLogoUpload,
  logoRendition,
} from "../../../src/worker/generation/assets/logo";
import {
  decodeImage,
  encodeJpeg,
  encodePng,
  ImageRefusedError,
  resizeToWidth,
  type Pixels,
} from "../../../src/worker/generation/assets/raster";
import { fetchSiteImage } from "../../../src/worker/generation/assets/site-images";
import { AssetStore } from "../../../src/worker/generation/assets/store";
import { contrast } from "../../../src/shared/color";
import { buildFacts } from "../../../src/worker/reading/facts";
import { checkHostedImages } from "../../../src/worker/generation/validate";
import { engineInput, sampleInput, sampleJob } from "../../fixtures/samples";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";

const bucket = (env as unknown as { BUCKET: R2Bucket }).BUCKET;

function solid(
  width: number,
  height: number,
  rgba: [number, number, number, number],
  inner?: [number, number, number, number],
): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inside = inner && x > width / 4 && x < (width * 3) / 4 && y > height / 4 && y < (height * 3) / 4;
      data.set(inside ? inner : rgba, (y * width + x) * 4);
    }
  return { width, height, data };
}

const webp = (p: Pixels) => {
  const img = new PhotonImage(p.data, p.width, p.height);
  try {
    return img.get_bytes_webp();
  } finally {
    img.free();
  }
};

// A real 2 x 2 GIF (87a, two colours), written out byte by byte.
const GIF = Uint8Array.from([
  0x47, 0x49, 0x46, 0x38, 0x37, 0x61, 0x02, 0x00, 0x02, 0x00, 0x80, 0x00, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00,
  0xff, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x02, 0x00, 0x00, 0x02, 0x02, 0x84, 0x51, 0x00, 0x3b,
]);

const pngHeader = (w: number, h: number) => {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, w);
  new DataView(b.buffer).setUint32(20, h);
  return b;
};

describe("logo conversion", () => {
  const red = solid(40, 20, [200, 30, 30, 255]);
  const cases: [string, Uint8Array, number, number][] = [
    ["PNG", encodePng(red), 40, 20],
    ["JPEG", encodeJpeg(red), 40, 20],
    ["WebP", webp(red), 40, 20],
    ["GIF", GIF, 2, 2],
    [
      "SVG",
      new TextEncoder().encode(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" fill="#0a7d6f"/></svg>`,
      ),
      400,
      133,
    ],
  ];
  for (const [name, bytes, w, h] of cases) {
    it(`converts a ${name} upload to PNG and keeps its size`, async () => {
      const out = await convertLogoUpload(bytes);
      expect(imageInfo(out.png)).toEqual({ kind: "png", width: w, height: h });
      expect([out.width, out.height]).toEqual([w, h]);
    });
  }

  it("refuses images above 4096 x 4096 from the header, before decoding", async () => {
    await expect(convertLogoUpload(pngHeader(5000, 100))).rejects.toMatchObject({ status: 413 });
    await expect(
      convertLogoUpload(
        new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="10"></svg>`),
      ),
    ).rejects.toMatchObject({ status: 413 });
  });

  it("refuses bytes that do not decode, and files that are no image", async () => {
    const damaged = encodePng(red).slice(0, 60);
    await expect(convertLogoUpload(damaged)).rejects.toBeInstanceOf(ImageRefusedError);
    await expect(convertLogoUpload(damaged)).rejects.toMatchObject({ status: 400 });
    await expect(convertLogoUpload(new TextEncoder().encode("hello world"))).rejects.toMatchObject({
      status: 415,
    });
  });

  it("answers 413 with a clear message when the upload is too large in pixels", async () => {
    const err = await decodeImage(pngHeader(4097, 4097)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImageRefusedError);
    expect((err as Error).message).toBe("the image is 4097 x 4097 pixels; the limit is 4096 x 4096.");
  });
});

describe("resize and re-encode", () => {
  it("scales down to the target width, keeps the aspect ratio and never scales up", () => {
    const p = solid(800, 400, [10, 120, 90, 255]);
    expect(resizeToWidth(p, 200)).toMatchObject({ width: 200, height: 100 });
    expect(resizeToWidth(p, 1600)).toBe(p);
  });

  it("fits a photo into 200 KB as JPEG", () => {
    const noisy = solid(1200, 800, [0, 0, 0, 255]);
    for (let i = 0; i < noisy.data.length; i += 4)
      noisy.data.set([(i * 7) % 251, (i * 13) % 241, (i * 3) % 239], i);
    const jpg = encodeJpeg(noisy);
    expect(imageInfo(jpg)?.kind).toBe("jpeg");
    expect(jpg.byteLength).toBeLessThanOrEqual(200 * 1024);
  });
});

describe("website images through the safe fetcher", () => {
  const photo = encodeJpeg(solid(900, 600, [30, 90, 160, 255], [240, 200, 40, 255]));
  const serve = (body: Uint8Array | string, type: string, status = 200) =>
    (async () =>
      new Response(body, { status, headers: { "content-type": type } })) as unknown as typeof fetch;

  it("fetches, checks and decodes a large picture", async () => {
    const p = await fetchSiteImage("https://shop.example/hero.jpg", { fetch: serve(photo, "image/jpeg") });
    expect([p.width, p.height]).toEqual([900, 600]);
  });

  it("refuses other types, small icons, errors and private hosts", async () => {
    await expect(
      fetchSiteImage("https://shop.example/x", { fetch: serve("<html>", "text/html") }),
    ).rejects.toThrow(/type/);
    await expect(
      fetchSiteImage("https://shop.example/i.png", {
        fetch: serve(encodePng(solid(32, 32, [0, 0, 0, 255])), "image/png"),
      }),
    ).rejects.toThrow(/too small/);
    await expect(
      fetchSiteImage("https://shop.example/missing.jpg", { fetch: serve("", "image/jpeg", 404) }),
    ).rejects.toThrow(/status 404/);
    await expect(
      fetchSiteImage("http://127.0.0.1/a.jpg", { fetch: serve(photo, "image/jpeg") }),
    ).rejects.toThrow(/Private/);
    await expect(
      fetchSiteImage("https://shop.example/lie.jpg", {
        fetch: serve(new TextEncoder().encode("not a jpeg at all"), "image/jpeg"),
      }),
    ).rejects.toThrow(/not a raster/);
  });
});

describe("logo plates", () => {
  const brand = "#0a7d6f";
  const logos: [string, Pixels][] = [
    ["white on transparency", solid(200, 80, [0, 0, 0, 0], [255, 255, 255, 255])],
    ["black on transparency", solid(200, 80, [0, 0, 0, 0], [0, 0, 0, 255])],
    ["colourful on transparency", solid(200, 80, [0, 0, 0, 0], [250, 190, 20, 255])],
    ["brand-coloured on transparency", solid(200, 80, [0, 0, 0, 0], [10, 125, 111, 255])],
  ];
  for (const [name, p] of logos) {
    it(`keeps a ${name} logo at 3:1 or more on its baked plate`, () => {
      const facts = analyseLogo(p);
      expect(facts.hasAlpha).toBe(true);
      const plate = chooseLogoPlate(facts, brand);
      expect(plate.color).not.toBeNull();
      expect(contrast(facts.dominant, plate.color!)).toBeGreaterThanOrEqual(3);
    });
  }

  it("puts a white logo on a dark plate and a black logo on white", () => {
    expect(chooseLogoPlate(analyseLogo(logos[0][1]), brand).color).not.toBe("#ffffff");
    expect(chooseLogoPlate(analyseLogo(logos[1][1]), brand).color).toBe("#ffffff");
  });

  it("leaves an opaque logo as its own surface", () => {
    expect(chooseLogoPlate(analyseLogo(solid(100, 40, [255, 255, 255, 255], [0, 0, 0, 255])), brand)).toEqual(
      { color: null, contrast: 21 },
    );
  });

  it("bakes the plate into the pixels, so client colour inversion cannot separate logo and plate", async () => {
    const r = await logoRendition(encodePng(logos[0][1]), brand, 160);
    const { pixels } = await decodeImage(r.png);
    const centre = (Math.floor(pixels.height / 2) * pixels.width + 4) * 4;
    expect(pixels.data[centre + 3]).toBe(255);
    expect(
      contrast(
        "#ffffff",
        `#${[...pixels.data.subarray(centre, centre + 3)].map((v) => v.toString(16).padStart(2, "0")).join("")}`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(r.width).toBeLessThanOrEqual(160);
    expect(r.height).toBeLessThanOrEqual(64);
  });
});

describe("asset stage", () => {
  async function produce(seed: number, type: "newsletter" | "webinar" = "newsletter") {
    const prefix = `assets/${crypto.randomUUID().replace(/-/g, "")}/`;
    const store = new AssetStore(bucket, prefix, "http://app.test");
    const input = sampleInput(type, seed);
    const logo = encodePng(solid(240, 80, [0, 0, 0, 0], [255, 255, 255, 255]));
    const assets = await produceAssets({
      store,
      facts: input.facts,
      palette: input.palette,
      seed,
      logo,
      marketing: true,
    });
    await store.flush(null);
    return { assets, store, prefix };
  }

  it("hosts every image with its type and immutable caching, reproducibly per seed", async () => {
    const a = await produce(7);
    const b = await produce(7);
    expect(a.assets.icons.map((i) => i.url.split("/").pop())).toEqual(
      b.assets.icons.map((i) => i.url.split("/").pop()),
    );
    const keys = a.store.stored.map((o) => o.key);
    expect(keys.every((k) => k.startsWith(a.prefix))).toBe(true);
    for (const o of a.store.stored) {
      const head = await bucket.head(o.key);
      expect(head?.httpMetadata?.contentType).toMatch(/^image\/(png|jpeg)$/);
      expect(head?.httpMetadata?.cacheControl).toBe("public, max-age=31536000, immutable");
      expect(head!.size).toBeLessThanOrEqual(200 * 1024);
    }
    const first = await bucket.get(a.store.stored.find((o) => o.key.includes("icon-"))!.key);
    const second = await bucket.get(b.store.stored.find((o) => o.key.includes("icon-"))!.key);
    expect(new Uint8Array(await first!.arrayBuffer())).toEqual(new Uint8Array(await second!.arrayBuffer()));
  });

  // How long this takes is a figure for npm run bench (images), not a test: a busy machine must not fail it.
  it("renders and hosts all images one template uses, for several seeds", async () => {
    for (let i = 0; i < 3; i++) {
      const prefix = `assets/${crypto.randomUUID().replace(/-/g, "")}/`;
      const store = new AssetStore(bucket, prefix, "http://app.test");
      const input = sampleInput("newsletter", 100 + i);
      const logo = encodePng(solid(240, 80, [0, 0, 0, 0], [20, 20, 20, 255]));
      const assets = await produceAssets({
        store,
        facts: input.facts,
        palette: input.palette,
        seed: input.seed,
        logo,
        marketing: true,
        images: [encodePng(solid(900, 600, [200, 120, 40, 255], [30, 60, 90, 255]))],
      });
      const html = (await createBuiltinGenerator().generate({ ...input, assets })).html;
      await store.flush(html);
      expect(store.stored.length).toBeGreaterThanOrEqual(3);
      for (const object of store.stored) expect(await bucket.head(object.key)).not.toBeNull();
    }
  });

  it("checks the hosted images of finished HTML against storage", async () => {
    const { assets } = await produce(3);
    const ok = `<img src="${assets.logo!.image.url}" width="1" height="1" alt="x"><td background="${assets.icons[0].url}">`;
    expect(await checkHostedImages(ok, bucket, "http://app.test")).toMatchObject({ ok: true, count: 2 });
    const bad = `${ok}<img src="https://elsewhere.example/a.png"><img src="http://app.test/api/assets/${"0".repeat(32)}/gone.png">`;
    const res = await checkHostedImages(bad, bucket, "http://app.test");
    expect(res.ok).toBe(false);
    expect(res.problems.join("\n")).toMatch(/not hosted by the app/);
    expect(res.problems.join("\n")).toMatch(/missing from storage/);
  });

  it("draws and stores only the images the HTML uses", async () => {
    const prefix = `assets/${crypto.randomUUID().replace(/-/g, "")}/`;
    const store = new AssetStore(bucket, prefix, "http://app.test");
    const input = sampleInput("newsletter", 5);
    const assets = await produceAssets({
      store,
      facts: input.facts,
      palette: input.palette,
      seed: 5,
      logo: null,
      marketing: true,
    });
    await store.flush(`<img src="${assets.icons[0].url}" width="48" height="48" alt="">`);
    expect(store.stored.map((o) => o.url)).toEqual([assets.icons[0].url]);
    expect((await bucket.list({ prefix })).objects.map((o) => o.key)).toEqual([
      `${prefix}${assets.icons[0].url.split(prefix)[1]}`,
    ]);
  });

  it("draws no abstract picture for a site without images: no hero image, no card artwork, only logo and icons", async () => {
    const { assets, store } = await produce(11);
    expect(assets.photos).toEqual([]);
    expect(assets.hero).toBeNull();
    expect(assets.logo).not.toBeNull();
    expect(assets.icons.length).toBeGreaterThanOrEqual(4);
    expect(store.stored.map((o) => o.key).filter((k) => /hero|card-/.test(k))).toEqual([]);
  });

  it("takes the site's next logo candidate when the best cannot be read: a 404, then the inline SVG", async () => {
    const prefix = `assets/${crypto.randomUUID().replace(/-/g, "")}/`;
    const store = new AssetStore(bucket, prefix, "http://app.test");
    const job = sampleJob("newsletter", 4, { brand: 0 });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60"><rect width="200" height="60" fill="#0f766e"/></svg>';
    const inline = `data:image/svg+xml;base64,${btoa(svg)}`;
    const logo = (url: string) => ({ value: { url, light: false }, source: "header img", confidence: 0.9 });
    const facts = buildFacts({
      ...job,
      brand: {
        ...job.brand!,
        logos: [
          logo("https://northwind-coffee.com/img/logo.png"),
          logo(inline),
          logo("https://northwind-coffee.com/touch.png"),
        ],
      },
    });
    expect(facts.brand.logoUrl).toBe("https://northwind-coffee.com/img/logo.png");
    const asked: string[] = [];
    const fetch = (async (url: RequestInfo | URL) => {
      asked.push(String(url));
      return new Response("not found", { status: 404 });
    }) as typeof globalThis.fetch;
    const produce = (f: typeof facts) =>
      produceAssets({
        store,
        facts: f,
        palette: job.palette,
        seed: 4,
        logo: null,
        marketing: false,
        fetchOptions: { fetch },
      });
    const assets = await produce(facts);
    expect(asked).toEqual(["https://northwind-coffee.com/img/logo.png"]);
    expect(assets.logo?.facts.dominant).toBe("#0f766e");
    // With no candidate that can be read, the e-mail has no logo image (the monogram), after the 3 candidates at most.
    asked.length = 0;
    const none = await produce({
      ...facts,
      brand: {
        ...facts.brand,
        logoUrls: [
          "https://a.example/1.png",
          "https://a.example/2.png",
          "https://a.example/3.png",
          "https://a.example/4.png",
        ],
      },
    });
    expect(none.logo).toBeNull();
    expect(asked).toEqual(["https://a.example/1.png", "https://a.example/2.png", "https://a.example/3.png"]);
  });

  it("makes the first campaign upload the hero and keeps every upload as a photo (at most 3)", async () => {
    const prefix = `assets/${crypto.randomUUID().replace(/-/g, "")}/`;
    const store = new AssetStore(bucket, prefix, "http://app.test");
    const input = sampleInput("product-launch", 3);
    const photo = encodePng(solid(900, 600, [200, 120, 40, 255], [30, 60, 90, 255]));
    const assets = await produceAssets({
      store,
      facts: input.facts,
      palette: input.palette,
      seed: 3,
      logo: null,
      marketing: true,
      images: [photo, photo, photo, photo],
    });
    expect(assets.hero).not.toBeNull();
    expect(assets.photos.map((p) => p.kind)).toEqual(["upload", "upload", "upload"]);
    await store.flush(`<img src="${assets.hero!.image.url}"><img src="${assets.photos[1].url}">`);
    const hero = store.stored.find((o) => o.url === assets.hero!.image.url)!;
    const head = await bucket.head(hero.key);
    expect(head?.httpMetadata?.contentType).toBe("image/jpeg");
    expect(head!.size).toBeLessThanOrEqual(200 * 1024);
    expect(assets.hero!.image.width / assets.hero!.image.height).toBe(2);
  });
});

describe("the pictures of a newsletter's articles", () => {
  const photo = encodeJpeg(solid(1200, 630, [30, 90, 160, 255], [240, 200, 40, 255]));
  const page = (meta: string) =>
    `<!doctype html><html><head><title>x</title>${meta}</head><body><p>Story</p></body></html>`;
  const brief =
    "Notes from the roastery, March.\n\nOur trip to Huila: https://northwind-coffee.com/journal/huila\nGrinding for filter: https://northwind-coffee.com/journal/grinding\nA farmer's view: https://partner.example/story\nThe decaf question: https://northwind-coffee.com/journal/decaf\nCold brew at home: https://northwind-coffee.com/journal/cold-brew";
  const SITE: Record<string, [string | Uint8Array, string]> = {
    "https://northwind-coffee.com/journal/huila": [
      page('<meta property="og:image" content="/img/huila.jpg">'),
      "text/html; charset=utf-8",
    ],
    "https://northwind-coffee.com/img/huila.jpg": [photo, "image/jpeg"],
    "https://northwind-coffee.com/journal/grinding": [
      page('<meta name="twitter:image" content="https://cdn.northwind-coffee.com/grind.jpg">'),
      "text/html",
    ],
    "https://cdn.northwind-coffee.com/grind.jpg": [photo, "image/jpeg"],
    "https://northwind-coffee.com/journal/decaf": [page(""), "text/html"],
  };

  it("fetches at most 3 articles on the customer's site, hosts each og:image as the card's thumbnail, leaves the others typographic", async () => {
    const asked: string[] = [];
    const fetch = (async (url: RequestInfo | URL) => {
      asked.push(String(url));
      const hit = SITE[String(url)];
      return hit
        ? new Response(hit[0], { headers: { "content-type": hit[1] } })
        : new Response("not found", { status: 404 });
    }) as typeof globalThis.fetch;
    const prefix = `assets/${crypto.randomUUID().replace(/-/g, "")}/`;
    const store = new AssetStore(bucket, prefix, "http://app.test");
    const input = engineInput({ ...sampleJob("newsletter", 2, { brand: 0 }), campaignText: brief });
    const facts = input.facts;
    const assets = await produceAssets({
      store,
      facts,
      palette: input.palette,
      seed: 2,
      logo: null,
      marketing: true,
      articleImages: true,
      fetchOptions: { fetch },
    });
    // The partner's article is not on the customer's site; the fourth on-site article is past the limit of 3.
    expect(asked.filter((u) => u.includes("/journal/"))).toEqual([
      "https://northwind-coffee.com/journal/huila",
      "https://northwind-coffee.com/journal/grinding",
      "https://northwind-coffee.com/journal/decaf",
    ]);
    expect(asked.some((u) => u.includes("partner.example"))).toBe(false);
    expect(assets.articles?.map((a) => [a.url, a.image.alt, a.image.width, a.image.height])).toEqual([
      ["https://northwind-coffee.com/journal/huila", "Our trip to Huila", 264, 176],
      ["https://northwind-coffee.com/journal/grinding", "Grinding for filter", 264, 176],
    ]);
    // Without the flag (any other type) no article page is fetched.
    asked.length = 0;
    await produceAssets({
      store,
      facts,
      palette: input.palette,
      seed: 2,
      logo: null,
      marketing: true,
      fetchOptions: { fetch },
    });
    expect(asked.filter((u) => u.includes("/journal/"))).toEqual([]);

    // Every recipe shows them: a lead story beside its picture, thumbnails, or picture cards; never on the decaf card.
    const layouts = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const t = await createBuiltinGenerator().generate({ ...input, seed, assets });
      const html = t.html;
      expect(html, `${seed}`).toContain(`src="${assets.articles![0].image.url}"`);
      expect(html, `${seed}`).toContain(`src="${assets.articles![1].image.url}"`);
      expect(html).toMatch(/alt="Our trip to Huila"/);
      expect(html.match(/<img\b[^>]*article-\d\.jpg[^>]*>/g)?.length, `${seed}`).toBe(2);
      layouts.add(t.layout.split("/")[2].replace(/^hero:[a-z-]+\+?/, ""));
      await store.flush(html);
    }
    expect([...layouts].join(" | ")).toMatch(/imageText/);
    expect([...layouts].join(" | ")).toMatch(/articles-(thumbs|grid)/);
    const files = store.stored.filter((x) => /article-\d\.jpg$/.test(x.key));
    expect(files.length).toBe(2);
    for (const o of files) {
      const head = await bucket.head(o.key);
      expect(head?.httpMetadata?.contentType).toBe("image/jpeg");
      expect(head!.size).toBeLessThanOrEqual(200 * 1024);
    }
  });
});

describe("forced-dark safety of the hero panel", () => {
  it("never puts dark text on a mid-tone fill, and keeps the brand hue", async () => {
    const { heroColors } = await import("../../../src/worker/generation/assets");
    for (const brand of [
      "#0f766e",
      "#e11d48",
      "#7c3aed",
      "#f59e0b",
      "#fde047",
      "#22c55e",
      "#64748b",
      "#0ea5e9",
    ]) {
      const { fill, text } = heroColors(brand);
      expect(contrast(text, fill), brand).toBeGreaterThanOrEqual(4.5);
      if (text !== "#ffffff")
        expect(contrast(fill, "#000000"), `${brand} is light enough for dark text`).toBeGreaterThanOrEqual(
          10,
        );
    }
  });
});
