import { describe, expect, it } from "vitest";
import type { TemplateAssets } from "../../../src/worker/generation/assets";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import { MARKETING_TYPES } from "../../../src/worker/generation/copy";
import { buildFacts } from "../../../src/worker/reading/facts";
import { googleCalendarUrl, icsFile } from "../../../src/worker/generation/plan/calendar";
import { calendarEvent } from "../../../src/worker/generation/plan/planner";
import { engineInput, sampleJob } from "../../fixtures/samples";
import { imageUrls, validateEmailHtml } from "../../../src/worker/generation/validate";
import { ALL_TYPES } from "../../fixtures/samples";
import { bucketPut, call } from "./planner-support";

const BASE = "http://app.test/api/assets/0123456789abcdef0123456789abcdef/";
const ref = (name: string, width: number, height: number, alt = "") => ({
  url: `${BASE}${name}`,
  width,
  height,
  alt,
});

/** Assets as the asset stage promises them (URLs and sizes; nothing here needs to be drawn). */
function fakeAssets(withIcs = false, photos = 0): TemplateAssets {
  return {
    logo: {
      image: ref("logo.png", 140, 40, "Northwind Coffee"),
      facts: { width: 280, height: 80, hasAlpha: true, luminance: 1, dominant: "#ffffff" },
      plate: "#0f766e",
    },
    hero: photos
      ? { image: ref("hero.jpg", 600, 300, "Our roastery"), fill: "#0f766e", text: "#ffffff" }
      : null,
    photos: Array.from({ length: photos }, (_, i) => ({
      ...ref(`photo-${i + 1}.jpg`, 520, 347, `Photo ${i + 1}`),
      kind: "upload" as const,
    })),
    icons: ["check", "zap", "star", "clock", "globe", "heart"].map((n) => ref(`icon-${n}.png`, 48, 48)),
    social: {
      instagram: ref("social-instagram.png", 32, 32, "instagram"),
      linkedin: ref("social-linkedin.png", 32, 32, "linkedin"),
      x: ref("social-x.png", 32, 32, "x"),
    },
    ics: withIcs ? `${BASE}event.ics` : null,
    timings: { renderMs: 0, fetchMs: 0 },
  };
}

const MARKETING = [...MARKETING_TYPES].filter((t) => t !== "whitepaper-autoreply");

