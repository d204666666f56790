import type { BriefReading, BriefSentence, DateFact, Lang, PriceFact } from "../../../shared/facts";
import { formatDate } from "../../../shared/format";
import { ianaFor } from "../../../shared/zones";
import { findPrices } from "../brief/brief";
import { findCityZone } from "../brief/city-zones";
import { findDates, findTime, weekdayOfIso, type DateMatch } from "../brief/dates";
import { findDuration } from "../brief/duration";
import { findLinks, isInternalLink, LINK_RE } from "../brief/links";
import { locate, overlaps, type Span } from "./quote";

/** The brief and what the rules made of it: everything a model's value is checked against. */
export interface Evidence {
  /** The brief as the model read it. */
  text: string;
  /** The same text with links and e-mail addresses blanked, so their digits are never read as dates or prices. */
  masked: string;
  now: Date;
  lang: Lang | null;
  /** Every sentence with its role (the rules' and the model's, the stricter winning). */
  sentences: BriefSentence[];
  /** Dates the rules read as a deadline (RSVP by, offer ends): never an event's date. */
  deadlines: Set<string>;
  /** Every date the rules' date reader finds in the whole brief (day-first or month-first is read from all of it). */
  dates: DateMatch[];
  /** The rules' time and length with the words they read them from: a model that agrees, quoting those words, holds. */
  ruled: {
    time: { at: Span; start: string; end: string | null } | null;
    length: { at: Span; minutes: number } | null;
  };
}

/** A check's answer: the value as the brief writes it, with where, or why it was refused. */
export type Checked<T> = { ok: true; value: T; span: Span } | { ok: false; why: string };

/** The words that follow a zone's name ("Central Time", "Berliner Zeit"): not the rest of a proper name. */
const TIME_WORD = /^(?:time|zeit|heure|hora|horário|ora|tijd|standard|daylight)$/i;
const refuse = (why: string): { ok: false; why: string } => ({ ok: false, why });
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;
const blank = (s: string) => " ".repeat(s.length);

/** What the model's values are checked against: the brief, its sentences' roles and the rules' own reading of it. */
export function evidence(text: string, now: Date, rules: BriefReading, sentences: BriefSentence[]): Evidence {
  const masked = text.replace(EMAIL, blank).replace(new RegExp(LINK_RE.source, "gi"), blank);
  const c = rules.campaign;
  const at = (field: string) => rules.facts.find((f) => f.field === field) ?? null;
  const time = at("time");
  const minutes = at("duration");
  return {
    text,
    masked,
    now,
    lang: rules.language,
    sentences,
    deadlines: new Set([c.rsvpBy?.iso, c.offer?.deadline?.iso].filter((d): d is string => !!d)),
    dates: findDates(masked, now, rules.language),
    ruled: {
      time: time && c.time ? { at: time, start: c.time.start, end: c.time.end } : null,
      length: minutes && c.durationMinutes ? { at: minutes, minutes: c.durationMinutes } : null,
    },
  };
}

/** The quote's place in the brief, refused when the words are not there or stand in a passage not for the readers. */
export function place(ev: Evidence, quote: string): Checked<string> {
  const span = locate(ev.text, quote);
  if (!span) return refuse(`the words "${quote.slice(0, 80)}" are not in the brief`);
  const from = ev.sentences.find((s) => overlaps(s, span) && (s.role === "note" || s.role === "quoted"));
  if (from)
    return refuse(
      `"${quote.slice(0, 80)}" is ${from.role === "note" ? "a note for the team" : "quoted mail"}`,
    );
  return { ok: true, value: ev.text.slice(span.start, span.end), span };
}

/** A name, venue, role or code: the words must stand in the quote, and are taken as the brief writes them. */
export function verbatim(ev: Evidence, value: string, quote: string): Checked<string> {
  const q = place(ev, quote);
  if (!q.ok) return q;
  const at = locate(ev.text, value, q.span.start, q.span.end);
  if (!at) return refuse(`"${value.slice(0, 80)}" is not in the words "${q.value.slice(0, 80)}"`);
  // Words over several lines (a venue's name, street and town) are one value, written on one line.
  const words = ev.text
    .slice(at.start, at.end)
    .replace(/,?\s*\n\s*/g, ", ")
    .replace(/\s+/g, " ");
  return { ok: true, value: words, span: at };
}

/** The sentences a span stands in: the context the rules' parsers read a date in (a weekday before it). */
function around(ev: Evidence, span: Span): Span {
  const hit = ev.sentences.filter((s) => overlaps(s, span));
  return hit.length
    ? { start: Math.min(span.start, hit[0].start), end: Math.max(span.end, hit[hit.length - 1].end) }
    : span;
}

/** A date: the rules' date reader finds that very date in the quote, its weekday fits, and it is not a deadline. */
export function checkDate(ev: Evidence, iso: string, kind: string, quote: string): Checked<DateFact> {
  const q = place(ev, quote);
  if (!q.ok) return q;
  const here = ev.dates.filter((d) => overlaps({ start: d.index, end: d.index + d.length }, q.span));
  if (!here.length) return refuse(`"${q.value}" names no date`);
  const d = here.find((x) => x.iso === iso);
  if (!d) return refuse(`"${q.value}" is ${here.map((x) => x.iso).join(" or ")}, not ${iso}`);
  if (d.weekday !== null && weekdayOfIso(d.iso) !== d.weekday)
    return refuse(
      `"${d.text}": ${formatDate({ ...d, yearGiven: true }, "en")} is a ${WEEKDAYS[weekdayOfIso(d.iso)]}, not a ${WEEKDAYS[d.weekday]}`,
    );
  if (kind === "event" && ev.deadlines.has(iso))
    return refuse(`"${d.text}" is a deadline, not the event's date`);
  return {
    ok: true,
    value: { iso: d.iso, text: d.text, yearGiven: d.yearGiven },
    span: { start: d.index, end: d.index + d.length },
  };
}

