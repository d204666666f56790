import { describe, expect, it } from "vitest";
import type { InstructionKind } from "../../../src/shared/facts";
import { readRoles, readSentence } from "../../../src/worker/reading/brief/roles";

/** The instructions a brief gives, kind and value. */
const given = (brief: string) => readRoles(brief).instructions.map((i) => [i.kind, i.value] as const);

describe("a sentence that describes the mailing and its audience is not copy", () => {
  it.each([
    ["en", "Quarterly digest for all premium customers."],
    ["de", "Monatliches Update an alle Mitglieder (Basis und Plus)."],
    ["fr", "Récapitulatif mensuel pour tous nos abonnés."],
    ["es", "Resumen trimestral para los socios del club."],
    ["it", "Aggiornamento mensile a tutti gli utenti della app."],
    ["nl", "Maandelijkse update aan alle leden."],
    ["pt", "Resumo mensal para todos os assinantes."],
  ])("%s: %s", (_lang, sentence) => {
    const r = readSentence(sentence);
    expect(r.role).toBe("fact");
    expect(r.cue).toBe("the mailing described");
  });
});

describe("a line that heads what follows for the writer is not copy", () => {
  it.each([
    ["en", "Points to highlight:"],
    ["en", "Sample data:"],
    ["de", "Was wir hervorheben wollen:"],
    ["de", "Beispieldaten:"],
    ["fr", "Les points à présenter :"],
    ["fr", "Exemple :"],
    ["es", "Lo que hay que destacar:"],
    ["es", "Ejemplo:"],
    ["it", "Punti da evidenziare:"],
    ["it", "Esempio:"],
    ["nl", "Wat we willen benadrukken:"],
    ["nl", "Voorbeeld:"],
    ["pt", "Pontos a destacar:"],
    ["pt", "Exemplo:"],
  ])("%s: %s", (_lang, sentence) => {
    const r = readSentence(sentence);
    expect(["note", "instruction"]).toContain(r.role);
    expect(r.cue).toBe("a label for the writer");
  });
});

describe("a modal with no person and a verb of writing says what the e-mail should do", () => {
  it.each([
    ["en", "Should explain how returns work."],
    ["de", "Soll kurz vorstellen, wer wir sind."],
    ["fr", "Doit expliquer les prochaines étapes."],
    ["es", "Debe explicar cómo funciona el envío."],
    ["it", "Deve spiegare come funziona il ritiro."],
    ["nl", "Moet uitleggen hoe het ophalen werkt."],
    ["pt", "Deve explicar como funciona a entrega."],
  ])("%s: %s", (_lang, sentence) => {
    const r = readSentence(sentence);
    expect(r.role).toBe("instruction");
    expect(r.instructions?.map((i) => i.kind)).toEqual(["other"]);
  });
});

describe("an imperative about the brief's own material is an instruction", () => {
  it.each([
    ["en", "Use the order below as the sample."],
    ["de", "Nimm diese Bestellung als Beispiel."],
    ["fr", "Utilise cette commande comme exemple."],
    ["es", "Usa este pedido como ejemplo."],
    ["it", "Usa questo ordine come esempio."],
    ["nl", "Gebruik deze bestelling als voorbeeld."],
    ["pt", "Usa esta encomenda como exemplo."],
  ])("%s: %s", (_lang, sentence) => {
    const r = readSentence(sentence);
    expect(r.role).toBe("instruction");
    expect(r.instructions?.map((i) => i.kind)).toEqual(["other"]);
  });
});

