import { LENGTH_WORD } from "./dates";
import { NUMBER_WORDS } from "./words";

/** A duration the brief states ("45 minutes", "1,5 Stunden", "1h30", "90-minute"), in minutes, with its span. */
export interface DurationMatch {
  minutes: number;
  text: string;
  index: number;
  length: number;
}

const NUM =
  "(\\d{1,3}(?:[.,]\\d{1,2})?|an?|one|une?|eine?n?|una?|uno|één|een|um|uma|half an|une demi|eine halbe|media|mezz'?|een half|meia)";
const HOURS = "hours?|hrs?|stunden?|std\\.?|heures?|horas?|ore|ora|uur|h(?![a-z])";
const MINUTES = "minutes?|mins?\\.?|minuten|minutos|minuti|min\\.?";
const HM_RE = new RegExp(`(?<![\\d:.])(\\d{1,2})\\s?h\\s?(\\d{2})(?!\\s?(?:uhr|am|pm|\\d))`, "gi");
// The number and its unit on one line: "€50⏎min. age 18" is a price, then a label.
const ONE_RE = new RegExp(`(?<![\\w:.])${NUM}[ \\t\\u00a0-]?(${HOURS}|${MINUTES})(?![\\p{L}])`, "giu");
/** A number in words; "half an hour", "une demi-heure", "mezz'ora" are halves. */
const WORD = (w: string) =>
  /^(?:half an|une demi|eine halbe|media|mezz'?|een half|meia)$/.test(w) ? 0.5 : NUMBER_WORDS[w];

/** A length that measures a way, not the event: "5 min à pied", "10 minutes' walk", "20 Minuten entfernt". */
const DISTANCE =
  /^[\s']*(?:à pied|a pied|walk|walking|on foot|by car|drive|away|from|zu fuß|zu fuss|entfernt|fußweg|a pie|andando|en coche|a piedi|in auto|lopen|lopend|rijden|a pé|de carro|de distância)/i;
/** A length from a named place is a way too: "20 min od Krakowa", "15 min from Basel", "10 min vanaf Centraal". */
const FROM_PLACE =
  /^\s*(?:from|de|du|desde|da|dal|dalla|van|vanaf|z|ze|od)\s+(?:(?:the|la|le|el|het)\s+)?\p{Lu}/u;
const isWay = (after: string) => DISTANCE.test(after) || FROM_PLACE.test(after);

/** A length said of a repeated thing, not the event: "every 20 minutes", "alle 20 Minuten", "toutes les 15 minutes",
 * "cada 30 minutos", "ogni 30 minuti", "elke 30 minuten", "a cada 30 minutos". */
const EVERY_BEFORE =
  /(?:\bevery|\beach|\balle|\bjede|\bjeweils|\bje|\btoutes les|\btous les|\bchaque|\bcada|\bogni|\belke|\biedere|\bper)\s*$/i;
/** A length said of each part: "(15 min chacun)", "45 minutes each", "de 45 minutos cada uno", "45 minuti ciascuno",
 * "45 minutes per session", "30 Minuten pro Vortrag". */
const EACH_AFTER =
  /^\s*(?:(?:per|par|pro|por)\s+\p{L}|(?:each|apiece|chacune?s?|jeweils|cada|ciascun[oa]|l'uno|elk|stuk)(?![\p{L}]))/iu;
/** Counted parts with their length: "three workshops of 45 minutes", "drie workshops van 45 minuten", "drei Workshops à
 * 45 Minuten", "trois ateliers de 45 minutes", "tres talleres de 45 minutos", "tre workshop da 45 minuti", "três
 * oficinas de 45 minutos". */
const COUNTED_PARTS_BEFORE =
  /(?:^|[^\p{L}\d])(?:\d{1,2}|two|three|four|five|six|zwei|drei|vier|fünf|sechs|deux|trois|quatre|cinq|six|dos|tres|cuatro|cinco|seis|due|tre|quattro|cinque|sei|twee|drie|vier|vijf|zes|duas|dois|três|quatro)\s+(?:[\p{L}-]+\s+){1,2}(?:of|von|à|a|de|da|di|van|met)\s*$/iu;

/** Whether a length at `index` (its text `len` long) is said of a part or a repetition, not of the event. */
function ofAPart(text: string, index: number, len: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  const after = text.slice(index + len, index + len + 24);
  return (
    // A list item that starts with a length is a part of the programme ("- 15 min Fragen aus dem Chat").
    /(?:^|\n)[ \t]*(?:[-*•·–+]|\d{1,2}[.)])[ \t]+$/.test(before) ||
    EVERY_BEFORE.test(before) ||
    EACH_AFTER.test(after.replace(/^\s*\)/, " ")) ||
    COUNTED_PARTS_BEFORE.test(before)
  );
}

/** "an hour and a half", "une heure et demie", "una hora y media", "un'ora e mezza", "anderhalf uur", "uma hora e meia",
 * "zwei Stunden und eine halbe", "anderthalb Stunden", "eineinhalb Stunden". */

const AND_HALF =
  /(?<![\p{L}\d])(an?|one|1|two|2|three|3|une|deux|trois|una|dos|tres|un'|un|due|tre|een|twee|drie|uma|duas|três|eine?|zwei|drei)\s*(?:hours?|heures?|horas?|or[ae]|uur|stunden?)\s+(?:and\s+a\s+half|et\s+demie|y\s+media|e\s+mezz[oa]|en\s+een\s+half|e\s+meia|und\s+eine\s+halbe)(?![\p{L}])|(?<![\p{L}])(?:anderthalb|eineinhalb|anderhalf)\s*(?:stunden|uur)(?![\p{L}])/iu;

export function findDuration(text: string): DurationMatch | null {
  const half = text.match(AND_HALF);
  if (
    half &&
    !ofAPart(text, half.index!, half[0].length) &&
    !isWay(text.slice(half.index! + half[0].length, half.index! + half[0].length + 16))
  ) {
    const hours = half[1] ? (NUMBER_WORDS[half[1].toLowerCase()] ?? Number(half[1])) : 1;
    return { minutes: hours * 60 + 30, text: half[0], index: half.index!, length: half[0].length };
  }
  // "1h30" first: it is one duration, not "1h" and a stray "30".
  for (const m of text.matchAll(HM_RE)) {
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    // "à 14h30" or "um 9h30" is a time of day, not a length.
    if (/(?:à|a|um|at|alle|às|om|de|das|dalle|ab|von|van|vanaf|from|dès|desde|des)\s*$/i.test(before))
      continue;
    if (ofAPart(text, m.index, m[0].length)) continue;
    const minutes = Number(m[1]) * 60 + Number(m[2]);
    if (minutes > 0 && minutes <= 24 * 60)
      return { minutes, text: m[0], index: m.index, length: m[0].length };
  }
  for (const m of text.matchAll(ONE_RE)) {
    const raw = m[1].toLowerCase();
    const n = WORD(raw) ?? Number(raw.replace(",", "."));
    if (!Number.isFinite(n) || n <= 0) continue;
    const unit = m[2].toLowerCase();
    // A bare "h" after a number is a time of day in French ("14h"), unless a length word leads it ("Duração 1h").
    if (/^h$/.test(unit) && !LENGTH_WORD.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (isWay(text.slice(m.index + m[0].length, m.index + m[0].length + 16))) continue;
    if (ofAPart(text, m.index, m[0].length)) continue;
    const isHours = new RegExp(`^(?:${HOURS})$`, "i").test(unit);
    const minutes = Math.round(isHours ? n * 60 : n);
    if (minutes > 0 && minutes <= 24 * 60)
      return { minutes, text: m[0], index: m.index, length: m[0].length };
  }
  return null;
}
