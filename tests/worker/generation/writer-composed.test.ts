import { describe, expect, it } from "vitest";
import type { CampaignType } from "../../../src/shared/campaign-types";
import type { Facts, Lang } from "../../../src/shared/facts";
import { createBuiltinGenerator, planTemplate } from "../../../src/worker/generation/builtin";
import { noteForm } from "../../../src/worker/generation/copy/story";
import { curlyQuotes } from "../../../src/worker/generation/copy/typography";
import type { GenerationInput } from "../../../src/worker/generation/types";
import { buildFacts } from "../../../src/worker/reading";

const NOW = new Date("2026-11-25T09:00:00Z");
const gen = createBuiltinGenerator();

function factsOf(type: CampaignType, brief: string, lang: Lang = "de"): Facts {
  const facts = buildFacts({
    campaignType: type,
    campaignText: brief,
    websiteUrl: "https://lumen.example/",
    brand: null,
    now: NOW,
  });
  return { ...facts, language: { value: lang, source: "brief" } };
}

const inputOf = (type: CampaignType, facts: Facts, seed = 1): GenerationInput => ({
  campaignType: type,
  palette: ["#1d4ed8"],
  facts,
  logoUrl: null,
  seed,
  now: NOW,
});

const contentOf = (type: CampaignType, facts: Facts | string, seed = 1, lang: Lang = "de") =>
  planTemplate(inputOf(type, typeof facts === "string" ? factsOf(type, facts, lang) : facts, seed)).content;

/** Every paragraph of prose: the intro and the text blocks. */
const prose = (c: ReturnType<typeof contentOf>) => [
  ...c.intro,
  ...c.blocks.flatMap((b) => (b.kind === "text" ? b.paragraphs : [])),
];
const headings = (c: ReturnType<typeof contentOf>) =>
  c.blocks.flatMap((b) => (b.kind === "sections" ? b.items.map((i) => i.heading) : []));
const rows = (c: ReturnType<typeof contentOf>) =>
  c.blocks.flatMap((b) =>
    b.kind === "details" || b.kind === "event" ? (b.rows ?? []).map((r) => `${r.label}: ${r.value}`) : [],
  );

describe("a line written in note form is shown as facts or points, never as a paragraph", () => {
  it("tells short comma-separated facts from a sentence with two clauses", () => {
    expect(noteForm("Teilnahme kostenlos, Anmeldung bis 18.01.2027")).toEqual([
      "Teilnahme kostenlos",
      "Anmeldung bis 18.01.2027",
    ]);
    expect(noteForm("Gratis, plazas limitadas a 300.")).toHaveLength(2);
    expect(
      noteForm("Die Stickdatei bleibt gespeichert, Nachbestellungen gehen also ganz schnell."),
    ).toBeNull();
    expect(noteForm("We shipped 3 features, and we fixed 12 bugs.")).toBeNull();
  });

  it("drops the part a fact block already says and lists the rest in an event", () => {
    const c = contentOf(
      "webinar",
      "Titel: Online-Infoabend Schnuppertag\nWann: Mittwoch, 20. Januar 2027, 19:00–20:15 Uhr (MEZ), per Zoom\nThemen:\n- Ablauf eines Schnuppertags\n- Versicherung und Haftung\nTeilnahme kostenlos, Anmeldung bis 18.01.2027",
    );
    expect(prose(c).join(" ")).not.toMatch(/Teilnahme kostenlos|18\.01\.2027/);
    expect(headings(c)).toContain("Teilnahme kostenlos");
    expect(headings(c).join(" ")).not.toMatch(/Anmeldung bis/);
    expect(rows(c).join(" ")).toMatch(/18\. Januar 2027/);
  });

  it("keeps a part whose number no fact block shows (a second day)", () => {
    const c = contentOf(
      "offline-event",
      "Kunsthandwerkermarkt im Pfandhaus am Samstag, 12. Dezember 2026, 11–18 Uhr, Kartäuserwall 20, 50678 Köln.\nSa 12.12. und So 13.12.2026, jeweils 11–18 Uhr, Eintritt frei.",
    );
    const all = [...headings(c), ...prose(c)].join(" ");
    expect(all).toMatch(/13\.12\.2026/);
    expect(all).toMatch(/Eintritt frei/);
    expect(all).not.toMatch(/jeweils 11–18 Uhr/i);
  });

  it("shows an event's labelled line as a row of its details, and a byline as its speaker", () => {
    const c = contentOf(
      "webinar",
      "Webinar „Stickdateien richtig nutzen“ am Mittwoch, 13. Januar 2027, 19:30 Uhr.\nMit: Petra Ruland, Inhaberin von Uniqz\nMein Stand: Nr. 14 (im Saal hinten links)",
    );
    expect(prose(c).join(" ")).not.toMatch(/Mit:|Mein Stand/);
    const r = rows(c).join("\n");
    expect(r).toMatch(/Petra Ruland/);
    expect(r).toMatch(/Mein Stand: Nr\. 14/);
    expect(r).not.toMatch(/^Mit:/m);
  });
});

