import { describe, expect, it } from "vitest";
import type { CampaignType } from "../../../src/shared/campaign-types";
import type { BriefSentence, Facts, Instruction } from "../../../src/shared/facts";
import { BUILTIN_FOLLOWS } from "../../../src/shared/writer-follows";
import { createBuiltinGenerator, planTemplate } from "../../../src/worker/generation/builtin";
import { ANGLES } from "../../../src/worker/generation/copy/angles";
import { editPoint, sentencesOf } from "../../../src/worker/generation/copy/edit";
import { readStory, splitPoints } from "../../../src/worker/generation/copy/story";
import { addsUp, amountOf } from "../../../src/worker/generation/copy/receipt";
import { CATALOGUES } from "../../../src/worker/generation/i18n/catalogues";
import type { GenerationInput } from "../../../src/worker/generation/types";
import { validateEmailHtml } from "../../../src/worker/generation/validate";
import { buildFacts } from "../../../src/worker/reading";
import { LANGS, type Lang } from "../../../src/shared/facts";
import { visibleText } from "../../fixtures/briefs/score-emails";

const NOW = new Date("2026-11-25T09:00:00Z");
const gen = createBuiltinGenerator();

/** The brief's facts, in the language given (short briefs are not left to the language detector). */
function factsOf(
  type: CampaignType,
  brief: string,
  url = "https://lumen.example/",
  lang: Lang = "en",
): Facts {
  const facts = buildFacts({
    campaignType: type,
    campaignText: brief,
    websiteUrl: url,
    brand: null,
    now: NOW,
  });
  return { ...facts, language: { value: lang, source: "brief" } };
}

function inputOf(type: CampaignType, facts: Facts, seed = 1): GenerationInput {
  return { campaignType: type, palette: ["#1d4ed8"], facts, logoUrl: null, seed, now: NOW };
}

/** Facts with the role reader's instructions and sentences set by hand: the writer's contract, not the reader's. */
function withInstructions(facts: Facts, instructions: Instruction[], sentences: BriefSentence[] = []): Facts {
  return { ...facts, campaign: { ...facts.campaign, instructions, sentences } };
}

const instruction = (kind: Instruction["kind"], quote: string, value: string | null = null): Instruction => ({
  kind,
  quote,
  value,
});

/** Everything a reader can see or hear of an e-mail: subject, preheader, the visible HTML and the text part. */
async function everything(type: CampaignType, facts: Facts, seed = 1) {
  const t = await gen.generate(inputOf(type, facts, seed));
  return { t, all: [t.subject, t.preheader, visibleText(t.html), t.text].join("\n") };
}

