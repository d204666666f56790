import { describe, expect, it } from "vitest";
import type { InstructionKind, SentenceRole } from "../../../src/shared/facts";
import { readRoles, readSentence } from "../../../src/worker/reading/brief/roles";
import { understandBrief } from "../../../src/worker/reading/brief/understand";

const NOW = new Date("2026-11-25T09:00:00Z");
const understand = (brief: string, campaignType: "webinar" | "offline-event" | "newsletter" = "webinar") =>
  understandBrief(brief, { now: NOW, lang: null, campaignType });
/** The role each sentence of a brief gets, in order, with its text. */
const roles = (brief: string) => readRoles(brief).sentences.map((s) => [s.role, s.text] as const);

describe("sentences for the team are notes", () => {
  it.each([
    ["en", "Notes for Sam: the venue is still tentative."],
    ["en", "NB the photos are in the shared folder."],
    ["en", "PS for the designer: use the blue banner from October."],
    ["en", "FYI the CEO will review it on Monday."],
    ["en", "Could you get a draft to me by Friday?"],
    ["en", "Owen, here's everything for the invite."],
    ["en", "@dana.k can you spin this up?"],
    ["en", "Need this out Monday morning!!!"],
    ["en", "Budget for the ads is approved (internal!)."],
    ["en", "draft copy lives in notion, https://www.notion.so/acme/Welcome-flow"],
    ["de", "Hinweis für Lena: die Fotos kommen morgen."],
    ["de", "Kannst du mir den Entwurf bis Freitag schicken?"],
    ["fr", "Pour info : le client relit tout jeudi."],
    ["fr", "Peux-tu préparer l'invitation avant vendredi pour relecture ?"],
    ["es", "Pd: para el diseñador, usar la foto que está en el Drive."],
    ["es", "¿Me haces el correo antes del viernes?"],
    ["it", "Nota per Giulia: il link Zoom lo mandiamo noi."],
    ["it", "Potresti mandarmi la bozza entro venerdì?"],
    ["nl", "Kun jij de nieuwsbrief vóór vrijdag klaarzetten voor goedkeuring?"],
    ["pt", "(para a Joana: o stand ainda não está confirmado)"],
    ["pt", "nota p/ Rui: a foto ainda não chegou"],
    ["en", "hi all, newsletter stuff below."],
    ["de", "Hallo zusammen, anbei das Material für die Mail."],
    ["fr", "Bonjour à tous, voici les infos pour la newsletter."],
    ["es", "Hola equipo, os paso lo del correo."],
    ["it", "Ciao ragazzi, ecco il materiale per la newsletter."],
    ["nl", "Hoi allemaal, hier de info voor de nieuwsbrief."],
    ["pt", "Olá pessoal, segue o material para a newsletter."],
    ["en", "^ ignore that line, it was a test"],
    ["pt", "(^ isto foi um teste, não é para pôr)"],
    // Where the platform fills values in is for the team that sets it up.
    ["pt", "- agradecer a compra, os dados vêm do sistema"],
    ["de", "Name und Zeitraum kommen aus dem Buchungssystem"],
    ["en", "Totals are merge fields, the ESP fills them"],
  ])("%s: %s", (_lang, sentence) => {
    expect(["note", "instruction"]).toContain(readSentence(sentence).role);
  });

  it("makes the lines under a note's head notes, up to a blank line", () => {
    const r = roles(
      "internal notes (NOT for the email):\n- paid social starts the same week\n- budget approved by Sam\n\nJoin us on 3 March.",
    );
    expect(r.map(([role]) => role)).toEqual(["note", "note", "note", "content"]);
  });

  it("takes the deadlines in a paragraph that greets a colleague for the colleague's", () => {
    const r = roles(
      "Hi Lena,\n\nkannst du daraus die Einladung machen?\nBis Freitag wäre super.\n\nDie Hausmesse ist am 19.02.2027.",
    );
    expect(r.find(([, t]) => t.startsWith("Bis Freitag"))?.[0]).toBe("note");
    expect(r.find(([, t]) => t.startsWith("Die Hausmesse"))?.[0]).toBe("content");
  });
});

