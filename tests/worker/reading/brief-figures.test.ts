import { describe, expect, it } from "vitest";
import { findDates } from "../../../src/worker/reading/brief/dates";
import { understandBrief } from "../../../src/worker/reading/brief/understand";

const NOW = new Date("2026-11-25T09:00:00Z");
const isoOf = (text: string, lang: "de" | "it" | "nl" | "en") => findDates(text, NOW, lang).map((d) => d.iso);

describe("a month is read in the brief's language or as English abbreviates it", () => {
  it("another language's abbreviation is a word of the text, not a month", () => {
    expect(isoOf("Launch Scanfix Gen 2, ab 01.02.2027 lieferbar", "de")).toEqual(["2027-02-01"]);
    expect(isoOf("Nieuw: de Set 4 met accu, vanaf 3 maart", "nl")).toEqual(["2027-03-03"]);
  });
  it("the brief's own abbreviation and English ones still are months", () => {
    expect(isoOf("serata del 12 gen, ore 20", "it")).toEqual(["2027-01-12"]);
    expect(isoOf("am 12 Dec beim Meetup", "de")).toEqual(["2026-12-12"]);
    expect(isoOf("am 12. Jan. 2027", "de")).toEqual(["2027-01-12"]);
  });
});

describe("a percentage is an offer only when it is one", () => {
  it("the end of a range is not a discount", () => {
    const u = understandBrief(
      "Actieradius in de winter: reken op 20-30% minder. Aanmelden op example.nl/webinar",
      {
        now: NOW,
        lang: "nl",
        campaignType: "webinar",
      },
    );
    expect(u.campaign.offer).toBeNull();
  });
  it("a percentage with a minus sign of its own still is", () => {
    const u = understandBrief("Winterbanden -20% tot 31 januari, code WINTER20", {
      now: NOW,
      lang: "nl",
      campaignType: "product-launch",
    });
    expect(u.campaign.offer?.discount).toBe("-20%");
  });
});

describe("a closing ask is for a donation only when it asks for one", () => {
  it('"don\'t" is not the French "don"', async () => {
    const { appealOf } = await import("../../../src/worker/generation/copy/follow");
    expect(appealOf("At the end mention our gift boxes if they don't want to DIY.", "en").donation).toBe(
      false,
    );
    expect(appealOf("Terminer par un appel au don sur example.org/don", "fr").donation).toBe(true);
  });
});

describe("times and places written loosely", () => {
  it("an end said roughly is still the end", async () => {
    const { findTime } = await import("../../../src/worker/reading/brief/dates");
    expect(findTime("Wann: Do, 11. März, 9:30 bis ca. 15:00 Uhr")).toMatchObject({
      start: "09:30",
      end: "15:00",
    });
    expect(findTime("Saturday from 7 to about 10pm")).toMatchObject({ start: "19:00", end: "22:00" });
  });
  it("a number before a word that starts like a street's abbreviation is not an address", () => {
    const u = understandBrief("Webinar am 21.01.2027, 10 Uhr. Teilnahme kostenlos, max. 100 Plätze.", {
      now: NOW,
      lang: "de",
      campaignType: "webinar",
    });
    expect(u.campaign.venue).toBeNull();
  });
});

describe("what a brief takes back is read as if never written", () => {
  it.each([
    ["en", "Launch offer: 20% off, no wait, 15% off until 31 January with code FIRST15", "15%"],
    ["nl", "- alleen dit weekend: 10% korting op alles ... eh nee Jos zegt: 5% korting op accessoires", "5%"],
    ["de", "Rabatt: 30 % auf alles, ähm nein, 25 % bis 31.01.", "25 %"],
  ] as const)("%s", (lang, brief, want) => {
    const u = understandBrief(brief, { now: NOW, lang, campaignType: "product-launch" });
    expect(u.campaign.offer?.discount?.startsWith(want)).toBe(true);
    expect(JSON.stringify(u.campaign)).not.toMatch(/20%|10% korting|30 %/);
  });

  it("a marker with no figure taken back leaves the brief as written", () => {
    const u = understandBrief("I mean it: our best roast yet. No wait for delivery, 15% off until Friday.", {
      now: NOW,
      lang: "en",
      campaignType: "product-launch",
    });
    expect(u.campaign.offer?.discount).toMatch(/^15%/);
  });
});

describe("what a brief says to the team about itself", () => {
  const roles = async (brief: string) =>
    (await import("../../../src/worker/reading/brief/roles")).readRoles(brief);
  it("a marker that is never the reader's, with the colleague it is for, opens a note", async () => {
    const r = await roles(
      "Serata il 12 marzo alle 20. TODO Chiara: verificare se il pranzo è incluso. Dare del tu.",
    );
    expect(r.sentences.find((s) => s.text.startsWith("TODO"))?.role).toBe("note");
  });
  it("a subject header that names the mail and what it is for proposes no subject line", async () => {
    const r = await roles("Subject: autoreply for the report download form\nThe report is 24 pages.");
    expect(r.instructions.some((i) => i.kind === "subject")).toBe(false);
    const proposed = await roles("Betreff: Newsletter Dezember – unsere Highlights\nDrei Themen.");
    expect(proposed.instructions.find((i) => i.kind === "subject")?.value).toMatch(/Newsletter Dezember/);
  });
});
