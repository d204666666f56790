import { fold } from "../../../shared/format";
import { ZONE_ABBREVIATIONS } from "../../../shared/zones";
import { foreignMonthAbbreviation, MONTH_OF, NUMBER_WORDS, WEEKDAY_OF } from "./words";
import type { DateFact, Lang, TimeFact } from "../../../shared/facts";

/** A month's name or abbreviation in a language we read ("dicembre", "Dez."). */
export function isMonthWord(w: string): boolean {
  return MONTH_OF.has(fold(w).replace(/\.$/, ""));
}

const L = "[A-Za-zÀ-ÖØ-öø-ÿĀ-ſ]";
const MONTH_RE = `(${L}{3,10}\\.?)`;
const WEEKDAY_PREFIX = `(?:(${L}{2,13}(?:-feira)?)\\.?,?\\s+(?:(?:the|den|le|el|il|de)\\s+)?)?`;
const DAY = "(\\d{1,2})(?:st|nd|rd|th|\\.|º|°|er|e)?";
const YEAR = "(?:,?\\s*(?:de\\s+|del\\s+)?(\\d{4}))?";

export interface DateMatch extends DateFact {
  index: number;
  length: number;
  weekday: number | null;
  /** Counted from today ("tomorrow", "next Friday"): reported so the user checks it. */
  relative?: boolean;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The weekday (0 = Sunday) of an ISO date. */
export function weekdayOfIso(isoDate: string): number {
  return new Date(`${isoDate}T00:00:00Z`).getUTCDay();
}

const todayOf = (now: Date) => iso(now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate());

/**
 * The year for a date written without one: the first year from `now` in which the date has not passed. A weekday that
 * does not fit is reported by the reader, never used to move the date to another year.
 */
function inferYear(month: number, day: number, now: Date): number | null {
  const today = todayOf(now);
  for (let y = now.getUTCFullYear(); y <= now.getUTCFullYear() + 4; y++) {
    if (day > daysIn(y, month)) continue;
    if (iso(y, month, day) >= today) return y;
  }
  return null;
}

function build(
  y: number | null,
  m: number,
  d: number,
  weekday: number | null,
  now: Date,
  index: number,
  text: string,
): DateMatch | null {
  if (m < 1 || m > 12 || d < 1) return null;
  const year = y ?? inferYear(m, d, now);
  if (year === null || year < 1900 || year > 2200 || d > daysIn(year, m)) return null;
  const trimmed = text.trim().replace(/[,\s]+$/, "");
  return { iso: iso(year, m, d), text: trimmed, yearGiven: y !== null, index, length: text.length, weekday };
}

/** The weekday a word names; null without a word, undefined when the word is not a weekday. */
const weekdayFrom = (word: string | undefined) => (word ? WEEKDAY_OF.get(fold(word)) : null);

/** Every calendar date the text names, in order, in the formats and languages a brief uses. */
export function findDates(text: string, now: Date, lang: Lang | null = null): DateMatch[] {
  const found: DateMatch[] = [];
  // The first day of a range or pair ("27-", "8 et"), read from the date after it.
  const derived = new Set<DateMatch>();
  const derive = (d: DateMatch) => (derived.add(d), d);
  /** The first day of a range or pair (`m`, its day first, written before `d`): `d`'s month and year. */
  const pushFirst = (d: DateMatch, m: RegExpMatchArray) => {
    const [y, mo] = d.iso.split("-").map(Number);
    const first = build(y, mo, Number(m[1]), null, now, d.index - m[0].length, m[0]);
    if (first && first.iso < d.iso) push(derive({ ...first, yearGiven: d.yearGiven }));
  };
  const push = (m: DateMatch | null) => {
    if (m && !found.some((f) => m.index < f.index + f.length && f.index < m.index + m.length)) found.push(m);
  };
  // 2027-03-12
  // A weekday written before it is checked like any other ("Tuesday 2027-01-21" is a Thursday: said, not fixed).
  for (const m of text.matchAll(/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g)) {
    const w = text.slice(Math.max(0, m.index - 24), m.index).match(NUMERIC_WEEKDAY);
    const weekday = w ? (weekdayFrom(w[1]) ?? null) : null;
    const start = typeof weekday === "number" ? m.index - w![0].length : m.index;
    push(
      build(
        Number(m[1]),
        Number(m[2]),
        Number(m[3]),
        typeof weekday === "number" ? weekday : null,
        now,
        start,
        text.slice(start, m.index + m[0].length),
      ),
    );
  }
  // 12.03.2027, 12/03/2027, 3/12/27
  // A writer keeps one order: one slash date that can only be month-first ("02/26/2027") makes the others so too.
  const usOrder = [...text.matchAll(/(?<![\d.:/-])(\d{1,2})\/(\d{1,2})\/(?:\d{4}|\d{2})(?![\d:])/g)].some(
    (x) => Number(x[1]) <= 12 && Number(x[2]) > 12,
  );
  for (const m of text.matchAll(
    /(?<![\d.:/-])(\d{1,2})(?:([./])(\d{1,2})\2(\d{4}|\d{2})|(-)(\d{1,2})-(\d{4}))(?![\d:]|\.\d)/g,
  )) {
    if (m[5]) {
      push(build(Number(m[7]), Number(m[6]), Number(m[1]), null, now, m.index, m[0]));
      continue;
    }
    let [d, mo] = [Number(m[1]), Number(m[3])];
    // Slashes are month-first in American English when the day cannot be first.
    if (
      m[2] === "/" &&
      (mo > 12 ||
        (usOrder && d <= 12) ||
        (lang === "en" && d <= 12 && /\b(?:ET|EST|EDT|PT|PST|PDT|CT|CST|MT)\b/.test(text)))
    )
      [d, mo] = [mo, d];
    const y = m[4].length === 2 ? 2000 + Number(m[4]) : Number(m[4]);
    push(build(y, mo, d, null, now, m.index, m[0]));
  }
  // Thursday, 12 March 2027 / 12. März / 12 de marzo de 2027 / jeudi 1er avril; then Thursday, March 12th, 2027.
  const named = [
    [new RegExp(`${WEEKDAY_PREFIX}\\b${DAY}\\s+(?:de\\s+)?${MONTH_RE}${YEAR}`, "g"), 2, 3],
    [
      new RegExp(`${WEEKDAY_PREFIX}\\b${MONTH_RE}\\s+${DAY}(?!\\d|:\\d|\\s*(?:am|pm|uhr|h\\b))${YEAR}`, "gi"),
      3,
      2,
    ],
  ] as const;
  for (const [re, dayAt, monthAt] of named)
    for (const m of text.matchAll(re)) {
      const month = MONTH_OF.get(fold(m[monthAt]).replace(/\.$/, ""));
      const wd = weekdayFrom(m[1]);
      // Lower-case month words that are also common words ("may", "set", "out") only count when capitalised.
      if (!month || (monthAt === 2 && /^(?:may|set|out|mag|ago|mar)$/.test(m[2]))) continue;
      if (foreignMonthAbbreviation(m[monthAt], lang)) continue;
      // Without a weekday the date starts at its day or month (m[2]), not at a word before it.
      const start = wd === undefined ? m.index + m[0].indexOf(m[2]) : m.index;
      const raw = text.slice(start, m.index + m[0].length);
      push(build(m[4] ? Number(m[4]) : null, month, Number(m[dayAt]), wd ?? null, now, start, raw));
    }
  // 10.12. / 10/12 without a year: a date only where a date is expected ("am Do, 10.12.", "avant le 12/12", "até 31/12"),
  // never a version number, a fraction or a time.
  for (const m of text.matchAll(
    /(?<![\d.:,-])(?<![^.]\/)(\d{1,2})([./])(\d{1,2})(?:\.(?!\d)|(?![\d./:]|\s*(?:h\b|uhr|am\b|pm\b|%)))/gi,
  )) {
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const w = before.match(NUMERIC_WEEKDAY);
    const wd = w && typeof weekdayFrom(w[1]) === "number" ? w : null;
    // After a label's colon only the day-dot-month-dot form is a date ("Weihnachten: 24.12."; "Version: 2.10" is not).
    const afterLabel = m[2] === "." && m[0].endsWith(".") && /:\s*$/.test(before);
    if (!wd && !NUMERIC_CONTEXT.test(before) && !afterLabel) continue;
    let [d, mo] = [Number(m[1]), Number(m[3])];
    if (m[2] === "/" && (mo > 12 || (lang === "en" && d <= 12))) [d, mo] = [mo, d];
    const weekday = wd ? (weekdayFrom(wd[1]) ?? null) : null;
    const start = wd ? m.index - wd[0].length : m.index;
    push(build(null, mo, d, weekday, now, start, text.slice(start, m.index + m[0].length)));
  }
  // "Thursday the 3rd", "Thursday the fourth of February": an English day written as an ordinal after its weekday; without
  // a month, the next such day on or after today (its weekday is checked like any other).
  for (const m of text.matchAll(ORDINAL_DAY)) {
    const weekday = weekdayFrom(m[1]);
    if (typeof weekday !== "number") continue;
    const day = m[2] ? Number(m[2]) : ORDINAL_WORDS.indexOf(m[3].toLowerCase()) + 1;
    const month = m[4] ? MONTH_OF.get(fold(m[4])) : undefined;
    if (!day || day > 31 || (m[4] && !month)) continue;
    let mo = month ?? now.getUTCMonth() + 1;
    let y: number | null = month ? null : now.getUTCFullYear();
    if (!month && day < now.getUTCDate()) [y, mo] = mo === 12 ? [y! + 1, 1] : [y, mo + 1];
    push(build(y, mo, day, weekday, now, m.index, m[0]));
  }
  // "27-30 de noviembre", "27–30 November", "de 14 a 18 de dezembro": a range's first day takes the month of its last.
  for (const d of [...found]) {
    const before = text.slice(Math.max(0, d.index - 12), d.index);
    const m = before.match(
      /(?<![\d.:/])(\d{1,2})\.?(?:\s?[-–]\s?|\s(?:a|al|au|à|bis|to|till|until|tot|t\/m|até|fino al)\s)$/,
    );
    if (m && /^\d/.test(d.text)) pushFirst(d, m);
  }
  // "les 8 et 9 avril", "12 and 13 May", "jeudi 28 et vendredi 29 janvier", "25./26.12.": the first day takes the
  // second's month and year; a list before the pair ("24, 25 e 26 dicembre") takes it too.
  for (const d of [...found]) {
    const before = text.slice(Math.max(0, d.index - 40), d.index);
    const m = before.match(
      new RegExp(
        `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th|\\.|er|º)?\\s*(?:et|and|und|y|e|en|&|\\/)\\s*(?:(${L}{2,13}(?:-feira)?)\\.?,?\\s+)?$`,
      ),
    );
    if (!m || !/^\d|^\p{L}+\.?,?\s+\d/u.test(d.text)) continue;
    if (m[2] && weekdayFrom(m[2]) === undefined) continue;
    pushFirst(d, m);
    // The list's earlier days, each before a comma.
    let at = d.index - m[0].length;
    for (let k = 0; k < 10; k++) {
      const more = text.slice(Math.max(0, at - 8), at).match(/(?<![\d.:/])(\d{1,2})(?:\.|º)?,\s*$/);
      if (!more) break;
      pushFirst({ ...d, index: at }, more);
      at -= more[0].length;
    }
  }
  // "tomorrow", "next Friday", "until Sunday": a day counted from today (the reader reports it so the user checks it).
  for (const m of text.matchAll(RELATIVE)) {
    const [y, mo, day] = relativeDay(m, now)?.split("-").map(Number) ?? [];
    const d = y ? build(y, mo, day, null, now, m.index, m[0]) : null;
    if (d) push({ ...d, yearGiven: false, relative: true });
  }
  // A street named after a date ("Calle 5 de Mayo 214", "Via XX Settembre 8") is an address.
  const dates = found.filter(
    (d) =>
      !STREET_BEFORE.test(text.slice(Math.max(0, d.index - 14), d.index)) &&
      !(
        !derived.has(d) &&
        !/[.,]$/.test(d.text) &&
        /^\s\d{1,4}[a-z]?(?=[,\s]|$)(?!\s*(?:h|uhr|am|pm)\b)/i.test(
          text.slice(d.index + d.length, d.index + d.length + 8),
        )
      ),
  );
  // "moved to Wednesday 20/01": a date the brief moves the campaign to replaces the earlier one (deadlines stay).
  const moved = dates.find((d) => MOVED.test(text.slice(Math.max(0, d.index - 40), d.index)));
  return dates
    .filter(
      (d) =>
        !moved ||
        d.index >= moved.index ||
        DEADLINE_BEFORE.test(text.slice(Math.max(0, d.index - 24), d.index)),
    )
    .sort((a, b) => a.index - b.index);
}

const WEEKDAY_WORD = `(${L}{2,13}(?:-feira)?)`;
/** The weekday right before a numeric date: "Do, 10.12.", "quinta, 10/12", "Sa 5.12.". */
const ORDINAL_WORDS = (
  "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth " +
  "sixteenth seventeenth eighteenth nineteenth twentieth twenty-first twenty-second twenty-third twenty-fourth " +
  "twenty-fifth twenty-sixth twenty-seventh twenty-eighth twenty-ninth thirtieth thirty-first"
).split(" ");
const ORDINAL_DAY = new RegExp(
  `\\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun),?\\s+the\\s+(?:(\\d{1,2})(?:st|nd|rd|th)|(${ORDINAL_WORDS.join("|")}))(?:\\s+of\\s+(\\p{L}+))?(?![\\p{L}\\d])`,
  "giu",
);
const NUMERIC_WEEKDAY = new RegExp(`\\b${WEEKDAY_WORD}\\.?,?\\s+$`);
/** Words after which a bare day/month is a date. */
const NUMERIC_CONTEXT =
  /(?:\b(?:on|by|until|till|before|from|le|du|au|avant le|jusqu'au|jusqu’au|dès le|à partir du|am|bis|bis zum|vom|zum|ab|ab dem|den|el|del|al|hasta el|antes del|desde el|il|dal|entro il|fino al|op|tot|vóór|voor|t\/m|em|até|a partir de|dia|no dia|do dia|ao|de|a)\s*|\b\d{1,2}\.?\s*(?:und|and|et|y|e|en|&)\s*|\b\d{1,2}\.\/)$/i;
const STREET_BEFORE =
  /\b(?:calle|c\/|avenida|avda\.?|av\.|paseo|plaza|rua|praça|travessa|rue|avenue|boulevard|bd|place|quai|via|viale|piazza|corso|largo|straße|strasse|platz|allee|street|st\.|avenue|road)\s+$/i;
const MOVED =
  /\b(?:moved?|moving|postponed|rescheduled|now on|verschoben|verlegt|neuer termin|reporté|déplacé|décalé|aplazad[oa]|cambiad[oa]|movid[oa]|spostat[oa]|rinviat[oa]|verplaatst|verzet|mudamos|mudou|mudad[oa]|adiad[oa]|remarcad[oa]|passa(?:do)? para)\b[^.!?\n]{0,30}$/i;
const DEADLINE_BEFORE =
  /\b(?:until|till|by|before|deadline|bis|jusqu|avant|hasta|antes|fino|entro|tot|vóór|até|prazo)\b[^.!?\n]{0,16}$/i;

const REL_WORD = "(\\p{L}{3,13}(?:-feira)?)";
/** "tomorrow"; "next/this <weekday>"; "until <weekday>" in the languages we read (the weekday is checked after). */
const RELATIVE = new RegExp(
  `(?<![\\p{L}])(?:(tomorrow|tmrw|tmr|demain|domani|amanhã|amanha)|(?<![Gg]uten |[Ll]a |[Dd]e |[Pp]or |[Ee]sta )(morgen|mañana)|(next|this|coming|nächsten|kommenden|diesen|ce|el próximo|este|il prossimo|questo|volgende|deze|aanstaande|na próxima|no próximo|próxima|próximo|esta|until|till|through|by|ends|ending|endet|termine|se termine|termina|finisce|eindigt|acaba|bis|bis zum|jusqu'à|jusqu’à|hasta el|hasta|fino a|entro|tot en met|t\\/m|tot|até)\\s+${REL_WORD}|${REL_WORD}\\s+(prochain|prossimo|próximo|próxima))(?![\\p{L}])`,
  "giu",
);

function addDays(iso0: string, n: number): string {
  const d = new Date(`${iso0}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

function relativeDay(m: RegExpMatchArray, now: Date): string | null {
  const today = todayOf(now);
  if (m[1]) return addDays(today, 1);
  // "morgen" is tomorrow in lower case ("Morgen" is a morning); "mañana" unless it is "la mañana", a morning.
  if (m[2]) return m[2] === "morgen" || /^mañana$/i.test(m[2]) ? addDays(today, 1) : null;
  const raw = m[4] ?? m[5] ?? "";
  const word = fold(raw);
  const wd = WEEKDAY_OF.get(word.replace(/\.$/, ""));
  // A full weekday name, or an English abbreviation in lower case ("next fri"); "by Sam" is a person.
  if (wd === undefined || (word.length < 5 && !/^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)$/.test(raw)))
    return null;
  const dow = now.getUTCDay();
  const ahead = (wd - dow + 7) % 7;
  const prefix = fold(m[3] ?? m[6] ?? "");
  // English "next Friday" is the Friday of next week; "this Friday", "prochain", "until Friday" the coming one.
  if (prefix === "next") {
    const mondayNext = 7 - ((dow + 6) % 7);
    return addDays(today, mondayNext + ((wd + 6) % 7));
  }
  if (/^(?:this|ce|diesen|este|esta|questo|deze)$/.test(prefix)) return addDays(today, ahead);
  return addDays(today, ahead || 7);
}

const ZONE_RE = `(?:\\s*\\(?\\s*((?:UTC|GMT)\\s?[+-−]\\s?\\d{1,2}(?::?\\d{2})?|${ZONE_ABBREVIATIONS.join("|")})\\b\\)?)?`;
const H12 = `(1[0-2]|0?[1-9])(?:[:.]([0-5]\\d))?\\s*([ap])\\.?\\s?m\\b\\.?`;
// Flemish writes the hour with a "u" against the number ("om 10u", "14u30"); a decimal with its unit ("3.25 t") is a
// measure.
const H24 = `(?<![\\d.:/])([01]?\\d|2[0-3])(?:[:.hu]([0-5]\\d)(?!\\d|[ \\t]?(?:t|kg|g|mg|m|km|cm|mm|l|ml|mb|gb|%|x)(?![a-z]))|\\s*(?=uhr|uur|h\\b)|(?=u\\b))(?:\\s*(?:uhr|uur|h)\\b|u\\b)?`;
const ONE = `(?:${H12}|${H24})`;
// An end said roughly is still the end ("9:30 bis ca. 15:00", "7 to about 10pm", "20h à env. 23h").
const RANGE_SEP =
  "\\s*(?:-|–|—|to|until|till|bis|à|às|as|a|al|tot|até|alle|fino alle|jusqu'à)\\s*(?:(?:ca\\.|circa|about|approx\\.|approximately|around|ungefähr|etwa|gegen|env\\.|environ|vers|aprox\\.|aproximadamente|hacia|verso|ongeveer|rond|tegen|por volta d[ae]s?|około|ok\\.|cirka|omkring)\\s*)?";

/** "HH:MM" from a pattern's groups: a 12-hour hour, its minutes and "a" or "p", then a 24-hour hour and its minutes. */
function hhmm([h12, m12, ap, h24, m24]: (string | undefined)[]): string | null {
  if (h12) {
    let h = Number(h12) % 12;
    if (ap?.toLowerCase() === "p") h += 12;
    return `${String(h).padStart(2, "0")}:${m12 ?? "00"}`;
  }
  if (h24) return `${h24.padStart(2, "0")}:${m24 ?? "00"}`;
  return null;
}

/** Hours of a 12-hour reading of a bare start ("6:00 to 9:00 PM"): the end's meridiem when that keeps start < end. */
function shareMeridiem(start: string, end: string): string {
  const [h, m] = start.split(":").map(Number);
  const endMin = Number(end.slice(0, 2)) * 60 + Number(end.slice(3));
  if (h >= 1 && h <= 11 && endMin >= 12 * 60 && (h + 12) * 60 + m < endMin)
    return `${String(h + 12).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
  return start;
}

type TimeMatch = TimeFact & { index: number; length: number; twelveHour: boolean };

/** The time a match reads: `text` is what it says of the match (less a trailing word that is not a zone). */
const timeAt = (
  m: RegExpMatchArray,
  start: string,
  end: string | null,
  zone: string | null,
  twelveHour: boolean,
  text = m[0],
): TimeMatch => ({ start, end, zone, text, index: m.index!, length: text.length, twelveHour });

/** A zone abbreviation is upper case as written ("ET", "MEZ"); "et" and "a" are words, not zones. */
function zoneFrom(raw: string | undefined): string | null {
  if (!raw) return null;
  const z = raw.replace(/\s+/g, "").replace("−", "-");
  if (
    !/^(?:UTC|GMT)/i.test(z) &&
    z !== z.toUpperCase() &&
    !/^(?:pst|pdt|cst|cdt|edt|mst|mdt|bst|cest|mesz|mez)$/i.test(z)
  )
    return null;
  return z.toUpperCase();
}

function trimZone(text: string, zone: string | null): string {
  return zone
    ? text.trim()
    : text
        .replace(/\s*\(?\s*[A-Za-z]{2,5}\)?\s*$/, (t) => (/^\s*\(?\s*(?:am|pm|uhr|h)\b/i.test(t) ? t : ""))
        .trim();
}

/** A length the brief names as such: "Duração: 1h", "durée 2 h" (what follows is a length, not a time of day). */
export const LENGTH_WORD =
  /\b(?:duration|length|lasts?|dauer|dauert|durée|dure|duración|dura|durata|duur|duurt|duração)\s*[:：]?\s*(?:ca\.?|approx\.?|about|environ|circa|unos|cerca de)?\s*$/i;

/** A number written as an amount ("$5.00", "€ 12.50", "9.90 EUR", "4,99 €") is a price, never a time of day. */
function isMoney(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 4), index);
  const after = text.slice(index + length, index + length + 8);
  return (
    /(?:[$€£¥₹]|\b(?:EUR|USD|GBP|CHF|R\$|US\$))\s?$/.test(before) ||
    /^\s?(?:[$€£¥₹]|(?:EUR|USD|GBP|CHF|euros?|dollars?|pounds?|reais|real)\b)/i.test(after)
  );
}

/**
 * The first time of day the text names, with an end time and zone when given ("3pm ET", "15:00-16:30 CET"). `source` is
 * the text before spans were blanked (same length): what it says around a number (a price's currency).
 */
export function findTime(text: string, source: string = text): TimeMatch | null {
  const found: TimeMatch[] = [];
  /** A range read by a looser pattern leads only when it stands before every time found so far. */
  const lead = (r: TimeMatch, orAt = false) => {
    if (!found.length || r.index < found[0].index || (orAt && r.index === found[0].index)) found.unshift(r);
  };
  const re = new RegExp(`${ONE}(?:${RANGE_SEP}${ONE})?${ZONE_RE}`, "gi");
  for (const m of text.matchAll(re)) {
    let start = hhmm(m.slice(1, 6));
    if (!start) continue;
    // A bare "15" without minutes, am/pm or "Uhr"/"h" is not a time; "Duração 1h" is a length.
    if (m[4] && !m[5] && !/uhr|h/i.test(m[0]) && !/^\d{1,2}u(?!\p{L})/u.test(m[0])) continue;
    // "2 h" with no minutes before dawn is a length ("training (2 h, Teams)"), not a time of day.
    if (m[4] && !m[5] && Number(m[4]) < 6 && !/uhr|uur/i.test(m[0])) continue;
    if (LENGTH_WORD.test(text.slice(Math.max(0, m.index - 30), m.index))) continue;
    if (isMoney(source, m.index, m[0].length)) continue;
    const end = hhmm(m.slice(6, 11));
    if (m[4] && end && m[8]) start = shareMeridiem(start, end);
    const zone = zoneFrom(m[11]);
    found.push(timeAt(m, start, end, zone, !!(m[3] || m[8]), trimZone(m[0], zone)));
    break;
  }
  // "6-9pm", "from 6 to 9 PM CT": a bare start hour takes the end's meridiem.
  const bare = new RegExp(
    `(?<![\\d.:/])(1[0-2]|0?[1-9])(?:[:.]([0-5]\\d))?${RANGE_SEP}${H12}${ZONE_RE}`,
    "gi",
  );
  for (const m of text.matchAll(bare)) {
    const end = hhmm(m.slice(3, 6))!;
    const start = shareMeridiem(`${m[1].padStart(2, "0")}:${m[2] ?? "00"}`, end);
    const zone = zoneFrom(m[6]);
    lead(timeAt(m, start, end, zone, true, trimZone(m[0], zone)), true);
    break;
  }
  const bare24 = new RegExp(
    `(?<![\\d.:/])([01]?\\d|2[0-3])${RANGE_SEP}([01]?\\d|2[0-3])(?:[:.h]([0-5]\\d))?\\s*(?:uhr|h\\b)${ZONE_RE}`,
    "gi",
  );
  for (const m of text.matchAll(bare24)) {
    const zone = zoneFrom(m[4]);
    const end = `${m[2].padStart(2, "0")}:${m[3] ?? "00"}`;
    lead(timeAt(m, `${m[1].padStart(2, "0")}:00`, end, zone, false, trimZone(m[0], zone)));
    break;
  }
  // "dalle 10 alle 19", "das 10 às 19", "de las 10 a las 19": the articles make bare numbers hours.
  for (const m of text.matchAll(
    /\b(?:dalle(?: ore)?|das|de las|desde las)\s+([01]?\d|2[0-3])(?:[:.]([0-5]\d))?\s+(?:alle(?: ore)?|às|as|a las|hasta las)\s+([01]?\d|2[0-4])(?:[:.]([0-5]\d))?(?![\d:.])/gi,
  )) {
    const start = `${m[1].padStart(2, "0")}:${m[2] ?? "00"}`;
    const end = `${m[3].padStart(2, "0")}:${m[4] ?? "00"}`;
    if (end <= start) continue;
    lead(timeAt(m, start, end, null, false));
    break;
  }
  // "from 10 till 4", "van 10 tot 4", "von 10 bis 4", "dalle 10 alle 4": bare hours of a day's event, the end in the
  // afternoon when it is written smaller than the start; only when nothing but a pause or a zone follows (never "from 10
  // to 12 March", "van 10 tot 20 personen").
  for (const m of text.matchAll(
    /(?<![\p{L}])(?:from|van|vanaf|von|de|dalle|das|desde)\s+(1[0-2]|0?[6-9])(?:[:.]([0-5]\d))?\s+(?:till|til|until|to|tot|bis|à|alle|às|hasta|a)\s+(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?(?=[ \t]*(?:$|[,;.)(\n–—-]|(?!AM|PM)(?:[A-Z]{2,4}|\p{Lu}\p{Ll}+[ \t]+(?:time|tijd|zeit|hora))(?![\p{L}])))/gmu,
  )) {
    if (found.some((f) => f.index < m.index + m[0].length && f.index + f.length > m.index)) continue;
    const startH = Number(m[1]);
    let endH = Number(m[3]);
    if (endH < startH) endH += 12;
    if (endH <= startH || endH > 23) continue;
    const start = `${String(startH).padStart(2, "0")}:${m[2] ?? "00"}`;
    const end = `${String(endH).padStart(2, "0")}:${m[4] ?? "00"}`;
    lead(timeAt(m, start, end, null, false));
    break;
  }
  const spoken = spokenTime(text);
  if (spoken && !found.some((f) => f.index <= spoken.index)) found.unshift(spoken);
  const first = found.sort((a, b) => a.index - b.index)[0] ?? null;
  // "accueil à 8h30, ..., fin des sessions à 17h30": an end stated later in the same sentence closes the range.
  if (first && !first.end) {
    const rest = text.slice(first.index + first.length).split(/[.!?\n](?:\s|$)/)[0];
    const e = rest.match(END_WORDS);
    const after = e ? rest.slice(e.index! + e[0].length) : "";
    const t = e ? findTime(after) : null;
    if (t && t.index <= 2 && t.start > first.start) return { ...first, end: t.start };
    // "doors at half past nine, we wrap up by 3": a bare hour after an end word is in the afternoon when smaller.
    const bare = after.match(/^(1[0-2]|0?[1-9])(?![\d:.,]|\s*(?:%|[\p{L}]))/u);
    if (e && bare) {
      let h = Number(bare[1]);
      if (h * 60 <= Number(first.start.slice(0, 2)) * 60 + Number(first.start.slice(3))) h += 12;
      const end = `${String(h).padStart(2, "0")}:00`;
      if (h < 24 && end > first.start) return { ...first, end };
    }
  }
  return first;
}

/** A time said in words ("half past nine", "halb sieben", "half acht", "quarter to eight", "Viertel nach sechs",
 * "kwart voor zeven", "at noon", "à midi", "al mediodía"): English, German and Dutch count the half hour differently ("halb sieben" is 6:30). */
const SPOKEN =
  /(?<![\p{L}])(?:(half past|quarter past|quarter to)\s+(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|[1-9])|(halb|viertel nach|viertel vor|dreiviertel)\s+(eins|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|1[0-2]|[1-9])|(half|kwart over|kwart voor)\s+(een|één|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|elf|twaalf)|(?<=(?:at|um|à|a|al|alle|om|ao|às|ab|from|dès|desde|dalle|vanaf)\s)(noon|midday|mittag|midi|mediodía|mezzogiorno|meio-dia))(?![\p{L}\d])/iu;

/** A spoken time: without "am" or "pm", hours before eight are the afternoon's or the evening's (events rarely start at
 * dawn: "ab halb sieben" is 18:30, "doors at half past nine" 09:30). */
function spokenTime(text: string): TimeMatch | null {
  const m = text.match(SPOKEN);
  if (!m) return null;
  if (m[7]) return timeAt(m, "12:00", null, null, false);
  const word = (m[1] ?? m[3] ?? m[5]).toLowerCase();
  const raw = (m[2] ?? m[4] ?? m[6]).toLowerCase();
  const n = NUMBER_WORDS[raw] ?? Number(raw);
  let h: number;
  let min: number;
  if (word === "half past") [h, min] = [n, 30];
  else if (word === "quarter past" || word === "viertel nach" || word === "kwart over") [h, min] = [n, 15];
  else if (word === "halb" || word === "half") [h, min] = [n - 1, 30];
  else [h, min] = [n - 1, 45];
  if (h === 0) h = 12;
  if (h < 8) h += 12;
  return timeAt(m, `${String(h).padStart(2, "0")}:${String(min).padStart(2, "0")}`, null, null, false);
}

const END_WORDS =
  /\b(?:fin(?:\s+[\p{L}']+){0,3}|ends?|ending|finish(?:es)?|until|close|closing|wrap(?:s|ping)? up|ende|endet|schluss|termina|terminan|fine|finisce|einde|eindigt|encerramento|termina|término)\s+(?:à|at|by|um|a las|alle|om|às|a|around|vers|gegen)?\s*/iu;
