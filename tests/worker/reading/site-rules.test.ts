import { describe, expect, it, vi } from "vitest";
import { readSiteHtml, readSite } from "../../../src/worker/reading/site/index";

const read = (head: string, body = "", url = "https://acme.example/") =>
  readSiteHtml(`<!doctype html><html><head>${head}</head><body>${body}</body></html>`, url);

describe("name and tagline", () => {
  it("takes the title half that names the host, not the page ('Über uns | fairkom')", () => {
    const r = read("<title>Über uns | fairkom</title>", "<h1>Über uns</h1>", "https://www.fairkom.eu/about");
    expect(r.name?.value).toBe("fairkom");
    expect(r.tagline).toBeNull();
  });
  it("matches umlauts with their spelling in the host ('Bäckerei Sonne' on baeckerei-sonne.de)", () => {
    expect(
      read("<title>Über uns | Bäckerei Sonne</title>", "", "https://www.baeckerei-sonne.de/ueber-uns").name
        ?.value,
    ).toBe("Bäckerei Sonne");
  });
  it("never makes 'Homepage' the tagline ('Homepage - Bluecadet')", () => {
    const r = read("<title>Homepage - Bluecadet</title>", "", "https://www.bluecadet.com/");
    expect(r.name?.value).toBe("Bluecadet");
    expect(r.tagline).toBeNull();
  });
  it("reads head > title only: an inline SVG's <title> is not glued on", () => {
    const r = read(
      "<title>The Verge</title>",
      "<svg><title>clock</title></svg><svg><title>menu</title></svg>",
      "https://www.theverge.com/",
    );
    expect(r.name?.value).toBe("The Verge");
    expect(r.title).toBe("The Verge");
  });
  it("prefers a real name to an og:site_name that is the site's address ('www.20minutes.fr')", () => {
    const ld =
      '<script type="application/ld+json">{"@type":"NewsArticle","publisher":{"@type":"Organization","name":"20minutes"}}</script>';
    expect(
      read(
        `<meta property="og:site_name" content="www.20minutes.fr">${ld}`,
        "",
        "https://www.20minutes.fr/societe/1",
      ).name?.value,
    ).toBe("20minutes");
    expect(
      read('<meta property="og:site_name" content="autozeitung.de">', "", "https://www.autozeitung.de/a").name
        ?.value,
    ).toBe("autozeitung.de");
  });
  it("prefers og:site_name, then JSON-LD, then application-name", () => {
    expect(
      read('<meta property="og:site_name" content="Northwind Coffee"><title>x</title>').name?.source,
    ).toBe("og:site_name");
    expect(
      read('<script type="application/ld+json">{"@type":"Organization","name":"Acme Tools"}</script>').name
        ?.value,
    ).toBe("Acme Tools");
    expect(read('<meta name="application-name" content="Acme App">').name?.value).toBe("Acme App");
  });
  it("keeps a home page's claim as tagline when the page shows it, never a claim only the title carries or an article's title", () => {
    expect(
      read("<title>Acme | Tools that last a lifetime</title>", "<p>Tools that last a lifetime</p>").tagline
        ?.value,
    ).toBe("Tools that last a lifetime");
    expect(read("<title>Acme | Tools that last a lifetime</title>").tagline).toBeNull();
    expect(
      read(
        '<title>Acme | Why hammers break</title><meta property="og:type" content="article">',
        "<p>Why hammers break</p>",
      ).tagline,
    ).toBeNull();
    expect(
      read(
        "<title>Acme | Tools that last a lifetime</title>",
        "<p>Tools that last a lifetime</p>",
        "https://acme.example/about/team",
      ).tagline,
    ).toBeNull();
  });
});