describe("layout planner", () => {
  for (const type of MARKETING) {
    it(`gives ${type} at least 4 distinct body sequences (hero removed) over 10 seeds, each passing the contract`, async () => {
      for (const photos of [0, 3]) {
        const sequences = new Set<string>();
        for (let seed = 1; seed <= 10; seed++) {
          const t = await createBuiltinGenerator().generate(
            engineInput({
              ...sampleJob(type, seed, { brand: 0 }),
              assets: fakeAssets(true, photos),
            }),
          );
          expect(validateEmailHtml(t.html).problems).toEqual([]);
          sequences.add(t.layout.split("/")[2].replace(/^hero:[a-z-]+\+?/, ""));
          // Without a photograph there is no picture but the logo, icons and social glyphs.
          if (!photos) expect(imageUrls(t.html).filter((u) => /hero|photo|card-/.test(u))).toEqual([]);
        }
        expect(sequences.size, `${photos} photos: ${[...sequences].join(" | ")}`).toBeGreaterThanOrEqual(4);
      }
    });
  }

  it("never invents an event, speakers, an offer or a testimonial", async () => {
    for (const type of ALL_TYPES) {
      for (let seed = 1; seed <= 6; seed++) {
        const t = await createBuiltinGenerator().generate(
          engineInput({
            ...sampleJob(type, seed, { details: false }),
            assets: fakeAssets(),
          }),
        );
        expect(t.layout.split("/")[2]).not.toMatch(/(^|\+)(event|speakers|offer|quote|products)(\+|$)/);
      }
    }
  });

  it("builds speakers, an offer and an event card with calendar links only from the brief", async () => {
    const input = engineInput({
      ...sampleJob("webinar", 4, { brand: 0 }),
      campaignText:
        "Title: Roasting at home\nDate: 12 March 2027\nTime: 16:00 CET\nSpeakers: Ada Lovelace (Head roaster), Alan Turing\n\nUse code ROAST20 for 20% off beans.",
      assets: fakeAssets(true),
    });
    const t = await createBuiltinGenerator().generate(input);
    expect(t.html).toContain("Ada Lovelace");
    expect(t.html).toContain("Head roaster");
    expect(t.html).toContain(">AL<");
    expect(t.html).toContain("ROAST20");
    expect(t.html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    // Local time with its zone, as the brief wrote it; no end time is invented.
    expect(t.html).toContain("ctz=Europe%2FBerlin&amp;dates=20270312T160000%2F20270312T160000");
    expect(t.html).toContain(`${BASE}event.ics`);
    // The date as the event's design shows it: a badge ("MAR"), a band or column ("MARCH 2027") or a tile.
    expect(t.html).toMatch(/>MAR<|MARCH 2027|12 March 2027/);
  });

  it("keeps transactional types on their fixed core without a hero", async () => {
    for (const type of ["confirmation-email", "transactional-purchase"] as const) {
      const t = await createBuiltinGenerator().generate(
        engineInput({ ...sampleJob(type, 2), assets: fakeAssets() }),
      );
      expect(t.layout.split("/")[2]).toMatch(/^hero:none/);
      expect(validateEmailHtml(t.html).problems).toEqual([]);
    }
  });

  it("sizes every image and shows the headline at 36 px on desktop", async () => {
    const t = await createBuiltinGenerator().generate(
      engineInput({
        ...sampleJob("product-launch", 3),
        assets: fakeAssets(),
      }),
    );
    for (const img of t.html.match(/<img\b[^>]*>/g) ?? [])
      expect(img).toMatch(/width="\d+" height="\d+" alt="/);
    expect(t.html).toMatch(/<h1 [^>]*font-size:36px/);
  });
});

describe("calendar", () => {
  const facts = buildFacts({
    ...sampleJob("offline-event", 1),
    campaignText:
      "Event: Open Day\nDate: Saturday, 18 April 2026\nTime: 10:00 - 16:00\nVenue: The Loft, Amsterdam",
  });

  it("writes an RFC 5545 event with floating local time when no zone was given", () => {
    const ev = calendarEvent(facts, "x")!;
    const ics = icsFile(ev, "t1@brandmail", new Date("2026-01-01T00:00:00Z"));
    expect(ics).toContain(
      "BEGIN:VEVENT\r\nUID:t1@brandmail\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260418T100000\r\nDTEND:20260418T160000\r\n",
    );
    expect(ics).toContain("SUMMARY:Open Day\r\nLOCATION:The Loft\\, Amsterdam\r\n");
    expect(ics.split("\r\n").every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(googleCalendarUrl(ev)).toContain("dates=20260418T100000%2F20260418T160000");
  });

  it("serves the hosted .ics as text/calendar with immutable caching", async () => {
    const key = "assets/fedcba9876543210fedcba9876543210/event.ics";
    await bucketPut(key, icsFile(calendarEvent(facts, "x")!, "t2@brandmail"), "text/calendar; charset=utf-8");
    const res = await call(`/api/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await res.text()).toContain("BEGIN:VCALENDAR");
    expect((await call("/api/assets/fedcba9876543210fedcba9876543210/other.txt")).status).toBe(404);
  });
});

describe("issue 24, the marketer's round: layout rules", () => {
  const nav = {
    ...sampleJob("webinar", 1, { brand: 0 }).brand!,
    pages: [
      { title: "Developers", url: "https://northwind-coffee.com/developers" },
      { title: "Top 3%", url: "https://northwind-coffee.com/top" },
      { title: "Why", url: "https://northwind-coffee.com/why" },
      // Pages that fit the sample briefs (dashboards, the open day, the edition, opening hours, delivery days).
      { title: "Dashboard templates", url: "https://northwind-coffee.com/dashboards" },
      { title: "Open Day 2026", url: "https://northwind-coffee.com/open-day" },
      { title: "Studio Edition", url: "https://northwind-coffee.com/studio" },
      { title: "Opening hours", url: "https://northwind-coffee.com/hours" },
      { title: "Delivery days", url: "https://northwind-coffee.com/delivery" },
    ],
  };
  const gen = (
    type: (typeof MARKETING)[number],
    seed: number,
    patch: Record<string, unknown> = {},
    photos = 0,
  ) =>
    createBuiltinGenerator().generate(
      engineInput({
        ...sampleJob(type, seed, { brand: 0 }),
        brand: nav,
        assets: fakeAssets(true, photos),
        ...patch,
      }),
    );

  it("sets steps side by side only when they are short; long steps run along the timeline", async () => {
    const styles = async (brief: string) => {
      const out = new Set<string>();
      for (let seed = 1; seed <= 12; seed++)
        out.add(
          (await gen("customer-onboarding", seed, { campaignText: brief })).layout.match(
            /steps[a-z-]*/,
          )?.[0] ?? "",
        );
      return out;
    };
    const short = await styles("Welcome aboard!\n- Install the app\n- Pick your folders\n- Run a backup");
    expect([...short]).toContain("steps-row");
    const long = await styles(
      "Welcome aboard!\n- Install the Tidewater agent on the computers you want to protect\n- Choose the folders to back up\n- Run your first backup and read the report",
    );
    expect([...long]).not.toContain("steps-row");
    expect([...long]).toContain("steps-timeline");
  });

  it("shows the site's pages as linked titles once, never numbered or featured, after the event card", async () => {
    for (const type of MARKETING)
      for (let seed = 1; seed <= 8; seed++) {
        const t = await gen(type, seed);
        const seq = t.layout.split("/")[2];
        expect(seq, `${type} ${seed}`).not.toMatch(/pages-(digest|featured|list)/);
        // A page appears once as its link, not as a heading and again as its link; one the campaign is not about never.
        for (const page of [
          "Dashboard templates",
          "Open Day 2026",
          "Studio Edition",
          "Opening hours",
          "Delivery days",
        ])
          expect(
            t.html.match(new RegExp(`>${page}(&nbsp;|<)`, "g"))?.length ?? 0,
            `${type} ${seed}`,
          ).toBeLessThanOrEqual(1);
        expect(t.html, `${type} ${seed}`).not.toMatch(/>(Developers|Top 3%|Why)(&nbsp;|<)/);
        const blocks = seq.split("+");
        const ev = blocks.findIndex((b) => b.startsWith("event"));
        const pages = blocks.findIndex((b) => b.startsWith("pages") || b === "articles");
        if (ev >= 0 && pages >= 0) expect(ev, `${type} ${seed}: ${seq}`).toBeLessThan(pages);
      }
  });

  it("sets points without text as a checklist, never one point large above the others", async () => {
    const brief =
      "Product: Teams\nPrice: €4\n\n- Admin dashboard\n- Alerts after three days\n- Restore any file";
    for (let seed = 1; seed <= 8; seed++) {
      const t = await gen("product-launch", seed, { campaignText: brief });
      expect(t.layout, `${seed}`).not.toMatch(/sections-featured/);
      // Three cards in two columns: the last spans the row instead of leaving a hole.
      if (/sections-cards/.test(t.layout)) expect(t.html).toContain("max-width:520px;vertical-align:top;");
    }
  });

  it("keeps an odd number of steps in one column, in order", async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const t = await gen("customer-onboarding", seed, {
        campaignText: "Your first steps:\n- Install\n- Choose folders\n- Run a backup",
      });
      expect(t.layout, `${seed}`).not.toMatch(/sections-cards/);
    }
  });

  it("closes the e-mail with the social row after the sign-off, never between the content and its button", async () => {
    for (let seed = 1; seed <= 4; seed++) {
      const t = await gen("newsletter", seed);
      const social = t.html.indexOf("social-instagram.png");
      expect(social).toBeGreaterThan(t.html.lastIndexOf('class="bm-btn"'));
      expect(social).toBeGreaterThan(t.html.indexOf("The Northwind Coffee team"));
    }
  });

  it("never puts a brand-coloured spotlight right under a brand-coloured hero, and gives a lone product the full row", async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const t = await gen("product-launch", seed);
      expect(t.layout, `${seed}`).not.toMatch(/hero:(field|gradient)\+details-spotlight/);
    }
    const withPhoto = await gen("product-launch", 3, {}, 3);
    if (/products-grid/.test(withPhoto.layout)) expect(withPhoto.html).toMatch(/photo-\d\.jpg" width="504"/);
  });
});

describe("issue 24, the second round: labels, times, site pages, list prices", () => {
  const NNBSP = "\u202F";
  const NBSP = "\u00A0";
  const visible = (html: string) =>
    html
      .replace(/<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;/g, NBSP)
      .replace(/&#39;/g, "'")
      .replace(/&[#a-z0-9]+;/g, " ");

  it("writes every label's colon as the language sets it, in the HTML and the text version", async () => {
    const brief =
      "Événement : Portes ouvertes de la torréfaction\nDate : samedi 17 avril 2027\nHeure : 19:00 - 22:00\nLieu : 12 rue des Martyrs, Paris\n\nDégustez les cafés de la saison et rencontrez nos torréfacteurs.\n\n- 19:30 Dégustation de trois cafés\n- 20:30 Démonstration de torréfaction";
    let seen = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const t = await createBuiltinGenerator().generate(
        engineInput({
          ...sampleJob("offline-event", seed, { brand: 0 }),
          campaignText: brief,
          assets: fakeAssets(true),
        }),
      );
      const html = visible(t.html);
      // Never a colon or ";", "!", "?" glued to a French word, whoever wrote it.
      expect(html, `${seed}`).not.toMatch(/\p{L}[:;!?](\s|$)/u);
      expect(t.text, `${seed}`).not.toMatch(/\p{L}[:;!?](\s|$)/mu);
      if (html.includes(`Heure${NNBSP}:`)) seen++;
      // The text part reads the HTML: the label beside its value, or above it in the tile layouts.
      expect(t.text).toMatch(new RegExp(`(Heure${NNBSP}:|HEURE\n+) ?19${NBSP}h${NBSP}– 22${NBSP}h`));
    }
    expect(seen, "the event card's time row in some layouts").toBeGreaterThan(0);
    const { punctuate } = await import("../../../src/worker/generation/copy/typography");
    expect([
      punctuate("Heure", "fr"),
      punctuate("Time", "en"),
      punctuate("Uhrzeit ", "de"),
      punctuate("Vraiment", "fr", "?"),
    ]).toEqual([`Heure${NNBSP}:`, "Time:", "Uhrzeit:", `Vraiment${NNBSP}?`]);
  });

  it("writes times as a native marketer of each language does", async () => {
    const { localTimes } = await import("../../../src/worker/generation/copy/typography");
    const cases: [Parameters<typeof localTimes>[1], string, string][] = [
      ["fr", "19:00–22:00", `19${NBSP}h${NBSP}– 22${NBSP}h`],
      ["fr", "à 19:30, fin 08:05 CET", `à 19${NBSP}h${NBSP}30, fin 8${NBSP}h${NBSP}05 CET`],
      ["fr", "10:00 - 16:00", `10${NBSP}h${NBSP}– 16${NBSP}h`],
      ["pt", "19:00–22:30", "19h–22h30"],
      ["nl", "19:00 - 22:00", `19.00–22.00${NBSP}uur`],
      ["nl", "om 09:30 uur", "om 09.30 uur"],
      ["de", "19:00–22:00 Uhr", "19:00–22:00 Uhr"],
      ["es", "19:00–22:00", "19:00–22:00"],
      ["it", "19:00", "19:00"],
      ["en", "19:00–22:00 CET", "19:00–22:00 CET"],
      // Not a time: a port, seconds, a ratio, a price.
      ["fr", "https://x.fr:8080/a 12:00:30 16:9 €14.50", "https://x.fr:8080/a 12:00:30 16:9 €14.50"],
      ["nl", "€14.50", "€14.50"],
    ];
    for (const [lang, input, out] of cases) {
      expect(localTimes(input, lang), `${lang} ${input}`).toBe(out);
      expect(localTimes(out, lang), `${lang} ${out} again`).toBe(out);
    }
  });

  it("links the site's pages only when they fit the campaign: its language, no furniture, its words, at most 3", async () => {
    const { fittingPages } = await import("../../../src/worker/generation/plan/pages");
    const { pagesInLanguage } = await import("../../../src/worker/reading/facts/pages");
    const found = <T>(value: T) => ({ value, source: "fixture", confidence: 0.9 });
    const site = (pages: [string, string][], lang: "en" | "de" | null = "en") => ({
      ...sampleJob("newsletter", 1, { brand: 0 }).brand!,
      url: "https://toptal.example/",
      name: found("Toptal"),
      lang: lang ? found(lang) : null,
      pages: pages.map(([title, path]) => ({ title, url: `https://toptal.example${path}` })),
    });
    // As the reader finds them: at most 12, navigation first.
    const nav: [string, string][] = [
      ["Toptal", "/home"],
      ["Log in", "/login"],
      ["Apply as a Freelancer", "/python/freelance-jobs"],
      ["Careers", "/careers"],
      ["Privacy policy", "/privacy"],
      ["Cookie settings", "/cookies"],
      ["Sitemap", "/sitemap"],
      ["Developers", "/developers"],
      ["top Python developers", "/python"],
      ["Top 3%", "/top-3-percent"],
      ["Remote teams guide", "/remote-teams"],
      ["French press guide", "/french-press"],
    ];
    const facts = (brief: string, pages = nav, lang: "en" | "de" | null = "en") =>
      buildFacts({
        ...sampleJob("newsletter", 1, { brand: 0 }),
        websiteUrl: "https://toptal.example/",
        brand: site(pages, lang),
        campaignText: brief,
      });
    const labels = (brief: string, pages = nav, lang: "en" | "de" | null = "en") =>
      fittingPages(facts(brief, pages, lang)).map((p) => p.label);
    // The campaign's words choose: a page that says what another chosen page says is not listed twice.
    // A menu label in lower case starts with a capital in the e-mail.
    expect(labels("Hiring senior Python developers for remote teams.")).toEqual([
      "Top Python developers",
      "Remote teams guide",
    ]);
    expect(labels("Our new guide to hiring.")).toEqual(["Remote teams guide", "French press guide"]);
    expect(labels("Our coffee subscription now ships on Fridays.")).toEqual([]);
    expect(labels("How to brew with a French press at home.")).toEqual(["French press guide"]);
    // Without campaign words, the pages that are not furniture and say something of their own, at most 3.
    expect(labels("")).toEqual(["Developers", "Remote teams guide", "French press guide"]);
    // The homepage under the brand's name, the visitor's own pages, words that say nothing.
    const furniture: [string, string][] = [
      ["Toptal - zur Startseite wechseln", "/start"],
      ["The Toptal homepage", "/index"],
      ["Go to Your Profile", "/secure_redirect"],
      ["Why", "/why"],
      ["Python Entwickler", "/de/python"],
    ];
    expect(labels("Python", furniture)).toEqual([]);
    // German pages in a French e-mail: none; a page whose address names another language: not that one.
    const fr = facts(
      "Nos développeurs Python à distance : le guide pour recruter.",
      [["Python Entwickler", "/python"]],
      "de",
    );
    expect(fr.language.value).toBe("fr");
    expect(fr.brand.pages).toEqual([]);
    expect(
      pagesInLanguage(
        [
          { label: "Guide", url: "https://toptal.example/fr/guide" },
          { label: "Ratgeber", url: "https://toptal.example/de/ratgeber" },
          { label: "Blog", url: "https://de.toptal.example/blog" },
          { label: "Python", url: "https://toptal.example/python" },
        ],
        null,
        "fr",
      ).map((p) => p.label),
    ).toEqual(["Guide", "Python"]);
    // In the e-mail: the block only with fitting pages, and none of the furniture, whatever the type and seed.
    for (const type of MARKETING)
      for (let seed = 1; seed <= 4; seed++) {
        const t = await createBuiltinGenerator().generate(
          engineInput({
            ...sampleJob(type, seed, { brand: 0 }),
            websiteUrl: "https://toptal.example/",
            brand: site(nav),
            assets: fakeAssets(true),
          }),
        );
        expect(t.html, `${type} ${seed}`).not.toMatch(
          />(Toptal|Top 3%|Log in|Apply as a Freelancer|Careers|Privacy policy|Cookie settings|Sitemap)(&nbsp;|<)/,
        );
        const shown = nav.filter(([label]) => new RegExp(`>${label}(&nbsp;|<)`).test(t.html));
        expect(shown.length, `${type} ${seed}`).toBeLessThanOrEqual(3);
      }
  });

  it("shows a product's price paid now with its list price struck through, read from the brief's words", async () => {
    const { priceChange } = await import("../../../src/worker/reading/facts/prices");
    const eur = (amount: number, text: string) => ({ amount, currency: "EUR", text });
    const cases: [string, [number, number] | null][] = [
      ["Winter Blend: was €19, now €14.50", [14.5, 19]],
      ["Winter Blend €14.50 instead of €19.", [14.5, 19]],
      ["Launch price €12 (later €15).", [12, 15]],
      ["Le Mélange d'hiver : 14,50 € au lieu de 19 €.", [14.5, 19]],
      ["Winterkaffee jetzt 14,50 € statt 19 €", [14.5, 19]],
      ["Precio de lanzamiento 12 € (luego 15 €)", [12, 15]],
      // Two prices that are not a change: a price and a shipping threshold, or a "was" that is lower.
      ["Winter Blend €14.50. Free shipping over €19.", null],
      ["Now €19, was €14.50", null],
    ];
    for (const [text, want] of cases) {
      const prices = [...text.matchAll(/€\s?\d+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?€/g)].map((m) =>
        eur(Number(m[0].replace(/[€\s]/g, "").replace(",", ".")), m[0]),
      );
      const got = priceChange(text, prices);
      expect(got ? [got.now.amount, got.was.amount] : null, text).toEqual(want);
    }
    const brief =
      "Product: Winter Blend\nPrice: was €19, now €14.50\n\nOur Winter Blend is back: chocolatey and round.\n\nShop: https://northwind-coffee.com/shop/winter-blend";
    for (const [seed, photos] of [
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [1, 3],
      [2, 3],
      [3, 3],
      [4, 3],
    ]) {
      const t = await createBuiltinGenerator().generate(
        engineInput({
          ...sampleJob("product-launch", seed, { brand: 0 }),
          campaignText: brief,
          assets: fakeAssets(false, photos),
        }),
      );
      expect(t.html, `${seed} ${photos}: ${t.layout}`).toMatch(
        /€14\.50(<\/strong>)? <span style="font-weight:400;white-space:nowrap;[^"]*">was <s>€19<\/s><\/span>/,
      );
      expect(t.text).toContain("€14.50 was €19");
    }
    // One price: shown alone, nothing struck.
    const one = await createBuiltinGenerator().generate(
      engineInput({
        ...sampleJob("product-launch", 1, { brand: 0 }),
        campaignText: "Product: Winter Blend\nPrice: €14.50",
        assets: fakeAssets(),
      }),
    );
    expect(one.html).toContain("€14.50");
    expect(one.html).not.toContain("<s>");
  });
});

describe("forced-dark safety of the theme", () => {
  it("keeps a teal brand teal in dark mode, and lets a navy that would turn grey borrow a vivid colour", async () => {
    const { buildTheme } = await import("../../../src/worker/generation/theme");
    const { createRng } = await import("../../../src/worker/generation/rng");
    const { parseHex, saturation } = await import("../../../src/worker/generation/color");
    let teal = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const t = buildTheme(["#0f766e", "#f59e0b"], null, [], createRng(seed));
      if (t.brand !== "#0f766e") continue;
      teal++;
      const [r, g, b] = parseHex(t.dark.button.fill)!;
      expect(g > r && b > r, `dark button ${t.dark.button.fill} stays teal`).toBe(true);
    }
    expect(teal).toBeGreaterThan(0);
    for (let seed = 1; seed <= 12; seed++) {
      const navy = buildTheme(["#1e293b", "#fde047"], null, [], createRng(seed));
      expect(
        saturation(navy.dark.button.fill),
        `seed ${seed}: dark button ${navy.dark.button.fill} is not grey`,
      ).toBeGreaterThanOrEqual(0.25);
    }
  });
});
