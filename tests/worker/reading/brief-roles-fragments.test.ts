import { describe, expect, it } from "vitest";
import { readRoles, readSentence } from "../../../src/worker/reading/brief/roles";

/** The role each sentence of a brief gets, in order, with its text. */
const roles = (brief: string) => readRoles(brief).sentences.map((s) => [s.role, s.text] as const);
const printable = (brief: string) =>
  readRoles(brief)
    .sentences.filter((s) => s.role === "content")
    .map((s) => s.text);

describe("a label whose head is an instruction's word names that instruction, also inside a compound", () => {
  it.each([
    ["de", "Hauptbutton: Zum Sale", "button", "Zum Sale"],
    ["de", "Mailbetreff: Neu im Laden", "subject", "Neu im Laden"],
    ["nl", "Hoofdknop: Bestel nu", "button", "Bestel nu"],
    ["sv", "Huvudknapp: Köp nu", "button", "Köp nu"],
    ["pl", "Główny CTA: Zapisz się", "button", "Zapisz się"],
    ["pl", "Temat maila: Nowości w styczniu", "subject", "Nowości w styczniu"],
    ["cs", "Předmět e-mailu: Novinky", "subject", "Novinky"],
    ["da", "Knap: Book nu", "button", "Book nu"],
    ["pl", "Podpis: Zespół Red Fox", "closing", "Zespół Red Fox"],
  ])("%s: %s", (_lang, line, kind, value) => {
    const r = readSentence(line);
    expect(r.role).toBe("instruction");
    expect(r.instructions).toContainEqual(expect.objectContaining({ kind, value }));
  });

  it("reads a word that only ends like a label as no label", () => {
    expect(readSentence("Lifestyle: neue Jacken für den Winter").role).toBe("content");
  });
});

describe("the form of address is read in every language, also as a label or a pronoun alone", () => {
  it.each([
    ["pl", "Forma: Państwo", "formal"],
    ["pl", 'Forma "Państwo".', "formal"],
    ["cs", "Oslovení: vykání", "formal"],
    ["sv", "Tilltal: du-form", "informal"],
    ["da", "Tiltale: du-form", "informal"],
    ["nl", "jullie-vorm", "informal"],
  ])("%s: %s", (_lang, line, form) => {
    expect(readSentence(line).instructions).toContainEqual({ kind: "address", value: form });
  });
});

describe("a line of fragments is an instruction when its other fragments state no fact", () => {
  it.each([
    ["en", "no emojis, it's B2B"],
    ["de", "keine Emojis, ist B2B"],
    ["nl", "geen emoji's, het is B2B"],
    ["fr", "sans emoji, c'est du B2B"],
    ["pl", "bez emoji, to B2B"],
    ["sv", "inga emojis, det är B2B"],
    ["da", "ingen emojis, det er B2B"],
  ])("%s: %s", (_lang, line) => {
    expect(roles(line)).toEqual([["instruction", line]]);
  });

  it.each([
    [
      "de",
      "Wir melden uns innerhalb von 24 Stunden. kurz",
      "Wir melden uns innerhalb von 24 Stunden.",
      "kurz",
    ],
    ["pl", "jak pilne dzwonić +48 12 345 67 89. krótko", "jak pilne dzwonić +48 12 345 67 89.", "krótko"],
  ])("%s: parts a length asked after a full stop from the copy before it", (_lang, line, copy, told) => {
    expect(roles(line)).toEqual([
      ["content", copy],
      ["instruction", told],
    ]);
  });

  it.each([
    ["en", "Tickets €15, no refunds"],
    ["de", "Keine Anmeldung nötig, einfach vorbeikommen!"],
    ["en", "No, show it on your phone."],
  ])("%s: keeps a line of copy whose fragments only look like instructions: %s", (_lang, line) => {
    expect(printable(line)).toEqual([line]);
  });

  it.each([
    ["en", '- Version 2 comes later in 2027 – say "coming soon", no date!!'],
    ["de", "- Neue Farben kommen im Frühjahr – nur „bald“ schreiben, kein Datum!"],
  ])("%s: reads a bullet that goes on after a dash with how to say it as the writer's", (_lang, line) => {
    expect(printable(line)).toEqual([]);
  });
});

describe("a line that asks how a part is laid out, or not to be some way, is an instruction", () => {
  it.each([
    ["nl", "graag als stappenlijst", "other"],
    ["de", "bitte als Stichpunkte", "other"],
    ["pl", "jako lista, proszę", "other"],
    ["sv", "som lista, tack", "other"],
    ["de", "nicht aufdringlich", "tone"],
    ["en", "not pushy", "tone"],
    ["nl", "niet opdringerig", "tone"],
    ["pl", "Krótko", "length"],
    ["cs", "Stručně", "length"],
  ])("%s: %s", (_lang, line, kind) => {
    const r = readSentence(line);
    expect(r.role).toBe("instruction");
    expect(r.instructions?.map((i) => i.kind)).toContain(kind);
  });

  it("reads a call to the reader with a negation as copy", () => {
    expect(readSentence("Nicht verpassen!").role).toBe("content");
  });
});

describe("a doubt of the brief's writer makes the sentence a note", () => {
  it.each([
    ["en", "Parking: 10 min from the station (?) – please check"],
    ["pl", "Dojazd: 15 min od dworca – sprawdź to, nie jestem pewna"],
    ["de", "Anfahrt 20 min ab Bahnhof, bin mir nicht sicher"],
    ["nl", "Parkeren achter het pand, weet ik niet zeker"],
  ])("%s: %s", (_lang, line) => {
    expect(readSentence(line).role).toBe("note");
  });

  it("reads the reader's own doubt as copy", () => {
    expect(readSentence("Not sure which plan fits? Book a call.").role).toBe("content");
  });
});

