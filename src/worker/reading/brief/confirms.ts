import { capitalise } from "../../../shared/capitalise";
import type { ConfirmField, ConfirmKind, Confirms } from "../../../shared/facts";

/**
 * A row a language: the words, joined once into one expression per class. A word of five letters or more is also read
 * as the head of a compound ("Werkstatt|auftrag", "werkplaats|afspraak", "Kunden|newsletter"), as German, Dutch and the
 * Scandinavian languages write them.
 */
const table = (rows: string[]) => {
  const words = rows
    .join("|")
    .trim()
    .split(/\s*\|\s*/);
  const long = words.filter((w) => /^[\p{L}-]{5,}$/u.test(w));
  return new RegExp(`(?<![\\p{L}])(?:\\p{L}*(?:${long.join("|")})|${words.join("|")})(?![\\p{L}])`, "iu");
};

/**
 * Words that mark a value as an example ("numer zapytania np ZO/2027/0142", "nimm die hier als Muster", "voorbeeld:"):
 * what follows them is a pattern for the template, never a recipient's real value.
 */
const EXAMPLE_WORDS = [
  "e\\.g\\.?|for example|for instance|example|sample|dummy|fictional|fictitious|made-up",
  "z\\.\\s?b\\.?|zum beispiel|beispiel|als muster|muster|fiktiv",
  "p\\.\\s?ex\\.?|par exemple|exemple|fictif",
  "p\\.\\s?ej\\.?|por ejemplo|ejemplo|ficticio",
  "ad es\\.?|es\\.|per esempio|esempio|fittizio",
  "bijv\\.?|bv\\.?|voorbeeld|bijvoorbeeld|fictief",
  "ex\\.|por exemplo|exemplo|fict[íi]cio",
  "np\\.?|na przykład|przykład|przykładowe|fikcyjne",
  "např\\.?|například|příklad|vzor|fiktivní",
  "t\\.\\s?ex\\.?|till exempel|exempel|fiktiv",
  "f\\.\\s?eks\\.?|fx|for eksempel|eksempel|fiktiv",
];
export const EXAMPLE_MARK = table(EXAMPLE_WORDS);
/** An example value at the end of a piece ("numer zapytania np ZO/2027/0142"), cut off to leave the label. */
const EXAMPLE_TAIL = new RegExp(`\\s*(?:${EXAMPLE_WORDS.join("|")})\\s*\\S*\\d\\S*$`, "iu");
/** A value's label, the example mark and the example ("numer zapytania np ZO/2027/0142"). */
const EXAMPLE_VALUE = new RegExp(
  `((?:\\p{L}+\\s){0,2}\\p{L}+\\.?)\\s*:?\\s*(?:${EXAMPLE_WORDS.join("|")})\\s*\\S*\\d`,
  "iu",
);

/**
 * What a confirmation confirms, per language. A subscription wins wherever it is named (an "Anmeldung zum Newsletter"
 * is one); otherwise the class named first in the brief.
 */
const SUBSCRIPTION = table([
  "newsletter|subscription|subscribe|opt-in|double opt-in|mailing list|e-?mail list",
  "abonnement|abonnieren|abo|newsletter-anmeldung",
  "lettre d'information|infolettre|abonnement|s'abonner",
  "boletín|suscripción|suscribirse",
  "iscrizione alla newsletter|abbonamento",
  "nieuwsbrief|abonnement",
  "assinatura|subscrição|boletim",
  "subskrypcja|subskrypcję|prenumerata|newsletter",
  "odběr|odběru|zpravodaj",
  "nyhetsbrev|prenumeration",
  "nyhedsbrev|abonnement",
]);

