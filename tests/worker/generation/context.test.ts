import { describe, expect, it } from "vitest";
import { brandNameFor, buildContext, extractFacts } from "../../../src/worker/generation/context";
import { createGenerator } from "../../../src/worker/generation/index";
import { sampleInput } from "../../../src/worker/generation/samples";

describe("campaign details", () => {
  it("reads labelled facts and keeps them out of the body paragraphs", () => {
    const ctx = buildContext({
      ...sampleInput("offline-event", 1),
      campaignText:
        "Event: Spring Gala\nDate: 3 May 2026\nTime: 19:30\nVenue: Grand Hall, Oslo\n\nAn evening of music.\n\nDress code: smart.",
    });
    expect(ctx.facts).toEqual({
      title: "Spring Gala",
      date: "3 May 2026",
      time: "19:30",
      venue: "Grand Hall, Oslo",
    });
    expect(ctx.details).toEqual(["An evening of music.", "Dress code: smart."]);
  });

  it("finds dates and times written in a sentence", () => {
    expect(extractFacts("Join us on Tuesday, March 10 at 2:30 PM EST for a live demo")).toMatchObject({
      date: "Tuesday, March 10",
      time: "2:30 PM EST",
    });
    expect(extractFacts("Wir sehen uns am 2026-06-01 um 14:00")).toMatchObject({
      date: "2026-06-01",
      time: "14:00",
    });
    expect(extractFacts("No dates here")).toEqual({ date: null, time: null, venue: null, title: null });
  });

  it("strips control characters and caps the details at 2500 characters", () => {
    const ctx = buildContext({
      ...sampleInput("newsletter", 1),
      campaignText: `a\u0000b\u200bc ${"x".repeat(5000)}`,
    });
    expect(ctx.details[0].startsWith("abc ")).toBe(true);
    expect(ctx.details.join("").length).toBeLessThanOrEqual(2500);
  });
});

describe("brand name", () => {
  const brand = sampleInput("newsletter", 0).brand!;
  it("prefers the site name, then the title before its separator, then the domain", () => {
    expect(brandNameFor({ websiteUrl: "https://x.example", brand })).toBe("Northwind Coffee");
    expect(
      brandNameFor({
        websiteUrl: "https://x.example",
        brand: { ...brand, siteName: null, title: "Acme Tools – Hardware for makers" },
      }),
    ).toBe("Acme Tools");
    expect(brandNameFor({ websiteUrl: "https://www.green-leaf.com.au/shop", brand: null })).toBe(
      "Green Leaf",
    );
    expect(brandNameFor({ websiteUrl: "not a url", brand: null })).toBeTruthy();
  });
});

describe("plain-text alternative", () => {
  it("carries the content without markup", async () => {
    const t = await createGenerator({}).generate(sampleInput("transactional-purchase", 2));
    expect(t.text).not.toMatch(/<[a-z/]/i);
    expect(t.text).toContain("{{order_total}}");
    expect(t.text).toContain(t.html.match(/<h1[^>]*>([^<]*)/)![1].replace(/&#39;/g, "'"));
    expect(t.text).toContain("Manage email preferences: {{unsubscribe_url}}");
  });
});