describe("each instruction kind the writer follows is typed, in several languages", () => {
  it.each<[string, string, InstructionKind, string | null]>([
    // A sign-off asked for at the end: the greeting and the name, as the brief words them.
    ["en", "At the end, warm regards from Leeds, Tom", "closing", "At the end, warm regards from Leeds, Tom"],
    ["de", "Zum Schluss viele Grüße, Anna", "closing", "Zum Schluss viele Grüße, Anna"],
    ["fr", "À la fin, bien à vous, Claire", "closing", "À la fin, bien à vous, Claire"],
    ["es", "Al final, un saludo, Marta", "closing", "Al final, un saludo, Marta"],
    ["it", "Alla fine, cordiali saluti, Luca", "closing", "Alla fine, cordiali saluti, Luca"],
    ["nl", "Tot slot: met vriendelijke groet, Joost", "closing", "Tot slot: met vriendelijke groet, Joost"],
    // A signature keeps its signing words, the name and the title, so the writer signs with them.
    [
      "de",
      "Sie-Form, unterschrieben von mir: Petra Ruland, Uniqz Köln",
      "closing",
      "Unterschrieben von mir: Petra Ruland, Uniqz Köln",
    ],
    ["en", 'sign off as "The Harbour team"', "closing", "Sign off as The Harbour team"],
    ["es", "Firmado por Marta, equipo de ventas.", "closing", "Firmado por Marta, equipo de ventas"],
    // A closing ask at the end.
    ["en", "At the end please close with an appeal for the shelter.", "closing", "Appeal for the shelter"],
    [
      "pt",
      "No final, por favor, um apelo a donativos.",
      "closing",
      "No final, por favor, um apelo a donativos.",
    ],
    // Length alone, the verb before or after.
    ["en", "Short pls.", "length", "Short"],
    ["de", "Knapp halten!", "length", "Knapp"],
    ["fr", "Court svp", "length", "Court"],
    ["es", "Breve, por favor.", "length", "Breve"],
    ["nl", "Kort houden.", "length", "Kort"],
    // A pronoun of address alone, maybe chosen over another.
    ["de", "Nein, lieber Sie.", "address", "formal"],
    ["fr", "Plutôt vous.", "address", "formal"],
    ["es", "Mejor de usted.", "address", "formal"],
    ["it", "Meglio Lei.", "address", "formal"],
    ["nl", "Liever u.", "address", "formal"],
    ["pt", "Melhor você.", "address", "informal"],
    ["de", "Locker und herzlich, du.", "address", "informal"],
    // A button named with where it goes.
    ["en", "Shop button to the winter collection.", "button", "Shop"],
    ["de", "Anmelde-Button zur Terminseite.", "button", "Anmelde"],
    // A labelled button keeps a short label whole; a clause after it that turns to something else goes.
    ["it", "Pulsante: Sì, confermo!", "button", "Sì, confermo!"],
    ["en", "CTA: yes, count me in", "button", "Yes, count me in"],
    ["en", "CTA: book now, link to the shop page", "button", "Book now"],
    // The language asked, not the one refused beside it.
    ["en", "Please keep it in French only, no English version.", "language", "fr"],
    ["de", "Bitte auf Deutsch übersetzen, kein Englisch.", "language", "de"],
  ])("%s: %s -> %s", (_lang, sentence, kind, value) => {
    const found = given(sentence);
    expect(found).toContainEqual([kind, value]);
    expect(readSentence(sentence).role).toBe("instruction");
  });

  it.each([
    ["en", "Anyone who didn't sign up can just ignore it."],
    ["de", "Wer sich nicht eingetragen hat, bitte einfach ignorieren."],
    ["fr", "Ceux qui ne se sont pas inscrits peuvent l'ignorer."],
    ["es", "Quien no se haya suscrito, que lo ignore."],
    ["it", "Chi non si è iscritto può ignorarla."],
    ["nl", "Wie zich niet heeft aangemeld, kan dit negeren."],
    ["pt", "Quem não se inscreveu pode ignorar."],
  ])("%s: the ignore line asked for (%s) is an instruction, never copy", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("instruction");
    expect(given(sentence).map(([k]) => k)).toContain("other");
  });

  it("takes a question about the form of address as a proposal, and the answer under it as the form", () => {
    const r = readRoles("du-Form ok?\nnein, lieber Sie.");
    expect(r.sentences.map((s) => s.role)).toEqual(["note", "instruction"]);
    expect(r.instructions.map((i) => [i.kind, i.value])).toEqual([["address", "formal"]]);
  });

  it("heads a brief's title line with the newsletter it names: read for facts, never told", () => {
    const r = readRoles("Herbst-Newsletter 2026 / Rückblick\n\nDanke an alle, die dabei waren!");
    expect(r.sentences.map((s) => s.role)).toEqual(["fact", "content"]);
  });
});

