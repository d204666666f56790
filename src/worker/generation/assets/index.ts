import { buttonColors, luminance, normalizeHex, saturation } from "../color";
import type { ImageRef } from "../content";
import type { Facts, LogoFacts, SiteImageFact } from "../facts/types";
import { createRng } from "../rng";
import type { SafeFetchOptions } from "../safe-fetch";
import { featureIconSvg, renderHero, heroSvg, socialIconSvg, type HeroFamily } from "./artwork";
import { FEATURE_ICON_NAMES } from "./icons";
import { logoRendition } from "./logo";
import { cropToRatio, encodeJpeg, encodePng, renderSvg, resizeToWidth, type Pixels } from "./raster";
import { fetchSiteImage } from "./site-images";
import type { AssetStore } from "./store";

export interface HeroAsset {
  image: ImageRef;
  family: HeroFamily;
  /** Solid fallback behind the image and the panel colour under the live headline. */
  fill: string;
  text: string;
}

export interface PhotoAsset extends ImageRef {
  kind: SiteImageFact["kind"];
}

/** Everything the planner may place: hosted, with display sizes (files are 2x). */
export interface TemplateAssets {
  logo: { image: ImageRef; facts: LogoFacts; plate: string | null } | null;
  hero: HeroAsset | null;
  /** Abstract brand artwork for image + text cards when the site has no pictures. */
  tiles: ImageRef[];
  photos: PhotoAsset[];
  icons: ImageRef[];
  social: Record<string, ImageRef>;
  ics: string | null;
  timings: { renderMs: number; fetchMs: number };
}

export const HERO_SIZE = { width: 600, height: 240 };
export const CARD_SIZE = { width: 264, height: 176 };
export const PHOTO_WIDTH = 520;

/** The colour the artwork is built from: the first vivid palette colour (never a grey when the palette has a colour). */
export function artworkBrand(palette: string[], themeColor: string | null): string {
  const colors = palette.map((c) => normalizeHex(c)).filter((c): c is string => !!c);
  if (!colors.length) colors.push(normalizeHex(themeColor) ?? "#2563eb");
  return colors.find((c) => saturation(c) >= 0.25 && luminance(c) < 0.85) ?? colors[0];
}

export interface AssetInput {
  store: AssetStore;
  facts: Facts;
  palette: string[];
  seed: number;
  /** The stored upload (already a normalised PNG), or null. */
  logo: Uint8Array | null;
  marketing: boolean;
  fetchOptions?: SafeFetchOptions;
  ics?: string | null;
}

