import { describe, expect, it } from "vitest";
import { BRIEFS } from "../../fixtures/briefs";
import { scoreCorpus } from "../../fixtures/briefs/score";
import { scoreEmails } from "../../fixtures/briefs/score-emails";

const LANGS = ["en", "de", "fr", "es", "it", "nl", "pt"] as const;
const TYPES = [
  "newsletter",
  "webinar",
  "offline-event",
  "product-launch",
  "whitepaper-autoreply",
  "customer-onboarding",
  "transactional-purchase",
  "confirmation-email",
] as const;

describe("the brief corpus", () => {
  it("holds at least 80 briefs: every type in the seven languages and the hard cases", () => {
    expect(BRIEFS.length).toBeGreaterThanOrEqual(80);
    for (const lang of LANGS)
      for (const type of TYPES)
        expect(
          BRIEFS.some((b) => b.lang === lang && b.type === type),
          `${lang} ${type}`,
        ).toBe(true);
    for (const tag of [
      "long",
      "labelled",
      "unlabelled",
      "12h",
      "multi-day",
      "hostile",
      "empty",
      "contradictory",
      "mixed",
    ] as const)
      expect(
        BRIEFS.some((b) => b.tags?.includes(tag)),
        tag,
      ).toBe(true);
    expect(new Set(BRIEFS.map((b) => b.id)).size).toBe(BRIEFS.length);
  });
});

describe("the brief reader on the corpus", () => {
  const score = scoreCorpus(BRIEFS);
  const failures = score.results
    .filter((r) => r.problems.length)
    .map((r) => `${r.id}: ${r.problems.join("; ")}`);

  it("finds the campaign's name in at least 95% of the briefs that have one", () => {
    expect(score.nameFoundPct, failures.join("\n")).toBeGreaterThanOrEqual(95);
  });

  it("reads every date, time, zone, venue and link right in at least 95%", () => {
    for (const f of ["dates", "time", "zone", "venue", "link"] as const)
      expect(score.fieldPct[f], `${f}\n${failures.join("\n")}`).toBeGreaterThanOrEqual(95);
  });

  it("invents no fact and corrects nothing silently", () => {
    expect(score.invented, failures.join("\n")).toBe(0);
    expect(score.silentCorrections).toBe(0);
  });

  it("keeps the span of the brief each fact came from", () => {
    for (const r of score.results)
      for (const f of r.understood.facts) {
        expect(f.start).toBeGreaterThanOrEqual(0);
        expect(f.end).toBeLessThanOrEqual(r.understood.text.length);
        expect(f.end).toBeGreaterThan(f.start);
      }
    const meetup = score.results.find((r) => r.id === "en-meetup")!.understood;
    const name = meetup.facts.find((f) => f.field === "name")!;
    expect(meetup.text.slice(name.start, name.end)).toBe("Austin Product Meetup");
  });
});

describe("the corpus's e-mails", () => {
  it("carry the name in subject and headline, send the button to the campaign link, print no URL and nothing hostile, and pass the output contract on three seeds", async () => {
    const e = await scoreEmails(BRIEFS);
    expect(e.namedPct, e.problems.join("\n")).toBe(100);
    expect(e.linkPct, e.problems.join("\n")).toBe(100);
    expect(e.rawUrlLines, e.problems.join("\n")).toBe(0);
    expect(e.hostileLeaks, e.problems.join("\n")).toBe(0);
    expect(e.contractFailures, e.problems.join("\n")).toBe(0);
  });
});
