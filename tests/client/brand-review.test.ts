import { describe, expect, it } from "vitest";
import type { BrandSuggestion } from "../../src/shared/brand-kit";
import {
  approvedBody,
  defaultChoices,
  parseEdit,
  reviewRows,
  type KitDraft,
} from "../../src/client/lib/brand-review";

const found: BrandSuggestion = {
  website: "https://northwind.test/",
  name: { value: "Northwind Labs", source: "og:site_name", confidence: 0.9 },
  tagline: { value: "Lab tools for small teams", source: "meta description", confidence: 0.6 },
  description: null,
  palette: { value: ["#0f766e", "#f59e0b"], source: "css:--primary", confidence: 0.8 },
  fonts: { value: ["Poppins"], source: "google fonts", confidence: 0.8 },
  address: { value: "Keizersgracht 12, 1015 CN Amsterdam", source: "json-ld", confidence: 0.9 },
  socials: {
    value: [{ network: "linkedin", url: "https://www.linkedin.com/company/northwind" }],
    source: "footer",
    confidence: 0.8,
  },
  lang: { value: "en", source: "html lang", confidence: 0.4 },
  logoUrl: null,
};

const kit: KitDraft = {
  name: "Northwind",
  palette: ["#1f3a8a"],
  fonts: [],
  tagline: "Approved tagline",
  address: null,
  socials: [],
  lang: null,
};

describe("What we found: review rules", () => {
  it("preselects 'use this' only where the kit is empty and the reader was sure", () => {
    const rows = reviewRows(kit, found);
    expect(defaultChoices(kit, rows)).toEqual({
      name: "keep",
      tagline: "keep",
      palette: "keep",
      fonts: "use",
      address: "use",
      socials: "use",
      lang: "keep",
    });
    expect(defaultChoices(null, reviewRows(null, found)).name).toBe("use");
  });

  it("sends only approved fields: keep sends nothing, use sends the reader's value, edit the typed one", () => {
    const rows = reviewRows(kit, found);
    const choices = {
      ...defaultChoices(kit, rows),
      tagline: "edit" as const,
      palette: "edit" as const,
      address: "keep" as const,
    };
    const body = approvedBody(
      rows,
      choices,
      { tagline: "Measure without waiting", palette: "#B91C1C, 0f766e" },
      true,
    );
    expect(body).toEqual({
      tagline: "Measure without waiting",
      palette: ["#B91C1C", "0f766e"],
      fonts: ["Poppins"],
      socials: [{ network: "linkedin", url: "https://www.linkedin.com/company/northwind" }],
    });
    expect(body.name).toBeUndefined();
  });

  it("never sends colours for a plan without colour editing", () => {
    const rows = reviewRows(kit, found);
    const body = approvedBody(rows, { ...defaultChoices(kit, rows), palette: "use" }, {}, false);
    expect(body.palette).toBeUndefined();
  });

  it("reads typed social profiles line by line and drops lines without an address", () => {
    expect(
      parseEdit("socials", "LinkedIn: https://linkedin.com/company/x\nnonsense\nx: http://x.com/y"),
    ).toEqual([
      { network: "linkedin", url: "https://linkedin.com/company/x" },
      { network: "x", url: "http://x.com/y" },
    ]);
    expect(parseEdit("tagline", "   ")).toBeNull();
  });
});