const KINDS: [Exclude<ConfirmKind, "subscription">, RegExp][] = [
  [
    "intake",
    table([
      "repair|repairs|service order|work order|drop-off|intake|servicing",
      "reparatur\\p{L}*|reparaturannahme|werkstattauftrag|auftrag|annahme|inspektion",
      "réparation|prise en charge|ordre de réparation",
      "reparación|orden de (?:trabajo|reparación)",
      "riparazione|ordine di riparazione|assistenza",
      "reparatie|reparatieopdracht|opdracht",
      "reparação|reparo|conserto|ordem de serviço",
      "naprawa|naprawy|naprawę|zlecenie|zlecenia",
      "oprava|opravy|opravu|zakázka|zakázky",
      "reparation|reparationen|serviceorder",
      "reparation|reparationen|serviceordre",
    ]),
  ],
  [
    "reservation",
    table([
      "reservation|booking|table reservation|room booking|hotel booking",
      "reservierung|tischreservierung|buchung|zimmerbuchung",
      "réservation",
      "reserva",
      "prenotazione|prenotazioni",
      "reservering|tafelreservering|boeking",
      "reserva|marcação",
      "rezerwacja|rezerwacji|rezerwację",
      "rezervace|rezervaci|rezervace stolu",
      "bokning|bordsbokning|reservation",
      "booking|bordreservation|reservation|bordbestilling",
    ]),
  ],
  [
    "appointment",
    table([
      "appointment",
      "termin|terminbestätigung|terminvereinbarung",
      "rendez-vous|rdv",
      "cita",
      "appuntamento",
      "afspraak",
      "consulta|agendamento",
      "wizyta|wizyty|wizytę",
      "schůzka|návštěva|objednání",
      "tidsbokning|besökstid",
      "aftale|tidsbestilling",
    ]),
  ],
  [
    "registration",
    table([
      "registration|enrol(?:l)?ment|sign-up for|registered",
      "anmeldung|anmelde\\p{L}+|kursanmeldung|teilnahme|registrierung",
      "inscription",
      "inscripción|matrícula",
      "iscrizione|iscrizioni",
      "inschrijving|aanmelding",
      "inscrição|matrícula",
      "rejestracja|rejestracji|zapis|zapisy|zgłoszenie",
      "registrace|registraci|přihláška|přihlášku",
      "anmälan|registrering",
      "tilmelding|registrering",
    ]),
  ],
  [
    "request",
    table([
      "request|enquiry|inquiry|quote request|request for quotation|message|ticket",
      "anfrage|angebotsanfrage|kontaktanfrage|nachricht",
      "demande|devis|message",
      "solicitud|consulta|presupuesto|mensaje",
      "richiesta|preventivo|messaggio",
      "aanvraag|offerteaanvraag|bericht",
      "pedido de orçamento|orçamento|solicitação|pedido de informação|mensagem",
      "zapytanie|zapytania|zapytań|wycena|wyceny|wiadomość",
      "poptávka|poptávku|dotaz|zpráva",
      "förfrågan|offertförfrågan|meddelande",
      "forespørgsel|henvendelse|tilbudsforespørgsel|besked",
    ]),
  ],
  [
    "application",
    table([
      "application|job application",
      "bewerbung",
      "candidature",
      "candidatura",
      "candidatura",
      "sollicitatie",
      "candidatura",
      "aplikacja|kandydatura|aplikację",
      "žádost|uchazeč",
      "ansökan",
      "ansøgning",
    ]),
  ],
];

/** What each value of a confirmation is called, per language: a brief's list of them becomes its detail box. */
const REFERENCE = table([
  "\\p{L}*(?:nr|nummer)\\.?|\\p{L}+-nr|number|numer|número|numero|číslo|no\\.|reference|ref\\.?|referenz|référence|referencia|riferimento|referentie|referência|sygnatura",
]);
const FIELDS: [Exclude<ConfirmField["key"], "item">, RegExp][] = [
  [
    "guests",
    table([
      "guests|people|persons|party size|number of (?:guests|people)|covers",
      "personen|anzahl personen|gäste|personenzahl|anzahl gäste",
      "personnes|nombre de personnes|couverts|invités",
      "personas|comensales|número de personas|huéspedes|número de huéspedes",
      "persone|numero di persone|ospiti|coperti",
      "aantal personen|personen|gasten|aantal gasten",
      "pessoas|número de pessoas|hóspedes|número de hóspedes",
      "osoby|liczba osób|liczba gości|goście",
      "osob|počet osob|počet hostů|hosté",
      "antal personer|personer|gäster|antal gäster",
      "antal personer|personer|gæster|antal gæster",
    ]),
  ],
  ["reference", REFERENCE],
  [
    "checkIn",
    table(["check-?in|arrival|anreise|arrivée|llegada|entrada|arrivo|aankomst|przyjazd|příjezd|ankomst"]),
  ],
  [
    "checkOut",
    table(["check-?out|departure|abreise|départ|salida|saída|partenza|vertrek|wyjazd|odjezd|avresa|afrejse"]),
  ],
  [
    "time",
    table([
      "time|uhrzeit|zeit|heure|hora|horario|ora|orario|tijd|tijdstip|horário|godzina|czas|čas|tid|klokkeslæt|klockslag",
    ]),
  ],
  ["date", table(["dates?|datum|daten|fecha|fechas|data|datas|datum|dato|termín"])],
  [
    "provider",
    table([
      "doctor|dentist|therapist|stylist|hairdresser|instructor|teacher|trainer",
      "arzt|ärztin|zahnarzt|therapeut\\p{L}*|friseur\\p{L}*|lehrer\\p{L}*|trainer\\p{L}*",
      "médecin|dentiste|docteur|coiffeur|professeur|thérapeute",
      "doctor|doctora|médico|médica|dentista|peluquero|profesor|terapeuta",
      "medico|dottore|dottoressa|dentista|parrucchiere|insegnante|docente",
      "arts|tandarts|kapper|docent|therapeut",
      "médico|médica|dentista|cabeleireiro|professor|terapeuta",
      "lekarz|lekarza|dentysta|fryzjer|nauczyciel|terapeuta",
      "lékař|lékařka|zubař|kadeřník|lektor|terapeut",
      "läkare|tandläkare|frisör|lärare|terapeut",
      "læge|tandlæge|frisør|lærer|terapeut",
    ]),
  ],
  [
    "room",
    table([
      "room|room type|zimmer|zimmerkategorie|chambre|habitación|camera|kamer|quarto|tipo de quarto|pokój|pokoj|rum|rumtyp|værelse",
    ]),
  ],
  [
    "name",
    table([
      "name|full name|guest name|patient|customer",
      "name|vorname|nachname|kunde|patient\\p{L}*",
      "nom|nom du client|patient",
      "nombre|paciente|cliente",
      "nome|paziente|cliente",
      "naam|klant|patiënt",
      "nome|nome do hóspede|paciente|cliente",
      "imię|imię i nazwisko|nazwisko|pacjent|klient",
      "jméno|jméno a příjmení|pacient|zákazník",
      "namn|patient|kund",
      "navn|patient|kunde",
    ]),
  ],
];

