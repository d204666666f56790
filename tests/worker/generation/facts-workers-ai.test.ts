import { planTemplate } from "../../../src/worker/generation/builtin";
import { describe, expect, it, vi } from "vitest";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import { buildFacts } from "../../../src/worker/reading/facts";
import type { ApprovedKit } from "../../../src/shared/brand-kit";
import { engineInput, siteReading, type SampleJob } from "../../fixtures/samples";
import { validateEmailHtml } from "../../../src/worker/generation/validate";
import { createWorkersAiGenerator, factsCheck } from "../../../src/worker/generation/workers-ai";

const NOW = new Date("2026-11-23T09:00:00Z");
const BRAND = siteReading({
  url: "https://kleurwerk.nl/",
  name: "Kleurwerk",
  description: "Paint made in Rotterdam from natural pigments",
  address: "Wijnhaven 3, 3011 WG Rotterdam",
});
const WEBINAR: SampleJob = {
  campaignType: "webinar",
  palette: ["#b45309"],
  websiteUrl: BRAND.url,
  campaignText:
    'Webinar "Colour for small rooms" on Thursday, 11 March 2027 at 15:00 CET with Dr. Jane Roe, Head of Colour. Join link: https://zoom.us/j/42',
  brand: BRAND,
  seed: 3,
  now: NOW,
};

/** The blocks the planner prepares for WEBINAR: a good answer picks among them by id. */
const PREPARED = planTemplate(engineInput(WEBINAR)).content.blocks.map((b, i) => `${b.kind}-${i + 1}`);

/** Recorded model answers (shape as Workers AI returns them). */
const ANSWERS = {
  good: {
    subject: "Colour for small rooms: live with Dr. Jane Roe",
    preheader: "Thursday, 11 March 2027 at 15:00 CET, online.",
    headline: "Colour for small rooms",
    intro:
      "Join Kleurwerk online and learn how colour changes a small room. Dr. Jane Roe, Head of Colour, hosts the session.",
    sections: [{ heading: "Your host", body: "Dr. Jane Roe, Head of Colour at Kleurwerk." }],
    blocks: PREPARED.slice(0, 2),
    cta: { label: "Save my seat" },
    footer: "You get this invitation because you follow Kleurwerk.",
    layout: "card",
  },
  invented: {
    subject: "Join 2,000 designers at our webinar",
    preheader: "A 45-minute session with live Q&A.",
    headline: "Colour for small rooms",
    intro:
      "Dr. John Fake from Pantone Labs shows why 87% of rooms look bigger in white. “Best webinar ever” says a happy customer.",
    sections: [{ heading: "Agenda", body: "Welcome at 14:30, then the keynote." }],
    cta: { label: "Save my seat" },
    footer: "You get this invitation because you follow Kleurwerk.",
    layout: "banner",
  },
  englishForGerman: {
    subject: "Join our open day",
    preheader: "We would love to welcome you in person and show you our workshop.",
    headline: "Open day at Kleurwerk",
    intro:
      "We are opening our doors and we would love to welcome you in person at our workshop for a look behind the scenes.",
    sections: [
      {
        heading: "What to expect",
        body: "A look behind the scenes of our workshop and a chat with the team.",
      },
    ],
    cta: { label: "Reserve your place" },
    footer: "You receive this invitation because you are part of our community.",
    layout: "minimal",
  },
  placeholders: {
    subject: "Hello {{first_name}}, see you online",
    preheader: "Sent from [Your Company] to {{email}}.",
    headline: "Colour for small rooms",
    intro: "Write to us at {{company_address}} for questions about the session.",
    sections: [{ heading: "Host", body: "Dr. Jane Roe" }],
    cta: { label: "Save my seat" },
    footer: "You get this invitation because you follow Kleurwerk.",
    layout: "card",
  },
};

function recorded(...answers: unknown[]) {
  const run = vi.fn(async () => ({ response: answers.length > 1 ? answers.shift() : answers[0] }));
  return { ai: { run }, run };
}

