/**
 * The merge fields the e-mail engine emits, as `{{name}}` tokens. One canonical set; the export step maps each token
 * to an ESP's own syntax (Mailchimp `*|FNAME|*`, Brevo `{{ contact.FIRSTNAME }}`, ...) from this module.
 *
 * Rule for visible text: only tokens listed here may appear, and only where an ESP or the sending system replaces
 * them. `company_address` is never printed as visible text by the engine: the footer uses the address from the
 * facts, else the user's profile address, else it leaves the line out. The token exists for ESPs whose templates
 * must carry their own address tag (the export step may insert it).
 */
export interface MergeField {
  token: string;
  /** What the ESP or the sending system puts in its place. */
  description: string;
  /** Canonical fields every ESP can fill; transactional ones come from the sending system's order or signup data. */
  kind: "canonical" | "transactional";
}

const field = (name: string, description: string, kind: MergeField["kind"] = "canonical"): MergeField => ({
  token: `{{${name}}}`,
  description,
  kind,
});

export const MERGE_FIELDS = {
  firstName: field("first_name", "The recipient's first name"),
  unsubscribeUrl: field("unsubscribe_url", "The recipient's unsubscribe or preference-centre link"),
  viewInBrowserUrl: field("view_in_browser_url", "A link to the hosted web version of this e-mail"),
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
} as const satisfies Record<string, MergeField>;

export type MergeFieldKey = keyof typeof MERGE_FIELDS;

export const MERGE_TOKENS: ReadonlySet<string> = new Set(Object.values(MERGE_FIELDS).map((f) => f.token));

/** `{{...}}`, `[...]`-style or `#story-N` leftovers in visible text that no ESP will replace. */
export function unresolvedPlaceholders(visibleText: string): string[] {
  const hits: string[] = [];
  for (const m of visibleText.matchAll(/\{\{\s*[^{}]*\}\}/g))
    if (!MERGE_TOKENS.has(m[0]) || m[0] === MERGE_FIELDS.companyAddress.token) hits.push(m[0]);
  for (const m of visibleText.matchAll(
    /(?<!\{)\{[a-z_]+\}(?!\})|\[(?:[A-Z][A-Za-z ]*|[a-z_ ]+)\]|#story-\d+|\b(?:undefined|NaN)\b|lorem ipsum/gi,
  ))
    hits.push(m[0]);
  return hits;
}
