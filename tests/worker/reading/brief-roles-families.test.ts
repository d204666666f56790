import { describe, expect, it } from "vitest";
import { readRoles, readSentence } from "../../../src/worker/reading/brief/roles";
import { understandBrief } from "../../../src/worker/reading/brief/understand";

const NOW = new Date("2026-11-25T09:00:00Z");
/** The role each sentence of a brief gets, in order, with its text. */
const roles = (brief: string) => readRoles(brief).sentences.map((s) => [s.role, s.text] as const);
const instructions = (sentence: string) =>
  (readSentence(sentence).instructions ?? []).map((i) => [i.kind, i.value] as const);

describe("a sentence that opens on a colleague's handle or names one before a hand-over is a note", () => {
  it.each([
    ["en", "@Lucy can you check the fee is still £25?"],
    ["pt", "@Bia confere se a foto nova já subiu no Drive"],
    ["nl", "@Noor kun je checken of de checklist al in de juiste map staat?"],
    ["de", "@Jonas schau bitte nochmal über die Preise"],
    ["en", "Marcus - forwarding the final details below, the email tool needs them."],
    ["de", "Lena – anbei die Infos für die Mail."],
    ["fr", "Julie - voici les infos pour la newsletter."],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("note");
  });

  it("ends a sentence before a handle, so the line's instruction keeps its own words", () => {
    const r = readRoles(
      "Button: Manage my booking -> harboursidedental.co.uk/booking/manage. @Lucy can you check?",
    );
    expect(r.sentences.map((s) => s.role)).toEqual(["instruction", "note"]);
    expect(r.instructions.find((i) => i.kind === "button")?.value).toBe("Manage my booking");
  });

  it("reads a channel's announcement like any sentence", () => {
    expect(readSentence("@channel We launch Ledgerly Go on Tuesday.").role).toBe("content");
  });
});

describe("an aside in which the brief's writer speaks is a note, and the sentence around it stays", () => {
  it.each([
    [
      "en",
      "Thu Jan 14, 4pm CET (we're running it from the Berlin office this time), 45 min incl. Q&A",
      "(we're",
    ],
    ["de", "Samstag, 12. Dezember, 14 Uhr (wir machen es diesmal im Gewächshaus)", "(wir"],
    ["fr", "Samedi 12 décembre à 10h (on attend encore la réponse de la mairie)", "(on"],
    ["es", "Jueves 17 de diciembre a las 20h (nosotros ponemos el vermut)", "(nosotros"],
  ])("%s: %s", (_lang, line, aside) => {
    const r = roles(line);
    expect(r.find(([, t]) => t.startsWith(aside))?.[0]).toBe("note");
    expect(r[0][0]).toBe("content");
  });

  it.each([
    ["de", "2) Unsere Top 5 Geschenkbücher (Liste hänge ich an).", "(Liste"],
    ["en", "Our winter menu (I'll attach the PDF) is out now.", "(I'll"],
    ["nl", "De nieuwe collectie (foto's stuur ik na) ligt in de winkel.", "(foto's"],
  ])("splits off an aside that hands something over (%s: %s)", (_lang, line, aside) => {
    const r = roles(line);
    expect(r.find(([, t]) => t.startsWith(aside))?.[0]).toBe("note");
    expect(r[0][0]).toBe("content");
  });

  it("keeps an aside in which the company tells the reader what it does", () => {
    expect(roles("- Kick-off-Call wird vereinbart (Termin schlagen wir vor)").map(([role]) => role)).toEqual([
      "content",
    ]);
  });

  it("keeps the facts of the sentence around the aside", () => {
    const u = understandBrief(
      "Webinar: Year-End\nThu Jan 14, 4pm CET (we're running it from Berlin this time)",
      {
        now: NOW,
        lang: null,
        campaignType: "webinar",
      },
    );
    expect(u.campaign.dates.map((d) => d.iso)).toEqual(["2027-01-14"]);
    expect(u.campaign.time?.start).toBe("16:00");
  });

  it.each([
    ["en", "Doors open at 7pm (we'll send you the link the day before)."],
    ["de", "Beginn um 19 Uhr (wir melden uns vorher bei dir)."],
    ["en", "Free parking (behind the building)."],
  ])("stays content when it speaks to the reader or in the third person (%s: %s)", (_lang, line) => {
    expect(roles(line).every(([role]) => role === "content")).toBe(true);
  });
});

