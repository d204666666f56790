import { afterEach, describe, expect, it, vi } from "vitest";
import type { CampaignType } from "../../../src/shared/campaign-types";
import type { BriefReading, SentenceRole } from "../../../src/shared/facts";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import { briefReaderFor, modelReaderFor, readFacts } from "../../../src/worker/reading";
import { readBriefWithModel } from "../../../src/worker/reading/model";
import { modelReadingSchema } from "../../../src/worker/reading/model/schema";
import { jsonSchemaOf } from "../../../src/worker/platform/ai";

const NOW = new Date("2026-11-25T09:00:00Z");
const WEBINAR = `Webinar "Pricing pages that convert" on Thursday, 11 March 2027 from 15:00 to 15:45 CET with Dr. Jane Roe, Head of Growth. Register by 5 March: https://lumen.example/webinars/pricing

It runs 45 minutes and ends with a live Q&A with our pricing team.

Don't mention the price.

Notes for Sam: the draft agenda is in https://docs.google.com/document/d/abc/edit, please check it with Jane by Friday.`;

type Messages = { role: string; content: string }[];
type Answer = Record<string, unknown>;

/** The numbered sentences the prompt sends, so a recorded answer can give roles by their words. */
const numbered = (messages: Messages) =>
  [...messages[1].content.matchAll(/^\[(\d+)\] (.*)$/gm)].map((m) => ({ n: Number(m[1]), text: m[2] }));

function roles(messages: Messages, role: (text: string) => SentenceRole) {
  return numbered(messages).map(({ n, text }) => ({ n, role: role(text) }));
}

/** What a careful model answers for WEBINAR, in Workers AI's JSON-mode shape. */
function goodAnswer(messages: Messages): Answer {
  return {
    name: { value: "Pricing pages that convert", quote: 'Webinar "Pricing pages that convert"' },
    dates: [
      { iso: "2027-03-11", kind: "event", quote: "Thursday, 11 March 2027" },
      { iso: "2027-03-05", kind: "deadline", quote: "Register by 5 March" },
    ],
    time: { start: "15:00", end: "15:45", quote: "from 15:00 to 15:45 CET" },
    zone: { value: "CET", quote: "15:45 CET" },
    venue: null,
    duration: { minutes: 45, quote: "It runs 45 minutes" },
    mainLink: {
      url: "https://lumen.example/webinars/pricing",
      quote: "https://lumen.example/webinars/pricing",
    },
    speakers: [{ name: "Dr. Jane Roe", role: "Head of Growth", quote: "with Dr. Jane Roe, Head of Growth" }],
    products: [],
    offer: null,
    roles: roles(messages, (t) =>
      t.startsWith("Notes for Sam") ? "note" : t.startsWith("Don't") ? "instruction" : "content",
    ),
    instructions: [{ kind: "avoid", value: "the price", quote: "Don't mention the price." }],
  };
}

const recorded = (response: unknown) => ({
  response,
  usage: { prompt_tokens: 912, completion_tokens: 388, total_tokens: 1300 },
});

/** A Workers AI binding that answers each call with the next of `answers` (the last one repeats). */
function mockAi(...answers: ((messages: Messages) => unknown)[]) {
  const run = vi.fn(async (_model: string, inputs: Record<string, unknown>) => {
    const answer = answers[Math.min(run.mock.calls.length - 1, answers.length - 1)];
    return answer(inputs.messages as Messages);
  });
  return { ai: { run }, run };
}

const read = (ai: { run: unknown }, brief = WEBINAR, type: CampaignType = "webinar", timeoutMs?: number) =>
  readBriefWithModel({ ai: ai as never, timeoutMs }, brief, { now: NOW, campaignType: type });

const with_ = (change: (a: Answer) => void) => (messages: Messages) => {
  const a = goodAnswer(messages);
  change(a);
  return recorded(a);
};

const refused = (r: BriefReading, field: string) =>
  (r.leftOut ?? []).filter((l) => l.reason === "refused" && l.field === field);

