/** Zone abbreviations mapped to IANA zones (DST comes from the zone, not the word), and the offsets they stand for. */
const ABBR: Record<string, string> = {
  CET: "Europe/Berlin",
  CEST: "Europe/Berlin",
  MEZ: "Europe/Berlin",
  MESZ: "Europe/Berlin",
  WET: "Europe/Lisbon",
  WEST: "Europe/Lisbon",
  EET: "Europe/Athens",
  EEST: "Europe/Athens",
  GMT: "Europe/London",
  BST: "Europe/London",
  UTC: "UTC",
  ET: "America/New_York",
  EST: "America/New_York",
  EDT: "America/New_York",
  CT: "America/Chicago",
  CST: "America/Chicago",
  CDT: "America/Chicago",
  MT: "America/Denver",
  MST: "America/Denver",
  MDT: "America/Denver",
  PT: "America/Los_Angeles",
  PST: "America/Los_Angeles",
  PDT: "America/Los_Angeles",
  IST: "Asia/Kolkata",
  JST: "Asia/Tokyo",
  SGT: "Asia/Singapore",
  AEST: "Australia/Sydney",
  AEDT: "Australia/Sydney",
  BRT: "America/Sao_Paulo",
};

/** The abbreviations a time may carry, as the date reader matches them. */
export const ZONE_ABBREVIATIONS = Object.keys(ABBR);

/** The IANA zone for an abbreviation, "UTC+2" style offsets excluded (they have no DST: see `fixedOffset`). */
export function ianaFor(zone: string | null): string | null {
  if (!zone) return null;
  if (zone.includes("/")) return zone;
  // A whole-hour offset ("GMT+1", "UTC-5") is IANA's fixed zone, whose sign is reversed ("Etc/GMT-1").
  const fixed = zone.replace(/\s+/g, "").match(/^(?:UTC|GMT)([+-−])(\d{1,2})(?::?00)?$/i);
  if (fixed) {
    const h = Number(fixed[2]);
    const east = fixed[1] === "+";
    if (h === 0) return "Etc/GMT";
    if ((east && h <= 14) || (!east && h <= 12)) return `Etc/GMT${east ? "-" : "+"}${h}`;
  }
  return ABBR[zone.toUpperCase()] ?? null;
}

/** "UTC+2", "GMT-05:00" as minutes east of UTC, or null. */
export function fixedOffset(zone: string | null): number | null {
  const m = zone?.match(/^(?:UTC|GMT)\s?([+-])\s?(\d{1,2})(?::?(\d{2}))?$/i);
  if (!m) return zone && /^(?:UTC|GMT)$/i.test(zone) ? 0 : null;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** Minutes east of UTC that `iana` has at that wall-clock moment (DST included), via Intl. */
export function offsetAt(iana: string, isoDate: string, hhmm: string): number | null {
  try {
    const guess = Date.parse(`${isoDate}T${hhmm}:00Z`);
    const parts = (ms: number) => {
      const p = new Intl.DateTimeFormat("en-US", {
        timeZone: iana,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
      }).formatToParts(new Date(ms));
      const g = (t: string) => Number(p.find((x) => x.type === t)?.value);
      return Date.UTC(g("year"), g("month") - 1, g("day"), g("hour") % 24, g("minute"));
    };
    let off = (parts(guess) - guess) / 60000;
    off = (parts(guess - off * 60000) - (guess - off * 60000)) / 60000;
    return off;
  } catch {
    return null;
  }
}

/** UTC milliseconds of a wall-clock time in a zone (IANA or fixed offset), or null when the zone is unknown. */
export function utcMillis(
  isoDate: string,
  hhmm: string,
  zone: string | null,
  iana: string | null,
): number | null {
  const local = Date.parse(`${isoDate}T${hhmm}:00Z`);
  if (Number.isNaN(local)) return null;
  const fixed = fixedOffset(zone);
  if (fixed !== null && !(zone && ABBR[zone.toUpperCase()] && zone.toUpperCase() !== "UTC"))
    return local - fixed * 60000;
  const z = iana ?? ianaFor(zone);
  if (!z) return null;
  const off = offsetAt(z, isoDate, hhmm);
  return off === null ? null : local - off * 60000;
}