const visible = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("Workers AI contract", () => {
  it("uses a good answer as given, in one call, with the fact model, language and tone in the prompt", async () => {
    const { ai, run } = recorded(JSON.stringify(ANSWERS.good));
    const t = await createWorkersAiGenerator(ai, "@cf/test").generate(engineInput(WEBINAR));
    expect(run).toHaveBeenCalledTimes(1);
    const body = (
      run.mock.calls[0] as unknown as [
        string,
        {
          messages: { content: string }[];
          response_format: {
            type: string;
            json_schema: { properties: Record<string, { maxLength?: number }> };
          };
        },
      ]
    )[1];
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.properties.subject.maxLength).toBe(90);
    expect(body.messages[0].content).toMatch(/in English/);
    expect(body.messages[0].content).toMatch(/Never state a number, date, time, price/);
    expect(body.messages[1].content).toContain('"speakers":["Dr. Jane Roe, Head of Colour"]');
    expect(body.messages[1].content).toContain("Thursday, 11 March 2027");
    expect(t.generator).toBe("workers-ai");
    expect(t.subject).toBe(ANSWERS.good.subject);
    expect(t.layout).toMatch(/^webinar\/card-/);
    const text = visible(t.html);
    expect(text).toContain("Thursday, 11 March 2027");
    expect(text).toContain("15:00 CET");
    expect(t.html).toContain("calendar.google.com/calendar/render");
    expect(validateEmailHtml(t.html).ok).toBe(true);
  });

  it("sends invented facts back for one repair round and uses the repaired answer", async () => {
    const { ai, run } = recorded(JSON.stringify(ANSWERS.invented), JSON.stringify(ANSWERS.good));
    const t = await createWorkersAiGenerator(ai, "@cf/test").generate(engineInput(WEBINAR));
    expect(run).toHaveBeenCalledTimes(2);
    const repair = (
      run.mock.calls[1] as unknown as [string, { messages: { role: string; content: string }[] }]
    )[1].messages;
    const note = repair.at(-1)!.content;
    expect(repair.at(-2)!.role).toBe("assistant");
    expect(note).toMatch(/number 2 is not in the facts/);
    expect(note).toMatch(/number 45 is not in the facts/);
    expect(note).toMatch(/John Fake/);
    expect(note).toMatch(/quote/);
    expect(t.subject).toBe(ANSWERS.good.subject);
    expect(visible(t.html)).not.toMatch(/2,000|45-minute|87%|John Fake|Pantone|happy customer/);
  });

  it("falls back to builtin copy per failing field when the repair still invents", async () => {
    const builtin = await createBuiltinGenerator().generate(engineInput(WEBINAR));
    const { ai, run } = recorded(JSON.stringify(ANSWERS.invented));
    const t = await createWorkersAiGenerator(ai, "@cf/test").generate(engineInput(WEBINAR));
    expect(run).toHaveBeenCalledTimes(2);
    expect(t.subject).toBe(builtin.subject);
    expect(t.preheader).toBe(builtin.preheader);
    expect(t.generator).toBe("workers-ai");
    expect(visible(t.html)).toContain("Colour for small rooms");
    expect(visible(t.html)).not.toMatch(/2,000|45-minute|87%|John Fake|Pantone|happy customer|14:30/);
    expect(t.layout).toMatch(/^webinar\/banner-/);
  });

  it("repairs a truncated answer", async () => {
    const full = JSON.stringify(ANSWERS.good);
    const { ai, run } = recorded(full.slice(0, Math.floor(full.length / 2)), full);
    const t = await createWorkersAiGenerator(ai, "@cf/test").generate(engineInput(WEBINAR));
    expect(run).toHaveBeenCalledTimes(2);
    expect(t.subject).toBe(ANSWERS.good.subject);
  });

  it("keeps a German e-mail German when the model answers in English twice", async () => {
    const input = engineInput({
      ...WEBINAR,
      campaignType: "offline-event",
      campaignText:
        "Wir laden Sie herzlich zu unserem Tag der offenen Tür am Samstag, 17. April 2027 um 10:00 Uhr ein, im Kraanspoor, Amsterdam.",
    });
    const builtin = await createBuiltinGenerator().generate(input);
    const { ai, run } = recorded(JSON.stringify(ANSWERS.englishForGerman));
    const t = await createWorkersAiGenerator(ai, "@cf/test").generate(input);
    expect(run).toHaveBeenCalledTimes(2);
    const note = (
      run.mock.calls[1] as unknown as [string, { messages: { content: string }[] }]
    )[1].messages.at(-1)!.content;
    expect(note).toMatch(/written in English, not German/);
    expect(t.html).toMatch(/<html lang="de"/);
    expect(t.text).toContain("Von diesen E-Mails abmelden");
    expect(visible(t.html)).not.toContain("we would love to welcome you");
    expect(t.preheader).toBe(builtin.preheader);
  });

  it("rejects placeholders no ESP replaces and never prints the address token", async () => {
    const { ai } = recorded(JSON.stringify(ANSWERS.placeholders));
    const t = await createWorkersAiGenerator(ai, "@cf/test").generate(engineInput(WEBINAR));
    expect(t.subject).toBe(ANSWERS.placeholders.subject);
    expect(t.preheader).not.toContain("[Your Company]");
    expect(t.html).not.toContain("{{company_address}}");
    expect(t.html).not.toContain("{{email}}");
  });

  it("keeps the fixed core of a transactional type first whatever the model answers", async () => {
    const input = engineInput({ ...WEBINAR, campaignType: "transactional-purchase", campaignText: "" });
    const { ai } = recorded(
      JSON.stringify({
        ...ANSWERS.good,
        subject: "Thanks for your order at Kleurwerk",
        blocks: [],
        sections: [{ heading: "Upsell", body: "Buy more paint." }],
        cta: { label: "Shop more paint" },
      }),
    );
    const t = await createWorkersAiGenerator(ai, "@cf/test").generate(input);
    expect(t.subject).toBe("Thanks for your order at Kleurwerk");
    expect(t.html).toContain("{{order_total}}");
    expect(t.html).not.toContain("Upsell");
    expect(t.html).toMatch(
      /class="bm-btn" href="\{\{order_url\}\}"[^>]*>(View your order|See order status)</,
    );
  });
});