describe("a name slot only ever receives a name", () => {
  it("names a launch whose title is a sentence by its subject, with the brand where the brief writes it so", () => {
    const facts = factsOf(
      "product-launch",
      'El martes 8 de diciembre lanzamos Lumen Crawl.\n- webhook cuando termina el job\nTitular tipo "Crawl ya está aquí".',
      "es",
    );
    const withTitle: Facts = {
      ...facts,
      brand: { ...facts.brand, name: { ...facts.brand.name, value: "Lumen" } },
      campaign: { ...facts.campaign, title: "Crawl ya está aquí", products: [] },
    };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const c = contentOf("product-launch", withTitle, seed);
      for (const line of [c.subject, c.headline]) {
        expect(line).not.toMatch(/está aquí/);
        expect(line).toMatch(/Lumen Crawl/);
      }
    }
  });

  it("leads an unnamed launch with its product and its date, never the date alone", () => {
    const facts = factsOf(
      "product-launch",
      "NEU!! Babydecke aus Bio-Baumwolle mit Namen gestickt. 75x100 cm, GOTS zertifiziert, 6 Farben. 59 €. Ab 1. Dezember 2026 im Shop.",
    );
    const c = contentOf("product-launch", facts);
    for (const line of [c.subject, c.headline]) {
      expect(line).toMatch(/Babydecke aus Bio-Baumwolle/);
      expect(line).toMatch(/1\. Dezember/);
    }
    // The opening words introduce the product: no stock line names it first.
    expect(c.intro[0]).toMatch(/^Babydecke/);
  });
});

describe("stock filler gives way to copy built from the brief", () => {
  it("promises an edition's stories in its preheader and opening", () => {
    const c = contentOf(
      "newsletter",
      "Newsletter Dezember\n- Neu im Shop: Christbaumanhänger aus Filz mit Namen\n- Bestseller: Die Katzendecke mit Namen\n- Blick in die Werkstatt: Namenskissen für Babys",
    );
    expect(c.preheader).toMatch(/Neu im Shop.*Bestseller/);
    expect(c.intro.join(" ")).toMatch(
      /In dieser Ausgabe: Neu im Shop, Bestseller und Blick in die Werkstatt\./,
    );
    expect(c.intro.join(" ")).not.toMatch(/Wichtigsten|alles Weitere/);
  });

  it("never tells an event's readers that here is everything they need to know", () => {
    const facts = factsOf(
      "webinar",
      "Webinar: Link previews in 15 minutes. Thursday 14 January 2027, 17:00 CET.",
      "en",
    );
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const c = contentOf("webinar", facts, seed);
      expect(c.intro.join(" ")).not.toMatch(/everything you need to know/i);
    }
  });

  it("files no line that only labels the brief ('Winter-Newsletter 2026 / Jahresrückblick')", () => {
    const c = contentOf(
      "newsletter",
      "Winter-Newsletter 2026 / Jahresrückblick\n- 612 Holzpferde an Kindergärten übergeben\n- 48 Schnuppertage auf Höfen",
    );
    expect(prose(c).join(" ")).not.toMatch(/Jahresrückblick/);
  });
});

describe("the greeting is in the e-mail's register", () => {
  it("greets the one person a receipt names with a title, in the formal address", () => {
    const facts = factsOf(
      "transactional-purchase",
      "Patenschaft Nr. HP-2026-0931\nPate: Autohaus Brinkmann GmbH, Ansprechpartner Herr Jens Brinkmann\n2x Holzpferd à 290,00 € = 580,00 €\nGesamt: 580,00 €\nBitte Sie-Form.",
    );
    const formal: Facts = { ...facts, campaign: { ...facts.campaign, address: "formal" } };
    const c = contentOf("transactional-purchase", formal);
    expect(c.intro[0]).toBe("Sehr geehrter Herr Brinkmann,");
  });

  it("never opens a formal German e-mail with 'Sehr geehrte Damen und Herren'", () => {
    const facts = factsOf(
      "customer-onboarding",
      "Willkommen bei Uniqz! Schritt 1: Logo schicken. Schritt 2: Freigabe.",
      "de",
    );
    const formal: Facts = {
      ...facts,
      campaign: { ...facts.campaign, register: "formal", address: "formal" },
    };
    const c = contentOf("customer-onboarding", formal);
    expect(c.intro.join(" ")).not.toMatch(/Damen und Herren/);
    expect(c.intro[0]).toBe("Guten Tag,");
  });
});

