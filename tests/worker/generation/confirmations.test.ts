import { describe, expect, it } from "vitest";
import { createBuiltinGenerator } from "../../../src/worker/generation/builtin";
import { addsUp } from "../../../src/worker/generation/copy/receipt";
import { understandBrief } from "../../../src/worker/reading/brief/understand";
import { visibleText } from "../../fixtures/briefs/score-emails";
import type { CampaignType } from "../../../src/shared/campaign-types";
import { engineInput } from "../../fixtures/samples";

const NOW = new Date("2026-11-25T09:00:00Z");
const input = (campaignType: CampaignType, campaignText: string) =>
  engineInput({
    campaignType,
    palette: ["#1d4ed8"],
    websiteUrl: "https://lumen.com/",
    campaignText,
    brand: null,
    seed: 3,
    companyAddress: "1 Road, 10115 Berlin",
    now: NOW,
  });
const make = async (type: CampaignType, brief: string) => {
  const t = await createBuiltinGenerator().generate(input(type, brief));
  return { ...t, text: visibleText(t.html) };
};
const read = (brief: string, type: CampaignType) =>
  understandBrief(brief, { now: NOW, lang: null, campaignType: type, hasPostalAddress: true }).campaign;

describe("a confirmation confirms what the brief confirms", () => {
  it("a table reservation shows its fields as merge fields and the cancel phone as a tel: link, no opt-in button", async () => {
    const t = await make(
      "confirmation-email",
      "Confirmation of a table reservation: name, date, time, number of guests. We hold the table for 15 minutes. Can't make it? Call 020 7946 0958.",
    );
    expect(t.text).toMatch(/Your reservation is confirmed/);
    for (const token of ["{{booking_name}}", "{{booking_date}}", "{{booking_time}}", "{{guests}}"])
      expect(t.html).toContain(token);
    expect(t.html).toMatch(/href="tel:02079460958"/);
    expect(t.html).not.toContain("{{confirmation_url}}");
    expect(t.text).not.toMatch(/subscri/i);
  });

  it("a request received shows its reference as a field and never prints the example value", async () => {
    const t = await make(
      "confirmation-email",
      "Potwierdzenie otrzymania zapytania ofertowego. Numer zapytania np ZO/2027/0142. Odpowiemy w ciągu 48h. Jak pilne: +48 12 27 85 666.",
    );
    expect(t.html).toContain("{{reference_number}}");
    expect(t.text).not.toContain("ZO/2027/0142");
    expect(t.text).toMatch(/zapytanie/i);
    expect(t.html).toMatch(/href="tel:\+48122785666"/);
  });

  it("a repair intake shows its order number and instrument fields and what happens next, written out", async () => {
    const t = await make(
      "confirmation-email",
      "Bestätigung Reparaturannahme – Auftragsnr, Instrument, vorauss. fertig in 5-7 Werktagen, Kostenvoranschlag kommt per Mail, Abholschein mitbringen",
    );
    expect(t.text).toMatch(/Wir haben Ihren Auftrag angenommen/);
    expect(t.text).toMatch(/Auftragsnummer\s+\{\{reference_number\}\}/);
    expect(t.text).toMatch(/Instrument\s+\{\{booking_item\}\}/);
    expect(t.text).toContain("Voraussichtlich fertig in 5-7 Werktagen.");
    expect(t.text).not.toMatch(/Abonnement|vorauss\./);
  });

  it("an opt-in does not repeat the brief's own heading as a promise", async () => {
    const t = await make(
      "confirmation-email",
      "Confirm your subscription to our monthly bread newsletter. One email a month. Link valid for 7 days.",
    );
    expect(t.html).toContain("{{confirmation_url}}");
    expect(t.text).not.toMatch(/Confirm your subscription to our monthly bread newsletter/);
  });

  it("reads the kind per language and keeps the opt-in when the brief names a newsletter or nothing", () => {
    const kind = (brief: string) => read(brief, "confirmation-email").confirms?.kind;
    expect(kind("Confirmación de cita: paciente, fecha, hora y doctor.")).toBe("appointment");
    expect(kind("Conferma iscrizione al corso di cucina, numero iscrizione es. SC-2027-118.")).toBe(
      "registration",
    );
    expect(kind("Bestätigung Reparaturannahme – Auftragsnr, Instrument")).toBe("intake");
    expect(kind("Confirm your subscription to our monthly newsletter.")).toBe("subscription");
    expect(kind("")).toBe("subscription");
    const fields = read(
      "Confirmação de reserva no hotel: nome do hóspede, tipo de quarto, número da reserva.",
      "confirmation-email",
    ).confirms?.fields;
    expect(fields?.map((f) => f.key)).toEqual(["name", "room", "reference"]);
  });
});