/** Words of a list item that are only its head ("bevestiging tafelreservering", "Bestätigung X"). */
const CONFIRM_WORD = table([
  "confirm\\p{L}*|bestätig\\p{L}*|confirmation|confirmación|confirmar|conferma|bevestig\\p{L}*|confirmação|potwierdz\\p{L}*|potvrz\\p{L}*|bekräft\\p{L}*|bekræft\\p{L}*",
]);

/** A reference label written short ("Auftragsnr") is said in full in the languages that write it in one word. */
function fullLabel(words: string, lang: string | null): string {
  const long = ["de", "nl", "sv", "da"].includes(lang ?? "") ? words.replace(/nr\.?$/iu, "nummer") : words;
  return capitalise(long.replace(/\.$/, "").trim());
}

/** The brief in the pieces a list of values is written in: lines, sentences, clauses after an arrow or a dash. */
function segments(text: string): string[] {
  // An example's mark keeps its value ("numero iscrizione es. SC-2027-118"): no sentence ends after it.
  return text
    .split(
      /\n|(?<!(?:^|[^\p{L}])(?:e\.g|z\.\s?b|es|np|bijv|např|t\.\s?ex|p\.\s?ex|p\.\s?ej|ex|f\.\s?eks))[.;!?](?=\s+\p{L})|\s->\s|\s[–—]\s/u,
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

function fieldOf(item: string): ConfirmField["key"] | null {
  // "datas de entrada e saída": the arrival and the departure together, read as the arrival's row.
  for (const [key, re] of FIELDS) if (re.test(item)) return key;
  return null;
}

/**
 * The values a confirmation shows per recipient, as the brief lists them ("naam, datum, tijd, aantal personen",
 * "Auftragsnr, Instrument", "numer zapytania np ZO/2027/0142"): each with the brief's word for it. An example value
 * after "np."/"e.g." marks the field and is never kept.
 */
function fieldsIn(text: string, lang: string | null): ConfirmField[] {
  const out: ConfirmField[] = [];
  const add = (f: ConfirmField) => {
    if (!out.some((o) => o.key === f.key) && out.length < 8) out.push(f);
  };
  for (const seg of segments(text)) {
    const body = seg.replace(/^[^:]{0,60}:\s*/u, "");
    const items = body
      .split(/,\s*|\s+(?:and|und|et|y|e|en|i|a|oraz|och|og)\s+/iu)
      .map((x) => x.replace(EXAMPLE_TAIL, "").trim())
      .filter(Boolean);
    const listed = items.length >= 2 && items.every((x) => x.split(/\s+/).length <= 5 && !/\d/.test(x));
    if (listed) {
      for (const item of items) {
        if (CONFIRM_WORD.test(item)) continue;
        const key = fieldOf(item);
        const label = key === "reference" ? fullLabel(item, lang) : capitalise(item);
        if (key) add({ key, label });
        else if (item.split(/\s+/).length <= 3) add({ key: "item", label });
      }
      continue;
    }
    // A reference with its example: "numer zapytania np ZO/2027/0142", "numero iscrizione es. SC-2027-118".
    const ref = seg.match(EXAMPLE_VALUE);
    if (ref && REFERENCE.test(ref[1])) add({ key: "reference", label: fullLabel(ref[1], lang) });
  }
  return out;
}

/**
 * What a confirmation brief confirms and the values it shows per recipient. A subscription when the brief says so or
 * names nothing else: the opt-in the type was first made for.
 */
export function readConfirms(text: string, lang: string | null, whole = text): Confirms {
  const fields = fieldsIn(text, lang);
  if (SUBSCRIPTION.test(whole)) return { kind: "subscription", fields: [] };
  const found = KINDS.map(([kind, re]) => ({ kind, at: text.search(re) }))
    .filter((k) => k.at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  return found ? { kind: found.kind, fields } : { kind: "subscription", fields: [] };
}
