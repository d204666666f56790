import type { BrandKit } from "../../../src/shared/brand-kit";

/** The account's default kit as the brands API answers it, with what a test changes. */
export function brandKit(over: Partial<BrandKit> = {}): BrandKit {
  return {
    id: "k1",
    name: "Northwind",
    website: "https://northwind.test/",
    logoUrl: "/api/brands/k1/logo/0123456789abcdef0123456789abcdef.png",
    palette: ["#b91c1c", "#0f766e"],
    fonts: [],
    tagline: null,
    address: null,
    socials: [],
    lang: null,
    tone: null,
    senderName: null,
    isDefault: true,
    version: 2,
    logoPalette: ["#4338ca"],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}
