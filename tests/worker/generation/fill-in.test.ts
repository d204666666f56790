import { describe, expect, it } from "vitest";
import { FILL_IN_MARK, markFillIns } from "../../../src/shared/fill-in";
import { contrast, forcedDarkContrast } from "../../../src/worker/generation/color";
import { generateTemplate } from "../../../src/worker/generation/index";
import { validateEmailHtml } from "../../../src/worker/generation/validate";
import { engineInput, sampleInput, sampleJob } from "../../fixtures/samples";

const env = { GENERATOR: "builtin" };
const marked = (html: string, name: string) =>
  new RegExp(`<span data-bm-fill="${name}" style="[^"]*">\\{\\{${name}\\}\\}</span>`).test(html);

describe("fill-in fields for plans without the details box", () => {
  it.each([1, 2, 3, 4, 5, 6])(
    "gives a webinar without a brief marked date and time fields (seed %i), within the output contract",
    async (seed) => {
      const t = await generateTemplate(env, {
        ...sampleInput("webinar", seed, { details: false }),
        fillIns: true,
      });
      expect(marked(t.html, "event_date"), "date").toBe(true);
      expect(marked(t.html, "event_time"), "time").toBe(true);
      // The text part is read off the HTML: the fields stand there as they are, for the platform to fill.
      expect(t.text).toContain("{{event_date}}");
      expect(t.text).toContain("{{event_time}}");
      expect(validateEmailHtml(t.html)).toEqual({ ok: true, problems: [] });
    },
  );

  it("marks the venue an offline event lacks, and nothing the facts already give", async () => {
    const t = await generateTemplate(env, {
      ...engineInput({
        ...sampleJob("offline-event", 1),
        campaignText: "Event: Customer Open Day\nDate: Saturday, 18 April 2026\nTime: 10:00 - 16:00",
      }),
      fillIns: true,
    });
    expect(marked(t.html, "event_venue")).toBe(true);
    expect(t.html).not.toContain("{{event_date}}");
    expect(t.html).not.toContain("{{event_time}}");
    expect(t.html).toContain("Saturday, 18 April 2026");
  });

  it("adds no field to a plan with the details box, nor to a type that needs no event facts", async () => {
    const premium = await generateTemplate(env, sampleInput("webinar", 1, { details: false }));
    expect(premium.html).not.toMatch(/event_date|data-bm-fill/);
    const newsletter = await generateTemplate(env, {
      ...sampleInput("newsletter", 1, { details: false }),
      fillIns: true,
    });
    expect(newsletter.html).not.toContain("data-bm-fill");
  });

  it("marks fields in text only, never inside an attribute", () => {
    const html = `<p title="{{event_date}}">On {{event_date}} at {{event_time}}</p><a href="{{event_date}}">x</a>`;
    const out = markFillIns(html);
    expect(out).toContain(`<p title="{{event_date}}">On <span data-bm-fill="event_date"`);
    expect(out).toContain(`<a href="{{event_date}}">`);
    expect(out.match(/data-bm-fill/g)).toHaveLength(2);
  });

  it("sets the mark in colours that keep AA in light mode and under forced dark", () => {
    expect(contrast(FILL_IN_MARK.text, FILL_IN_MARK.background)).toBeGreaterThanOrEqual(7);
    expect(forcedDarkContrast(FILL_IN_MARK.text, FILL_IN_MARK.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("output contract for merge fields", () => {
  it("accepts the engine's fields, fill-in fields included, and refuses any other token in the visible text", async () => {
    const t = await generateTemplate(env, {
      ...sampleInput("webinar", 1, { details: false }),
      fillIns: true,
    });
    expect(validateEmailHtml(t.html).ok).toBe(true);
    const odd = t.html.replace("{{event_time}}", "{{event_price}}");
    expect(validateEmailHtml(odd).problems).toContain(
      "unresolved placeholder in the visible text: {{event_price}}",
    );
    expect(validateEmailHtml(t.html.replace("{{event_time}}", "{{ first_name }}")).ok).toBe(true);
  });
});