describe("the customer's points are edited before a reader sees them", () => {
  it.each([
    [
      "sentence case after a full stop",
      "en",
      "free, 300 seats. recorded for everyone.",
      "Free, 300 seats. Recorded for everyone.",
    ],
    [
      "one exclamation mark, at the end",
      "de",
      "Mit Express-Stickerei geht noch bis 11. Dezember!!",
      "Mit Express-Stickerei geht noch bis 11. Dezember!",
    ],
    [
      "a shouted word in a German point is a noun",
      "de",
      "BESTELLSCHLUSS für Weihnachten ist Freitag",
      "Bestellschluss für Weihnachten ist Freitag",
    ],
    [
      "a code and an acronym keep their capitals",
      "en",
      "Use code BF26MICRO for the PDF API",
      "Use code BF26MICRO for the PDF API",
    ],
    [
      "a pictograph between clauses ends the first",
      "de",
      "der Lernkoffer ist fertig 🎉 ab Januar bestellbar",
      "Der Lernkoffer ist fertig. Ab Januar bestellbar.",
    ],
    ["a chat face goes", "de", "Namenskissen für Babys :)", "Namenskissen für Babys"],
    [
      "an arrow is a colon",
      "en",
      "PDF is out of beta -> just pass pdf: true",
      "PDF is out of beta: just pass pdf: true.",
    ],
    ["'+' between words is the language's 'and'", "de", "Namen + Geburtsdaten", "Namen und Geburtsdaten"],
    ["'~' before a number is 'about'", "en", "screenshots ~40% faster", "Screenshots about 40% faster"],
    ["a leading bullet goes", "fr", "1) récupérer sa clé API", "Récupérer sa clé API"],
    ["a preposition is no label", "de", "Für: Reitvereine, Züchter", "Für Reitvereine, Züchter"],
  ] as const)("%s", (_rule, lang, raw, want) => {
    expect(editPoint(raw, lang).text).toBe(want);
  });

  it("puts a link on the words that name it and leaves no dangling label or empty brackets", () => {
    expect(editPoint("PDF is out of beta. docs: microlink.io/docs/pdf", "en")).toEqual({
      text: "PDF is out of beta.",
      links: [{ label: "Docs", url: "https://microlink.io/docs/pdf" }],
    });
    expect(editPoint("Kostenlose Erstberatung buchen unter https://kontor.de/beratung", "de")).toEqual({
      text: "",
      links: [{ label: "Kostenlose Erstberatung buchen", url: "https://kontor.de/beratung" }],
    });
    expect(editPoint("Our report (https://x.example/report) is out", "en").text).toBe("Our report is out");
  });

  it("closes a name's open quotation mark and never takes a colon in brackets for a label", () => {
    const facts = factsOf(
      "webinar",
      'Titel: Online-Infoabend "Schnuppertag organisieren\nWann: Mittwoch, 20. Januar 2027, 19:00 Uhr\nThemen:\n- Ablauf eines Schnuppertags (Stationen: Putzen, Führen, Malen)\n- Versicherung und Haftung',
      undefined,
      "de",
    );
    const plan = planTemplate(inputOf("webinar", facts));
    // Closed, and in German quotation marks.
    expect(plan.content.headline).toMatch(/„Schnuppertag organisieren“/);
    const items = plan.content.blocks.flatMap((b) =>
      b.kind === "sections" ? b.items.map((i) => i.heading) : [],
    );
    expect(items).toContain("Ablauf eines Schnuppertags (Stationen: Putzen, Führen, Malen)");
  });

  it("drops the words to the team and the quotation marks around a pasted message", () => {
    expect(editPoint('"Leute, der Lernkoffer 2.0 ist fertig. Kitas können ihn bestellen."', "de").text).toBe(
      "Der Lernkoffer 2.0 ist fertig. Kitas können ihn bestellen.",
    );
    expect(editPoint("@channel we're doing our first meetup in Barcelona!!", "en").text).toBe(
      "We're doing our first meetup in Barcelona!",
    );
    expect(editPoint("Hola equipo, el martes lanzamos Crawl", "es").text).toBe("El martes lanzamos Crawl");
    // A label that only says where a line goes is no copy.
    expect(editPoint("Einstieg: Danke an alle Förderer, Partner und Mitglieder!", "de").text).toBe(
      "Danke an alle Förderer, Partner und Mitglieder!",
    );
    expect(editPoint("Secondary thing: try the API for free, 250 requests a day.", "en").text).toBe(
      "Try the API for free, 250 requests a day.",
    );
    // A point addressed to one colleague is a note as a whole.
    expect(editPoint("@Lena: Foto vom letzten Jahr gern mit rein.", "de").text).toBe("");
    // A quotation that ends inside the point, a group word that starts a sentence and a package name stay.
    expect(editPoint('"Paula und das Pony" ist unser neues Bilderbuch', "de").text).toBe(
      '"Paula und das Pony" ist unser neues Bilderbuch.',
    );
    expect(editPoint("Alle Köln-Taschen zum Anfassen da", "de").text).toBe(
      "Alle Köln-Taschen zum Anfassen da",
    );
    expect(editPoint("@microlink/svelte is the new SDK", "en").text).toBe("@microlink/svelte is the new SDK");
  });

  it("keeps who an event is for as one phrase, never as points of its own", () => {
    const facts = factsOf(
      "webinar",
      "Titel: Online-Infoabend Schnuppertag\nFür: Reitvereine, Züchter, private Pferdehalter\nWann: Mittwoch, 20. Januar 2027, 19:00 Uhr\nThemen:\n- Ablauf eines Schnuppertags\n- Versicherung und Haftung",
      undefined,
      "de",
    );
    const headings = planTemplate(inputOf("webinar", facts)).content.blocks.flatMap((b) =>
      b.kind === "sections" ? b.items.map((i) => i.heading) : [],
    );
    expect(headings).toContain("Versicherung und Haftung");
    expect(headings).not.toContain("Züchter");
  });

  it("lets a long word of the headline break only where a reader hyphenates it", async () => {
    const facts = factsOf(
      "offline-event",
      "Kunsthandwerkermarkt im Pfandhaus, Samstag, 12. Dezember 2026, 11–18 Uhr, Kartäuserwall 20, 50678 Köln",
      undefined,
      "de",
    );
    const t = await gen.generate(inputOf("offline-event", facts));
    const h1 = t.html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? "";
    expect(h1).toContain("Kunst\u00ADhand\u00ADwer\u00ADker\u00ADmarkt");
  });

  it("gives a point that names a thing and then speaks of it a heading and a text", () => {
    const points = splitPoints([
      {
        text: "New Svelte SDK (@microlink/svelte), big thanks to community contributor @marta_dev",
        link: null,
      },
      { text: "Ablauf eines Schnuppertags (Stationen: Putzen, Führen, Malen, Pony streicheln)", link: null },
    ]);
    expect(points[0]).toMatchObject({
      heading: "New Svelte SDK (@microlink/svelte)",
      body: "Big thanks to community contributor @marta_dev",
    });
    // A comma inside brackets is no clause's.
    expect(points[1].heading).toBe(
      "Ablauf eines Schnuppertags (Stationen: Putzen, Führen, Malen, Pony streicheln)",
    );
  });

  it("splits sentences where a reader does, not after a day or an abbreviation", () => {
    expect(sentencesOf("Samstag, 6. März 2027, 10–16 Uhr. Eintritt frei.")).toEqual([
      "Samstag, 6. März 2027, 10–16 Uhr.",
      "Eintritt frei.",
    ]);
    expect(sentencesOf("New presets incl. iPhone 16. Faster too.")).toEqual([
      "New presets incl. iPhone 16.",
      "Faster too.",
    ]);
  });
});

