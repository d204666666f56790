import { describe, expect, it } from "vitest";
import type { CampaignType } from "../../../src/shared/campaign-types";
import { findDates, findTime } from "../../../src/worker/reading/brief/dates";
import { understandBrief } from "../../../src/worker/reading/brief/understand";

const NOW = new Date("2026-11-25T09:00:00Z");
const timeOf = (brief: string, campaignType: CampaignType) => {
  const t = understandBrief(brief, { now: NOW, lang: null, campaignType }).campaign.time;
  return t ? `${t.start}-${t.end ?? ""}` : null;
};

describe("a Flemish hour is written with a u", () => {
  it.each([
    ["donderdag 28 januari om 10u (Brussels time)", "10:00", null],
    ["van 14u tot 16u30", "14:00", "16:30"],
    ["zaterdag 10u30", "10:30", null],
  ])("%s", (text, start, end) => {
    expect(findTime(text)).toMatchObject({ start, end });
  });

  it("a lone u is a word, not an hour", () => {
    expect(findTime("we ontvangen u graag om 10 u")).toBeNull();
  });
});

describe("hours that are not the campaign's", () => {
  it.each<[string, string, CampaignType]>([
    [
      "a collection slot",
      "Thanks for your order! Collection is Thursday 24 December between 8am and 1pm.",
      "transactional-purchase",
    ],
    [
      "delivery days",
      "Levering op de gekozen dag tussen 9-17u, rest van NL via PostNL.",
      "transactional-purchase",
    ],
    ["support on business days", "Dúvidas: 266 700 415 (dias úteis, 9h–17h).", "transactional-purchase"],
    [
      "opening hours across a dated sentence",
      "Öffnungszeiten an Weihnachten: 24.12. 9–13 Uhr, 25./26.12. geschlossen.",
      "newsletter",
    ],
  ])("%s", (_case, brief, type) => {
    expect(timeOf(brief, type)).toBeNull();
  });
});

describe("a newsletter's time is its one event's", () => {
  it("when one item names an hour", () => {
    expect(
      timeOf(
        "Lesung am 10. Dezember um 19:30 Uhr.\nÖffnungszeiten an Weihnachten: 24.12. 9–13 Uhr.",
        "newsletter",
      ),
    ).toBe("19:30-");
  });

  it("never when items name different hours", () => {
    expect(
      timeOf("- AGM: Wed 16 Dec, 7.30pm, upstairs\n- Boxing Day ride: 26 Dec, meet 9am", "newsletter"),
    ).toBeNull();
  });
});

describe("a zone is where the writer is", () => {
  const zoneOf = (brief: string, lang: "de" | "nl" | "pt") =>
    understandBrief(brief, { now: NOW, lang, campaignType: "webinar" }).campaign.time?.tz;

  it("a bare offset that the writer's home zone has on the day is that zone", () => {
    expect(zoneOf("Launch: 1. Februar 2027, 9:00 Uhr (UTC+1)", "de")).toBe("Europe/Berlin");
  });

  it("an offset the home zone does not have stays fixed", () => {
    expect(zoneOf("Live: 3 de março de 2027, 19h (UTC-3)", "pt")).toBe("Etc/GMT+3");
  });

  it("a city's time names its zone", () => {
    expect(zoneOf("donderdag 28 januari 2027 om 10u (Brussels time)", "nl")).toBe("Europe/Brussels");
  });
});

describe("days that share a month", () => {
  const isos = (text: string) => findDates(text, NOW, null).map((d) => d.iso);

  it.each([
    ["a list before a pair", "chiusi il 24, 25 e 26 dicembre", ["2026-12-24", "2026-12-25", "2026-12-26"]],
    ["a range in words", "Entregas de 14 a 18 de dezembro", ["2026-12-14", "2026-12-18"]],
    ["German days joined by a slash", "25./26.12. geschlossen", ["2026-12-25", "2026-12-26"]],
    ["a German date after a label", "Öffnungszeiten an Weihnachten: 24.12. 9–13 Uhr", ["2026-12-24"]],
  ])("%s", (_case, text, want) => {
    expect(isos(text)).toEqual(want);
  });

  it.each([["Version: 2.10 ist da"], ["ratio 1/2.5"], ["Hall 3, 12 March"]])(
    "no date from %s but its own",
    (text) => {
      expect(isos(text).length).toBeLessThanOrEqual(1);
    },
  );
});

describe("a newsletter's place is its one event's", () => {
  const venueOf = (brief: string) =>
    understandBrief(brief, { now: NOW, lang: null, campaignType: "newsletter" }).campaign.venue;

  it("kept beside the one event's time", () => {
    expect(
      venueOf("Lesung am 10. Dezember um 19:30 Uhr (Buchhandlung Blattwerk, Lindenstraße 12, Leipzig)."),
    ).toBe("Buchhandlung Blattwerk, Lindenstraße 12, Leipzig");
  });

  it("left out when items name different hours", () => {
    expect(
      venueOf(
        "- AGM: Wed 16 Dec, 7.30pm, upstairs at The Fox, 22 Mill Lane. Members only\n- Ride: 26 Dec, meet 9am",
      ),
    ).toBeNull();
  });
});

describe("a decimal with its unit is a measure", () => {
  it.each([["capacities 3.25 t to 55 t"], ["weighs 1.50 kg"], ["up to 12.50 m"]])(
    "%s has no time",
    (text) => {
      expect(findTime(text)).toBeNull();
    },
  );
});

describe("a bare hour before dawn is a length", () => {
  it("'2 h' beside a time of day", () => {
    expect(findTime("book the training (2 h, Teams), first one Jan 12 at 10:00 CET")?.start).toBe("10:00");
  });
});
