import { convert, ADDRESS_PLACEHOLDER, type KitValues } from "./esp/convert";
import { FILL_IN_FIELDS } from "./fill-in";
import { esc } from "./escape";
import { PLATFORM_SYNTAX, ESP_PLATFORMS, isEspPlatform, type EspPlatform } from "./esp/platforms";

export { ADDRESS_PLACEHOLDER, ESP_PLATFORMS, isEspPlatform, PLATFORM_SYNTAX };
export type { EspPlatform, KitValues };

/**
 * The engine's canonical merge fields. Templates are stored with these tokens (the first name may carry a fallback
 * word: `{{first_name|there}}`); Copy, Download and Send convert them on the way out (esp/convert.ts), with each
 * platform's documented syntax in esp/platforms.ts. The company name and address are not tokens in the stored HTML:
 * the footer's postal line shows the known values and names them in data-bm-* attributes for the conversion.
 */
export const MERGE_FIELDS = {
  firstName: "{{first_name}}",
  unsubscribeUrl: "{{unsubscribe_url}}",
  preferencesUrl: "{{preferences_url}}",
  viewInBrowserUrl: "{{view_in_browser_url}}",
  companyName: "{{company_name}}",
  companyAddress: "{{company_address}}",
} as const;

export type MergeField = keyof typeof MERGE_FIELDS;
export const MERGE_FIELD_KEYS = Object.keys(MERGE_FIELDS) as MergeField[];

export interface EspSyntax {
  label: string;
}

/** Labels for pickers; the syntax itself lives in PLATFORM_SYNTAX. */
export const ESP_SYNTAX: Record<EspPlatform, EspSyntax> = Object.fromEntries(
  ESP_PLATFORMS.map((p) => [p, { label: PLATFORM_SYNTAX[p].label }]),
) as Record<EspPlatform, EspSyntax>;

/** What a platform cannot express, so the user knows what to fill in before sending. */
export function platformNotes(platform: EspPlatform, html?: string): string[] {
  const p = PLATFORM_SYNTAX[platform];
  if (platform === "html")
    return [
      "Plain HTML has no merge tags: the greeting uses its fallback word, your company name and address are written in, and the unsubscribe, preferences and view-in-browser links are left out. Add your own before sending.",
    ];
  const notes: string[] = [];
  if (!p.companyAddress)
    notes.push(
      `${p.label} has no merge tag for your address: your company address is written in (or "${ADDRESS_PLACEHOLDER}" to replace).`,
    );
  if (!p.viewInBrowser) notes.push(`${p.label} has no "view in browser" tag, so that link was left out.`);
  if (!p.lineItems && (html === undefined || /\{\{\s*item_name\s*\}\}/.test(html)))
    notes.push(`${p.label} has no loop for order lines: the order shows one line; repeat it for each item.`);
  return notes;
}

export type Replacement = Partial<Record<MergeField, string | null>>;

/**
 * Replaces canonical tokens with given values (a first name's fallback form included); null removes a link to the
 * field, or the text line in plain text. Used to show examples as a recipient reads them (the build's examples
 * script, through tsImport, which knip cannot follow).
 * @public
 */
export function replaceMergeFields(
  content: string,
  values: Replacement,
  kind: "html" | "text" = "html",
): string {
  let out = content;
  for (const field of MERGE_FIELD_KEYS) {
    if (!(field in values)) continue;
    const name = MERGE_FIELDS[field].slice(2, -2);
    const token = new RegExp(`\\{\\{\\s*${name}\\s*(?:\\|[^{}]*)?\\}\\}`, "g");
    const value = values[field];
    if (value === null || value === undefined) {
      out =
        kind === "html"
          ? out.replace(new RegExp(`<a\\b[^>]*href=["']${token.source}["'][^>]*>[\\s\\S]*?</a>`, "gi"), "")
          : out.replace(new RegExp(`[^\\n]*${token.source}[^\\n]*\\n?`, "g"), "");
      out = out.replace(token, "");
    } else out = out.replace(token, () => value);
  }
  return out;
}

/** Sample values for a test send or a preview: the reader sees a real-looking e-mail and no raw tags. */
export function withSampleValues(
  content: string,
  sample: { firstName: string; address: string | null; companyName?: string | null },
  kind: "html" | "text" = "html",
) {
  // The account's own name is text like any other: escaped before it enters HTML.
  const firstName = kind === "html" ? esc(sample.firstName) : sample.firstName;
  const named = content.replace(/\{\{\s*first_name\s*(?:\|[^{}]*)?\}\}/g, () => firstName);
  return convert(named, "html", kind, { address: sample.address, companyName: sample.companyName ?? null });
}

/**
 * Every `{{name}}` token the engine may emit: the canonical fields above plus transactional ones that the
 * sending system fills from its order or signup data. `company_name` and `company_address` are never printed as
 * visible text: the footer shows the known values (data-bm-postal) and the hand-off writes each platform's tags.
 */
