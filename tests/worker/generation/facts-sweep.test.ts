import { describe, expect, it } from "vitest";
import { CAMPAIGN_TYPE_VALUES, type CampaignType } from "../../../src/shared/campaign-types";
import { unresolvedPlaceholders } from "../../../src/shared/merge-fields";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import type { GeneratedTemplate } from "../../../src/worker/generation/index";
import { validateEmailHtml } from "../../../src/worker/generation/validate";
import { engineInput, siteReading, type SampleJob } from "../../fixtures/samples";

const NOW = new Date("2026-11-23T09:00:00Z");

const SITE = {
  url: "https://kleurwerk.nl/",
  name: "Kleurwerk",
  title: "Kleurwerk - Verf met karakter",
  description: "Paint made in Rotterdam from natural pigments",
  colors: ["#b45309"],
  socials: [{ network: "instagram", url: "https://instagram.com/kleurwerk" }],
  pages: [
    { title: "Shop", url: "https://kleurwerk.nl/shop" },
    { title: "Journal", url: "https://kleurwerk.nl/journal" },
    { title: "Colour advice", url: "https://kleurwerk.nl/advies" },
  ],
};
const BRAND = siteReading(SITE);

/** Five briefs of our own: English, German, French, Spanish, and none at all. */
const BRIEFS: { lang: string; text: string }[] = [
  {
    lang: "en",
    text: 'Webinar "Choosing colours for small rooms" on Thursday, 11 March 2027 at 3pm ET with Dr. Jane Roe, Head of Colour. Join: https://zoom.us/j/99887766\nCall to action: Reserve your seat\nPlease keep it short and friendly.',
  },
  {
    lang: "de",
    text: "Wir laden Sie herzlich zu unserem Tag der offenen Tür am Samstag, 17. April 2027 um 10:00 Uhr ein, im Kraanspoor, Amsterdam. Mit Anna Schmidt, Leiterin Farbdesign.\nProdukt: Aurora Matt\nPreis: 49,90 €\nBitte nicht zu werblich schreiben.",
  },
  {
    lang: "fr",
    text: "Lancement de notre nouvelle peinture Aurora le 12.03.2027.\nProduit : Aurora Matt\nPrix : 39 €\nCode promo AURORA15 pour 15 % de réduction jusqu'au 31 mars 2027.\nBouton : Découvrir Aurora",
  },
  {
    lang: "es",
    text: "Únase a nuestro taller presencial el 20 de mayo de 2027 a las 18:30 en el Teatro Real, Madrid, con Ana García, directora de diseño.\n- Mezclar colores naturales\n- Preparar paredes antiguas\nInscripción: https://kleurwerk.nl/taller",
  },
  { lang: "en", text: "" },
];

const INVENTED = [
  /happy reader|early customer|customer spotlight|testimonial|changed how our team works/i,
  /\b\d+\s*(?:minutes|minutos|Minuten|minuti|minuten)\b/i,
  /Faster than ever|Designed for teams|Secure by default|Practical strategies|Live demo|Open Q&A|Key findings|Invite your team|Connect your tools/i,
  /Welcome coffee|Keynote|Panel discussion|Networking/i,
  /\b\d{1,3}\s?%|\b\d+(?:[.,]\d+)?\s?€|€\s?\d/,
];

function visible(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/i, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<img\b[^>]*alt="([^"]*)"[^>]*>/gi, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#847;|&zwnj;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
}

async function sweep() {
  const gen = createBuiltinGenerator();
  const out: { type: CampaignType; seed: number; brief: number; t: GeneratedTemplate }[] = [];
  for (const type of CAMPAIGN_TYPE_VALUES)
    for (let seed = 1; seed <= 10; seed++)
      for (let b = 0; b < BRIEFS.length; b++) {
        const input = engineInput({
          campaignType: type,
          palette: ["#b45309", "#1e293b"],
          websiteUrl: BRAND.url,
          campaignText: BRIEFS[b].text,
          brand: BRAND,
          seed,
          now: NOW,
        });
        out.push({ type, seed, brief: b, t: await gen.generate(input) });
      }
  return out;
}