describe("a value after an example marker is an example: the field is asked for, the value never stated", () => {
  it.each([
    ["en", "Order number e.g. WEB-10234", "Order number"],
    ["de", "Auftragsnummer z.B. 2026-00417", "Auftragsnummer"],
    ["nl", "Bestelnummer bijv. LM-2026-001", "Bestelnummer"],
    ["pl", "numer zapytania np ZO/2027/0142", "numer zapytania"],
  ])("%s: %s", (_lang, line, field) => {
    const r = readSentence(line);
    expect(r.role).toBe("instruction");
    expect(r.instructions).toEqual([{ kind: "other", value: field }]);
  });

  it("keeps the copy after the example's sentence", () => {
    expect(roles("Numer zamówienia np. ZO/2027/0142. Odpowiemy w ciągu 48h.")).toEqual([
      ["instruction", "Numer zamówienia np. ZO/2027/0142."],
      ["content", "Odpowiemy w ciągu 48h."],
    ]);
  });

  it("reads examples of real things as copy", () => {
    expect(readSentence("Models e.g. Yamaha P-225 and Clavinova").role).toBe("content");
  });
});

describe("a hedge after a value leaves the words to the writer", () => {
  it("reads the closing asked without the hedge", () => {
    expect(readSentence('End with "See you soon" or something like that').instructions).toEqual([
      { kind: "closing", value: "See you soon" },
    ]);
  });

  it.each([
    ["de", "Willkommen in der Familie oder so ähnlich"],
    ["fr", "Bienvenue dans la famille ou quelque chose comme ça"],
    ["pl", "Witamy w rodzinie czy coś w tym stylu"],
  ])("%s: %s", (_lang, line) => {
    expect(readSentence(line).role).toBe("instruction");
  });
});

describe("an aside for the team is read on its own and the copy around it stays", () => {
  it.each([
    ["de", "Aufzeichnung gibt es nicht (Jonas will das nicht)", "Aufzeichnung gibt es nicht"],
    ["nl", "Zaterdag 2 mei gesloten (is toch feestdag)", "Zaterdag 2 mei gesloten"],
    ["pl", "Klient: Firma Lipa (fikcyjne, do szablonu)", "Klient: Firma Lipa"],
    ["en", "Spring sale starts Monday (photos I'll send you separately – Tom)", "Spring sale starts Monday"],
  ])("%s: a note in %s", (_lang, line, copy) => {
    expect(printable(line)).toEqual([copy]);
    expect(readRoles(line).sentences.map((s) => s.role)).toContain("note");
  });

  it("reads an instruction in brackets as one", () => {
    expect(roles("- Case study: a brewery and a bakery (no client names!!)")).toEqual([
      ["content", "Case study: a brewery and a bakery"],
      ["instruction", "(no client names!!)"],
    ]);
  });

  it.each([
    ["en", "Tickets €15 (no refunds)"],
    ["es", "Duración: 1 hora y media (incluye preguntas)"],
    ["en", "Where: Microsoft Teams (link in the calendar invite)"],
  ])("%s: keeps an aside that tells the reader something: %s", (_lang, line) => {
    const [only, ...rest] = readRoles(line).sentences;
    expect(rest).toEqual([]);
    expect(only.text).toBe(line);
    expect(["content", "fact"]).toContain(only.role);
  });
});

describe("a line describing the mailing and its readers is not copy", () => {
  it.each([
    ["nl", "Ze krijgen deze mail direct na de aankoop."],
    ["en", "They get this email right after signing up."],
    ["pl", "Klienci dostają tego maila zaraz po zakupie."],
    ["pl", "Zaproszenie na webinar – do wszystkich klientów."],
  ])("%s: %s", (_lang, line) => {
    expect(printable(line)).toEqual([]);
  });

  it("reads the e-mail telling its reader why they get it as copy", () => {
    expect(printable("You get this email because you signed up.")).toEqual([
      "You get this email because you signed up.",
    ]);
  });
});

describe("the brief's own labels and a greeting that asks are for the writer", () => {
  it.each([
    ["nl", "Hoi allemaal, graag de volgende punten:"],
    ["de", "Hallo zusammen, folgende Punkte bitte:"],
    ["pl", "Potwierdzenie zamówienia, przykład:"],
    ["pl", "proszę zrobić z tych punktów:"],
  ])("%s: %s", (_lang, line) => {
    expect(readSentence(line).role).not.toBe("content");
  });

  it.each([
    ["nl", "Staat in: menu's, zaalindeling en prijzen", "menu's, zaalindeling en prijzen"],
    ["pl", "W środku: tabela terminów, checklista", "tabela terminów, checklista"],
  ])("%s: reads a document's contents without their label", (_lang, line, copy) => {
    expect(printable(line)).toEqual([copy]);
  });

  it("keeps the list under a content label alone as the brief's content", () => {
    expect(roles("wat moet erin:\n- bedankt voor je bestelling\n- levering binnen 2 dagen")).toEqual([
      ["instruction", "wat moet erin:"],
      ["content", "- bedankt voor je bestelling"],
      ["content", "- levering binnen 2 dagen"],
    ]);
  });
});

describe("a line at the end that says what the e-mail does there is the writer's closing", () => {
  it.each([
    ["de", "am ende einladen zum probespielen, man kann online einen termin buchen"],
    ["pl", "Na koniec zaprosić na pokaz w zakładzie"],
    ["nl", "tot slot uitnodigen voor een rondleiding"],
  ])("%s: %s", (_lang, line) => {
    expect(readSentence(line).instructions?.map((i) => i.kind)).toContain("closing");
  });

  it("reads what happens at the end of an event as copy", () => {
    expect(readSentence("Zum Schluss gibt es Kuchen für alle.").role).toBe("content");
  });
});