describe("labelled details and the e-mail asked for are facts: read, never told", () => {
  it.each([
    ["en", "Date: 3 March 2027"],
    ["de", "Datum: 3. März 2027, 18 Uhr"],
    ["fr", "Lieu : Salle des fêtes, 12 rue Haute, Lyon"],
    ["es", "Fecha: 3 de marzo de 2027"],
    ["it", "Data: 3 marzo 2027, ore 18"],
    ["nl", "Locatie: Pakhuis 4, Kade 12, Zwolle"],
    ["pt", "Local: Rua das Flores 201, Porto"],
    ["en", "Can you do the invite for our meetup on 3 March?"],
    ["de", "Kannst du die Einladung für unser Sommerfest am 3. Juli machen?"],
    ["fr", "Peux-tu faire l'invitation pour notre soirée du 3 juillet ?"],
    ["es", "¿Puedes hacer el correo para la jornada del 3 de julio?"],
    ["it", "Puoi fare la mail per la degustazione del 3 luglio?"],
    ["nl", "Kun je de uitnodiging maken voor onze open dag op 3 juli?"],
    ["pt", "Podes fazer o email para o lançamento de 3 de julho?"],
    // The kind of e-mail named as the request, without a verb.
    ["en", "Order confirmation for the tea shop."],
    ["de", "Auftragsbestätigung für unseren Hofladen"],
    ["nl", "Orderbevestiging voor de webwinkel"],
    ["it", "Ricevuta per l'abbonamento annuale"],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("fact");
  });

  it("reads the date of the e-mail asked for, and tells none of the request", () => {
    const c = understand(
      "Kannst du die Einladung für unser Sommerfest am 3. Juli 2027 machen?",
      "offline-event",
    ).campaign;
    expect(c.dates.map((d) => d.iso)).toEqual(["2027-07-03"]);
    expect(c.story.join(" ")).not.toMatch(/Kannst du/);
  });
});

