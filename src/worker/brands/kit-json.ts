import type { BrandKit, BrandTone } from "../../shared/brand-kit";
import { BRAND_TONES } from "../../shared/brand-kit";
import type { BrandKitRow } from "../db/schema";
import { logoPath } from "./logo";

const iso = (s: number) => new Date(s * 1000).toISOString();

export function kitJson(row: BrandKitRow): BrandKit {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    logoUrl: row.logoKey && row.logoSha ? logoPath(row.id, row.logoSha) : null,
    palette: row.palette,
    fonts: row.fonts,
    tagline: row.tagline,
    address: row.address,
    socials: row.socials,
    lang: row.lang,
    tone: (BRAND_TONES as readonly string[]).includes(row.tone ?? "") ? (row.tone as BrandTone) : null,
    senderName: row.senderName,
    isDefault: row.isDefault,
    version: row.version,
    logoPalette: row.logoFacts?.palette ?? [],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
