import { describe, expect, it } from "vitest";
import { readSiteHtml } from "../../../src/worker/reading/site/index";
import { parseColor } from "../../../src/worker/reading/site/css";
import { addressByFormats } from "../../../src/worker/reading/site/address";
import { unwrapLink } from "../../../src/worker/reading/site/socials";

const read = (head: string, body = "", url = "https://acme.example/", lang = "") =>
  readSiteHtml(`<!doctype html><html${lang}><head>${head}</head><body>${body}</body></html>`, url);
const primary = (css: string, body = '<header class="site-header"><a class="btn">Shop</a></header>') =>
  read(`<style>${css}</style>`, body).colors[0]?.value ?? null;

describe("every CSS colour syntax", () => {
  // sRGB red and green written in each syntax (the CSS Color 4 specification's own conversions, rounded).
  it.each([
    ["#f00", "#ff0000"],
    ["#ff0000cc", "#ff0000"],
    ["rgb(255 0 0)", "#ff0000"],
    ["rgba(255, 0, 0, 0.9)", "#ff0000"],
    ["hsl(120 100% 25%)", "#008000"],
    ["hwb(0 0% 0%)", "#ff0000"],
    ["lab(54.29 80.8 69.89)", "#ff0000"],
    ["lch(54.29 106.84 40.85)", "#ff0000"],
    ["oklab(0.628 0.2249 0.1258)", "#ff0000"],
    ["oklch(0.628 0.2577 29.23)", "#ff0000"],
    ["color(srgb 1 0 0)", "#ff0000"],
    ["color(display-p3 0.9175 0.2003 0.1386)", "#ff0000"],
    ["rebeccapurple", "#663399"],
    ["darkslateblue", "#483d8b"],
    ["mediumvioletred", "#c71585"],
  ])("reads %s", (value, hex) => {
    const rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
    const got = rgb(parseColor(value) ?? "#808080");
    rgb(hex).forEach((c, i) => expect(Math.abs(c - got[i])).toBeLessThanOrEqual(2));
  });

  it("resolves currentColor to the colour in force and reads simple relative colours and color-mix", () => {
    expect(parseColor("currentColor", "#123456")).toBe("#123456");
    expect(parseColor("rgb(from #c2410c r g b)")).toBe("#c2410c");
    expect(parseColor("oklch(from #c2410c l c h / 80%)")).toBe("#c2410c");
    expect(parseColor("hsl(from #808080 h s calc(l - 10))")).toBe("#676767");
    expect(["#7f0080", "#800080"]).toContain(parseColor("color-mix(in srgb, #ff0000 50%, #0000ff)"));
  });

  it("gives nothing for transparent and mostly transparent colours", () => {
    expect(parseColor("transparent")).toBeNull();
    expect(parseColor("rgb(194 65 12 / 0.2)")).toBeNull();
    expect(parseColor("oklch(0.6 0.2 30 / 10%)")).toBeNull();
  });
});

describe("modern CSS", () => {
  it("reads a header colour written in oklch through a custom property", () => {
    expect(primary(":root{--brand:oklch(0.55 0.2 260)} .site-header{background:var(--brand)}")).toBe(
      parseColor("oklch(0.55 0.2 260)"),
    );
  });

  it("follows native nesting to the rule's full selector", () => {
    const css = ".site-header{ color:#222; & .btn{ background:#0f766e } }";
    expect(primary(css)).toBe("#0f766e");
  });

  it("follows @layer blocks, and an unlayered rule wins over a layered one", () => {
    const css =
      "@layer base, brand; @layer brand{ .site-header{background:#7c3aed} } .site-header{background:#0f766e}";
    expect(primary(css)).toBe("#0f766e");
    expect(primary("@layer brand{ .site-header{background:#7c3aed} }")).toBe("#7c3aed");
  });

  it("leaves out print and dark-scheme blocks", () => {
    const css =
      ".site-header{background:#0f766e} @media print{.site-header{background:#ff00aa}} @media (prefers-color-scheme: dark){.site-header{background:#ff00aa}}";
    expect(primary(css)).toBe("#0f766e");
  });
});

