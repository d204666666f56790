import { describe, expect, it } from "vitest";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import { buildFacts } from "../../../src/worker/reading";
import { visibleText } from "../../fixtures/briefs/score-emails";

const NOW = new Date("2026-11-25T09:00:00Z");
const gen = createBuiltinGenerator();

const BRIEF = `uitnodiging proefrit-weekend, onze klanten komen vooral uit Aken -> mail graag in het Duits, Sie-vorm
zaterdag 16 januari 2027 van 10.00 tot 16.00 uur, Industrieweg 4, 6161 AB Geleen
koffie en vlaai staan klaar, iedereen mag een proefrit maken in de nieuwe modellen
aanmelden via autohuis-example.nl/proefrit`;

describe("an e-mail asked for in another language than the brief's", () => {
  const facts = buildFacts({
    campaignType: "offline-event",
    campaignText: BRIEF,
    websiteUrl: "https://autohuis-example.nl/",
    brand: null,
    now: NOW,
  });

  const generated = () =>
    gen.generate({
      campaignType: "offline-event",
      palette: ["#1d4ed8"],
      facts,
      logoUrl: null,
      seed: 1,
      now: NOW,
    });

  it("is written in the language asked, its facts read from the brief", () => {
    expect(facts.language).toEqual({ value: "de", source: "brief" });
    expect(facts.campaign.dates.map((d) => d.iso)).toContain("2027-01-16");
    expect(facts.campaign.venue).toContain("Industrieweg 4");
  });

  it("prints none of the brief's own sentences, which are in the other language", async () => {
    const t = await generated();
    const all = [t.subject, t.preheader, visibleText(t.html), t.text].join("\n");
    expect(all).not.toMatch(/koffie|vlaai|proefrit maken|iedereen/i);
    expect(all).toMatch(/Januar 2027/);
    expect(all).toMatch(/\bSie\b/);
  });

  it("lists the instruction as followed", async () => {
    const t = await generated();
    const asked = t.instructions?.find((i) => i.kind === "language");
    expect(asked?.followed).toBe(true);
  });
});

describe("a translation asked with two languages named", () => {
  it("is into the language after its preposition, not the first one named", () => {
    const facts = buildFacts({
      campaignType: "product-launch",
      campaignText:
        "English is fine for the brief, but please translate into German for the mail.\nNew Trailhead Pack, 49 €, from 3 March 2027 at trailhead-example.com/pack",
      websiteUrl: "https://trailhead-example.com/",
      brand: null,
      now: NOW,
    });
    expect(facts.campaign.instructions?.find((i) => i.kind === "language")?.value).toBe("de");
    expect(facts.language.value).toBe("de");
  });
});