export interface EngineField {
  token: string;
  /** What the ESP or the sending system puts in its place. */
  description: string;
  /**
   * Canonical fields every ESP can fill; transactional ones come from the sending system's order or signup data;
   * fill-in ones stand for a fact the user could not give here and fills in their platform before sending.
   */
  kind: "canonical" | "transactional" | "fill-in";
}

const field = (name: string, description: string, kind: EngineField["kind"] = "canonical"): EngineField => ({
  token: `{{${name}}}`,
  description,
  kind,
});

export const ENGINE_FIELDS = {
  firstName: field("first_name", "The recipient's first name"),
  unsubscribeUrl: field("unsubscribe_url", "The recipient's unsubscribe link"),
  preferencesUrl: field("preferences_url", "The recipient's subscription preferences link"),
  viewInBrowserUrl: field("view_in_browser_url", "A link to the hosted web version of this e-mail"),
  companyName: field("company_name", "The sender's company name"),
  companyAddress: field("company_address", "The sender's postal address (CAN-SPAM / GDPR)"),
  confirmationUrl: field("confirmation_url", "The double opt-in confirmation link", "transactional"),
  orderNumber: field("order_number", "The order number", "transactional"),
  orderDate: field("order_date", "The order date", "transactional"),
  orderUrl: field("order_url", "A link to the order in the shop", "transactional"),
  itemName: field("item_name", "An ordered item's name", "transactional"),
  itemQuantity: field("item_quantity", "An ordered item's quantity", "transactional"),
  itemPrice: field("item_price", "An ordered item's price", "transactional"),
  subtotal: field("subtotal", "The order subtotal", "transactional"),
  shipping: field("shipping", "The shipping cost", "transactional"),
  tax: field("tax", "The tax amount", "transactional"),
  orderTotal: field("order_total", "The order total", "transactional"),
  shippingAddress: field("shipping_address", "The delivery address", "transactional"),
  paymentMethod: field("payment_method", "The payment method", "transactional"),
  downloadUrl: field("download_url", "The download link of the requested resource", "transactional"),
  eventDate: field(FILL_IN_FIELDS.eventDate.name, "The event's date, filled in before sending", "fill-in"),
  eventTime: field(
    FILL_IN_FIELDS.eventTime.name,
    "The event's start time, filled in before sending",
    "fill-in",
  ),
  eventVenue: field(FILL_IN_FIELDS.eventVenue.name, "The event's venue, filled in before sending", "fill-in"),
  bookingName: field(FILL_IN_FIELDS.bookingName.name, "The name on a booking, per recipient", "fill-in"),
  bookingDate: field(FILL_IN_FIELDS.bookingDate.name, "A booking's date, per recipient", "fill-in"),
  bookingTime: field(FILL_IN_FIELDS.bookingTime.name, "A booking's time, per recipient", "fill-in"),
  guests: field(FILL_IN_FIELDS.guests.name, "A booking's number of guests, per recipient", "fill-in"),
  referenceNumber: field(FILL_IN_FIELDS.referenceNumber.name, "A reference number, per recipient", "fill-in"),
  checkIn: field(FILL_IN_FIELDS.checkIn.name, "A stay's arrival date, per recipient", "fill-in"),
  checkOut: field(FILL_IN_FIELDS.checkOut.name, "A stay's departure date, per recipient", "fill-in"),
  room: field(FILL_IN_FIELDS.room.name, "A booked room, per recipient", "fill-in"),
  provider: field(FILL_IN_FIELDS.provider.name, "Who an appointment is with, per recipient", "fill-in"),
  bookingItem: field(
    FILL_IN_FIELDS.bookingItem.name,
    "What was booked or handed in, per recipient",
    "fill-in",
  ),
} as const satisfies Record<string, EngineField>;

export const MERGE_TOKENS: ReadonlySet<string> = new Set(Object.values(ENGINE_FIELDS).map((f) => f.token));

/** `{{...}}`, `[...]`-style or `#story-N` leftovers in visible text that no ESP will replace. */
export function unresolvedPlaceholders(visibleText: string): string[] {
  const hits: string[] = [];
  const neverVisible = new Set([ENGINE_FIELDS.companyAddress.token, ENGINE_FIELDS.companyName.token]);
  for (const m of visibleText.matchAll(/\{\{\s*[^{}]*\}\}/g)) {
    const t = m[0].replace(/^\{\{\s*first_name\s*\|[^{}|]{0,40}\}\}$/, ENGINE_FIELDS.firstName.token);
    if (!MERGE_TOKENS.has(t) || neverVisible.has(t)) hits.push(m[0]);
  }
  for (const m of visibleText.matchAll(
    /(?<!\{)\{[a-z_]+\}(?!\})|\[(?:[A-Z][A-Za-z ]*|[a-z_ ]+)\]|#story-\d+|\b(?:undefined|NaN)\b|lorem ipsum/gi,
  ))
    hits.push(m[0]);
  return hits;
}