describe("instructions to the writer are followed where it can, and marked", () => {
  const webinar =
    'Webinar "Pricing in 2027" on Thursday, 11 March 2027 at 16:00 CET with Dana Reyes, Head of Pricing. Register: https://lumen.example/pricing\nWe look at discounts, bundles and what customers pay for.';

  it("uses the button words, the subject, the preheader and the headline asked for", async () => {
    const facts = withInstructions(factsOf("webinar", webinar), [
      instruction("button", 'CTA: "Save my seat"', "Save my seat"),
      instruction("subject", "Subject: Pricing, live on 11 March", "Pricing, live on 11 March"),
      instruction("preheader", "Preheader: One hour, three ideas", "One hour, three ideas"),
      instruction("headline", 'Headline like "Let\'s talk pricing"', "Let's talk pricing"),
    ]);
    for (const seed of [1, 2, 3]) {
      const plan = planTemplate(inputOf("webinar", facts, seed));
      expect(plan.content.cta).toEqual({ label: "Save my seat", url: "https://lumen.example/pricing" });
      expect(plan.content.subject).toBe("Pricing, live on 11 March");
      expect(plan.content.preheader).toBe("One hour, three ideas");
      expect(plan.content.headline).toBe("Let's talk pricing");
      expect(plan.instructions.every((i) => i.followed === true)).toBe(true);
    }
  });

  it("leaves out what it must not mention: subject, preheader, body, text part", async () => {
    const brief =
      "We launch Lumen Crawl on 8 December 2026. It crawls 10,000 URLs per job. The Crawl Enterprise beta starts in February.";
    const plain = await everything("product-launch", factsOf("product-launch", brief));
    expect(plain.all).toContain("Enterprise beta");
    const facts = withInstructions(factsOf("product-launch", brief), [
      instruction("avoid", "Don't mention the Crawl Enterprise beta", "the Crawl Enterprise beta"),
    ]);
    for (const seed of [1, 2, 3, 4]) {
      const { t, all } = await everything("product-launch", facts, seed);
      expect(all).not.toMatch(/Enterprise/);
      expect(all).toContain("10,000 URLs");
      expect(t.instructions?.find((i) => i.kind === "avoid")?.followed).toBe(true);
    }
  });

  it("keeps prices out when the brief says so", async () => {
    const facts = withInstructions(
      factsOf(
        "product-launch",
        "Introducing Lumen Teams. £4 per computer per month. Order: https://lumen.example/teams",
      ),
      [instruction("avoid", "DONT mention pricing", "pricing")],
    );
    const { all } = await everything("product-launch", facts, 2);
    expect(all).not.toMatch(/£\s?4/);
  });

  it("ends with a donation ask and its own button when asked, with a link", async () => {
    const facts = withInstructions(
      factsOf(
        "product-launch",
        "Der Lernkoffer 2.0 ist fertig: Bilderbuch, Holzpuzzle und ein echtes Hufeisen.",
        undefined,
        "de",
      ),
      [
        instruction(
          "closing",
          "Mail soll mit Spendenaufruf enden: 79 € = ein Lernkoffer für eine Kita.",
          "Spendenaufruf: 79 € = ein Lernkoffer für eine Kita.",
        ),
        instruction("button", 'Button "Lernkoffer spenden"', "Lernkoffer spenden"),
      ],
    );
    const plan = planTemplate(inputOf("product-launch", facts));
    const appeal = plan.content.blocks.find((b) => b.kind === "appeal");
    expect(appeal?.kind === "appeal" && appeal.link.label).toBe("Lernkoffer spenden");
    expect(appeal?.kind === "appeal" && appeal.text).toMatch(/79\s€/);
    expect(appeal?.kind === "appeal" && appeal.link.url).toMatch(/^https:\/\//);
    // The ask closes the body: nothing of the copy follows it.
    expect(
      plan.content.blocks.at(-1)?.kind === "appeal" || plan.content.blocks.at(-2)?.kind === "appeal",
    ).toBe(true);
  });

  it("signs as the brief asks, with the greeting it asks for", () => {
    const signed = withInstructions(
      factsOf("customer-onboarding", "Bienvenue chez Lumen !", undefined, "fr"),
      [
        instruction(
          "closing",
          "Signature : Camille, de l'équipe Lumen — on peut répondre directement à ce mail.",
        ),
      ],
    );
    expect(planTemplate(inputOf("customer-onboarding", signed)).content.closing.at(-1)).toMatch(
      /\nCamille\nde l'équipe Lumen$/,
    );
    // The role reader may give the signature's value alone; its quote says what it is.
    const valueOnly = withInstructions(factsOf("customer-onboarding", "Welcome to Lumen."), [
      instruction("closing", "Signature: Camille, Lumen support", "Camille, Lumen support"),
    ]);
    const closing = planTemplate(inputOf("customer-onboarding", valueOnly)).content;
    expect(closing.closing.at(-1)).toMatch(/\nCamille\nLumen support$/);
    expect(closing.blocks.some((b) => b.kind === "appeal")).toBe(false);
    const greeted = withInstructions(
      factsOf("newsletter", "Dezember-Newsletter mit drei Themen.", undefined, "de"),
      [instruction("closing", "Am Ende liebe Grüße aus Köln, Petra")],
    );
    // A German letter's closing words take no comma; an English one's do.
    expect(planTemplate(inputOf("newsletter", greeted)).content.closing.at(-1)).toBe(
      "Liebe Grüße aus Köln\nPetra",
    );
    const english = planTemplate(inputOf("newsletter", factsOf("newsletter", "Our monthly news."))).content;
    expect(english.closing.at(-1)).toMatch(/^[^\n]+,\n/);
  });

  it("says what it is asked to say, and keeps a short e-mail short", async () => {
    const brief =
      "Our guide to faster restores is ready. It covers the backup window, verification and the restore drill. Every chapter ends with a checklist for your team.";
    const said = withInstructions(factsOf("whitepaper-autoreply", brief), [
      instruction("include", "say it's 32 pages", "It's 32 pages"),
    ]);
    expect((await everything("whitepaper-autoreply", said)).all).toContain("It's 32 pages.");
    const long = planTemplate(inputOf("newsletter", factsOf("newsletter", `${brief}\n\n${brief}`))).content;
    const short = planTemplate(
      inputOf(
        "newsletter",
        withInstructions(factsOf("newsletter", `${brief}\n\n${brief}`), [
          instruction("length", "keep it short"),
        ]),
      ),
    ).content;
    expect(JSON.stringify(short).length).toBeLessThan(JSON.stringify(long).length);
    expect(short.intro.join(" ").length).toBeLessThanOrEqual(long.intro.join(" ").length);
  });

  it("writes in the form of address asked for, through every fixed string", async () => {
    const du = factsOf(
      "customer-onboarding",
      "Willkommensmail für neue Mitglieder. Wir duzen uns, also bitte Du-Form.",
      undefined,
      "de",
    );
    const { all } = await everything("customer-onboarding", {
      ...du,
      campaign: { ...du.campaign, address: "informal" },
    });
    expect(all).toMatch(/\b(?:du|dich|dir|dein)\b/i);
    expect(all).not.toMatch(/\b(?:Sie|Ihnen|Ihr|Ihre)\b/);
  });

  it("marks what it cannot follow, with why, and says so before generating", () => {
    const facts = withInstructions(factsOf("newsletter", "Monthly news."), [
      instruction("style", "write it like Wes would"),
    ]);
    const marked = planTemplate(inputOf("newsletter", facts)).instructions[0];
    expect(marked).toMatchObject({ kind: "style", followed: false });
    expect(marked.why).toBeTruthy();
    expect(BUILTIN_FOLLOWS.style.follows).toBe(false);
    expect(
      BUILTIN_FOLLOWS.button.follows && BUILTIN_FOLLOWS.avoid.follows && BUILTIN_FOLLOWS.closing.follows,
    ).toBe(true);
  });
});

describe("a sentence that is not content never reaches the e-mail", () => {
  it("leaves out notes, instructions and quoted mail even when they reached the story", async () => {
    const brief =
      "Monthly update for all users. Screenshots are 40% faster now. Notes for Jonas: double-check the numbers with Alba before this goes out.";
    const read = factsOf("newsletter", brief);
    // The story as a reader that missed the note would give it: the whole brief.
    const base = { ...read, campaign: { ...read.campaign, story: [brief] } };
    const note = "Notes for Jonas: double-check the numbers with Alba before this goes out.";
    const facts = withInstructions(
      base,
      [],
      [
        { text: "Monthly update for all users.", start: 0, end: 29, role: "content", cue: null },
        { text: "Screenshots are 40% faster now.", start: 30, end: 61, role: "content", cue: null },
        { text: note, start: 62, end: 62 + note.length, role: "note", cue: "Notes for" },
      ],
    );
    expect(facts.campaign.story.join(" ")).toContain("double-check");
    for (const seed of [1, 2, 3]) {
      const { all } = await everything("newsletter", facts, seed);
      expect(all).not.toContain("double-check the numbers");
      expect(all).toContain("40% faster");
    }
  });

  it("gives a link none of an instruction's words: its purpose and its site name it", async () => {
    const brief =
      "Newsletter de décembre\n1. Tuto vidéo : le point de riz expliqué en 4 minutes → filetpelote.fr/tutos/point-de-riz\nBouton principal vers la boutique en ligne : filetpelote.fr/boutique";
    const facts = factsOf("newsletter", brief, undefined, "fr");
    expect(facts.campaign.sentences?.find((x) => x.text.startsWith("Bouton"))?.role).toBe("instruction");
    for (const seed of [1, 2, 3]) {
      const { t, all } = await everything("newsletter", facts, seed);
      expect(all).not.toMatch(/vers la boutique en ligne/i);
      expect(t.html).toContain("https://filetpelote.fr/boutique");
    }
  });

  it("takes a button's words from an instruction only as far as the gate lets them through", async () => {
    const brief =
      '@here quick one the customer AMA is thursday the 3rd at noon Pacific, 90 mins, on Zoom: https://zoom.us/j/95512340087 (no reg page so the zoom link IS the button). Title: "Ask Us Anything: Roadmap 2027"';
    const facts = factsOf("webinar", brief);
    expect(facts.campaign.instructions?.some((i) => i.kind === "button" && !i.value)).toBe(true);
    const plan = planTemplate(inputOf("webinar", facts));
    expect(plan.content.cta.label).not.toMatch(/quick one|customer AMA/i);
    expect(plan.content.cta.url).toBe("https://zoom.us/j/95512340087");
  });

  it("says an include only as far as the reader told it", async () => {
    const told = withInstructions(
      factsOf(
        "transactional-purchase",
        "Order confirmation.\nShow order number, items and total (merge fields, we'll map them)",
      ),
      [
        instruction(
          "include",
          "Show order number, items and total (merge fields, we'll map them)",
          "Order number, items and total (merge fields, we'll map them)",
        ),
      ],
      [
        { text: "Order confirmation.", start: 0, end: 19, role: "content", cue: null },
        {
          text: "Show order number, items and total (merge fields, we'll map them)",
          start: 20,
          end: 85,
          role: "instruction",
          cue: "include",
        },
      ],
    );
    const { all } = await everything("transactional-purchase", told);
    expect(all).not.toMatch(/merge fields|we'll map them/i);
    // What the reader told from an include is said, once.
    const remind = factsOf(
      "newsletter",
      "Newsletter de décembre\nAtelier tricot débutant samedi à la boutique\n+ rappeler : livraison offerte dès 50 € jusqu'à dimanche",
      undefined,
      "fr",
    );
    expect(remind.campaign.sentences?.at(-1)?.role).toBe("instruction");
    const html = visibleText((await gen.generate(inputOf("newsletter", remind))).html);
    expect(html.match(/livraison offerte dès 50/gi)?.length).toBe(1);
  });

  it("lists a receipt's labelled content as rows, never a fact line or a link's scheme", async () => {
    const brief =
      "Order confirmation.\nTitle: Winter order week\nZahlart: PayPal – bezahlt\nTrack your order at https://northbean.example/orders";
    let at = 0;
    const sentences: BriefSentence[] = brief.split("\n").map((text) => {
      const role = text.startsWith("Title") ? ("fact" as const) : ("content" as const);
      const x = { text, start: at, end: at + text.length, role, cue: null };
      at += text.length + 1;
      return x;
    });
    const facts = withInstructions(factsOf("transactional-purchase", brief), [], sentences);
    const { rows } = readStory(facts, "en", { untold: true });
    expect(rows).toContainEqual({ label: "Zahlart", value: "PayPal – bezahlt" });
    expect(rows.map((r) => r.label)).toEqual(["Zahlart"]);
    const { t } = await everything("transactional-purchase", facts);
    expect(visibleText(t.html)).not.toMatch(/https?:|northbean\.example/);
  });

  it("never words a button with the bare host it goes to", () => {
    const brief =
      "Bienvenue chez Atelier Kraft ! Leur 1re box part le 3 décembre. Bouton : mon-espace.atelierkraft.fr.";
    const plan = planTemplate(
      inputOf("customer-onboarding", factsOf("customer-onboarding", brief, undefined, "fr")),
    );
    expect(plan.content.cta.label).not.toMatch(/atelierkraft/i);
  });
});

describe("each generation opens in an angle chosen by its seed", () => {
  it("has at least three angles per type, each written in every language", () => {
    for (const [type, angles] of Object.entries(ANGLES)) {
      expect(angles.length, type).toBeGreaterThanOrEqual(3);
      for (const lang of LANGS)
        for (const part of ["subject", "preheader", "headline", "intro"] as const)
          expect(
            CATALOGUES[lang][`type.${type}.${part}` as "type.webinar.subject"].length,
            `${lang} ${type} ${part}`,
          ).toBe(angles.length);
    }
  });

  const ONE_SENTENCE: Record<CampaignType, string> = {
    "confirmation-email": "Double opt-in for our newsletter.",
    newsletter: "Our monthly news.",
    "transactional-purchase": "Order confirmation for the shop.",
    "whitepaper-autoreply": "Send the checklist after the form.",
    webinar: "A webinar about pricing on 11 March 2027.",
    "offline-event": "Open day at the roastery on 17 April 2027.",
    "customer-onboarding": "Welcome mail for new customers.",
    "product-launch": "We launch our new grinder.",
  };

  it.each(Object.entries(ONE_SENTENCE))(
    "%s: across six seeds of a one-sentence brief, subjects and headlines differ in three or more, with two body skeletons",
    async (type, brief) => {
      const t = type as CampaignType;
      const facts = factsOf(t, brief);
      const plans = [1, 2, 3, 4, 5, 6].map((seed) => planTemplate(inputOf(t, facts, seed)));
      expect(new Set(plans.map((p) => p.content.subject)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(plans.map((p) => p.content.headline)).size).toBeGreaterThanOrEqual(3);
      // The body skeleton: which blocks the reader sees, in which order, and where the button stands.
      const skeleton = (p: (typeof plans)[number]) =>
        `${p.layout.split("/").pop()}${p.content.ctaFirst ? "+button-first" : ""}`;
      expect(new Set(plans.map(skeleton)).size).toBeGreaterThanOrEqual(2);
      for (const seed of [1, 2, 3, 4, 5, 6])
        expect(validateEmailHtml((await gen.generate(inputOf(t, facts, seed))).html).problems).toEqual([]);
    },
  );

  it("leads an unnamed launch with its date first, and still gives three versions", () => {
    const facts = factsOf(
      "product-launch",
      "Organic cotton baby blanket, embroidered with the name and birth date. 59 €. In the shop from 1 December 2026.",
    );
    expect(facts.campaign.products.length + (facts.campaign.title ? 1 : 0)).toBe(0);
    const plans = [1, 2, 3, 4, 5, 6].map(
      (seed) => planTemplate(inputOf("product-launch", facts, seed)).content,
    );
    // The first generation leads with the date; three versions of one brief still differ.
    for (const line of [plans[0].subject, plans[0].headline]) {
      expect(line).toMatch(/1 December/);
      expect(line).not.toMatch(/what's new|newest|something new/i);
    }
    expect(new Set(plans.slice(0, 3).map((c) => c.subject)).size).toBe(3);
  });

  it("heads an edition with the subject the customer proposed", () => {
    const facts = withInstructions(
      factsOf(
        "newsletter",
        'Monthly update. Blog post of the month: "How we cache 2 billion requests a month"',
      ),
      [instruction("subject", "Subject: Lumen changelog — November 2026", "Lumen changelog — November 2026")],
    );
    for (const seed of [1, 2, 3]) {
      const c = planTemplate(inputOf("newsletter", facts, seed)).content;
      expect(c.subject).toBe("Lumen changelog — November 2026");
      expect(c.headline).toBe("Lumen changelog — November 2026");
    }
  });

  it("gives two seeds a different subject, preheader, headline and intro", () => {
    const facts = factsOf(
      "webinar",
      'Webinar "Pricing in 2027" on Thursday, 11 March 2027 at 16:00 CET. Register: https://lumen.example/pricing',
    );
    const [a, b] = [1, 2].map((seed) => planTemplate(inputOf("webinar", facts, seed)).content);
    expect(a.subject).not.toBe(b.subject);
    expect(a.preheader).not.toBe(b.preheader);
    expect(a.headline).not.toBe(b.headline);
    expect(a.intro[0]).not.toBe(b.intro[0]);
  });
});

describe("each type does its whole job", () => {
  it("reads amounts as people write them, and checks that a receipt adds up", () => {
    expect([
      amountOf("€1,234.50"),
      amountOf("1.234,50 €"),
      amountOf("-€57.60"),
      amountOf("à 290,00 €"),
    ]).toEqual([1234.5, 1234.5, -57.6, 290]);
    const order = {
      number: "ML-1",
      items: [
        { name: "Pro 50K – annual", qty: "1", price: "€480.00" },
        { name: "Concurrency add-on – annual", qty: "2", price: "€96.00" },
      ],
      totals: [
        { kind: "subtotal" as const, value: "€576.00" },
        { kind: "discount" as const, value: "-€57.60" },
        { kind: "tax" as const, value: "€0.00" },
        { kind: "total" as const, value: "€518.40" },
      ],
    };
    expect(addsUp(order)).toBe(true);
    expect(
      addsUp({ ...order, totals: [...order.totals.slice(0, 3), { kind: "total", value: "€520.00" }] }),
    ).toBe(false);
    expect(
      addsUp({
        number: null,
        items: [{ name: "Holzpferd", qty: "2", price: "à 290,00 €", total: "580,00 €" }],
        totals: [
          { kind: "total", value: "600,00 €" },
          { kind: "tip", value: "10,00 €" },
        ],
      }),
    ).toBe(false);
  });

  it("a receipt shows the brief's example order when it adds up, every line and total, and no shipping for a plan", async () => {
    const brief = `Receipt for Pro upgrades. Invoice no: ML-2026-11-04817
Pro 50K – annual ............ €480.00
Concurrency add-on x2 – annual ..... €96.00
Subtotal .......... €576.00
Black Friday discount (10%) ....... -€57.60
VAT 0% (reverse charge) ........ €0.00
Total paid ........ €518.40`;
    const { t, all } = await everything("transactional-purchase", factsOf("transactional-purchase", brief));
    for (const v of [
      "€480.00",
      "€96.00",
      "€576.00",
      "-€57.60",
      "€0.00",
      "€518.40",
      "Black Friday discount (10%)",
      "ML-2026-11-04817",
    ])
      expect(all).toContain(v);
    expect(visibleText(t.html)).not.toMatch(/\bShipping\b/);
    // The same receipt with a total that does not add up is a template for each recipient's own order.
    const wrong = await everything(
      "transactional-purchase",
      factsOf("transactional-purchase", brief.replace("€518.40", "€520.00")),
    );
    expect(wrong.t.html).toContain("{{order_total}}");
    expect(wrong.all).not.toContain("€520.00");
    const course = await gen.generate(
      inputOf(
        "transactional-purchase",
        factsOf("transactional-purchase", "Receipt for our video course subscription."),
      ),
    );
    expect(course.html).not.toContain("{{shipping}}");
  });

  it("a receipt keeps the brief's content below the totals and says no order line twice", async () => {
    const brief = `Bestellbestätigung. Bestellnummer: UQ-26-1187
2x Lernkoffer à 60,00 € = 120,00 €
1x Glückwunschkarte .... 4,50 €
Summe: 124,50 €
Zahlart: PayPal – bezahlt
Lieferung im März 2027, die Übergabe machen wir gemeinsam.
Die Spendenquittung kommt im Februar 2027.`;
    const read = factsOf("transactional-purchase", brief, undefined, "de");
    // The role reader's sentences, one per line, all content: the writer's contract, whatever the story kept.
    let at = 0;
    const sentences: BriefSentence[] = brief.split("\n").map((text) => {
      const s = { text, start: at, end: at + text.length, role: "content" as const, cue: null };
      at += text.length + 1;
      return s;
    });
    const facts = withInstructions(
      { ...read, campaign: { ...read.campaign, story: read.campaign.story.slice(0, 2) } },
      [],
      sentences,
    );
    const { t, all } = await everything("transactional-purchase", facts);
    expect(all).toContain("Zahlart");
    expect(all).toContain("PayPal");
    expect(all).toContain("Die Spendenquittung kommt im Februar 2027.");
    expect(all).toContain("Lieferung im März 2027");
    // A decimal comma splits no line into parts, and an order line is the table's, never a sentence or a list point.
    const text = visibleText(t.html);
    expect(text).not.toMatch(/(?:^|\s)00 €/);
    expect(text).not.toMatch(/2x Lernkoffer/i);
    expect(text.match(/Summe/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("an onboarding shows every step, in order", () => {
    const brief =
      "Welcome mail for new business customers.\nSchritt 1: Logo als Vektordatei an info@uniqz.example schicken\nSchritt 2: wir digitalisieren das Logo\nSchritt 3: Sie bekommen in 3-5 Werktagen ein Foto der Probestickerei\nSchritt 4: nach Freigabe Produktion, Lieferzeit 15–21 Tage";
    const plan = planTemplate(
      inputOf("customer-onboarding", factsOf("customer-onboarding", brief, "https://uniqz.example/")),
    );
    const text = JSON.stringify(plan.content.blocks);
    const at = ["Vektordatei", "digitalisieren", "Probestickerei", "Freigabe Produktion"].map((w) =>
      text.indexOf(w),
    );
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("an event shows every fact the brief gives: name, date, time with zone, venue, length, deadline, programme, speakers", async () => {
    const brief = `Event: Lumen Meetup Barcelona
Wed 20 Jan 2027, 18:30–22:00 CET, 3.5 hours
Venue: MOB, Carrer de Bailèn 11, 08010 Barcelona
With Pau Serra, infra lead
Agenda:
- 18:30 Doors
- 19:00 Talks
- 20:30 Pizza
RSVP by 8 January 2027: https://lumen.example/rsvp`;
    const { all } = await everything("offline-event", factsOf("offline-event", brief));
    for (const v of [
      "Lumen Meetup Barcelona",
      "20 January 2027",
      "18:30",
      "CET",
      "Carrer de Bailèn 11",
      "Pau Serra",
      "Doors",
      "Pizza",
      "8 January 2027",
      "3.5 hours",
    ])
      // A date may be set in capitals on a date band.
      expect(all.toLowerCase(), v).toContain(v.toLowerCase());
  });

  it("makes phone numbers and e-mail addresses tappable", async () => {
    const facts = factsOf(
      "customer-onboarding",
      "Welcome to Lumen.\n- Send us your logo\n- Approve the sample\nQuestions: call 0221 / 168 420 37 (Mon–Fri 9–16) or write to help@lumen.example",
    );
    const t = await gen.generate(inputOf("customer-onboarding", facts));
    expect(t.html).toMatch(/href="tel:022116842037"[^>]*>0221 \/ 168 420 37</);
    expect(t.html).toMatch(/href="mailto:help@lumen\.example"/);
  });
});
