import { describe, expect, it } from "vitest";
import type { TemplateAssets } from "../../../src/worker/generation/assets";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import { MARKETING_TYPES } from "../../../src/worker/generation/copy";
import { buildFacts } from "../../../src/worker/generation/facts";
import { googleCalendarUrl, icsFile } from "../../../src/worker/generation/plan/calendar";
import { calendarEvent } from "../../../src/worker/generation/plan/planner";
import { sampleInput } from "../../../src/worker/generation/samples";
import { imageUrls, validateEmailHtml } from "../../../src/worker/generation/validate";
import { ALL_TYPES } from "../../../src/worker/generation/samples";
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
    hero: photos ? { image: ref("hero.jpg", 600, 300, "Our roastery"), fill: "#0f766e", text: "#ffffff" } : null,
    photos: Array.from({ length: photos }, (_, i) => ({ ...ref(`photo-${i + 1}.jpg`, 520, 347, `Photo ${i + 1}`), kind: "upload" as const })),
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
          const t = await createBuiltinGenerator().generate({
            ...sampleInput(type, seed, { brand: 0 }),
            assets: fakeAssets(true, photos),
          });
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
        const t = await createBuiltinGenerator().generate({
          ...sampleInput(type, seed, { details: false }),
          assets: fakeAssets(),
        });
        expect(t.layout.split("/")[2]).not.toMatch(/(^|\+)(event|speakers|offer|quote|products)(\+|$)/);
      }
    }
  });

  it("builds speakers, an offer and an event card with calendar links only from the brief", async () => {
    const input = {
      ...sampleInput("webinar", 4, { brand: 0 }),
      campaignText:
        "Title: Roasting at home\nDate: 12 March 2027\nTime: 16:00 CET\nSpeakers: Ada Lovelace (Head roaster), Alan Turing\n\nUse code ROAST20 for 20% off beans.",
      assets: fakeAssets(true),
    };
    const t = await createBuiltinGenerator().generate(input);
    expect(t.html).toContain("Ada Lovelace");
    expect(t.html).toContain("Head roaster");
    expect(t.html).toContain(">AL<");
    expect(t.html).toContain("ROAST20");
    expect(t.html).toContain("https://calendar.google.com/calendar/render?action=TEMPLATE");
    // Local time with its zone, as the brief wrote it; no end time is invented.
    expect(t.html).toContain("ctz=Europe%2FBerlin&amp;dates=20270312T160000%2F20270312T160000");
    expect(t.html).toContain(`${BASE}event.ics`);
    expect(t.html).toMatch(/>MAR</);
  });

  it("keeps transactional types on their fixed core without a hero", async () => {
    for (const type of ["confirmation-email", "transactional-purchase"] as const) {
      const t = await createBuiltinGenerator().generate({ ...sampleInput(type, 2), assets: fakeAssets() });
      expect(t.layout.split("/")[2]).toMatch(/^hero:none/);
      expect(validateEmailHtml(t.html).problems).toEqual([]);
    }
  });

  it("sizes every image and shows the headline at 36 px on desktop", async () => {
    const t = await createBuiltinGenerator().generate({
      ...sampleInput("product-launch", 3),
      assets: fakeAssets(),
    });
    for (const img of t.html.match(/<img\b[^>]*>/g) ?? [])
      expect(img).toMatch(/width="\d+" height="\d+" alt="/);
    expect(t.html).toMatch(/<h1 [^>]*font-size:36px/);
  });
});

describe("calendar", () => {
  const facts = buildFacts({
    ...sampleInput("offline-event", 1),
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
    ...sampleInput("webinar", 1, { brand: 0 }).brand!,
    pages: [
      { title: "Developers", url: "https://northwind-coffee.com/developers" },
      { title: "Top 3%", url: "https://northwind-coffee.com/top" },
      { title: "Why", url: "https://northwind-coffee.com/why" },
    ],
  };
  const gen = (type: (typeof MARKETING)[number], seed: number, patch: Record<string, unknown> = {}, photos = 0) =>
    createBuiltinGenerator().generate({ ...sampleInput(type, seed, { brand: 0 }), brand: nav, assets: fakeAssets(true, photos), ...patch });

  it("shows the site's pages as linked titles once, never numbered or featured, after the event card", async () => {
    for (const type of MARKETING)
      for (let seed = 1; seed <= 8; seed++) {
        const t = await gen(type, seed);
        const seq = t.layout.split("/")[2];
        expect(seq, `${type} ${seed}`).not.toMatch(/pages-(digest|featured|list)/);
        // "Developers" appears once as the page's link, not as a heading and again as its link.
        expect(t.html.match(/>Developers(&nbsp;|<)/g)?.length ?? 0, `${type} ${seed}`).toBeLessThanOrEqual(1);
        const blocks = seq.split("+");
        const ev = blocks.findIndex((b) => b.startsWith("event"));
        const pages = blocks.findIndex((b) => b.startsWith("pages") || b === "articles");
        if (ev >= 0 && pages >= 0) expect(ev, `${type} ${seed}: ${seq}`).toBeLessThan(pages);
      }
  });

  it("sets points without text as a checklist, never one point large above the others", async () => {
    const brief = "Product: Teams\nPrice: €4\n\n- Admin dashboard\n- Alerts after three days\n- Restore any file";
    for (let seed = 1; seed <= 8; seed++) {
      const t = await gen("product-launch", seed, { campaignText: brief });
      expect(t.layout, `${seed}`).not.toMatch(/sections-featured/);
      // Three cards in two columns: the last spans the row instead of leaving a hole.
      if (/sections-cards/.test(t.layout)) expect(t.html).toContain("max-width:520px;vertical-align:top;");
    }
  });

  it("keeps an odd number of steps in one column, in order", async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const t = await gen("customer-onboarding", seed, { campaignText: "Your first steps:\n- Install\n- Choose folders\n- Run a backup" });
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
