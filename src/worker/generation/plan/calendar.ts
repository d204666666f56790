import type { DateFact, TimeFact } from "../facts/types";

export interface CalendarEvent {
  title: string;
  date: DateFact;
  time: TimeFact | null;
  location: string | null;
  url: string | null;
  description: string | null;
}

const ZONES: Record<string, number> = {
  UTC: 0,
  GMT: 0,
  CET: 1,
  CEST: 2,
  BST: 1,
  EST: -5,
  EDT: -4,
  ET: -5,
  CST: -6,
  CDT: -5,
  MST: -7,
  MDT: -6,
  PST: -8,
  PDT: -7,
  PT: -8,
};

function offsetHours(zone: string | null): number | null {
  if (!zone) return null;
  const m = zone.match(/^(?:UTC|GMT)([+-]\d{1,2})(?::?(\d{2}))?$/);
  if (m) return Number(m[1]) + (Number(m[1]) < 0 ? -1 : 1) * (Number(m[2] ?? 0) / 60);
  return ZONES[zone] ?? null;
}

const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * Start and end as calendar stamps: UTC ("...Z") when the zone is known, floating local time when it is not, and a
 * whole day when no time was given. A missing end is one hour after the start.
 */
export function eventStamps(e: CalendarEvent): { start: string; end: string; allDay: boolean; utc: boolean } {
  if (!e.time) {
    const next = new Date(`${e.date.iso}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return {
      start: e.date.iso.replace(/-/g, ""),
      end: next.toISOString().slice(0, 10).replace(/-/g, ""),
      allDay: true,
      utc: false,
    };
  }
  const off = offsetHours(e.time.zone);
  const at = (hhmm: string) => new Date(`${e.date.iso}T${hhmm}:00Z`).getTime() - (off ?? 0) * 3_600_000;
  const start = at(e.time.start);
  let end = e.time.end ? at(e.time.end) : start + 3_600_000;
  if (end <= start) end = start + 3_600_000;
  const fmt = (ms: number) => compact(new Date(ms).toISOString()).slice(0, 15) + (off !== null ? "Z" : "");
  return { start: fmt(start), end: fmt(end), allDay: false, utc: off !== null };
}

export function googleCalendarUrl(e: CalendarEvent): string {
  const s = eventStamps(e);
  const q = new URLSearchParams({ action: "TEMPLATE", text: e.title, dates: `${s.start}/${s.end}` });
  if (e.location) q.set("location", e.location);
  const details = [e.description, e.url].filter(Boolean).join("\n\n");
  if (details) q.set("details", details);
  return `https://calendar.google.com/calendar/render?${q.toString()}`;
}

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
    s.allDay ? `DTEND;VALUE=DATE:${s.end}` : `DTEND:${s.end}`,
    `SUMMARY:${icsText(e.title)}`,
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