afterEach(() => {
  vi.useRealTimers();
});

describe("the model reads the brief in JSON mode against the fact model's schema", () => {
  it("asks Workers AI with the schema made from the zod types, temperature 0, the brief as numbered sentences", async () => {
    const { ai, run } = mockAi((m) => recorded(goodAnswer(m)));
    await read(ai);
    const [model, inputs, options] = run.mock.calls[0] as unknown as [
      string,
      Record<string, unknown>,
      { signal: AbortSignal },
    ];
    expect(model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(inputs.response_format).toEqual({
      type: "json_schema",
      json_schema: jsonSchemaOf(modelReadingSchema),
    });
    expect(inputs.temperature).toBe(0);
    expect(options.signal).toBeInstanceOf(AbortSignal);
    const schema = jsonSchemaOf(modelReadingSchema) as {
      required: string[];
      properties: Record<string, object>;
    };
    expect(schema.required).toEqual(
      expect.arrayContaining(["name", "dates", "time", "roles", "instructions"]),
    );
    expect(JSON.stringify(schema.properties.name)).toContain('"quote"');
    const sentences = numbered(inputs.messages as Messages).map((s) => s.text);
    expect(sentences[0]).toMatch(/^Webinar "Pricing pages that convert"/);
    expect(sentences.at(-1)).toMatch(/^Notes for Sam/);
  });

  it("takes every value that holds, with the brief's own words as its span", async () => {
    const { ai, run } = mockAi((m) => recorded(goodAnswer(m)));
    const r = await read(ai);
    expect(run).toHaveBeenCalledTimes(1);
    expect(r.reader).toBe("model");
    const c = r.campaign;
    expect(c.title).toBe("Pricing pages that convert");
    expect(c.dates.map((d) => d.iso)).toEqual(["2027-03-11", "2027-03-05"]);
    expect(c.rsvpBy?.iso).toBe("2027-03-05");
    expect(c.time).toMatchObject({ start: "15:00", end: "15:45", zone: "CET", tz: "Europe/Berlin" });
    expect(c.durationMinutes).toBe(45);
    expect(c.mainLink?.url).toBe("https://lumen.example/webinars/pricing");
    expect(c.speakers).toEqual([{ name: "Dr. Jane Roe", role: "Head of Growth" }]);
    const at = (field: string) =>
      r.facts.filter((f) => f.field === field).map((f) => r.text.slice(f.start, f.end));
    expect(at("name")).toEqual(["Pricing pages that convert"]);
    expect(at("date")).toEqual(["Thursday, 11 March 2027", "5 March"]);
    expect(at("zone")).toEqual(["CET"]);
    expect(at("duration")).toEqual(["45 minutes"]);
    expect(r.leftOut?.filter((l) => l.reason === "refused")).toEqual([]);
  });

  it("leaves out a note the model found that the rules took for content, and never prints it", async () => {
    const { ai } = mockAi((m) => recorded(goodAnswer(m)));
    const r = await read(ai);
    expect(r.campaign.story.join(" ")).not.toMatch(/Notes for Sam/);
    expect(r.leftOut).toContainEqual(
      expect.objectContaining({ reason: "note", text: expect.stringMatching(/^Notes for Sam/) }),
    );
    // The colleague's "by Friday" is no date of the campaign.
    expect(r.campaign.dates.map((d) => d.text)).not.toContain("by Friday");
    expect(r.warnings.map((w) => w.code)).not.toContain("relative-date");
    const facts = await readFacts(
      {
        campaignType: "webinar",
        campaignText: WEBINAR,
        websiteUrl: "https://lumen.example/",
        brand: null,
        now: NOW,
      },
      (b, o) => readBriefWithModel({ ai: ai as never }, b, o),
    );
    const email = await createBuiltinGenerator().generate({
      campaignType: "webinar",
      palette: ["#1d4ed8"],
      facts,
      logoUrl: null,
      seed: 1,
      now: NOW,
    });
    for (const part of [email.subject, email.preheader, email.html, email.text]) {
      expect(part).not.toMatch(/Notes for Sam|draft agenda|check it with Jane/i);
      expect(part).not.toContain("docs.google.com");
    }
  });

  it("keeps a sentence the rules call a note out of the e-mail when the model calls it content", async () => {
    const brief = `Open day at the Kleurwerk studio on Saturday, 10 April 2027 at 10:00.\n\nInternal notes (not for the email):\nSam, the caterer still needs the final numbers.`;
    const { ai } = mockAi((m) =>
      recorded({
        ...goodAnswer(m),
        name: null,
        dates: [{ iso: "2027-04-10", kind: "event", quote: "Saturday, 10 April 2027" }],
        time: { start: "10:00", end: null, quote: "at 10:00" },
        zone: null,
        duration: null,
        mainLink: null,
        speakers: [],
        roles: roles(m, () => "content"),
        instructions: [],
      }),
    );
    const r = await read(ai, brief, "offline-event");
    const note = r.campaign.sentences?.find((s) => s.text.startsWith("Sam, the caterer"));
    expect(note?.role).toBe("note");
    expect(r.campaign.story.join(" ")).not.toMatch(/caterer/);
    expect(r.leftOut?.some((l) => l.reason === "note" && l.text.includes("the caterer"))).toBe(true);
  });
});

describe("the verifier refuses what the brief does not say", () => {
  it("a date not in the brief: refused, the rules' dates stand, the panel says why", async () => {
    const { ai } = mockAi(
      with_((a) => {
        a.dates = [{ iso: "2027-04-01", kind: "event", quote: "1 April 2027" }];
      }),
    );
    const r = await read(ai);
    expect(r.campaign.dates[0].iso).toBe("2027-03-11");
    expect(refused(r, "dates")).toEqual([
      expect.objectContaining({
        value: "2027-04-01",
        why: expect.stringMatching(/not in the brief.*rules' reading/),
      }),
    ]);
  });

  it("a date read from the right words but written wrong: refused", async () => {
    const { ai } = mockAi(
      with_((a) => {
        a.dates = [{ iso: "2027-03-12", kind: "event", quote: "Thursday, 11 March 2027" }];
      }),
    );
    const r = await read(ai);
    expect(r.campaign.dates[0].iso).toBe("2027-03-11");
    expect(refused(r, "dates")[0].why).toMatch(/is 2027-03-11, not 2027-03-12/);
  });

  it("a wrong weekday: the date is refused, kept as written by the rules, and the mismatch reported", async () => {
    const brief = "Open House on Friday, 11 March 2027 at 10:00. Tickets: https://tix.example/oh";
    const answer = (iso: string) => (m: Messages) =>
      recorded({
        ...goodAnswer(m),
        name: { value: "Open House", quote: "Open House" },
        dates: [{ iso, kind: "event", quote: "Friday, 11 March 2027" }],
        time: { start: "10:00", end: null, quote: "at 10:00" },
        zone: null,
        duration: null,
        mainLink: { url: "https://tix.example/oh", quote: "Tickets: https://tix.example/oh" },
        speakers: [],
        roles: roles(m, () => "content"),
        instructions: [],
      });
    const asWritten = await read(mockAi(answer("2027-03-11")).ai, brief, "offline-event");
    expect(refused(asWritten, "dates")[0].why).toMatch(/is a Thursday, not a Friday/);
    expect(asWritten.campaign.dates[0].iso).toBe("2027-03-11");
    expect(asWritten.warnings.map((w) => w.code)).toContain("weekday-mismatch");
    // A model that moves the date to fit the weekday is refused too: the date is never moved silently.
    const moved = await read(mockAi(answer("2027-03-12")).ai, brief, "offline-event");
    expect(refused(moved, "dates")[0].why).toMatch(/is 2027-03-11, not 2027-03-12/);
    expect(moved.campaign.dates[0].iso).toBe("2027-03-11");
  });

  it("a deadline given as the event's date: refused", async () => {
    const { ai } = mockAi(
      with_((a) => {
        a.dates = [{ iso: "2027-03-05", kind: "event", quote: "5 March" }];
      }),
    );
    const r = await read(ai);
    expect(refused(r, "dates")[0].why).toMatch(/"5 March" is a deadline, not the event's date/);
    expect(r.campaign.dates[0].iso).toBe("2027-03-11");
    expect(r.campaign.rsvpBy?.iso).toBe("2027-03-05");
  });

  it("a date the model calls both the deadline and the event's date: refused as the event's", async () => {
    const brief =
      "Early-bird tickets end 5 March. The Pricing Summit is on Saturday, 20 March 2027 in Leeds.";
    const { ai } = mockAi((m) =>
      recorded({
        ...goodAnswer(m),
        name: { value: "Pricing Summit", quote: "The Pricing Summit" },
        dates: [
          { iso: "2027-03-05", kind: "deadline", quote: "end 5 March" },
          { iso: "2027-03-05", kind: "event", quote: "5 March" },
          { iso: "2027-03-20", kind: "event", quote: "Saturday, 20 March 2027" },
        ],
        time: null,
        zone: null,
        duration: null,
        mainLink: null,
        speakers: [],
        roles: roles(m, () => "content"),
        instructions: [],
      }),
    );
    const r = await read(ai, brief, "offline-event");
    expect(refused(r, "dates")).toEqual([
      expect.objectContaining({ value: "2027-03-05", why: expect.stringMatching(/is a deadline/) }),
    ]);
    expect(r.campaign.dates.map((d) => d.iso)).toEqual(["2027-03-20", "2027-03-05"]);
    expect(r.campaign.rsvpBy?.iso).toBe("2027-03-05");
  });

  it("a colleague's deadline in a note: refused as the note's words", async () => {
    const { ai } = mockAi(
      with_((a) => {
        a.dates = [
          { iso: "2027-03-11", kind: "event", quote: "Thursday, 11 March 2027" },
          { iso: "2026-11-27", kind: "deadline", quote: "by Friday" },
        ];
      }),
    );
    const r = await read(ai);
    expect(refused(r, "dates")[0].why).toMatch(/is a note for the team/);
    expect(r.campaign.dates.map((d) => d.iso)).toEqual(["2027-03-11"]);
  });

  it("a name not in the brief, or not in its own quote: refused, the rules' name stands", async () => {
    for (const name of [
      { value: "Pricing Masterclass", quote: "Pricing Masterclass" },
      { value: "Pricing Masterclass", quote: 'Webinar "Pricing pages that convert"' },
    ]) {
      const r = await read(
        mockAi(
          with_((a) => {
            a.name = name;
          }),
        ).ai,
      );
      expect(r.campaign.title).toBe("Pricing pages that convert");
      expect(refused(r, "name")).toHaveLength(1);
    }
  });

  it("a link not in the brief, or a link for the team: refused", async () => {
    for (const [url, why] of [
      ["https://lumen.example/webinars/pricing-2027", /not a link in the brief/],
      ["https://docs.google.com/document/d/abc/edit", /link for the team|note for the team/],
    ] as const) {
      const r = await read(
        mockAi(
          with_((a) => {
            a.mainLink = { url, quote: url.replace("-2027", "") };
          }),
        ).ai,
      );
      expect(r.campaign.mainLink?.url).toBe("https://lumen.example/webinars/pricing");
      expect(refused(r, "mainLink")[0].why).toMatch(why);
    }
  });

  it("a time the quote does not say, a zone that starts a name, a length not stated: refused", async () => {
    const brief = "Book club at Central Library on Thursday, 11 March 2027 at 18:00.";
    const { ai } = mockAi((m) =>
      recorded({
        ...goodAnswer(m),
        name: null,
        dates: [{ iso: "2027-03-11", kind: "event", quote: "Thursday, 11 March 2027" }],
        time: { start: "19:00", end: null, quote: "at 18:00" },
        zone: { value: "Central", quote: "Central Library" },
        venue: { value: "Central Library", quote: "at Central Library" },
        duration: { minutes: 90, quote: "Book club" },
        mainLink: null,
        speakers: [],
        roles: roles(m, () => "content"),
        instructions: [],
      }),
    );
    const r = await read(ai, brief, "offline-event");
    expect(refused(r, "time")[0].why).toMatch(/is 18:00, not 19:00/);
    expect(refused(r, "zone")[0].why).toMatch(/"Central Library" is a name, not a time zone/);
    expect(refused(r, "duration")[0].why).toMatch(/names no length/);
    expect(r.campaign.time).toMatchObject({ start: "18:00", tz: null });
    expect(r.campaign.venue).toBe("Central Library");
    expect(r.campaign.durationMinutes ?? null).toBeNull();
    expect(r.warnings).toContainEqual(expect.objectContaining({ code: "value-refused", field: "duration" }));
  });

  it("a zone named in words holds when no name goes on after it", async () => {
    const brief = "Book club on Thursday, 11 March 2027, 18:00 Central Time, at the Central Library.";
    const { ai } = mockAi((m) =>
      recorded({
        ...goodAnswer(m),
        name: null,
        dates: [{ iso: "2027-03-11", kind: "event", quote: "Thursday, 11 March 2027" }],
        time: { start: "18:00", end: null, quote: "18:00 Central Time" },
        zone: { value: "Central", quote: "18:00 Central Time" },
        duration: null,
        mainLink: null,
        speakers: [],
        roles: roles(m, () => "content"),
        instructions: [],
      }),
    );
    const r = await read(ai, brief, "offline-event");
    expect(r.campaign.time).toMatchObject({ start: "18:00", zone: "Central", tz: "America/Chicago" });
    expect(refused(r, "zone")).toEqual([]);
  });

  it("a price the quote does not state: the product stays, without the price", async () => {
    const brief = "Launch: the Studio Edition, €89, available from today at https://shop.example/studio";
    const launch = (amount: number) => (m: Messages) =>
      recorded({
        ...goodAnswer(m),
        name: { value: "Studio Edition", quote: "the Studio Edition" },
        dates: [],
        time: null,
        zone: null,
        duration: null,
        mainLink: { url: "https://shop.example/studio", quote: "https://shop.example/studio" },
        speakers: [],
        products: [
          { name: "Studio Edition", price: { amount, currency: "EUR" }, quote: "the Studio Edition, €89" },
        ],
        roles: roles(m, () => "content"),
        instructions: [],
      });
    const wrong = await read(mockAi(launch(79)).ai, brief, "product-launch");
    expect(wrong.campaign.products).toEqual([
      { name: "Studio Edition", price: null, url: "https://shop.example/studio" },
    ]);
    const right = await read(mockAi(launch(89)).ai, brief, "product-launch");
    expect(right.campaign.products[0].price).toMatchObject({ amount: 89, currency: "EUR", text: "€89" });
  });
});

describe("one repair round, a time limit, and the rules when the model fails", () => {
  it("an answer without quotes: one repair round says so; a fixed answer is taken", async () => {
    const { ai, run } = mockAi(
      with_((a) => {
        a.name = { value: "Pricing pages that convert" };
        a.dates = [{ iso: "2027-03-11", kind: "event" }];
      }),
      (m) => recorded(goodAnswer(m)),
    );
    const r = await read(ai);
    expect(run).toHaveBeenCalledTimes(2);
    const repair = (run.mock.calls[1][1] as { messages: Messages }).messages;
    expect(repair.at(-2)?.role).toBe("assistant");
    expect(repair.at(-1)?.content).toMatch(/name: quote/);
    expect(r.campaign.title).toBe("Pricing pages that convert");
    expect(r.facts.some((f) => f.field === "name")).toBe(true);
  });

  it("an answer without quotes twice: no unquoted value is taken, the rules' values stand", async () => {
    const unquoted = (m: Messages) => {
      const a = goodAnswer(m);
      for (const k of ["name", "time", "zone", "duration", "mainLink"]) delete (a[k] as Answer | null)?.quote;
      a.name = { value: "Pricing Masterclass" };
      return recorded(a);
    };
    const { ai, run } = mockAi(unquoted);
    const r = await read(ai);
    expect(run).toHaveBeenCalledTimes(2);
    expect(r.campaign.title).toBe("Pricing pages that convert");
  });

  it("broken JSON twice: the rules' reading", async () => {
    const { ai, run } = mockAi(() => recorded('Here is the JSON: {"name": {"value": "Pricing'));
    const r = await read(ai);
    expect(run).toHaveBeenCalledTimes(2);
    expect(r.reader).toBe("rules");
    expect(r.campaign.title).toBe("Pricing pages that convert");
  });

  it("a time-out: the rules' reading once the limit passes, whatever the binding does", async () => {
    vi.useFakeTimers();
    const { ai } = mockAi(() => new Promise(() => {}));
    const pending = read(ai, WEBINAR, "webinar", 5_000);
    await vi.advanceTimersByTimeAsync(5_001);
    const r = await pending;
    expect(r.reader).toBe("rules");
    expect(r.campaign.title).toBe("Pricing pages that convert");
  });

  it("a repair round that times out keeps what held in the first answer", async () => {
    vi.useFakeTimers();
    const { ai } = mockAi(
      with_((a) => {
        a.name = { value: "Pricing Masterclass", quote: "Pricing Masterclass" };
      }),
      () => new Promise(() => {}),
    );
    const pending = read(ai, WEBINAR, "webinar", 5_000);
    await vi.advanceTimersByTimeAsync(5_001);
    const r = await pending;
    expect(r.reader).toBe("model");
    expect(r.campaign.durationMinutes).toBe(45);
    expect(refused(r, "name")).toHaveLength(1);
  });

  it("a binding that throws: the rules' reading", async () => {
    const { ai } = mockAi(() => Promise.reject(new Error("3040: capacity exceeded")));
    const r = await read(ai);
    expect(r.reader).toBe("rules");
  });
});

describe("which reader runs", () => {
  it("the model only in production (GENERATOR=workers-ai with the AI binding); the rules elsewhere", async () => {
    const { ai, run } = mockAi((m) => recorded(goodAnswer(m)));
    expect(modelReaderFor({ GENERATOR: "builtin", AI: ai })).toBeNull();
    expect(modelReaderFor({ GENERATOR: "workers-ai" })).toBeNull();
    const rules = await briefReaderFor({ GENERATOR: "builtin" })(WEBINAR, {
      now: NOW,
      campaignType: "webinar",
    });
    expect(rules.reader).toBe("rules");
    expect(run).not.toHaveBeenCalled();
    const model = await briefReaderFor({ GENERATOR: "workers-ai", AI: ai, AI_MODEL: "@cf/test/model" })(
      WEBINAR,
      {
        now: NOW,
        campaignType: "webinar",
      },
    );
    expect(model.reader).toBe("model");
    expect(run.mock.calls[0][0]).toBe("@cf/test/model");
  });

  it("the instructions come marked followed or not followable by the built-in writer", async () => {
    const brief = `${WEBINAR}\n\nWrite it like Wes would, punchy.`;
    const { ai } = mockAi((m) =>
      recorded({
        ...goodAnswer(m),
        instructions: [
          { kind: "avoid", value: "the price", quote: "Don't mention the price." },
          { kind: "style", value: "like Wes", quote: "Write it like Wes would, punchy." },
        ],
      }),
    );
    const r = await read(ai, brief);
    const style = r.campaign.instructions?.find((i) => i.kind === "style");
    expect(style).toMatchObject({ followed: false, quote: "Write it like Wes would, punchy" });
    expect(style?.why).toBeTruthy();
    expect(r.campaign.instructions?.find((i) => i.kind === "avoid")?.followed).toBe(true);
  });
});