describe("facts check", () => {
  const facts = buildFacts({ ...WEBINAR });
  const corpus = JSON.stringify({
    speakers: ["dr. jane roe, head of colour"],
    dates: ["thursday, 11 march 2027"],
    time: "15:00 cet",
    brand: "kleurwerk",
    title: "colour for small rooms",
  });

  it("accepts copy made of the facts", () => {
    expect(
      factsCheck("Join Kleurwerk on Thursday, 11 March 2027 at 15:00 CET with Dr. Jane Roe.", facts, corpus),
    ).toEqual([]);
  });

  it("flags numbers, dates, names and quotes the facts do not hold", () => {
    expect(factsCheck("Over 500 customers agree.", facts, corpus)).toEqual([
      "number 500 is not in the facts",
    ]);
    expect(factsCheck("See you on Friday.", facts, corpus)).toEqual([
      'date word "friday" is not in the facts',
      'name "Friday" is not in the facts',
    ]);
    expect(factsCheck("Hosted by Maria Lopez of Acme.", facts, corpus)).toEqual([
      'name "Maria Lopez" is not in the facts',
      'name "Acme" is not in the facts',
    ]);
    expect(factsCheck("“The best session we ever attended” they said.", facts, corpus)).toContain(
      "a quote that is not in the facts",
    );
  });

  it("lets German nouns pass but not invented German names", () => {
    const de = buildFacts({
      ...WEBINAR,
      campaignText: "Wir laden Sie herzlich zu unserem Webinar am 12.03.2027 um 15 Uhr ein.",
    });
    const c = JSON.stringify({ dates: ["freitag, 12. märz 2027"], time: "15:00 uhr" });
    expect(factsCheck("Wir zeigen Ihnen neue Farben für kleine Räume.", de, c)).toEqual([]);
    expect(factsCheck("Mit dabei ist Klaus Beispiel aus Berlin.", de, c)).toEqual([
      'name "Klaus Beispiel" is not in the facts',
    ]);
  });
});

describe("Workers AI with corrected facts", () => {
  it("receives the user's corrected name, zone and tone instead of the brief's", async () => {
    const corrected = engineInput({
      ...WEBINAR,
      corrections: {
        name: "Colour for small spaces",
        time: { start: "16:00", end: "16:45", tz: "Europe/London" },
        tone: "playful",
      },
    });
    const { ai, run } = recorded(JSON.stringify(ANSWERS.good));
    const t = await createWorkersAiGenerator(ai, "@cf/test").generate(corrected);
    const messages = (run.mock.calls[0] as unknown as [string, { messages: { content: string }[] }])[1]
      .messages;
    expect(messages[0].content).toMatch(/Tone: playful/);
    expect(messages[1].content).toContain('"title":"Colour for small spaces"');
    expect(messages[1].content).toContain("16:00–16:45");
    expect(messages[1].content).not.toContain("15:00 CET");
    expect(t.generator).toBe("workers-ai");
    expect(visible(t.html)).toContain("16:00–16:45");
    expect(visible(t.html)).not.toContain("15:00");
    expect(t.html).toContain("ctz=Europe%2FLondon");
  });
});

describe("Workers AI with the brand kit's tone", () => {
  // A kit that approved only its tone: every other value still comes from the site.
  const toneKit: ApprovedKit = {
    name: "",
    palette: [],
    fonts: [],
    tagline: null,
    address: null,
    socials: [],
    lang: null,
    tone: "bold",
  };
  const toneOf = async (job: SampleJob) => {
    const { ai, run } = recorded(JSON.stringify(ANSWERS.good));
    await createWorkersAiGenerator(ai, "@cf/test").generate(engineInput(job));
    return (run.mock.calls[0] as unknown as [string, { messages: { content: string }[] }])[1].messages[0]
      .content;
  };

  it("is told the kit's own tone word when the brief states none, and the brief's when it does", async () => {
    // "bold" is written with the playful fixed strings, but the model can word it as bold.
    expect(await toneOf({ ...WEBINAR, kit: toneKit })).toMatch(/Tone: bold\./);
    expect(
      await toneOf({
        ...WEBINAR,
        kit: toneKit,
        campaignText: `${WEBINAR.campaignText}\nTone: formal`,
      }),
    ).toMatch(/Tone: formal\./);
  });
});