describe("the site's other pages never stand between a brief's story and its button", () => {
  it("adds no site pages to an e-mail whose brief brings its own points", async () => {
    const facts = factsOf(
      "webinar",
      "Webinar: Stickdateien richtig nutzen. Mittwoch, 13. Januar 2027, 19:30 Uhr.\nProgramm:\n- Welches Format für welche Maschine\n- Das richtige Stickvlies\n- Fragerunde",
    );
    const withPages: Facts = {
      ...facts,
      brand: {
        ...facts.brand,
        pages: [
          { label: "Kinderkissen mit Namen", url: "https://lumen.example/kinder/namenskissen/" },
          { label: "Stickvlies und Zubehör", url: "https://lumen.example/stickvlies/" },
        ],
      },
    };
    const t = await gen.generate(inputOf("webinar", withPages));
    expect(t.html).not.toContain("lumen.example/kinder/namenskissen/");
    expect(t.html).not.toContain("lumen.example/stickvlies/");
  });
});

describe("a headline is never hyphenated inside a word that fits a phone's line", () => {
  it("puts no soft hyphen into a headline word of up to twelve letters", async () => {
    const facts = factsOf(
      "newsletter",
      "Newsletter: Weihnachten für Reitvereine und Partnership\n- A\n- B",
      "de",
    );
    const t = await gen.generate(inputOf("newsletter", facts));
    const h1 = t.html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? "";
    for (const word of h1.replace(/<[^>]+>/g, "").split(/\s+/))
      if (word.replace(/\u00AD/g, "").length <= 12) expect(word).not.toContain("\u00AD");
  });
});

describe("a receipt for support is thanked, never called an order", () => {
  const brief =
    "Bestätigung für eine Holzpferd-Patenschaft (Firma). Beispiel:\n\nPate: Autohaus Brinkmann GmbH, Ansprechpartner Herr Jens Brinkmann\nPatenschaft-Nr.: HP-2026-0931, Datum 28.11.2026\n\n2x Holzpferd à 290,00 € = 580,00 €\n2x Lernkoffer à 60,00 € = 120,00 €\nSumme: 700,00 €\n\nDa wir gemeinnützig sind: keine MwSt.\nDie Zuwendungsbestätigung kommt im Februar 2027.";

  it("uses the support frame: no order, no order page, the site's address as its button", () => {
    const c = contentOf("transactional-purchase", brief);
    const all = JSON.stringify(c);
    expect(all).not.toMatch(/Bestellung|Bestell|Einkauf|order_url/);
    expect(c.headline).toMatch(/Unterstützung/);
    expect(c.cta.url).toBe("https://lumen.example/");
  });

  it("shows each line's unit price and keeps a clause before a colon a sentence", () => {
    const c = contentOf("transactional-purchase", brief);
    const order = c.blocks.find((b) => b.kind === "order");
    expect(
      order && order.kind === "order" ? order.items.map((i) => i.name.replace(/\u00A0/g, " ")) : [],
    ).toEqual(["Holzpferd (à 290,00 €)", "Lernkoffer (à 60,00 €)"]);
    expect(rows(c).join(" ")).not.toMatch(/gemeinnützig/);
    expect(prose(c).join(" ")).toMatch(/Da wir gemeinnützig sind, keine MwSt\./);
  });

  it("keeps a shop's receipt an order", () => {
    const c = contentOf(
      "transactional-purchase",
      "Bestellbestätigung. Bestellnummer: UQ-1 vom 28.11.2026\n1x Katzendecke .... 72,00 € (36,00 + 36,00 Größenaufpreis)\nGesamt 72,00 €",
    );
    expect(c.headline).toMatch(/Bestellung/);
    const order = c.blocks.find((b) => b.kind === "order");
    expect(order && order.kind === "order" ? order.items[0].name : "").toBe(
      "Katzendecke (36,00 + 36,00 Größenaufpreis)",
    );
  });
});

