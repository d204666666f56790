import { describe, expect, it } from "vitest";
import { locate } from "../../../src/worker/reading/model/quote";

const BRIEF =
  "Webinar “Pricing pages that convert” on Tuesday,\n  February 9, 2027 — 11:00 to 11:45 AM ET. Price: €19.";

describe("finding a model's quote in the brief", () => {
  it("tolerates case, whitespace, typographic quotes and dashes, and a full stop the model added", () => {
    const at = (q: string) => {
      const s = locate(BRIEF, q);
      return s && BRIEF.slice(s.start, s.end);
    };
    expect(at('"pricing pages that convert"')).toBe("Pricing pages that convert");
    expect(at("Tuesday, February 9, 2027 - 11:00")).toBe("Tuesday,\n  February 9, 2027 — 11:00");
    expect(at("11:45 AM ET.")).toBe("11:45 AM ET");
    const venue = "Where: The Foundry Hall\n410 Alabama Street, 2nd Floor\nSan Francisco";
    const s = locate(venue, "The Foundry Hall, 410 Alabama Street, 2nd Floor, San Francisco")!;
    expect(venue.slice(s.start, s.end)).toBe(
      "The Foundry Hall\n410 Alabama Street, 2nd Floor\nSan Francisco",
    );
  });

  it("is never fuzzy on a digit or a letter", () => {
    expect(locate(BRIEF, "February 8, 2027")).toBeNull();
    expect(locate(BRIEF, "11:00 to 11:46")).toBeNull();
    expect(locate(BRIEF, "€18")).toBeNull();
    expect(locate("1,5 Stunden", "15 Stunden")).toBeNull();
    expect(locate(BRIEF, "Pricing page that convert")).toBeNull();
    expect(locate(BRIEF, "")).toBeNull();
  });

  it("looks only where it is told (a value inside its own quote)", () => {
    const quote = locate(BRIEF, "on Tuesday, February 9")!;
    expect(locate(BRIEF, "2027", quote.start, quote.end)).toBeNull();
    expect(locate(BRIEF, "February 9", quote.start, quote.end)).not.toBeNull();
  });
});
