import { capitalise } from "../../../shared/capitalise";

import { buttonColors, luminance, normalizeHex, saturation } from "../../../shared/color";
import type { ImageRef } from "../content";
import type { Facts, LogoFacts, SiteImageFact } from "../../../shared/facts";
import { createRng } from "../rng";
import type { SafeFetchOptions } from "../../platform/safe-fetch";
import { featureIconSvg, socialIconSvg } from "./artwork";
import { FEATURE_ICON_NAMES } from "./icons";
import { logoRendition } from "./logo";
import { memoDraw, memoJson, type DrawCache } from "./draw-cache";
import {
  cropToRatio,
  decodeImage,
  encodeJpeg,
  encodePng,
  renderSvg,
  resizeToWidth,
  type Pixels,
} from "./raster";
import { fetchArticleImage, fetchSiteImage } from "./site-images";
import { fetchSiteLogoFrom } from "./site-logo";
import type { AssetStore } from "./store";

/** A photograph behind the hero's headline: the customer's upload or the site's own picture, never artwork. */
export interface HeroAsset {
  image: ImageRef;
  /** Solid fallback behind the image (images off, Outlook before it loads) and the panel colour under the headline. */
  fill: string;
  text: string;
}

/** Where a picture came from: a site image kind, or "upload" for a campaign image the user dropped in the form. */
export interface PhotoAsset extends ImageRef {
  kind: SiteImageFact["kind"] | "upload";
}

/**
 * Everything the planner may place, with display sizes (files are 2x); drawn and stored only when the HTML uses it.
 * Every picture here means something: the logo, real photographs, feature icons, social glyphs.
 */
export interface TemplateAssets {
  logo: { image: ImageRef; facts: LogoFacts; plate: string | null } | null;
  hero: HeroAsset | null;
  photos: PhotoAsset[];
  icons: ImageRef[];
  social: Record<string, ImageRef>;
  /** The pictures of the articles the brief links on the customer's site (their og:image), by article URL. */
  articles?: { url: string; image: ImageRef }[];
  ics: string | null;
  timings: { renderMs: number; fetchMs: number };
}

export const HERO_SIZE = { width: 600, height: 240 };
/** A photo hero: 2:1, tall enough for the headline panel over the picture. */
export const PHOTO_HERO_SIZE = { width: 600, height: 300 };
export const MAX_CAMPAIGN_IMAGES = 3;
export const CARD_SIZE = { width: 264, height: 176 };
export const PHOTO_WIDTH = 520;
/** At most this many articles' pictures are fetched for one e-mail. */
export const MAX_ARTICLE_IMAGES = 3;

/** An address on the brand's own site (its domain or a subdomain of it). */
function onBrandSite(url: string, domain: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^www\./, "").toLowerCase();
    const base = domain.replace(/^www\./, "").toLowerCase();
    return host === base || host.endsWith(`.${base}`);
  } catch {
    return false;
  }
}

/** The colour the artwork is built from: the first vivid palette colour (never a grey when the palette has a colour). */
export function artworkBrand(palette: string[], themeColor: string | null): string {
  const colors = palette.map((c) => normalizeHex(c)).filter((c): c is string => !!c);
  if (!colors.length) colors.push(normalizeHex(themeColor) ?? "#2563eb");
  return colors.find((c) => saturation(c) >= 0.25 && luminance(c) < 0.85) ?? colors[0];
}

/** The hero panel's fill and text: the brand fill rule of color.ts (forced-dark safe). */
export function heroColors(brand: string): { fill: string; text: string } {
  return buttonColors(brand);
}

export interface AssetInput {
  store: AssetStore;
  facts: Facts;
  palette: string[];
  seed: number;
  /** The stored upload (a normalised PNG since submission; older uploads may be JPEG or WebP), or null. */
  logo: Uint8Array | null;
  marketing: boolean;
  /** Campaign images the user uploaded with the request (stored uploads, already checked), at most 3. */
  images?: Uint8Array[];
  fetchOptions?: SafeFetchOptions;
  /** Fetch the pictures of the articles the brief links on the customer's site (a newsletter's article cards). */
  articleImages?: boolean;
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
  const name = a.facts.brand.name.value;
  const out: TemplateAssets = {
    logo: null,
    hero: null,
    photos: [],
    icons: [],
    social: {},
    ics: null,
    timings: { renderMs: 0, fetchMs: 0 },
  };
  const t0 = Date.now();
  const cache = a.draw?.cache;

