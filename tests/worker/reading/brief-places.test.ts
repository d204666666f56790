import { describe, expect, it } from "vitest";
import { findAddress } from "../../../src/worker/reading/brief/address";
import { findDuration } from "../../../src/worker/reading/brief/duration";

const venue = (text: string) => findAddress(text)?.value ?? null;

describe("a venue keeps the name written before its address", () => {
  it.each([
    [
      "after a preposition, with joining words",
      "15h, na Quinta do Vale, Rua do Freixo 310, Porto",
      "Quinta do Vale, Rua do Freixo 310, Porto",
    ],
    [
      "inside brackets",
      "in de winkel (Fietsenmakerij Van Dam, Oudegracht 201, Utrecht).",
      "Fietsenmakerij Van Dam, Oudegracht 201, Utrecht",
    ],
    [
      "after the prose that introduces it",
      "al nostro spazio Officina Comune, via del Pratello 41/B, Bologna.",
      "Officina Comune, via del Pratello 41/B, Bologna",
    ],
    [
      "with a floor after the number",
      "(Clínica Dental Sonrisa Norte, Av. de la Constitución 88, 1º, Zaragoza)",
      "Clínica Dental Sonrisa Norte, Av. de la Constitución 88, 1º, Zaragoza",
    ],
    [
      "after a sentence, a building and its hall",
      "porte 20.45. Auditorium San Rocco – Sala Grande, Piazza Garibaldi 5, Lucca.",
      "Auditorium San Rocco – Sala Grande, Piazza Garibaldi 5, Lucca",
    ],
    [
      "with a city's district",
      "Atelier Terre & Feu, 8 rue des Tanneurs, Lyon 1er (cour au fond)",
      "Atelier Terre & Feu, 8 rue des Tanneurs, Lyon 1er",
    ],
  ])("%s", (_case, text, want) => {
    expect(venue(text)).toBe(want);
  });
});

describe("a venue's name keeps its rooms and loses what stands between it and its street", () => {
  it.each([
    [
      "a word saying what the place is",
      "- Le Petit Zinc, bar à vins, 4 rue de la Monnaie, Lille 1er",
      "Le Petit Zinc, 4 rue de la Monnaie, Lille 1er",
    ],
    [
      "an aside in brackets after the room",
      "Nos vemos en El Rincón de Lola, sala de arriba (la de la chimenea), calle del Pez 12, Madrid",
      "El Rincón de Lola, sala de arriba, calle del Pez 12, Madrid",
    ],
    [
      "what the place is, in brackets with the street",
      "Welcome to the members of Hafenwerk Studios (coworking, Am Sandtorkai 5, 20457 Hamburg):",
      "Hafenwerk Studios, Am Sandtorkai 5, 20457 Hamburg",
    ],
    [
      "a room in a building, written as one",
      "Friday at 7pm in the Garden Room at Exchange Building, 3 Quay Street, Bristol BS1 4DB.",
      "Garden Room, Exchange Building, 3 Quay Street, Bristol BS1 4DB",
    ],
    [
      "a room of a building, after other words",
      "upstairs in the “Map Room” at County Library, 9 Bridge Street, Ely CB7 4AA",
      "Map Room, County Library, 9 Bridge Street, Ely CB7 4AA",
    ],
    [
      "a hall of a building, joined by a small word",
      "às 10h no Salão Nobre do Edifício Atlântico, Rua de Santa Catarina 40, Porto",
      "Salão Nobre, Edifício Atlântico, Rua de Santa Catarina 40, Porto",
    ],
  ])("%s", (_, text, want) => expect(venue(text)).toBe(want));

  it("the business's own place, said with its kind, is the place the brief names with that word", () => {
    const text =
      "Newsletter der Buchhandlung Seitenwind (Bremen): Lesung am 9.12. um 19 Uhr in der buchhandlung (Ostertorsteinweg 12, 28203 Bremen).";
    expect(venue(text)).toBe("Buchhandlung Seitenwind, Ostertorsteinweg 12, 28203 Bremen");
    const lower =
      "mail pour la librairie La Plume Rousse : dédicace samedi à la librairie (5 rue Colbert, Tours)";
    expect(venue(lower)).toBe("La Plume Rousse, 5 rue Colbert, Tours");
  });

  it("a sender's address is not a place", () => {
    expect(venue("Kurz halten. Absender: Praxis Sonnenhof, Lindenallee 4, 50968 Köln. Sie-Form.")).toBeNull();
    expect(venue("Remitente: Clínica Aurora, Calle Mayor 5, 28013 Madrid")).toBeNull();
  });
});

describe("an address ends where its sentence ends", () => {
  it.each([
    [
      "a capitalised word after the town",
      "Piazza Garibaldi 5, Lucca. I biglietti sono allegati.",
      "Piazza Garibaldi 5, Lucca",
    ],
    ["a new sentence after the street", "at The Fox, 22 Mill Lane. Members only.", "The Fox, 22 Mill Lane"],
  ])("%s", (_case, text, want) => {
    expect(venue(text)).toBe(want);
  });

  it("a street word in lower case needs its town: a route is not an address", () => {
    expect(venue("rest van NL via PostNL 1-2 werkdagen")).toBeNull();
    expect(venue("da noi (via Portici 22, Bolzano)")).toBe("via Portici 22, Bolzano");
  });
});

describe("a length is the event's only when it is said of the event", () => {
  it.each([
    ["a programme item's length", "Inhalt:\n - Saiten wechseln\n - 15 min Fragen aus dem Chat"],
    ["a way from a named place", "Dojazd: 20 min od Krakowa, parking na miejscu"],
    ["a number and a label on the next line", "dinerbon van €50\nmin. leeftijd 18"],
  ])("%s is not the duration", (_case, text) => {
    expect(findDuration(text)).toBeNull();
  });

  it.each([
    ["webinar, 45 min, zoom", 45],
    ["90 minutes de formation en ligne", 90],
  ])("%s", (text, minutes) => {
    expect(findDuration(text)?.minutes).toBe(minutes);
  });
});