describe("a clause saying the sending tool fills a value in is a note about the platform", () => {
  it.each([
    ["en", "order summary comes from Shopify"],
    ["es", "el resumen del pedido lo mete shopify solo."],
    ["pt", "resumo da encomenda vem da loja (Shopify)"],
    ["nl", "Bevestigingslink wordt automatisch ingevoegd door Laposta."],
    ["de", "Bestellnummer und Positionen kommen aus Shopware."],
    ["fr", "Le récapitulatif de commande vient de la plateforme automatiquement."],
    ["it", "Il riepilogo dell'ordine viene dal gestionale."],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("note");
  });

  it("cuts the clause out of a sentence of copy: the copy and its facts stay", () => {
    const brief =
      "Needs: thank you, order summary comes from Shopify, collection is Thursday 24 December between 8am and 1pm.";
    const r = roles(brief);
    expect(r.find(([, t]) => t.startsWith("order summary"))?.[0]).toBe("note");
    expect(r.find(([, t]) => t.startsWith("collection"))?.[0]).toBe("content");
    const u = understandBrief(brief, { now: NOW, lang: null, campaignType: "transactional-purchase" });
    expect(u.campaign.dates.map((d) => d.iso)).toContain("2026-12-24");
  });

  it.each([
    ["de", "Willkommen bei Lagerlogik, Zugangsdaten kommen separat per Mail vom System"],
    ["en", "Your order summary comes from our shop in Lyon."],
    ["en", "Our coffee comes from Ethiopia."],
    ["en", "Every loaf comes from the shop in Lyon, baked the same morning."],
    ["en", "You'll automatically get a reminder from Shopify the day before."],
  ])("stays content without a tool that fills it in, or said to the reader (%s: %s)", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("content");
  });
});

describe("a plan not settled yet is the team's", () => {
  it.each([
    ["en", "Speaker list isn't final!!!"],
    ["de", "Die Rednerliste steht noch nicht fest."],
    ["fr", "Le programme n'est pas encore définitif."],
    ["es", "El menú aún no está cerrado."],
    ["it", "Il programma non è ancora definitivo."],
    ["nl", "De sprekers zijn nog niet bevestigd."],
    ["pt", "O jantar ainda não está fechado."],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("note");
  });

  it("stays content when it promises the reader news", () => {
    expect(readSentence("The line-up isn't final yet, more names soon!").role).toBe("content");
  });
});

describe("the team's need for an e-mail describes the mailing: read, never told", () => {
  it.each([
    [
      "de",
      "für die Onboarding-Strecke brauchen wir die erste Mail (geht raus direkt nach Vertragsabschluss):",
    ],
    ["en", "We need a welcome email for new members."],
    ["fr", "Il nous faut un mail pour la soirée."],
    ["es", "Necesitamos un correo para la cata del jueves."],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("fact");
  });

  it("reads the reader's own need as copy", () => {
    expect(readSentence("You need the confirmation email to check in.").role).toBe("content");
  });

  it("reads an e-mail named before a dash as the mailing, and what follows as what it says", () => {
    const r = roles(
      "autorisposta download ebook #MappaBandi2027 — titolo completo «Mappa Bandi 2027», 52 pagine.",
    );
    expect(r.map(([role]) => role)).toEqual(["fact", "content"]);
  });
});

describe("a thing denied in the e-mail is an avoid instruction, with the thing as its value", () => {
  it.each([
    ["de", "KEINE Werbung für den Adventskalender in dieser Mail, rechtlich heikel.", "Adventskalender"],
    ["pt", "Não ponhas nada sobre o jantar de networking, ainda não está fechado.", "jantar de networking"],
    ["fr", "pas de lien d'inscription, c'est libre", "lien d'inscription"],
    ["en", "DO NOT NAME ANY SPEAKERS YET", "SPEAKERS"],
    ["es", "Sin publicidad de la tienda en este correo.", "tienda"],
    ["it", "Niente pubblicità per il calendario in questa mail.", "calendario"],
    ["nl", "Geen reclame voor de kalender in deze mail.", "kalender"],
  ])("%s: %s", (_lang, sentence, value) => {
    expect(readSentence(sentence).role).toBe("instruction");
    expect(instructions(sentence)).toContainEqual(["avoid", value]);
  });

  it.each([
    ["fr", "Pas d'inscription, c'est libre."],
    ["en", "No registration needed, just come along."],
  ])("leaves the reader's own 'no' as copy (%s: %s)", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("content");
  });
});

