import { describe, expect, it } from "vitest";
import type { KitValues } from "../../../src/worker/brands/merge";
import { planTemplate } from "../../../src/worker/generation/builtin";
import type { CorrectedFacts } from "../../../src/shared/corrected-facts";
import { engineInput } from "../../fixtures/samples";

const NOW = new Date("2026-11-25T09:00:00Z");
const kit: KitValues = {
  name: "Lumen",
  website: "https://lumen.com/",
  palette: ["#1d4ed8"],
  fonts: [],
  tagline: null,
  address: "1 Road, 10115 Berlin",
  socials: [],
  lang: "en",
};
const input = (campaignText: string, patch: Partial<KitValues> = {}, corrections?: CorrectedFacts) =>
  engineInput({
    campaignType: "customer-onboarding",
    palette: ["#1d4ed8"],
    websiteUrl: "https://lumen.com/",
    campaignText,
    brand: null,
    kit: { ...kit, ...patch },
    seed: 3,
    companyAddress: null,
    now: NOW,
    corrections,
  });
const BRIEF = "Welcome mail for new users. Help: https://lumen.com/help.";
const plan = (text: string, patch: Partial<KitValues> = {}, corrections?: CorrectedFacts) =>
  planTemplate(input(text, patch, corrections)).content;

describe("the kit's tone is the default register", () => {
  it("sets greeting and button when the brief states no tone", () => {
    expect(plan(BRIEF, { tone: "formal" }).intro[0]).toBe("Dear {{first_name|Sir or Madam}},");
    expect(plan(BRIEF, { tone: "playful" }).cta.label).toBe("Take a look");
    // Without a kit tone the copy stays in its neutral wording.
    expect(plan(BRIEF).intro[0]).not.toBe("Dear {{first_name|Sir or Madam}},");
  });

  it("gives way to a tone the brief or the corrected facts state for this e-mail", () => {
    expect(plan(`${BRIEF} Tone: playful`, { tone: "formal" }).intro[0]).toBe("Hey {{first_name|there}}!");
    expect(plan(BRIEF, { tone: "formal" }, { tone: "friendly" }).intro[0]).toBe("Hi {{first_name|there}},");
  });

  it("writes 'bold', which the copy has no strings for, in the nearest register (playful)", () => {
    expect(plan(BRIEF, { tone: "bold" }).intro[0]).toBe("Hey {{first_name|there}}!");
  });
});

describe("the kit's sender name signs the e-mail", () => {
  it("replaces the team line under the sign-off", () => {
    const closing = plan(BRIEF, { senderName: "Anna from Lumen" }).closing.join("\n");
    expect(closing).toMatch(/\nAnna from Lumen$/);
    expect(closing).not.toContain("The Lumen team");
  });

  it("keeps the team line when the kit names no sender, and never signs with markup", () => {
    expect(plan(BRIEF).closing.join("\n")).toContain("The Lumen team");
    expect(plan(BRIEF, { senderName: "  " }).closing.join("\n")).toContain("The Lumen team");
  });
});