describe("an offer, a promise and a signature are each said once, in their place", () => {
  it("takes the sentence that gives an event's code into its offer block, in the brief's words", () => {
    const c = contentOf(
      "webinar",
      "Webinar „Stickdateien richtig nutzen“ am Mittwoch, 13. Januar 2027, 19:30–20:30 Uhr.\nAlle Teilnehmer bekommen 20 % auf Stickdateien im Shop, Code STICKLIVE20, gültig bis 31.01.2027.",
    );
    expect(prose(c).join(" ")).not.toMatch(/STICKLIVE20/);
    const offer = JSON.stringify(c.blocks.filter((b) => b.kind === "offer" || b.kind === "details"));
    expect(offer).toMatch(/Alle Teilnehmer bekommen 20\s%\sauf Stickdateien im Shop/);
  });

  it("shows a length only for an event whose time has no end", () => {
    const facts = factsOf(
      "offline-event",
      "Markt am Samstag, 12. Dezember 2026, 11:00–18:00 Uhr, Kartäuserwall 20, 50678 Köln.",
    );
    const c = contentOf("offline-event", { ...facts, campaign: { ...facts.campaign, durationMinutes: 10 } });
    expect(rows(c).join(" ")).not.toMatch(/10 Minuten/);
  });

  it("shows a confirmation's thank-you offer and drops a promise its ignore line already says", () => {
    const facts = factsOf(
      "confirmation-email",
      "Anmeldebestätigung für den Newsletter.\n- wer sich nicht angemeldet hat, einfach ignorieren",
    );
    const withOffer: Facts = {
      ...facts,
      campaign: {
        ...facts.campaign,
        offer: { code: null, discount: "10%", deadline: null, condition: null },
      },
    };
    const c = contentOf("confirmation-email", withOffer);
    expect(headings(c).join(" ")).not.toMatch(/ignorieren/);
    expect(JSON.stringify(c.blocks)).toMatch(/10%/);
  });

  it("reads 'unterschrieben von mir: Petra Ruland' as a signature, never as a closing ask", () => {
    const facts = factsOf("confirmation-email", "Anmeldebestätigung für den Newsletter.");
    const signed: Facts = {
      ...facts,
      campaign: {
        ...facts.campaign,
        instructions: [
          {
            kind: "closing",
            quote: "- Sie-Form, herzlich, unterschrieben von mir: Petra Ruland, Uniqz Köln",
            value: "Mir: Petra Ruland",
          },
        ],
      },
    };
    const c = contentOf("confirmation-email", signed);
    expect(c.blocks.some((b) => b.kind === "appeal")).toBe(false);
    expect(c.closing.join("\n")).toMatch(/Petra Ruland/);
  });
});

describe("quotation marks are the language's", () => {
  it("sets typewriter quotes as each language does, and leaves apostrophes alone", () => {
    expect(curlyQuotes('Infoabend "Schnuppertag – so geht\'s"', "de")).toBe(
      "Infoabend „Schnuppertag – so geht's“",
    );
    expect(curlyQuotes('Webinar "Crawl"', "es")).toBe("Webinar «Crawl»");
    expect(curlyQuotes("Bilderbuch 'Paula und das Pony', Holzpuzzle", "de")).toBe(
      "Bilderbuch ‚Paula und das Pony‘, Holzpuzzle",
    );
    expect(curlyQuotes("don't stop", "en")).toBe("don't stop");
  });
});

describe("what the reader hands over as content, the e-mail shows", () => {
  /** Facts whose reader kept some content sentences out of its story: the writer's contract, set by hand. */
  function withContent(facts: Facts, lines: string[]): Facts {
    const sentences = lines.map((text, i) => ({
      text,
      start: i * 100,
      end: i * 100 + text.length,
      role: "content" as const,
      cue: null,
    }));
    const emails = lines.flatMap((l) => l.match(/[\w.+-]+@[\w-]+\.[a-z]{2,}/g) ?? []);
    return {
      ...facts,
      campaign: {
        ...facts.campaign,
        emails: [...facts.campaign.emails, ...emails],
        sentences: [...(facts.campaign.sentences ?? []), ...sentences],
      },
    };
  }

  it("shows a programme's lines, a list item and a remark the story left out, each in its place", () => {
    const facts = factsOf(
      "offline-event",
      "Tag der offenen Stalltür am Samstag, 6. März 2027, 10–16 Uhr, Ponyhof Lindenhof, Lindenweg 7, 48231 Warendorf.\n10:00 Begrüßung\n10:30 Übergabe der Holzpferde",
    );
    const c = contentOf(
      "offline-event",
      withContent(facts, [
        "14:00 Vorführung der Voltigiergruppe",
        "ganztags Kaffee & Kuchen zugunsten des Vereins",
        "- Ponyreiten für Kinder",
        "Eintritt frei.",
        "Kita-Gruppen bitte bis 20.02.2027 anmelden unter termine@lumen.example",
      ]),
    );
    const agenda = c.blocks.flatMap((b) => (b.kind === "agenda" ? b.items.map((i) => i.title) : []));
    expect(agenda).toEqual(
      expect.arrayContaining(["Vorführung der Voltigiergruppe", "Kaffee & Kuchen zugunsten des Vereins"]),
    );
    const all = [...prose(c), ...headings(c)].join(" ");
    expect(all).toMatch(/Ponyreiten für Kinder/);
    expect(all).toMatch(/Eintritt frei/);
    // Registering by e-mail is the button's action when the brief gives no link.
    expect(c.cta.url).toBe("mailto:termine@lumen.example");
  });

  it("never repeats a line the reader already placed (the programme, the list's lead)", () => {
    const facts = factsOf(
      "webinar",
      "Webinar „Stickdateien“ am Mittwoch, 13. Januar 2027, 19:30 Uhr.\nProgramm:\n- Welches Format für welche Maschine\n- Fragerunde",
    );
    const c = contentOf("webinar", withContent(facts, ["- Fragerunde", "Programm:"]));
    const said = [
      ...prose(c),
      ...headings(c),
      ...c.blocks.flatMap((b) =>
        b.kind === "steps" || b.kind === "agenda" ? b.items.map((i) => ("title" in i ? i.title : "")) : [],
      ),
    ];
    expect(said.filter((x) => /Fragerunde/.test(x))).toHaveLength(1);
    expect(prose(c).join(" ")).not.toMatch(/Programm:/);
  });
});

