import type { BrandData } from "../../generation/types";
import { COPY_CONFIDENCE, type BrandReading } from "./types";

/** The reading as the generator's BrandData: only values sure enough for copy; colours and logos by rank. */
export function toBrandData(r: BrandReading): BrandData {
  const sure = <T>(x: { value: T; confidence: number } | null): T | null =>
    x && x.confidence >= COPY_CONFIDENCE ? x.value : null;
  return {
    url: r.url,
    siteName: sure(r.name),
    title: r.title,
    description: sure(r.description),
    themeColor: r.colors[0]?.value ?? null,
    fonts: [...new Set(r.fonts.map((f) => f.value.family))],
    // An inline SVG logo travels as its data URL (bounded), so the asset stage can convert it like an upload.
    logoUrls: r.logos
      .map((l) => l.value.url)
      .filter((u) => !u.startsWith("data:") || (u.startsWith("data:image/svg+xml") && u.length <= 60_000)),
    socialLinks: r.socials.map((s) => s.value),
    address: sure(r.address),
    tagline: sure(r.tagline),
    lang: r.lang?.value ?? null,
    pages: r.pages,
    images: r.images.map((i) => i.value),
  };
}
