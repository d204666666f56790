import { anyCase } from "./words";
/** A full postal address in prose: street and number, postcode and city, and the venue's name written before it. */
export interface AddressMatch {
  value: string;
  index: number;
  length: number;
}

const L = "\\p{L}";
const CAP = "[\\p{Lu}]";
/** Street words written before the name in Spain, Italy and Portugal, capitalised or not ("via del Pratello 41/B"). */
const STREET_WORDS = [
  "calle c/ carrer avenida avda. av. plaza plaça paseo passeig ronda camino",
  "via viale piazza piazzale corso largo vicolo rua praça travessa alameda estrada",
]
  .join(" ")
  .split(" ")
  .map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1).replace(/[./]/g, "\\$&")}`)
  .join("|");
const STREET = [
  // 123 Main St / 500 E 5th Street
  `\\d{1,5}[A-Za-z]?\\s+(?:[NSEW]\\.?\\s+)?(?:(?:${CAP}[${L}\\d.'-]*|\\d{1,3}(?:st|nd|rd|th))\\s+){0,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Lane|Ln|Way|Drive|Dr|Place|Pl|Square|Sq|Court|Ct|Terrace|Row|Parkway|Pkwy|Highway|Hwy|Gateway|Dock|Wharf|Quay|Yard|Hill|Gardens|Close|Crescent)(?![\\p{L}\\d])\\.?(?:\\s+(?:Suite|Ste\\.?|Floor|Fl\\.?|Unit|#)\\s*\\w+)?`,
  // Oranienstraße 45 / Keizersgracht 123 / Karl-Marx-Allee 3a
  `${CAP}[${L}.-]*(?:straße|strasse|str\\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|gracht|laan|plein|kade|dijk|markt|steeg|singel|straat)\\s+\\d{1,4}[a-z]?(?:\\s*[-–]\\s*\\d{1,4})?`,
  // Any "Name 12" followed by a postcode: "Kraanspoor 12, 1033 SE Amsterdam"
  `${CAP}[${L}'’-]+(?:\\s${CAP}[${L}'’-]+)?\\s+\\d{1,4}[a-z]?(?=,\\s*\\d{4,5}(?:-\\d{3})?(?:\\s?[A-Z]{2})?\\s+${CAP})`,
  `(?:Am|An der|Im|Auf der|Unter den)\\s+${CAP}[${L}-]+\\s+\\d{1,4}[a-z]?`,
  // 12 rue de la Paix / 3 bis, avenue Foch
  `\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?:rue|avenue|av\\.|boulevard|bd|place|quai|allée|chemin|impasse|cours|passage)\\s+(?:[${L}'’-]+\\s+){0,4}[${L}'’-]+`,
  // Calle Mayor 5 / Via Roma 10 / Rua Augusta 100 / C/ de Mallorca, 401
  `(?:${STREET_WORDS})\\s+(?:[${L}\\d'’.-]+\\s+){0,4}?[${L}'’.-]+,?\\s+(?:n\\.?º?\\s*)?\\d{1,4}[A-Za-z]?(?:\\/(?:\\d{1,4}[A-Za-z]?|[A-Za-z]\\b))?`,
].join("|");
const STREET_RE = new RegExp(`(?<![${L}\\d])(?:${STREET})`, "gu");
/** What follows a street: ", 10969 Berlin", ", Austin, TX 78701", ", 1015 CJ Amsterdam", ", 1100-053 Lisboa", ", 2nd floor". */
const TAIL = new RegExp(
  `^(?:,?[ \\t]+(?:\\d{4,5}(?:-\\d{3})?(?:[ \\t]?[A-Z]{2})?[ \\t]+${CAP}[${L}'’-]*(?:[ -](?:(?:da|de|do|dos|das|del|di|la|am|an|der|sur|en|le|sous|im)[ ])?${CAP}[${L}'’-]*){0,3}|${CAP}[${L}'’.-]*(?:[ \\t]${CAP}[${L}'’.-]+(?!\\d)){0,2}(?:[ \\t]\\d{1,2}(?:er|e|ème)(?![${L}\\d]))?(?:,[ \\t]*[A-Z]{2}[ \\t]+\\d{5}(?:-\\d{4})?|[ \\t]+\\d{5}|[ \\t]+[A-Z]{1,2}\\d[A-Z\\d]?[ \\t]?\\d[A-Z]{2})?|[A-Z]{2}[ \\t]+\\d{5}|\\(\\p{Lu}{2}\\)|(?:\\d+(?:st|nd|rd|th|e|er|º|°)?[ \\t]+(?:[Ff]loor|[ÉéEe]tage|[Pp]iso|[Pp]iano|OG|[Vv]erdieping|[Aa]ndar)|(?:Suite|Etage|OG|Floor)[ \\t]+\\d+|\\d{1,2}[º°ª](?![${L}\\d]))))`,
  "u",
);
/** A place's own name: capitalised words, small joining words inside ("Palacio de Congresos de Valencia", "Quinta do
 * Vale"). One pattern wherever a name stands before an address. */
const NAME_WORD = `${CAP}[${L}\\d'’&.-]*`;
// A building and its hall may be joined by a dash ("Auditorium San Rocco – Sala Grande").
const NAME_MORE = `(?:[ \\t]+(?:[–—][ \\t]+)?(?:${NAME_WORD}|de|der|van|del|la|di|des|du|do|dos|da|das|the|of|am|an|&))`;
const NAME = `${NAME_WORD}${NAME_MORE}{0,5}`;
const VENUE_BEFORE = new RegExp(
  `(?:\\b(?:at|at the|im|in der|in den|in the|au|à la|à l'|chez|dans les locaux de|en el|en la|en|presso|presso il|presso la|al|alla|nel|nella|no|na|bij|in het|in|op)\\s+)((?:the\\s+)?${NAME})\\s*(?:,|\\(|[-–]\\s)\\s*$`,
  "u",
);

/** A venue's name written before its address without a preposition: at a line's start ("Cave Mirabelle, 12 rue ...") or
 * after the time ("14–20 Uhr, Bäckerei Kornmühle, Lindenstraße 8"). */
const VENUE_LINE = new RegExp(
  `(?:^|\\n|,[ \\t]+|\\(|(?<=(?:\\p{Ll}{2}|\\d)[.!?])[ \\t]+)[ \\t]*((?:The[ \\t]+)?${NAME})[ \\t]*,[ \\t]*$`,
  "u",
);
/** A name of two words or more after the prose that introduces it ("al nostro spazio Officina Comune, via ..."). */
const NAME_AFTER_PROSE = new RegExp(
  `(?:^|[ \\t(])\\p{Ll}[\\p{L}'’]*[ \\t]+(${NAME_WORD}${NAME_MORE}{1,5})[ \\t]*,[ \\t]*$`,
  "u",
);
const NOT_VENUE =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda|terça|quarta|sexta|hi|hello|hey|hallo|bonjour|hola|ciao|hoi|olá|dear|liebe|lieber|address|adresse|dirección|indirizzo|adres|morada|endereço)\b/iu;

/** A room, hall or building part written before a street: "Room 4B", "Sala 2", "Zaal 4B", "Raum 3.14", "Halle 3", "Salle
 * Ada", "Auditorio 2", "Studio 5", "Tower B". */
const ROOM_WORDS =
  "room|rm\\.?|suite|hall|studio|unit|tower|wing|block|building|salle|sala|zaal|raum|saal|halle|aula|auditori(?:o|um)|auditório|stanza|lokaal|kamer|salão|salon|gebäude|haus|bâtiment|edificio|edifício|gebouw|palazzo|torre|bloco|flügel|aile|ala|vleugel|atelier";
const ROOM = new RegExp(`^(?:${ROOM_WORDS})\\s+[\\p{L}\\d][\\p{L}\\d./-]*$`, "iu");
/** A room said in words ("sala de abajo", "Back Room", "the upstairs hall"): a room word at either end, a few words. */
const ROOM_PHRASE = new RegExp(
  `^(?:(?:${ROOM_WORDS})(?:\\s+[\\p{L}'’-]+){1,3}|(?:[\\p{L}'’-]+\\s+){1,2}(?:${ROOM_WORDS}))$`,
  "iu",
);
/** Buildings a room is "of" or "at" ("Auditório Tejo do Edifício Nova Ribeira", "Back Room at Central Wharf Building"). */
const BUILDING =
  /^(?:[\p{L}'’-]+\s+){0,3}(?:building|house|centre|center|tower|gebäude|haus|bâtiment|maison|edificio|edifício|palazzo|palácio|palacio|gebouw|torre)\b|^(?:building|gebäude|bâtiment|edificio|edifício|palazzo|gebouw|torre)\s/iu;
/** A floor in the seven languages: "2nd floor", "1. OG", "3e étage", "planta 3ª", "2° piano", "2e verdieping", "2.º piso". */
const FLOOR =
  /^(?:\d{1,2}(?:st|nd|rd|th|e|er|ème|\.º|\.ª|\.|°|º|ª)?\s*(?:floor|fl\.|étage|etage|og|obergeschoss|stock|piso|planta|piano|verdieping|andar)|(?:floor|étage|etage|piso|planta|piano|verdieping|andar|stock)\s+\d{1,2}(?:st|nd|rd|th|e|er|°|º|ª)?|ground floor|rez-de-chaussée|erdgeschoss|planta baja|piano terra|begane grond|rés-do-chão)$/iu;
/** A place's own name: capitalised words, small joining words inside ("Palacio de Congresos de Valencia"). */
const PLACE_NAME = new RegExp(`^(?:The\\s+)?${NAME}$`, "u");
/** The word a pasted event page puts above its place ("Location", "Lieu", "Ort", "Dónde", "Luogo", "Locatie", "Local"). */
const PLACE_LABEL =
  /^(?:location|venue|where|address|lieu|adresse|où|ort|veranstaltungsort|wo|dónde|donde|lugar|dirección|luogo|dove|indirizzo|locatie|waar|adres|local|onde|morada|endereço)\s*:?$/iu;
const isRoomOrFloor = (seg: string) => ROOM.test(seg) || FLOOR.test(seg);
const isPart = (seg: string) =>
  isRoomOrFloor(seg) ||
  (PLACE_NAME.test(seg) && !NOT_VENUE.test(seg) && !PLACE_LABEL.test(seg) && !/\d{3,}/.test(seg));

/**
 * The rooms, floors and buildings written before a street belong to the place: "Room 4B, 2nd floor, Kingsway House,
 * 103 Kingsway", "Sala 2, planta 3ª, Calle de Alcalá 45", "Salle Ada, 3e étage⏎Le Hub Numérique, 12 rue ...". Returns
 * where the place starts, or `start` when nothing before it is part of it. Only whole lines of parts are taken (after
 * a time and a comma, one part: "14–20 Uhr, Bäckerei Kornmühle, ..."), and the line above only when it holds a room or
 * a floor, or when a place label stands above it (a pasted event page: "Location⏎The Foundry Hall⏎410 Alabama St").
 */
function placeStart(text: string, start: number): number {
  let lineStart = text.lastIndexOf("\n", start - 1) + 1;
  // A label the line starts with ("Where:", "Ort:", "Lieu :") is not part of the place.
  const label = text.slice(lineStart, start).match(/^[ \t]*[\p{L}][\p{L} ]{1,28}[ \t]?:[ \t]*/u);
  if (label) lineStart += label[0].length;
  const before = text.slice(lineStart, start);
  if (before.trim() && !/,\s*$/.test(before)) return start;
  const segs = before.replace(/,\s*$/, "").split(/,[ \t]*/);
  let taken = 0;
  let roomy = false;
  for (let i = segs.length - 1; i >= 0 && before.trim(); i--) {
    const seg = segs[i].trim();
    if (!isPart(seg)) break;
    roomy ||= isRoomOrFloor(seg);
    taken++;
  }
  const whole = !before.trim() || taken === segs.length;
  if (!whole) {
    // Not the whole line: one part after a comma is the existing "name, street" reading; more only with a room.
    if (!roomy) return start;
    const kept = segs.slice(segs.length - taken).join(", ");
    return lineStart + before.lastIndexOf(kept.split(", ")[0]);
  }
  let at = before.trim() ? lineStart + before.search(/\S/) : start;
  // The line above: all parts, with a room or a floor, or a name under a place label.
  const prevEnd = lineStart - 1;
  if (prevEnd > 0) {
    const prevStart = text.lastIndexOf("\n", prevEnd - 1) + 1;
    const prev = text.slice(prevStart, prevEnd).trim();
    const prevSegs = prev.split(/,[ \t]*/).map((x) => x.trim());
    const above = text.slice(text.lastIndexOf("\n", prevStart - 2) + 1, Math.max(0, prevStart - 1)).trim();
    if (
      prev &&
      prevSegs.every(isPart) &&
      (prevSegs.some(isRoomOrFloor) || (PLACE_LABEL.test(above) && !before.trim()))
    )
      at = prevStart + text.slice(prevStart, prevEnd).search(/\S/);
  }
  return at;
}

/** A room and the building it is in, written as one ("Back Room at Central Wharf Building", "Auditório Tejo do Edifício
 * Nova Ribeira"), are two parts of the place. */
function splitRoom(name: string): string[] {
  for (const m of name.matchAll(
    /\s+(?:at the|at|in the|in|im|in der|of the|of|do|da|de|del|della|des|du|van het|van de|van)\s+/gu,
  )) {
    const room = name.slice(0, m.index);
    const building = name.slice(m.index + m[0].length);
    if (
      PLACE_NAME.test(building) &&
      (ROOM_PHRASE.test(room) || (BUILDING.test(building) && PLACE_NAME.test(room)))
    )
      return [room, building];
  }
  return [name];
}

/** A word or two saying what a place is, between its name and its street ("brasserie", "coworking", "bar à vins"). */
const DESCRIPTOR = /^\p{Ll}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*){0,2}$/u;
/** The words that put a place ("in the", "im", "chez", "en", "presso il", "op het"), before its name. */
const AT =
  /^(?:at|in|im|inside|au|aux|à|chez|dans|en|presso|al|alla|nel|nella|no|na|bij|op|em)\s+(?:(?:the|der|den|dem|la|l'|le|el|il|lo|het|de|o|a)\s+)?/iu;
const ARTICLE_CAP = /^(?:The|Der|La|Le|El|Il|Het|De|O|A)$/u;
/** A part without the words that put it ("in the Back Room"); "En La Bodeguilla" keeps the article it is named with. */
function afterAt(part: string): string {
  const at = part.match(AT)?.[0] ?? "";
  const article = at.trim().split(/\s+/).slice(1).join(" ");
  return part.slice(ARTICLE_CAP.test(article) ? at.length - article.length - 1 : at.length).trim();
}
/** A name at the end of introducing prose ("ai nuovi membri di Officina Comune"): two words or more. */
const NAME_AT_END = new RegExp(`(?:^|[ \\t])\\p{Ll}[\\p{L}'’]*[ \\t]+(${NAME_WORD}${NAME_MORE}{1,5})$`, "u");

/**
 * A place's name a few words before its street, with what it is, its room or an aside between them: "Bistrot des Halles,
 * brasserie, 12 quai ...", "Officina Comune (coworking, via ...)", "En La Bodeguilla, sala de abajo (la del piano), calle
 * ...", "in the Back Room at Central Wharf Building, 14 Harbour Street". The name and its rooms are the place; the
 * descriptor and the aside are not. Null when nothing stands between a name and its street (the plain readings).
 */
function namedAhead(text: string, start: number, street: string): { value: string; index: number } | null {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const before = text
    .slice(lineStart, start)
    .replace(/[ \t]*\([^()\n]*\)/g, "")
    .replace(/[ \t]*\([ \t]*/g, ", ")
    // A name in quotation marks is still the name ("in the “Reading Room” at Central Library").
    .replace(/["“”„«»‹›]/g, "")
    .replace(/[ \t]{2,}/g, " ");
  // The clause the place stands in: after the last full stop, colon (a label, a chat's speaker) or bullet.
  const clause = before.split(/[.!?:;][ \t]+|^[ \t]*[-*•·][ \t]*/u).pop()!;
  if (!/,[ \t]*$/.test(clause)) return null;
  const segs = clause
    .replace(/,[ \t]*$/, "")
    .split(/,[ \t]*/)
    .map((x) => x.trim());
  const kept: string[] = [];
  let skipped = false;
  let name = "";
  for (let i = segs.length - 1; i >= 0; i--) {
    // A place put after other words ("upstairs in the Reading Room at ...") is read from its preposition.
    const inner = [...segs[i].matchAll(/\s(?=(?:at|in|im|au|à|chez|dans|en|presso|nel|nella|bij|op)\s)/giu)];
    const seg =
      [segs[i], ...inner.map((m) => segs[i].slice(m.index + 1))]
        .map(afterAt)
        .find((x) => PLACE_NAME.test(x) || splitRoom(x).length > 1 || ROOM_PHRASE.test(x)) ??
      afterAt(segs[i]);
    if (ROOM_PHRASE.test(seg) || isRoomOrFloor(seg)) {
      kept.unshift(seg);
      continue;
    }
    if (!kept.length && !skipped && DESCRIPTOR.test(seg) && i > 0) {
      skipped = true;
      continue;
    }
    const whole =
      (PLACE_NAME.test(seg) && (seg !== segs[i] || i === 0)) || splitRoom(seg).length > 1
        ? seg
        : seg.match(NAME_AT_END)?.[1];
    if (whole && !NOT_VENUE.test(whole) && !PLACE_LABEL.test(whole) && !/\d/.test(whole)) name = whole;
    break;
  }
  if (!name) return null;
  const parts = [...splitRoom(name), ...kept];
  // The plain readings already take a name right before its street; this one is for what stands between them.
  if (!skipped && parts.length === 1 && before === text.slice(lineStart, start)) return null;
  const at = text.lastIndexOf(name, start);
  return {
    value: [...parts, street].join(", "),
    index: at >= 0 ? at : Math.max(lineStart, text.lastIndexOf(name.split(" ")[0], start)),
  };
}

/**
 * The business's own place said with its kind ("à l'atelier (7 rue ...)", "en la librería (C/ ...)", "da noi in enoteca
 * (via ...)"): the place is the one the brief names with that word ("l'atelier céramique L'Argile Bleue", "Librería
 * Papel y Tinta", "Enoteca Il Tralcio"); a word between them says what it is ("céramique"), a small word does not join
 * them ("Studio at Fernbrook" is not "Studio Fernbrook"). Null when the brief names no place with it.
 */
function ownPlace(text: string, start: number): string | null {
  const kind = text
    .slice(Math.max(0, start - 40), start)
    .match(/(?:^|[\s'’])(\p{Ll}{4,})[ \t]*[(,][ \t]*$/u)?.[1];
  if (!kind) return null;
  const named = new RegExp(
    `(?:^|[^\\p{L}])(${anyCase(kind[0])}${kind.slice(1)})(?:[ \\t]+\\p{Ll}[\\p{L}'’-]{3,})?[ \\t]+(${NAME_WORD}(?:${NAME_MORE}|[ \\t]+(?:y|e|et|und|and|en)(?=[ \\t]+\\p{Lu})){0,4})`,
    "gu",
  );
  for (const m of text.matchAll(named)) {
    if (m.index >= start - 40 && m.index < start) continue;
    const name = m[2].replace(
      /[ \t]+(?:[–—][ \t]+)?(?:de|der|van|del|la|di|des|du|do|dos|da|das|the|of|am|an|&)$/u,
      "",
    );
    if (NOT_VENUE.test(name) || /\d/.test(name)) continue;
    return /^\p{Lu}/u.test(m[1]) ? `${m[1]} ${name}` : name;
  }
  return null;
}

/** A line about the e-mail's sender ("Absender: Studio X, Kantstraße 40"): its address is the sender's, not a place. */
const SENDER =
  /(?:^|[.!?][ \t]+|\n)[ \t]*(?:sender|absender|expéditeur|expediteur|remitente|mittente|afzender|remetente|nadawca|odesílatel|avsändare|afsender)[ \t]*:[^.!?\n]*$/iu;

/** "San Francisco, CA 94110", "10969 Berlin", "London WC2B 6QX" on the line after a street that has no city yet. */
const CITY_LINE = new RegExp(
  `^,?[ \\t]*\\n[ \\t]*((?:${CAP}[${L}'’.-]*(?:[ ]${CAP}[${L}'’.-]+){0,2},?[ ]+[A-Z]{2}[ ]+\\d{5}(?:-\\d{4})?|\\d{4,5}(?:-\\d{3})?(?:[ ]?[A-Z]{2})?[ ]+${CAP}[${L}'’-]*(?:[ -]${CAP}[${L}'’-]*){0,3}|${CAP}[${L}'’-]*(?:[ ]${CAP}[${L}'’-]*){0,2}[ ]+[A-Z]{1,2}\\d[A-Z\\d]?[ ]?\\d[A-Z]{2}))[ \\t]*(?=\\n|$)`,
  "u",
);

/** A sender's signature: a phone line or a company's legal form beside the address, in the brief's last paragraph. */
const SIGNATURE_LINE =
  /^\s*(?:(?:tel|tél|phone|fon|telefon|telefono|teléfono|telefoon|telefone|mob|mobile|mobil|cell|fax|t|m)\b\.?\s*:?\s*\+?[\d(]|\+\d{2}[\s\d]{6,})|\b(?:GmbH|AG|KG|Ltd\.?|LLC|Inc\.?|SARL|SAS|S\.?L\.?|S\.?A\.?|S\.p\.A\.|S\.r\.l\.|Srl|B\.V\.|BV|N\.V\.|Lda\.?|Ltda\.?)\s*$/imu;
function inSignature(text: string, index: number): boolean {
  const from = text.lastIndexOf("\n\n", index);
  const to = text.indexOf("\n\n", index);
  if (to >= 0 && text.slice(to).trim()) return false;
  const paragraph = text.slice(from < 0 ? 0 : from, to < 0 ? text.length : to);
  const lines = paragraph.split("\n").filter((l) => l.trim());
  // A labelled line ("Where:", "Questions:") is the brief's own, not a signature's.
  const labelled = lines.some(
    (l) =>
      /^\s*[\p{L}][\p{L} ]{1,25}\s?:\s/u.test(l) &&
      !SIGNATURE_LINE.test(l) &&
      !/^\s*(?:tel|tél|fax)/i.test(l),
  );
  return lines.length >= 3 && !labelled && lines.some((l) => SIGNATURE_LINE.test(l));
}

export function findAddress(text: string): AddressMatch | null {
  for (const m of text.matchAll(STREET_RE)) {
    if (inSignature(text, m.index)) continue;
    const start = m.index;
    let end = m.index + m[0].length;
    for (let i = 0; i < 3; i++) {
      // The street's own full stop ended the sentence ("22 Mill Lane. Members only").
      if (text[end - 1] === "." && /^[ \t]+\p{Lu}/u.test(text.slice(end))) break;
      let t = text.slice(end).match(TAIL);
      // A sentence ends inside the tail ("72000 Puebla, Pue. Habrá demostraciones"): the address ends with it.
      const stop = t?.[0].match(/(?<!\b(?:St|Ste|Mt|Dr|Av|Avda|Pl|Sta|Sto))\.[ \t]+\p{Lu}/u);
      if (t && stop) t = [t[0].slice(0, stop.index! + 1)] as unknown as RegExpMatchArray;
      if (!t || /^,?\s+(?:on|am|le|el|il|op|em|at|from|von|de|dalle|van|das)\b/i.test(t[0])) break;
      // A weekday or month after a comma is the date, not the city.
      if (
        /^,?\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|jueves|viernes|sábado|domingo|lunedì|martedì|giovedì|venerdì|sabato|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda|terça|quinta|sexta|tickets?|doors|einlass|entrée|entrada|ingresso)\b/iu.test(
          t[0],
        )
      )
        break;
      end += t[0].length;
      // The tail ends a sentence ("..., Lucca. I biglietti ..."): what follows is the brief again.
      if (stop || /\.$/.test(t[0])) break;
    }
    // The sentence's full stop is not the address's; an abbreviation's is ("72000 Puebla, Pue.").
    if (/[\p{L}]{4}\.$/u.test(text.slice(Math.max(0, end - 5), end))) end--;
    // A street word written in lower case is a street only with its town after it ("via Portici 22, Bolzano"), not a
    // route ("via PostNL 1-2 werkdagen").
    if (/^\p{Ll}/u.test(m[0]) && end === m.index + m[0].length) continue;
    // No city on the street's line: the next line may hold it ("410 Alabama Street, 2nd Floor⏎San Francisco, CA 94110").
    if (
      !/\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|,\s*\p{Lu}\p{Ll}/u.test(
        text.slice(m.index + m[0].length, end),
      )
    ) {
      const city = text.slice(end).match(CITY_LINE);
      if (city) end += city[0].length;
    }
    // The address as one line: its line breaks are commas ("... 2nd Floor⏎San Francisco, CA 94110").
    const found = (value: string, index: number): AddressMatch => ({
      value: value
        .replace(/[ \t]*\n[ \t]*/g, ", ")
        .replace(/\s+/g, " ")
        .replace(/,\s*,/g, ",")
        .trim(),
      index,
      length: end - index,
    });
    if (SENDER.test(text.slice(Math.max(0, start - 200), start))) continue;
    const place = placeStart(text, start);
    // An aside in brackets among the place's parts is not one of them ("Halle 2 (Eingang „Tor B“), Albers ...").
    if (place < start)
      return found(
        `${text.slice(place, start).replace(/[ \t]*\([^()\n]*\)/g, "")}${text.slice(start, end)}`,
        place,
      );
    const before = text.slice(Math.max(0, start - 80), start);
    const street = text.slice(m.index, end);
    const ahead = namedAhead(text, start, found(street, start).value);
    if (ahead) return found(ahead.value, ahead.index);
    const v = before.match(VENUE_BEFORE);
    if (v && !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/.test(v[1])) {
      const sep = before.slice(before.lastIndexOf(v[1]) + v[1].length);
      const joint = sep.includes("(") ? ", " : sep.replace(/\s*[-–]\s*$/, ", ");
      return found(`${v[1]}${joint}${street}`, start - sep.length - v[1].length);
    }
    const line = before.match(VENUE_LINE) ?? before.match(NAME_AFTER_PROSE);
    if (line && !NOT_VENUE.test(line[1]) && !/\d/.test(line[1]))
      return found(`${line[1]}, ${street}`, start - (before.length - before.lastIndexOf(line[1])));
    const own = ownPlace(text, start);
    return found(own ? `${own}, ${found(street, start).value}` : street, start);
  }
  return null;
}