describe("the brief's opening shout and the site's words", () => {
  it("makes a short exclamation that opens the brief the eyebrow, never the first paragraph", () => {
    const c = contentOf(
      "webinar",
      'Webinar en español!!\n\nTítulo: "Previsualizaciones de enlaces"\nCuándo: jueves 14 de enero de 2027, 17:00 CET',
      1,
      "es",
    );
    expect(c.eyebrow).toBe("Webinar en español");
    expect(prose(c).join(" ")).not.toMatch(/Webinar en español/);
  });

  it("leaves out the site's tagline when the site speaks another language than the e-mail", () => {
    const facts = factsOf(
      "webinar",
      "Webinar: Previsualizaciones. Jueves 14 de enero de 2027, 17:00 CET.",
      "es",
    );
    const english: Facts = {
      ...facts,
      brand: {
        ...facts.brand,
        language: "en",
        tagline: { value: "Turns any website into data", source: "site" },
      },
    };
    for (const seed of [1, 2, 3])
      expect(JSON.stringify(contentOf("webinar", english, seed))).not.toMatch(/Turns any website/);
  });
  it("leaves out a site description written for search engines", () => {
    const facts = factsOf("webinar", "Gitarrenpflege im Winter, Dienstag 19. Januar 2027, 19:30 Uhr.", "de");
    const seo: Facts = {
      ...facts,
      brand: {
        ...facts.brand,
        language: "de",
        tagline: {
          value: "Ihr Musikgeschäft in Lörrach - Haagen +++ Verkauf, Reparatur und Vermietung",
          source: "site",
        },
      },
    };
    for (const seed of [1, 2, 3])
      expect(JSON.stringify(contentOf("webinar", seo, seed))).not.toMatch(/\+\+\+/);
  });
});

describe("the brief's own filing, sign-off and cut points", () => {
  it("heads an edition with the line that files it, and signs with the sign-off written into its content", () => {
    const c = contentOf(
      "newsletter",
      "Winter-Newsletter 2026 / Jahresrückblick\n\n- 612 Holzpferde an Kindergärten übergeben\n- 48 Schnuppertage auf Höfen\n\nAm Ende liebe Grüße aus Köln, Petra",
    );
    expect(c.headline).toMatch(/Winter-Newsletter 2026: Jahresrückblick/);
    expect(prose(c).join(" ")).not.toMatch(/Grüße/);
    expect(c.closing.at(-1)).toMatch(/^Liebe Grüße aus Köln\nPetra$/);
  });

  it("shows a point the reader cut short as the whole line it came from", () => {
    const facts = factsOf(
      "newsletter",
      "Themen:\n1) Bestellschluss ist Freitag. Mit Express geht noch bis 11. Dezember!!\n2) Neu im Shop: Anhänger",
    );
    const cut: Facts = {
      ...facts,
      campaign: {
        ...facts.campaign,
        points: ["Bestellschluss ist Freitag. Mit Express ge", "Neu im Shop: Anhänger"],
      },
    };
    const all = [...headings(contentOf("newsletter", cut)), ...prose(contentOf("newsletter", cut))].join(" ");
    expect(all).toMatch(/Mit Express geht noch bis 11\. Dezember!/);
    expect(all).not.toMatch(/Express ge(?!ht)/);
  });

  it("never takes a title that states something for the button's words", () => {
    const facts = factsOf(
      "product-launch",
      'Wir lanzamos Lumen Crawl.\n- Webhook\nTitular tipo "Crawl ya está aquí".',
      "es",
    );
    const stated: Facts = {
      ...facts,
      campaign: {
        ...facts.campaign,
        title: "Crawl ya está aquí",
        cta: { label: "Crawl ya está aquí", url: "https://lumen.example/crawl" },
      },
    };
    const c = contentOf("product-launch", stated);
    expect(c.cta.label).not.toMatch(/está aquí/);
    expect(c.cta.url).toBe("https://lumen.example/crawl");
  });

  it("heads no paragraph 'Tickets' for an amount that is a donation", () => {
    const c = contentOf(
      "newsletter",
      "Neuigkeiten\n- 612 Holzpferde übergeben\n- 48 Schnuppertage\n\nDanke an alle Förderer!\n\nMit 350 € schenken Sie einer Kita ein Holzpferd samt Lernkoffer.",
    );
    expect(headings(c)).not.toContain("Tickets");
  });
});