describe("sentences that tell the writer what to do are instructions, with their kind and value", () => {
  it.each<[string, string, InstructionKind, string | null]>([
    ["en", "Keep it warm and cosy, not salesy.", "tone", "Not salesy, warm, cosy"],
    ["en", 'Button should say "Save me a seat"', "button", "Save me a seat"],
    ["en", "CTA: Try it now", "button", "Try it now"],
    ["en", "Track order button → crumbandco.co.uk/account/orders", "button", "Track order"],
    ["en", "Don't mention the signing queue, last year it was chaos.", "avoid", "Signing queue"],
    ["en", 'don\'t say "free trial" tho', "avoid", "Free trial"],
    ["en", "End with a donation ask.", "closing", "Donation ask"],
    ["en", "subject line: The Trailrunner GTX is here", "subject", "The Trailrunner GTX is here"],
    ["en", "Headline: Winter is coming", "headline", "Winter is coming"],
    ["en", "Say it's 32 pages.", "include", "32 pages"],
    ["en", "keep it under 80 words", "length", "under 80 words"],
    ["en", "Please translate to Dutch.", "language", "nl"],
    ["en", "Write it like Wes would.", "style", "Write it like Wes would"],
    ["de", "Bitte duzen!", "address", "informal"],
    ["de", "Bitte in der Mail siezen.", "address", "formal"],
    ["de", "Die Preise der Fräse NICHT nennen.", "avoid", "Preise der Fräse"],
    ["de", "Betreff-Idee: „Heiß auf Winter?“", "subject", "Heiß auf Winter?"],
    ["fr", "Tutoiement !", "address", "informal"],
    ["fr", 'ne dites pas "anti-âge"', "avoid", "Anti-âge"],
    ["fr", "Termine par un appel aux dons.", "closing", "Appel aux dons"],
    ["es", "Trato de usted.", "address", "formal"],
    ["es", "(no digáis nada del club de adultos, se cancela en enero)", "avoid", "Club de adultos"],
    ["it", "Dai del Lei.", "address", "formal"],
    ["it", "Non scrivere le nostre tariffe.", "avoid", "Nostre tariffe"],
    ["nl", "Zet de Teams-link NIET in de mail.", "avoid", "Teams-link"],
    ["nl", "BTW: zeg niks over de levertijd.", "avoid", "Levertijd"],
    ["pt", "Tratamento: você.", "address", "informal"],
    ["fr", "On tutoie pas — vouvoiement.", "address", "formal"],
    ["de", "Bitte nicht duzen, wir siezen.", "address", "formal"],
    ["es", "Nada de usted: trato de tú.", "address", "informal"],
    ["pt", "Assunto sugerido: Chegou a Maré Alta", "subject", "Chegou a Maré Alta"],
    ["de", "Button: Jetzt anmelden", "button", "Jetzt anmelden"],
    ["fr", "Bouton : Je réserve", "button", "Je réserve"],
    ["es", "Botón: Reserva tu plaza", "button", "Reserva tu plaza"],
    ["it", "Pulsante: Prenota ora", "button", "Prenota ora"],
    ["nl", "Knop: Schrijf je in", "button", "Schrijf je in"],
    ["pt", "Botão: Quero participar", "button", "Quero participar"],
    ["de", "Ton: locker und herzlich.", "tone", "locker, herzlich"],
    ["fr", "Ton : chaleureux, pas trop commercial.", "tone", "chaleureux"],
    ["it", "Tono: caldo e familiare.", "tone", "caldo e familiare"],
    ["nl", "Toon: vriendelijk en luchtig.", "tone", "luchtig, vriendelijk"],
    ["de", "Halte es kurz.", "length", "kurz"],
    ["fr", "Fais court.", "length", "court"],
    ["es", "Que sea breve.", "length", "breve"],
    ["it", "Tienila breve.", "length", "breve"],
    ["nl", "Houd het kort.", "length", "kort"],
    ["pt", "Mantenha curto.", "length", "curto"],
    ["de", "Bitte auf Französisch übersetzen.", "language", "fr"],
    ["fr", "Merci de traduire en anglais.", "language", "en"],
    ["es", "Por favor, tradúcelo al inglés.", "language", "en"],
    ["it", "Traducila in inglese, per favore.", "language", "en"],
    ["nl", "Graag vertalen naar het Engels.", "language", "en"],
    ["pt", "Traduza para inglês, por favor.", "language", "en"],
    ["fr", "Objet : L'hiver arrive", "subject", "L'hiver arrive"],
    ["es", "Asunto: Llega el invierno", "subject", "Llega el invierno"],
    ["it", "Oggetto: Arriva l'inverno", "subject", "Arriva l'inverno"],
    ["nl", "Onderwerp: De winter komt eraan", "subject", "De winter komt eraan"],
    ["de", "Erwähne, dass es 32 Seiten sind.", "include", "dass es 32 Seiten sind"],
    ["fr", "Précise que le guide fait 32 pages.", "include", "que le guide fait 32 pages"],
    ["es", "Menciona que son 32 páginas.", "include", "que son 32 páginas"],
    ["it", "Di' che sono 32 pagine.", "include", "sono 32 pagine"],
    ["nl", "Vermeld dat het 32 pagina's zijn.", "include", "dat het 32 pagina's zijn"],
    ["pt", "Diga que são 32 páginas.", "include", "são 32 páginas"],
    ["de", "Schließe mit einem Spendenaufruf.", "closing", "Spendenaufruf"],
    ["es", "Termina con una petición de donación.", "closing", "petición de donación"],
    ["it", "Chiudi con un invito a donare.", "closing", "invito a donare"],
    ["nl", "Sluit af met een oproep om te doneren.", "closing", "oproep om te doneren"],
    ["pt", "Termine com um pedido de doação.", "closing", "pedido de doação"],
    ["de", "Schreib es wie Wes.", "style", null],
    ["fr", "Écris-le comme Wes.", "style", null],
    ["es", "Escríbelo como Wes.", "style", null],
    ["it", "Scrivilo come Wes.", "style", null],
    ["nl", "Schrijf het zoals Wes.", "style", null],
    ["pt", "Escreva-o como o Wes.", "style", null],
    // A P.S. that forbids itself is left out, whatever reason follows.
    [
      "it",
      "P.S.: la sala è al secondo piano, non scriverlo perché cambia spesso",
      "avoid",
      "sala è al secondo piano",
    ],
    [
      "de",
      "PS: der Parkplatz ist klein, bitte nicht erwähnen weil es abschreckt",
      "avoid",
      "Parkplatz ist klein",
    ],
    ["pt", 'Não usa "prezado" no começo.', "avoid", "prezado"],
    // A line of register alone, and a register asked not to take.
    ["de", "Locker und herzlich, du.", "tone", null],
    ["es", "Tono cercano pero sin pasarse.", "tone", null],
    ["en", "it's a welcome, don't be pushy.", "tone", "not pushy"],
    ["fr", "Ne pas parler du prix dans le mail.", "avoid", null],
    // A label for what the e-mail should contain is a brief to the writer, not copy.
    ["de", "Inhalt: kurz danken, die Buchungsdaten kommen aus dem System", "other", null],
    ["fr", "Contenu : remercier, le reste vient du système", "other", null],
    ["es", "Contenido: agradecer y explicar los próximos pasos", "other", null],
  ])("%s: %s", (_lang, sentence, kind, value) => {
    const r = readSentence(sentence);
    expect(r.role).toBe("instruction");
    const found = r.instructions?.find((i) => i.kind === kind);
    expect(found, JSON.stringify(r.instructions)).toBeTruthy();
    if (value) expect((found!.value ?? "").toLowerCase()).toBe(value.toLowerCase());
  });

  it("gives a label alone on its line its value from the line under it", () => {
    const r = readRoles("Botón:\n¡Reserva tu cupo!\nobjet :\nVotre peau va adorer la nuit");
    expect(r.instructions.map((i) => [i.kind, i.value])).toEqual([
      ["button", "¡Reserva tu cupo"],
      ["subject", "Votre peau va adorer la nuit"],
    ]);
    expect(r.sentences.map((s) => s.role)).toEqual([
      "instruction",
      "instruction",
      "instruction",
      "instruction",
    ]);
  });

  it("lists the instructions, sets the form of address and leaves what not to mention out of the facts", () => {
    const c = understand(
      "Webinar on 3 March 2027 at 4pm CET, register at acme.io/w.\nPrice: €49.\nDon't mention the price.\nBitte duzen.",
    ).campaign;
    expect(c.instructions?.map((i) => i.kind)).toEqual(["avoid", "address"]);
    expect(c.address).toBe("informal");
    expect(c.prices).toEqual([]);
    expect(c.donts).toEqual(["Price"]);
  });
});

