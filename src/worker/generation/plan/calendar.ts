import { eventStamps as stampsFor, googleDates, type Stamps } from "./stamps";
import type { DateFact, TimeFact } from "../../../shared/facts";

export interface CalendarEvent {
  title: string;
  date: DateFact;
  time: TimeFact | null;
  location: string | null;
  url: string | null;
  description: string | null;
  /** The event's stated length, used when the brief gives no end time. */
  durationMinutes?: number | null;
}

/**
 * Start and end as calendar stamps: UTC ("...Z") when the brief names a zone or a city, floating local time only when
 * it names none, a whole day without a time. The end is the brief's end time or start + its stated length, else none.
 */
export function eventStamps(e: CalendarEvent): Stamps {
  return stampsFor(e.date, e.time, e.durationMinutes);
}

export function googleCalendarUrl(e: CalendarEvent): string {
  const g = googleDates(e.date, e.time, e.durationMinutes);
  const q = new URLSearchParams({ action: "TEMPLATE", text: e.title, dates: g.dates });
  if (g.ctz) q.set("ctz", g.ctz);
  if (e.location) q.set("location", e.location);
  const details = [e.description, e.url].filter(Boolean).join("\n\n");
  if (details) q.set("details", details);
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

const icsText = (v: string) =>
  v.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Folds lines at 75 octets as RFC 5545 asks. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

export function icsFile(e: CalendarEvent, uid: string, now = new Date()): string {
  const s = eventStamps(e);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//BrandMail//Event//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${compact(now.toISOString()).slice(0, 15)}Z`,
    s.allDay ? `DTSTART;VALUE=DATE:${s.start}` : `DTSTART:${s.start}`,
    ...(s.end ? [s.allDay ? `DTEND;VALUE=DATE:${s.end}` : `DTEND:${s.end}`] : []),
    `SUMMARY:${icsText(e.title)}`,
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