describe("400 e-mails: 8 types x 10 seeds x 5 briefs", () => {
  it("carry no invented testimonial, no anchor without target, no visible placeholder, and the brief's language", async () => {
    const all = await sweep();
    expect(all).toHaveLength(400);
    const allowed = new Set([
      BRAND.url,
      ...SITE.pages.map((p) => p.url),
      ...SITE.socials.map((s) => s.url),
      "https://zoom.us/j/99887766",
      "https://kleurwerk.nl/taller",
    ]);
    const figures = {
      invented: 0,
      anchors: 0,
      placeholders: 0,
      contract: 0,
      wrongLang: 0,
      foreignStrings: 0,
    };
    const problems: string[] = [];
    for (const { type, seed, brief, t } of all) {
      const where = `${type}/${seed}/brief${brief}`;
      const text = visible(t.html);
      const briefText = BRIEFS[brief].text;
      // Anything a brief did not say must not be in the copy; prices and percentages only where a brief gave them.
      for (const re of INVENTED) {
        const hit = text.match(re)?.[0];
        if (
          hit &&
          !briefText.includes(hit.replace(/\s/g, " ").trim()) &&
          !(re.source.includes("€") && /€/.test(briefText))
        ) {
          figures.invented++;
          problems.push(`${where}: invented "${hit}"`);
        }
      }
      if (
        /<p class="bm-t"[^>]*font-style:italic/.test(t.html) &&
        !/["“„«][^"]{8,}["”“»]\s*[–—-]/.test(briefText)
      ) {
        figures.invented++;
        problems.push(`${where}: a quote the brief did not give`);
      }
      for (const h of hrefs(t.html)) {
        const ok =
          /^\{\{[a-z_]+\}\}$/.test(h) ||
          allowed.has(h) ||
          h.startsWith("https://calendar.google.com/calendar/render?");
        if (h.startsWith("#") || h.includes("#story") || !ok) {
          figures.anchors++;
          problems.push(`${where}: link to ${h}`);
        }
      }
      const ph = [
        ...unresolvedPlaceholders(text),
        ...unresolvedPlaceholders(t.text),
        ...unresolvedPlaceholders(t.subject + " " + t.preheader),
      ];
      if (ph.length) {
        figures.placeholders++;
        problems.push(`${where}: placeholders ${ph.join(", ")}`);
      }
      if (!validateEmailHtml(t.html).ok) figures.contract++;
      const lang = BRIEFS[brief].lang;
      if (!t.html.includes(`<html lang="${lang}"`)) {
        figures.wrongLang++;
        problems.push(`${where}: not lang=${lang}`);
      }
      if (
        lang === "de" &&
        /Unsubscribe|Manage email|Visit |The details|Best regards|Warm regards|Thank you|See you soon|You are receiving|Save the date|Order summary/.test(
          text + t.text,
        )
      ) {
        figures.foreignStrings++;
        problems.push(`${where}: English fixed string in a German e-mail`);
      }
    }
    console.log("sweep figures", JSON.stringify(figures));
    expect(problems.slice(0, 20)).toEqual([]);
    expect(figures).toEqual({
      invented: 0,
      anchors: 0,
      placeholders: 0,
      contract: 0,
      wrongLang: 0,
      foreignStrings: 0,
    });
  });
});

describe("facts reach the reader", () => {
  const gen = createBuiltinGenerator();
  const write = (job: SampleJob) => gen.generate(engineInput(job));
  const base = { palette: ["#0f766e"], websiteUrl: BRAND.url, brand: BRAND, now: NOW };

  it.each([1, 2, 3, 4, 5])(
    "a webinar shows date, time with zone, speaker, join link and an add-to-calendar link (seed %i)",
    async (seed) => {
      const t = await write({
        ...base,
        campaignType: "webinar",
        seed,
        campaignText:
          "Live session on colour psychology, Thursday 11 March 2027, 15:00 CET, with Dr. Jane Roe, CTO. Join link: https://zoom.us/j/123",
      });
      const text = visible(t.html);
      expect(text).toContain("Thursday, 11 March 2027");
      expect(text).toContain("15:00 CET");
      // The speaker's block shows the name and the role, each in its own line.
      expect(text).toMatch(/Dr\. Jane Roe,? CTO/);
      expect(t.html).toContain('href="https://zoom.us/j/123"');
      const cal = hrefs(t.html).find((h) => h.startsWith("https://calendar.google.com/calendar/render?"));
      expect(cal).toBeDefined();
      const params = new URL(cal!).searchParams;
      expect(params.get("dates")).toBe("20270311T150000/20270311T150000");
      expect(params.get("ctz")).toBe("Europe/Berlin");
    },
  );

  it.each([1, 2, 3])("an event shows its venue (seed %i)", async (seed) => {
    const t = await write({
      ...base,
      campaignType: "offline-event",
      seed,
      campaignText: "Spring open day at the Kraanspoor, Amsterdam on 17 April 2027 from 10:00 to 16:00.",
    });
    expect(visible(t.html)).toContain("Kraanspoor, Amsterdam");
    expect(t.text).toContain("Kraanspoor, Amsterdam");
  });

  it.each([1, 2, 3, 4])(
    "a product launch shows product and price and invents no feature list (seed %i)",
    async (seed) => {
      const t = await write({
        ...base,
        campaignType: "product-launch",
        seed,
        campaignText: "We launch Aurora Matt, a chalky wall paint.\nProduct: Aurora Matt\nPrice: €49.90",
      });
      const text = visible(t.html);
      expect(text).toContain("Aurora Matt");
      expect(text).toContain("€49.90");
      // No feature list: only the site's real pages may appear as article cards.
      expect(t.layout).not.toMatch(/features|imageText|sections/);
      for (const re of INVENTED.slice(0, 4)) expect(text).not.toMatch(re);
    },
  );

  it("a German brief gives a German e-mail throughout", async () => {
    const t = await write({
      ...base,
      campaignType: "webinar",
      seed: 7,
      campaignText: "Wir laden Sie herzlich zu unserem Webinar am 12.03.2027 um 15 Uhr ein.",
    });
    expect(t.html).toMatch(/<html lang="de"/);
    expect(t.html).toContain("Von diesen E-Mails abmelden");
    expect(visible(t.html)).toContain("Freitag, 12. März 2027");
    expect(t.text).toContain("Von diesen E-Mails abmelden");
  });

  it("the footer prints the profile address when the site has none, and no address line at all without one", async () => {
    const withAddress = await write({
      ...base,
      campaignType: "newsletter",
      seed: 1,
      campaignText: "",
      companyAddress: "Wijnhaven 3, 3011 WG Rotterdam",
    });
    expect(withAddress.html).toContain("Kleurwerk · Wijnhaven 3, 3011 WG Rotterdam");
    expect(withAddress.text).toContain("Wijnhaven 3, 3011 WG Rotterdam");
    const without = await write({ ...base, campaignType: "newsletter", seed: 1, campaignText: "" });
    expect(without.html).not.toContain("{{company_address}}");
    expect(without.text).not.toContain("{{company_address}}");
  });

  it("a requested call to action is the button label and is not printed as an instruction", async () => {
    const t = await write({
      ...base,
      campaignType: "offline-event",
      seed: 2,
      campaignText:
        "Open studio on 17 April 2027 at 14:00.\nCall to action: Reserve your seat\nPlease keep it short.",
    });
    expect(t.html).toMatch(/class="bm-btn"[^>]*>Reserve your seat</);
    expect(visible(t.html)).not.toMatch(/Call to action|keep it short/);
  });
});
