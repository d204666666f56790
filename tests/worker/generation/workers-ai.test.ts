import { describe, expect, it, vi } from "vitest";
import { createGenerator, generateTemplate } from "../../../src/worker/generation/index";
import { validateEmailHtml } from "../../../src/worker/generation/validate";
import { sampleInput } from "../../fixtures/samples";
import { startTags } from "../../../src/worker/generation/validate";
import {
  AI_MAX_TOKENS,
  aiSchemaFor,
  createWorkersAiGenerator,
} from "../../../src/worker/generation/workers-ai";
import { planTemplate } from "../../../src/worker/generation/builtin";
import { jsonSchemaOf } from "../../../src/worker/platform/ai";

const MODEL = "@cf/test/model";
const GOOD = {
  subject: "What's new this autumn at Northwind Coffee",
  preheader: "Winter opening hours, customer evenings and a new look for the app.",
  headline: "What's new this autumn",
  intro: "Here is a short look at what we have been working on this season.",
  sections: [
    { heading: "Winter opening hours", body: "We are open until 20:00 on weekdays." },
    { heading: "Customer evenings", body: "Join us every first Thursday of the month." },
    { heading: "A new look for the app", body: "Cleaner menus and larger type." },
  ],
  cta: { label: "Read the brewing journal" },
  footer: "You get this email because you joined the Northwind Coffee club.",
  layout: "minimal",
};

function mockAi(impl: (...args: unknown[]) => unknown) {
  const run = vi.fn(impl);
  return { ai: { run } as unknown as Ai, run };
}

const input = sampleInput("newsletter", 4);
const has = (html: string, s: string) => html.includes(s);

describe("createGenerator", () => {
  it("uses builtin by default and when the AI binding is missing", () => {
    expect(createGenerator({}).id).toBe("builtin");
    expect(createGenerator({ GENERATOR: "builtin", AI: mockAi(() => null).ai }).id).toBe("builtin");
    expect(createGenerator({ GENERATOR: "workers-ai" }).id).toBe("builtin");
  });

  it("uses workers-ai when configured and bound", () => {
    expect(createGenerator({ GENERATOR: "workers-ai", AI: mockAi(() => null).ai }).id).toBe("workers-ai");
  });
});