describe("quoted mail is quoted, and a forwarded message's body is the brief", () => {
  const forwards = [
    "---------- Forwarded message ---------",
    "Begin forwarded message:",
    "-----Original Message-----",
    "-------- Message transféré --------",
    "---------- Weitergeleitete Nachricht ---------",
    "---------- Mensaje reenviado ---------",
    "---------- Messaggio inoltrato ---------",
    "Begin doorgestuurd bericht:",
    "---------- Mensagem encaminhada ---------",
  ];
  it.each(forwards)("%s", (mark) => {
    const brief = `${mark}\nFrom: Helen <helen@kestrel.co.uk>\nDate: 23 November 2026 at 17:40\nSubject: Winter night\nTo: Owen <owen@kestrel.co.uk>\n\nWinter Reading Night on Thursday 10 December 2026 at 18:30.\nBook at kestrel.co.uk/winter.`;
    const r = roles(brief);
    expect(r.slice(0, 5).map(([role]) => role)).toEqual(["quoted", "quoted", "quoted", "quoted", "quoted"]);
    expect(r.slice(5).map(([role]) => role)).not.toContain("quoted");
    // The header's date is the thread's, not the campaign's.
    expect(understand(brief, "offline-event").campaign.dates.map((d) => d.iso)).toEqual(["2026-12-10"]);
  });

  it.each([
    ["de", "Am 24.11.2026 um 10:12 schrieb Kai Berg <kai@berg.de>:"],
    ["fr", "Le 24 nov. 2026 à 10:12, Kai <kai@berg.fr> a écrit :"],
    ["es", "El 24 nov 2026, a las 10:12, Kai <kai@berg.es> escribió:"],
    ["it", "Il giorno 24 nov 2026, alle ore 10:12 Kai <kai@berg.it> ha scritto:"],
    ["nl", "Op 24 nov. 2026 om 10:12 schreef Kai <kai@berg.nl>:"],
    ["pt", "Em 24 de nov. de 2026, às 10:12, Kai <kai@berg.pt> escreveu:"],
  ])("%s: a reply's intro and its quoted lines", (_lang, intro) => {
    const r = roles(`Launch on 2 December.\n\n${intro}\n> 149 instead?`);
    expect(r[0][0]).toBe("content");
    expect(r.slice(1).map(([role]) => role)).toEqual(r.slice(1).map(() => "quoted"));
  });

  it.each([
    ["fr", "Soirée le 3 mars 2027.\n\nCordialement,\nMarie Dubois"],
    ["es", "Jornada el 3 de marzo de 2027.\n\nUn saludo,\nAna López"],
    ["it", "Serata il 3 marzo 2027.\n\nCordiali saluti\nLuca Bianchi"],
    ["nl", "Avond op 3 maart 2027.\n\nMet vriendelijke groet,\nJan de Vries"],
    ["pt", "Noite a 3 de março de 2027.\n\nAtenciosamente,\nJoão Silva"],
    ["de", "Webinar am 3. März 2027.\nVon meinem iPhone gesendet"],
    ["fr", "Webinar on 3 March 2027.\nEnvoyé de mon iPhone"],
    ["es", "Webinar on 3 March 2027.\nEnviado desde mi iPhone"],
    ["it", "Webinar on 3 March 2027.\nInviato da iPhone"],
    ["nl", "Webinar on 3 March 2027.\nVerzonden vanaf mijn iPhone"],
    ["pt", "Webinar on 3 March 2027.\nEnviado do meu iPhone"],
  ])("%s: a signature or a client's footer closing the brief", (_lang, brief) => {
    const r = roles(brief);
    expect(r.map(([role]) => role)).toEqual(["content", ...r.slice(1).map(() => "quoted")]);
  });

  it.each<[string, string, SentenceRole[]]>([
    [
      "a reply with its quoted lines",
      "Launch on 2 December.\n\n> On Nov 24, Kai wrote:\n> can we do $149 instead?\nno, stick to $159.",
      ["content", "quoted", "quoted", "note"],
    ],
    [
      "a signature after a closing and a name",
      "Webinar on 3 March 2027.\n\nMit freundlichen Grüßen\nGerd Albers\nGeschäftsführer",
      ["content", "quoted", "quoted", "quoted"],
    ],
    [
      "a contact block closing the brief",
      "Webinar on 3 March 2027.\n\nHelen Marsh\nEvents & Community | Kestrel Books\n01422 555 0148",
      ["content", "quoted", "quoted", "quoted"],
    ],
    ["a client's footer", "Webinar on 3 March 2027.\nSent from my iPhone", ["content", "quoted"]],
    [
      "a chat export's speakers and times",
      "[10:42] Marta Gil: 3 steps: connect your bank, import clients\nMiriam Hofer 09:14",
      ["quoted", "content", "quoted"],
    ],
    [
      "a phone chat export's dated stamps",
      "[24.11.26, 21:47] Ana: Market on 12 Dec\n24/11/2026, 21:48 - Ana: from 2pm",
      ["quoted", "content", "quoted", "content"],
    ],
    [
      "a copied channel's speakers, inside a quote",
      "> Tobias [14:02]: it's on\n> Sandra [14:05]: great",
      ["quoted", "quoted", "quoted", "quoted"],
    ],
  ])("%s", (_case, brief, want) => {
    expect(roles(brief).map(([role]) => role)).toEqual(want);
  });
});

