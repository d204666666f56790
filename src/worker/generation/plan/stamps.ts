import type { DateFact, TimeFact } from "../../../shared/facts";
import { fixedOffset, ianaFor, utcMillis } from "../../../shared/zones";

export interface Stamps {
  start: string;
  /** Null when the brief gives neither an end time nor a length: no duration is invented. */
  end: string | null;
  allDay: boolean;
  /** True when the stamps are UTC ("...Z"); false only when the brief names no zone at all (floating local time). */
  utc: boolean;
}

const compact = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").slice(0, 15);
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Calendar stamps for an event: UTC when the brief names a zone or a city (DST from the IANA zone), floating local
 * time only when it names none, a whole day without a time. The end is the brief's end time, else start + its length.
 */
export function eventStamps(
  date: DateFact,
  time: TimeFact | null,
  durationMinutes: number | null | undefined,
): Stamps {
  if (!time) {
    const next = new Date(`${date.iso}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return {
      start: date.iso.replace(/-/g, ""),
      end: next.toISOString().slice(0, 10).replace(/-/g, ""),
      allDay: true,
      utc: false,
    };
  }
  const tz = time.tz ?? ianaFor(time.zone);
  const zoned = tz !== null || fixedOffset(time.zone) !== null;
  const startMs = zoned ? utcMillis(date.iso, time.start, time.zone, tz) : null;
  const local = Date.parse(`${date.iso}T${time.start}:00Z`);
  const base = startMs ?? local;
  let length: number | null = null;
  if (time.end) {
    length = minutes(time.end) - minutes(time.start);
    // An end before the start runs past midnight ("22:00-02:00").
    if (length <= 0) length += 24 * 60;
  } else if (durationMinutes) length = durationMinutes;
  const utc = startMs !== null;
  const fmt = (ms: number) => compact(ms) + (utc ? "Z" : "");
  return { start: fmt(base), end: length !== null ? fmt(base + length * 60_000) : null, allDay: false, utc };
}

/**
 * Google Calendar's `dates` and `ctz`: wall-clock times with the IANA zone when the brief names one (Google applies
 * its DST), UTC for a fixed offset, floating only without any zone; the end is the real one or the start.
 */
export function googleDates(
  date: DateFact,
  time: TimeFact | null,
  durationMinutes: number | null | undefined,
): { dates: string; ctz: string | null } {
  const tz = time ? (time.tz ?? ianaFor(time.zone)) : null;
  // A fixed offset ("Etc/GMT-1") goes as UTC, as before it had an IANA name.
  if (!time || !tz || tz === "UTC" || tz.startsWith("Etc/")) {
    const s = eventStamps(date, time, durationMinutes);
    return { dates: `${s.start}/${s.end ?? s.start}`, ctz: null };
  }
  const s = eventStamps(date, { ...time, tz: null, zone: null }, durationMinutes);
  return { dates: `${s.start}/${s.end ?? s.start}`, ctz: tz };
}

/** A Google Calendar "add event" link: UTC when the brief names a zone or city, the real length, else all-day. */
export function calendarLinkFor(opts: {
  title: string;
  date: DateFact;
  time: TimeFact | null;
  durationMinutes?: number | null;
  details?: string | null;
  location?: string | null;
}): string {
  const g = googleDates(opts.date, opts.time, opts.durationMinutes);
  const params = new URLSearchParams({ action: "TEMPLATE", text: opts.title });
  // Google needs an end; without a stated one the entry is as long as the brief says: a moment, not an invented hour.
  if (g.ctz) params.set("ctz", g.ctz);
  params.set("dates", g.dates);
  if (opts.details) params.set("details", opts.details);
  if (opts.location) params.set("location", opts.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
