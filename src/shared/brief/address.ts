/** A full postal address in prose: street and number, postcode and city, and the venue's name written before it. */
export interface AddressMatch {
  value: string;
  index: number;
  length: number;
}

const L = "\\p{L}";
const CAP = "[\\p{Lu}]";
const STREET = [
  // 123 Main St / 500 E 5th Street
  `\\d{1,5}[A-Za-z]?\\s+(?:[NSEW]\\.?\\s+)?(?:(?:${CAP}[${L}\\d.'-]*|\\d{1,3}(?:st|nd|rd|th))\\s+){0,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Lane|Ln|Way|Drive|Dr|Place|Pl|Square|Sq|Court|Ct|Terrace|Row|Parkway|Pkwy|Highway|Hwy|Gateway|Dock|Wharf|Quay|Yard|Hill|Gardens|Close|Crescent)\\b\\.?(?:\\s+(?:Suite|Ste\\.?|Floor|Fl\\.?|Unit|#)\\s*\\w+)?`,
  // Oranienstraße 45 / Keizersgracht 123 / Karl-Marx-Allee 3a
  `${CAP}[${L}.-]*(?:straße|strasse|str\\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|gracht|laan|plein|kade|dijk|markt|steeg|singel|straat)\\s+\\d{1,4}[a-z]?(?:\\s*[-–]\\s*\\d{1,4})?`,
  // Any "Name 12" followed by a postcode: "Kraanspoor 12, 1033 SE Amsterdam"
  `${CAP}[${L}'’-]+(?:\\s${CAP}[${L}'’-]+)?\\s+\\d{1,4}[a-z]?(?=,\\s*\\d{4,5}(?:-\\d{3})?(?:\\s?[A-Z]{2})?\\s+${CAP})`,
  `(?:Am|An der|Im|Auf der|Unter den)\\s+${CAP}[${L}-]+\\s+\\d{1,4}[a-z]?`,
  // 12 rue de la Paix / 3 bis, avenue Foch
  `\\d{1,4}(?:\\s?(?:bis|ter))?,?\\s+(?:rue|avenue|av\\.|boulevard|bd|place|quai|allée|chemin|impasse|cours|passage)\\s+(?:[${L}'’-]+\\s+){0,4}[${L}'’-]+`,
  // Calle Mayor 5 / Via Roma 10 / Rua Augusta 100 / C/ de Mallorca, 401
  `(?:Calle|C\\/|Carrer|Avenida|Avda\\.|Av\\.|Plaza|Plaça|Paseo|Passeig|Ronda|Camino|Via|Viale|Piazza|Piazzale|Corso|Largo|Vicolo|Rua|Praça|Travessa|Alameda|Estrada)\\s+(?:[${L}\\d'’.-]+\\s+){0,4}?[${L}'’.-]+,?\\s+(?:n\\.?º?\\s*)?\\d{1,4}[A-Za-z]?(?:\\/\\d{1,4}[A-Za-z]?)?`,
].join("|");
const STREET_RE = new RegExp(`(?<![${L}\\d])(?:${STREET})`, "gu");
/** What follows a street: ", 10969 Berlin", ", Austin, TX 78701", ", 1015 CJ Amsterdam", ", 1100-053 Lisboa", ", 2nd floor". */
const TAIL = new RegExp(
  `^(?:,?[ \\t]+(?:\\d{4,5}(?:-\\d{3})?(?:[ \\t]?[A-Z]{2})?[ \\t]+${CAP}[${L}'’-]*(?:[ -](?:(?:da|de|do|dos|das|del|di|la|am|an|der|sur|en|le|sous|im)[ ])?${CAP}[${L}'’-]*){0,3}|${CAP}[${L}'’.-]*(?:[ \\t]${CAP}[${L}'’.-]+){0,2}(?:,[ \\t]*[A-Z]{2}[ \\t]+\\d{5}(?:-\\d{4})?|[ \\t]+\\d{5}|[ \\t]+[A-Z]{1,2}\\d[A-Z\\d]?[ \\t]?\\d[A-Z]{2})?|[A-Z]{2}[ \\t]+\\d{5}|\\(\\p{Lu}{2}\\)|(?:\\d+(?:st|nd|rd|th|e|er|º|°)?[ \\t]+(?:floor|étage|piso|piano|Etage|OG|verdieping|andar)|(?:Suite|Etage|OG)[ \\t]+\\d+)))`,
  "u",
);
const VENUE_BEFORE = new RegExp(
  `(?:\\b(?:at|at the|im|in der|in den|in the|au|à la|à l'|chez|dans les locaux de|en el|en la|en|presso|presso il|presso la|al|alla|nel|nella|no|na|bij|in het|in|op)\\s+)((?:the\\s+)?${CAP}[${L}\\d'’&.-]*(?:\\s+(?:${CAP}[${L}\\d'’&.-]*|de|der|van|del|la|di|des|du|the|of|am|an|&)){0,5})\\s*(?:,|\\(|[-–]\\s)\\s*$`,
  "u",
);

/** A venue's name written before its address without a preposition: at a line's start ("Cave Mirabelle, 12 rue ...") or
 * after the time ("14–20 Uhr, Bäckerei Kornmühle, Lindenstraße 8"). */
const VENUE_LINE = new RegExp(
  `(?:^|\\n|,[ \\t]+)[ \\t]*((?:The[ \\t]+)?${CAP}[${L}\\d'’&.-]*(?:[ \\t]+(?:${CAP}[${L}\\d'’&.-]*|de|der|van|del|la|di|des|du|do|dos|da|das|the|of|am|an|&)){0,5})[ \\t]*,[ \\t]*$`,
  "u",
);
const NOT_VENUE =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag|segunda|terça|quarta|sexta|hi|hello|hey|hallo|bonjour|hola|ciao|hoi|olá|dear|liebe|lieber|address|adresse|dirección|indirizzo|adres|morada|endereço)\b/iu;

export function findAddress(text: string): AddressMatch | null {
  for (const m of text.matchAll(STREET_RE)) {
    let start = m.index;
    let end = m.index + m[0].length;
    for (let i = 0; i < 3; i++) {
      let t = text.slice(end).match(TAIL);
      // A sentence ends inside the tail ("72000 Puebla, Pue. Habrá demostraciones"): the address ends with it.
      const stop = t?.[0].match(/(?<!\b(?:St|Ste|Mt|Dr|Av|Avda|Pl|Sta|Sto))\.[ \t]+\p{Lu}\p{Ll}/u);
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
    }
    const before = text.slice(Math.max(0, start - 80), start);
    const v = before.match(VENUE_BEFORE);
    if (v && !/^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/.test(v[1])) {
      const sep = before.slice(before.lastIndexOf(v[1]) + v[1].length);
      start = start - sep.length - v[1].length;
      const name = v[1];
      const street = text.slice(m.index, end);
      const value = sep.includes("(")
        ? `${name}, ${street}`
        : `${name}${sep.replace(/\s*[-–]\s*$/, ", ")}${street}`;
      return {
        value: value.replace(/\s+/g, " ").replace(/,\s*,/g, ",").trim(),
        index: start,
        length: end - start,
      };
    }
    const line = before.match(VENUE_LINE);
    if (line && !NOT_VENUE.test(line[1]) && !/\d/.test(line[1])) {
      const at = start - (before.length - before.lastIndexOf(line[1]));
      return {
        value: `${line[1]}, ${text.slice(m.index, end)}`.replace(/\s+/g, " ").trim(),
        index: at,
        length: end - at,
      };
    }
    return { value: text.slice(start, end).replace(/\s+/g, " ").trim(), index: start, length: end - start };
  }
  return null;
}