describe("a chat's stamps are when it was said, never the campaign's date or time", () => {
  it.each([
    ["a phone export", "[24.11.26, 21:47] Ana: Winter market on Sat 12 Dec from 2pm"],
    ["a phone export with a dash", "24/11/2026, 21:47 - Ana: Winter market on Sat 12 Dec from 2pm"],
    ["a copied channel inside a quote", "> Tobias [21:47]: Winter market on Sat 12 Dec from 2pm"],
  ])("%s", (_case, brief) => {
    const { campaign } = understand(brief, "offline-event");
    expect(campaign.dates.map((d) => d.iso)).toEqual(["2026-12-12"]);
    expect(campaign.time?.start).toBe("14:00");
  });
});

describe("sentences for the reader stay content", () => {
  it.each([
    ["en", "Please RSVP by Friday 4 December."],
    ["en", "No need to print your ticket."],
    ["en", "Add your team from the settings page."],
    ["en", "Keep your receipt: it is your ticket."],
    ["en", "Can't wait to see you there!"],
    ["en", "Hello spring, goodbye winter!"],
    ["de", "Bitte meldet euch bis zum 3. Dezember an."],
    ["fr", "Merci de votre fidélité cette année."],
    ["es", "No te lo pierdas: plazas limitadas."],
    ["it", "Ti aspettiamo sabato in cantina."],
    ["nl", "Neem gerust een collega mee."],
    ["pt", "Traga a sua caneca e ganhe 10% de desconto."],
  ])("%s: %s", (_lang, sentence) => {
    expect(readSentence(sentence).role).toBe("content");
  });
});