describe("colour", () => {
  it("reads brand custom properties before anything else", () => {
    expect(read("<style>:root{--color-primary:#c2410c;--text:#333}</style>").colors[0].value).toBe("#c2410c");
  });
  it("reads buttons, header backgrounds, theme-color, msapplication-TileColor and bgcolor", () => {
    expect(read("<style>.btn-primary{background-color:rgb(37,99,235)}</style>").colors[0].value).toBe(
      "#2563eb",
    );
    expect(read("<style>header.site-header{background:#14532d}</style>").colors[0].value).toBe("#14532d");
    expect(read('<meta name="theme-color" content="#0F766E">').colors[0].value).toBe("#0f766e");
    expect(read('<meta name="msapplication-TileColor" content="#e84188">').colors[0].value).toBe("#e84188");
    expect(read("", '<table><tr><td bgcolor="#b91c1c">Sale</td></tr></table>').colors[0].value).toBe(
      "#b91c1c",
    );
  });
  it("never takes greys, near-whites, or a dark or pale page backdrop", () => {
    for (const body of ["#111318", "#f3f0fa", "#6b7280"]) {
      const r = read(
        `<meta name="theme-color" content="#ffffff"><style>body{background:${body}} .btn{background:#6b7280} .card{background:#fdfdfd}</style>`,
      );
      expect(r.colors, body).toEqual([]);
    }
  });
  it("takes a page painted in a clear colour as the brand's own paint", () => {
    const r = read("<style>body{background:#7c3aed} .card{background:#fdfdfd}</style>");
    expect(r.colors.map((c) => c.value)).toEqual(["#7c3aed"]);
  });
  it("reads a gradient by its dominant stop, a two-stop gradient by its mean colour", () => {
    const hero = (g: string) => read(`<style>.btn{background-image:${g}}</style>`).colors[0].value;
    expect(hero("linear-gradient(to bottom,#f76698 0%,#ea407b 29%,#654ea3 100%)")).toBe("#ea407b");
    expect(hero("linear-gradient(90deg,#0e7490 0%,#0e7490 80%,#a5f3fc 100%)")).toBe("#0e7490");
    expect(hero("linear-gradient(to bottom,#0196c9 0%,#93d7df 100%)")).toBe("#4ab7d4");
  });
  it("takes the logo's own box or link colour as the logo's", () => {
    const r = read(
      "<style>.navbar{background:#1d4ed8} .main-nav{background:#1d4ed8} .header .logo a{color:#dc2626} .menu-item-logo{background:#dc2626}</style>",
    );
    expect(r.colors[0]).toMatchObject({ value: "#dc2626", source: "css:logo" });
  });
  it("counts headings and section titles coloured in a brand colour", () => {
    const r = read(
      "<style>.menu{background:#0f766e} .section__title{color:#9f1239} h2.widget-title{color:#9f1239}</style>",
    );
    expect(r.colors[0]).toMatchObject({ value: "#9f1239", source: "css:heading" });
  });
  it("leaves out dark themes, print, hover states, decorations, pop-ups and tooltips", () => {
    const css = [
      ":root{--color-brand:#1e40af}",
      "[data-theme=dark]{--color-brand:#93c5fd}",
      "@media (prefers-color-scheme: dark){.btn{background:#facc15}}",
      "@media print{.btn{background:#16a34a}}",
      ".btn:hover{background:#db2777}",
      ".button::after{background:#ea580c}",
      ".et_bloom_optin .et_bloom_form button{background:#9333ea}",
      ".popup .btn{background:#65a30d}",
      ".tooltip-content{background:#0891b2}",
    ].join("");
    const r = read(`<style>${css}</style>`);
    expect(r.colors.map((c) => c.value)).toEqual(["#1e40af"]);
  });
  it("reads rules inside @media and @supports, skips comments, and survives a stylesheet without braces", () => {
    expect(
      read(
        "<style>/* .btn{background:#16a34a} */ @media (min-width:1px){@supports (display:grid){.btn{background:#be123c}}} /* unclosed .x{</style>",
      ).colors[0].value,
    ).toBe("#be123c");
    expect(read(`<style>${"a".repeat(200_000)}</style>`).colors).toEqual([]);
  });
  it("never takes WordPress's own admin colour for the site's", () => {
    expect(
      read("<style>body{--wp-admin-theme-color:#007cba} .entry-content a{color:#65a30d}</style>").colors[0]
        .value,
    ).toBe("#65a30d");
  });
  it("counts a rule repeated by CSS-in-JS once", () => {
    const r = read(
      `<style>.a{color:#dc2626}.a{color:#dc2626}.a{color:#dc2626}.a{color:#dc2626}.a{color:#dc2626}.a{color:#dc2626} .b{color:#2563eb}.c{color:#2563eb}</style>`,
    );
    expect(r.colors[0].value).toBe("#2563eb");
  });
  it("reads the manifest's theme_color and at most 4 same-site stylesheets through the fetcher", async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith("manifest.json"))
        return new Response('{"theme_color":"#9333ea"}', {
          headers: { "content-type": "application/manifest+json" },
        });
      return new Response("a{color:#111}", { headers: { "content-type": "text/css" } });
    });
    const links =
      [1, 2, 3, 4, 5].map((i) => `<link rel="stylesheet" href="/s${i}.css">`).join("") +
      '<link rel="stylesheet" href="https://cdn.other.example/x.css"><link rel="manifest" href="/manifest.json">';
    const r = await readSite("https://acme.example/", {
      html: `<html><head>${links}</head></html>`,
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(r.colors[0].value).toBe("#9333ea");
    expect(r.colors[0].source).toBe("manifest");
    const urls = fetch.mock.calls.map((c) => String(c[0]));
    expect(urls.filter((u) => u.endsWith(".css"))).toHaveLength(4);
    expect(urls.some((u) => u.includes("other.example"))).toBe(false);
  });
  it("reads at most 1.5 MB of HTML and CSS per site", async () => {
    const html = `<html><head>${[1, 2, 3, 4].map((i) => `<link rel="stylesheet" href="/s${i}.css">`).join("")}</head><body>${"x".repeat(900_000)}</body></html>`;
    let css = 0;
    const fetch = async () =>
      new Response(
        new ReadableStream({
          pull: (c) => void ((css += 16_384), c.enqueue(new Uint8Array(16_384).fill(97))),
        }),
        { headers: { "content-type": "text/css" } },
      );
    await readSite("https://acme.example/", { html, fetch: fetch as typeof globalThis.fetch });
    expect(html.length + css).toBeLessThanOrEqual(1_500_000 + 4 * 2 * 16_384);
  });
  it("reads at most 300 KB of a stylesheet", async () => {
    const big = `${"a{color:#111}".repeat(30_000)}.btn{background:#dc2626}`;
    const fetch = async () => new Response(big, { headers: { "content-type": "text/css" } });
    const r = await readSite("https://acme.example/", {
      html: '<link rel="stylesheet" href="/big.css">',
      fetch: fetch as typeof globalThis.fetch,
    });
    expect(r.colors.map((c) => c.value)).not.toContain("#dc2626");
  });
});

