/**
 * Facts a campaign type needs that the user could not give (plans without the campaign details box): the template
 * carries a marked merge field the user fills in their e-mail platform, never an empty row or an invented value.
 * The canonical token is `{{name}}`; esp/fill-in.ts writes each platform's own field on the way out.
 */
export interface FillInField {
  name: string;
  /** What the user puts there, as the hand-off checks say it ("the event's date"). */
  what: string;
  /** An audience-field tag for platforms whose tags are upper case and at most 10 characters (Mailchimp, Brevo). */
  tag: string;
}

export const FILL_IN_FIELDS = {
  eventDate: { name: "event_date", what: "the event's date", tag: "EVENT_DATE" },
  eventTime: { name: "event_time", what: "the event's start time", tag: "EVENT_TIME" },
  eventVenue: { name: "event_venue", what: "the event's venue", tag: "VENUE" },
  // What a confirmation shows each recipient (a booking's name, date, time, guests, reference): a contact's own field.
  bookingName: { name: "booking_name", what: "the name on the booking", tag: "BOOK_NAME" },
  bookingDate: { name: "booking_date", what: "the booked date", tag: "BOOK_DATE" },
  bookingTime: { name: "booking_time", what: "the booked time", tag: "BOOK_TIME" },
  guests: { name: "guests", what: "the number of guests", tag: "GUESTS" },
  referenceNumber: { name: "reference_number", what: "the reference number", tag: "REF_NUMBER" },
  checkIn: { name: "check_in", what: "the arrival date", tag: "CHECK_IN" },
  checkOut: { name: "check_out", what: "the departure date", tag: "CHECK_OUT" },
  room: { name: "room", what: "the room", tag: "ROOM" },
  provider: { name: "provider", what: "who the appointment is with", tag: "PROVIDER" },
  bookingItem: { name: "booking_item", what: "what was booked or handed in", tag: "ITEM" },
} as const satisfies Record<string, FillInField>;

export type FillInKey = keyof typeof FILL_IN_FIELDS;

/** What an e-mail of the type cannot do without, in the order its details show them. */
export const FILL_IN_NEEDS: Partial<Record<string, FillInKey[]>> = {
  webinar: ["eventDate", "eventTime"],
  "offline-event": ["eventDate", "eventTime", "eventVenue"],
};

export const fillInToken = (key: FillInKey) => `{{${FILL_IN_FIELDS[key].name}}}`;

const NAMES = Object.values(FILL_IN_FIELDS).map((f) => f.name);
const PATTERN = `\\{\\{(${NAMES.join("|")})\\}\\}`;
const TOKEN = new RegExp(PATTERN, "g");
const HAS_TOKEN = new RegExp(PATTERN);

/**
 * The mark around a fill-in field in the stored HTML: a dashed, light-yellow chip with dark text, readable in light
 * mode, in dark mode (its colours are its own) and under forced dark (both are inverted together). The hand-off
 * removes the mark and keeps the field. @internal
 */
export const FILL_IN_MARK = { background: "#fff1b8", text: "#3d2c00", border: "#9a7400" };
const MARK_STYLE = `background-color:${FILL_IN_MARK.background};color:${FILL_IN_MARK.text};border:1px dashed ${FILL_IN_MARK.border};border-radius:3px;padding:0 4px;font-family:'Courier New',Courier,monospace;font-weight:700;`;

/** Marks every fill-in token in the document's text (never inside a tag's attributes). */
export function markFillIns(html: string): string {
  return html.replace(/>([^<]+)</g, (m, text: string) =>
    HAS_TOKEN.test(text)
      ? `>${text.replace(TOKEN, (t, name: string) => `<span data-bm-fill="${name}" style="${MARK_STYLE}">${t}</span>`)}<`
      : m,
  );
}

/** The marks removed, the tokens kept (what leaves for a platform or a test send). */
export function unmarkFillIns(html: string): string {
  return html.replace(/<span data-bm-fill="[a-z_]+"[^>]*>([^<]*)<\/span>/g, "$1");
}

/** The fill-in fields a text still holds (canonical form). */
export function fillInsIn(content: string): FillInField[] {
  const names = new Set([...content.matchAll(TOKEN)].map((m) => m[1]));
  return Object.values(FILL_IN_FIELDS).filter((f) => names.has(f.name));
}
