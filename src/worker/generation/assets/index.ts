import { buttonColors, contrast, luminance, mix, normalizeHex, saturation } from "../color";
import type { ImageRef } from "../content";
import type { Facts, LogoFacts, SiteImageFact } from "../../../shared/facts";
import { createRng } from "../rng";
import type { SafeFetchOptions } from "../safe-fetch";
import { featureIconSvg, heroSvg, renderHero, socialIconSvg, type HeroFamily } from "./artwork";
import { FEATURE_ICON_NAMES } from "./icons";
import { logoRendition } from "./logo";
import { cropToRatio, encodeJpeg, encodePng, renderSvg, resizeToWidth, type Pixels } from "./raster";
import { memoDraw, memoJson, type DrawCache } from "./draw-cache";
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

/** Everything the planner may place, with display sizes (files are 2x); rendered when the HTML uses it. */
export interface TemplateAssets {
  logo: { image: ImageRef; facts: LogoFacts; plate: string | null } | null;
  hero: HeroAsset | null;
  /** Abstract brand artwork for image + text cards when the site has few pictures. */
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

/**
 * The hero panel's fill and text. Forced dark modes invert light and dark text differently from mid-tone fills, so dark
 * text is only used on a light fill; a mid-tone brand is deepened (same hue) until white text reaches 4.5:1.
 */
export function heroColors(brand: string): { fill: string; text: string } {
  const b = buttonColors(brand);
  if (b.text === "#ffffff" || luminance(b.fill) >= 0.45) return b;
  for (let step = 1; step <= 20; step++) {
    const fill = mix(brand, "#000000", step / 20);
    if (contrast("#ffffff", fill) >= 4.5) return { fill, text: "#ffffff" };
  }
  return { fill: "#000000", text: "#ffffff" };
}

function artworkAccent(palette: string[], brand: string): string {
  return palette.map((c) => normalizeHex(c)).find((c): c is string => !!c && c !== brand) ?? brand;
}

export interface AssetInput {
  store: AssetStore;
  facts: Facts;
  palette: string[];
  seed: number;
  /** The stored upload (a normalised PNG since submission; older uploads may be JPEG or WebP), or null. */
  logo: Uint8Array | null;
  marketing: boolean;
  fetchOptions?: SafeFetchOptions;
  ics?: string | null;
  /**
   * A known brand (its kit): artwork seeded by the kit, not the campaign, and every drawing kept in `cache`, so the
   * next generation for the brand reads what this one drew.
   */
  draw?: { cache: DrawCache; seed: number } | null;
}

async function digest(bytes: Uint8Array): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)));
  return [...d.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Decides every image a template may use and where it will live. The logo is measured now and website pictures are
 * fetched now; artwork is only drawn (seeded, so a seed reproduces it) when store.flush() finds it in the HTML.
 */
export async function produceAssets(a: AssetInput): Promise<TemplateAssets> {
  const rng = createRng(a.seed ^ 0x5eed);
  const brand = artworkBrand(a.palette, a.facts.brand.themeColor);
  const { fill, text } = heroColors(brand);
  const accent = artworkAccent(a.palette, brand);
  const name = a.facts.brand.name.value;
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
  const t0 = Date.now();
  const cache = a.draw?.cache;
  // Brand artwork follows the kit's seed: the same brand gets the same drawings, so they are drawn once.
  const art = a.draw ? createRng(a.draw.seed) : rng;

  if (a.logo) {
    try {
      const bytes = a.logo;
      const key = cache ? `logo:${await digest(bytes)}:${brand}:160` : "";
      let drawn: Uint8Array | null = null;
      const r = await memoJson(cache, `${key}:meta`, async () => {
        const full = await logoRendition(bytes, brand, 160);
        drawn = full.png;
        return { width: full.width, height: full.height, facts: full.facts, plate: full.plate.color };
      });
      const png = memoDraw(cache, `${key}:png`, async () => drawn ?? (await logoRendition(bytes, brand, 160)).png);
      out.logo = {
        image: a.store.image("logo", "png", r.width, r.height, name, png),
        facts: r.facts,
        plate: r.plate,
      };
    } catch (e) {
      console.warn("logo rendition failed", e instanceof Error ? e.message : e);
    }
  }
  const logoMs = Date.now() - t0;

  // Website pictures: og/twitter first (the site's own choice), then large hero and product images.
  const order = { og: 0, twitter: 1, hero: 2, product: 3, content: 4 } as const;
  const candidates = [...a.facts.brand.images]
    .sort((x, y) => order[x.kind] - order[y.kind])
    .filter((x, i, all) => all.findIndex((y) => y.url === x.url) === i);
  const fetched: { fact: SiteImageFact; pixels: Pixels }[] = [];
  const f0 = Date.now();
  if (a.marketing && candidates.length) {
    const results = await Promise.allSettled(
      candidates
        .slice(0, 4)
        .map((c) => fetchSiteImage(c.url, a.fetchOptions).then((pixels) => ({ fact: c, pixels }))),
    );
    for (const r of results) if (r.status === "fulfilled") fetched.push(r.value);
  }
  out.timings.fetchMs = Date.now() - f0;

  if (a.marketing) {
    const family = art.pick<HeroFamily>(
      fetched.length
        ? ["gradient", "shapes", "waves", "duotone", "duotone"]
        : ["gradient", "shapes", "waves"],
    );
    const heroSeed = art.int(2 ** 31);
    const photo = fetched[0]?.pixels ?? null;
    const heroKey = `hero:${family}:${fill}:${accent}:${text}:${heroSeed}:${fetched[0]?.fact.url ?? ""}`;
    out.hero = {
      image: a.store.image("hero", "jpeg", HERO_SIZE.width, HERO_SIZE.height, "", memoDraw(cache, heroKey, async () =>
        encodeJpeg(
          await renderHero(
            family,
            { fill, accent, text },
            createRng(heroSeed),
            photo,
            HERO_SIZE.width * 2,
            HERO_SIZE.height * 2,
          ),
        ),
      )),
      family,
      fill,
      text,
    };

    for (const [i, p] of fetched.entries()) {
      const sized = resizeToWidth(cropToRatio(p.pixels, 3 / 2), PHOTO_WIDTH * 2);
      const ref = a.store.image(
        `photo-${i + 1}`,
        "jpeg",
        Math.round(sized.width / 2),
        Math.round(sized.height / 2),
        p.fact.alt ?? "",
        async () => encodeJpeg(sized),
      );
      out.photos.push({ ...ref, kind: p.fact.kind });
    }

    // Card artwork: smaller compositions from the palette, alternating brand and accent, for image + text cards.
    for (let i = 0; i < 3; i++) {
      const fam = art.pick(["gradient", "shapes", "waves"] as const);
      const cardSeed = art.int(2 ** 31);
      const colors = {
        fill: i % 2 && accent !== brand ? buttonColors(accent).fill : fill,
        accent: brand,
        text,
      };
      out.tiles.push(
        a.store.image(`card-${i + 1}`, "jpeg", CARD_SIZE.width, CARD_SIZE.height, "", memoDraw(cache, `card:${fam}:${colors.fill}:${colors.accent}:${text}:${cardSeed}`, async () =>
          encodeJpeg(
            await renderSvg(
              heroSvg(fam, colors, createRng(cardSeed), CARD_SIZE.width, CARD_SIZE.height),
              CARD_SIZE.width * 2,
            ),
            80 * 1024,
          ),
        )),
      );
    }

    const iconRef = (icon: string) =>
      a.store.image(`icon-${icon}`, "png", 48, 48, "", memoDraw(cache, `icon:${icon}:${brand}`, async () =>
        encodePng(await renderSvg(featureIconSvg(icon, brand), 96)),
      ));
    const chosen = rng.shuffle(FEATURE_ICON_NAMES).slice(0, 6);
    for (const icon of chosen) out.icons.push(iconRef(icon));
    // A known brand's other icons are promised too: never in this e-mail, but drawn once for its later ones.
    if (a.draw) for (const icon of FEATURE_ICON_NAMES) if (!chosen.includes(icon)) iconRef(icon);
  }

  for (const s of a.facts.brand.social.slice(0, 5)) {
    const network = s.network.toLowerCase().replace(/[^a-z]/g, "");
    if (!network || out.social[network]) continue;
    out.social[network] = a.store.image(`social-${network}`, "png", 32, 32, network, memoDraw(cache, `social:${network}:${brand}`, async () =>
      encodePng(await renderSvg(socialIconSvg(network, brand), 64)),
    ));
  }

  if (a.ics) {
    const ics = a.ics;
    out.ics = a.store.promise("event", "ics", "text/calendar; charset=utf-8", async () => ics);
  }
  out.timings.renderMs = logoMs;
  return out;
}