describe("workers-ai generator", () => {
  it("gives JSON mode the schema the answer is checked with, made from the zod types", async () => {
    const { ai, run } = mockAi(async () => ({ response: GOOD }));
    await createWorkersAiGenerator(ai as never, MODEL).generate(input);
    const ids = planTemplate(input).content.blocks.map((b, i) => `${b.kind}-${i + 1}`);
    const sent = (
      run.mock.calls[0] as [string, { response_format: { type: string; json_schema: unknown } }]
    )[1];
    expect(sent.response_format).toEqual({
      type: "json_schema",
      json_schema: jsonSchemaOf(aiSchemaFor("newsletter", ids)),
    });
    const schema = sent.response_format.json_schema as {
      properties: Record<string, { maxLength?: number; items?: { enum?: string[] } }>;
    };
    // The limits the answer is held to, and only the prepared blocks.
    expect(schema.properties.subject.maxLength).toBe(90);
    expect(schema.properties.blocks.items?.enum).toEqual(ids);
  });

  it("renders good model output with our renderer, using the configured model and max_tokens", async () => {
    const { ai, run } = mockAi(async () => ({ response: JSON.stringify(GOOD) }));
    const t = await generateTemplate({ GENERATOR: "workers-ai", AI: ai, AI_MODEL: MODEL }, input);
    expect(run).toHaveBeenCalledTimes(1);
    const [model, body] = run.mock.calls[0] as [
      string,
      { max_tokens: number; messages: { role: string; content: string }[] },
    ];
    expect(model).toBe(MODEL);
    expect(body.max_tokens).toBe(AI_MAX_TOKENS);
    expect(body.messages[0].role).toBe("system");
    expect(body.messages[1].content).toContain("Northwind Coffee");
    expect(t.generator).toBe("workers-ai");
    expect(t.subject).toBe(GOOD.subject);
    expect(t.preheader).toBe(GOOD.preheader);
    expect(t.layout).toMatch(/^newsletter\/minimal-/);
    for (const s of GOOD.sections) expect(has(t.html, s.heading), s.heading).toBe(true);
    expect(has(t.html, ">Read the brewing journal</a>")).toBe(true);
    expect(t.text).toContain("Winter opening hours");
    expect(validateEmailHtml(t.html).ok).toBe(true);
  });

  it("accepts a response that is already an object (JSON mode)", async () => {
    const { ai } = mockAi(async () => ({ response: GOOD }));
    const t = await createWorkersAiGenerator(ai as never, MODEL).generate(input);
    expect(t.subject).toBe(GOOD.subject);
  });

  it("extracts JSON wrapped in prose or a code fence", async () => {
    const { ai } = mockAi(async () => ({
      response: "Sure! Here it is:\n```json\n" + JSON.stringify(GOOD) + "\n```",
    }));
    const t = await createWorkersAiGenerator(ai as never, MODEL).generate(input);
    expect(t.subject).toBe(GOOD.subject);
  });

  it("falls back to builtin content for malformed output", async () => {
    const builtin = await createGenerator({}).generate(input);
    for (const response of ["not json at all", "{ broken", "[]", "", null, 42]) {
      const { ai } = mockAi(async () => ({ response }));
      const t = await createWorkersAiGenerator(ai as never, MODEL).generate(input);
      expect(t.generator).toBe("builtin");
      expect(t.html).toBe(builtin.html);
    }
  });

  it("keeps the valid fields of a partial answer and fills the rest from builtin", async () => {
    const builtin = await createGenerator({}).generate(input);
    const { ai } = mockAi(async () => ({
      response: JSON.stringify({
        subject: "Only the subject is right",
        sections: "oops",
        cta: { label: "" },
        headline: 7,
      }),
    }));
    const t = await createWorkersAiGenerator(ai as never, MODEL).generate(input);
    expect(t.generator).toBe("workers-ai");
    expect(t.subject).toBe("Only the subject is right");
    expect(t.preheader).toBe(builtin.preheader);
    expect(has(t.html, builtin.html.match(/<h1[^>]*>([^<]*)/)![1])).toBe(true);
    expect(validateEmailHtml(t.html).ok).toBe(true);
  });

  it("falls back to builtin when the model times out", async () => {
    vi.useFakeTimers();
    try {
      const { ai } = mockAi(() => new Promise(() => {}));
      const pending = createWorkersAiGenerator(ai as never, MODEL, 5_000).generate(input);
      await vi.advanceTimersByTimeAsync(5_001);
      const t = await pending;
      expect(t.generator).toBe("builtin");
      expect(validateEmailHtml(t.html).ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("falls back to builtin when the binding throws", async () => {
    const { ai } = mockAi(async () => {
      throw new Error("3040: capacity exceeded");
    });
    const t = await generateTemplate({ GENERATOR: "workers-ai", AI: ai }, input);
    expect(t.generator).toBe("builtin");
  });

  it("never ships hostile model output as markup", async () => {
    const hostile = {
      subject: `<script>alert(1)</script>Big news`,
      preheader: `"><img src=x onerror=alert(1)>`,
      headline: `</h1><iframe src="javascript:alert(1)"></iframe>Hello`,
      intro: `Visit javascript:alert(document.cookie) now <a href="javascript:alert(1)">here</a>`,
      sections: [
        {
          heading: `<svg onload=alert(1)>Section`,
          body: `<style>body{display:none}</style>Text with &lt;b&gt; and {{unsubscribe_url}}`,
        },
      ],
      cta: { label: `</a><a href="javascript:alert(1)">Click` },
      footer: `<base href="https://evil.example/">Footer`,
      layout: "<script>",
    };
    const { ai } = mockAi(async () => ({ response: JSON.stringify(hostile) }));
    const t = await generateTemplate({ GENERATOR: "workers-ai", AI: ai }, input);
    expect(validateEmailHtml(t.html)).toEqual({ ok: true, problems: [] });
    const tags = startTags(t.html);
    expect(tags.filter((x) => ["script", "iframe", "svg", "base", "img"].includes(x.name))).toEqual([]);
    expect(startTags(t.html.split("<body")[1]).filter((x) => x.name === "style")).toEqual([]);
    expect(
      tags.some((x) => [...x.attrs].some(([k, v]) => k.startsWith("on") || /javascript:/i.test(v))),
    ).toBe(false);
    expect(t.subject).toBe("Big news");
    expect(has(t.html, ">Section</h")).toBe(true);
    expect(t.html).not.toContain(">Click</a>");
    expect(t.html).not.toMatch(/javascript:/i);
    expect(t.layout).not.toContain("script");
  });
});