/** Renders, fetches and stores every image a template may use. Each failure only removes that image. */
export async function produceAssets(a: AssetInput): Promise<TemplateAssets> {
  const rng = createRng(a.seed ^ 0x5eed);
  const brand = artworkBrand(a.palette, a.facts.brand.themeColor);
  const { fill, text } = buttonColors(brand);
  const name = a.facts.brand.name.value;
  let renderMs = 0;
  const timed = async <T>(fn: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    try {
      return await fn();
    } finally {
      renderMs += Date.now() - t0;
    }
  };
  const out: TemplateAssets = {
    logo: null,
    hero: null,
    tiles: [],
    photos: [],
    icons: [],
    social: {},
    ics: null,
    timings: { renderMs: 0, fetchMs: 0 },
  };

  if (a.logo) {
    try {
      const r = await timed(() => logoRendition(a.logo!, brand, 160));
      out.logo = {
        image: await a.store.image("logo", r.png, "png", r.width, r.height, name),
        facts: r.facts,
        plate: r.plate.color,
      };
    } catch (e) {
      console.warn("logo rendition failed", e instanceof Error ? e.message : e);
    }
  }

  // Website pictures: og/twitter first (the site's own choice), then large hero and product images.
  const order = { og: 0, twitter: 1, hero: 2, product: 3, content: 4 } as const;
  const candidates = [...a.facts.brand.images]
    .sort((x, y) => order[x.kind] - order[y.kind])
    .filter((x, i, all) => all.findIndex((y) => y.url === x.url) === i);
  const fetched: { fact: SiteImageFact; pixels: Pixels }[] = [];
  const f0 = Date.now();
  if (a.marketing) {
    const results = await Promise.allSettled(
      candidates
        .slice(0, 4)
        .map((c) => fetchSiteImage(c.url, a.fetchOptions).then((pixels) => ({ fact: c, pixels }))),
    );
    for (const r of results) if (r.status === "fulfilled") fetched.push(r.value);
  }
  out.timings.fetchMs = Date.now() - f0;

  if (a.marketing) {
    const families: HeroFamily[] = fetched.length
      ? ["gradient", "shapes", "waves", "duotone", "duotone"]
      : ["gradient", "shapes", "waves"];
    const family = rng.pick(families);
    try {
      const pixels = await timed(() =>
        renderHero(
          family,
          { fill, accent: artworkAccent(a.palette, brand), text },
          rng,
          fetched[0]?.pixels ?? null,
          HERO_SIZE.width * 2,
          HERO_SIZE.height * 2,
        ),
      );
      const jpg = await timed(async () => encodeJpeg(pixels));
      out.hero = {
        image: await a.store.image("hero", jpg, "jpeg", HERO_SIZE.width, HERO_SIZE.height, ""),
        family,
        fill,
        text,
      };
    } catch (e) {
      console.warn("hero artwork failed", e instanceof Error ? e.message : e);
    }

    for (const [i, p] of fetched.entries()) {
      try {
        const jpg = await timed(async () => {
          const sized = resizeToWidth(cropToRatio(p.pixels, 3 / 2), PHOTO_WIDTH * 2);
          return {
            bytes: encodeJpeg(sized),
            w: Math.round(sized.width / 2),
            h: Math.round(sized.height / 2),
          };
        });
        const ref = await a.store.image(`photo-${i + 1}`, jpg.bytes, "jpeg", jpg.w, jpg.h, p.fact.alt ?? "");
        out.photos.push({ ...ref, kind: p.fact.kind });
      } catch (e) {
        console.warn("site image failed", e instanceof Error ? e.message : e);
      }
    }

    // Card artwork: a second and third composition from the palette, smaller, for image + text cards.
    for (let i = 0; i < 3; i++) {
      try {
        const fam = rng.pick(["gradient", "shapes", "waves"] as const);
        const jpg = await timed(async () =>
          encodeJpeg(
            await renderSvg(
              heroSvg(
                fam,
                { fill: i % 2 ? mixAccent(a.palette, brand) : fill, accent: brand, text },
                rng,
                CARD_SIZE.width,
                CARD_SIZE.height,
              ),
              CARD_SIZE.width * 2,
            ),
            80 * 1024,
          ),
        );
        out.tiles.push(
          await a.store.image(`card-${i + 1}`, jpg, "jpeg", CARD_SIZE.width, CARD_SIZE.height, ""),
        );
      } catch (e) {
        console.warn("card artwork failed", e instanceof Error ? e.message : e);
      }
    }

    for (const icon of rng.shuffle(FEATURE_ICON_NAMES).slice(0, 6)) {
      try {
        const png = await timed(async () => encodePng(await renderSvg(featureIconSvg(icon, brand), 96)));
        out.icons.push(await a.store.image(`icon-${icon}`, png, "png", 48, 48, ""));
      } catch (e) {
        console.warn("icon failed", e instanceof Error ? e.message : e);
      }
    }
  }

  for (const s of a.facts.brand.social.slice(0, 5)) {
    const network = s.network.toLowerCase().replace(/[^a-z]/g, "");
    if (!network || out.social[network]) continue;
    try {
      const png = await timed(async () => encodePng(await renderSvg(socialIconSvg(network, brand), 64)));
      out.social[network] = await a.store.image(`social-${network}`, png, "png", 32, 32, network);
    } catch (e) {
      console.warn("social icon failed", e instanceof Error ? e.message : e);
    }
  }

  if (a.ics) out.ics = (await a.store.put("event", a.ics, "text/calendar; charset=utf-8", "ics")).url;
  out.timings.renderMs = renderMs;
  return out;
}

function artworkAccent(palette: string[], brand: string): string {
  return palette.map((c) => normalizeHex(c)).find((c): c is string => !!c && c !== brand) ?? brand;
}

function mixAccent(palette: string[], brand: string): string {
  const accent = artworkAccent(palette, brand);
  return accent === brand ? brand : buttonColors(accent).fill;
}
