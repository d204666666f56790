import { describe, expect, it } from "vitest";
import type { CampaignType } from "../../../src/shared/campaign-types";
import { understandBrief } from "../../../src/worker/reading/brief/understand";

const NOW = new Date("2026-11-25T09:00:00Z");
const nameOf = (brief: string, campaignType: CampaignType) =>
  understandBrief(brief, { now: NOW, lang: null, campaignType }).campaign.title;

describe("a quotation ends with the mark that pairs with its opening one", () => {
  it.each<[string, string, CampaignType, string]>([
    [
      "an apostrophe inside",
      'Titel: "Loonkosten 2027: wat verandert er voor kmo\'s?"',
      "webinar",
      "Loonkosten 2027: wat verandert er voor kmo's?",
    ],
    [
      "German opening, straight closing",
      'Das Whitepaper heißt „Wärmepumpen im Gewerbe", 34 Seiten. Sie-Form.',
      "whitepaper-autoreply",
      "Wärmepumpen im Gewerbe",
    ],
    [
      "an elided article inside",
      "Degustazione 'Vini dell'Alto Adige' venerdì 18 dicembre",
      "offline-event",
      "Vini dell'Alto Adige",
    ],
  ])("%s", (_case, brief, type, want) => {
    expect(nameOf(brief, type)).toBe(want);
  });
});

describe("a name is the campaign's own words", () => {
  it("without the word that announces it as new", () => {
    expect(nameOf("Produkt: Neu KassenFix Go (App für iOS)\nLaunch: 1. Februar 2027", "product-launch")).toBe(
      "KassenFix Go",
    );
  });

  it("from a title's label with what it titles", () => {
    expect(
      nameOf("Titel e-book: NIS2 zonder paniek – een stappenplan\n18 pagina's", "whitepaper-autoreply"),
    ).toBe("NIS2 zonder paniek – een stappenplan");
  });

  it("never a room named in quotes with its kind", () => {
    expect(
      nameOf(
        '- sala riunioni "Cupola" prenotabile dall\'app\n- aperitivo giovedì 3 dicembre',
        "customer-onboarding",
      ),
    ).toBeNull();
  });

  it("never a possessive before a month in a compound word", () => {
    expect(
      nameOf('Unser Dezember-Newsletter „Seitenweise" – Inhalte: 1) Lesung am 10. Dezember', "newsletter"),
    ).toBe("Seitenweise");
  });

  it("a newsletter's masthead from the subject line it proposes", () => {
    expect(
      nameOf(
        "Subject idea: The Chainring – December 2026\n\nItems:\n- Boxing Day social ride: 26 Dec, 9am",
        "newsletter",
      ),
    ).toBe("The Chainring");
  });

  it("a title quoted in a forwarded message's subject line, when the body names none", () => {
    expect(
      nameOf(
        "De : Nathalie Roux\nObjet : TR: Autoréponse livre blanc « RGPD & CRM : le guide pratique »\n\nBonjour, voici ce qu'il faut : merci, 42 pages.",
        "whitepaper-autoreply",
      ),
    ).toBe("RGPD & CRM : le guide pratique");
  });
});

describe("a name without what describes it", () => {
  it("a labelled product's description after a dash", () => {
    expect(
      nameOf(
        "Product: SWLS-W wireless load shackles – our SWLS shackle with load cell, now wireless",
        "product-launch",
      ),
    ).toBe("SWLS-W wireless load shackles");
  });

  it("a newsletter's name is never one of its items'", () => {
    expect(
      nameOf("Newsletter January – from these points:\n• Webinar ATEX 20.01 – 30 seats left", "newsletter"),
    ).toBeNull();
  });
});

describe("a launch names its product after its new-word or the verb that brings it out", () => {
  it.each<[string, string, string]>([
    [
      "mid-sentence, before its maker",
      "launch mail: New Sprout Box from Greenleaf Farm – weekly greens, £18/mo",
      "Sprout Box",
    ],
    ["after a word for a range", "lancio – Nuova gamma Brezza di Pastificio Toscano, 4 formati", "Brezza"],
    [
      "after a possessive in capitals",
      "NEU!!! Unser Lagerfix Scanner ist ab 3. Februar verfügbar!",
      "Lagerfix Scanner",
    ],
    [
      "after a launch verb, with capitals beyond Latin-1",
      "NOWOŚĆ! Browar Rybnik wprowadza Żubrowy Łagodny Porter – tylko w styczniu",
      "Żubrowy Łagodny Porter",
    ],
    [
      "after an article and a capitalised new-word",
      "pour le lancement, on sort le Nouveau Caisse Express, l'appli des commerçants",
      "Caisse Express",
    ],
  ])("%s", (_, brief, want) => expect(nameOf(brief, "product-launch")).toBe(want));

  it('one German noun after "neue" is what the product is, not its name', () => {
    expect(nameOf("Unsere neue Stirnlampe ist da, 79 €, bestellen auf lampe.de", "product-launch")).not.toBe(
      "Stirnlampe",
    );
  });
});