describe("a question never wraps a name that is a sentence", () => {
  it("asks without the name when the title is itself a sentence, and still gives three versions", () => {
    const facts = factsOf(
      "webinar",
      "Webinar: In 10 minuten je btw-aangifte klaar? Zo doe je dat! Donderdag 10 december 2026, 12:30 uur.",
      "nl",
    );
    const titled: Facts = {
      ...facts,
      campaign: { ...facts.campaign, title: "In 10 minuten je btw-aangifte klaar? Zo doe je dat!" },
    };
    const heads = [1, 2, 3, 4, 5, 6].map((seed) => contentOf("webinar", titled, seed).headline);
    for (const h of heads) expect(h).not.toMatch(/dat!’?\?|klaar\?’\?/);
    expect(new Set(heads).size).toBeGreaterThanOrEqual(3);
  });
});

describe("a headline with a long word fits a phone without <style>", () => {
  it("sets a headline at 30 px when a word is too long for 36 px, and at 36 px otherwise", async () => {
    const event = (name: string) =>
      gen.generate(
        inputOf(
          "offline-event",
          factsOf(
            "offline-event",
            `${name}, Samstag, 12. Dezember 2026, 11–18 Uhr, Kartäuserwall 20, 50678 Köln`,
          ),
        ),
      );
    const long = await event("Kunsthandwerkermarkt im Pfandhaus");
    const short = await event("Sommerfest im Hof");
    const size = (html: string) => html.match(/<h1[^>]*font-size:(\d+)px/)?.[1];
    expect(size(long.html)).toBe("30");
    expect(size(short.html)).toBe("36");
    // Wide screens that read the style sheet get 36 px again.
    expect(long.html).toMatch(/min-width:621px\)\{\.bm-h1\{font-size:36px/);
  });
});

describe("a sentence to the writer that reached the content is followed, never printed", () => {
  it("makes a closing ask the appeal with its own button, to the site's page for giving", () => {
    const facts = factsOf(
      "newsletter",
      "Jahresrückblick\n- 612 Holzpferde übergeben\n- 48 Schnuppertage\n\nAm Ende bitte unbedingt mit Spendenaufruf abschließen: mit 350 € schenken Sie einer Kita ein Holzpferd. Spenden-Button auf unsere Spendenseite.",
    );
    const withPages: Facts = {
      ...facts,
      brand: {
        ...facts.brand,
        pages: [
          { label: "Unterstützer werden", url: "https://lumen.example/unterstuetzer-werden/" },
          { label: "Spenden", url: "https://lumen.example/unterstuetzer-werden/spenden/" },
        ],
      },
    };
    const c = contentOf("newsletter", withPages);
    const all = JSON.stringify({ ...c, blocks: c.blocks.filter((b) => b.kind !== "appeal") });
    expect(all).not.toMatch(/abschließen|Spenden-Button|Spendenaufruf/);
    const appeal = c.blocks.find((b) => b.kind === "appeal");
    expect(appeal && appeal.kind === "appeal" ? appeal.text.replace(/\u00A0/g, " ") : "").toBe(
      "Mit 350 € schenken Sie einer Kita ein Holzpferd.",
    );
    expect(appeal && appeal.kind === "appeal" ? appeal.link.url : "").toBe(
      "https://lumen.example/unterstuetzer-werden/spenden/",
    );
  });

  it("never prints what the e-mail should do ('Soll erklären wie es jetzt weitergeht')", () => {
    const c = contentOf(
      "customer-onboarding",
      "Willkommen bei Uniqz. Soll erklären wie es jetzt weitergeht.\nSchritt 1: Logo schicken\nSchritt 2: Freigabe",
    );
    expect(JSON.stringify(c)).not.toMatch(/Soll erklären/);
  });

  it("keeps a sign-off at the end a signature, never an ask", () => {
    const c = contentOf(
      "newsletter",
      "Neuigkeiten\n- A ist neu\n- B ist neu\n\nAm Ende liebe Grüße aus Köln, Petra",
    );
    expect(c.blocks.some((b) => b.kind === "appeal")).toBe(false);
  });
});

describe("a download's button downloads", () => {
  it("says the file's facts under the button, lists only what is inside, and keeps another action off the link", () => {
    const facts = factsOf(
      "whitepaper-autoreply",
      'Report: "The State of Link Previews 2026"\n- 36 pages, PDF (4.2 MB)\n- we crawled 1.2M URLs from the top 10k sites\n- 1 in 5 pages has no og:description at all\n- download link valid for 7 days',
      "en",
    );
    const asked: Facts = {
      ...facts,
      campaign: { ...facts.campaign, cta: { label: "Book a 20-min call with Katrin", url: "" } },
    };
    const c = contentOf("whitepaper-autoreply", asked);
    expect(c.cta.url).toBe("{{download_url}}");
    expect(c.cta.label).not.toMatch(/Book a 20-min call/);
    expect(c.ctaNote).toMatch(/36 pages.*valid for 7 days/i);
    expect(headings(c).join(" ")).not.toMatch(/36 pages|valid for 7 days/i);
    expect(headings(c).join(" ")).toMatch(/1\.2M URLs/);
  });
});

describe("a point of the brief is written up, never printed as typed", () => {
  it("spells out shorthand, keeps a price with what it prices and splits no date range or street", async () => {
    const { editPoint, sentencesOf } = await import("../../../src/worker/generation/copy/edit");
    expect(editPoint("Ook te gebruiken voor feesten/partijen", "nl").text).toBe(
      "Ook te gebruiken voor feesten of partijen",
    );
    expect(editPoint("Winterkaart loopt nog t/m eind februari, ma en do gesloten", "nl").text).toBe(
      "Winterkaart loopt nog tot en met eind februari, maandag en donderdag gesloten.",
    );
    expect(editPoint("entree €11,- in voorverkoop", "nl").text).toBe("Entree €11 in voorverkoop");
    expect(editPoint("ceremonie + diner + avondfeest", "nl").text).toBe("Ceremonie, diner en avondfeest");
    expect(editPoint("gefällt nicht / Kind hört auf -> nach 6 Mon. einfach zurückgeben", "de").text).toBe(
      "Gefällt nicht oder Kind hört auf: nach 6 Monaten einfach zurückgeben.",
    );
    expect(editPoint("Aufzeichnung gibt es NICHT", "de").text).toBe("Aufzeichnung gibt es nicht");
    // Codes, acronyms and numbers keep their slash.
    expect(editPoint("Android/iOS, EN/DE, strefy 1/2", "pl").text).toBe("Android/iOS, EN/DE, strefy 1/2");
    expect(sentencesOf("Abverkauf 11.–23. Januar: bis 30% reduziert.")).toHaveLength(1);
    expect(sentencesOf("Zakład w Niepołomicach, ul. Grabska 11.")).toHaveLength(1);
  });

  it("shows a price beside the dish it prices, never as a line of its own", () => {
    const c = contentOf(
      "product-launch",
      "Nouveau : la carte d'hiver, dès le vendredi 4 décembre 2026\n- Choucroute garnie maison avec saucisses fumées – 19,50 €\n- Soupe à l'oignon gratinée au comté – 8,75 €",
      1,
      "fr",
    );
    const items = c.blocks.flatMap((b) => (b.kind === "sections" ? b.items : []));
    expect(items.map((i) => i.heading.replace(/\s/gu, " "))).toContain(
      "Choucroute garnie maison avec saucisses fumées – 19,50 €",
    );
    expect(c.subject).toMatch(/carte d['’]hiver/i);
    expect(items.every((i) => !/^\s*[\d,]+\s*€\.?$/u.test(i.body))).toBe(true);
  });

  it("keeps a list item that carries a link, with the link on its words", () => {
    const c = contentOf(
      "newsletter",
      "Newsletter March 2027\n- New pricing page is live\n- Spring workshop on 12 March online – sign-up link lumen.example/workshop\n- Hiring: two support engineers",
      1,
      "en",
    );
    const items = c.blocks.flatMap((b) => (b.kind === "sections" ? b.items : []));
    const workshop = items.find((i) => /Spring workshop/.test(i.heading));
    expect(workshop?.link?.url).toBe("https://lumen.example/workshop");
    expect(workshop?.heading).not.toMatch(/lumen\.example|sign-up link/i);
  });

  it("drops a note-form line that orders the form of address, and a bracketed aside signed by a colleague", () => {
    const c = contentOf(
      "customer-onboarding",
      "Welkomstmail voor nieuwe klanten.\n- menukeuze uiterlijk 4 weken voor het feest\n- aantal gasten uiterlijk 7 dagen voor het feest\nu-vorm, persoonlijk\n(foto's stuur ik later – Ilse)",
      1,
      "nl",
    );
    const text = JSON.stringify(c);
    expect(text).not.toMatch(/u-vorm|persoonlijk|stuur ik later/i);
    expect(text).toMatch(/Menukeuze uiterlijk 4 weken/);
  });
});

describe("a button the brief names leads where its words lead", () => {
  it("never gives a named button another item's link", () => {
    const c = contentOf(
      "newsletter",
      "December newsletter\n1. Christmas menu on 25 and 26 December, 4 courses, booking only\n2. Gift cards, order at lumen.example/giftcards, from €10\nButton: book the Christmas dinner",
      1,
      "en",
    );
    expect(c.cta.url).not.toMatch(/giftcards/);
    const items = c.blocks.flatMap((b) => (b.kind === "sections" ? b.items : []));
    expect(items.some((i) => i.link?.url === "https://lumen.example/giftcards")).toBe(true);
  });

  it("gives a named button the brief's link whose line shares its words", () => {
    const c = contentOf(
      "newsletter",
      "Newsletter April 2027\n- Gift cards at lumen.example/giftcards\n- Spring webinar on 20 April, register at lumen.example/webinar\nMain CTA: register for the webinar",
      1,
      "en",
    );
    expect(c.cta.url).toBe("https://lumen.example/webinar");
  });
});

describe("what the brief keeps out is kept out, and only that", () => {
  it("keeps a sentence that names the purchase price but states no amount when prices are not to be named", () => {
    const c = contentOf(
      "product-launch",
      "New from 15 January 2027: piano rent-to-own at Lumen\n- rent from €29 a month, minimum 6 months\n- the first 12 monthly rents count 100% towards the purchase price if you buy\nPS don't mention purchase prices",
      1,
      "en",
    );
    expect(JSON.stringify(c)).toMatch(/first 12 monthly rents count 100% towards the purchase price/);
  });
});

describe("the closing the brief asks for", () => {
  it("signs with a wish from named people, never a button to the homepage", () => {
    const c = contentOf(
      "newsletter",
      "Newsletter Dezember 2026\n- Weihnachtsmenü am 25. und 26. Dezember\n- Gutscheine ab 10 €\nAbschließen mit frohe Festtage von Anja und dem ganzen Team",
    );
    expect(c.closing.join("\n")).toMatch(/Frohe Festtage\n?.*Anja und dem ganzen Team/s);
    expect(c.blocks.some((b) => b.kind === "appeal")).toBe(false);
  });

  it("invites in the e-mail's own words and form of address where the brief orders an invitation", () => {
    const c = contentOf(
      "whitepaper-autoreply",
      'Autoreply for the download of "The Remote Work Playbook" (PDF, 40 pages). Link valid for 7 days. At the end invite them to a free consultation, call 030 1234567.',
      1,
      "en",
    );
    const text = JSON.stringify(c);
    expect(text).toMatch(/We'd love to invite you to a free consultation\./);
    expect(text).not.toMatch(/At the end|invite them/);
    expect(c.ctaNote).toMatch(/40 pages/);
    expect(c.ctaNote).toMatch(/valid for 7 days/i);
  });
});

describe("headline and subject name the campaign", () => {
  it("names an event by the first line that exclaims it, not by its date", () => {
    for (const seed of [1, 2, 3]) {
      const c = contentOf(
        "offline-event",
        "Sommerfest 2027 bei Lumen!!!\nSamstag, 12. Juni 2027, ab 14:00 Uhr\nLive-Musik und Grillstand",
        seed,
      );
      expect(`${c.subject} ${c.headline}`).toMatch(/Sommerfest 2027/);
      expect(c.intro.join(" ")).not.toMatch(/Sommerfest 2027 bei Lumen/);
    }
  });

  it("names a launch by the words after its announcement", () => {
    const c = contentOf(
      "product-launch",
      "NEU ab 15. Januar 2027: Digitalpiano-Mietkauf bei Lumen\n- Piano im Laden aussuchen\n- mieten ab 29 €/Monat",
    );
    expect(c.subject).toMatch(/Digitalpiano-Mietkauf/);
    expect(c.intro.join(" ")).not.toMatch(/NEU ab/);
  });

  it("names an edition by its own name line, never by one word of its first story", () => {
    const subjects = [1, 2, 3, 4, 5, 6].map(
      (seed) =>
        contentOf(
          "newsletter",
          "December nieuwsbrief\n1. Kerst: open met kerstmenu\n2. Nieuwjaarsborrel op 3 januari",
          seed,
          "nl",
        ).headline,
    );
    expect(subjects.some((s) => /December nieuwsbrief/.test(s))).toBe(true);
    expect(subjects).not.toContain("Kerst");
  });

  it("gives a name that asks its own question one question mark", () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const c = contentOf(
        "whitepaper-autoreply",
        'Autoresponder für den PDF-Download „Kaufberatung: Westerngitarre oder Konzertgitarre?" (28 Seiten).',
        seed,
      );
      expect(`${c.subject} ${c.headline}`).not.toMatch(/\?\W?\?/u);
    }
  });
});

describe("an event's programme and place stay whole", () => {
  it("keeps a one-word line of the programme and a street after its town's comma", () => {
    const c = contentOf(
      "offline-event",
      "Dzień Otwarty Lumen\nczwartek 11 marca 2027, 9:30–14:00\nzakład w Niepołomicach, ul. Grabska 11\nProgram:\n9:30 kawa i rejestracja\n10:00 zwiedzanie hali\n12:30 lunch\n13:00 konsultacje z inżynierami",
      1,
      "pl",
    );
    const agenda = c.blocks.flatMap((b) => (b.kind === "agenda" ? b.items : []));
    expect(agenda.map((a) => a.time)).toContain("12:30");
    const text = JSON.stringify(c);
    expect(text).toMatch(/Niepołomicach, ul\. Grabska 11/);
    expect(headings(c)).not.toContain("Ul");
  });
});
