import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPE_VALUES, type CampaignType } from "../../../src/shared/campaign-types";
import { planTemplate } from "../../../src/worker/generation/builtin";
import { contrast } from "../../../src/worker/generation/color";
import { MARKETING_TYPES } from "../../../src/worker/generation/copy";
import { createGenerator, generateTemplate } from "../../../src/worker/generation/index";
import { validateEmailHtml } from "../../../src/worker/generation/validate";
import { engineInput, KIT_PALETTE, sampleInput, sampleJob } from "../../fixtures/samples";
import { buildTheme, contrastPairs } from "../../../src/worker/generation/theme";
import { createRng } from "../../../src/worker/generation/rng";
import { esc } from "../../../src/shared/escape";
import { startTags } from "../../../src/worker/generation/validate";

const SEEDS = [1, 2, 3, 42, 9001];
const env = { GENERATOR: "builtin" };
const bytes = (s: string) => new TextEncoder().encode(s).length;
const styleBytes = (html: string) =>
  bytes([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join(""));
/** Keeps failure output short: the HTML is 15 KB. */
const has = (html: string, what: string | RegExp) =>
  typeof what === "string" ? html.includes(what) : what.test(html);
const buttons = (html: string) => (html.match(/<a class="bm-btn"/g) ?? []).length;

describe.each(CAMPAIGN_TYPE_VALUES)("builtin %s", (type: CampaignType) => {
  it.each(SEEDS)("seed %i passes the output contract", async (seed) => {
    const t = await generateTemplate(
      env,
      sampleInput(type, seed, { logoUrl: seed % 2 ? "https://cdn.brandmail.example/l/abc.png" : null }),
    );
    expect(validateEmailHtml(t.html)).toEqual({ ok: true, problems: [] });
    expect(t.generator).toBe("builtin");
    expect(bytes(t.html)).toBeLessThanOrEqual(80 * 1024);
    expect(styleBytes(t.html)).toBeLessThanOrEqual(16 * 1024);
    expect(t.subject.length).toBeGreaterThan(5);
    expect(t.preheader.length).toBeGreaterThan(5);
    expect(t.html).toContain(esc(t.preheader));
    expect(has(t.html, /<html lang="en"/), String(/<html lang="en"/)).toBe(true);
    expect(
      has(t.html, '<meta name="color-scheme" content="light dark">'),
      String('<meta name="color-scheme" content="light dark">'),
    ).toBe(true);
    expect(has(t.html, "v:roundrect"), String("v:roundrect")).toBe(true);
    expect(
      has(
        t.html,
        /<!--\[if mso\]>[^]*?<style>[^<]*font-family:Arial,Helvetica,sans-serif!important[^]*?<!\[endif\]-->/,
      ),
      String(
        /<!--\[if mso\]>[^]*?<style>[^<]*font-family:Arial,Helvetica,sans-serif!important[^]*?<!\[endif\]-->/,
      ),
    ).toBe(true);
    for (const table of t.html.match(/<table\b[^>]*>/g) ?? []) expect(table).toContain('role="presentation"');
    for (const img of t.html.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\salt="[^"]+"/);
    expect(t.text).toContain(t.html.match(/<a class="bm-btn" href="([^"]+)"/)?.[1]);
    expect(t.text).toContain("{{unsubscribe_url}}");
    expect(has(t.html, 'href="{{unsubscribe_url}}"'), String('href="{{unsubscribe_url}}"')).toBe(true);
    if (MARKETING_TYPES.has(type)) {
      expect(has(t.html, "Unsubscribe from these emails"), String("Unsubscribe from these emails")).toBe(
        true,
      );
      // The postal line shows the known address; the raw token is never visible.
      if (sampleInput(type, seed).facts.brand.address)
        expect(has(t.html, "Keizersgracht 12"), "address").toBe(true);
      expect(has(t.html, "{{company_address}}"), "raw address token").toBe(false);
    }
    // Font stacks never end without a generic family, so nothing falls back to Times New Roman.
    for (const m of t.html.matchAll(/font-family:([^;"]+)[;"]/g))
      expect(m[1]).toMatch(/sans-serif|serif|inherit/);
  });

  it("two seeds from the same input give visibly different templates", async () => {
    const gen = createGenerator(env);
    const results = await Promise.all(
      SEEDS.map((seed) => gen.generate(sampleInput(type, seed, { brand: 0 }))),
    );
    const signatures = new Set(
      results.map(
        (r) =>
          `${r.layout}|${r.subject}|${r.html.match(/<h1[^>]*>([^<]*)/)?.[1]}|${r.html.match(/class="bm-btn"[^>]*background-color:([^;]+);[^>]*border-radius:(\d+)px/)?.slice(1)}`,
      ),
    );
    expect(signatures.size).toBeGreaterThanOrEqual(4);
    for (let i = 1; i < results.length; i++) expect(results[i].html).not.toBe(results[i - 1].html);
  });

  it("is deterministic for one seed", async () => {
    const gen = createGenerator(env);
    const a = await gen.generate(sampleInput(type, 5));
    const b = await gen.generate(sampleInput(type, 5));
    expect(a.html).toBe(b.html);
  });

  it("escapes hostile campaign details and brand data", async () => {
    const job = sampleJob(type, 3);
    const found = (value: string) => ({ value, source: "og:site_name", confidence: 0.9 });
    const input = engineInput({
      ...job,
      campaignText: `<script>alert(1)</script> "quoted" <img src=x onerror=alert(2)>\n\nTitle: <b onmouseover=x>Evil</b>`,
      brand: {
        ...job.brand!,
        name: found(`Acme"><svg onload=alert(3)>`),
        description: found("<iframe src=javascript:alert(4)>"),
        address: found("<a href=javascript:x>1 Road</a>"),
      },
    });
    const t = await generateTemplate(env, input);
    expect(
      has(t.html, /<script|<svg|<iframe|<img src=x|<b onmouseover/i),
      String(/<script|<svg|<iframe|<img src=x|<b onmouseover/i),
    ).toBe(false);
    expect(startTags(t.html).filter((tag) => [...tag.attrs.keys()].some((k) => k.startsWith("on")))).toEqual(
      [],
    );
    // Markup in a brief is neither rendered nor printed as text (escaped markup reads as garbage to a customer).
    expect(has(t.html, /onerror|onmouseover|&lt;script|&lt;img/i), "markup printed as text").toBe(false);
    expect(validateEmailHtml(t.html).ok).toBe(true);
  });
});

describe("type-specific content", () => {
  const gen = createGenerator(env);
  const all = (type: CampaignType) => Promise.all(SEEDS.map((seed) => gen.generate(sampleInput(type, seed))));

  it("a double opt-in is transactional: one button, no social links, no sections, no marketing footer", async () => {
    for (const t of await all("confirmation-email")) {
      expect(buttons(t.html)).toBe(1);
      expect(has(t.html, 'href="{{confirmation_url}}"'), String('href="{{confirmation_url}}"')).toBe(true);
      expect(
        has(t.html, /<h2|<h3|Instagram|LinkedIn|Unsubscribe from these emails/),
        String(/<h2|<h3|Instagram|LinkedIn|Unsubscribe from these emails/),
      ).toBe(false);
      expect(
        has(t.html, /ignore this email|No action is needed/),
        String(/ignore this email|No action is needed/),
      ).toBe(true);
    }
  });

  it("a newsletter has the brief's highlights and links only to real pages", async () => {
    for (const t of await all("newsletter")) {
      // The highlights as items with their own headings (h2 under no block title, h3 under one).
      expect((t.html.match(/<h[23]/g) ?? []).length).toBeGreaterThanOrEqual(3);
      expect(has(t.html, "Winter opening hours"), "a highlight from the brief").toBe(true);
      for (const m of t.html.matchAll(/\shref="([^"]+)"/g))
        expect(m[1]).toMatch(/^(https:\/\/|\{\{[a-z_]+\}\}$)/);
      expect(has(t.html, "#story"), "#story anchor").toBe(false);
    }
  });

  it("a webinar has the date and time from the details and a register button", async () => {
    for (const t of await all("webinar")) {
      expect(has(t.html, "Thursday, 12 March 2026"), String("Thursday, 12 March 2026")).toBe(true);
      expect(has(t.html, "16:00 CET"), String("16:00 CET")).toBe(true);
      // Without a registration link in the brief or on the site the button honestly points at the website.
      expect(has(t.html, /class="bm-btn"[^>]*>[^<]*(Register|Save my seat|Visit)/), "button").toBe(true);
    }
    const noDetails = await gen.generate(sampleInput("webinar", 1, { details: false }));
    expect(has(noDetails.html, /\{\{webinar_date\}\}|>Date</), "no date row without a date").toBe(false);
  });

  it.each(["card", "band", "tiles", "split"] as const)(
    "shows the calendar links with a visible separator in the %s event style (a column row sets its font size to 0)",
    async (style) => {
      const { renderImageBlock } = await import("../../../src/worker/generation/render/images");
      const theme = buildTheme(["#0f766e", "#f59e0b"], null, [], createRng(1));
      const html = renderImageBlock(
        {
          kind: "event",
          title: "The details",
          date: { iso: "2027-01-21", text: "Thursday, 21 January 2027" },
          join: null,
          calendar: {
            google: "https://calendar.google.com/x",
            ics: "https://app.example/e.ics",
            label: "Save the date",
          },
          rows: [{ label: "Time", value: "19:00 CET" }],
          style,
        } as Parameters<typeof renderImageBlock>[0],
        { theme, align: "left", boxed: false, lang: "en" },
      )!;
      expect(html).toMatch(
        /Google Calendar<\/a><span[^>]*font-size:1\dpx[^>]*> &nbsp;·&nbsp; <\/span><a[^>]*>Apple, Outlook \(\.ics\)/,
      );
    },
  );

  it("sets a long address on a tile of its own across the row, never three tiles that push past the content's edge", async () => {
    const { renderImageBlock } = await import("../../../src/worker/generation/render/images");
    const theme = buildTheme(["#0f766e", "#f59e0b"], null, [], createRng(1));
    const render = (venue: string) =>
      renderImageBlock(
        {
          kind: "event",
          title: "The details",
          date: { iso: "2027-03-04", text: "Thursday, 4 March 2027" },
          join: null,
          calendar: null,
          rows: [
            { label: "Date", value: "Thursday, 4 March 2027" },
            { label: "Time", value: "18:30–21:30" },
            { label: "Venue", value: venue },
          ],
          style: "tiles",
        } as Parameters<typeof renderImageBlock>[0],
        { theme, align: "left", boxed: false, lang: "en" },
      )!;
    const widths = (html: string) =>
      [...html.matchAll(/class="bm-col" style="[^"]*max-width:(\d+)px/g)].map((m) => Number(m[1]));
    expect(widths(render("Factory Berlin Görlitzer Park, Lohmühlenstraße 65, 12435 Berlin"))).toEqual([
      260, 260, 536,
    ]);
    expect(widths(render("Loods 6"))).toEqual([173, 173, 173]);
  });

  it("a purchase confirmation has an order summary with totals", async () => {
    for (const t of await all("transactional-purchase")) {
      expect(
        has(t.html, /Order summary|Your order|What you ordered/),
        String(/Order summary|Your order|What you ordered/),
      ).toBe(true);
      expect(has(t.html, "{{order_total}}"), String("{{order_total}}")).toBe(true);
      expect(has(t.html, "Subtotal"), String("Subtotal")).toBe(true);
      expect(t.text).toContain("Total: {{order_total}}");
    }
  });

  it("a whitepaper auto-reply has a download button", async () => {
    for (const t of await all("whitepaper-autoreply"))
      expect(
        has(t.html, /class="bm-btn" href="\{\{download_url\}\}"[^>]*>[^<]*(Download|Get your copy)/),
        "download button",
      ).toBe(true);
  });

  it("an offline event has its venue and no agenda the brief did not give", async () => {
    for (const t of await all("offline-event")) {
      expect(
        has(t.html, "The Loft, Keizersgracht 12, Amsterdam"),
        String("The Loft, Keizersgracht 12, Amsterdam"),
      ).toBe(true);
      expect(t.html).not.toMatch(/>(Agenda|Programme|What&#39;s happening)</);
      expect(has(t.html, "calendar.google.com/calendar/render"), "add-to-calendar link").toBe(true);
    }
  });

  it("onboarding has numbered steps when the brief lists them", async () => {
    for (const t of await all("customer-onboarding")) {
      // Badges, large numerals or numbered cards: every presentation of steps shows 1, 2, 3 in order.
      expect(has(t.html, />1<\/(td|p)>[\s\S]*>2<\/(td|p)>[\s\S]*>3<\/(td|p)>/), t.layout).toBe(true);
    }
  });

  it("a product launch shows product and price, invents no features and has one call to action", async () => {
    for (const t of await all("product-launch")) {
      expect(has(t.html, "Studio Edition") && has(t.html, "€89"), "product and price").toBe(true);
      // No feature list: only the site's real pages may appear as article cards.
      expect(t.layout).not.toMatch(/features|imageText|sections/);
      expect(buttons(t.html)).toBe(1);
    }
  });

  it("falls back to the domain for the brand name when the site could not be read", async () => {
    const t = await gen.generate(
      engineInput({
        ...sampleJob("newsletter", 2),
        brand: null,
        websiteUrl: "https://www.blue-harbor-yachts.co.uk/about",
      }),
    );
    expect(has(t.html, "Blue Harbor Yachts"), String("Blue Harbor Yachts")).toBe(true);
    expect(validateEmailHtml(t.html).ok).toBe(true);
  });

  it.each(["acme-tools.com", "javascript:alert(1)", "https://user:pw@10.0.0.1/x", "", "   "])(
    "survives the website address %j",
    async (websiteUrl) => {
      const t = await generateTemplate(
        env,
        engineInput({
          ...sampleJob("product-launch", 4),
          brand: null,
          websiteUrl,
          seed: Number.NaN,
        }),
      );
      expect(validateEmailHtml(t.html).ok).toBe(true);
      expect(startTags(t.html).every((tag) => !/^javascript:/i.test(tag.attrs.get("href") ?? ""))).toBe(true);
    },
  );

  it("uses the title before its separator when there is no site name", async () => {
    const plan = planTemplate(sampleInput("newsletter", 1, { brand: 1 }));
    expect(plan.options.brandName).toBe("Brightlane");
  });
});

describe("colours", () => {
  const palettes = [
    ["#ffff00"],
    ["#ffffff", "#eeeeee"],
    ["#000000"],
    ["#7f7f7f", "#00ff00"],
    ["#ff69b4", "#87ceeb", "#ffd700"],
    KIT_PALETTE,
    ["#0000ff"],
    ["not-a-colour"],
    [],
  ];
  it.each(palettes.map((p) => [JSON.stringify(p), p] as const))(
    "every text pair passes WCAG AA for palette %s",
    (_, palette) => {
      for (let seed = 0; seed < 12; seed++) {
        const theme = buildTheme(palette, null, [], createRng(seed));
        for (const pair of contrastPairs(theme))
          expect(pair.ratio, `${pair.name} seed ${seed}`).toBeGreaterThanOrEqual(pair.min);
      }
    },
  );

  it("uses a kit of three colours whole: the first for buttons, the others for accents, highlights, links and badges", async () => {
    const [brown, orange, green] = KIT_PALETTE;
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const near = (a: string, b: string) => Math.abs(hue(a) - hue(b)) < 12;
    const roles = new Set<string>();
    for (const type of CAMPAIGN_TYPE_VALUES)
      for (let seed = 1; seed <= 6; seed++) {
        const input = { ...sampleInput(type, seed, { brand: 0 }), palette: KIT_PALETTE };
        const s = planTemplate(input).options.theme.light;
        const t = await generateTemplate(env, input);
        expect(s.button.fill, "the primary fills the button").toBe(brown);
        // The other two share accents and highlights/links/badges; the seed may swap them.
        const third = s.accent === orange ? green : orange;
        expect([orange, green]).toContain(s.accent);
        roles.add(s.accent);
        for (const c of [s.highlight, s.link, s.badge.fill])
          expect(near(c, third), `${c} from ${third}`).toBe(true);
        // In an inline style (the light scheme), as a colour, a fill or a border.
        const painted = (c: string) => new RegExp(`style="[^"]*[:\\s]${c}[;"]`).test(t.html);
        expect(painted(s.button.fill) && painted(s.accent), `${type} ${seed}`).toBe(true);
        expect([s.highlight, s.link, s.badge.fill].some(painted), `${type} ${seed}: the third colour`).toBe(
          true,
        );
        for (const pair of contrastPairs(planTemplate(input).options.theme))
          expect(pair.ratio, `${pair.name}`).toBeGreaterThanOrEqual(pair.min);
      }
    expect(roles.size, "the seed lets either colour lead the accents").toBe(2);
  });

  it("keeps the theme of one- and two-colour palettes: highlights follow the second colour, links and badges the first", () => {
    const two = buildTheme(["#0f766e", "#f59e0b"], null, [], createRng(1)).light;
    expect(two.badge).toEqual(two.button);
    expect(contrast(two.highlight, two.card)).toBeGreaterThanOrEqual(4.5);
    expect(two.highlight).not.toBe(two.link);
    const one = buildTheme(["#0f766e"], null, [], createRng(1)).light;
    expect(one.highlight).toBe(one.link);
    expect(one.badge).toEqual(one.button);
  });

  it("adjusts a failing brand colour for the button instead of using it raw", async () => {
    const t = await generateTemplate(env, { ...sampleInput("product-launch", 1), palette: ["#ffe600"] });
    const fill = t.html.match(
      /class="bm-btn" href="[^"]*" style="display:inline-block;background-color:(#[0-9a-f]{6})/,
    )?.[1];
    const color = t.html.match(/class="bm-btn" href="[^"]*" style="[^"]*;color:(#[0-9a-f]{6})/)?.[1];
    expect(contrast(fill!, color!)).toBeGreaterThanOrEqual(4.5);
  });

  it("derives dark-mode colours from the brand palette", async () => {
    const t = await generateTemplate(env, { ...sampleInput("newsletter", 1), palette: ["#0f766e"] });
    const theme = planTemplate({ ...sampleInput("newsletter", 1), palette: ["#0f766e"] }).options.theme;
    expect(
      has(t.html, `.bm-card{background-color:${theme.dark.card}!important}`),
      String(`.bm-card{background-color:${theme.dark.card}!important}`),
    ).toBe(true);
    expect(
      has(t.html, `[data-ogsb] .bm-card{background-color:${theme.dark.card}!important}`),
      String(`[data-ogsb] .bm-card{background-color:${theme.dark.card}!important}`),
    ).toBe(true);
    expect(
      has(t.html, `[data-ogsc] .bm-h{color:${theme.dark.heading}!important}`),
      String(`[data-ogsc] .bm-h{color:${theme.dark.heading}!important}`),
    ).toBe(true);
    expect(theme.dark.card).not.toBe("#1a1d23");
    expect(
      has(t.html, /prefers-color-scheme:dark\)\{[^}]*\}.*\.bm-logo\{background-color:#ffffff!important\}/s),
      String(/prefers-color-scheme:dark\)\{[^}]*\}.*\.bm-logo\{background-color:#ffffff!important\}/s),
    ).toBe(true);
  });

  it("aligns a receipt's prices with its totals, sets a greeting left, and names the site by its host in the footer", async () => {
    for (const seed of SEEDS) {
      const plan = planTemplate(
        engineInput({
          ...sampleJob("transactional-purchase", seed),
          websiteUrl: "https://northwind-coffee.com/shop/beans?x=1",
        }),
      );
      const t = await generateTemplate(env, plan.input);
      // The item row's two columns fill the box, so the price ends where the totals end.
      const inner = plan.options.boxed ? 472 : 500;
      expect(t.html).toContain(`<td width="${inner - 160}" valign="top">`);
      // "Hi Alex," is never centred, whatever the skin's alignment.
      expect(t.html).toMatch(/text-align:left;">Hi \{\{first_name\|there\}\},<\/p>/);
      expect(t.html).toContain(">Visit northwind-coffee.com</a>");
    }
  });
});