describe("brand colour by role", () => {
  it("reads colours set as HTML attributes: bgcolor, <font color>, <body link>", () => {
    expect(
      read(
        "",
        '<table><tr bgcolor="#800000"><td><a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a></td></tr></table>',
      ).colors[0].value,
    ).toBe("#800000");
    expect(
      read("", '<p><font color="#0f766e">Welcome to our family bakery, open every day.</font></p>').colors[0]
        .value,
    ).toBe("#0f766e");
    expect(
      readSiteHtml(
        '<html><body link="#7c3aed"><nav><a href="/a">Menu</a> <a href="/b">Shop</a></nav></body></html>',
        "https://acme.example/",
      ).colors[0].value,
    ).toBe("#7c3aed");
  });

  it("never takes cookie banners, chat or map widgets, social embeds or alerts", () => {
    const body =
      '<header class="site-header">Acme</header>' +
      '<div class="cookie-notice" style="background:#f1d600">We use cookies <a style="background:#f1d600">OK</a></div>' +
      '<div class="fb-page" style="background:#3b5998">Facebook</div>' +
      '<div id="chat-widget" style="background:#ff5a00">Chat with us</div>' +
      '<div class="alert alert-danger" style="background:#dc3545">Error</div>';
    const colors = read("<style>.site-header{background:#0f766e}</style>", body).colors.map((c) => c.value);
    expect(colors[0]).toBe("#0f766e");
    expect(colors).not.toContain("#f1d600");
    expect(colors).not.toContain("#3b5998");
  });

  it("never takes a framework's default link blue or red emphasis on text", () => {
    const body =
      '<nav><a href="/a" style="color:#337ab7">Home</a> <a href="/b" style="color:#337ab7">Shop</a></nav>' +
      '<p>Sale <span style="color:#ff0000">today only</span> and <span style="color:#ff0000">tomorrow</span></p>' +
      '<div class="site-header" style="background:#0f766e">Acme</div>';
    expect(read("", body).colors.map((c) => c.value)).toEqual(["#0f766e"]);
  });

  it("counts a --primary that nothing reads for little", () => {
    const css = ":root{--primary:#00ff00} .site-header{background:#7c3aed}";
    expect(primary(css)).toBe("#7c3aed");
  });

  it("leaves out hidden boxes", () => {
    expect(
      read("", '<div class="site-header" style="display:none;background:#7c3aed">Hidden</div>').colors,
    ).toEqual([]);
  });
});

describe("name, tagline and language on unseen pages", () => {
  it("refuses logo alts that are states or file names and reads the words beside the logo", () => {
    const r = read(
      "<title>Натяжные потолки в Уфе</title>",
      '<img class="preloading-logo" src="/logo.png" alt="Loading"><div class="logo"><img src="/img/logo.png" alt=""> Студия Эдвин</div>',
      "https://potolok75.example/",
    );
    expect(r.name?.value).toBe("Студия Эдвин");
    expect(
      read("<title>Home</title>", '<img src="/stc.png" class="logo" alt="STC_logo">').name?.source,
    ).not.toBe("logo alt");
  });

  it("takes a claim beside the logo, never a keyword list or a menu label from the title", () => {
    const logo =
      '<div class="header"><img src="/logo.png" alt="Acme"><p class="site-description">Bread baked at dawn</p></div>';
    expect(read("<title>Acme</title>", logo).tagline?.value).toBe("Bread baked at dawn");
    expect(
      read(
        "<title>Acme | Custom Shirts, Gifts, Posters, and more</title>",
        "<h1>Custom Shirts, Gifts, Posters, and more</h1>",
      ).tagline,
    ).toBeNull();
    expect(
      read("<title>Acme | Psychologist Perth</title>", '<nav><a href="/s">Psychologist Perth</a></nav>')
        .tagline,
    ).toBeNull();
  });

  it("shows a character a page escaped twice in its description, not its code", () => {
    const r = read(
      '<meta name="description" content="Free for friends &amp;#10003; millions of players &amp;#x2764;">',
    );
    expect(r.description?.value).toBe("Free for friends ✓ millions of players ❤");
  });

  it("takes no description that is a keyword list", () => {
    const list =
      '<meta name="description" content="Cheese House | Swiss Cheese| Trail Bologna | Gourmet Foods">';
    expect(read(list).description).toBeNull();
    expect(
      read(list + '<meta property="og:description" content="Cheese from Ohio since 1958.">').description
        ?.value,
    ).toBe("Cheese from Ohio since 1958.");
  });

  it("reads the language of the visible text when <html lang> is wrong, and never English as Hindi", () => {
    const vi =
      "<p>Chào mừng bạn đến với quán cà phê phim của chúng tôi. Chúng tôi có phòng chiếu riêng cho các cặp đôi và gia đình, với thực đơn đồ uống phong phú và giá cả hợp lý. Hãy đặt phòng ngay hôm nay để có chỗ ngồi đẹp nhất trong những ngày cuối tuần.</p>";
    expect(read("", vi + vi, "https://acme.example/", ' lang="en-US"').lang?.value).toBe("vi");
    const en =
      "<p>HOME PAGE CONTACT US | Since 1958 | 55 Kidron Road Orrville, Ohio 44667 330-682-2105 Click map for directions. Sign up for Cheese-Mail. We respect your email privacy. Gift Box #6: Amish Country Sampler Gift Box Price: $75.00. Shipping Policy | Return Policy | Privacy Policy. All rights reserved.</p>";
    expect(read("", en).lang?.value).toBe("en");
    expect(
      read(
        "",
        "<p>Bem-vindo à nossa padaria. Pão fresco todos os dias, feito com farinha da região e muito carinho, desde mil novecentos e setenta.</p>",
        "https://acme.example/",
        ' lang="gl"',
      ).lang?.value,
    ).toBe("gl");
  });
});