describe("an example order is shown and adds up", () => {
  it("reads an order written with dotted leaders, a unit price and an included tax", () => {
    const order = read(
      "Bestellbestätigung, nimm die hier als Muster:\n1x Gitarre inkl. Koffer ........ 2.849,00 €\n2x Saiten à 16,90 .... 33,80 €\nVersand ........ 0,00 €\nGesamt ........ 2.882,80 €\nenthaltene MwSt 19% ........ 460,28 €",
      "transactional-purchase",
    ).order!;
    expect(order.items.map((i) => [i.qty, i.name, i.price])).toEqual([
      ["1", "Gitarre inkl. Koffer", "2.849,00 €"],
      ["2", "Saiten (à 16,90 €)", "33,80 €"],
    ]);
    expect(order.totals?.find((t) => t.kind === "tax")?.included).toBe(true);
    expect(order.example).toBe(true);
    expect(addsUp(order)).toBe(true);
  });

  it("reads a pipe table with a header row and net, VAT and gross totals", () => {
    const order = read(
      "Potvrzení objednávky, vzor:\nObjednávka č. OB-2027-0415\nPol. | Položka | Množství | Cena bez DPH | Celkem bez DPH\n1 | Ložisko SKF | 40 | 85,00 Kč | 3 400,00 Kč\n2 | Hřídel H7 | 4 | 1 250,00 Kč | 5 000,00 Kč\nCelkem bez DPH: 8 400,00 Kč\nDPH 21 %: 1 764,00 Kč\nCelkem s DPH: 10 164,00 Kč",
      "transactional-purchase",
    ).order!;
    expect(order.number).toBe("OB-2027-0415");
    expect(order.items.map((i) => [i.qty, i.name, i.price])).toEqual([
      ["40", "Ložisko SKF", "3 400,00 Kč"],
      ["4", "Hřídel H7", "5 000,00 Kč"],
    ]);
    expect(order.totals?.map((t) => t.kind)).toEqual(["subtotal", "tax", "total"]);
    expect(addsUp(order)).toBe(true);
  });

  it("shows an example order's lines and keeps its number and buyer as merge fields", async () => {
    const t = await make(
      "transactional-purchase",
      "Order confirmation, example:\nOrder no. AB-2026-0219\nCustomer: Mrs Petra Hendriks, Kerkstraat 12, 6367 AH Voerendaal\n2x Gift voucher €50.00 ........ €100.00\nPostage ........ €2.95\nTotal paid ........ €102.95 (iDEAL)",
    );
    expect(t.text).toContain("€100.00");
    expect(t.text).toContain("€102.95");
    expect(t.html).toContain("{{order_number}}");
    expect(t.text).not.toContain("AB-2026-0219");
    expect(t.text).not.toMatch(/Hendriks|Kerkstraat/);
    expect(t.text).not.toMatch(/example/i);
  });

  it("says what is attached in the e-mail's words, not as the brief typed it", async () => {
    const t = await make(
      "transactional-purchase",
      "Bestellbestätigung, Muster:\n1x Gitarrengurt ........ 39,00 €\nGesamt ........ 39,00 €\n\nVersand in 1–2 Werktagen. Widerrufsbelehrung + AGB hängen an",
    );
    expect(t.text).toContain("Im Anhang: Widerrufsbelehrung und AGB.");
    expect(t.text).not.toMatch(/hängen an/);
  });

  it("keeps fixed content the brief asked to mention, without the request", async () => {
    const t = await make(
      "transactional-purchase",
      "Bestellbestätigung, Muster:\n1x Gitarrengurt ........ 39,00 €\nGesamt ........ 39,00 €\n\nVor dem Versand machen wir gratis ein Setup (Saitenlage) – das bitte extra erwähnen",
    );
    expect(t.text).toContain("Vor dem Versand machen wir gratis ein Setup (Saitenlage).");
    expect(t.text).not.toMatch(/erwähnen/);
  });
});

describe("what a confirmation confirms, named inside a compound word", () => {
  it.each([
    [
      "bevestiging werkplaatsafspraak, auto klaar rond 16.00, verzetten: 046-475 77 77. u-vorm",
      /afspraak is bevestigd/,
    ],
    ["Anmeldebestätigung Online-Seminar (21.01.2027, 10 Uhr). Kurz halten.", /Sie sind angemeldet/],
    ["Kundennewsletter: Bestätigung der Anmeldung, Sie-Form", /bestätigen/i],
  ])("%s", async (brief, want) => {
    const t = await make("confirmation-email", brief);
    expect(t.subject + "\n" + t.text).toMatch(want);
  });
});

describe("a confirmation's kind and subject", () => {
  it("a double opt-in named in a request to the team is still an opt-in", async () => {
    const t = await make(
      "confirmation-email",
      "potrzebuję maila potwierdzającego zapis (double opt-in) – po kliknięciu dostają checklistę. forma Pan/Pani.",
    );
    expect(t.html).toContain("{{confirmation_url}}");
  });

  it("a registration for a named event names the event in its subject", async () => {
    const t = await make(
      "confirmation-email",
      'Conferma iscrizione al "Forum Agricoltura Digitale 2027", 12 marzo 2027 ore 9:30, Ancona. Dare del tu.',
    );
    expect(t.subject).toContain("Forum Agricoltura Digitale 2027");
  });

  it("a mailing described to the team that says what to leave out is read for it", async () => {
    const t = await make(
      "confirmation-email",
      "confirm the newsletter signup. then they get weekly specials + code HELLO10 for 10% off — so dont put the code in this mail, just say a gift is waiting",
    );
    expect(t.text).not.toContain("HELLO10");
  });
});