describe("a bullet that holds a note beside a fact is read sentence by sentence", () => {
  it.each([
    ["en", "- 15% off your first order (30 days). Don't put the code itself in this mail, it comes later!"],
    ["de", "- Als Dankeschön gibt es 15 % auf die erste Bestellung. Den Code bitte NICHT in diese Mail!"],
    ["fr", "- 15 % sur la première commande. Pour info : le code part dans un second mail."],
  ])("%s: %s", (_lang, brief) => {
    expect(readRoles(brief).sentences.map((s) => s.role)).toEqual([
      "content",
      expect.not.stringMatching(/^content$/),
    ]);
  });

  it("keeps a bullet of copy whole, however many sentences it has", () => {
    const r = readRoles("- Uptime 99.98% in Nov. One 11 min incident on Nov 12.");
    expect(r.sentences.map((s) => s.role)).toEqual(["content"]);
  });
});

describe("the work's words said to the reader in the formal you are the reader's step", () => {
  it.each([
    ["de", "Schritt 3: Sie bekommen innerhalb von 3 Werktagen einen Entwurf zur Freigabe."],
    ["fr", "Étape 2 : vous recevez un brouillon pour validation sous 48 h."],
    ["nl", "Stap 2: u ontvangt een ontwerp ter goedkeuring."],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("content");
  });

  it.each([
    ["de", "Können Sie mir den Entwurf zur Freigabe schicken?"],
    ["de", "Bitte bis Freitag zur Freigabe an Ihre Chefin."],
    ["fr", "Pouvez-vous m'envoyer le brouillon pour validation avant vendredi ?"],
  ])("%s: a request to a colleague stays a note (%s)", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("note");
  });
});

describe("what only looks like an instruction stays copy", () => {
  it.each([
    ["en", "At the end of the evening we raffle a bike."],
    ["de", "Zum Schluss verlosen wir ein Pony."],
    ["fr", "À la fin de la soirée, tirage au sort."],
    ["es", "Al final de la noche hay sorteo."],
    ["en", "Ignore the noise and focus on what matters."],
    ["en", "Thanks to all our customers for a great year."],
    ["de", "Sie bekommen eine Bestätigung per SMS."],
    ["en", "Short on time? Watch the 5-minute recap."],
    // A word about the e-mail in a language read at once is not one in another ("knapp" is a Swedish button).
    ["de", "Die Plätze sind knapp, bitte mit dem Rad kommen."],
    ["en", "Meet us at the mall entrance, please."],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("content");
  });
});

describe("instructions with the verb last (Dutch, German)", () => {
  it.each([
    ["NIET de prijzen van de arrangementen noemen.", "avoid", "Prijzen van de arrangementen"],
    ["Nicht die Preise der Kurse nennen.", "avoid", "Preise der Kurse"],
    ["Kort houden aub, mensen lezen toch alleen de gerechten.", "length", "kort"],
  ])("%s", (sentence, kind, value) => {
    const found = readRoles(sentence).instructions.find((i) => i.kind === kind);
    expect(found?.value?.toLowerCase()).toBe(value.toLowerCase());
  });
});

describe("asides that laugh, and the Dutch 'put in that'", () => {
  it("a bracket that laughs is a note, the sentence around it stays", () => {
    const roles = readRoles(
      "zaterdag 6 februari 2027, zaal open 20.11 uur (ja 20.11 haha), tot 02.00",
    ).sentences;
    expect(roles.find((s) => s.text === "(ja 20.11 haha)")?.role).toBe("note");
    expect(roles.some((s) => s.role === "content" && s.text.startsWith("zaterdag 6 februari"))).toBe(true);
    expect(readSentence("(Haha is toch donderdag)").role).toBe("note");
    expect(readSentence("Ha Long Bay cruise (2 days)").role).toBe("content");
  });

  it("'zet erin dat …' asks to include what follows", () => {
    const found = readRoles("zet erin dat we op zondag vanaf 12.00 open zijn").instructions;
    expect(found.map((i) => i.kind)).toContain("include");
  });
});