describe("addresses by postal format", () => {
  it.each([
    [
      "US",
      "Shisler's Cheese House\n55 Kidron Road\nOrrville, Ohio 44667",
      "55 Kidron Road, Orrville, Ohio 44667",
    ],
    ["AU", "Kaye Barr\n493 Charles Street North Perth WA 6006", "493 Charles Street North Perth WA 6006"],
    ["NL", "Le Montagnard\nDirksstraat 2\n6367 HW Ubachsberg", "Dirksstraat 2, 6367 HW Ubachsberg"],
    [
      "IT",
      "Music House\nviale Einaudi 12/abc\n70125 BARI (Italy)",
      "viale Einaudi 12/abc, 70125 BARI (Italy)",
    ],
    [
      "BR",
      "Escritório Central\nRua Litargírio, 25 - Grajaú\nBelo Horizonte MG - CEP: 30.431-232",
      "Rua Litargírio, 25 - Grajaú, Belo Horizonte MG - CEP: 30.431-232",
    ],
    ["SE", "Trioplast Industrier AB\nBox 143\n333 23 Smålandsstenar", "Box 143, 333 23 Smålandsstenar"],
    ["PL", "Red Rooster\nul. Grabska 11\n32-005 Niepołomice", "ul. Grabska 11, 32-005 Niepołomice"],
    [
      "FR",
      "Conseil départemental\nPlace de la République 1\n41020 Blois Cedex",
      "Place de la République 1, 41020 Blois Cedex",
    ],
    ["DE", "Bäckerei Sonne\nHauptstraße 5\n80331 München", "Hauptstraße 5, 80331 München"],
    ["ES", "Tienda\nCalle Mayor 12\n28013 Madrid", "Calle Mayor 12, 28013 Madrid"],
    ["PT", "Loja\nRua Augusta 100\n1100-053 Lisboa", "Rua Augusta 100, 1100-053 Lisboa"],
    [
      "CA",
      "Mister Plumber\n12 King Street West\nToronto ON M5H 1A1",
      "12 King Street West, Toronto ON M5H 1A1",
    ],
    ["GB", "Acme Ltd\n10 Downing Street\nLondon SW1A 2AA", "10 Downing Street, London SW1A 2AA"],
    ["RU", "Контакты\nг. Новосибирск, ул. Никитина, 162", "г. Новосибирск, ул. Никитина, 162"],
    ["CZ", "Obchod\nVáclavské náměstí 1\n110 00 Praha", "Václavské náměstí 1, 110 00 Praha"],
    ["HU", "Bolt\nAndrássy út 12\n1061 Budapest", "Andrássy út 12, 1061 Budapest"],
    ["CN", "联系我们\n银川市金凤区万寿路142号", "银川市金凤区万寿路142号"],
  ])("reads a %s address", (_, text, address) => {
    expect(addressByFormats(text)).toBe(address);
  });

  it("never reads sizes, counts or votes as an address", () => {
    expect(addressByFormats("Poster Road 12\n90x110 cm, 1701 Votes")).toBeNull();
    expect(addressByFormats("登別市(78件), 旭川市(76件)")).toBeNull();
  });

  it("joins an address split across elements in a page without a footer", () => {
    const r = read("", "<table><tr><td>Markt 211b</td></tr><tr><td>5701 RJ HELMOND</td></tr></table>");
    expect(r.address?.value).toBe("Markt 211b, 5701 RJ HELMOND");
  });
});

describe("socials", () => {
  it("unwraps click-trackers to the profile they lead to", () => {
    expect(
      unwrapLink("https://shop.example/bitrix/redirect.php?goto=https%3A%2F%2Fvk.com%2Fsymka_stile"),
    ).toBe("https://vk.com/symka_stile");
    expect(unwrapLink("https://l.facebook.com/l.php?u=https%3A%2F%2Fwww.instagram.com%2Facme%2F&h=x")).toBe(
      "https://www.instagram.com/acme/",
    );
  });

  it("keeps handles ending in share, never share links or status links", () => {
    const body =
      '<footer><a href="https://twitter.com/rooshare">X</a> <a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>' +
      ' <a href="http://twitter.com/Acme/statuses/672363424349818880">Tweet</a></footer>';
    const urls = read("<title>Rooshare</title>", body, "https://rooshare.example/").socials.map(
      (s) => s.value.url,
    );
    expect(urls).toEqual(["https://twitter.com/rooshare"]);
  });
});
