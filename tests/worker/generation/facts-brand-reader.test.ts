import { describe, expect, it } from "vitest";
import { parseBrand } from "../../../src/worker/generation/brand-reader";

const PAGE = `<!doctype html><html lang="de-CH"><head>
<title>Kleurwerk | Farbe mit Charakter</title>
<meta property="og:image" content="https://cdn.kleurwerk.example/share.jpg">
<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
<meta property="og:image:alt" content="Farbdosen im Atelier">
<meta name="twitter:image" content="/img/twitter.jpg">
</head><body>
<header><a href="/"><img src="/img/logo.png" alt="Kleurwerk logo" width="400" height="120"></a>
<nav><a href="/">Home</a><a href="/shop"><span>Shop</span></a><a href="/journal">Journal</a><a href="#main">Skip</a>
<a href="https://other.example/partner">Partner</a><a href="/login">Login</a><a href="/shop#top">Shop again</a></nav></header>
<h1>Farben aus natürlichen Pigmenten</h1>
<img class="hero-image" src="https://cdn.kleurwerk.example/hero.jpg" alt="Ein Raum in Ocker" width="1600" height="700">
<img src="https://cdn.kleurwerk.example/tiny.png" width="16" height="16" alt="">
<h2><a href="/advies">Farbberatung</a></h2>
<div class="product-card"><img class="product-photo" src="https://cdn.kleurwerk.example/aurora.jpg" alt="Aurora Matt" width="600" height="600"></div>
<img src="https://cdn.kleurwerk.example/icons/star.svg" width="600" alt="">
</body></html>`;

describe("brand reader: pages, tagline, language and images", () => {
  it("collects site pages worth linking, the tagline, the language and large images", async () => {
    const b = await parseBrand(PAGE, "https://kleurwerk.example/");
    expect(b.lang).toBe("de-CH");
    expect(b.tagline).toBe("Farbe mit Charakter");
    expect(b.pages).toEqual([
      { title: "Shop", url: "https://kleurwerk.example/shop" },
      { title: "Journal", url: "https://kleurwerk.example/journal" },
      { title: "Farbberatung", url: "https://kleurwerk.example/advies" },
    ]);
    expect(b.images).toEqual([
      {
        url: "https://cdn.kleurwerk.example/share.jpg",
        kind: "og",
        alt: "Farbdosen im Atelier",
        width: 1200,
        height: 630,
      },
      {
        url: "https://kleurwerk.example/img/twitter.jpg",
        kind: "twitter",
        alt: null,
        width: null,
        height: null,
      },
      {
        url: "https://cdn.kleurwerk.example/hero.jpg",
        kind: "hero",
        alt: "Ein Raum in Ocker",
        width: 1600,
        height: 700,
      },
      {
        url: "https://cdn.kleurwerk.example/aurora.jpg",
        kind: "product",
        alt: "Aurora Matt",
        width: 600,
        height: 600,
      },
    ]);
  });

  it("takes a short first heading as the tagline when the title has none", async () => {
    const b = await parseBrand(
      `<html><head><title>Acme</title></head><body><h1>Tools for <em>makers</em></h1></body></html>`,
      "https://acme.example/",
    );
    expect(b.tagline).toBe("Tools for makers");
    expect(b.pages).toEqual([]);
    expect(b.images).toEqual([]);
    expect(b.lang).toBeNull();
  });
});