export interface ClockTime {
  start: string;
  end: string | null;
  text: string;
  twelveHour: boolean;
}

/** A time: the rules' time reader reads the same start and end from where the quote starts. */
export function checkTime(
  ev: Evidence,
  start: string,
  end: string | null,
  quote: string,
): Checked<ClockTime> {
  const q = place(ev, quote);
  if (!q.ok) return q;
  // "6 to 9" quoted from "6 to 9pm ET": the meridiem just after the quote belongs to it.
  const to = Math.min(around(ev, q.span).end, q.span.end + 8);
  const t = findTime(ev.masked.slice(q.span.start, to), ev.text.slice(q.span.start, to));
  // "doors at half past nine, we wrap up by 3": the rules read the same time from these sentences as a whole.
  const r = ev.ruled.time;
  if (r && r.start === start && r.end === end && overlaps(r.at, around(ev, q.span)))
    return {
      ok: true,
      value: { start, end, text: ev.text.slice(r.at.start, r.at.end), twelveHour: !!t?.twelveHour },
      span: { start: r.at.start, end: r.at.end },
    };
  if (!t) return refuse(`"${q.value}" names no time`);
  const read = `${t.start}${t.end ? `-${t.end}` : ""}`;
  if (t.start !== start || (t.end ?? null) !== end)
    return refuse(`"${q.value}" is ${read}, not ${start}${end ? `-${end}` : ""}`);
  const at = q.span.start + t.index;
  return {
    ok: true,
    value: { start, end, text: t.text, twelveHour: !!t.twelveHour },
    span: { start: at, end: at + t.text.length },
  };
}

/**
 * A zone: an abbreviation or offset the rules know (upper case as written: "et" is a word), or city words the rules
 * know that are not the start of a name ("Central Library", "Pacific Coffee").
 */
export function checkZone(ev: Evidence, value: string, quote: string): Checked<{ zone: string; tz: string }> {
  const v = verbatim(ev, value, quote);
  if (!v.ok) return v;
  const words = v.value;
  const abbreviation = /^[A-Za-z]{2,5}$/.test(words);
  if (abbreviation && words !== words.toUpperCase()) return refuse(`"${words}" is a word, not a time zone`);
  const tz = ianaFor(words) ?? (abbreviation ? null : findCityZone(words)?.iana);
  if (!tz) return refuse(`"${words}" is not a time zone`);
  const next = /^[ \t]+(\p{Lu}\p{L}*)/u.exec(ev.text.slice(v.span.end, v.span.end + 40))?.[1];
  if (!abbreviation && !ianaFor(words) && next && !TIME_WORD.test(next))
    return refuse(`"${words} ${next}" is a name, not a time zone`);
  return { ok: true, value: { zone: words, tz }, span: v.span };
}

/** A length: the rules' duration reader reads the same minutes in the quote. */
export function checkDuration(ev: Evidence, minutes: number, quote: string): Checked<number> {
  const q = place(ev, quote);
  if (!q.ok) return q;
  const r = ev.ruled.length;
  if (r && r.minutes === minutes && overlaps(r.at, around(ev, q.span)))
    return { ok: true, value: minutes, span: { start: r.at.start, end: r.at.end } };
  const d = findDuration(ev.masked.slice(q.span.start, q.span.end));
  if (!d) return refuse(`"${q.value}" names no length`);
  if (d.minutes !== minutes) return refuse(`"${q.value}" is ${d.minutes} minutes, not ${minutes}`);
  const at = q.span.start + d.index;
  return { ok: true, value: minutes, span: { start: at, end: at + d.length } };
}

/** A price: the rules' price reader reads that amount in that currency in the quote. */
export function checkPrice(
  ev: Evidence,
  price: { amount: number; currency: string },
  span: Span,
): Checked<PriceFact> {
  const found = findPrices(ev.masked.slice(span.start, span.end));
  const p = found.find(
    (x) => Math.abs(x.amount - price.amount) < 0.005 && x.currency === price.currency.toUpperCase(),
  );
  if (!p)
    return refuse(
      `${price.currency} ${price.amount} is not a price in "${ev.text.slice(span.start, span.end).slice(0, 80)}"`,
    );
  const at = span.start + p.index;
  return {
    ok: true,
    value: { amount: p.amount, currency: p.currency, text: p.text },
    span: { start: at, end: at + p.length },
  };
}

const canonical = (u: string) => {
  try {
    return new URL(/^https?:\/\//i.test(u) ? u : `https://${u}`).toString();
  } catch {
    return u;
  }
};

/** A link: one the rules' link reader finds in the brief, written the same, and not a team's tool or draft. */
export function checkLink(ev: Evidence, url: string, quote: string): Checked<string> {
  const q = place(ev, quote);
  if (!q.ok) return q;
  const links = findLinks(ev.text.replace(EMAIL, blank));
  const hit = links.find((l) => canonical(l.url) === canonical(url));
  if (!hit) return refuse(`${url.slice(0, 120)} is not a link in the brief`);
  const span = { start: hit.index, end: hit.index + hit.length };
  const line = ev.sentences.find((s) => overlaps(s, span));
  if (isInternalLink(hit.url, line?.text ?? ""))
    return refuse(`${hit.url} is a link for the team, not the readers`);
  const from = place(ev, ev.text.slice(span.start, span.end));
  if (!from.ok) return from;
  return { ok: true, value: hit.url, span };
}