describe("fonts", () => {
  it("maps body and heading fonts and Google Fonts links to e-mail-safe stacks", () => {
    const r = read(
      "<style>body{font-family:'Inter',system-ui,sans-serif} h1,h2{font-family:\"Playfair Display\",serif}</style>",
    );
    expect(r.fonts.map((f) => [f.value.role, f.value.stack])).toEqual([
      ["heading", "'Playfair Display', Georgia, 'Times New Roman', serif"],
      ["body", "'Inter', Helvetica, Arial, sans-serif"],
    ]);
    expect(
      read('<link rel="stylesheet" href="https://fonts.googleapis.com/css2?family=Lato:wght@400;700">')
        .fonts[0].value.family,
    ).toBe("Lato");
  });
});

describe("logo", () => {
  it("takes JSON-LD logo, header images with 'logo', srcset candidates and inline SVG", () => {
    expect(
      read('<script type="application/ld+json">{"@type":"Organization","logo":"/img/acme.png"}</script>')
        .logoUrl?.value,
    ).toBe("https://acme.example/img/acme.png");
    expect(
      read(
        "",
        '<header><a href="/"><img class="site-logo" srcset="/l-200.png 200w, /l-400.png 400w"></a></header>',
      ).logoUrl?.value,
    ).toBe("https://acme.example/l-400.png");
    const svg = read(
      "",
      '<header><a href="/" class="logo"><svg viewBox="0 0 10 10"><rect fill="#ff5500" width="10" height="10"/></svg></a></header>',
    );
    expect(svg.logoUrl?.value).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(svg.colors[0].value).toBe("#ff5500");
  });
  it("never takes a mark from a strip of customers' or partners' logos", () => {
    const strip =
      '<section class="logos"><svg class="logos__Bigcorp-sc-1" viewBox="0 0 10 10"><rect fill="#ff9900" width="10" height="10"/></svg></section>';
    expect(read("", strip).logoUrl).toBeNull();
    expect(read("", `<div class="logo-wall"><img src="/img/bigcorp-logo.png"></div>`).logoUrl).toBeNull();
  });
  it("keeps a sprite logo's address and skips the close button beside it", () => {
    const r = read(
      "",
      '<div class="logo-container"><a href="/"><svg class="icon-logo"><use xlink:href="/icons.svg#logo-horizontal"></use></svg></a><button><img src="/svg/close.svg" class="icon-close"></button></div>',
    );
    expect(r.logoUrl?.value).toBe("https://acme.example/icons.svg#logo-horizontal");
    expect(r.logos.map((l) => l.value.url)).not.toContain("https://acme.example/svg/close.svg");
  });
  it("never takes footer badges, payment or partner logos, trust seals", () => {
    const r = read(
      '<link rel="apple-touch-icon" href="/touch.png">',
      '<footer><img src="/img/logo-trusted-shops.png" alt="Trusted Shops"><img src="/paypal-logo.svg"></footer><div class="partner-logos"><img src="/acme-partner-logo.png"></div>',
    );
    expect(r.logoUrl?.value).toBe("https://acme.example/touch.png");
    expect(r.logoUrl?.source).toBe("apple-touch-icon");
  });
  it("offers at most 3 candidates, best first, none of them a badge, partner or payment logo", () => {
    const r = read(
      '<link rel="apple-touch-icon" href="/touch.png"><link rel="icon" href="/favicon.png"><script type="application/ld+json">{"@type":"Organization","logo":"/img/acme.png"}</script>',
      `
      <header><a href="/" class="logo"><img src="/img/acme-header.png"></a><a href="/" class="logo-mobile"><svg viewBox="0 0 10 10"><rect fill="#0f766e" width="10" height="10"/></svg></a></header>
      <div class="partner-logos"><img src="/img/partner-logo.png"></div><footer><img src="/img/paypal-logo.png"><img src="/img/logo-badge.png"></footer>`,
    );
    expect(r.logos.map((l) => l.value.url)).toEqual([
      "https://acme.example/img/acme-header.png",
      "https://acme.example/img/acme.png",
      expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    ]);
    expect(r.logoUrl?.value).toBe(r.logos[0].value.url);
  });
  it("reads a logo drawn as a CSS background: the page's styles, a stylesheet's (relative to it) and inline style", async () => {
    const css = read(
      '<style>.site-logo{display:block;background:url("/img/brand.svg") no-repeat}</style>',
      '<header><a href="/" class="site-logo">Acme</a></header>',
    );
    expect(css.logos[0]).toMatchObject({
      value: { url: "https://acme.example/img/brand.svg" },
      source: "header css background",
    });
    const svg =
      "data:image/svg+xml;charset=utf-8,%3Csvg xmlns='http://www.w3.org/2000/svg' width='90' height='30'%3E%3Cpath fill='%23fff' d='M0 0h90v30H0z'/%3E%3C/svg%3E";
    const data = read(
      `<style>.header{background:#262a2e} .header figure.header-logo{background-image:url("${svg}")}</style>`,
      '<header class="header"><figure class="header-logo"><a href="/"></a></figure></header>',
    );
    expect(data.logos[0].value).toEqual({ url: svg, light: true });
    const inline = read(
      "",
      '<div class="logo-block"><a href="/" id="rt-logo" style="background: url(/images/Logo_Acme.jpg) 50% 0 no-repeat"></a></div>',
    );
    expect(inline.logoUrl?.value).toBe("https://acme.example/images/Logo_Acme.jpg");
    const fetch = async (url: string) =>
      new Response(url.endsWith("site.css") ? ".brand-logo a{background-image:url(../img/logo.png)}" : "", {
        status: url.endsWith("site.css") ? 200 : 404,
        headers: { "content-type": "text/css" },
      });
    const sheet = await readSite("https://acme.example/", {
      html: '<link rel="stylesheet" href="/assets/css/site.css"><header><div class="brand-logo"><a href="/"></a></div></header>',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    expect(sheet.logoUrl?.value).toBe("https://acme.example/assets/img/logo.png");
  });
  it("leaves out CSS sprites, hover states and logo backgrounds of elements the page does not have", () => {
    const r = read(
      "<style>.logo{background:url(/img/sprite.png) -120px -40px} .site-logo:hover{background-image:url(/img/hover.png)} .footer-logo-partner{background:url(/img/p.png)} .nav-logo{background:url(/img/absent.png)}</style>",
      '<header><a href="/" class="logo"></a><a href="/" class="site-logo"></a></header>',
    );
    expect(r.logos).toEqual([]);
  });
  it("prefers the site's own logo to a sub-brand's beside it or a section's in a menu", () => {
    // autozeitung.de: the site's mark is an icon font in the logo box's first link, a sub-brand's image follows it.
    const sub = read(
      "",
      `<div class="printHeader header"><div class="header-logo"><img src="/images/print_logo.png" alt="acme.example"></div></div>
      <header><nav><div class="header-logo"><a href="/" class="header-logo_acme"><span class="icon icon-logo"></span></a><a href="/" class="header-logo_classiccars"><img src="/images/logo_classic-cars.png"></a></div></nav></header>`,
    );
    expect(sub.logoUrl?.value).toBe("https://acme.example/images/print_logo.png");
    const menu = read(
      "",
      `<header><nav><ul class="menu"><li><a href="/classic"><img class="logo" src="/img/classic-logo.png"></a></li></ul></nav></header>
      <div class="site-logo"><a href="/"><img src="/img/acme.png"></a></div>`,
    );
    expect(menu.logoUrl?.value).toBe("https://acme.example/img/acme.png");
    const lang = read(
      "",
      '<header><nav><ul><li class="logo"><a href="/de/"><img src="/img/acme.png"></a></li><li><a href="/shop"><img class="shop-logo" src="/img/shop-logo.png"></a></li></ul></nav></header>',
    );
    expect(lang.logoUrl?.value).toBe("https://acme.example/img/acme.png");
  });
  it("flags a white logo by its colours or what it sits on, the file name only when the page says nothing of that", () => {
    const light = (head: string, body: string) => read(head, body).logos[0].value.light;
    expect(light("", '<header><svg class="logo"><path fill="#ffffff" d="M0 0h9v9z"/></svg></header>')).toBe(
      true,
    );
    // A white wordmark with a yellow mark has no dark ink: light. A single mid-tone colour is not.
    expect(
      light(
        "",
        '<header><svg class="logo"><path fill="#fff" d="M0 0h9v9z"/><path fill="#fff" d="M0 0h9v9z"/><path fill="#fabf2c" d="M0 0h9v9z"/></svg></header>',
      ),
    ).toBe(true);
    expect(light("", '<header><svg class="logo"><path fill="#00c1d6" d="M0 0h9v9z"/></svg></header>')).toBe(
      false,
    );
    // hejfish: "…-white-1-1.png" on a white header is not a white logo; a logo on a dark navigation bar is.
    expect(
      light(
        "<style>.site-header{background:#fff}</style>",
        '<header class="site-header"><a href="/" class="custom-logo-link"><img class="custom-logo" src="/up/Logo_Pos_2c-white-1-1.png"></a></header>',
      ),
    ).toBe(false);
    expect(
      light(
        "<style>.site-branding{background-image:url(/hero.jpg)}</style>",
        '<header><div class="site-branding"><a href="/"><img class="custom-logo" src="/up/logo-white.png"></a></div></header>',
      ),
    ).toBe(false);
    expect(
      light(
        "<style>.navbar{background:#262626}</style>",
        '<nav class="navbar"><a class="logo" href="/"><img src="/img/acme.png"></a></nav>',
      ),
    ).toBe(true);
    expect(
      light(
        "",
        '<header style="background-color:#fafafa"><img class="logo" src="/img/logo-white.png"></header>',
      ),
    ).toBe(false);
    expect(
      light(
        "<style>body{background:#111}</style>",
        '<header><img class="logo" src="/img/logo-white.svg"></header>',
      ),
    ).toBe(true);
    expect(light("", '<header><img class="logo" src="/img/acme.svg"></header>')).toBe(false);
  });
});

describe("socials", () => {
  it("keeps the owner's profiles, never a testimonial's, an article's, a theme's credits or share links", () => {
    const r = read(
      '<script type="application/ld+json">{"@type":"Organization","name":"Acme","sameAs":["https://www.linkedin.com/company/acme"]}</script>',
      `
      <blockquote class="testimonial"><a href="https://twitter.com/happycustomer">@happycustomer</a></blockquote>
      <footer><a href="https://twitter.com/acme">X</a><a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>
      <div class="credits">Theme by <a href="https://twitter.com/themevendor" title="Follow themevendor on Twitter">t</a></div></footer>`,
    );
    expect(r.socials.map((s) => s.value.url)).toEqual([
      "https://www.linkedin.com/company/acme",
      "https://twitter.com/acme",
    ]);
  });
  it.each([
    ["linkedin", "https://www.linkedin.com/company/acme-tools"],
    ["x", "https://x.com/acmetools"],
    ["x", "https://twitter.com/acmetools"],
    ["facebook", "https://www.facebook.com/acmetools"],
    ["instagram", "https://www.instagram.com/acme.tools/"],
    ["youtube", "https://www.youtube.com/@acmetools"],
    ["tiktok", "https://www.tiktok.com/@acmetools"],
    ["pinterest", "https://www.pinterest.de/acmetools/"],
    ["xing", "https://www.xing.com/news/pages/acme-tools-419"],
    ["xing", "https://www.xing.com/pages/acmetools"],
    ["mastodon", "https://mastodon.social/@acmetools"],
    ["threads", "https://www.threads.net/@acmetools"],
    ["threads", "https://www.threads.com/@acmetools"],
    ["bluesky", "https://bsky.app/profile/acmetools.bsky.social"],
  ])("reads the owner's %s profile (%s) from a sidebar, whose handle names the site", (network, url) => {
    const r = read(
      "",
      `<aside class="widget-area"><a href="${url}">Follow us</a></aside>`,
      "https://www.acme-tools.de/blog/x",
    );
    expect(r.socials.map((s) => s.value)).toEqual([{ network, url }]);
  });
  it("reads a Mastodon profile on any instance by rel=me, and keeps the owner rule for every network", () => {
    expect(
      read(
        "",
        '<footer><a rel="me" href="https://social.example.org/@acme">Mastodon</a></footer>',
      ).socials.map((s) => s.value.network),
    ).toEqual(["mastodon"]);
    expect(
      read("", '<footer><a href="https://social.example.org/@acme">Mastodon</a></footer>').socials,
    ).toEqual([]);
    // A handle that names someone else, outside header and footer, is not the owner's.
    expect(
      read(
        "",
        '<aside><a href="https://www.xing.com/news/pages/other-paper-12">Xing</a><a href="https://bsky.app/profile/someone.bsky.social">Bluesky</a></aside>',
      ).socials,
    ).toEqual([]);
  });
});

describe("address", () => {
  it("takes JSON-LD PostalAddress first", () => {
    const r = read(
      '<script type="application/ld+json">{"@type":"LocalBusiness","address":{"@type":"PostalAddress","streetAddress":"Keizersgracht 12","postalCode":"1015 CN","addressLocality":"Amsterdam"}}</script>',
    );
    expect(r.address?.value).toBe("Keizersgracht 12, 1015 CN Amsterdam");
  });
  it("joins footer text across nodes, with UK and NL postcodes and © lines", () => {
    expect(
      read(
        "",
        "<footer><p><span>Acme Ltd</span><br><span>221B Baker Street</span><br><span>London NW1 6XE</span></p></footer>",
      ).address?.value,
    ).toBe("221B Baker Street, London NW1 6XE");
    expect(
      read("", "<footer>TORALIN<br>Meander 151 (8510)<br>6825 MB Arnhem<br>Niederlande</footer>").address
        ?.value,
    ).toBe("Meander 151 (8510), 6825 MB Arnhem, Niederlande");
    expect(
      read("", "<footer>© 2016 ebrosia GmbH W.-C.-Röntgen-Str. 2, 04509 Delitzsch</footer>").address?.value,
    ).toBe("ebrosia GmbH W.-C.-Röntgen-Str. 2, 04509 Delitzsch");
    expect(read("", "<footer>Copyright 2000 - 2020 by FinanceScout24</footer>").address).toBeNull();
  });
});

describe("language", () => {
  it("reads html lang, then og:locale or content-language, then the visible text", () => {
    expect(read("", "", "https://a.example/").lang).toBeNull();
    expect(readSiteHtml('<html lang="de-AT"><body>x</body></html>', "https://a.example/").lang?.value).toBe(
      "de",
    );
    expect(read('<meta property="og:locale" content="fr_FR">').lang?.value).toBe("fr");
    expect(read('<meta http-equiv="content-language" content="es">').lang?.value).toBe("es");
    const german =
      "<p>Wir sind ein kleiner Familienbetrieb aus dem Schwarzwald und backen seit drei Generationen unser Brot jeden Morgen frisch mit regionalen Zutaten und viel Liebe zum Handwerk.</p>";
    expect(read("", german).lang?.value).toBe("de");
  });
});

describe("pages and images", () => {
  it("trims and de-duplicates link text", () => {
    const r = read(
      "",
      '<nav><a href="/kontakt"><span>Kontakt</span>\n <span>Kontakt</span></a><a href="/news"><span>Newsletter</span><span>Newsletter - 10€ sichern!</span></a></nav>',
    );
    expect(r.pages.map((p) => p.title)).toEqual(["Kontakt", "Newsletter"]);
  });
  it("takes og/twitter, JSON-LD, large content images and CSS background heroes, never pixels or icons", () => {
    const r = read(
      '<meta property="og:image" content="https://acme.example/og.jpg">',
      `
      <img src="https://acme.example/pixel.gif" width="1" height="1"><img src="https://acme.example/icon-cart.png" width="600">
      <main><img src="https://acme.example/team.jpg" width="800" height="500"></main>
      <section class="hero" style="background-image:url(https://acme.example/hero.jpg)"></section>`,
    );
    expect(r.images.map((i) => i.value.url)).toEqual([
      "https://acme.example/og.jpg",
      "https://acme.example/team.jpg",
      "https://acme.example/hero.jpg",
    ]);
  });
});