  let logo = a.logo;
  const siteLogos = a.facts.brand.logoUrls?.length
    ? a.facts.brand.logoUrls
    : a.facts.brand.logoUrl
      ? [a.facts.brand.logoUrl]
      : [];
  if (!logo && siteLogos.length) {
    // No upload: the site's own logo, converted like an upload (GIF and SVG too, same limits); when the best candidate
    // cannot be read, the reader's next one (an inline SVG, the JSON-LD logo) rather than a monogram.
    logo = await fetchSiteLogoFrom(siteLogos, a.fetchOptions).then(
      (r) => r.png,
      (e: unknown) => {
        console.warn("site logo skipped", e instanceof Error ? e.message : e);
        return null;
      },
    );
  }
  if (logo) {
    try {
      const bytes = logo;
      const key = cache ? `logo:${await digest(bytes)}:${brand}:160` : "";
      let drawn: Uint8Array | null = null;
      const r = await memoJson(cache, `${key}:meta`, async () => {
        const full = await logoRendition(bytes, brand, 160);
        drawn = full.png;
        return { width: full.width, height: full.height, facts: full.facts, plate: full.plate.color };
      });
      const png = memoDraw(
        cache,
        `${key}:png`,
        async () => drawn ?? (await logoRendition(bytes, brand, 160)).png,
      );
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

  // Campaign uploads first (the user chose them for this e-mail), then og/twitter (the site's own choice for
  // sharing), then large hero and product images. Nothing abstract: without a picture a block is typographic.
  const order = { og: 0, twitter: 1, hero: 2, product: 3, content: 4 } as const;
  const candidates = [...a.facts.brand.images]
    .sort((x, y) => order[x.kind] - order[y.kind])
    .filter((x, i, all) => all.findIndex((y) => y.url === x.url) === i);
  const fetched: { kind: PhotoAsset["kind"]; alt: string; pixels: Pixels }[] = [];
  if (a.marketing)
    for (const [i, bytes] of (a.images ?? []).slice(0, MAX_CAMPAIGN_IMAGES).entries()) {
      try {
        fetched.push({
          kind: "upload",
          alt: i === 0 ? name : "",
          pixels: (await decodeImage(bytes, 4096, 1200)).pixels,
        });
      } catch (e) {
        console.warn("campaign image skipped", e instanceof Error ? e.message : e);
      }
    }
  const f0 = Date.now();
  // The articles the brief links on the customer's own site, each with the picture its page names (og:image), fetched
  // beside the site's images with the same fetcher, limits and hosting; an article without one stays typographic.
  const articles =
    a.marketing && a.articleImages
      ? (a.facts.campaign.articles ?? [])
          .filter((x) => onBrandSite(x.url, a.facts.brand.domain))
          .slice(0, MAX_ARTICLE_IMAGES)
      : [];
  const [siteResults, articleResults] = await Promise.all([
    Promise.allSettled(
      (a.marketing ? candidates.slice(0, 4) : []).map((c) =>
        fetchSiteImage(c.url, a.fetchOptions).then((pixels) => ({ kind: c.kind, alt: c.alt ?? "", pixels })),
      ),
    ),
    Promise.allSettled(articles.map((x) => fetchArticleImage(x.url, a.fetchOptions))),
  ]);
  for (const r of siteResults) if (r.status === "fulfilled") fetched.push(r.value);
  out.timings.fetchMs = Date.now() - f0;
  for (const [i, r] of articleResults.entries()) {
    if (r.status !== "fulfilled" || !r.value) {
      if (r.status === "rejected")
        console.warn("article image skipped", r.reason instanceof Error ? r.reason.message : r.reason);
      continue;
    }
    const sized = resizeToWidth(
      cropToRatio(r.value, CARD_SIZE.width / CARD_SIZE.height),
      CARD_SIZE.width * 2,
    );
    const image = a.store.image(
      `article-${i + 1}`,
      "jpeg",
      CARD_SIZE.width,
      CARD_SIZE.height,
      capitalise(articles[i].title),
      async () => encodeJpeg(sized, 60 * 1024),
    );
    (out.articles ??= []).push({ url: articles[i].url, image });
  }

  if (a.marketing) {
    const lead = fetched[0];
    if (lead) {
      const size = PHOTO_HERO_SIZE;
      out.hero = {
        image: a.store.image("hero", "jpeg", size.width, size.height, lead.alt, async () =>
          encodeJpeg(
            resizeToWidth(cropToRatio(lead.pixels, size.width / size.height), size.width * 2),
            180 * 1024,
          ),
        ),
        fill,
        text,
      };
    }
    for (const [i, p] of fetched.slice(0, 5).entries()) {
      const sized = resizeToWidth(cropToRatio(p.pixels, 3 / 2), PHOTO_WIDTH * 2);
      const ref = a.store.image(
        `photo-${i + 1}`,
        "jpeg",
        Math.round(sized.width / 2),
        Math.round(sized.height / 2),
        p.alt,
        async () => encodeJpeg(sized, 120 * 1024),
      );
      out.photos.push({ ...ref, kind: p.kind });
    }

    // Feature and step icons: a pictogram per point, tinted with the brand colour.
    const iconRef = (icon: string) =>
      a.store.image(
        `icon-${icon}`,
        "png",
        48,
        48,
        "",
        memoDraw(cache, `icon:${icon}:${brand}`, async () =>
          encodePng(await renderSvg(featureIconSvg(icon, brand), 96)),
        ),
      );
    const chosen = rng.shuffle(FEATURE_ICON_NAMES).slice(0, 6);
    for (const icon of chosen) out.icons.push(iconRef(icon));
    // A known brand's other icons are promised too: never in this e-mail, but drawn once for its later ones.
    if (a.draw) for (const icon of FEATURE_ICON_NAMES) if (!chosen.includes(icon)) iconRef(icon);
  }

  for (const s of a.facts.brand.social.slice(0, 5)) {
    const network = s.network.toLowerCase().replace(/[^a-z]/g, "");
    if (!network || out.social[network]) continue;
    out.social[network] = a.store.image(
      `social-${network}`,
      "png",
      32,
      32,
      network,
      memoDraw(cache, `social:${network}:${brand}`, async () =>
        encodePng(await renderSvg(socialIconSvg(network, brand), 64)),
      ),
    );
  }

  if (a.ics) {
    const ics = a.ics;
    out.ics = a.store.promise("event", "ics", "text/calendar; charset=utf-8", async () => ics);
  }
  out.timings.renderMs = logoMs;
  return out;
}