describe("a register asked for with its reason is an address or tone instruction as a whole", () => {
  it.each([
    ["de", "Bitte förmlich (Sie), wir haben viele Großhändler als Kunden.", "formal"],
    ["pt", "fala com 'você', tom leve.", "informal"],
    ["es", "Trátales de usted, son clientes mayoristas.", "formal"],
    ["fr", "Vouvoiement svp, ce sont des notaires.", "formal"],
    ["nl", "Aanspreken met u, het zijn zaakvoerders.", "formal"],
  ])("%s: %s", (_lang, sentence, form) => {
    expect(readSentence(sentence).role).toBe("instruction");
    expect(instructions(sentence)).toContainEqual(["address", form]);
  });

  it("reads the tone beside the form of address", () => {
    expect(instructions("fala com 'você', tom leve.")).toContainEqual(["tone", "leve"]);
  });
});

describe("a line opened by a verb in the infinitive is the writer's task, and its facts are still read", () => {
  it.each([
    ["it", "Proporre una call conoscitiva gratuita di 20 minuti."],
    ["pt", "Agradecer a compra."],
    ["fr", "Remercier les participants."],
    ["es", "Invitar también a la presentación en vivo."],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("instruction");
  });

  it("keeps the date of the task", () => {
    const u = understandBrief(
      "Autorespuesta para el informe «Radiografía 2026».\nInvitar también a la presentación el miércoles 9 de diciembre a las 18 h.",
      { now: NOW, lang: null, campaignType: "whitepaper-autoreply" },
    );
    expect(u.campaign.dates.map((d) => d.iso)).toContain("2026-12-09");
  });
});

describe("what the reader gets stays content, also in the informal you", () => {
  it.each([
    ["en", "PDF invoice is attached to the mail."],
    ["en", "Your invoice is attached to this email."],
    ["de", "Die Rechnung hängt an dieser Mail."],
    ["de", "So kannst du mitmachen:"],
    ["de", "Hier kannst du dich anmelden."],
    ["fr", "Voici comment participer :"],
    ["en", "Thank you for your order!"],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("content");
  });

  it.each([
    ["en", "Attached is the logo for the mail."],
    ["de", "Kannst du die Mail bis Freitag machen?"],
    ["nl", "Kan jij de uitnodiging opmaken?"],
  ])("while the colleague's hand-over and request stay notes (%s: %s)", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("note");
  });

  it.each([
    ["nl", "Info:"],
    ["de", "Die Eckdaten:"],
  ])("reads a short label over the brief's details as the writer's (%s: %s)", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("note");
  });
});

describe("short lines of register and length, and the button's whole words", () => {
  it.each([
    ["de", "du.", "informal"],
    ["de", "Sie.", "formal"],
    ["fr", "Tu.", "informal"],
  ])("reads a pronoun alone on its line as the form of address (%s: %s)", (_lang, sentence, form) => {
    expect(instructions(sentence)).toContainEqual(["address", form]);
  });

  it("reads a length asked with a verb, then how long", () => {
    expect(instructions("Kurz halten, 3-4 Sätze.")).toContainEqual(["length", "kurz"]);
    expect(readSentence("Short, sweet and to the point, our espresso wins.").role).toBe("content");
  });

  it.each([
    ["nl", "Knop: Ja, ik wil de nieuwsbrief.", "Ja, ik wil de nieuwsbrief"],
    ["pt", "Botão: Sim, quero receber!", "Sim, quero receber!"],
  ])("keeps a button's label whole after a one-word answer (%s: %s)", (_lang, line, label) => {
    expect(readRoles(line).instructions.find((i) => i.kind === "button")?.value).toBe(label);
  });

  it("ends a sentence after a low quote typed shut with a straight one", () => {
    const r = roles(
      'Dafür gibt es den Guide „Rücken fit in 7 Tagen" (12 Seiten)! Button: Anmeldung bestätigen',
    );
    expect(r.map(([role]) => role)).toEqual(["content", "instruction"]);
  });
});

describe("a line of shorthand clauses that ends on its call to action", () => {
  it("reads the last clause's words after the button's word as the button", () => {
    const line =
      "launch email - NEW Ethiopia Guji Natural, 250g £11.50, link roastlabcoffee.com/guji, ltd 300 bags, CTA Shop the Guji";
    expect(instructions(line)).toContainEqual(["button", "Shop the Guji"]);
    expect(instructions("Botão verde, fundo claro, botão Quero provar")).toContainEqual([
      "button",
      "Quero provar",
    ]);
  });

  it("reads a button word inside copy as copy", () => {
    expect(readSentence("Das Event hat Musik, Essen, Button Buttons, mehr.").role).toBe("content");
  });
});
