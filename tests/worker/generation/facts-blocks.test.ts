import { describe, expect, it } from "vitest";
import { factBlocks } from "../../../src/worker/generation/copy";
import { buildFacts } from "../../../src/worker/reading/facts";
import { siteReading } from "../../fixtures/samples";

const NOW = new Date("2026-11-23T09:00:00Z");
const BRAND = siteReading({
  url: "https://kleurwerk.nl/",
  name: "Kleurwerk",
  socials: [{ network: "instagram", url: "https://instagram.com/kleurwerk" }],
  pages: [{ title: "Journal", url: "https://kleurwerk.nl/journal" }],
});

describe("factBlocks: the image-led blocks, ready for the block library", () => {
  it("turns event facts into an event card with a Google Calendar link, speakers, offer, features, articles and social", () => {
    const facts = buildFacts({
      websiteUrl: BRAND.url,
      brand: BRAND,
      now: NOW,
      campaignText:
        'Webinar "Colour for small rooms" on Thursday, 11 March 2027 at 15:00 CET with Dr. Jane Roe, Head of Colour. Join link: https://zoom.us/j/42\nUse code ROOMS10 for 10% off until 31 March 2027.\nTopics:\n- Light: how daylight changes colour\n- Ceilings',
    });
    const blocks = factBlocks(facts, "en");
    const event = blocks.find((b) => b.kind === "event");
    expect(event).toMatchObject({
      kind: "event",
      title: "Colour for small rooms",
      date: { iso: "2027-03-11", text: "Thursday, 11 March 2027" },
      time: "15:00 CET",
      venue: null,
      join: { url: "https://zoom.us/j/42" },
    });
    expect(event?.kind === "event" && event.calendar?.google).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?.*dates=20270311T150000%2F20270311T150000/,
    );
    expect(blocks.find((b) => b.kind === "speakers")).toEqual({
      kind: "speakers",
      title: "Speaker",
      items: [{ name: "Dr. Jane Roe", role: "Head of Colour", photo: null }],
    });
    expect(blocks.find((b) => b.kind === "offer")).toEqual({
      kind: "offer",
      title: "Your offer",
      code: "ROOMS10",
      text: "10% off",
      deadline: "Wednesday, 31 March 2027",
    });
    expect(blocks.find((b) => b.kind === "features")).toMatchObject({
      items: [
        { title: "Light", body: "How daylight changes colour", icon: null },
        { title: "Ceilings", body: "", icon: null },
      ],
    });
    expect(blocks.find((b) => b.kind === "articles")).toMatchObject({
      items: [{ title: "Journal", link: { url: "https://kleurwerk.nl/journal" }, image: null }],
    });
    expect(blocks.find((b) => b.kind === "social")).toMatchObject({
      items: [{ network: "instagram", url: "https://instagram.com/kleurwerk" }],
    });
  });

  it("leaves out every block whose facts are missing and writes labels in the language asked", () => {
    const facts = buildFacts({
      websiteUrl: "https://acme.example/",
      brand: null,
      now: NOW,
      campaignText: "Produkt: Aurora Matt\nPreis: 49,90 €",
    });
    const blocks = factBlocks(facts, "de", "product-launch");
    expect(blocks.map((b) => b.kind)).toEqual(["products"]);
    expect(blocks[0]).toEqual({
      kind: "products",
      title: null,
      items: [{ name: "Aurora Matt", price: "49,90\u00a0€", link: null, image: null }],
    });
    expect(
      factBlocks(
        buildFacts({ websiteUrl: "https://acme.example/", brand: null, now: NOW, campaignText: "" }),
        "en",
      ),
    ).toEqual([]);
  });
});
